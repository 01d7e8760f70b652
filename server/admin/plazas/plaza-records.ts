// The plazas as the admin module's Mall lists them (GET admin/plazas and its export): every plaza with how many
// lots and stores (not deleted) are in it, searched by name or address, by name.
import { asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPlaza } from '../../../src/contracts/admin-plazas.struct';
import type { Db } from '../../db/connect';
import { plazas } from '../../db/schema';
import { containing } from '../../lists/list-text';

// The outer row is named `plazas.id` in the counts: drizzle writes a selected field's column unqualified, which
// inside the subquery would name the subquery's own table.
const columns = {
  id: plazas.id,
  name: plazas.name,
  address: plazas.address,
  location: plazas.location,
  lots: sql<number>`(select count(*) from parkings p where p.plaza_id = plazas.id)::int`,
  stores: sql<number>`(select count(*) from branches b where b.plaza_id = plazas.id and b.status <> 'delete')::int`,
};

/** The plazas whose name or address holds the search text (every plaza without one). */
export function plazaFilter(q: string | undefined): SQL | undefined {
  const pattern = containing(q);
  return pattern === null ? undefined : or(ilike(plazas.name, pattern), ilike(plazas.address, pattern));
}

/** One page of the plazas that pass `where`, by name. */
export async function plazaRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminPlaza[]> {
  return db.select(columns).from(plazas).where(where).orderBy(asc(plazas.name), asc(plazas.id)).limit(limit).offset(offset);
}

export async function plazaCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(plazas).where(where);
  return row.n;
}

/** One plaza as the list shows it, or undefined. */
export async function plazaRow(db: Db, plazaId: number): Promise<AdminPlaza | undefined> {
  const [row] = await db.select(columns).from(plazas).where(eq(plazas.id, plazaId));
  return row;
}
