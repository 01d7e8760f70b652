// Live traffic at `speed` times real time: arrivals come `speed` times as often and stays are `speed`
// times shorter, with real timestamps. A customer with a phone waits at the exit for an operator to check
// them out in the console: the checkout's `OpenGate` (heard on the lot's channel) opens the chosen exit
// gate's barrier and the car leaves through it; after two minutes without one they pay at the barrier.
// Amounts accrue in real time, so at high speeds most live stays end within the courtesy time: the cars a
// back-fill leaves inside (hours-long stays) are the ones with real amounts to check out.
import { planTraffic, type PlannedVisit } from '../src/domain/simulation/traffic';
import { seeded } from '../src/domain/simulation/random';
import type { DeviceAnswer, DeviceClient } from './device-client';
import type { OpenGate } from './gate-listener';
import { platePicture } from './plate-picture';

export type LiveOptions = { lot: number; speed: number; log: (line: string) => void; signal: AbortSignal };

/** What the live traffic needs from the lot's channel: a way to hand it the `OpenGate` commands it hears. */
export type OpenGateFeed = (onOpen: (command: OpenGate) => void) => Promise<{ close: () => void }>;

const WAIT_FOR_OPERATOR_MS = 120_000;
const BARRIER_OPEN_MS = 4_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
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

/** The lot's gates as the simulator drives them: the device status it last reported, and who waits at an exit. */
type Lot = {
  client: DeviceClient;
  opts: LiveOptions;
  status: Map<number, 'online' | 'warning'>;
  /** Visits waiting at an exit for an operator's checkout, by visit id: called with the gate that opened. */
  waiting: Map<number, (gateId: number) => void>;
  /** Pension cars inside now: the plan of a later hour may bring one again before it has left. */
  pensionsInside: Set<string>;
  gateNames: Map<number, string>;
};

export async function live(client: DeviceClient, opts: LiveOptions, openGates: OpenGateFeed): Promise<void> {
  const config = await client.config();
  const lot: Lot = { client, opts, status: new Map(), waiting: new Map(), pensionsInside: new Set(), gateNames: new Map(config.gates.map((g) => [g.id, g.name])) };
  const random = seeded(Date.now() % 2 ** 31);
  for (const gate of config.gates) {
    lot.status.set(gate.id, 'online');
    await client.status(gate.id, { status: 'online', ...(gate.type === 2 ? { barrier: 'close' as const } : {}) });
  }
  const listener = await openGates((command) => {
    void openBarrier(lot, command.gate_id);
    const waiting = lot.waiting.get(command.visit_id);
    // A car this run did not bring in (left inside by the back-fill, say) leaves through the opened gate too.
    if (waiting) waiting(command.gate_id);
    else void leaveAfterCheckout(lot, command);
  }).catch((err: Error) => {
    opts.log(`lot ${opts.lot}: no realtime channel (${err.message}); customers pay at the barrier`);
    return null;
  });
  const simulatedStart = Date.now();
  const realStart = Date.now();
  const pending = new Set<Promise<void>>();
  // Plan one simulated hour at a time and play it back `speed` times faster.
  for (let hour = 0; !opts.signal.aborted; hour++) {
    const from = new Date(simulatedStart + hour * 3_600_000);
    const plan = planTraffic(config, from, new Date(from.getTime() + 3_600_000), random);
    if (plan.length === 0) opts.log(`lot ${opts.lot}: closed at simulated ${from.toISOString()}`);
    for (const visit of plan) {
      const due = realStart + (visit.entryAt.getTime() - simulatedStart) / opts.speed;
      await sleep(due - Date.now(), opts.signal);
      if (opts.signal.aborted) break;
      const task = playVisit(lot, visit, random.chance(0.02)).finally(() => pending.delete(task));
      pending.add(task);
    }
    await sleep(realStart + ((hour + 1) * 3_600_000) / opts.speed - Date.now(), opts.signal);
  }
  await Promise.allSettled(pending);
  listener?.close();
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
  if (blip) void gateBlip(lot, v.exitGateId);
  await sleep((v.exitAt.getTime() - v.entryAt.getTime()) / opts.speed, opts.signal);
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
  if (opts.signal.aborted) return;
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
  if (lot.opts.signal.aborted) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (gateId: number | null) => {
      lot.waiting.delete(visitId);
      clearTimeout(timer);
      lot.opts.signal.removeEventListener('abort', abort);
      resolve(gateId);
    };
    const abort = () => done(null);
    const timer = setTimeout(abort, WAIT_FOR_OPERATOR_MS);
    lot.opts.signal.addEventListener('abort', abort, { once: true });
    lot.waiting.set(visitId, done);
  });
}

/** The barrier opens, reports it, and closes again a few seconds later. */
async function openBarrier(lot: Lot, gateId: number): Promise<void> {
  const status = lot.status.get(gateId) ?? 'online';
  await lot.client.status(gateId, { status, barrier: 'open' });
  lot.opts.log(`gate ${gateId}: barrier open`);
  await new Promise((resolve) => setTimeout(resolve, BARRIER_OPEN_MS));
  await lot.client.status(gateId, { status: lot.status.get(gateId) ?? 'online', barrier: 'close' });
}

/** Now and then a gate reports a warning, then comes back. */
async function gateBlip(lot: Lot, gateId: number): Promise<void> {
  lot.status.set(gateId, 'warning');
  await lot.client.status(gateId, { status: 'warning' });
  lot.opts.log(`gate ${gateId}: warning`);
  await sleep(20_000, lot.opts.signal);
  lot.status.set(gateId, 'online');
  await lot.client.status(gateId, { status: 'online' });
}
