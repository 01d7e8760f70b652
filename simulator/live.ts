// Live traffic at `speed` times real time: arrivals come `speed` times as often and stays are `speed`
// times shorter, with real timestamps. A customer with a phone waits at the exit for an operator to check
// them out in the console: the checkout's `OpenGate` (heard on the lot's channel) opens the chosen exit
// gate's barrier and the car leaves through it; after two minutes without one they pay at the barrier.
// Amounts accrue in real time, so at high speeds most live stays end within the courtesy time: the cars a
// back-fill leaves inside (hours-long stays) are the ones with real amounts to check out. A request that
// fails (the server stopped, say) ends the run: live() rejects with it once the lot's tasks have settled.
import { planTraffic, type PlannedVisit } from '../src/domain/simulation/traffic';
import { seeded } from '../src/domain/simulation/random';
import type { DeviceAnswer, DeviceClient } from './device-client';
import type { OpenGate } from './gate-listener';
import { platePicture } from './plate-picture';
import { stopper, type Stopper } from './stopper';

export type LiveOptions = { lot: number; speed: number; log: (line: string) => void; signal: AbortSignal };

/** What the live traffic needs from the lot's channel: a way to hand it the `OpenGate` commands it hears. */
export type OpenGateFeed = (onOpen: (command: OpenGate) => void) => Promise<{ close: () => void }>;

const WAIT_FOR_OPERATOR_MS = 120_000;
const BARRIER_OPEN_MS = 4_000;

/** The lot's gates as the simulator drives them: the device status it last reported, and who waits at an exit. */
type Lot = {
  client: DeviceClient;
  opts: LiveOptions;
  run: Stopper;
  /** Plays a task of the lot beside the traffic; its failure ends the run. */
  background: (task: Promise<void>) => void;
  status: Map<number, 'online' | 'warning'>;
  /** Visits waiting at an exit for an operator's checkout, by visit id: called with the gate that opened. */
  waiting: Map<number, (gateId: number) => void>;
  /** Pension cars inside now: the plan of a later hour may bring one again before it has left. */
  pensionsInside: Set<string>;
  gateNames: Map<number, string>;
};

export async function live(client: DeviceClient, opts: LiveOptions, openGates: OpenGateFeed): Promise<void> {
  const config = await client.config();
  const random = seeded(Date.now() % 2 ** 31);
  for (const gate of config.gates) {
    await client.status(gate.id, { status: 'online', ...(gate.type === 2 ? { barrier: 'close' as const } : {}) });
  }
  const run = stopper(opts.signal);
  const pending = new Set<Promise<void>>();
  let failure: Error | null = null;
  const background = (work: Promise<void>) => {
    const task = work
      .catch((err: unknown) => {
        failure ??= err instanceof Error ? err : new Error(String(err));
        run.stop();
      })
      .finally(() => pending.delete(task));
    pending.add(task);
  };
  const lot: Lot = {
    client,
    opts,
    run,
    background,
    status: new Map(config.gates.map((g) => [g.id, 'online' as const])),
    waiting: new Map(),
    pensionsInside: new Set(),
    gateNames: new Map(config.gates.map((g) => [g.id, g.name])),
  };
  const listener = await openGates((command) => {
    background(openBarrier(lot, command.gate_id));
    const waiting = lot.waiting.get(command.visit_id);
    // A car this run did not bring in (left inside by the back-fill, say) leaves through the opened gate too.
    if (waiting) waiting(command.gate_id);
    else background(leaveAfterCheckout(lot, command));
  }).catch((err: Error) => {
    opts.log(`lot ${opts.lot}: no realtime channel (${err.message}); customers pay at the barrier`);
    return null;
  });
  const simulatedStart = Date.now();
  const realStart = Date.now();
  // Plan one simulated hour at a time and play it back `speed` times faster.
  for (let hour = 0; !run.stopped; hour++) {
    const from = new Date(simulatedStart + hour * 3_600_000);
    const plan = planTraffic(config, from, new Date(from.getTime() + 3_600_000), random);
    if (plan.length === 0) opts.log(`lot ${opts.lot}: closed at simulated ${from.toISOString()}`);
    for (const visit of plan) {
      const due = realStart + (visit.entryAt.getTime() - simulatedStart) / opts.speed;
      await run.sleep(due - Date.now());
      if (run.stopped) break;
      background(playVisit(lot, visit, random.chance(0.02)));
    }
    await run.sleep(realStart + ((hour + 1) * 3_600_000) / opts.speed - Date.now());
  }
  while (pending.size > 0) await Promise.allSettled(pending);
  listener?.close();
  run.dispose();
  if (failure) throw failure;
}

const visitIdOf = (answer: DeviceAnswer): number | null => {
  const data = answer.body.data;
  return typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number' ? data.id : null;
};

/** The event as the gate's camera reports it, with its picture of the plate. */
const seen = (lot: Lot, gateId: number, plate: string) => ({ plate, picture: platePicture(plate, new Date(), lot.gateNames.get(gateId) ?? '') });

async function playVisit(lot: Lot, v: PlannedVisit, blip: boolean): Promise<void> {
  if (v.pension) {
    if (lot.pensionsInside.has(v.plate)) return;
    lot.pensionsInside.add(v.plate);
  }
  try {
    await playStay(lot, v, blip);
  } finally {
    lot.pensionsInside.delete(v.plate);
  }
}

async function playStay(lot: Lot, v: PlannedVisit, blip: boolean): Promise<void> {
  const { client, opts } = lot;
  const id = `live-${opts.lot}-${Date.now()}-${v.plate}`;
  const entry = await client.event(v.entryGateId, { event_id: `${id}-in`, direction: 'in', ...seen(lot, v.entryGateId, v.plate), ...(v.phone ? { phone: v.phone } : {}) });
  opts.log(`in   ${v.plate}${v.phone ? ` phone ${v.phone}` : ''}${v.pension ? ' (pension)' : ''}: ${entry.status}`);
  if (entry.status >= 300) return;
  if (blip) lot.background(gateBlip(lot, v.exitGateId));
  await lot.run.sleep((v.exitAt.getTime() - v.entryAt.getTime()) / opts.speed);
  const visitId = visitIdOf(entry);
  if (v.phone && !v.pension && visitId !== null) {
    opts.log(`wait ${v.plate} at the exit: phone ${v.phone} (check out at /search)`);
    const gateId = await openedFor(lot, visitId);
    if (gateId !== null) {
      const out = await client.event(gateId, { event_id: `${id}-out`, direction: 'out', ...seen(lot, gateId, v.plate) });
      opts.log(`out  ${v.plate} through gate ${gateId} after the operator's checkout: ${out.status}`);
      return;
    }
  }
  if (lot.run.stopped) return;
  // Leave; an unpaid visit (409) pays with the card at the barrier. Pension cars and paid visits just leave.
  const out = await client.event(v.exitGateId, { event_id: `${id}-out`, direction: 'out', ...seen(lot, v.exitGateId, v.plate) });
  if (out.status !== 409) {
    opts.log(`out  ${v.plate}: ${out.status}`);
    return;
  }
  const paid = await client.event(v.exitGateId, { event_id: `${id}-out-card`, direction: 'out', ...seen(lot, v.exitGateId, v.plate), payment: 'card' });
  opts.log(`out  ${v.plate} paid at the barrier: ${paid.status}`);
}

async function leaveAfterCheckout(lot: Lot, command: OpenGate): Promise<void> {
  const out = await lot.client.event(command.gate_id, { event_id: `checkout-${command.visit_id}-out`, direction: 'out', ...seen(lot, command.gate_id, command.plate) });
  lot.opts.log(`out  ${command.plate} through gate ${command.gate_id} after the operator's checkout: ${out.status}`);
}

/** The gate an operator's checkout opened for this visit, or null after two minutes (or when stopped). */
function openedFor(lot: Lot, visitId: number): Promise<number | null> {
  if (lot.run.stopped) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (gateId: number | null) => {
      lot.waiting.delete(visitId);
      clearTimeout(timer);
      offStop();
      resolve(gateId);
    };
    const timer = setTimeout(() => done(null), WAIT_FOR_OPERATOR_MS);
    const offStop = lot.run.onStop(() => done(null));
    lot.waiting.set(visitId, done);
  });
}

/** The barrier opens, reports it, and closes again a few seconds later. */
async function openBarrier(lot: Lot, gateId: number): Promise<void> {
  const status = lot.status.get(gateId) ?? 'online';
  await lot.client.status(gateId, { status, barrier: 'open' });
  lot.opts.log(`gate ${gateId}: barrier open`);
  await lot.run.sleep(BARRIER_OPEN_MS);
  await lot.client.status(gateId, { status: lot.status.get(gateId) ?? 'online', barrier: 'close' });
}

/** Now and then a gate reports a warning, then comes back. */
async function gateBlip(lot: Lot, gateId: number): Promise<void> {
  lot.status.set(gateId, 'warning');
  await lot.client.status(gateId, { status: 'warning' });
  lot.opts.log(`gate ${gateId}: warning`);
  await lot.run.sleep(20_000);
  lot.status.set(gateId, 'online');
  await lot.client.status(gateId, { status: 'online' });
}
