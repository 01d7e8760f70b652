// The pension dashboard (spec 2 §2-4, §7, §9): the period's pension events, 50 a page, newest first, with
// the infinite scroll asking for the page before the last one shown; the totals (pension entrances, general
// entries); the lot's gate map; an event's picture in a modal. The lot's channel keeps it live: a car event
// reads the newest page again (new events on top), a gate report patches the map, and a reconnection reloads.
// A car event that arrives while a page is on its way marks the list stale: one more read follows.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { is } from 'superstruct';
import { BarrierPayload, CarCountPayload, GateStatusPayload, type PensionTotals } from '../../contracts/pension-dashboard.struct';
import { fetchAccesses, fetchAccessMap } from '../../services/access.api';
import { toApiError } from '../../services/http';
import { fetchPensionEvents, fetchPensionImage } from '../../services/pension-dashboard.api';
import { listenTo } from '../../services/realtime';
import { appendPage, mergeNewest, patchGate } from './pension-dashboard.rules';
import type {
  ImageView,
  LoadAccessesOutput,
  LoadImageInput,
  LoadPageInput,
  LoadPageOutput,
  PensionDashboardContext,
  PensionDashboardEvent,
  PensionDashboardInput,
} from './pension-dashboard.types';

const CHANNEL_EVENTS = ['UpdateCountCarPension', 'UpdateCountCarGeneral', 'UpdateGateStatus', 'NewGateStatus'] as const;
const lotChannelName = (lotId: number) => `private-dashboard.${lotId}`;
const NO_TOTALS: PensionTotals = { general: { total: 0 }, pensions: { total: 0 } };

async function loadAccesses(lotId: number): Promise<LoadAccessesOutput> {
  const accesses = await fetchAccesses(lotId);
  const paths = [...new Set(accesses.map((a) => a.map))];
  const drawings = await Promise.all(paths.map((p) => fetchAccessMap(p)));
  return { accesses, maps: Object.fromEntries(paths.map((p, i) => [p, drawings[i]])) };
}

/** The modal's view of a loaded event, the picture still to come; null for an event not in the list. */
function imageOf(context: PensionDashboardContext, id: number): ImageView | null {
  const event = context.events.find((e) => e.id === id);
  return event ? { event, picture: null } : null;
}

/** A realtime event that changes the list or the totals: any pension car event, a general entry. */
function isCarEvent(event: PensionDashboardEvent): boolean {
  if (event.type !== 'realtime.event' || !is(event.data, CarCountPayload)) return false;
  return event.event === 'UpdateCountCarPension' || (event.event === 'UpdateCountCarGeneral' && event.data.direction === 'in');
}

export const pensionDashboardMachine = setup({
  types: {
    context: {} as PensionDashboardContext,
    events: {} as PensionDashboardEvent,
    input: {} as PensionDashboardInput,
  },
  actors: {
    loadPage: fromPromise<LoadPageOutput, LoadPageInput>(({ input }) => fetchPensionEvents(input.lotId, input.period, input.last)),
    loadAccesses: fromPromise<LoadAccessesOutput, { lotId: number }>(({ input }) => loadAccesses(input.lotId)),
    loadImage: fromPromise<string | null, LoadImageInput>(({ input }) => fetchPensionImage(input.lotId, input.image)),
    /** The lot's channel, its events sent to the chart; the release leaves it. */
    lotChannel: fromCallback<EventObject, { lotId: number }>(({ input, sendBack }) => listenTo(lotChannelName(input.lotId), CHANNEL_EVENTS, sendBack)),
  },
  actions: {
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    openImage: assign({
      image: ({ context, event }) => {
        assertEvent(event, 'pensionDashboard.openImage');
        return imageOf(context, event.id);
      },
    }),
    setPeriod: assign(({ event }) => {
      assertEvent(event, 'pensionDashboard.period');
      return { period: event.period, events: [], totals: NO_TOTALS, last: null, error: null };
    }),
    patchGateStatus: assign({
      accesses: ({ context, event }) => {
        assertEvent(event, 'realtime.event');
        return is(event.data, GateStatusPayload) ? patchGate(context.accesses, event.data.gate_id, { status: event.data.status }) : context.accesses;
      },
    }),
    patchBarrier: assign({
      accesses: ({ context, event }) => {
        assertEvent(event, 'realtime.event');
        return is(event.data, BarrierPayload) ? patchGate(context.accesses, event.data.gate_id, { barrier: event.data.barrier }) : context.accesses;
      },
    }),
  },
  guards: {
    isCarEvent: ({ event }) => isCarEvent(event),
    isGateStatus: ({ event }) => event.type === 'realtime.event' && event.event === 'UpdateGateStatus' && is(event.data, GateStatusPayload),
    isBarrier: ({ event }) => event.type === 'realtime.event' && event.event === 'NewGateStatus' && is(event.data, BarrierPayload),
    isStale: ({ context }) => context.stale,
    hasMore: ({ context }) => context.last !== null,
    otherPeriod: ({ context, event }) => {
      assertEvent(event, 'pensionDashboard.period');
      return event.period !== context.period;
    },
    withImage: ({ context, event }) => {
      assertEvent(event, 'pensionDashboard.openImage');
      return imageOf(context, event.id)?.event.image != null;
    },
    knownEvent: ({ context, event }) => {
      assertEvent(event, 'pensionDashboard.openImage');
      return imageOf(context, event.id) !== null;
    },
    hasPicture: (_, params: { picture: string | null }) => params.picture !== null,
  },
}).createMachine({
  id: 'pensionDashboard',
  description: "The lot's pension events, totals and gate map for a period, kept live by the lot's channel.",
  type: 'parallel',
  context: ({ input }) => ({
    lotId: input.lotId,
    period: input.period ?? 'day',
    events: [],
    totals: NO_TOTALS,
    last: null,
    stale: false,
    search: '',
    error: null,
    accesses: [],
    maps: {},
    image: null,
  }),
  invoke: { id: 'lotChannel', src: 'lotChannel', input: ({ context }) => ({ lotId: context.lotId }) },
  on: {
    'pensionDashboard.search': { actions: assign({ search: ({ event }) => event.text }) },
    'realtime.event': [
      { guard: 'isGateStatus', actions: 'patchGateStatus' },
      { guard: 'isBarrier', actions: 'patchBarrier' },
    ],
  },
  states: {
    events: {
      description: 'The events list and the totals of the period.',
      initial: 'loading',
      // Only this region starts over: a re-entering transition from a region of a parallel chart would leave and
      // enter the whole chart, reading the gate map again and closing the picture.
      on: { 'pensionDashboard.period': { guard: 'otherPeriod', target: '.loading', actions: 'setPeriod' } },
      states: {
        loading: {
          description: "The period's newest page and totals are on their way.",
          entry: 'clearStale',
          on: { 'realtime.event': { guard: 'isCarEvent', actions: 'markStale' }, 'realtime.reconnected': { actions: 'markStale' } },
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ lotId: context.lotId, period: context.period, last: null }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ events: event.output.data, totals: event.output.totals, last: event.output.last, error: null })) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        failed: {
          description: 'The first page could not be read: the message and a retry.',
          on: { 'pensionDashboard.retry': { target: 'loading' } },
        },
        ready: {
          description: 'The loaded events; the end of the list asks for the page before the last one while there is one.',
          always: { guard: 'isStale', target: 'refreshing' },
          on: {
            'pensionDashboard.more': { guard: 'hasMore', target: 'loadingMore' },
            'realtime.event': { guard: 'isCarEvent', target: 'refreshing' },
            'realtime.reconnected': { target: 'refreshing' },
          },
        },
        loadingMore: {
          description: 'The page before the last event shown is on its way.',
          on: { 'realtime.event': { guard: 'isCarEvent', actions: 'markStale' }, 'realtime.reconnected': { actions: 'markStale' } },
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ lotId: context.lotId, period: context.period, last: context.last }),
            onDone: { target: 'ready', actions: assign(({ context, event }) => ({ events: appendPage(context.events, event.output.data), last: event.output.last, error: null })) },
            onError: { target: 'moreFailed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        moreFailed: {
          description: 'The next page could not be read: the loaded events stay, with the message and a retry.',
          on: {
            'pensionDashboard.retry': { target: 'loadingMore' },
            'pensionDashboard.more': { target: 'loadingMore' },
            'realtime.event': { guard: 'isCarEvent', target: 'refreshing' },
            'realtime.reconnected': { target: 'refreshing' },
          },
        },
        refreshing: {
          description: 'Something happened on the lot: the newest page and the totals are read again; new events go on top.',
          entry: 'clearStale',
          on: { 'realtime.event': { guard: 'isCarEvent', actions: 'markStale' }, 'realtime.reconnected': { actions: 'markStale' } },
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ lotId: context.lotId, period: context.period, last: null }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({ ...mergeNewest(context.events, context.last, event.output.data, event.output.last), totals: event.output.totals, error: null })),
            },
            // The shown events stay; the one failure handler already told the user.
            onError: { target: 'ready' },
          },
        },
      },
    },
    accesses: {
      description: "The lot's accesses and their maps, read once (again after a reconnection: statuses may have been missed).",
      initial: 'loading',
      states: {
        loading: {
          description: 'The accesses and their SVG maps are on their way.',
          invoke: {
            id: 'loadAccesses',
            src: 'loadAccesses',
            input: ({ context }) => ({ lotId: context.lotId }),
            onDone: { target: 'ready', actions: assign(({ event }) => ({ accesses: event.output.accesses, maps: event.output.maps })) },
            onError: { target: 'failed' },
          },
        },
        ready: {
          description: 'The gate map, patched in place by gate reports.',
          on: { 'realtime.reconnected': { target: 'loading' } },
        },
        failed: {
          description: 'The accesses could not be read: the map tile says so and offers a retry.',
          on: { 'pensionDashboard.retry': { target: 'loading' }, 'realtime.reconnected': { target: 'loading' } },
        },
      },
    },
    image: {
      description: "An event's picture in a modal.",
      initial: 'closed',
      states: {
        closed: {
          description: 'No modal.',
          on: {
            'pensionDashboard.openImage': [
              { guard: 'withImage', target: 'loading', actions: 'openImage' },
              { guard: 'knownEvent', target: 'missing', actions: 'openImage' },
            ],
          },
        },
        loading: {
          description: 'The picture is on its way.',
          on: { 'pensionDashboard.closeImage': { target: 'closed', actions: assign({ image: null }) } },
          invoke: {
            id: 'loadImage',
            src: 'loadImage',
            input: ({ context }) => ({ lotId: context.lotId, image: context.image?.event.image ?? '' }),
            onDone: [
              { guard: { type: 'hasPicture', params: ({ event }) => ({ picture: event.output }) }, target: 'shown', actions: assign({ image: ({ context, event }) => (context.image ? { ...context.image, picture: event.output } : null) }) },
              { target: 'missing' },
            ],
            onError: { target: 'missing' },
          },
        },
        shown: {
          description: 'The picture.',
          on: { 'pensionDashboard.closeImage': { target: 'closed', actions: assign({ image: null }) } },
        },
        missing: {
          description: "The event has no picture that can be shown: 'Image not Available' (spec 2 §5, §8).",
          on: { 'pensionDashboard.closeImage': { target: 'closed', actions: assign({ image: null }) } },
        },
      },
    },
  },
});
