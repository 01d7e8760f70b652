// A lot's back-fill replayed in memory: the simulator's events (src/domain/simulation/backfill.ts) taken in
// time order through the device route's own rule (gateEventStep) and rows, with the lot's rates read once,
// so what is written in bulk is what the events sent one by one would have written. Pure: no database.
import type { BackfillEvent } from '../../src/domain/simulation/backfill';
import type { GateEventBody } from '../../src/contracts/devices.struct';
import { ValidationError, HttpError } from '../http/errors';
import type { pensionEntrances, visits } from '../db/schema';
import type { ChargeRates } from '../../src/domain/charges/payment-charges';
import {
  barrierPayment,
  checkDirection,
  entryRow,
  eventInstant,
  exitChange,
  gateEventStep,
  normalPlate,
  pensionEntranceRow,
  type Gate,
  type InsideVisit,
} from '../parking/gate-events';
import { quoteWithRates } from '../parking/visit-quote';
import type { LotRates } from '../rates/lot-rates';

const DAY_MS = 86_400_000;

/** A recorded device event, waiting for the id of the row it wrote. */
export type EventDraft = { gate: Gate; body: GateEventBody; plate: string; at: Date };
/** A visit as its last event left it, with the events that wrote it. */
export type VisitDraft = InsideVisit & { row: typeof visits.$inferInsert; events: EventDraft[] };
export type EntranceDraft = { row: typeof pensionEntrances.$inferInsert; event: EventDraft };
/** What one day of the window holds: the visits that entered in it, the pension entrances made in it. */
export type DayDrafts = { visits: VisitDraft[]; entrances: EntranceDraft[] };

export type LotFacts = {
  gates: Map<number, Gate>;
  /** Plate of each active pension car -> its pension. */
  pensionCars: Map<string, number>;
  rates: LotRates;
  /** The company's service charge and tax, as a barrier's payment now would carry them. */
  charges: ChargeRates;
};

/** The events' rows by day of the window that starts at `from`, and how many events the rules refused. */
export function replayBackfill(lot: LotFacts, events: BackfillEvent[], from: Date, days: number): { days: DayDrafts[]; refused: number } {
  const byDay: DayDrafts[] = Array.from({ length: days }, () => ({ visits: [], entrances: [] }));
  const dayOf = (at: Date) => byDay[Math.floor((at.getTime() - from.getTime()) / DAY_MS)];
  const inside = new Map<string, VisitDraft>();
  const seen = new Set<string>();
  let refused = 0;
  for (const { gateId, body } of events) {
    const gate = lot.gates.get(gateId);
    if (!gate) throw new Error(`gate ${gateId} is not one of the lot's`);
    const plate = normalPlate(body.plate);
    const at = eventInstant(body);
    const event: EventDraft = { gate, body, plate, at };
    try {
      checkDirection(gate, body.direction, 'en');
      // A repeated event_id is acknowledged and changes nothing.
      if (seen.has(body.event_id)) continue;
      const step = gateEventStep(body, plate, at, { pensionId: lot.pensionCars.get(plate) ?? null, inside: inside.get(plate) ?? null }, 'en');
      if (step.kind === 'pension') {
        dayOf(at).entrances.push({ row: pensionEntranceRow(gate, step.pensionId, body, plate, at), event });
      } else if (step.kind === 'entry') {
        const visit: VisitDraft = { entryAt: at, accessId: gate.accessId, state: 'open', row: entryRow(gate, body, plate, at), events: [event] };
        inside.set(plate, visit);
        dayOf(at).visits.push(visit);
      } else {
        const { visit } = step;
        const paid = step.paidAtBarrier ? barrierPayment(quoteWithRates(lot.rates, visit, at, 'en'), lot.charges) : null;
        const change = exitChange(visit.entryAt, gate, at, paid);
        Object.assign(visit.row, change);
        visit.state = change.state;
        visit.events.push(event);
        inside.delete(plate);
      }
      seen.add(body.event_id);
    } catch (err) {
      // The device route would have answered 4xx and written nothing.
      if (!(err instanceof HttpError || err instanceof ValidationError)) throw err;
      refused++;
    }
  }
  return { days: byDay, refused };
}
