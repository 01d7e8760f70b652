// Path tests of the pension dashboard chart (spec 2 §2-4, §7, §9): every generated path checked against the
// chart's transition table and oracle, then its stories: more pages to the end, live events while idle and while loading, gate reports,
// a reconnection, the picture modal, and the pure rules and the fuzzy search.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import type { Access } from '../../src/contracts/access.struct';
import type { PensionEventsAnswer } from '../../src/contracts/pension-dashboard.struct';
import { pensionDashboardMachine } from '../../src/machines/pension-dashboard/pension-dashboard.machine';
import { appendPage, mergeNewest, patchGate } from '../../src/machines/pension-dashboard/pension-dashboard.rules';
import { searchEvents, selectHasMore, selectShownEvents } from '../../src/machines/pension-dashboard/pension-dashboard.selectors';
import { ApiError } from '../../src/services/http';
import { describeChart } from './chart/describe-chart';
import { accessesOut, ana, barrier, carEvent, first, gateStatus, lucia, mario, newcomer, newest, older, pensionDashboardOracle } from './oracles/pension-dashboard.oracle';
import { pending } from './path-plan';

const input = { lotId: 1 };
const quietChannel = fromCallback<EventObject, { lotId: number }>(() => () => {});
const build = () => pensionDashboardMachine.provide({ actors: { loadPage: pending(), loadAccesses: pending(), loadImage: pending(), lotChannel: quietChannel } });

describeChart(pensionDashboardOracle);

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
