// What a gate device reports. An entry opens a visit (or a pension entrance for a pension car); an exit closes
// a paid visit, pays it first when the barrier's card reader charged it, or is refused when it is unpaid.
// Each device event_id counts once: a repeat is acknowledged and changes nothing. The dashboard's rollup
// changes in the same transaction as the visit.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { addVisitEvent } from '../dashboards/rollups';
import { gateEvents, gates, pensionCars, pensionEntrances, visits } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import type { Locale } from '../../src/domain/validation/messages';
import type { GateEventBody } from '../../src/contracts/devices.struct';
import { periodLabel, quoteVisit } from './visit-quote';

export type GateEventResult = { repeated: boolean; outcome: 'visit' | 'pension'; id: number; state?: string };
/** `paid`: the barrier's card reader charged the visit (cents), for the dashboard's announcement. */
export type RecordedGateEvent = GateEventResult & { paid?: number };
type Gate = typeof gates.$inferSelect;

export async function recordGateEvent(db: Db, gate: Gate, body: GateEventBody, locale: Locale): Promise<RecordedGateEvent> {
  const at = body.at ? new Date(body.at) : new Date();
  const plate = body.plate.trim().toUpperCase();
  if (body.direction === 'in' && gate.type !== 1) throw ValidationError.field('direction', t('notEntryGate', locale));
  if (body.direction === 'out' && gate.type !== 2) throw ValidationError.field('direction', t('notExitGate', locale));
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select()
      .from(gateEvents)
      .where(and(eq(gateEvents.parkingId, gate.parkingId), eq(gateEvents.eventId, body.event_id)));
    if (seen) return { repeated: true, outcome: seen.outcome as GateEventResult['outcome'], id: seen.refId };

    const [car] = await tx.select().from(pensionCars).where(and(eq(pensionCars.parkingId, gate.parkingId), eq(pensionCars.plate, plate), isNull(pensionCars.deletedAt)));
    let result: RecordedGateEvent;
    if (car) {
      const [row] = await tx
        .insert(pensionEntrances)
        .values({ parkingId: gate.parkingId, pensionId: car.pensionId, plate, gateId: gate.id, direction: body.direction, at, picture: body.picture ?? null })
        .returning({ id: pensionEntrances.id });
      result = { repeated: false, outcome: 'pension', id: row.id };
    } else if (body.direction === 'in') {
      const [inside] = await tx
        .select({ id: visits.id })
        .from(visits)
        .where(and(eq(visits.parkingId, gate.parkingId), eq(visits.plate, plate), inArray(visits.state, ['open', 'paid'])));
      if (inside) throw new HttpError(409, 'alreadyInside', plate);
      const [row] = await tx
        .insert(visits)
        .values({ parkingId: gate.parkingId, accessId: gate.accessId, entryGateId: gate.id, entryAt: at, plate, phone: body.phone ?? null })
        .returning({ id: visits.id });
      await addVisitEvent(tx, { parkingId: gate.parkingId, at, entered: true });
      result = { repeated: false, outcome: 'visit', id: row.id, state: 'open' };
    } else {
      const [visit] = await tx
        .select()
        .from(visits)
        .where(and(eq(visits.parkingId, gate.parkingId), eq(visits.plate, plate), inArray(visits.state, ['open', 'paid'])))
        .orderBy(desc(visits.entryAt))
        .limit(1);
      if (!visit) throw new HttpError(404, 'noVisitForPlate', plate);
      if (at < visit.entryAt) throw ValidationError.field('at', t('exitBeforeEntry', locale));
      if (visit.state === 'open' && body.payment !== 'card') throw new HttpError(409, 'unpaidVisit', plate);
      const paidAtBarrier = visit.state === 'open';
      const q = paidAtBarrier ? await quoteVisit(tx, visit, at, locale) : null;
      const closed = await tx
        .update(visits)
        .set({
          state: 'closed',
          exitAt: at,
          exitGateId: gate.id,
          ...(q ? { amount: q.total, quoteLines: q.lines, period: periodLabel(visit.entryAt, at), paidAt: at, paidBy: 'barrier' as const } : {}),
        })
        .where(and(eq(visits.id, visit.id), eq(visits.state, visit.state)))
        .returning({ id: visits.id });
      if (closed.length > 0) await addVisitEvent(tx, { parkingId: gate.parkingId, at, exit: { entryAt: visit.entryAt }, amount: q?.total });
      result = { repeated: false, outcome: 'visit', id: visit.id, state: 'closed', ...(q && closed.length > 0 ? { paid: q.total } : {}) };
    }
    await tx.insert(gateEvents).values({
      parkingId: gate.parkingId,
      gateId: gate.id,
      eventId: body.event_id,
      direction: body.direction,
      plate,
      at,
      outcome: result.outcome,
      refId: result.id,
      picture: body.picture ?? null,
    });
    return result;
  });
}
