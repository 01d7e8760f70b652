// Moving credits between two of a shop's stores (issue 17; spec 3 §4 Store/branch status, §5 "Single-store
// credits cannot be moved to other stores afterwards"): what a store may send (its transferable credits, shown
// beside it), and when a transfer may be asked for. An inactive store cannot send either: the console does not
// know a store's status, so the server's refusal (422 on from_branch_id) says it on that field.
import type { StoreBalance } from '../../contracts/credits.struct';
import { MAX_CREDITS } from '../../contracts/credits.struct';

export type TransferChoice = { from: number | null; to: number | null; credits: number | null };

/** The credits a store may send: its movable ones, never more than its balance (server/credits/ledger.ts). */
export const sendable = (stores: readonly StoreBalance[], id: number | null): number => stores.find((s) => s.id === id)?.transferable ?? 0;

/** Two different stores of the shop, and a whole number of credits from 1 to what the sender may send. */
export function canTransfer(stores: readonly StoreBalance[], c: TransferChoice): boolean {
  const known = (id: number | null) => stores.some((s) => s.id === id);
  if (!known(c.from) || !known(c.to) || c.from === c.to || c.credits === null) return false;
  return Number.isInteger(c.credits) && c.credits >= 1 && c.credits <= Math.min(sendable(stores, c.from), MAX_CREDITS);
}

/** The first choice: the first store that has credits to send (else the first), to the next store. */
export function firstTransfer(stores: readonly StoreBalance[]): TransferChoice {
  const from = stores.find((s) => s.transferable > 0) ?? stores[0];
  const to = stores.find((s) => s !== from);
  return { from: from ? from.id : null, to: to ? to.id : null, credits: null };
}
