// A lot's whole rate configuration as the tariff engine reads it: used by the quote route, by checkout and by the
// barrier's card exit (cached), and by every rate write to check what it leaves (read in its transaction).
import { asc, eq } from 'drizzle-orm';
import { defineCache } from '../cache/caches';
import type { Db } from '../db/connect';
import { feeSets, parkings, rateTimelines, specialRates } from '../db/schema';
import type { RatesInput, WeeklyTimeline } from '../../src/domain/tariff';

export const EMPTY_WEEK: WeeklyTimeline = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };

export type LotRates = RatesInput;

/**
 * Rates are read at every quote (each exit paid at a barrier, each operator quote) and change rarely: kept per
 * process until a rate write of the lot (rate-writes.ts) announces its change (server/cache).
 */
const ratesCache = defineCache<number, LotRates>('lot');

export async function loadLotRates(db: Db, parkingId: number): Promise<LotRates> {
  const cache = ratesCache(db);
  return cache ? cache.get(parkingId, () => readLotRates(db, parkingId)) : readLotRates(db, parkingId);
}

export async function readLotRates(db: Db, parkingId: number): Promise<LotRates> {
  const [lot] = await db.select().from(parkings).where(eq(parkings.id, parkingId));
  if (!lot) throw new Error(`lot ${parkingId} does not exist`);
  const sets = await db.select().from(feeSets).where(eq(feeSets.parkingId, parkingId)).orderBy(asc(feeSets.id));
  const [timeline] = await db.select().from(rateTimelines).where(eq(rateTimelines.parkingId, parkingId));
  const specials = await db.select().from(specialRates).where(eq(specialRates.parkingId, parkingId)).orderBy(asc(specialRates.id));
  return {
    timeZone: lot.timeZone,
    feeSets: sets.map((s) => ({ id: s.id, name: s.name, rules: s.rules })),
    timeline: timeline?.days ?? EMPTY_WEEK,
    config: { ...lot.configs, maxRates: lot.maxRates },
    specialRates: specials.map((s) => ({ id: s.id, name: s.name, typeTariff: s.typeTariff, access: s.accessId, dates: s.dates, courtesy: s.courtesy, rules: s.rules })),
  };
}

/** The timeline group of a lot, created empty the first time it is asked for. */
export async function timelineOf(db: Db, parkingId: number): Promise<{ id: number; days: WeeklyTimeline }> {
  const [row] = await db.select().from(rateTimelines).where(eq(rateTimelines.parkingId, parkingId));
  if (row) return row;
  const [created] = await db.insert(rateTimelines).values({ parkingId, days: EMPTY_WEEK }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(rateTimelines).where(eq(rateTimelines.parkingId, parkingId)))[0];
}
