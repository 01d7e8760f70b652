// A shop's stores as the store calls answer them (src/contracts/store.struct.ts Store): the branch's row, its
// categories, its credits summed from the ledger (server/credits) and the shop's prefix and logo.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Store } from '../../src/contracts/store.struct';
import { shopBalances } from '../credits/ledger';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { branchCategories, branches, shops } from '../db/schema';
import { fileUrl } from '../files/records';

export type StoreRow = typeof branches.$inferSelect;

/** The store's files (its storefront) are its shop's: read at shops/{shop}/branch/{branch}/files/{name}. */
export const storeOwner = (row: Pick<StoreRow, 'id' | 'shopId'>) => ({ kind: 'store', id: row.id, shopId: row.shopId }) as const;

async function rowsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      row: branches,
      prefix: shops.prefix,
      urlLogo: shops.urlLogo,
      categories: sql<number[]>`coalesce((select array_agg(bc.category_id order by bc.category_id) from ${branchCategories} bc where bc.branch_id = ${branches.id}), '{}')`,
    })
    .from(branches)
    .innerJoin(shops, eq(shops.id, branches.shopId))
    .where(where)
    .orderBy(asc(branches.id));
}

/** The shop's stores, or of those the ids name (a user bound to some stores); with their credits. */
export async function shopStoreList(db: Db, shopId: number, only: readonly number[] | null): Promise<Store[]> {
  if (only !== null && only.length === 0) return [];
  const [rows, credits] = await readAll(db, [
    () => rowsWhere(db, and(eq(branches.shopId, shopId), only === null ? undefined : inArray(branches.id, [...only]))),
    () => shopBalances(db, shopId),
  ]);
  const totals = new Map(credits.stores.map((s) => [s.id, s.total]));
  return rows.map(({ row, prefix, urlLogo, categories }) => storeAnswer(row, { prefix, urlLogo, categories, credits: totals.get(row.id) ?? 0 }));
}

/** One store of the shop, or null. */
export async function shopStore(db: Db, shopId: number, branchId: number): Promise<Store | null> {
  const [store] = await shopStoreList(db, shopId, [branchId]);
  return store ?? null;
}

/** The branch row, locked until the caller's transaction ends; null when the shop has no such store. */
export async function lockStoreRow(tx: Db, shopId: number, branchId: number): Promise<StoreRow | null> {
  const [row] = await tx
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.shopId, shopId)))
    .for('no key update');
  return row ?? null;
}

/** The store's phone as an SMS goes to it: +{country code}{national number}. */
export const phoneOf = (row: Pick<StoreRow, 'countryCode' | 'phoneNumber'>): string => `+${row.countryCode}${row.phoneNumber}`;

type Extras = { prefix: string; urlLogo: string | null; categories: number[]; credits: number };

function storeAnswer(row: StoreRow, extras: Extras): Store {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    address: row.address,
    location: row.location,
    number: row.phoneNumber,
    country_code: row.countryCode,
    phone_public: row.phonePublic,
    phone_verified: row.phoneVerifiedAt !== null,
    opens_at: row.opensAt,
    closes_at: row.closesAt,
    days_open: row.daysOpen,
    url_storefront: row.urlStorefront ? fileUrl(storeOwner(row), row.urlStorefront) : null,
    categories: extras.categories.map(Number),
    covid_disinfectant: row.covidDisinfectant,
    covid_cleansing: row.covidCleansing,
    covid_controlled_access: row.covidControlledAccess,
    credits: { total: extras.credits },
    prefix: extras.prefix,
    url_logo: extras.urlLogo,
  };
}
