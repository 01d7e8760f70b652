// The oracle of the pension dashboard's chart (spec 2 §2-4, §7, §9), written from the spec: pages newest first
// without repeats, the next page asked with the last event shown, a live car event reading the newest page
// (new events on top), a gate report patching one gate of the map, the picture modal. Used by
// tests/model/pension-dashboard.paths.test.ts and the dashboard's replays.
import { expect } from 'vitest';
import type { Access } from '../../../src/contracts/access.struct';
import type { PensionEvent, PensionEventsAnswer, PensionTotals } from '../../../src/contracts/pension-dashboard.struct';
import { pensionDashboardMachine } from '../../../src/machines/pension-dashboard/pension-dashboard.machine';
import type { LoadAccessesOutput, PensionDashboardContext, PensionDashboardEvent } from '../../../src/machines/pension-dashboard/pension-dashboard.types';
import { ApiError } from '../../../src/services/http';
import type { ChartSnapshot, Done, Failure, OracleOf } from '../chart/chart-oracle';
import { leavesOf } from '../chart/chart-oracle';

type Ctx = PensionDashboardContext;
type On<T extends PensionDashboardEvent['type']> = Extract<PensionDashboardEvent, { type: T }>;
type Live = On<'realtime.event'>;
type Page = Done<PensionEventsAnswer>;

export const event = (id: number, name: string, over: Partial<PensionEvent> = {}): PensionEvent => ({
  id,
  name,
  plate: `NXP${1000 + id}`,
  type: 'in',
  job: 'Contadora',
  date: '2026-11-21T15:00:00.000Z',
  gate: 'Entrada Norte',
  image: null,
  ...over,
});
export const lucia = event(3, 'Lucía Garza', { image: '3' });
export const mario = event(2, 'Mario López', { job: 'Ingeniero', type: 'out', gate: 'Salida Norte' });
export const ana = event(1, 'Ana Ruiz', { job: 'Médica' });
export const newcomer = event(4, 'Lucía Garza', { plate: 'NXP1001' });

export const first: PensionEventsAnswer = { data: [lucia, mario], totals: { general: { total: 40 }, pensions: { total: 3 } }, last: 2 };
export const older: PensionEventsAnswer = { data: [ana], totals: first.totals, last: null };
export const newest: PensionEventsAnswer = { data: [newcomer, lucia], totals: { general: { total: 41 }, pensions: { total: 4 } }, last: 3 };
export const accessesOut: LoadAccessesOutput = {
  accesses: [{ id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [{ id: 1, name: 'Entrada Norte', code: 'EN', code_map: 'gate-in', type: 1, status: 'online', barrier: null }] }],
  maps: { '/maps/access-a.svg': '<svg/>' },
};
export const carEvent: Live = { type: 'realtime.event', event: 'UpdateCountCarPension', data: { gate_id: 1, direction: 'in', plate: 'NXP1001', id: 4 } };
export const gateStatus: Live = { type: 'realtime.event', event: 'UpdateGateStatus', data: { gate_id: 1, status: 'offline', at: '2026-11-21T15:00:00Z' } };
export const barrier: Live = { type: 'realtime.event', event: 'NewGateStatus', data: { gate_id: 1, barrier: 'open', at: '2026-11-21T15:00:00Z' } };
/** A general exit and a report without its fields: neither changes the list nor the map. */
export const generalExit: Live = { type: 'realtime.event', event: 'UpdateCountCarGeneral', data: { gate_id: 2, direction: 'out', plate: 'ABC1234', id: 9 } };
export const malformed: Live = { type: 'realtime.event', event: 'NewGateStatus', data: { gate_id: 1, barrier: 'sideways' } };
export const picture = 'data:image/png;base64,iVBORw0KGgo=';

const NO_TOTALS: PensionTotals = { general: { total: 0 }, pensions: { total: 0 } };
const record = (data: unknown) => (typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {});
const isCar = (e: Live) => {
  const d = record(e.data);
  const shaped = typeof d.gate_id === 'number' && (d.direction === 'in' || d.direction === 'out') && typeof d.plate === 'string' && typeof d.id === 'number';
  // Spec 2 §3: any pension car moves the list; of the general count, only an entry (it adds to the totals).
  return shaped && (e.event === 'UpdateCountCarPension' || (e.event === 'UpdateCountCarGeneral' && d.direction === 'in'));
};
const isStatus = (e: Live) => e.event === 'UpdateGateStatus' && typeof record(e.data).gate_id === 'number' && typeof record(e.data).status === 'string' && typeof record(e.data).at === 'string';
const isBarrier = (e: Live) => e.event === 'NewGateStatus' && typeof record(e.data).gate_id === 'number' && ['open', 'close', 'error'].includes(record(e.data).barrier as string) && typeof record(e.data).at === 'string';
/** One gate's fields replaced where it is; every other access kept as it is. */
const patched = (accesses: Access[], gateId: number, patch: object) =>
  accesses.map((a) => (a.gates.some((g) => g.id === gateId) ? { ...a, gates: a.gates.map((g) => (g.id === gateId ? { ...g, ...patch } : g)) } : a));
const byId = (c: Ctx, id: number) => c.events.find((e) => e.id === id);
const newestFirst = (list: PensionEvent[]) => [...new Map(list.map((e) => [e.id, e])).values()].sort((a, b) => b.id - a.id);

// Three regions multiply the states, so the generated paths drive one region at a time: the map while the
// first page is still loading; the list (its pages, live events, reconnections) once the map rests, for
// today only; the picture, the search, gate reports and the period from the first page at rest. Each load
// answers with the page its state asks for. The stories check the changes themselves.
type Snap = ChartSnapshot<Ctx>;
const at = (s: Snap, state: string) => leavesOf(s.value).includes(state);
const ids = (s: Snap) => s.context.events.map((e) => e.id).join();
const firstLoad = (s: Snap) => at(s, 'events.loading') && s.context.events.length === 0 && s.context.period === 'day';
const listPhase = (s: Snap) => at(s, 'accesses.ready') && at(s, 'image.closed') && s.context.period === 'day' && s.context.search === '' && s.context.accesses === accessesOut.accesses;
const atRest = (s: Snap) => listPhase(s) && at(s, 'events.ready') && ids(s) === '3,2' && !s.context.stale;

export const pensionDashboardOracle: OracleOf<typeof pensionDashboardMachine> = {
  name: 'pension-dashboard',
  machine: pensionDashboardMachine,
  input: { lotId: 1 },
  events: (s) => [
    ...(firstLoad(s)
      ? [
          { type: 'xstate.done.actor.loadAccesses', output: accessesOut } as const,
          { type: 'xstate.error.actor.loadAccesses', error: new ApiError('Network error') } as const,
          { type: 'pensionDashboard.retry' } as const,
          { type: 'realtime.reconnected' } as const,
        ]
      : []),
    ...(listPhase(s)
      ? [
          ...(at(s, 'events.loading') ? [{ type: 'xstate.done.actor.loadPage', output: first } as const] : []),
          ...(at(s, 'events.loadingMore') ? [{ type: 'xstate.done.actor.loadPage', output: older } as const] : []),
          ...(at(s, 'events.refreshing') ? [{ type: 'xstate.done.actor.loadPage', output: newest } as const] : []),
          { type: 'xstate.error.actor.loadPage', error: new ApiError('Network error') } as const,
          { type: 'pensionDashboard.retry' } as const,
          { type: 'pensionDashboard.more' } as const,
          ...(s.context.stale ? [] : [carEvent, generalExit, { type: 'realtime.reconnected' } as const]),
        ]
      : []),
    ...(atRest(s)
      ? [
          { type: 'pensionDashboard.period', period: 'week' } as const,
          { type: 'pensionDashboard.period', period: 'day' } as const,
          { type: 'pensionDashboard.search', text: 'lucia' } as const,
          gateStatus,
          barrier,
          malformed,
          { type: 'pensionDashboard.openImage', id: 3 } as const,
          { type: 'pensionDashboard.openImage', id: 2 } as const,
          { type: 'pensionDashboard.openImage', id: 99 } as const,
        ]
      : []),
    ...(at(s, 'image.closed')
      ? []
      : [
          { type: 'xstate.done.actor.loadImage', output: picture } as const,
          { type: 'xstate.done.actor.loadImage', output: null } as const,
          { type: 'xstate.error.actor.loadImage', error: new ApiError('Network error') } as const,
          { type: 'pensionDashboard.closeImage' } as const,
        ]),
  ],
  initialContext: (input) => ({
    lotId: input.lotId,
    period: input.period ?? 'day',
    events: [],
    totals: NO_TOTALS,
    last: null,
    stale: false,
    search: '',
    error: null,
    accesses: [],
    maps: {},
    image: null,
  }),
  guards: {
    isGateStatus: (_c, e: Live) => e.type === 'realtime.event' && isStatus(e),
    isBarrier: (_c, e: Live) => e.type === 'realtime.event' && isBarrier(e),
    isCarEvent: (_c, e: Live) => isCar(e),
    otherPeriod: (c, e: On<'pensionDashboard.period'>) => e.period !== c.period,
    hasMore: (c) => c.last !== null,
    isStale: (c) => c.stale,
    withImage: (c, e: On<'pensionDashboard.openImage'>) => byId(c, e.id)?.image != null,
    knownEvent: (c, e: On<'pensionDashboard.openImage'>) => byId(c, e.id) !== undefined,
    hasPicture: (_c, e: Done<string | null>) => e.output !== null,
  },
  entry: {
    'events.loading': () => ({ stale: false }),
    'events.refreshing': () => ({ stale: false }),
  },
  effects: {
    '(root) pensionDashboard.search': (_c, e: On<'pensionDashboard.search'>) => ({ search: e.text }),
    '(root) realtime.event [isGateStatus]': (c, e: Live) => ({ accesses: patched(c.accesses, record(e.data).gate_id as number, { status: record(e.data).status }) }),
    '(root) realtime.event [isBarrier]': (c, e: Live) => ({ accesses: patched(c.accesses, record(e.data).gate_id as number, { barrier: record(e.data).barrier }) }),
    // A new period starts its list over: no events, no totals, no page to continue from.
    'events pensionDashboard.period': (_c, e: On<'pensionDashboard.period'>) => ({ period: e.period, events: [], totals: NO_TOTALS, last: null, error: null }),
    'events.loading realtime.event': () => ({ stale: true }),
    'events.loading realtime.reconnected': () => ({ stale: true }),
    'events.loading xstate.done.actor.loadPage': (_c, e: Page) => ({ events: e.output.data, totals: e.output.totals, last: e.output.last, error: null }),
    'events.loading xstate.error.actor.loadPage': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'events.loadingMore realtime.event': () => ({ stale: true }),
    'events.loadingMore realtime.reconnected': () => ({ stale: true }),
    // An older page goes below; the totals are the period's, already shown.
    'events.loadingMore xstate.done.actor.loadPage': (c, e: Page) => ({
      events: [...c.events, ...e.output.data.filter((n) => !byId(c, n.id))],
      last: e.output.last,
      error: null,
    }),
    'events.loadingMore xstate.error.actor.loadPage': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'events.refreshing realtime.event': () => ({ stale: true }),
    'events.refreshing realtime.reconnected': () => ({ stale: true }),
    // New events on top; a page that is the whole period, or shares no event with the list, starts it over.
    'events.refreshing xstate.done.actor.loadPage': (c, e: Page) => {
      const overlaps = e.output.data.some((n) => byId(c, n.id));
      const restart = e.output.last === null || !overlaps;
      return {
        events: restart ? e.output.data : newestFirst([...e.output.data, ...c.events]),
        last: restart ? e.output.last : c.last,
        totals: e.output.totals,
        error: null,
      };
    },
    'accesses.loading xstate.done.actor.loadAccesses': (_c, e: Done<LoadAccessesOutput>) => ({ accesses: e.output.accesses, maps: e.output.maps }),
    'image.closed pensionDashboard.openImage [withImage]': (c, e: On<'pensionDashboard.openImage'>) => ({ image: { event: byId(c, e.id) as PensionEvent, picture: null } }),
    'image.closed pensionDashboard.openImage [knownEvent]': (c, e: On<'pensionDashboard.openImage'>) => ({ image: { event: byId(c, e.id) as PensionEvent, picture: null } }),
    'image.loading pensionDashboard.closeImage': () => ({ image: null }),
    'image.loading xstate.done.actor.loadImage [hasPicture(…)]': (c, e: Done<string>) => ({ image: c.image && { ...c.image, picture: e.output } }),
    'image.shown pensionDashboard.closeImage': () => ({ image: null }),
    'image.missing pensionDashboard.closeImage': () => ({ image: null }),
  },
  states: {
    events: (c) => expect(c.events.map((e) => e.id)).toEqual(newestFirst(c.events).map((e) => e.id)),
    // The first page of a period: nothing shown yet, nothing to continue from.
    'events.loading': (c) => expect([c.events, c.last]).toEqual([[], null]),
    'events.failed': (c) => expect(c.error).toEqual(expect.any(String)),
    // Nothing happened on the lot that the list has not read (a failed refresh's message was told once, and stays unshown).
    'events.ready': (c) => expect(c.stale).toBe(false),
    'events.loadingMore': (c) => expect(c.last).not.toBeNull(),
    'events.moreFailed': (c) => {
      expect(c.error).toEqual(expect.any(String));
      expect(c.last).not.toBeNull();
    },
    // Every access shown comes with its map's drawing (or null when it could not be read).
    accesses: (c) => expect(c.accesses.every((a) => a.map in c.maps)).toBe(true),
    'accesses.ready': (c) => expect(c.accesses.length).toBeGreaterThan(0),
    'image.closed': (c) => expect(c.image).toBeNull(),
    'image.loading': (c) => expect(c.image).toMatchObject({ event: { image: expect.any(String) }, picture: null }),
    'image.shown': (c) => expect(c.image?.picture).toEqual(expect.any(String)),
    'image.missing': (c) => expect(c.image).toMatchObject({ picture: null }),
  },
  invokes: {
    lotChannel: (c) => ({ lotId: c.lotId }),
    // The first and the newest page start from the top; the next page from the last event shown.
    loadPage: (c, _e, state) => ({ lotId: c.lotId, period: c.period, last: state === 'events.loadingMore' ? c.last : null }),
    loadAccesses: (c) => ({ lotId: c.lotId }),
    loadImage: (c) => ({ lotId: c.lotId, image: c.image?.event.image }),
  },
};
