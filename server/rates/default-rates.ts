// A lot's rates before its administrator sets any (spec 2 §9: default fee 20.00 per hour, max rate 120 per day,
// courtesy 00:00): one fee set charged through the whole week, so that a new lot quotes and takes checkouts at
// once. The week is built from the lot's opening hours, as the demo lots' is (server/demo/seed.ts).
import { checkRates, type TimeFeeRule, type WeeklyTimeline } from '../../src/domain/tariff';
import type { Db } from '../db/connect';
import { feeSets, rateTimelines, type ScheduleOpt } from '../db/schema';
import { EMPTY_WEEK, readLotRates } from './lot-rates';

/** 20.00 an hour (in cents). The max rate (120.00 a day) and the courtesy (none) are the lot row's defaults. */
export const DEFAULT_FEE_RULES: TimeFeeRule[] = [{ qty: 1, unit: 'hour', price: 2000 }];

/** A period for each opening window, from its opening time, under the fee set `feeSetIdOf` gives its weekday;
 *  a fee set stays in force until the next period starts, so closed days carry the last one on. */
export function weekOf(schedules: readonly ScheduleOpt[], feeSetIdOf: (day: number) => number): WeeklyTimeline {
  const week: WeeklyTimeline = structuredClone(EMPTY_WEEK);
  for (const s of schedules) week[s.day as keyof WeeklyTimeline].push({ from: s.start, to: s.end, feeSetId: feeSetIdOf(s.day) });
  return week;
}

/** Gives a new lot its default fee set and week, in the caller's transaction; the engine must be able to quote them. */
export async function giveDefaultRates(tx: Db, parkingId: number, schedules: readonly ScheduleOpt[], feeSetName: string): Promise<void> {
  const [set] = await tx.insert(feeSets).values({ parkingId, name: feeSetName, rules: DEFAULT_FEE_RULES }).returning({ id: feeSets.id });
  await tx.insert(rateTimelines).values({ parkingId, days: weekOf(schedules, () => set.id) });
  checkRates(await readLotRates(tx, parkingId));
}
