// The demo lots' past traffic (HISTORY_DAYS, default 90 days) on a new database, in seconds: the simulator's
// back-fill plan (src/domain/simulation/backfill.ts, the same seed, so the same visits), its events replayed in
// memory through the device route's own rules (replay.ts) and written in bulk, one transaction per lot and day
// (write-day.ts). A start resumes the days still missing; a filled day is never written again. The live
// simulator still drives the device API.
import { and, eq, isNull } from 'drizzle-orm';
import { backfillEvents, backfillPlan } from '../../src/domain/simulation/backfill';
import type { Db } from '../db/connect';
import { gates, pensionCars } from '../db/schema';
import { DEMO_LOTS } from '../demo/seed';
import { readDeviceConfig } from '../parking/device-config';
import { readLotRates } from '../rates/lot-rates';
import { currentChargeRates } from '../settings/company-settings';
import { progressLine, type Progress } from './progress';
import { replayBackfill, type LotFacts } from './replay';
import { lotWindow, type HistoryWindow } from './window';
import { writeDay } from './write-day';

/** What this call wrote: lot-days, their visits, and the events the rules refused (none, for the demo lots). */
export type HistoryFill = { lotDays: number; visits: number; refused: number };

type Options = {
  /** The end of a window opened now (default: now). */
  now?: Date;
  lots?: readonly number[];
  progress?: Progress;
};

export async function fillDemoHistory(db: Db, days: number, opts: Options = {}): Promise<HistoryFill> {
  const started = performance.now();
  const progress = opts.progress ?? progressLine();
  const windows: HistoryWindow[] = [];
  for (const lot of opts.lots ?? DEMO_LOTS) {
    const window = await lotWindow(db, lot, days, opts.now ?? new Date());
    if (window) windows.push(window);
  }
  const total = windows.reduce((n, w) => n + w.days.length, 0);
  let done = windows.reduce((n, w) => n + w.days.filter((d) => d.filled).length, 0);
  const fill: HistoryFill = { lotDays: 0, visits: 0, refused: 0 };
  if (done === total) return fill;
  const line = () => `demo history: ${done}/${total} lot-days`;
  progress.update(line());
  try {
    for (const window of windows.filter((w) => w.days.some((d) => !d.filled))) {
      const plan = backfillPlan(await readDeviceConfig(db, window.lot), window.lot, window.days.length, window.now);
      const replay = replayBackfill(await lotFacts(db, window.lot), backfillEvents(window.lot, plan, window.now), window.from, window.days.length);
      fill.refused += replay.refused;
      for (const [i, day] of window.days.entries()) {
        if (day.filled) continue;
        if (await writeDay(db, window.lot, day.startsAt, replay.days[i])) {
          fill.lotDays++;
          fill.visits += replay.days[i].visits.length;
        }
        done++;
        progress.update(line());
      }
    }
  } catch (err) {
    progress.done(`${line()}: stopped, the next start resumes it`);
    throw err;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  progress.done(`${line()}, ${fill.visits} visits in ${seconds} s${fill.refused > 0 ? `, ${fill.refused} events refused` : ''}`);
  return fill;
}

async function lotFacts(db: Db, lot: number): Promise<LotFacts> {
  const gateRows = await db.select().from(gates).where(eq(gates.parkingId, lot));
  const cars = await db
    .select({ plate: pensionCars.plate, pensionId: pensionCars.pensionId })
    .from(pensionCars)
    .where(and(eq(pensionCars.parkingId, lot), isNull(pensionCars.deletedAt)));
  return {
    gates: new Map(gateRows.map((g) => [g.id, g])),
    pensionCars: new Map(cars.map((c) => [c.plate, c.pensionId])),
    rates: await readLotRates(db, lot),
    charges: await currentChargeRates(db),
  };
}
