// Every shop as a brand, as the admin module's Brands lists them (GET admin/brands and its export, GET
// admin/brands/{shop}): name, prefix, logo, owner (the shop's owner account, role 4), its stores (not deleted),
// whether it owns more than one store and the stores excluded from sharing its core info (server/shop-core-info
// keeps both). The logo is read through the admin's own address: the shop's is its people's.
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBrand, BrandStore } from '../../../src/contracts/admin-brands.struct';
import { SHOP_OWNER_ROLE } from '../../../src/contracts/shop-users.struct';
import type { Db } from '../../db/connect';
import { branches, coreInfoExclusions, shopCoreInfo, shops, users } from '../../db/schema';
import { containing } from '../../lists/list-text';

/** The admin's address of a shop's logo (shops.url_logo holds the shop's own address, its file's name last). */
export const brandLogoUrl = (shopId: number, urlLogo: string | null): string | null =>
  urlLogo === null ? null : `/api/admin/brands/${shopId}/logo/${urlLogo.slice(urlLogo.lastIndexOf('/') + 1)}`;

const ownerOf = and(eq(users.roleId, SHOP_OWNER_ROLE), isNull(users.deletedAt));

export function brandFilter(q: string | undefined): SQL | undefined {
  const pattern = containing(q);
  if (pattern === null) return undefined;
  const owner = and(ownerOf, eq(users.shopId, shops.id), or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)));
  return or(ilike(shops.name, pattern), ilike(shops.prefix, pattern), sql`exists (select 1 from ${users} where ${owner})`);
}

/** Each value's list under its key. */
function grouped<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}

/** One page of the brands that pass `where`, by name. */
export async function brandRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminBrand[]> {
  const page = await db
    .select({ id: shops.id, name: shops.name, prefix: shops.prefix, urlLogo: shops.urlLogo, moreThanOne: shopCoreInfo.moreThanOne })
    .from(shops)
    .leftJoin(shopCoreInfo, eq(shopCoreInfo.shopId, shops.id))
    .where(where)
    .orderBy(asc(shops.name), asc(shops.id))
    .limit(limit)
    .offset(offset);
  const ids = page.map((s) => s.id);
  if (ids.length === 0) return [];
  const storeRows = await db
    .select({ shopId: branches.shopId, id: branches.id, name: branches.name, excluded: sql<boolean>`${coreInfoExclusions.branchId} is not null` })
    .from(branches)
    .leftJoin(coreInfoExclusions, eq(coreInfoExclusions.branchId, branches.id))
    .where(and(inArray(branches.shopId, ids), ne(branches.status, 'delete')))
    .orderBy(asc(branches.name), asc(branches.id));
  const owners = await db
    .select({ shopId: users.shopId, id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(and(ownerOf, inArray(users.shopId, ids)))
    .orderBy(asc(users.id));
  const storesOf = grouped(storeRows, (r) => r.shopId);
  const ownerOfShop = grouped(owners, (o) => o.shopId ?? 0);
  return page.map((shop) => {
    const stores = storesOf.get(shop.id) ?? [];
    const owner = ownerOfShop.get(shop.id)?.[0];
    return {
      id: shop.id,
      name: shop.name,
      prefix: shop.prefix,
      logo_url: brandLogoUrl(shop.id, shop.urlLogo),
      owner: owner ? { id: owner.id, name: `${owner.first} ${owner.last}`, email: owner.email ?? '' } : null,
      stores: stores.map(({ id, name }): BrandStore => ({ id, name })),
      // Until the owner says (the core-info wizard or this module), a shop of several stores owns more than one.
      more_than_one: shop.moreThanOne ?? stores.length > 1,
      not_under: stores.filter((s) => s.excluded).map((s) => s.id).sort((a, b) => a - b),
    };
  });
}

export async function brandCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where);
  return row.n;
}

/** One brand as the list shows it, or undefined when there is no such shop. */
export async function brandRow(db: Db, shopId: number): Promise<AdminBrand | undefined> {
  const [row] = await brandRows(db, eq(shops.id, shopId), 1, 0);
  return row;
}
