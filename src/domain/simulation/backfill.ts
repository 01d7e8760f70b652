// Fills a lot's past with traffic through the device API, timestamps given by `at`: entries and exits in
// time order, exits paid at the barrier's card reader, cars whose exit is still to come left inside.
// Event ids are derived from the plan, so running it again over the same days adds nothing. Shared by the
// simulator (`--days N --fast`, over HTTP) and the server's first-start demo history (through its own device
// routes), each passing the gates it drives.
import type { DeviceConfig, GateEventBody } from '../../contracts/devices.struct';
import { seeded } from './random';
import { planTraffic, type PlannedVisit } from './traffic';

/** What the back-fill needs of a lot's gates: the lot's configuration, and an event sent by one gate. */
export type BackfillGates = {
  config: () => Promise<DeviceConfig>;
  event: (gateId: number, body: GateEventBody) => Promise<{ status: number }>;
};

type Step = { at: Date; plate: string; send: () => Promise<{ status: number }> };

export async function backfill(client: BackfillGates, opts: { lot: number; days: number; now?: Date; concurrency?: number; log?: (line: string) => void }) {
  const now = opts.now ?? new Date();
  const from = new Date(now.getTime() - opts.days * 86_400_000);
  const lot = await client.config();
  const plan = planTraffic(lot, from, now, seeded(opts.lot * 7919 + opts.days));
  const steps = plan.flatMap((v) => stepsOf(client, opts.lot, v, now)).sort((a, b) => a.at.getTime() - b.at.getTime());
  let sent = 0;
  let refused = 0;
  const concurrency = opts.concurrency ?? 6;
  // Run steps a few at a time, never two of one plate together (its exit must follow its entry).
  for (let i = 0; i < steps.length; ) {
    const batch: Step[] = [];
    const plates = new Set<string>();
    while (i < steps.length && batch.length < concurrency && !plates.has(steps[i].plate)) {
      plates.add(steps[i].plate);
      batch.push(steps[i++]);
    }
    const answers = await Promise.all(batch.map((s) => s.send()));
    sent += answers.length;
    refused += answers.filter((a) => a.status >= 300).length;
    if (opts.log && sent % 5000 < batch.length) opts.log(`lot ${opts.lot}: ${sent}/${steps.length} events`);
  }
  // Customers still inside with a phone: the ones an operator can check out right now.
  const inside = plan.filter((v) => v.exitAt >= now && v.phone !== null).map((v) => ({ plate: v.plate, phone: v.phone!, since: v.entryAt }));
  return { visits: plan.length, events: sent, refused, inside };
}

function stepsOf(client: BackfillGates, lot: number, v: PlannedVisit, now: Date): Step[] {
  const id = `sim-${lot}-${v.entryAt.getTime()}-${v.plate}`;
  const steps: Step[] = [
    {
      at: v.entryAt,
      plate: v.plate,
      send: () => client.event(v.entryGateId, { event_id: `${id}-in`, direction: 'in', plate: v.plate, at: v.entryAt.toISOString(), ...(v.phone ? { phone: v.phone } : {}) }),
    },
  ];
  if (v.exitAt < now) {
    steps.push({
      at: v.exitAt,
      plate: v.plate,
      send: () => client.event(v.exitGateId, { event_id: `${id}-out`, direction: 'out', plate: v.plate, at: v.exitAt.toISOString(), ...(v.pension ? {} : { payment: 'card' as const }) }),
    });
  }
  return steps;
}
