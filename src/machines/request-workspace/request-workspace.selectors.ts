// Pure reads of the workspace for its view: the selected request, and what each action's button needs.
import type { StoreRequest } from '../../contracts/shopping.struct';
import type { RequestWorkspaceContext } from './request-workspace.machine';

export const selectedRequest = (c: Pick<RequestWorkspaceContext, 'requests' | 'selectedId'>): StoreRequest | null =>
  c.requests.find((r) => r.id === c.selectedId) ?? null;

/** The store cannot pay for an offer (spec: the owner is pointed to buy more). Unknown until the first read. */
export const outOfCredits = (c: Pick<RequestWorkspaceContext, 'credits' | 'offerCredits'>): boolean =>
  c.credits !== null && c.offerCredits !== null && c.credits < c.offerCredits;
