// Path tests of the live credits badge's chart: every generated path checked against its transition table and
// oracle, then stories: the lists read reach the session's events, for the shop and for the salesman.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { creditsMoved, creditsWatchMachine, liveCreditsWatch, type ListsRead } from '../../src/machines/credits-watch/credits-watch.machine';
import { channelEvents } from '../../src/services/realtime';
import { describeChart } from './chart/describe-chart';
import { creditsWatchOracle, MALFORMED, NO_CREDITS, OTHER_EVENT, SPENT } from './oracles/credits-watch.oracle';

// The real actors' services: the lists' reads answer at once; the channels are a callback whose sender the
// stories keep.
const live = vi.hoisted(() => ({ send: (_e: unknown) => {} }));
vi.mock('../../src/services/context.api', () => ({
  fetchShops: async () => [{ id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [], credits: { total: 4 } }],
  fetchSalesmanStores: async () => [{ id: 1, name: 'Sucursal Centro', credits: { total: 4 } }],
}));
vi.mock('../../src/services/realtime', () => ({
  channelEvents: vi.fn(() =>
    fromCallback<EventObject>(({ sendBack }) => {
      live.send = (e) => sendBack(e as EventObject);
    }),
  ),
}));

describeChart(creditsWatchOracle);

describe('credits-watch stories', () => {
  it('takes only a store event that carries credits as a move', () => {
    expect([SPENT, NO_CREDITS, MALFORMED, OTHER_EVENT, { type: 'realtime.reconnected' } as const].map(creditsMoved)).toEqual([true, false, false, false, false]);
  });

  it.each(['shop', 'salesman'] as const)('reads the %s lists after a move and hands the last read to the session', async (kind) => {
    const reads: ListsRead[] = [];
    const read = vi.fn(async ({ input }: { input: { kind: 'shop' | 'salesman' } }): Promise<ListsRead> =>
      input.kind === 'shop' ? { kind: 'shop', shops: [] } : { kind: 'salesman', stores: [{ id: 1, name: 'Sucursal Centro', credits: { total: 3 } }] },
    );
    const actor = createActor(
      creditsWatchMachine.provide({ actors: { readLists: fromPromise(read) }, actions: { listsRead: (_, params) => reads.push(params) } }),
      { input: { kind } },
    ).start();
    actor.send(SPENT);
    actor.send(SPENT);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('watching'));
    expect(read).toHaveBeenCalledTimes(2);
    expect(reads).toHaveLength(1);
    expect(reads[0].kind).toBe(kind);
    actor.stop();
  });

  it.each([
    ['shop', { kind: 'shop', shops: [{ id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [], credits: { total: 4 } }] }],
    ['salesman', { kind: 'salesman', stores: [{ id: 1, name: 'Sucursal Centro', credits: { total: 4 } }] }],
  ] as const)('hears the stores named and reads the %s lists through the services', async (kind, expected) => {
    const reads: ListsRead[] = [];
    const actor = createActor(liveCreditsWatch([1, 2]).provide({ actions: { listsRead: (_, params) => reads.push(params) } }), { input: { kind } }).start();
    expect(channelEvents).toHaveBeenLastCalledWith(['private-store.1', 'private-store.2'], ['request.changed']);
    live.send(SPENT);
    await vi.waitFor(() => expect(reads).toEqual([expected]));
    actor.stop();
  });
});
