// The credit ledger (server/db/schema.ts creditEntries): append-only entries per store, balances derived by
// summing them. A write that takes credits out of a store (a transfer, an offer) first locks the store's branch
// row, so that two of them on one store run one after the other and neither sees a balance the other spent.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CreditBalances } from '../../src/contracts/credits.struct';
import type { StoreStatus } from '../../src/contracts/store.struct';
import type { Db } from '../db/connect';
import { branches, creditEntries } from '../db/schema';

export type NewEntry = typeof creditEntries.$inferInsert;

/** Each store of the shop with its balance (every entry) and the part of it that may move to another store. */
export async function shopBalances(db: Db, shopId: number): Promise<CreditBalances> {
  const rows = await db
    .select({
      id: branches.id,
      name: branches.name,
      total: sql<number>`coalesce(sum(${creditEntries.credits}), 0)::int`,
      movable: sql<number>`coalesce(sum(${creditEntries.credits}) filter (where ${creditEntries.movable}), 0)::int`,
    })
    .from(branches)
    .leftJoin(creditEntries, eq(creditEntries.branchId, branches.id))
    .where(eq(branches.shopId, shopId))
    .groupBy(branches.id)
    .orderBy(asc(branches.id));
  const stores = rows.map((r) => ({ id: r.id, name: r.name, total: r.total, transferable: transferable(r.total, r.movable) }));
  return { total: stores.reduce((sum, s) => sum + s.total, 0), stores };
}

/**
 * The credits of a store that may move: its movable credits, but never more than its balance, because what a
 * store spends is taken from its single-store credits first (a spend is a non-movable entry).
 */
export const transferable = (total: number, movable: number): number => Math.max(0, Math.min(total, movable));

/** One store's balance and transferable part, read inside the caller's transaction (after `lockStores`). */
export async function storeBalance(tx: Db, branchId: number): Promise<{ total: number; transferable: number }> {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${creditEntries.credits}), 0)::int`,
      movable: sql<number>`coalesce(sum(${creditEntries.credits}) filter (where ${creditEntries.movable}), 0)::int`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.branchId, branchId));
  return { total: row.total, transferable: transferable(row.total, row.movable) };
}

/** The shop's stores named, with their status: those that exist in that shop. */
export async function shopStores(db: Db, shopId: number, branchIds: number[]): Promise<Map<number, { status: StoreStatus }>> {
  const rows = await storesQuery(db, shopId, branchIds);
  return new Map(rows.map((r) => [r.id, { status: r.status }]));
}

/**
 * `shopStores`, locking their rows until the caller's transaction ends (in id order, so two writers never wait
 * on each other crosswise). `no key update` leaves the entries' foreign keys free to point at them.
 */
export async function lockStores(tx: Db, shopId: number, branchIds: number[]): Promise<Map<number, { status: StoreStatus }>> {
  const rows = await storesQuery(tx, shopId, branchIds).for('no key update');
  return new Map(rows.map((r) => [r.id, { status: r.status }]));
}

const storesQuery = (db: Db, shopId: number, branchIds: number[]) =>
  db
    .select({ id: branches.id, status: branches.status })
    .from(branches)
    .where(and(eq(branches.shopId, shopId), inArray(branches.id, [...new Set(branchIds)])))
    .orderBy(asc(branches.id));

export async function appendEntries(tx: Db, entries: NewEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(creditEntries).values(entries);
}
