// What a gate device reports. An entry opens a visit (or a pension entrance for a pension car); an exit closes
// a paid visit, pays it first when the barrier's card reader charged it (the visit's receipt: the tariff's quote,
// the shops' validations, the company's service charge and tax; server/parking/visit-payment.ts), or is refused
// when it is unpaid.
// Each device event_id counts once: a repeat is acknowledged and changes nothing. The dashboard's rollup
// changes in the same transaction as the visit. The rule (gateEventStep) and the rows it writes are shared
// with the demo history (server/demo), which applies them to a plan's events in memory and writes in bulk.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { addVisitEvent } from '../dashboards/rollups';
import { gateEvents, gates, pensionCars, pensionEntrances, visits } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import type { Locale } from '../../src/domain/validation/messages';
import type { Quote } from '../../src/domain/tariff';
import type { ChargeRates } from '../../src/domain/charges/payment-charges';
import { buildReceipt } from '../../src/domain/receipts';
import type { GateEventBody } from '../../src/contracts/devices.struct';
import { paidAmounts, recordAppliedValidations, storedLostTicket, visitPayment, type VisitPayment } from './visit-payment';
import { periodLabel } from './visit-quote';

export type GateEventResult = { repeated: boolean; outcome: 'visit' | 'pension'; id: number; state?: string };
/** `paid`: the barrier's card reader charged the visit (cents), for the dashboard's announcement. */
export type RecordedGateEvent = GateEventResult & { paid?: number };
export type Gate = typeof gates.$inferSelect;
/** What the barrier's card reader charges: the visit's receipt. */
export type BarrierPayment = VisitPayment;
type Visit = typeof visits.$inferSelect;
/** What the rule reads of a visit still inside. */
export type InsideVisit = Pick<Visit, 'entryAt' | 'state' | 'accessId'>;

/** What the lot knows of a plate when a gate reports it. */
export type PlateFacts<V extends InsideVisit> = {
  /** The pension of the plate's active pension car. */
  pensionId: number | null;
  /** The plate's latest visit still inside (open or paid). */
  inside: V | null;
};

export type GateEventStep<V extends InsideVisit> =
  | { kind: 'pension'; pensionId: number }
  | { kind: 'entry' }
  | { kind: 'exit'; visit: V; paidAtBarrier: boolean };

export const normalPlate = (plate: string): string => plate.trim().toUpperCase();
export const eventInstant = (body: GateEventBody): Date => (body.at ? new Date(body.at) : new Date());

/** An entry reported by an exit gate, or the reverse: refused before anything is read. */
export function checkDirection(gate: Gate, direction: GateEventBody['direction'], locale: Locale): void {
  if (direction === 'in' && gate.type !== 1) throw ValidationError.field('direction', t('notEntryGate', locale));
  if (direction === 'out' && gate.type !== 2) throw ValidationError.field('direction', t('notExitGate', locale));
}

/** What a new event does, given what the lot knows of its plate; a refusal is thrown (HttpError, ValidationError). */
export function gateEventStep<V extends InsideVisit>(body: GateEventBody, plate: string, at: Date, facts: PlateFacts<V>, locale: Locale): GateEventStep<V> {
  if (facts.pensionId !== null) return { kind: 'pension', pensionId: facts.pensionId };
  const visit = facts.inside;
  if (body.direction === 'in') {
    if (visit) throw new HttpError(409, 'alreadyInside', plate);
    return { kind: 'entry' };
  }
  if (!visit) throw new HttpError(404, 'noVisitForPlate', plate);
  if (at < visit.entryAt) throw ValidationError.field('at', t('exitBeforeEntry', locale));
  if (visit.state === 'open' && body.payment !== 'card') throw new HttpError(409, 'unpaidVisit', plate);
  return { kind: 'exit', visit, paidAtBarrier: visit.state === 'open' };
}

/** The visit an entry opens. */
export const entryRow = (gate: Gate, body: GateEventBody, plate: string, at: Date) =>
  ({ parkingId: gate.parkingId, accessId: gate.accessId, entryGateId: gate.id, entryAt: at, plate, phone: body.phone ?? null, state: 'open' as const }) satisfies typeof visits.$inferInsert;

/** The barrier's charge of a stay no shop validated (the demo history's): the quote with the company's charges. */
export const barrierPayment = (quote: Quote, rates: ChargeRates): BarrierPayment => ({
  quote,
  // Without validations the shortened stay is never priced.
  receipt: buildReceipt({ quote, priceWithoutFirst: () => quote.total, validations: [], lostTicket: null, rates }),
});

/** A visit's change when it leaves; `paid`: the barrier's card reader charged it. */
export const exitChange = (entryAt: Date, gate: Gate, at: Date, paid: BarrierPayment | null) => ({
  state: 'closed' as const,
  exitAt: at,
  exitGateId: gate.id,
  ...(paid
    ? {
        ...paidAmounts(paid),
        period: periodLabel(entryAt, at),
        paidAt: at,
        paidBy: 'barrier' as const,
      }
    : {}),
});

export const pensionEntranceRow = (gate: Gate, pensionId: number, body: GateEventBody, plate: string, at: Date) =>
  ({ parkingId: gate.parkingId, pensionId, plate, gateId: gate.id, direction: body.direction, at, picture: body.picture ?? null }) satisfies typeof pensionEntrances.$inferInsert;

/** The device event, kept once: its outcome and the row it wrote. */
export const gateEventRow = (gate: Gate, body: GateEventBody, plate: string, at: Date, outcome: GateEventResult['outcome'], refId: number) =>
  ({ parkingId: gate.parkingId, gateId: gate.id, eventId: body.event_id, direction: body.direction, plate, at, outcome, refId, picture: body.picture ?? null }) satisfies typeof gateEvents.$inferInsert;

export async function recordGateEvent(db: Db, gate: Gate, body: GateEventBody, locale: Locale): Promise<RecordedGateEvent> {
  const at = eventInstant(body);
  const plate = normalPlate(body.plate);
  checkDirection(gate, body.direction, locale);
  return db.transaction(async (tx) => {
    // One delivery of an event at a time (two server processes may receive it at the same moment): the second
    // waits for the first to commit, then finds its row below and is answered as a repeat.
    await tx.execute(sql`select pg_advisory_xact_lock(${gate.parkingId}, hashtext(${body.event_id}))`);
    const [seen] = await tx
      .select()
      .from(gateEvents)
      .where(and(eq(gateEvents.parkingId, gate.parkingId), eq(gateEvents.eventId, body.event_id)));
    if (seen) return { repeated: true, outcome: seen.outcome as GateEventResult['outcome'], id: seen.refId };

    const [car] = await tx.select().from(pensionCars).where(and(eq(pensionCars.parkingId, gate.parkingId), eq(pensionCars.plate, plate), isNull(pensionCars.deletedAt)));
    const [inside] = car
      ? []
      : await tx
          .select()
          .from(visits)
          .where(and(eq(visits.parkingId, gate.parkingId), eq(visits.plate, plate), inArray(visits.state, ['open', 'paid'])))
          .orderBy(desc(visits.entryAt))
          .limit(1)
          // A shop validating this visit meanwhile waits for the exit (then finds it paid) or is counted in it.
          .for('update');
    const step = gateEventStep(body, plate, at, { pensionId: car?.pensionId ?? null, inside: inside ?? null }, locale);
    let result: RecordedGateEvent;
    if (step.kind === 'pension') {
      const [row] = await tx.insert(pensionEntrances).values(pensionEntranceRow(gate, step.pensionId, body, plate, at)).returning({ id: pensionEntrances.id });
      result = { repeated: false, outcome: 'pension', id: row.id };
    } else if (step.kind === 'entry') {
      const [row] = await tx.insert(visits).values(entryRow(gate, body, plate, at)).returning({ id: visits.id });
      await addVisitEvent(tx, { parkingId: gate.parkingId, at, entered: true });
      result = { repeated: false, outcome: 'visit', id: row.id, state: 'open' };
    } else {
      const { visit } = step;
      const paid = step.paidAtBarrier ? await visitPayment(tx, visit, at, locale, storedLostTicket(visit)) : null;
      const closed = await tx
        .update(visits)
        .set(exitChange(visit.entryAt, gate, at, paid))
        .where(and(eq(visits.id, visit.id), eq(visits.state, visit.state)))
        .returning({ id: visits.id });
      const amount = paid?.receipt.total;
      if (closed.length > 0) await addVisitEvent(tx, { parkingId: gate.parkingId, at, exit: { entryAt: visit.entryAt }, amount });
      if (paid && closed.length > 0) await recordAppliedValidations(tx, paid.receipt);
      result = { repeated: false, outcome: 'visit', id: visit.id, state: 'closed', ...(amount !== undefined && closed.length > 0 ? { paid: amount } : {}) };
    }
    await tx.insert(gateEvents).values(gateEventRow(gate, body, plate, at, result.outcome, result.id));
    return result;
  });
}
