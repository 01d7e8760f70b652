// Buying credits with a saved card, charged at most once (issue 17; docs/payments.md "Purchases"):
// 1. the purchase row is written `pending` before anything is sent to the gateway (one row per shop and
//    idempotency key: a double submit or a reload finds the same row);
// 2. the charge carries the key (`nexo-{shop}-{key}`), so the gateway charges it once however often it is sent;
// 3. an `unknown` answer (timeout, 5xx, the bank still pending) is settled by `status()` before anything is
//    credited, now, when the console asks again, or when the server starts (settlePendingPurchases);
// 4. the credit entries and the purchase's `approved` state are one transaction, which only a purchase not yet
//    approved can enter, so the credits are given once.
// Its routes therefore commit in steps (`transaction: 'steps'`), each step audited (server/db/write-scope.ts).
import { and, eq, ne } from 'drizzle-orm';
import type { CreditBalances, Purchase, PurchaseBody } from '../../src/contracts/credits.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { auditedTransaction } from '../db/write-scope';
import type { Db } from '../db/connect';
import { creditPurchases } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { PaymentsError, type ChargeResult, type ChargeStatus, type Payments } from '../plugins/payments';
import { appendEntries, shopBalances, shopStores, type NewEntry } from './ledger';
import { activePackage } from './packages';
import { chargeableCard } from './purchase-card';

type PurchaseRow = typeof creditPurchases.$inferSelect;

export type PurchaseDeps = {
  db: Db;
  payments: Payments;
  /** How old a pending purchase the gateway has no charge for must be before it is given up (`failed`): older
   *  than any charge request still on its way. */
  staleAfterMs: number;
  log: (message: string) => void;
};

/** Who buys: the shop, the signed-in user, and for a branch's manager the one store they may buy for. */
export type Buyer = { shopId: number; userId: number; branchId: number | null };

export type PurchaseOutcome = { purchase: Purchase; balances: CreditBalances };

/** The gateway's key of a purchase: the console's key is unique within a shop only. */
export const gatewayKey = (row: Pick<PurchaseRow, 'shopId' | 'idempotencyKey'>): string => `nexo-${row.shopId}-${row.idempotencyKey}`;

export async function buyCredits(deps: PurchaseDeps, buyer: Buyer, body: PurchaseBody, locale: Locale): Promise<PurchaseOutcome> {
  const { db } = deps;
  const pkg = await activePackage(db, body.package_id);
  if (!pkg) throw ValidationError.field('package_id', t('packageUnknown', locale));
  if (body.amount_cents !== pkg.priceCents) throw ValidationError.field('amount_cents', t('amountMismatch', locale));
  const branchIds = [...new Set(body.recipients.branch_ids)];
  if (body.recipients.kind === 'store' && branchIds.length !== 1) throw ValidationError.field('recipients.branch_ids', t('oneStoreOnly', locale));
  // The pool splits the credits among stores (a bulk package) and lets them move later (a transferable one).
  if (body.recipients.kind === 'pool' && !(pkg.bulk && pkg.transferable)) throw ValidationError.field('recipients.kind', t('packageSingleStore', locale));
  // A branch's manager buys for their own store only; another store reads as one that does not exist.
  if (buyer.branchId !== null && branchIds.some((b) => b !== buyer.branchId)) throw new HttpError(404, 'notFound');
  const stores = await shopStores(db, buyer.shopId, branchIds);
  if (stores.size !== branchIds.length) throw new HttpError(404, 'notFound');
  if ([...stores.values()].some((s) => s.status !== 'active')) throw ValidationError.field('recipients.branch_ids', t('storeInactive', locale));
  const card = await chargeableCard(db, buyer, body.card_id);
  if (!card) throw new HttpError(404, 'notFound');

  const wanted = {
    shopId: buyer.shopId,
    idempotencyKey: body.idempotency_key,
    packageId: pkg.id,
    cardId: card.id,
    branchIds,
    pool: body.recipients.kind === 'pool',
    amountCents: pkg.priceCents,
    credits: pkg.credits,
    giftCredits: pkg.giftCredits,
    userId: buyer.userId,
  };
  const [inserted] = await auditedTransaction(db, (tx) => tx.insert(creditPurchases).values(wanted).onConflictDoNothing().returning());
  let row = inserted ?? (await purchaseByKey(db, buyer.shopId, body.idempotency_key));
  if (!row) throw new HttpError(409, 'purchaseKeyReused');
  // The same key again (a double click, a resend after a reload) is the same purchase; another purchase under
  // an attempt's key is refused rather than charged.
  if (!inserted && !samePurchase(row, wanted)) throw new HttpError(409, 'purchaseKeyReused');
  if (row.status === 'pending') row = await charge(deps, row, card.token, body.cvv_ticket, pkg.name);
  return { purchase: purchaseAnswer(row), balances: await shopBalances(db, buyer.shopId) };
}

/** A purchase the console asks about again (after a reload, or while the bank has not answered): a pending one
 *  is settled by asking the gateway first. */
export async function purchaseState(deps: PurchaseDeps, buyer: Buyer, key: string): Promise<PurchaseOutcome> {
  let row = await purchaseByKey(deps.db, buyer.shopId, key);
  if (!row || (buyer.branchId !== null && row.branchIds.some((b) => b !== buyer.branchId))) throw new HttpError(404, 'notFound');
  if (row.status === 'pending') row = await settleByStatus(deps, row);
  return { purchase: purchaseAnswer(row), balances: await shopBalances(deps.db, buyer.shopId) };
}

/** Settles every pending purchase by the gateway's word: run when the server starts, after a crash or a kill. */
export async function settlePendingPurchases(deps: PurchaseDeps): Promise<number> {
  const pending = await deps.db.select().from(creditPurchases).where(eq(creditPurchases.status, 'pending'));
  let settled = 0;
  for (const row of pending) {
    const after = await settleByStatus(deps, row);
    if (after.status !== 'pending') settled++;
  }
  if (pending.length > 0) deps.log(`credit purchases: ${settled} of ${pending.length} pending settled`);
  return settled;
}

async function charge(deps: PurchaseDeps, row: PurchaseRow, token: string, ticket: string, packageName: string): Promise<PurchaseRow> {
  let result: ChargeResult;
  try {
    result = await deps.payments.charge({ token, amountCents: row.amountCents, idempotencyKey: gatewayKey(row), description: packageName, ticket });
  } catch (err) {
    // Nothing was charged (the gateway unreachable, the CVV ticket refused): the attempt is over and credits
    // nothing. An answer we could not trust may hide a charge: the purchase stays pending for status().
    if (err instanceof PaymentsError && !err.mayHaveCharged) await markUnpaid(deps.db, row.id, 'failed', err.kind);
    throw err;
  }
  if (result.status === 'unknown') return settleByStatus(deps, row);
  return settle(deps, row, result);
}

async function settleByStatus(deps: PurchaseDeps, row: PurchaseRow): Promise<PurchaseRow> {
  let status: ChargeStatus;
  try {
    status = await deps.payments.status(gatewayKey(row));
  } catch (err) {
    if (!(err instanceof PaymentsError)) throw err;
    deps.log(`credit purchase ${row.id}: the gateway's status could not be read (${err.kind}); it stays pending`);
    return row;
  }
  if (status.status === 'not_found') {
    // No charge was made with the key. A recent purchase's charge may still be on its way: only an old one is over.
    if (Date.now() - row.createdAt.getTime() < deps.staleAfterMs) return row;
    return markUnpaid(deps.db, row.id, 'failed', 'not_charged');
  }
  return settle(deps, row, status);
}

async function settle(deps: PurchaseDeps, row: PurchaseRow, result: ChargeResult): Promise<PurchaseRow> {
  if (result.status === 'unknown') return row;
  if (result.status === 'declined') return markUnpaid(deps.db, row.id, 'declined', result.reason, result.chargeId);
  return creditApproved(deps.db, row.id, result.chargeId, result.authorization);
}

/**
 * The approved charge's credits and the purchase's new state, in one transaction. An approved charge is the
 * bank's word: it wins over a `failed` written when a concurrent send of the same key could not reach the
 * gateway; the `status <> 'approved'` guard makes the credits given once.
 */
async function creditApproved(db: Db, purchaseId: number, chargeId: string, authorization: string): Promise<PurchaseRow> {
  return auditedTransaction(db, async (tx) => {
    const [row] = await tx
      .update(creditPurchases)
      .set({ status: 'approved', reason: null, chargeId, authorization, settledAt: new Date() })
      .where(and(eq(creditPurchases.id, purchaseId), ne(creditPurchases.status, 'approved')))
      .returning();
    if (!row) return (await tx.select().from(creditPurchases).where(eq(creditPurchases.id, purchaseId)))[0];
    await appendEntries(tx, purchaseEntries(row));
    return row;
  });
}

async function markUnpaid(db: Db, purchaseId: number, status: 'declined' | 'failed', reason: string, chargeId: string | null = null): Promise<PurchaseRow> {
  const [row] = await auditedTransaction(db, (tx) =>
    tx
      .update(creditPurchases)
      .set({ status, reason, chargeId, settledAt: new Date() })
      .where(and(eq(creditPurchases.id, purchaseId), eq(creditPurchases.status, 'pending')))
      .returning(),
  );
  return row ?? (await db.select().from(creditPurchases).where(eq(creditPurchases.id, purchaseId)))[0];
}

/** `total` split among `n` stores as evenly as whole units allow, the first stores taking the remainder. */
export const split = (total: number, n: number): number[] => Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));

/** A settled purchase's entries: its credits and gift credits split among its stores, and its price likewise. */
export function purchaseEntries(row: PurchaseRow): NewEntry[] {
  const n = row.branchIds.length;
  const [credits, gifts, cents] = [split(row.credits, n), split(row.giftCredits, n), split(row.amountCents, n)];
  const common = { shopId: row.shopId, movable: row.pool, purchaseId: row.id, userId: row.userId, at: row.settledAt ?? new Date() };
  return row.branchIds.flatMap((branchId, i): NewEntry[] => [
    ...(credits[i] > 0 ? [{ ...common, branchId, kind: 'purchase' as const, credits: credits[i], amountCents: cents[i] }] : []),
    ...(gifts[i] > 0 ? [{ ...common, branchId, kind: 'gift' as const, credits: gifts[i] }] : []),
  ]);
}

const purchaseByKey = async (db: Db, shopId: number, key: string): Promise<PurchaseRow | undefined> =>
  (await db.select().from(creditPurchases).where(and(eq(creditPurchases.shopId, shopId), eq(creditPurchases.idempotencyKey, key))))[0];

type Wanted = Pick<PurchaseRow, 'packageId' | 'cardId' | 'branchIds' | 'pool' | 'amountCents'>;
const samePurchase = (row: Wanted, wanted: Wanted): boolean =>
  row.packageId === wanted.packageId &&
  row.cardId === wanted.cardId &&
  row.pool === wanted.pool &&
  row.amountCents === wanted.amountCents &&
  row.branchIds.join(',') === wanted.branchIds.join(',');

function purchaseAnswer(row: PurchaseRow): Purchase {
  return {
    id: row.id,
    idempotency_key: row.idempotencyKey,
    status: row.status,
    reason: row.reason,
    package_id: row.packageId,
    amount_cents: row.amountCents,
    credits: row.credits,
    gift_credits: row.giftCredits,
    branch_ids: row.branchIds,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt ? row.settledAt.toISOString() : null,
  };
}
