// A lot's people (spec 3 §2 Operators screen): the users who administer the lot (user_parkings) and the lot's
// operators, deleted ones left out. Read by the list and by every write, which must find the person in the lot
// (another lot's person answers 404 like one that does not exist).
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Person } from '../../src/contracts/people.struct';
import type { Db } from '../db/connect';
import { roles, userParkings, users } from '../db/schema';

export type PersonRow = typeof users.$inferSelect & { roleName: string };

/** Whether the user administers the lot or is its operator (a subquery, so it reads the same in a transaction). */
const ofLot = (parkingId: number) =>
  or(
    and(eq(users.provider, 'operator'), eq(users.parkingId, parkingId)),
    and(eq(users.provider, 'parking'), inArray(users.id, sql`(select ${userParkings.userId} from ${userParkings} where ${userParkings.parkingId} = ${parkingId})`)),
  );

export async function lotPeople(db: Db, parkingId: number): Promise<PersonRow[]> {
  const rows = await db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(ofLot(parkingId), isNull(users.deletedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ ...r.user, roleName: r.roleName }));
}

const personQuery = (db: Db, parkingId: number, userId: number) =>
  db
    .select({ user: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), ofLot(parkingId), isNull(users.deletedAt)));

/** One of the lot's people; undefined when not the lot's (or deleted). */
export async function personOfLot(db: Db, parkingId: number, userId: number): Promise<PersonRow | undefined> {
  const [row] = await personQuery(db, parkingId, userId);
  return row ? { ...row.user, roleName: row.roleName } : undefined;
}

/** One of the lot's people, locked for the writing transaction `tx`; undefined when not the lot's (or deleted). */
export async function lockPersonOfLot(tx: Db, parkingId: number, userId: number): Promise<PersonRow | undefined> {
  const [row] = await personQuery(tx, parkingId, userId).for('update', { of: users });
  return row ? { ...row.user, roleName: row.roleName } : undefined;
}

export const personAnswer = (row: PersonRow, parkingId: number): Person => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  username: row.username,
  phone: row.phone,
  country_code: row.countryCode,
  type: row.provider,
  role_id: row.roleId,
  role: row.roleName,
  status: row.status,
  photo: { original: row.urlLogo },
  parkingId,
});
