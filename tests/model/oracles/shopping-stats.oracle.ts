// The oracle of the shopping statistics chart (issue 19 items 4 and 5), written from the issue and the API: the
// figures of the chosen period (day first), nothing of another period once a new one is chosen, the reason and
// Retry after a failed read, the old figures kept while they are read again (a store event, a reconnection, the
// minute's quiet re-read), one more read when an event comes during a re-read, a failed re-read saying why over the
// old figures. Used by tests/model/shopping-stats.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { ShopStatistics } from '../../../src/contracts/shopping-stats.struct';
import { STORE_REQUEST_EVENT } from '../../../src/contracts/shopping.struct';
import { shoppingStatsMachine, type ShoppingStatsEvent } from '../../../src/machines/shopping-stats/shopping-stats.machine';
import { ApiError } from '../../../src/services/http';
import type { StatsData } from '../../../src/services/shopping-stats.api';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends ShoppingStatsEvent['type']> = Extract<ShoppingStatsEvent, { type: T }>;

/** The delayed event of the minute's re-read: the path tests send it themselves. */
export const REFRESH = 'xstate.after.refresh.shoppingStats.showing';

const figures = { received: 4, answered: 3, offers: 3, accepted: 1, sales: 1, median_reply_seconds: 360, credits: 3 };
export const statsOf = (period: ShopStatistics['period'], offers = 3): StatsData => ({
  kind: 'statistics',
  data: {
    period,
    from: '2026-11-20T06:00:00.000Z',
    to: '2026-11-21T06:00:00.000Z',
    time_zone: 'America/Monterrey',
    totals: { ...figures, offers },
    series: [{ bucket: '2026-11-20 10:00', ...figures, offers }],
    stores: [{ branch_id: 1, name: 'Sucursal Centro', ...figures, offers }],
    salesmen: [{ user_id: 7, name: 'Valentín Vendedor', answered: 3, offers, accepted: 1, sales: 1, median_reply_seconds: 1860, credits: 2 }],
  },
});
export const offline = new ApiError('Network error');
export const SCOPE = { kind: 'shop', shopId: 1 } as const;

const periodOf = (s: StatsData | null) => (s?.kind === 'statistics' ? s.data.period : s?.data.period);

export const shoppingStatsOracle: OracleOf<typeof shoppingStatsMachine> = {
  name: 'shopping-stats',
  machine: shoppingStatsMachine,
  input: { scope: SCOPE },
  events: ({ context: c }) => [
    // A read answers the figures of the period asked; a re-read answers one offer more (the figures moved).
    { type: 'xstate.done.actor.loadStats', output: statsOf(c.period, c.stats === null ? 3 : 4) },
    { type: 'xstate.error.actor.loadStats', error: offline },
    { type: 'stats.period', period: c.period === 'day' ? 'week' : 'day' },
    { type: 'stats.period', period: c.period },
    { type: 'stats.retry' },
    { type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 5, kind: 'offer' } },
    { type: 'realtime.reconnected' },
    { type: REFRESH },
  ],
  initialContext: (input) => ({ scope: input.scope, period: 'day', stats: null, error: null, changed: false }),
  guards: {
    otherPeriod: (c, e: On<'stats.period'>) => e.period !== c.period,
    changedMeanwhile: (c) => c.changed,
  },
  effects: {
    // Another period shows nothing of the old one.
    '(root) stats.period': (_c, e: On<'stats.period'>) => ({ period: e.period, stats: null, error: null, changed: false }),
    'loading xstate.done.actor.loadStats': (_c, e: Done<StatsData>) => ({ stats: e.output, error: null }),
    'loading xstate.error.actor.loadStats': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'loadFailed stats.retry': () => ({ error: null }),
    'refreshing xstate.done.actor.loadStats [changedMeanwhile]': (_c, e: Done<StatsData>) => ({ stats: e.output, error: null, changed: false }),
    'refreshing xstate.done.actor.loadStats [—]': (_c, e: Done<StatsData>) => ({ stats: e.output, error: null }),
    // The old figures stay; the reason is shown over them.
    'refreshing xstate.error.actor.loadStats': (_c, e: Failure<ApiError>) => ({ error: e.error.message, changed: false }),
    'refreshing realtime.event': () => ({ changed: true }),
    'refreshing realtime.reconnected': () => ({ changed: true }),
  },
  states: {
    '(root)': (c) => expect(c.scope).toEqual(SCOPE),
    loading: (c) => {
      expect(c.stats).toBeNull();
      expect(c.error).toBeNull();
      expect(c.changed).toBe(false);
    },
    loadFailed: (c) => {
      expect(c.stats).toBeNull();
      expect(c.error).toBe(offline.message);
    },
    // Figures are shown, always of the period chosen; an error here is a failed re-read's.
    showing: (c) => {
      expect(periodOf(c.stats)).toBe(c.period);
      expect(c.error === null || c.error === offline.message).toBe(true);
      expect(c.changed).toBe(false);
    },
    refreshing: (c) => expect(periodOf(c.stats)).toBe(c.period),
  },
  invokes: {
    loadStats: (c) => ({ scope: SCOPE, period: c.period }),
    storeEvents: () => undefined,
  },
};
