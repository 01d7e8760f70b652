// Path tests of the command palette's search (issue 21 item 2): every generated path checked against the
// transition table and the oracle, then stories with real time: the typing pause, a newer text cancelling the
// search on its way, and the lot the server is asked about.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SearchAnswer } from '../../src/contracts/search.struct';
import { commandPaletteMachine, SEARCH_DEBOUNCE_MS } from '../../src/machines/command-palette/command-palette.machine';
import { describeChart } from './chart/describe-chart';
import { commandPaletteOracle, found, LOT } from './oracles/command-palette.oracle';

describeChart(commandPaletteOracle);

describe('command-palette stories', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function palette() {
    const asked: { lotId: number; q: string }[] = [];
    const answers: ((a: SearchAnswer) => void)[] = [];
    const actor = createActor(
      commandPaletteMachine.provide({
        actors: {
          searchLot: fromPromise<SearchAnswer, { lotId: number; q: string }>(({ input }) => {
            asked.push(input);
            return new Promise((resolve) => answers.push(resolve));
          }),
        },
      }),
      { input: { lotId: LOT } },
    ).start();
    return { actor, asked, answers };
  }

  it('asks the server once the typing pauses, for the last text only', async () => {
    const { actor, asked } = palette();
    for (const query of ['ab', 'abc', 'abc1']) {
      actor.send({ type: 'palette.type', query });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([{ lotId: LOT, q: 'abc1' }]);
    actor.stop();
  });

  it('drops the answer of a search a newer text replaced', async () => {
    const { actor, asked, answers } = palette();
    actor.send({ type: 'palette.type', query: 'old' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'palette.type', query: 'new' });
    answers[0](found);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.results).toBeNull();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    answers[1]({ ...found, pensions: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.map((a) => a.q)).toEqual(['old', 'new']);
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context.results?.pensions).toEqual([]);
    actor.stop();
  });

  it('searches nothing for one character, and forgets the results', async () => {
    const { actor, asked, answers } = palette();
    actor.send({ type: 'palette.type', query: 'ab' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    answers[0](found);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.results).toEqual(found);
    actor.send({ type: 'palette.type', query: 'a' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 4);
    expect(asked).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.results).toBeNull();
    actor.stop();
  });
});
