// The users as the admin module's Users lists them (GET admin/users and its export): every user of every tenant
// but the deleted ones, with their role, their lots (a parking administrator's, an operator's) or shop, and how
// many devices are signed in now; searched by name, e-mail or username, filtered by provider, lot, shop and status.
import { and, asc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUsersQuery, UserTenants } from '../../../src/contracts/admin-users.struct';
import type { Provider } from '../../../src/contracts/auth.struct';
import type { Db } from '../../db/connect';
import { platformTenants } from '../../reference/platform-tenants';
import { roles, sessions, shops, userParkings, users } from '../../db/schema';
import { containing } from '../../lists/list-text';

const lots = sql<{ id: number; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name, p.id) from parkings p
  where p.id = ${users.parkingId} or p.id in (select up.parking_id from user_parkings up where up.user_id = ${users.id})
), '[]'::json)`;
const devices = sql<number>`(select count(*) from sessions s where s.user_id = ${users.id} and s.revoked_at is null and s.expires_at > now())::int`;

const columns = {
  id: users.id,
  provider: sql<Provider>`${users.provider}`,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  username: users.username,
  role_id: users.roleId,
  role: roles.name,
  status: users.status,
  lots,
  shopId: shops.id,
  shopName: shops.name,
  devices,
  createdAt: users.createdAt,
};

type Row = Omit<AdminUser, 'shop' | 'created_at'> & { shopId: number | null; shopName: string | null; createdAt: Date };

const answer = ({ shopId, shopName, createdAt, ...row }: Row): AdminUser => ({
  ...row,
  shop: shopId === null || shopName === null ? null : { id: shopId, name: shopName },
  created_at: createdAt.toISOString(),
});

/** The users the query's search and filters keep (never a deleted one). */
export function userFilter(q: AdminUsersQuery): SQL | undefined {
  const pattern = containing(q.q);
  return and(
    isNull(users.deletedAt),
    pattern === null
      ? undefined
      : or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern), ilike(users.username, pattern)),
    q.provider === undefined ? undefined : eq(users.provider, q.provider),
    q.parking_id === undefined
      ? undefined
      : or(eq(users.parkingId, q.parking_id), sql`exists (select 1 from ${userParkings} where ${userParkings.userId} = ${users.id} and ${userParkings.parkingId} = ${q.parking_id})`),
    q.shop_id === undefined ? undefined : eq(users.shopId, q.shop_id),
    q.status === undefined ? undefined : eq(users.status, Number(q.status)),
  );
}

const listed = (db: Db) => db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).leftJoin(shops, eq(shops.id, users.shopId));

/** A page of the users `where` keeps, by last name, first name and id. */
export async function userRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminUser[]> {
  const rows = await listed(db).where(where).orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)).limit(limit).offset(offset);
  return rows.map(answer);
}

export async function userCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return row.n;
}

/** One user (not deleted) as the list shows them, or undefined. */
export async function userRow(db: Db, userId: number): Promise<AdminUser | undefined> {
  const [row] = await listed(db).where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ? answer(row) : undefined;
}

/** The lots and shops the list may be filtered by, by name. */
export async function userTenants(db: Db): Promise<UserTenants> {
  const tenants = await platformTenants(db);
  return { parkings: tenants.lots, shops: tenants.shops };
}

/** The user's sessions signed in now (not revoked, not expired). */
export const liveSessions = (userId: number): SQL | undefined => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
