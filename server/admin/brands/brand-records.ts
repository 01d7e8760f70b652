// Every shop as a brand, as the admin module's Brands lists them (GET admin/brands and its export) and as its
// editor reads one (GET admin/brands/{shop}): name, prefix, logo, owner (the shop's owner account, role 4), its
// stores (not deleted), whether it owns more than one store and the stores excluded from sharing its core info
// (server/shop-core-info keeps both). The logo is read through the admin's own address: the shop's is its people's.
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBrand, BrandDetail } from '../../../src/contracts/admin-brands.struct';
import { SHOP_OWNER_ROLE } from '../../../src/contracts/shop-users.struct';
import type { Db } from '../../db/connect';
import { branches, coreInfoExclusions, shopCoreInfo, shops, users } from '../../db/schema';
import { storesOf } from '../../shop-core-info/core-info-records';
import { containing } from '../list-text';

/** The admin's address of a shop's logo (shops.url_logo holds the shop's own address, its file's name last). */
export const brandLogoUrl = (shopId: number, urlLogo: string | null): string | null =>
  urlLogo === null ? null : `/api/admin/brands/${shopId}/logo/${urlLogo.slice(urlLogo.lastIndexOf('/') + 1)}`;

const owner = and(eq(users.shopId, shops.id), eq(users.roleId, SHOP_OWNER_ROLE), isNull(users.deletedAt));
// The outer row is named `shops.id` in the subqueries: drizzle writes a selected field's column unqualified, which
// inside a subquery would name the subquery's own table.
const storeCount = sql<number>`(select count(*) from ${branches} b where b.shop_id = shops.id and b.status <> 'delete')::int`;

export function brandFilter(q: string | undefined): SQL | undefined {
  const pattern = containing(q);
  if (pattern === null) return undefined;
  return or(
    ilike(shops.name, pattern),
    ilike(shops.prefix, pattern),
    sql`exists (select 1 from ${users} where ${owner} and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern}))`,
  );
}

/** One page of the brands that pass `where`, by name. */
export async function brandRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminBrand[]> {
  const rows = await db
    .select({
      id: shops.id,
      name: shops.name,
      prefix: shops.prefix,
      urlLogo: shops.urlLogo,
      moreThanOne: shopCoreInfo.moreThanOne,
      stores: storeCount,
      notUnder: sql<number>`(select count(*) from ${coreInfoExclusions} x join ${branches} b on b.id = x.branch_id where b.shop_id = shops.id and b.status <> 'delete')::int`,
      ownerId: sql<number | null>`(select u.id from ${users} u where u.shop_id = shops.id and u.role_id = ${SHOP_OWNER_ROLE} and u.deleted_at is null order by u.id limit 1)`,
    })
    .from(shops)
    .leftJoin(shopCoreInfo, eq(shopCoreInfo.shopId, shops.id))
    .where(where)
    .orderBy(asc(shops.name), asc(shops.id))
    .limit(limit)
    .offset(offset);
  const ownerIds = rows.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId]));
  const owners = new Map(
    ownerIds.length === 0
      ? []
      : (await db.select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email }).from(users).where(inArray(users.id, ownerIds))).map((u) => [
          u.id,
          { id: u.id, name: `${u.first} ${u.last}`, email: u.email ?? '' },
        ]),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    logo_url: brandLogoUrl(r.id, r.urlLogo),
    owner: r.ownerId === null ? null : (owners.get(r.ownerId) ?? null),
    stores: r.stores,
    // Until the owner says (the core-info wizard or this module), a shop of several stores owns more than one.
    more_than_one: r.moreThanOne ?? r.stores > 1,
    not_under: r.notUnder,
  }));
}

export async function brandCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where);
  return row.n;
}

/** The editor's data of one brand, or undefined when there is no such shop. */
export async function brandDetail(db: Db, shopId: number): Promise<BrandDetail | undefined> {
  const [shop] = await db
    .select({ id: shops.id, name: shops.name, prefix: shops.prefix, urlLogo: shops.urlLogo, moreThanOne: shopCoreInfo.moreThanOne })
    .from(shops)
    .leftJoin(shopCoreInfo, eq(shopCoreInfo.shopId, shops.id))
    .where(eq(shops.id, shopId));
  if (!shop) return undefined;
  const stores = await storesOf(db, shopId);
  const excluded = await db
    .select({ id: coreInfoExclusions.branchId })
    .from(coreInfoExclusions)
    .innerJoin(branches, eq(branches.id, coreInfoExclusions.branchId))
    .where(and(eq(branches.shopId, shopId), ne(branches.status, 'delete')))
    .orderBy(asc(coreInfoExclusions.branchId));
  return {
    id: shop.id,
    name: shop.name,
    prefix: shop.prefix,
    logo_url: brandLogoUrl(shop.id, shop.urlLogo),
    more_than_one: shop.moreThanOne ?? stores.length > 1,
    not_under: excluded.map((e) => e.id),
    stores,
  };
}
