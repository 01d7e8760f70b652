// Which stores a customer's request reaches (docs/shopping.md): the active stores of its plaza filed under its
// category (branches.plaza_id, branch_categories). A store that offered on it stays reached after it stops
// matching (made inactive, moved, recategorised), so that it keeps its chat and its accepted sale.
import { and, eq, exists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';
import { branchCategories, branches, salesmanOnline, shoppingOffers, shoppingRequests } from '../db/schema';

/** A store: its id, or a column holding it. */
type StoreRef = number | SQLWrapper;
/** The store looked at inside the subqueries, `branches reached_store` (the outer query may range over branches too). */
const store = alias(branches, 'reached_store');

/** Whether the store `branchId` matches the request row in scope (plaza, category, active). */
export const storeMatches = (branchId: StoreRef): SQL =>
  exists(
    sql`(select 1 from ${branches} reached_store join ${branchCategories} on ${branchCategories.branchId} = ${store.id}
      where ${store.id} = ${branchId} and ${store.status} = 'active' and ${store.plazaId} = ${shoppingRequests.plazaId}
      and ${branchCategories.categoryId} = ${shoppingRequests.categoryId})`,
  );

/** Whether the store has ever offered on the request row in scope. */
export const storeOffered = (branchId: StoreRef): SQL =>
  exists(sql`(select 1 from ${shoppingOffers} where ${shoppingOffers.requestId} = ${shoppingRequests.id} and ${shoppingOffers.branchId} = ${branchId})`);

/** The request row in scope reached the store: it matches it, or the store offered on it. */
export const reachesStore = (branchId: StoreRef): SQL => sql`(${storeMatches(branchId)} or ${storeOffered(branchId)})`;

/**
 * The stores a request reaches: every matching active store, and those that offered on it. `onlineOnly`: only
 * the stores with a salesman open to requests now (salesman_online), whom a new request is announced to.
 */
export async function storesReached(db: Db, requestId: number, opts: { onlineOnly?: boolean } = {}): Promise<number[]> {
  const online = opts.onlineOnly ? exists(sql`(select 1 from ${salesmanOnline} where ${salesmanOnline.branchId} = ${branches.id})`) : undefined;
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .innerJoin(shoppingRequests, eq(shoppingRequests.id, requestId))
    .where(and(reachesStore(branches.id), online))
    .orderBy(branches.id);
  return rows.map((r) => r.id);
}
