// The oracle of the new-version watch (spec 1 §2.2 snackbar), written from the spec: the first version read is
// the baseline, a different one later announces the new version once and offers the reload; a failed read
// waits for the next poll. Used by tests/model/shell-charts.paths.test.ts and the snackbar's replays.
import { expect } from 'vitest';
import { versionWatchMachine } from '../../../src/machines/version-watch/version-watch.machine';
import type { Done, OracleOf } from '../chart/chart-oracle';

/** The delayed event of the poll: the path tests send it themselves. */
export const POLL = 'xstate.after.pollInterval.versionWatch.waiting';

export const versionWatchOracle: OracleOf<typeof versionWatchMachine> = {
  name: 'version-watch',
  machine: versionWatchMachine,
  events: () => [
    { type: 'xstate.done.actor.fetchVersion', output: '1.0.0' },
    { type: 'xstate.done.actor.fetchVersion', output: '1.1.0' },
    { type: 'xstate.error.actor.fetchVersion', error: new Error('offline') },
    { type: POLL },
    { type: 'version.reload' },
  ],
  initialContext: () => ({ baseline: null }),
  guards: {
    // Another version than the first one read (none read yet: no announcement).
    'checking xstate.done.actor.fetchVersion': (c, e: Done<string>) => c.baseline !== null && c.baseline !== e.output,
  },
  effects: {
    'checking xstate.done.actor.fetchVersion [—]': (c, e: Done<string>) => ({ baseline: c.baseline ?? e.output }),
  },
  states: {
    waiting: (c) => expect(c.baseline === null || typeof c.baseline === 'string').toBe(true),
    checking: (c) => expect(c.baseline === null || typeof c.baseline === 'string').toBe(true),
    outdated: (c) => expect(c.baseline).toEqual(expect.any(String)),
  },
};
