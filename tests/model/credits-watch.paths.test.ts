// Path tests of the live credits badge's chart: every generated path checked against its transition table and
// oracle, then stories: the lists read reach the session's events, for the shop and for the salesman.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { creditsMoved, creditsWatchMachine, type ListsRead } from '../../src/machines/credits-watch/credits-watch.machine';
import { describeChart } from './chart/describe-chart';
import { creditsWatchOracle, MALFORMED, NO_CREDITS, OTHER_EVENT, SPENT } from './oracles/credits-watch.oracle';

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
});
