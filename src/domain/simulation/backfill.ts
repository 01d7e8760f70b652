// Fills a lot's past with traffic through the device API, timestamps given by `at`: entries and exits in
// time order, exits paid at the barrier's card reader, cars whose exit is still to come left inside.
// Event ids are derived from the plan, so running it again over the same days adds nothing. Shared by the
// simulator (`--days N --fast`, over HTTP) and the server's demo history, which replays the same events
// (`backfillEvents`) in bulk with the gate-event rules instead of sending them.
import type { DeviceConfig, GateEventBody } from '../../contracts/devices.struct';
import { seeded } from './random';
import { planTraffic, type PlannedVisit } from './traffic';

/** What the back-fill needs of a lot's gates: the lot's configuration, and an event sent by one gate. */
export type BackfillGates = {
  config: () => Promise<DeviceConfig>;
  event: (gateId: number, body: GateEventBody) => Promise<{ status: number }>;
};

/** One device event of the back-fill; `body.at` is always set. */
export type BackfillEvent = { gateId: number; plate: string; at: Date; body: GateEventBody };

/** The visits back-filled for `days` days up to `now`: the same lot, days and instant give the same plan. */
export function backfillPlan(config: DeviceConfig, lot: number, days: number, now: Date): PlannedVisit[] {
  return planTraffic(config, new Date(now.getTime() - days * 86_400_000), now, seeded(lot * 7919 + days));
}

/** The plan's device events in time order: each visit's entry, and its exit when that is before `now`. */
export function backfillEvents(lot: number, plan: PlannedVisit[], now: Date): BackfillEvent[] {
  return plan.flatMap((v) => visitEvents(lot, v, now)).sort((a, b) => a.at.getTime() - b.at.getTime());
}

export async function backfill(client: BackfillGates, opts: { lot: number; days: number; now?: Date; concurrency?: number; log?: (line: string) => void }) {
  const now = opts.now ?? new Date();
  const plan = backfillPlan(await client.config(), opts.lot, opts.days, now);
  const steps = backfillEvents(opts.lot, plan, now);
  let sent = 0;
  let refused = 0;
  const concurrency = opts.concurrency ?? 6;
  // Run steps a few at a time, never two of one plate together (its exit must follow its entry).
  for (let i = 0; i < steps.length; ) {
    const batch: BackfillEvent[] = [];
    const plates = new Set<string>();
    while (i < steps.length && batch.length < concurrency && !plates.has(steps[i].plate)) {
      plates.add(steps[i].plate);
      batch.push(steps[i++]);
    }
    const answers = await Promise.all(batch.map((s) => client.event(s.gateId, s.body)));
    sent += answers.length;
    refused += answers.filter((a) => a.status >= 300).length;
    if (opts.log && sent % 5000 < batch.length) opts.log(`lot ${opts.lot}: ${sent}/${steps.length} events`);
  }
  // Customers still inside with a phone: the ones an operator can check out right now.
  const inside = plan.filter((v) => v.exitAt >= now && v.phone !== null).map((v) => ({ plate: v.plate, phone: v.phone!, since: v.entryAt }));
  return { visits: plan.length, events: sent, refused, inside };
}

function visitEvents(lot: number, v: PlannedVisit, now: Date): BackfillEvent[] {
  const id = `sim-${lot}-${v.entryAt.getTime()}-${v.plate}`;
  const events: BackfillEvent[] = [
    { gateId: v.entryGateId, plate: v.plate, at: v.entryAt, body: { event_id: `${id}-in`, direction: 'in', plate: v.plate, at: v.entryAt.toISOString(), ...(v.phone ? { phone: v.phone } : {}) } },
  ];
  if (v.exitAt < now) {
    events.push({
      gateId: v.exitGateId,
      plate: v.plate,
      at: v.exitAt,
      body: { event_id: `${id}-out`, direction: 'out', plate: v.plate, at: v.exitAt.toISOString(), ...(v.pension ? {} : { payment: 'card' as const }) },
    });
  }
  return events;
}
