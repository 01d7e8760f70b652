// The plazas (malls) a customer may send a request to: those with an active store (docs/api.md "Customer API").
import { asc, eq, exists, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Plaza } from '../../src/contracts/shopping.struct';
import type { Db } from '../db/connect';
import { branches, plazas } from '../db/schema';

export function plazaList(db: Db): Promise<Infer<typeof Plaza>[]> {
  const activeStore = db.select({ one: sql`1` }).from(branches).where(sql`${branches.plazaId} = ${plazas.id} and ${eq(branches.status, 'active')}`);
  return db.select({ id: plazas.id, name: plazas.name }).from(plazas).where(exists(activeStore)).orderBy(asc(plazas.name));
}
