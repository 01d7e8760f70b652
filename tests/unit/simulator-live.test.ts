// The live traffic loop over hundreds of simulated hours against a device client in memory: its waits (parked
// cars, customers waiting two real minutes for an operator) never pile listeners on the caller's signal, and a
// request that fails ends the run with that error instead of an unhandled rejection.
import { getEventListeners } from 'node:events';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DeviceConfig } from '../../src/contracts/devices.struct';
import type { DeviceAnswer, DeviceClient } from '../../simulator/device-client';
import { live } from '../../simulator/live';
import { ServerUnreachableError } from '../../simulator/server-fetch';

const LOT: DeviceConfig = {
  id: 1,
  time_zone: 'America/Monterrey',
  schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
  gates: [
    { id: 1, name: 'Entrada', type: 1, status: 'online', access_id: 1 },
    { id: 2, name: 'Salida', type: 2, status: 'online', access_id: 1 },
  ],
  pension_plates: ['NXP1001'],
};

/** A simulated hour lasts 10 ms of real time. */
const SPEED = 360_000;

type Lab = { client: DeviceClient; entries: () => number; mostAbortListeners: () => number };

/** A device client in memory that notes, at every request, how many abort listeners the run's signal holds;
 *  `failAfter` entries it answers as a server that went away. */
function lab(signal: AbortSignal, failAfter = Infinity): Lab {
  let entries = 0;
  let most = 0;
  let visitId = 0;
  const note = () => {
    most = Math.max(most, getEventListeners(signal, 'abort').length);
  };
  const ok = (data: unknown = null): DeviceAnswer => ({ status: 200, body: { data } });
  return {
    client: {
      config: () => Promise.resolve(LOT),
      event: (_gate, body) => {
        note();
        if (body.direction === 'in' && ++entries > failAfter) return Promise.reject(new ServerUnreachableError('http://127.0.0.1:8390', 'UND_ERR_SOCKET'));
        return Promise.resolve(ok(body.direction === 'in' ? { id: ++visitId } : null));
      },
      status: () => {
        note();
        return Promise.resolve(ok());
      },
    },
    entries: () => entries,
    mostAbortListeners: () => most,
  };
}

const noChannel = () => Promise.reject(new Error('no realtime in this test'));

let warnings: Error[] = [];
const onWarning = (w: Error) => warnings.push(w);
beforeEach(() => {
  warnings = [];
  process.on('warning', onWarning);
});
afterEach(() => {
  process.off('warning', onWarning);
});

it('keeps one abort listener however many waits are under way, and none once stopped', async () => {
  const controller = new AbortController();
  const { client, entries, mostAbortListeners } = lab(controller.signal);
  const lines: string[] = [];
  const running = live(client, { lot: 1, speed: SPEED, log: (l) => lines.push(l), signal: controller.signal }, noChannel);
  while (entries() < 1000) await new Promise((r) => setTimeout(r, 20));
  controller.abort();
  await running;

  // Customers waiting for an operator wait two real minutes, so hundreds were waiting at the stop.
  expect(lines.filter((l) => l.startsWith('wait ')).length).toBeGreaterThan(100);
  expect(mostAbortListeners()).toBe(1);
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
}, 30_000);

it('ends the run with the failure of a request, once the waits under way have ended', async () => {
  const controller = new AbortController();
  const { client, entries } = lab(controller.signal, 200);
  const running = live(client, { lot: 1, speed: SPEED, log: () => {}, signal: controller.signal }, noChannel);
  await expect(running).rejects.toThrow('Cannot reach the Nexo server at http://127.0.0.1:8390: is `npm start` running? (UND_ERR_SOCKET)');
  const sent = entries();
  await new Promise((r) => setTimeout(r, 50));
  // Nothing plays on after the run ended, and the caller's signal is left as it was given.
  expect(entries()).toBe(sent);
  expect(controller.signal.aborted).toBe(false);
  expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
}, 30_000);
