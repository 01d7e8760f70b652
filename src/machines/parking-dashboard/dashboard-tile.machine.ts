// One tile of the parking dashboard (incomes, peak hours, parking time, average time or cars): its figures
// for its own period, loaded on their own, reloaded when the lot channel says they moved. A burst of events
// (20 cars in a second) becomes one reload: the first change waits a short pause, the rest join it.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { toApiError } from '../../services/http';
import { fetchAverageTime, fetchCars, fetchIncomes, fetchParkingTime, fetchPeakHours } from '../../services/dashboard.api';
import type { LoadTileInput, TileContext, TileData, TileEvent, TileInput } from './parking-dashboard.types';

/** The pause that gathers a burst of channel events into one reload. */
export const COALESCE_MS = 700;

async function loadTile({ lotId, tile, period }: LoadTileInput): Promise<TileData> {
  switch (tile) {
    case 'incomes':
      return { tile, value: await fetchIncomes(lotId, period) };
    case 'peak-hours':
      return { tile, value: await fetchPeakHours(lotId, period) };
    case 'parking-time':
      return { tile, value: await fetchParkingTime(lotId, period) };
    case 'average-time':
      return { tile, value: await fetchAverageTime(lotId, period) };
    case 'cars':
      return { tile, value: await fetchCars(lotId, period) };
  }
}

const loadInput = ({ context }: { context: TileContext }): LoadTileInput => ({ lotId: context.lotId, tile: context.tile, period: context.period });

export const dashboardTileMachine = setup({
  types: {
    context: {} as TileContext,
    events: {} as TileEvent,
    input: {} as TileInput,
  },
  actors: {
    loadTile: fromPromise<TileData, LoadTileInput>(({ input }) => loadTile(input)),
  },
  delays: { coalesce: COALESCE_MS },
  actions: {
    setPeriod: assign(({ event }) => {
      assertEvent(event, 'tile.period');
      return { period: event.period, data: null, error: null, outdated: false };
    }),
    markOutdated: assign({ outdated: true }),
  },
  guards: {
    newPeriod: ({ context, event }) => {
      assertEvent(event, 'tile.period');
      return event.period !== context.period;
    },
    outdated: ({ context }) => context.outdated,
  },
}).createMachine({
  id: 'dashboardTile',
  description: "One dashboard tile: its figures for its period, kept in step with the lot's channel.",
  context: ({ input }) => ({ lotId: input.lotId, tile: input.tile, period: 'day', data: null, error: null, outdated: false }),
  initial: 'loading',
  on: {
    'tile.period': { guard: 'newPeriod', target: '.loading', reenter: true, actions: 'setPeriod' },
  },
  states: {
    loading: {
      description: "The period's figures are on their way (a skeleton); a change heard meanwhile means one more read after.",
      on: {
        'tile.changed': { actions: 'markOutdated' },
        'tile.reload': { actions: 'markOutdated' },
      },
      invoke: {
        id: 'loadTile',
        src: 'loadTile',
        input: loadInput,
        onDone: [
          { guard: 'outdated', target: 'ready.waiting', actions: assign(({ event }) => ({ data: event.output, error: null, outdated: false })) },
          { target: 'ready.idle', actions: assign(({ event }) => ({ data: event.output, error: null, outdated: false })) },
        ],
        // A change heard before the failure is read by the retry: no second read after it.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message, outdated: false }) },
      },
    },
    ready: {
      description: 'The figures are shown.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Up to date as far as the channel tells.',
          on: { 'tile.changed': { target: 'waiting' }, 'tile.reload': { target: 'waiting' } },
        },
        waiting: {
          description: 'The figures moved: a short pause gathers the rest of the burst into one reload.',
          after: { coalesce: { target: 'refreshing' } },
        },
        refreshing: {
          description: 'The figures are read again while the last ones stay on screen.',
          on: {
            'tile.changed': { actions: 'markOutdated' },
            'tile.reload': { actions: 'markOutdated' },
          },
          invoke: {
            id: 'loadTile',
            src: 'loadTile',
            input: loadInput,
            onDone: [
              { guard: 'outdated', target: 'waiting', actions: assign(({ event }) => ({ data: event.output, outdated: false })) },
              { target: 'idle', actions: assign(({ event }) => ({ data: event.output, outdated: false })) },
            ],
            onError: { target: '#dashboardTile.failed', actions: assign({ error: ({ event }) => toApiError(event.error).message, outdated: false }) },
          },
        },
      },
    },
    failed: {
      description: 'The figures could not be read: the message and a retry. A reconnected channel retries too.',
      on: { 'tile.retry': { target: 'loading' }, 'tile.reload': { target: 'loading' } },
    },
  },
});
