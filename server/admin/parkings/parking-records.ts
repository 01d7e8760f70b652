// Every lot of every tenant as the admin module's Parking lists them (GET admin/parkings and its export): the lot,
// its plaza, its owners (the parking administrators of the lot, deleted accounts left out) and its status;
// filtered by plaza and status, searched by the lot's name, prefix or address, the plaza's name or an owner's name
// or e-mail; by name.
import { and, asc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminParking, LotOwner } from '../../../src/contracts/admin-parkings.struct';
import type { Db } from '../../db/connect';
import { parkings, plazas, userParkings, users } from '../../db/schema';
import { containing } from '../../lists/list-text';

export type ParkingFilters = { q?: string; plaza_id?: number; status?: number };

/** The lot's administrators (provider parking), not deleted. */
const ownerOf = and(eq(users.id, userParkings.userId), eq(users.provider, 'parking'), isNull(users.deletedAt));

export function parkingFilter(f: ParkingFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (f.plaza_id !== undefined) conds.push(eq(parkings.plazaId, f.plaza_id));
  if (f.status !== undefined) conds.push(eq(parkings.status, f.status));
  const pattern = containing(f.q);
  if (pattern !== null) {
    const ownerMatches = exists(
      sql`(select 1 from ${userParkings} join ${users} on ${ownerOf} where ${userParkings.parkingId} = ${parkings.id}
        and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern}))`,
    );
    const matches = or(ilike(parkings.name, pattern), ilike(parkings.prefix, pattern), ilike(parkings.address, pattern), ilike(plazas.name, pattern), ownerMatches);
    if (matches) conds.push(matches);
  }
  return conds.length > 0 ? and(...conds) : undefined;
}

const columns = {
  id: parkings.id,
  name: parkings.name,
  prefix: parkings.prefix,
  address: parkings.address,
  plaza_id: parkings.plazaId,
  plaza_name: plazas.name,
  status: parkings.status,
};

async function ownersOf(db: Db, lotIds: number[]): Promise<Map<number, LotOwner[]>> {
  const out = new Map<number, LotOwner[]>();
  if (lotIds.length === 0) return out;
  const rows = await db
    .select({ parkingId: userParkings.parkingId, id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(userParkings)
    .innerJoin(users, ownerOf)
    .where(inArray(userParkings.parkingId, lotIds))
    .orderBy(asc(users.id));
  for (const r of rows) {
    const list = out.get(r.parkingId) ?? [];
    list.push({ id: r.id, name: `${r.first} ${r.last}`, email: r.email ?? '' });
    out.set(r.parkingId, list);
  }
  return out;
}

/** One page of the lots that pass `where`, by name. */
export async function parkingRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminParking[]> {
  const rows = await db
    .select(columns)
    .from(parkings)
    .innerJoin(plazas, eq(plazas.id, parkings.plazaId))
    .where(where)
    .orderBy(asc(parkings.name), asc(parkings.id))
    .limit(limit)
    .offset(offset);
  const owners = await ownersOf(db, rows.map((r) => r.id));
  return rows.map((r) => ({ ...r, owners: owners.get(r.id) ?? [], active: r.status === 1 }));
}

export async function parkingCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(parkings).innerJoin(plazas, eq(plazas.id, parkings.plazaId)).where(where);
  return row.n;
}

export async function parkingRow(db: Db, parkingId: number): Promise<AdminParking | undefined> {
  const [row] = await parkingRows(db, eq(parkings.id, parkingId), 1, 0);
  return row;
}
