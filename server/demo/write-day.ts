// One lot-day of the demo history in one transaction: its day row marked filled first (a day another server
// filled meanwhile is left alone), then its visits, pension entrances and device events, one statement per
// table (ids taken first, so the events name their rows), and the visits' share of the dashboard rollup.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { insertMany, takeIds } from '../db/bulk-insert';
import { demoHistoryDays, gateEvents, pensionEntrances, visits } from '../db/schema';
import { addVisitsToRollup } from '../dashboards/rollups';
import { gateEventRow } from '../parking/gate-events';
import type { DayDrafts } from './replay';

/** False when the day was already filled. */
export async function writeDay(db: Db, parkingId: number, startsAt: Date, day: DayDrafts): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(demoHistoryDays)
      .set({ filledAt: new Date(), visits: day.visits.length })
      .where(and(eq(demoHistoryDays.parkingId, parkingId), eq(demoHistoryDays.startsAt, startsAt), isNull(demoHistoryDays.filledAt)))
      .returning({ parkingId: demoHistoryDays.parkingId });
    if (marked.length === 0) return false;

    const visitIds = await takeIds(tx, visits, day.visits.length);
    const entranceIds = await takeIds(tx, pensionEntrances, day.entrances.length);
    await insertMany(tx, visits, day.visits.map((v, i) => ({ ...v.row, id: visitIds[i] })));
    await insertMany(tx, pensionEntrances, day.entrances.map((e, i) => ({ ...e.row, id: entranceIds[i] })));
    await insertMany(tx, gateEvents, [
      ...day.visits.flatMap((v, i) => v.events.map((e) => gateEventRow(e.gate, e.body, e.plate, e.at, 'visit', visitIds[i]))),
      ...day.entrances.map(({ event: e }, i) => gateEventRow(e.gate, e.body, e.plate, e.at, 'pension', entranceIds[i])),
    ]);
    await addVisitsToRollup(tx, visitIds);
    return true;
  });
}
