// What Gifts Credits and Gifts Credits Users read: the stores that may receive credits (the picker of GET
// admin/gifts/stores: active stores, by shop and name) and the gifts given (GET admin/gifts/users and its export:
// the ledger's `gift` entries that no purchase made, newest first), searched by store, shop, reason or giver,
// within days of the company's time zone.
import { and, asc, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { GIFT_STORES_MAX, type GiftRow, type GiftStore, type GiftUsersQuery } from '../../src/contracts/admin-gifts.struct';
import { containing } from '../lists/list-text';
import type { Db } from '../db/connect';
import { branches, creditEntries, shops, users } from '../db/schema';
import { dayStart } from '../routes/transactions/query';

/** Active stores whose name or whose shop's name holds the search text (the first GIFT_STORES_MAX). */
export async function giftStores(db: Db, q: string | undefined): Promise<GiftStore[]> {
  const pattern = containing(q);
  return db
    .select({ id: branches.id, name: branches.name, shop_id: shops.id, shop_name: shops.name })
    .from(branches)
    .innerJoin(shops, eq(shops.id, branches.shopId))
    .where(and(eq(branches.status, 'active'), pattern === null ? undefined : or(ilike(branches.name, pattern), ilike(shops.name, pattern))))
    .orderBy(asc(shops.name), asc(branches.name), asc(branches.id))
    .limit(GIFT_STORES_MAX);
}

const giverName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The gifts the query asks for: the admin's gifts (no purchase made them), searched, within the days given. */
export function giftFilter(query: Pick<GiftUsersQuery, 'q' | 'from' | 'to'>, timeZone: string): SQL {
  const pattern = containing(query.q);
  return and(
    eq(creditEntries.kind, 'gift'),
    isNull(creditEntries.purchaseId),
    pattern === null ? undefined : or(ilike(branches.name, pattern), ilike(shops.name, pattern), ilike(creditEntries.note, pattern), ilike(giverName, pattern), ilike(users.email, pattern)),
    query.from ? gte(creditEntries.at, dayStart(query.from, timeZone)) : undefined,
    query.to ? lt(creditEntries.at, dayStart(query.to, timeZone, 1)) : undefined,
  )!;
}

function giftsFrom(db: Db, where: SQL) {
  return db
    .select({
      id: creditEntries.id,
      at: creditEntries.at,
      branch_id: creditEntries.branchId,
      branch_name: branches.name,
      shop_id: creditEntries.shopId,
      shop_name: shops.name,
      credits: creditEntries.credits,
      note: creditEntries.note,
      given_by: giverName,
      given_by_email: users.email,
    })
    .from(creditEntries)
    .innerJoin(branches, eq(branches.id, creditEntries.branchId))
    .innerJoin(shops, eq(shops.id, creditEntries.shopId))
    .leftJoin(users, eq(users.id, creditEntries.userId))
    .where(where);
}

export async function giftRows(db: Db, where: SQL, limit: number, offset: number): Promise<GiftRow[]> {
  const rows = await giftsFrom(db, where).orderBy(desc(creditEntries.id)).limit(limit).offset(offset);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

export async function giftCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(creditEntries)
    .innerJoin(branches, eq(branches.id, creditEntries.branchId))
    .innerJoin(shops, eq(shops.id, creditEntries.shopId))
    .leftJoin(users, eq(users.id, creditEntries.userId))
    .where(where);
  return row.n;
}
