// Path tests of the layout's small charts, the sidebar menu loader and the new-version watch: every generated
// path checked against each chart's transition table and oracle, then chosen stories.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { VERSION_POLL_MS, versionWatchMachine } from '../../src/machines/version-watch/version-watch.machine';
import { describeChart } from './chart/describe-chart';
import { menuOracle } from './oracles/menu.oracle';
import { POLL, versionWatchOracle } from './oracles/version-watch.oracle';
import { pending } from './path-plan';

describeChart(menuOracle);
describeChart(versionWatchOracle);

describe('version-watch stories', () => {
  it('polls once a minute by default', () => {
    expect(VERSION_POLL_MS).toBe(60_000);
  });

  it('announces a version other than the first one seen once, and reloads on each request', () => {
    const s = { announce: vi.fn(), reload: vi.fn() };
    const actor = createActor(
      versionWatchMachine.provide({
        actors: { fetchVersion: pending() },
        actions: { announceNewVersion: () => s.announce(), reload: () => s.reload() },
        delays: { pollInterval: 60 * 60 * 1000 },
      }),
    ).start();
    for (const version of ['1.0.0', '1.0.0', '1.1.0']) {
      actor.send({ type: 'xstate.done.actor.fetchVersion', output: version } as never);
      actor.send({ type: POLL } as never);
    }
    expect(actor.getSnapshot().value).toBe('outdated');
    actor.send({ type: 'version.reload' });
    actor.send({ type: 'version.reload' });
    expect(s.announce).toHaveBeenCalledTimes(1);
    expect(s.reload).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});
