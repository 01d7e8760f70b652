// The oracle of a parking dashboard tile's chart (spec 2 "Parking dashboard", docs/realtime.md), written from the
// spec: a period's figures and nothing of another period, one read for a burst of changes after a short pause,
// one more read when a change is heard during a read, a failed tile read again on Retry or a reconnection.
// Used by tests/model/parking-dashboard.paths.test.ts and the tile's replays.
import { expect } from 'vitest';
import { dashboardTileMachine } from '../../../src/machines/parking-dashboard/dashboard-tile.machine';
import type { TileData, TileEvent } from '../../../src/machines/parking-dashboard/parking-dashboard.types';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

export const cars: TileData = { tile: 'cars', value: { inside: 12, entered: 40, pensions_inside: 2 } };
/** The delayed event that ends the pause: the path tests send it themselves. */
export const COALESCED = 'xstate.after.coalesce.dashboardTile.ready.waiting';

const read = (_c: unknown, e: Done<TileData>) => ({ data: e.output, error: null, outdated: false });
const refreshed = (_c: unknown, e: Done<TileData>) => ({ data: e.output, outdated: false });
const outdated = () => ({ outdated: true });

export const dashboardTileOracle: OracleOf<typeof dashboardTileMachine> = {
  name: 'dashboard-tile',
  machine: dashboardTileMachine,
  input: { lotId: 1, tile: 'cars' },
  events: () => [
    { type: 'xstate.done.actor.loadTile', output: cars },
    { type: 'xstate.error.actor.loadTile', error: new ApiError('Network error') },
    { type: 'tile.period', period: 'week' },
    { type: 'tile.period', period: 'day' },
    { type: 'tile.retry' },
    { type: 'tile.changed' },
    { type: 'tile.reload' },
    { type: COALESCED },
  ],
  initialContext: (input) => ({ lotId: input.lotId, tile: input.tile, period: 'day', data: null, error: null, outdated: false }),
  guards: {
    newPeriod: (c, e: Extract<TileEvent, { type: 'tile.period' }>) => e.period !== c.period,
    outdated: (c) => c.outdated,
  },
  effects: {
    // A new period shows nothing of the old one while its figures load.
    '(root) tile.period': (_c, e: Extract<TileEvent, { type: 'tile.period' }>) => ({ period: e.period, data: null, error: null, outdated: false }),
    'loading tile.changed': outdated,
    'loading tile.reload': outdated,
    'loading xstate.done.actor.loadTile [outdated]': read,
    'loading xstate.done.actor.loadTile [—]': read,
    'loading xstate.error.actor.loadTile': (_c, e: Failure<ApiError>) => ({ error: e.error.message, outdated: false }),
    'ready.refreshing tile.changed': outdated,
    'ready.refreshing tile.reload': outdated,
    'ready.refreshing xstate.done.actor.loadTile [outdated]': refreshed,
    'ready.refreshing xstate.done.actor.loadTile [—]': refreshed,
    'ready.refreshing xstate.error.actor.loadTile': (_c, e: Failure<ApiError>) => ({ error: e.error.message, outdated: false }),
  },
  states: {
    loading: (c) => expect(c.error === null || typeof c.error === 'string').toBe(true),
    // The figures shown are the tile's own, and the last read went well.
    ready: (c) => {
      expect(c.data?.tile).toBe(c.tile);
      expect(c.error).toBeNull();
    },
    'ready.idle': (c) => expect(c.outdated).toBe(false),
    'ready.waiting': (c) => expect(c.outdated).toBe(false),
    failed: (c) => {
      expect(c.error).toEqual(expect.any(String));
      expect(c.outdated).toBe(false);
    },
  },
  invokes: { loadTile: (c) => ({ lotId: c.lotId, tile: c.tile, period: c.period }) },
};
