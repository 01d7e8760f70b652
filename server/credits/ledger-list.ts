// The ledger's list and download (/credits/transactions): a shop's entries, or one store's, filtered by days (in
// Monterrey's time zone, spec 1 §9: shops have no zone of their own), store and kind, newest (last appended) first, with the
// totals of the whole filtered set.
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LEDGER_PAGE, type EntryKind, type LedgerQuery, type LedgerRow } from '../../src/contracts/credits.struct';
import type { Db } from '../db/connect';
import { branches, creditEntries, creditPackages, creditPurchases } from '../db/schema';
import { dayStart } from '../routes/transactions/query';

export const SHOP_TIME_ZONE = 'America/Monterrey';

export type LedgerFilters = { shopId: number; branchId: number | null; kind: EntryKind | null; from: Date | null; to: Date | null; page: number; perPage: number };

/** The query's filters; `onlyBranch`: a branch's manager sees their store's entries whatever they ask. */
export function ledgerFilters(shopId: number, q: LedgerQuery, onlyBranch: number | null): LedgerFilters {
  const branch = q.branch_id && q.branch_id !== 'all' ? Number(q.branch_id) : null;
  const kind = q.kind && q.kind !== 'all' ? (q.kind as EntryKind) : null;
  return {
    shopId,
    // A manager asking for another store gets nothing rather than their own rows under its name.
    branchId: onlyBranch ?? branch,
    kind,
    from: q.from ? dayStart(q.from, SHOP_TIME_ZONE) : null,
    to: q.to ? dayStart(q.to, SHOP_TIME_ZONE, 1) : null,
    page: q.page ?? 1,
    perPage: q.per_page ?? DEFAULT_LEDGER_PAGE,
  };
}

function where(f: LedgerFilters, onlyBranch: number | null, asked: number | null): SQL {
  const conds: SQL[] = [eq(creditEntries.shopId, f.shopId)];
  if (f.branchId !== null) conds.push(eq(creditEntries.branchId, f.branchId));
  if (onlyBranch !== null && asked !== null && asked !== onlyBranch) conds.push(sql`false`);
  if (f.kind) conds.push(eq(creditEntries.kind, f.kind));
  if (f.from) conds.push(gte(creditEntries.at, f.from));
  if (f.to) conds.push(lt(creditEntries.at, f.to));
  return and(...conds)!;
}

const counterpart = alias(branches, 'counterpart');

function rowsQuery(db: Db, condition: SQL) {
  return db
    .select({
      id: creditEntries.id,
      at: creditEntries.at,
      branchId: creditEntries.branchId,
      branchName: branches.name,
      kind: creditEntries.kind,
      credits: creditEntries.credits,
      movable: creditEntries.movable,
      amountCents: creditEntries.amountCents,
      packageName: creditPackages.name,
      counterpart: counterpart.name,
      note: creditEntries.note,
    })
    .from(creditEntries)
    .innerJoin(branches, eq(branches.id, creditEntries.branchId))
    .leftJoin(counterpart, eq(counterpart.id, creditEntries.counterpartBranchId))
    .leftJoin(creditPurchases, eq(creditPurchases.id, creditEntries.purchaseId))
    .leftJoin(creditPackages, eq(creditPackages.id, creditPurchases.packageId))
    .where(condition);
}

type Selected = Awaited<ReturnType<typeof rowsQuery>>[number];
const toRow = (r: Selected): LedgerRow => ({
  id: r.id,
  at: r.at.toISOString(),
  branch_id: r.branchId,
  branch_name: r.branchName,
  kind: r.kind,
  credits: r.credits,
  movable: r.movable,
  amount_cents: r.amountCents,
  package_name: r.packageName,
  counterpart: r.counterpart,
  note: r.note,
});

export type LedgerTotals = { count: number; credits_in: number; credits_out: number; amount_cents: number };

export async function ledgerTotals(db: Db, condition: SQL): Promise<LedgerTotals> {
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      creditsIn: sql<number>`coalesce(sum(${creditEntries.credits}) filter (where ${creditEntries.credits} > 0), 0)::int`,
      creditsOut: sql<number>`coalesce(-sum(${creditEntries.credits}) filter (where ${creditEntries.credits} < 0), 0)::int`,
      amount: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::bigint`,
    })
    .from(creditEntries)
    .where(condition);
  return { count: t.count, credits_in: t.creditsIn, credits_out: t.creditsOut, amount_cents: Number(t.amount) };
}

export async function ledgerPage(db: Db, condition: SQL, f: LedgerFilters): Promise<LedgerRow[]> {
  const rows = await rowsQuery(db, condition)
    .orderBy(desc(creditEntries.id))
    .limit(f.perPage)
    .offset((f.page - 1) * f.perPage);
  return rows.map(toRow);
}

/** The download's rows before entry `beforeId` (newest first: entries are appended in the ledger's order). */
export async function ledgerBatch(db: Db, condition: SQL, beforeId: number | null, limit: number): Promise<LedgerRow[]> {
  const rows = await rowsQuery(db, beforeId === null ? condition : and(condition, lt(creditEntries.id, beforeId))!)
    .orderBy(desc(creditEntries.id))
    .limit(limit);
  return rows.map(toRow);
}

/** The filters as one condition, for the list, its totals and the download alike. */
export const ledgerWhere = (f: LedgerFilters, q: LedgerQuery, onlyBranch: number | null): SQL =>
  where(f, onlyBranch, q.branch_id && q.branch_id !== 'all' ? Number(q.branch_id) : null);
