// Live traffic at `speed` times real time: arrivals come `speed` times as often and stays are `speed`
// times shorter, with real timestamps. A customer with a phone waits at the exit for an operator to check
// them out in the console (checked again every few seconds) and pays at the barrier after a while. Amounts
// accrue in real time, so at high speeds most live stays end within the courtesy time: the cars a back-fill
// leaves inside (hours-long stays) are the ones with real amounts to check out.
import { planTraffic, type PlannedVisit } from '../src/domain/simulation/traffic';
import { seeded } from '../src/domain/simulation/random';
import type { DeviceClient } from './device-client';

export type LiveOptions = { lot: number; speed: number; log: (line: string) => void; signal: AbortSignal };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

export async function live(client: DeviceClient, opts: LiveOptions): Promise<void> {
  const lot = await client.config();
  const random = seeded(Date.now() % 2 ** 31);
  for (const gate of lot.gates) await client.status(gate.id, { status: 'online' });
  const simulatedStart = Date.now();
  const realStart = Date.now();
  const pending = new Set<Promise<void>>();
  // Plan one simulated hour at a time and play it back `speed` times faster.
  for (let hour = 0; !opts.signal.aborted; hour++) {
    const from = new Date(simulatedStart + hour * 3_600_000);
    const plan = planTraffic(lot, from, new Date(from.getTime() + 3_600_000), random);
    if (plan.length === 0) opts.log(`lot ${opts.lot}: closed at simulated ${from.toISOString()}`);
    for (const visit of plan) {
      const due = realStart + (visit.entryAt.getTime() - simulatedStart) / opts.speed;
      await sleep(due - Date.now(), opts.signal);
      if (opts.signal.aborted) break;
      const task = playVisit(client, opts, visit, random.chance(0.02)).finally(() => pending.delete(task));
      pending.add(task);
    }
    await sleep(realStart + ((hour + 1) * 3_600_000) / opts.speed - Date.now(), opts.signal);
  }
  await Promise.allSettled(pending);
}

async function playVisit(client: DeviceClient, opts: LiveOptions, v: PlannedVisit, blip: boolean): Promise<void> {
  const id = `live-${opts.lot}-${Date.now()}-${v.plate}`;
  const entry = await client.event(v.entryGateId, { event_id: `${id}-in`, direction: 'in', plate: v.plate, ...(v.phone ? { phone: v.phone } : {}) });
  opts.log(`in   ${v.plate}${v.phone ? ` phone ${v.phone}` : ''}${v.pension ? ' (pension)' : ''}: ${entry.status}`);
  if (entry.status >= 300) return;
  if (blip) void gateBlip(client, v.exitGateId, opts);
  await sleep((v.exitAt.getTime() - v.entryAt.getTime()) / opts.speed, opts.signal);
  // Without a phone, or for a pension car, leave at once; with a phone, give the operator two minutes.
  const deadline = Date.now() + (v.phone ? 120_000 : 0);
  for (let attempt = 0; !opts.signal.aborted; attempt++) {
    const payByCard = Date.now() >= deadline && !v.pension;
    const out = await client.event(v.exitGateId, { event_id: `${id}-out-${attempt}`, direction: 'out', plate: v.plate, ...(payByCard ? { payment: 'card' as const } : {}) });
    if (out.status !== 409) {
      opts.log(`out  ${v.plate}${payByCard ? ' paid at the barrier' : ''}: ${out.status}`);
      return;
    }
    await sleep(5_000, opts.signal);
  }
}

/** Now and then a gate reports a warning, then comes back. */
async function gateBlip(client: DeviceClient, gateId: number, opts: LiveOptions): Promise<void> {
  await client.status(gateId, { status: 'warning' });
  opts.log(`gate ${gateId}: warning`);
  await sleep(20_000, opts.signal);
  await client.status(gateId, { status: 'online' });
}
