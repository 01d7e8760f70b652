// The statistics of shopping to go (issue 19 items 4 and 5): the shop owner's and a manager's landing, and the
// salesman's /history. The figures are read for the period chosen (day, week, month; a failure says why and
// offers Retry) and move live: a store event on the stores' channels (a request, an offer, a sale...) or a
// resubscription after a lost connection reads them again while the old ones stay shown, as does a quiet
// re-read every minute in case an event was missed. A change that comes during a re-read reads once more after it.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { STORE_REQUEST_EVENT, storeChannel, type StatsPeriod } from '../../contracts/shopping.struct';
import { toApiError } from '../../services/http';
import { channelEvents } from '../../services/realtime';
import { fetchStats, type StatsData, type StatsScope } from '../../services/shopping-stats.api';

/** A quiet re-read while the screen shows the figures, in case a store event was missed. */
export const REFRESH_MS = 60_000;

export type ShoppingStatsContext = {
  scope: StatsScope;
  period: StatsPeriod;
  stats: StatsData | null;
  /** Why the figures could not be read (with none shown), or re-read (the old ones stay). */
  error: string | null;
  /** A store event came during a re-read: read once more when it ends. */
  changed: boolean;
};

export type ShoppingStatsInput = { scope: StatsScope };

export type ShoppingStatsEvent =
  | { type: 'stats.period'; period: StatsPeriod }
  | { type: 'stats.retry' }
  | { type: 'realtime.event'; event: string; data: unknown }
  | { type: 'realtime.reconnected' };

export const shoppingStatsMachine = setup({
  types: {
    context: {} as ShoppingStatsContext,
    events: {} as ShoppingStatsEvent,
    input: {} as ShoppingStatsInput,
  },
  actors: {
    loadStats: fromPromise<StatsData, { scope: StatsScope; period: StatsPeriod }>(({ input }) => fetchStats(input.scope, input.period)),
    /** The stores' channels: `liveShoppingStats` fills it in; left as is, the figures move by the re-read alone. */
    storeEvents: fromCallback<EventObject>(() => {}),
  },
  guards: {
    otherPeriod: ({ context, event }) => {
      assertEvent(event, 'stats.period');
      return event.period !== context.period;
    },
    changedMeanwhile: ({ context }) => context.changed,
  },
  delays: { refresh: REFRESH_MS },
}).createMachine({
  id: 'shoppingStats',
  description: 'The figures of a period, moving live.',
  context: ({ input }) => ({ scope: input.scope, period: 'day', stats: null, error: null, changed: false }),
  invoke: { id: 'storeEvents', src: 'storeEvents' },
  initial: 'loading',
  on: {
    'stats.period': { guard: 'otherPeriod', target: '.loading', actions: assign({ period: ({ event }) => event.period, stats: null, error: null, changed: false }) },
  },
  states: {
    loading: {
      description: "The period's figures are on their way.",
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        input: ({ context }) => ({ scope: context.scope, period: context.period }),
        onDone: { target: 'showing', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    loadFailed: {
      description: 'The figures could not be read: the reason and Retry.',
      on: { 'stats.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    showing: {
      description: 'The tiles, the series and the tables; a store event reads them again.',
      on: {
        'realtime.event': { target: 'refreshing' },
        'realtime.reconnected': { target: 'refreshing' },
      },
      after: { refresh: { target: 'refreshing' } },
    },
    refreshing: {
      description: 'The figures are read again; the old ones stay shown.',
      invoke: {
        id: 'loadStats',
        src: 'loadStats',
        input: ({ context }) => ({ scope: context.scope, period: context.period }),
        onDone: [
          { guard: 'changedMeanwhile', target: 'refreshing', reenter: true, actions: assign({ stats: ({ event }) => event.output, error: null, changed: false }) },
          { target: 'showing', actions: assign({ stats: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'showing', actions: assign({ error: ({ event }) => toApiError(event.error).message, changed: false }) },
      },
      on: {
        'realtime.event': { actions: assign({ changed: true }) },
        'realtime.reconnected': { actions: assign({ changed: true }) },
      },
    },
  },
});

/** The statistics hearing the store event on the channels of their stores (docs/realtime.md). */
export const liveShoppingStats = (branchIds: readonly number[]) =>
  shoppingStatsMachine.provide({ actors: { storeEvents: channelEvents(branchIds.map(storeChannel), [STORE_REQUEST_EVENT]) } });
