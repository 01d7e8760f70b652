// A shop's users (spec 1 §3 User/profile record): its managers and salesmen with their branches
// (user_branches), deleted ones and the owner left out (the owner manages the others, not themselves). Read by
// the list and by every write, which must find the user in the shop (another shop's user answers 404 like one
// that does not exist).
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { SHOP_OWNER_ROLE, type ShopUser } from '../../src/contracts/shop-users.struct';
import type { Db } from '../db/connect';
import { roles, users } from '../db/schema';

export type ShopUserRow = typeof users.$inferSelect & { roleName: string; branchs: number[] };

const columns = {
  user: users,
  roleName: roles.name,
  branchs: sql<number[]>`coalesce((select array_agg(ub.branch_id order by ub.branch_id) from user_branches ub where ub.user_id = ${users.id}), '{}')`,
};

const ofShop = (shopId: number) =>
  and(eq(users.shopId, shopId), inArray(users.provider, ['shopping', 'salesman']), ne(users.roleId, SHOP_OWNER_ROLE), isNull(users.deletedAt));

const rowOf = (r: { user: typeof users.$inferSelect; roleName: string; branchs: number[] }): ShopUserRow => ({ ...r.user, roleName: r.roleName, branchs: r.branchs.map(Number) });

export async function shopPeople(db: Db, shopId: number): Promise<ShopUserRow[]> {
  const rows = await db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(ofShop(shopId)).orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(rowOf);
}

/** One of the shop's users, locked for the writing transaction `tx`; undefined when not the shop's (or deleted). */
export async function lockShopUser(tx: Db, shopId: number, userId: number): Promise<ShopUserRow | undefined> {
  const [row] = await tx
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), ofShop(shopId)))
    .for('update', { of: users });
  return row ? rowOf(row) : undefined;
}

export async function shopUser(db: Db, shopId: number, userId: number): Promise<ShopUserRow | undefined> {
  const [row] = await db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(and(eq(users.id, userId), ofShop(shopId)));
  return row ? rowOf(row) : undefined;
}

export const shopUserAnswer = (row: ShopUserRow): ShopUser => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  username: row.username,
  phone: row.phone,
  type: row.provider,
  role_id: row.roleId,
  role: row.roleName,
  status: row.status,
  branchs: row.branchs,
  idbranch: row.branchs[0] ?? null,
  url_logo: { original: row.urlLogo },
});
