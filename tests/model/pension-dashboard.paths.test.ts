// Path tests of the pension dashboard chart (spec 2 §2-4, §7, §9): every state and transition replayed with
// stub actors, then its stories: more pages to the end, live events while idle and while loading, gate reports,
// a reconnection, the picture modal, and the pure rules and the fuzzy search.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import type { Access } from '../../src/contracts/access.struct';
import type { PensionEvent, PensionEventsAnswer } from '../../src/contracts/pension-dashboard.struct';
import { pensionDashboardMachine } from '../../src/machines/pension-dashboard/pension-dashboard.machine';
import { appendPage, mergeNewest, patchGate } from '../../src/machines/pension-dashboard/pension-dashboard.rules';
import { searchEvents, selectHasMore, selectShownEvents } from '../../src/machines/pension-dashboard/pension-dashboard.selectors';
import type { LoadAccessesOutput } from '../../src/machines/pension-dashboard/pension-dashboard.types';
import { ApiError } from '../../src/services/http';
import { activeIds, pending, replay, shortestPaths, stateIds, transitionPaths } from './path-plan';

const event = (id: number, name: string, over: Partial<PensionEvent> = {}): PensionEvent => ({
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
const lucia = event(3, 'Lucía Garza', { image: '3' });
const mario = event(2, 'Mario López', { job: 'Ingeniero', type: 'out', gate: 'Salida Norte' });
const ana = event(1, 'Ana Ruiz', { job: 'Médica' });
const newcomer = event(4, 'Lucía Garza', { plate: 'NXP1001' });

const first: PensionEventsAnswer = { data: [lucia, mario], totals: { general: { total: 40 }, pensions: { total: 3 } }, last: 2 };
const older: PensionEventsAnswer = { data: [ana], totals: first.totals, last: null };
const newest: PensionEventsAnswer = { data: [newcomer, lucia], totals: { general: { total: 41 }, pensions: { total: 4 } }, last: 3 };
const accessesOut: LoadAccessesOutput = {
  accesses: [{ id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [{ id: 1, name: 'Entrada Norte', code: 'EN', code_map: 'gate-in', type: 1, status: 'online', barrier: null }] }],
  maps: { '/maps/access-a.svg': '<svg/>' },
};
const carEvent = { type: 'realtime.event', event: 'UpdateCountCarPension', data: { gate_id: 1, direction: 'in', plate: 'NXP1001', id: 4 } };
const gateStatus = { type: 'realtime.event', event: 'UpdateGateStatus', data: { gate_id: 1, status: 'offline', at: '2026-11-21T15:00:00Z' } };
const barrier = { type: 'realtime.event', event: 'NewGateStatus', data: { gate_id: 1, barrier: 'open', at: '2026-11-21T15:00:00Z' } };
const input = { lotId: 1 };

const quietChannel = fromCallback<EventObject, { lotId: number }>(() => () => {});
const build = () => pensionDashboardMachine.provide({ actors: { loadPage: pending(), loadAccesses: pending(), loadImage: pending(), lotChannel: quietChannel } });

type Snap = SnapshotFrom<typeof pensionDashboardMachine>;
// Three regions multiply the states, so the generated paths drive one region at a time: the map while the
// first page is still loading; the list (its pages, live events, reconnections) once the map rests, for
// today only; the picture, the search, gate reports and the period from the first page at rest. Each load
// answers with the page its state asks for. The stories below check the changes themselves.
const ids = (s: Snap) => s.context.events.map((e) => e.id).join();
const firstLoad = (s: Snap) => s.matches({ events: 'loading' }) && s.context.events.length === 0 && s.context.period === 'day';
const listPhase = (s: Snap) => s.matches({ accesses: 'ready', image: 'closed' }) && s.context.period === 'day' && s.context.search === '' && s.context.accesses === accessesOut.accesses;
const atRest = (s: Snap) => listPhase(s) && s.matches({ events: 'ready' }) && ids(s) === '3,2' && !s.context.stale;
const mapEvents = [
  { type: 'xstate.done.actor.loadAccesses', output: accessesOut },
  { type: 'xstate.error.actor.loadAccesses', error: new ApiError('Network error') },
  { type: 'pensionDashboard.retry' },
  { type: 'realtime.reconnected' },
];
const listEvents = (s: Snap) => [
  ...(s.matches({ events: 'loading' }) ? [{ type: 'xstate.done.actor.loadPage', output: first }] : []),
  ...(s.matches({ events: 'loadingMore' }) ? [{ type: 'xstate.done.actor.loadPage', output: older }] : []),
  ...(s.matches({ events: 'refreshing' }) ? [{ type: 'xstate.done.actor.loadPage', output: newest }] : []),
  { type: 'xstate.error.actor.loadPage', error: new ApiError('Network error') },
  { type: 'pensionDashboard.retry' },
  { type: 'pensionDashboard.more' },
  ...(s.context.stale ? [] : [carEvent, { type: 'realtime.reconnected' }]),
];
const sideEvents = [
  { type: 'pensionDashboard.period', period: 'week' },
  { type: 'pensionDashboard.search', text: 'lucia' },
  gateStatus,
  barrier,
  { type: 'pensionDashboard.openImage', id: 3 },
  { type: 'pensionDashboard.openImage', id: 2 },
];
const imageEvents = (s: Snap) => [
  { type: 'xstate.done.actor.loadImage', output: 'data:image/png;base64,iVBORw0KGgo=' },
  { type: 'xstate.done.actor.loadImage', output: null },
  { type: 'xstate.error.actor.loadImage', error: new ApiError('Network error') },
  { type: 'pensionDashboard.closeImage' },
].filter(() => !s.matches({ image: 'closed' }));
const events = (s: Snap) =>
  [...(firstLoad(s) ? mapEvents : []), ...(listPhase(s) ? listEvents(s) : []), ...(atRest(s) ? sideEvents : []), ...imageEvents(s)].filter((e) => s.can(e as never)) as never[];

describe('pension dashboard chart', () => {
  const paths = transitionPaths(build(), { input, events });

  it.each(paths.map((p) => [p.description, p] as const))('%s', (_d, path) => {
    replay(build(), path, input);
  });

  it('reaches every state', () => {
    const seen = new Set(shortestPaths(build(), { input, events }).flatMap((p) => activeIds(p.state)));
    expect(stateIds(pensionDashboardMachine).filter((id) => !seen.has(id))).toEqual([]);
  });
});

describe('pension dashboard stories', () => {
  /** A live actor whose page loads are recorded; the test answers them with done/error events. */
  function live() {
    const actor = createActor(build(), { input }).start();
    const send = (e: object) => actor.send(e as never);
    const answer = (output: PensionEventsAnswer) => send({ type: 'xstate.done.actor.loadPage', output });
    const value = () => actor.getSnapshot().value;
    return { actor, send, answer, value, context: () => actor.getSnapshot().context };
  }

  it("starts on today's first page, the map and no picture", () => {
    const { value, context } = live();
    expect(value()).toEqual({ events: 'loading', accesses: 'loading', image: 'closed' });
    expect(context()).toMatchObject({ lotId: 1, period: 'day', events: [], last: null, stale: false });
  });

  it('loads more pages with the last event until the last page, then stops', () => {
    const { send, answer, value, actor, context } = live();
    answer(first);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    send({ type: 'pensionDashboard.more' });
    expect(value()).toMatchObject({ events: 'loadingMore' });
    answer(older);
    expect(context().events.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    send({ type: 'pensionDashboard.more' });
    expect(value()).toMatchObject({ events: 'ready' });
  });

  it('a failed next page keeps the events and retries', () => {
    const { send, answer, value, context } = live();
    answer(first);
    send({ type: 'pensionDashboard.more' });
    send({ type: 'xstate.error.actor.loadPage', error: new ApiError('Network error') });
    expect(value()).toMatchObject({ events: 'moreFailed' });
    expect(context()).toMatchObject({ error: 'Network error', last: 2 });
    expect(context().events).toHaveLength(2);
    send({ type: 'pensionDashboard.retry' });
    expect(value()).toMatchObject({ events: 'loadingMore' });
  });

  it('a live pension event reads the newest page: new events on top, no duplicates, new totals', () => {
    const { send, answer, value, context } = live();
    answer(first);
    send(carEvent);
    expect(value()).toMatchObject({ events: 'refreshing' });
    answer(newest);
    expect(context().events.map((e) => e.id)).toEqual([4, 3, 2]);
    expect(context().totals).toEqual(newest.totals);
    expect(context().last).toBe(2);
  });

  it('a car event during a load reads the newest page once more after it; general exits and malformed data change nothing', () => {
    const { send, answer, value } = live();
    send(carEvent);
    send(carEvent);
    answer(first);
    expect(value()).toMatchObject({ events: 'refreshing' });
    answer(newest);
    expect(value()).toMatchObject({ events: 'ready' });
    send({ type: 'realtime.event', event: 'UpdateCountCarGeneral', data: { gate_id: 2, direction: 'out', plate: 'ABC1234', id: 9 } });
    send({ type: 'realtime.event', event: 'UpdateCountCarPension', data: { plate: 'NXP1001' } });
    expect(value()).toMatchObject({ events: 'ready' });
    send({ type: 'realtime.event', event: 'UpdateCountCarGeneral', data: { gate_id: 1, direction: 'in', plate: 'ABC1234', id: 10 } });
    expect(value()).toMatchObject({ events: 'refreshing' });
  });

  it('gate reports patch the map in place; a reconnection reloads the list and the map', () => {
    const { send, answer, value, context } = live();
    answer(first);
    send({ type: 'xstate.done.actor.loadAccesses', output: accessesOut });
    send(gateStatus);
    send(barrier);
    expect(context().accesses[0].gates[0]).toMatchObject({ status: 'offline', barrier: 'open' });
    send({ type: 'realtime.event', event: 'NewGateStatus', data: { gate_id: 1, barrier: 'sideways', at: 'x' } });
    expect(context().accesses[0].gates[0].barrier).toBe('open');
    send({ type: 'realtime.reconnected' });
    expect(value()).toEqual({ events: 'refreshing', accesses: 'loading', image: 'closed' });
    expect(context().accesses).toHaveLength(1);
  });

  it('a new period starts over from its first page', () => {
    const { send, answer, value, context } = live();
    answer(first);
    send({ type: 'pensionDashboard.period', period: 'month' });
    expect(value()).toMatchObject({ events: 'loading' });
    expect(context()).toMatchObject({ period: 'month', events: [], last: null });
  });

  it("opens a picture, or says 'Image not Available' without asking when the event has none", () => {
    const { send, answer, value, context } = live();
    answer(first);
    send({ type: 'pensionDashboard.openImage', id: 3 });
    expect(value()).toMatchObject({ image: 'loading' });
    send({ type: 'xstate.done.actor.loadImage', output: null });
    expect(value()).toMatchObject({ image: 'missing' });
    send({ type: 'pensionDashboard.closeImage' });
    send({ type: 'pensionDashboard.openImage', id: 2 });
    expect(value()).toMatchObject({ image: 'missing' });
    expect(context().image?.event.name).toBe('Mario López');
    send({ type: 'pensionDashboard.closeImage' });
    send({ type: 'pensionDashboard.openImage', id: 99 });
    expect(value()).toMatchObject({ image: 'closed' });
  });
});

describe('pension dashboard rules and search', () => {
  it('appends older pages without repeating an event', () => {
    expect(appendPage([lucia, mario], [mario, ana]).map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('merges the newest page on top, or starts over when it may leave a gap or is the whole period', () => {
    expect(mergeNewest([lucia, mario], 2, [newcomer, lucia], 3)).toEqual({ events: [newcomer, lucia, mario], last: 2 });
    expect(mergeNewest([mario], 2, [newcomer, lucia], 3)).toEqual({ events: [newcomer, lucia], last: 3 });
    expect(mergeNewest([lucia, mario], null, [newcomer, lucia, mario], null)).toEqual({ events: [newcomer, lucia, mario], last: null });
    expect(mergeNewest([], null, [newcomer], 4)).toEqual({ events: [newcomer], last: 4 });
  });

  it('patches one gate and leaves other accesses as they are', () => {
    const other: Access = { id: 2, name: 'Acceso Sur', map: '/maps/access-b.svg', gates: [] };
    const patched = patchGate([...accessesOut.accesses, other], 1, { status: 'warning' });
    expect(patched[0].gates[0].status).toBe('warning');
    expect(patched[1]).toBe(other);
  });

  it("finds 'Lucía Garza' with 'lucia' (threshold 0.3), by job, plate and gate; empty text shows all", () => {
    const all = [lucia, mario, ana];
    expect(searchEvents(all, 'lucia').map((e) => e.name)).toEqual(['Lucía Garza']);
    expect(searchEvents(all, 'ingeniero').map((e) => e.name)).toEqual(['Mario López']);
    expect(searchEvents(all, 'salida').map((e) => e.name)).toEqual(['Mario López']);
    expect(searchEvents(all, 'zzzz')).toEqual([]);
    expect(searchEvents(all, '  ')).toBe(all);
    const snapshot = { context: { ...createActor(build(), { input }).getSnapshot().context, events: all, search: 'medica' } };
    expect(selectShownEvents(snapshot).map((e) => e.name)).toEqual(['Ana Ruiz']);
  });
});
