// A parking administrator's lots as the properties screen reads them (spec 3 §3 Parking lot), and the plazas a lot
// may belong to (GET plazas/1/name/asc). Read from the database, not the lot cache: the writes answer this list
// from inside their transaction, and the screen wants what was just saved.
import { asc, eq, inArray } from 'drizzle-orm';
import { WEEKDAYS, type LotProperties, type ScheduleRow } from '../../src/contracts/lot.struct';
import type { Db } from '../db/connect';
import { fileUrl, type FileOwner } from '../files/records';
import { parkings, plazas, userParkings, type ScheduleOpt } from '../db/schema';

/** A lot's images are its files, read by its people (server/routes/files). */
export const lotOwner = (parkingId: number): FileOwner => ({ kind: 'parking', id: parkingId });
const imageUrl = (parkingId: number, name: string | null) => (name === null ? null : fileUrl(lotOwner(parkingId), name));

/** The spec's schedule rows (seven weekday switches and one window) as the lot's per-weekday windows (HH:MM). */
export function scheduleOptsOf(rows: readonly ScheduleRow[]): ScheduleOpt[] {
  return rows
    .flatMap((row) => WEEKDAYS.filter((d) => row[d]).map((d) => ({ day: Number(d), start: row.start.slice(0, 5), end: row.end.slice(0, 5) })))
    .sort((a, b) => a.day - b.day);
}

/** The lot's per-weekday windows as the spec's rows: weekdays with the same window share a row, rows in the
 *  order of their first weekday. */
export function scheduleRowsOf(opts: readonly ScheduleOpt[]): LotProperties['schedules'] {
  const rows = new Map<string, LotProperties['schedules'][number]>();
  for (const opt of [...opts].sort((a, b) => a.day - b.day)) {
    const key = `${opt.start}-${opt.end}`;
    let row = rows.get(key);
    if (!row) {
      row = { '0': false, '1': false, '2': false, '3': false, '4': false, '5': false, '6': false, start: `${opt.start}:00`, end: `${opt.end}:00` };
      rows.set(key, row);
    }
    row[String(opt.day) as (typeof WEEKDAYS)[number]] = true;
  }
  return [...rows.values()];
}

/** The lots the user administers, in id order. */
export async function adminLots(db: Db, userId: number): Promise<LotProperties[]> {
  const ids = db.select({ id: userParkings.parkingId }).from(userParkings).where(eq(userParkings.userId, userId));
  const rows = await db
    .select({ lot: parkings, plazaName: plazas.name })
    .from(parkings)
    .innerJoin(plazas, eq(plazas.id, parkings.plazaId))
    .where(inArray(parkings.id, ids))
    .orderBy(asc(parkings.id));
  return rows.map(({ lot, plazaName }) => ({
    id: lot.id,
    name: lot.name,
    plaza_id: lot.plazaId,
    plaza_name: plazaName,
    address: lot.address,
    number: lot.phoneNumber,
    country_code: lot.countryCode,
    phone_public: lot.phonePublic,
    location: lot.location,
    schedules: scheduleRowsOf(lot.schedulesOpt),
    url_storefront: imageUrl(lot.id, lot.urlStorefront),
    url_location_map: imageUrl(lot.id, lot.urlLocationMap),
    status: lot.status,
    prefix: lot.prefix,
    optCovid: lot.optCovid,
    time_zone: lot.timeZone,
  }));
}

/** GET plazas/1/name/asc: every plaza, by name. */
export async function plazaList(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: plazas.id, name: plazas.name }).from(plazas).orderBy(asc(plazas.name), asc(plazas.id));
}
