// The credits calls (issue 17; docs/api.md "Credits"): packages, a shop's balances, a transfer, a purchase and its state by
// the attempt's idempotency key, and the ledger's pages and report.xlsx. A purchase attempt under way is kept in
// session storage until its answer is settled, so that a reload asks about the same attempt instead of paying again.
import { nullable, number, object, string, validate, type Infer } from 'superstruct';
import { CreditBalancesAnswer, CreditPackagesAnswer, LedgerAnswer, PurchaseAnswer, TransferAnswer, type CreditBalances, type CreditPackage, type LedgerPage, type PurchaseBody, type TransferBody } from '../contracts/credits.struct';
import { ApiError, apiCall, apiDownload } from './http';

/** Who buys: the shop's owner, or a branch's manager for their store. */
export type CreditsOwner = { shopId: number; branchId: number | null };

const base = (o: CreditsOwner) => (o.branchId === null ? `shops/${o.shopId}` : `shops/${o.shopId}/branch/${o.branchId}`);

export const fetchPackages = async (): Promise<CreditPackage[]> => (await apiCall(CreditPackagesAnswer, 'credits/packages')).data;
export const fetchBalances = async (shopId: number): Promise<CreditBalances> => (await apiCall(CreditBalancesAnswer, `shops/${shopId}/credits`)).data;

/** POST shops/{shopId}/credits/transfers: the shop's balances after the move. Quiet: the form shows a refusal. */
export const sendTransfer = async (shopId: number, body: TransferBody): Promise<CreditBalances> =>
  (await apiCall(TransferAnswer, `shops/${shopId}/credits/transfers`, { method: 'POST', body, quiet: true })).data;

// ---- The attempt under way ------------------------------------------------------------------------------
const ATTEMPT_KEY = 'nexo.credits.attempt';
/** The attempt a reload must ask about: its owner (the shop, and the store a manager bought for), key and try
 *  number. Only the same owner's flow asks about it, on the routes it was sent to. */
export const PendingAttempt = object({ shopId: number(), branchId: nullable(number()), key: string(), tries: number() });
export type PendingAttempt = Infer<typeof PendingAttempt>;

export function pendingAttempt(owner: CreditsOwner): PendingAttempt | null {
  try {
    const [failure, value] = validate(JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null'), PendingAttempt);
    return failure || value.shopId !== owner.shopId || value.branchId !== owner.branchId ? null : value;
  } catch {
    return null;
  }
}
const keepAttempt = (attempt: PendingAttempt) => sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
const forgetAttempt = () => sessionStorage.removeItem(ATTEMPT_KEY);

/** A new attempt's key: random, so that no two attempts of any shop share one. */
export const newAttemptKey = (): string => `buy-${crypto.randomUUID()}`;

const refused = (error: unknown) => error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500;

const settledOrKept = (answer: PurchaseAnswer): PurchaseAnswer => {
  if (answer.data.status !== 'pending') forgetAttempt();
  return answer;
};

/** POST …/credits/purchases: the attempt is kept before it is sent, and forgotten once its answer is settled. */
export async function buyCredits(owner: CreditsOwner, body: PurchaseBody, tries: number): Promise<PurchaseAnswer> {
  keepAttempt({ shopId: owner.shopId, branchId: owner.branchId, key: body.idempotency_key, tries });
  try {
    return settledOrKept(await apiCall(PurchaseAnswer, `${base(owner)}/credits/purchases`, { method: 'POST', body, quiet: true }));
  } catch (error) {
    // A refusal (4xx) settled the attempt: nothing was charged. A lost answer or a server fault may hide a charge:
    // the attempt stays, to be asked about.
    if (refused(error)) forgetAttempt();
    throw error;
  }
}

/** GET …/credits/purchases/{key}: the attempt's state, settled by the server with the gateway when pending. */
export async function purchaseState(owner: CreditsOwner, key: string): Promise<PurchaseAnswer> {
  try {
    return settledOrKept(await apiCall(PurchaseAnswer, `${base(owner)}/credits/purchases/${encodeURIComponent(key)}`, { quiet: true }));
  } catch (error) {
    if (refused(error)) forgetAttempt();
    throw error;
  }
}

// ---- The ledger -------------------------------------------------------------------------------------------
/** The filters as the screen holds them: days yyyy-MM-dd or null, a store id or 'all', a kind or 'all'. */
export type LedgerFilters = { from: string | null; to: string | null; store: string; kind: string; page: number; perPage: number };

export function ledgerQuery(f: LedgerFilters, withPage = true): string {
  const q = new URLSearchParams();
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  q.set('branch_id', f.store);
  q.set('kind', f.kind);
  if (withPage) {
    q.set('page', String(f.page));
    q.set('per_page', String(f.perPage));
  }
  return q.toString();
}

export async function fetchLedger(owner: CreditsOwner, f: LedgerFilters): Promise<LedgerPage> {
  return (await apiCall(LedgerAnswer, `${base(owner)}/credits/transactions?${ledgerQuery(f)}`)).data;
}

export function downloadLedger(owner: CreditsOwner, f: LedgerFilters, signal?: AbortSignal): Promise<Blob> {
  return apiDownload(`${base(owner)}/credits/transactions/download?${ledgerQuery(f, false)}`, { quiet: true, signal });
}
