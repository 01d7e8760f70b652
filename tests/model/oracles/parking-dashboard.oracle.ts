// The oracle of the parking dashboard's chart (spec 2 "Parking dashboard", docs/realtime.md), written from the
// spec: the five tiles started for the lot, which tiles each channel event moves (an entry: cars and peak
// hours; an exit or an unreadable count: the time tiles too; a payment: the money and time tiles), every tile
// reloaded after a reconnection, gate reports patching one gate, the carousel going round. Used by
// tests/model/parking-dashboard.paths.test.ts and the dashboard's replays.
import { expect } from 'vitest';
import type { Access } from '../../../src/contracts/access.struct';
import { parkingDashboardMachine } from '../../../src/machines/parking-dashboard/parking-dashboard.machine';
import type { AccessesLoaded, DashboardEvent } from '../../../src/machines/parking-dashboard/parking-dashboard.types';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Live = Extract<DashboardEvent, { type: 'realtime.event' }>;

const gate = (id: number, name: string, type: number) => ({ id, name, code: `G${id}`, code_map: type === 1 ? 'gate-in' : 'gate-out', type, status: 'online', barrier: null });
export const accesses: Access[] = [
  { id: 1, name: 'Acceso Norte', map: '/maps/access-north.svg', gates: [gate(1, 'Entrada Norte', 1), gate(2, 'Salida Norte', 2)] },
  { id: 2, name: 'Acceso Sur', map: '/maps/access-south.svg', gates: [gate(3, 'Entrada Sur', 1)] },
  { id: 3, name: 'Acceso Este', map: '/maps/access-south.svg', gates: [] },
];
export const loadedAccesses: AccessesLoaded = { accesses, maps: { '/maps/access-north.svg': '<svg/>', '/maps/access-south.svg': null } };
/** Read again after a reconnection, one access fewer: the carousel stays within the list. */
const fewer: AccessesLoaded = { accesses: accesses.slice(0, 2), maps: loadedAccesses.maps };
const none: AccessesLoaded = { accesses: [], maps: {} };
const at = '2026-11-21T17:00:00.000Z';
export const rt = (event: string, data: unknown): Live => ({ type: 'realtime.event', event, data });

const TILES = { incomes: 'incomesTile', peakHours: 'peakHoursTile', parkingTime: 'parkingTimeTile', averageTime: 'averageTimeTile', cars: 'carsTile' };
const record = (data: unknown) => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});
/** The tiles an event of the channel moves (docs/realtime.md). */
function moved(e: Live): string[] {
  if (e.event === 'UpdateDashboard') return [TILES.incomes, TILES.parkingTime, TILES.averageTime];
  if (e.event !== 'UpdateCountCarGeneral') return [];
  const entry = record(e.data).direction === 'in';
  return entry ? [TILES.cars, TILES.peakHours] : [TILES.cars, TILES.peakHours, TILES.parkingTime, TILES.averageTime];
}
const statusReport = (e: Live) => e.event === 'UpdateGateStatus' && typeof record(e.data).gate_id === 'number' && ['online', 'offline', 'warning'].includes(record(e.data).status as string);
const barrierReport = (e: Live) => e.event === 'NewGateStatus' && typeof record(e.data).gate_id === 'number' && ['open', 'close', 'error'].includes(record(e.data).barrier as string);

export const parkingDashboardOracle: OracleOf<typeof parkingDashboardMachine> = {
  name: 'parking-dashboard',
  machine: parkingDashboardMachine,
  input: { lotId: 1 },
  events: () => [
    { type: 'xstate.done.actor.loadAccesses', output: loadedAccesses },
    { type: 'xstate.done.actor.loadAccesses', output: fewer },
    { type: 'xstate.done.actor.loadAccesses', output: none },
    { type: 'xstate.error.actor.loadAccesses', error: new ApiError('Network error') },
    { type: 'dashboard.nextAccess' },
    { type: 'dashboard.previousAccess' },
    { type: 'dashboard.retryAccesses' },
    rt('UpdateCountCarGeneral', { gate_id: 1, direction: 'in', plate: 'ABC1234', id: 9 }),
    rt('UpdateCountCarGeneral', { gate_id: 2, direction: 'out', plate: 'ABC1234', id: 9 }),
    rt('UpdateDashboard', { visit_id: 9, amount: 4500 }),
    rt('UpdateGateStatus', { gate_id: 2, status: 'offline', at }),
    rt('NewGateStatus', { gate_id: 1, barrier: 'open', at }),
    rt('UpdateGateStatus', { gate_id: 'two', status: 'offline' }),
    { type: 'realtime.reconnected' },
  ],
  initialContext: (input) => ({ lotId: input.lotId, accesses: [], maps: {}, accessIndex: 0, accessesError: null }),
  guards: {
    gateReport: (_c, e: Live) => statusReport(e) || barrierReport(e),
    severalAccesses: (c) => c.accesses.length > 1,
  },
  sendActions: ['notifyTiles', 'reloadTiles'],
  sends: {
    'tiles realtime.event': (_c, e: Live) => moved(e).map((to) => ({ to, type: 'tile.changed' })),
    // Events may have been missed: every tile reads again, a failed one too.
    'tiles realtime.reconnected': () => Object.values(TILES).map((to) => ({ to, type: 'tile.reload' })),
  },
  effects: {
    // The carousel keeps its place when it can.
    'gates.loading xstate.done.actor.loadAccesses': (c, e: Done<AccessesLoaded>) => ({
      ...e.output,
      accessIndex: Math.min(c.accessIndex, Math.max(0, e.output.accesses.length - 1)),
      accessesError: null,
    }),
    'gates.loading xstate.error.actor.loadAccesses': (_c, e: Failure<ApiError>) => ({ accessesError: e.error.message }),
    'gates.ready realtime.event': (c, e: Live) => {
      const { gate_id: id, status, barrier } = record(e.data);
      const change = statusReport(e) ? { status } : { barrier };
      return { accesses: c.accesses.map((a) => (a.gates.some((g) => g.id === id) ? { ...a, gates: a.gates.map((g) => (g.id === id ? ({ ...g, ...change } as typeof g) : g)) } : a)) };
    },
    'gates.ready dashboard.nextAccess': (c) => ({ accessIndex: (c.accessIndex + 1) % c.accesses.length }),
    'gates.ready dashboard.previousAccess': (c) => ({ accessIndex: (c.accessIndex + c.accesses.length - 1) % c.accesses.length }),
  },
  states: {
    // The carousel always shows an access of the list (the first while there is none).
    '(root)': (c) => expect(c.accessIndex).toBeLessThan(Math.max(1, c.accesses.length)),
    'gates.ready': (c) => {
      expect(c.accessesError).toBeNull();
      expect(c.accesses.every((a) => a.map in c.maps)).toBe(true);
    },
    'gates.failed': (c) => expect(c.accessesError).toEqual(expect.any(String)),
  },
  invokes: {
    incomesTile: (c) => ({ lotId: c.lotId, tile: 'incomes' }),
    peakHoursTile: (c) => ({ lotId: c.lotId, tile: 'peak-hours' }),
    parkingTimeTile: (c) => ({ lotId: c.lotId, tile: 'parking-time' }),
    averageTimeTile: (c) => ({ lotId: c.lotId, tile: 'average-time' }),
    carsTile: (c) => ({ lotId: c.lotId, tile: 'cars' }),
    loadAccesses: (c) => ({ lotId: c.lotId }),
  },
};
