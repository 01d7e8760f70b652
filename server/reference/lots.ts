// A lot as the requests read it (its row with its plaza's name) and its accesses with their gates: reference
// data read by most lot routes, kept per process (server/cache) and forgotten when a write changes it (a lot's
// configuration through its rates, a gate's status).
import { asc, eq, sql } from 'drizzle-orm';
import type { Lot } from '../../src/contracts/context.struct';
import { defineCache } from '../cache/caches';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { preparedFor } from '../db/prepared';
import { accesses, gates, parkings, plazas } from '../db/schema';

export type LotRecord = typeof parkings.$inferSelect & { plazaName: string };
export type Access = typeof accesses.$inferSelect;
export type Gate = typeof gates.$inferSelect;
export type LotAccesses = { accesses: Access[]; gates: Gate[] };

const statements = preparedFor((db) => ({
  lot: db
    .select({ lot: parkings, plazaName: plazas.name })
    .from(parkings)
    .innerJoin(plazas, eq(plazas.id, parkings.plazaId))
    .where(eq(parkings.id, sql.placeholder('id')))
    .prepare('lot_by_id'),
  accesses: db.select().from(accesses).where(eq(accesses.parkingId, sql.placeholder('id'))).orderBy(asc(accesses.id)).prepare('lot_accesses'),
  gates: db.select().from(gates).where(eq(gates.parkingId, sql.placeholder('id'))).orderBy(asc(gates.id)).prepare('lot_gates'),
}));

const lotCache = defineCache<number, LotRecord | undefined>('lot');
const accessCache = defineCache<number, LotAccesses>('gates');

/** The lot, or undefined when there is none with that id. */
export async function lotRecord(db: Db, parkingId: number): Promise<LotRecord | undefined> {
  const read = async () => {
    const [row] = await statements(db).lot.execute({ id: parkingId });
    return row ? { ...row.lot, plazaName: row.plazaName } : undefined;
  };
  const cache = lotCache(db);
  return cache ? cache.get(parkingId, read) : read();
}

/** The user's lots as GET parkings answers them, in id order. */
export async function lotList(db: Db, parkingIds: readonly number[]): Promise<Lot[]> {
  const ids = [...parkingIds].sort((a, b) => a - b);
  const cache = lotCache(db);
  const kept = cache ? ids.map((id) => cache.peek(id)) : [];
  const found = cache && kept.every((lot) => lot !== undefined) ? kept : await readAll(db, ids.map((id) => () => lotRecord(db, id)));
  return found
    .filter((lot) => lot !== undefined)
    .map((lot) => ({ id: lot.id, name: lot.name, prefix: lot.prefix, plaza_id: lot.plazaId, plaza_name: lot.plazaName, time_zone: lot.timeZone, url_logo: lot.urlLogo, location: lot.location }));
}

/** The lot's accesses and gates, each in id order. */
export async function lotAccesses(db: Db, parkingId: number): Promise<LotAccesses> {
  const read = async () => {
    const s = statements(db);
    const [accessRows, gateRows] = await readAll(db, [() => s.accesses.execute({ id: parkingId }), () => s.gates.execute({ id: parkingId })]);
    return { accesses: accessRows, gates: gateRows };
  };
  const cache = accessCache(db);
  return cache ? cache.get(parkingId, read) : read();
}

/** A gate of the lot, or undefined. */
export async function lotGate(db: Db, parkingId: number, gateId: number): Promise<Gate | undefined> {
  return (await lotAccesses(db, parkingId)).gates.find((g) => g.id === gateId);
}
