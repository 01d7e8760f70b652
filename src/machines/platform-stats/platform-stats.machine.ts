// The platform statistics (issue 20 item 2): the nexo admin's landing page and the Big Data module. Six tiles
// across tenants (income, visits, occupancy, stay, credits, the requests funnel) read for a period of whole
// days and, optionally, one lot and one shop. A new period or filter reads every tile again and shows nothing
// of the old ones; a tile that could not be read says why beside the others, and Retry reads again; when none
// could be read the screen says so. The filters' lots and shops are read once. Each tile exports its figures
// as report.xlsx, one export at a time, beside the tiles.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { STAT_TILES, type StatisticsChoices, type StatTile, type TileData } from '../../contracts/statistics.struct';
import { DEFAULT_STATS_DAYS, lastDays, rangeProblem } from '../../domain/statistics/stats-range';
import { downloadTile, fetchChoices, fetchTile, type StatsFilters } from '../../services/admin-statistics.api';
import { toApiError } from '../../services/http';
import { REPORT_FILE, saveFile } from '../../services/transactions.api';

// ---- Context, input, events ----------------------------------------------------------------------------
/** One tile's figures, or why they could not be read. */
export type TileResult = { tile: StatTile; data: TileData | null; error: string | null };

export type PlatformStatsContext = {
  /** Today in the platform's time zone (yyyy-MM-dd): the quick periods end on it. */
  today: string;
  filters: StatsFilters;
  results: TileResult[];
  /** Why no tile at all could be read. */
  error: string | null;
  choices: StatisticsChoices | null;
  choicesError: string | null;
  /** The tile whose export runs, if any. */
  exporting: StatTile | null;
  exportError: string | null;
};

export type PlatformStatsInput = { today: string };

export type PlatformStatsEvent =
  | { type: 'stats.period'; from: string; to: string }
  | { type: 'stats.lot'; parkingId: number | null }
  | { type: 'stats.shop'; shopId: number | null }
  | { type: 'stats.retry' }
  | { type: 'stats.export'; tile: StatTile };

/** Every tile read at once; only when all of them fail is the read a failure (the first one's reason). */
export async function readTiles(filters: StatsFilters): Promise<TileResult[]> {
  const settled = await Promise.allSettled(STAT_TILES.map((tile) => fetchTile(tile, filters)));
  const first = settled.find((s) => s.status === 'rejected');
  if (first && settled.every((s) => s.status === 'rejected')) throw first.reason;
  return settled.map((s, i) =>
    s.status === 'fulfilled' ? { tile: STAT_TILES[i], data: s.value, error: null } : { tile: STAT_TILES[i], data: null, error: toApiError(s.reason).message },
  );
}

/** What a new read starts from: no tile, no reason. */
const startOver: Pick<PlatformStatsContext, 'results' | 'error'> = { results: [], error: null };

export const platformStatsMachine = setup({
  types: {
    context: {} as PlatformStatsContext,
    events: {} as PlatformStatsEvent,
    input: {} as PlatformStatsInput,
  },
  actors: {
    loadTiles: fromPromise<TileResult[], StatsFilters>(({ input }) => readTiles(input)),
    loadChoices: fromPromise<StatisticsChoices>(() => fetchChoices()),
    exportTile: fromPromise<void, { tile: StatTile; filters: StatsFilters }>(async ({ input }) => saveFile(await downloadTile(input.tile, input.filters), REPORT_FILE)),
  },
  guards: {
    /** A period the server takes (not backwards, at most a year and a day) and not the one shown. */
    newPeriod: ({ context, event }) => {
      assertEvent(event, 'stats.period');
      return rangeProblem(event) === null && (event.from !== context.filters.from || event.to !== context.filters.to);
    },
    otherLot: ({ context, event }) => {
      assertEvent(event, 'stats.lot');
      return event.parkingId !== context.filters.parkingId;
    },
    otherShop: ({ context, event }) => {
      assertEvent(event, 'stats.shop');
      return event.shopId !== context.filters.shopId;
    },
    someFailed: ({ context }) => context.results.some((r) => r.error !== null),
  },
}).createMachine({
  id: 'platformStats',
  description: "The platform's statistics for a period and filters: six tiles, each exportable.",
  type: 'parallel',
  context: ({ input }) => ({
    today: input.today,
    filters: { ...lastDays(input.today, DEFAULT_STATS_DAYS), parkingId: null, shopId: null },
    results: [],
    error: null,
    choices: null,
    choicesError: null,
    exporting: null,
    exportError: null,
  }),
  invoke: {
    id: 'loadChoices',
    src: 'loadChoices',
    onDone: { actions: assign({ choices: ({ event }) => event.output, choicesError: null }) },
    onError: { actions: assign({ choicesError: ({ event }) => toApiError(event.error).message }) },
  },
  states: {
    tiles: {
      description: 'The tiles of the period and filters: a change reads them all again, the old ones gone.',
      initial: 'loading',
      on: {
        'stats.period': {
          guard: 'newPeriod',
          target: '.loading',
          actions: assign(({ context, event }) => ({ ...startOver, filters: { ...context.filters, from: event.from, to: event.to } })),
        },
        'stats.lot': {
          guard: 'otherLot',
          target: '.loading',
          actions: assign(({ context, event }) => ({ ...startOver, filters: { ...context.filters, parkingId: event.parkingId } })),
        },
        'stats.shop': {
          guard: 'otherShop',
          target: '.loading',
          actions: assign(({ context, event }) => ({ ...startOver, filters: { ...context.filters, shopId: event.shopId } })),
        },
      },
      states: {
        loading: {
          description: 'Every tile is on its way.',
          invoke: {
            id: 'loadTiles',
            src: 'loadTiles',
            input: ({ context }) => context.filters,
            onDone: { target: 'shown', actions: assign({ results: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        shown: {
          description: 'The tiles read; one that could not be read says why, and Retry reads them again.',
          on: { 'stats.retry': { guard: 'someFailed', target: 'loading', actions: assign(startOver) } },
        },
        failed: {
          description: 'No tile could be read: the reason and Retry.',
          on: { 'stats.retry': { target: 'loading', actions: assign(startOver) } },
        },
      },
    },
    export: {
      description: "A tile's report.xlsx for the period and filters shown.",
      initial: 'idle',
      states: {
        idle: {
          description: 'No export runs; the last one that failed says why.',
          on: { 'stats.export': { target: 'exporting', actions: assign({ exporting: ({ event }) => event.tile, exportError: null }) } },
        },
        exporting: {
          description: 'The file is written and downloaded; no second export starts meanwhile.',
          invoke: {
            id: 'exportTile',
            src: 'exportTile',
            input: ({ context, event }) => {
              assertEvent(event, 'stats.export');
              return { tile: event.tile, filters: context.filters };
            },
            onDone: { target: 'idle', actions: assign({ exporting: null }) },
            onError: { target: 'idle', actions: assign({ exporting: null, exportError: ({ event }) => toApiError(event.error).message }) },
          },
        },
      },
    },
  },
});
