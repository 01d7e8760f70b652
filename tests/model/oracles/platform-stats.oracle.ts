// The oracle of the platform statistics chart (issue 20 item 2), written from the issue and the API: the last 30
// days first (today included), all lots and shops; another period the server takes (not backwards, at most 366
// days), lot or shop shows nothing of the old tiles until they are read again; tiles that failed beside others
// say why and Retry reads again; when none could be read, the reason and Retry; the filters' lots and shops read
// once; one export at a time, its failure said. Used by tests/model/platform-stats.paths.test.ts and the view replay.
import { expect } from 'vitest';
import { STAT_TILES, type StatisticsChoices, type StatTile, type TileData } from '../../../src/contracts/statistics.struct';
import { platformStatsMachine, type PlatformStatsContext, type PlatformStatsEvent, type TileResult } from '../../../src/machines/platform-stats/platform-stats.machine';
import type { StatsFilters } from '../../../src/services/admin-statistics.api';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends PlatformStatsEvent['type']> = Extract<PlatformStatsEvent, { type: T }>;

export const TODAY = '2026-11-25';
/** The 30 days ending today: 27 to 31 October and 1 to 25 November. */
export const FIRST_FILTERS: StatsFilters = { from: '2026-10-27', to: TODAY, parkingId: null, shopId: null };
export const WEEK = { from: '2026-11-16', to: '2026-11-22' };
export const offline = new ApiError('Network error');
export const CHOICES: StatisticsChoices = { lots: [{ id: 1, name: 'Fundadores Norte' }, { id: 3, name: 'Valle Oriente' }], shops: [{ id: 2, name: 'Boutique Norte' }] };

/** A tile's figures for a period: the income total says which lot was asked (cents: 1,000 per lot id, 500 for all). */
export function tileData(tile: StatTile, f: StatsFilters): TileData {
  const period = { from: f.from, to: f.to };
  switch (tile) {
    case 'income': {
      const amount = f.parkingId === null ? 500 : f.parkingId * 1_000;
      return { tile, ...period, total: amount, payments: 1, lots: [{ parking_id: 1, name: 'Fundadores Norte', amount, payments: 1 }], days: [{ day: f.to, parking_id: 1, amount, payments: 1 }] };
    }
    case 'visits':
      return { tile, ...period, total: 3, lots: [{ parking_id: 1, name: 'Fundadores Norte', visits: 3 }], days: [{ day: f.from, parking_id: 1, visits: 3 }] };
    case 'occupancy':
      return { tile, ...period, cells: [{ weekday: 1, hour: 10, cars: 2.5 }] };
    case 'stay':
      return { tile, ...period, minutes: 95, visits: 3, lots: [{ parking_id: 1, name: 'Fundadores Norte', minutes: 95, visits: 3 }], buckets: [{ label: '1-2h', visits: 3 }] };
    case 'credits':
      return { tile, ...period, totals: { sold: 50, gifted: 5, spent: f.shopId === null ? 7 : 2, amount_cents: 89_900 }, days: [{ day: f.to, sold: 50, gifted: 5, spent: 7, amount_cents: 89_900 }] };
    case 'funnel':
      return { tile, ...period, requests: 4, offered: 3, accepted: 2, done: 1 };
  }
}

/** Every tile read for the filters; `failing` could not be read. */
export const resultsFor = (f: StatsFilters, failing: StatTile | null = null): TileResult[] =>
  STAT_TILES.map((tile) => (tile === failing ? { tile, data: null, error: offline.message } : { tile, data: tileData(tile, f), error: null }));

const untouched = (c: PlatformStatsContext) => JSON.stringify(c.filters) === JSON.stringify(FIRST_FILTERS);
const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
const cleared = { results: [], error: null };

export const platformStatsOracle: OracleOf<typeof platformStatsMachine> = {
  name: 'platform-stats',
  machine: platformStatsMachine,
  input: { today: TODAY },
  events: ({ context: c }) => [
    ...(c.choices === null && c.choicesError === null
      ? [
          { type: 'xstate.done.actor.loadChoices' as const, output: CHOICES },
          { type: 'xstate.error.actor.loadChoices' as const, error: offline },
        ]
      : []),
    { type: 'xstate.done.actor.loadTiles', output: resultsFor(c.filters) },
    { type: 'xstate.done.actor.loadTiles', output: resultsFor(c.filters, 'income') },
    { type: 'xstate.error.actor.loadTiles', error: offline },
    { type: 'stats.retry' },
    // One filter changed at a time from the first view, so that the graph stays small; each goes back too.
    ...(untouched(c)
      ? [
          { type: 'stats.period' as const, ...WEEK },
          { type: 'stats.lot' as const, parkingId: 3 },
          { type: 'stats.shop' as const, shopId: 2 },
        ]
      : [
          { type: 'stats.period' as const, from: FIRST_FILTERS.from, to: FIRST_FILTERS.to },
          { type: 'stats.lot' as const, parkingId: null },
          { type: 'stats.shop' as const, shopId: null },
        ]),
    // Refused: the period shown, a backwards one, one over 366 days.
    { type: 'stats.period', from: c.filters.from, to: c.filters.to },
    { type: 'stats.period', from: '2026-11-20', to: '2026-11-19' },
    { type: 'stats.period', from: '2025-11-24', to: TODAY },
    { type: 'stats.export', tile: 'income' },
    { type: 'xstate.done.actor.exportTile', output: undefined },
    { type: 'xstate.error.actor.exportTile', error: offline },
  ],
  initialContext: (input) => ({
    today: input.today,
    filters: FIRST_FILTERS,
    results: [],
    error: null,
    choices: null,
    choicesError: null,
    exporting: null,
    exportError: null,
  }),
  guards: {
    newPeriod: (c, e: On<'stats.period'>) => {
      const days = daysIn(e.from, e.to);
      return days >= 1 && days <= 366 && (e.from !== c.filters.from || e.to !== c.filters.to);
    },
    otherLot: (c, e: On<'stats.lot'>) => e.parkingId !== c.filters.parkingId,
    otherShop: (c, e: On<'stats.shop'>) => e.shopId !== c.filters.shopId,
    someFailed: (c) => c.results.some((r) => r.error !== null),
  },
  effects: {
    '(root) xstate.done.actor.loadChoices': (_c, e: Done<StatisticsChoices>) => ({ choices: e.output, choicesError: null }),
    '(root) xstate.error.actor.loadChoices': (_c, e: Failure<ApiError>) => ({ choicesError: e.error.message }),
    // Another period or filter shows nothing of the old tiles.
    'tiles stats.period': (c, e: On<'stats.period'>) => ({ ...cleared, filters: { ...c.filters, from: e.from, to: e.to } }),
    'tiles stats.lot': (c, e: On<'stats.lot'>) => ({ ...cleared, filters: { ...c.filters, parkingId: e.parkingId } }),
    'tiles stats.shop': (c, e: On<'stats.shop'>) => ({ ...cleared, filters: { ...c.filters, shopId: e.shopId } }),
    'tiles.loading xstate.done.actor.loadTiles': (_c, e: Done<TileResult[]>) => ({ results: e.output }),
    'tiles.loading xstate.error.actor.loadTiles': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'tiles.shown stats.retry': () => cleared,
    'tiles.failed stats.retry': () => cleared,
    'export.idle stats.export': (_c, e: On<'stats.export'>) => ({ exporting: e.tile, exportError: null }),
    'export.exporting xstate.done.actor.exportTile': () => ({ exporting: null }),
    'export.exporting xstate.error.actor.exportTile': (_c, e: Failure<ApiError>) => ({ exporting: null, exportError: e.error.message }),
  },
  states: {
    '(root)': (c) => {
      expect(c.today).toBe(TODAY);
      expect(daysIn(c.filters.from, c.filters.to)).toBeGreaterThanOrEqual(1);
      expect(daysIn(c.filters.from, c.filters.to)).toBeLessThanOrEqual(366);
      expect(c.choices === null || c.choicesError === null).toBe(true);
    },
    'tiles.loading': (c) => {
      expect(c.results).toEqual([]);
      expect(c.error).toBeNull();
    },
    // Every tile, of the period and lot asked, or why it could not be read.
    'tiles.shown': (c) => {
      expect(c.error).toBeNull();
      expect(c.results.map((r) => r.tile)).toEqual([...STAT_TILES]);
      for (const r of c.results) {
        if (r.data) expect({ from: r.data.from, to: r.data.to }).toEqual({ from: c.filters.from, to: c.filters.to });
        else expect(r.error).toBe(offline.message);
      }
    },
    'tiles.failed': (c) => {
      expect(c.results).toEqual([]);
      expect(c.error).toBe(offline.message);
    },
    'export.idle': (c) => expect(c.exporting).toBeNull(),
    'export.exporting': (c) => {
      expect(c.exporting).toBe('income');
      expect(c.exportError).toBeNull();
    },
  },
  invokes: {
    loadChoices: () => undefined,
    loadTiles: (c) => c.filters,
    exportTile: (c, e) => ({ tile: (e as On<'stats.export'>).tile, filters: c.filters }),
  },
};
