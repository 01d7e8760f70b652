// The parking dashboard (spec 2 "Parking dashboard", issue 6): five tiles, each a child chart of its own
// (incomes, peak hours, parking time, average time, cars), and the gate map with the access carousel, all
// kept live by the lot's channel. A count or payment event is handed to the tiles it moves; a gate report
// patches the map in place; after a lost connection everything is read again.
import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { DASHBOARD_TILES } from '../../contracts/dashboard.struct';
import { fetchAccesses, fetchAccessMap } from '../../services/access.api';
import { toApiError } from '../../services/http';
import { channelEvents } from '../../services/realtime';
import { DASHBOARD_EVENTS, dashboardChannel, isGateReport, tilesMovedBy, withGateReport } from './dashboard-rules';
import { dashboardTileMachine } from './dashboard-tile.machine';
import { TILE_ACTORS, type AccessesLoaded, type DashboardContext, type DashboardEvent, type DashboardInput } from './parking-dashboard.types';

async function loadAccesses(lotId: number): Promise<AccessesLoaded> {
  const accesses = await fetchAccesses(lotId);
  const paths = [...new Set(accesses.map((a) => a.map))];
  const drawings = await Promise.all(paths.map((p) => fetchAccessMap(p)));
  return { accesses, maps: Object.fromEntries(paths.map((p, i) => [p, drawings[i]])) };
}

const keepIndex = (index: number, count: number) => Math.min(index, Math.max(0, count - 1));

export const parkingDashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as DashboardInput,
    children: {} as {
      channelEvents: 'channelEvents';
      incomesTile: 'incomesTile';
      peakHoursTile: 'peakHoursTile';
      parkingTimeTile: 'parkingTimeTile';
      averageTimeTile: 'averageTimeTile';
      carsTile: 'carsTile';
    },
  },
  actors: {
    /** The lot's channel: `liveDashboard` fills it in; left as is, the tiles load and stay still. */
    channelEvents: fromCallback<EventObject>(() => {}),
    loadAccesses: fromPromise<AccessesLoaded, { lotId: number }>(({ input }) => loadAccesses(input.lotId)),
    incomesTile: dashboardTileMachine,
    peakHoursTile: dashboardTileMachine,
    parkingTimeTile: dashboardTileMachine,
    averageTimeTile: dashboardTileMachine,
    carsTile: dashboardTileMachine,
  },
  actions: {
    /** Tells each tile the event moves that its figures changed (it gathers a burst into one reload). */
    notifyTiles: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'realtime.event');
      for (const tile of tilesMovedBy(event.event, event.data)) enqueue.sendTo(TILE_ACTORS[tile], { type: 'tile.changed' });
    }),
    reloadTiles: enqueueActions(({ enqueue }) => {
      for (const tile of DASHBOARD_TILES) enqueue.sendTo(TILE_ACTORS[tile], { type: 'tile.reload' });
    }),
    patchGate: assign({
      accesses: ({ context, event }) => {
        assertEvent(event, 'realtime.event');
        return withGateReport(context.accesses, event.event, event.data);
      },
    }),
    showNextAccess: assign({ accessIndex: ({ context }) => (context.accessIndex + 1) % context.accesses.length }),
    showPreviousAccess: assign({ accessIndex: ({ context }) => (context.accessIndex - 1 + context.accesses.length) % context.accesses.length }),
  },
  guards: {
    gateReport: ({ event }) => {
      assertEvent(event, 'realtime.event');
      return isGateReport(event.event, event.data);
    },
    severalAccesses: ({ context }) => context.accesses.length > 1,
  },
}).createMachine({
  id: 'parkingDashboard',
  description: "A lot's dashboard: five tiles and the gate map, live from the lot's channel.",
  type: 'parallel',
  context: ({ input }) => ({ lotId: input.lotId, accesses: [], maps: {}, accessIndex: 0, accessesError: null }),
  states: {
    tiles: {
      description: 'The five tiles, each loading and refreshing on its own; channel events go to the tiles they move.',
      invoke: [
        { id: 'channelEvents', src: 'channelEvents' },
        { id: 'incomesTile', src: 'incomesTile', input: ({ context }) => ({ lotId: context.lotId, tile: 'incomes' }) },
        { id: 'peakHoursTile', src: 'peakHoursTile', input: ({ context }) => ({ lotId: context.lotId, tile: 'peak-hours' }) },
        { id: 'parkingTimeTile', src: 'parkingTimeTile', input: ({ context }) => ({ lotId: context.lotId, tile: 'parking-time' }) },
        { id: 'averageTimeTile', src: 'averageTimeTile', input: ({ context }) => ({ lotId: context.lotId, tile: 'average-time' }) },
        { id: 'carsTile', src: 'carsTile', input: ({ context }) => ({ lotId: context.lotId, tile: 'cars' }) },
      ],
      on: {
        'realtime.event': { actions: 'notifyTiles' },
        'realtime.reconnected': { actions: 'reloadTiles' },
      },
    },
    gates: {
      description: "The lot's accesses with their maps and gates, read once; gate reports patch them in place.",
      initial: 'loading',
      states: {
        loading: {
          description: 'The accesses and their SVG maps are on their way.',
          invoke: {
            id: 'loadAccesses',
            src: 'loadAccesses',
            input: ({ context }) => ({ lotId: context.lotId }),
            onDone: { target: 'ready', actions: assign(({ context, event }) => ({ ...event.output, accessIndex: keepIndex(context.accessIndex, event.output.accesses.length), accessesError: null })) },
            onError: { target: 'failed', actions: assign({ accessesError: ({ event }) => toApiError(event.error).message }) },
          },
        },
        ready: {
          description: 'One access at a time, with previous and next; its gates show their status and barrier.',
          on: {
            'realtime.event': { guard: 'gateReport', actions: 'patchGate' },
            'realtime.reconnected': { target: 'loading' },
            'dashboard.nextAccess': { guard: 'severalAccesses', actions: 'showNextAccess' },
            'dashboard.previousAccess': { guard: 'severalAccesses', actions: 'showPreviousAccess' },
          },
        },
        failed: {
          description: 'The accesses could not be read: the message and a retry. A reconnected channel retries too.',
          on: { 'dashboard.retryAccesses': { target: 'loading' }, 'realtime.reconnected': { target: 'loading' } },
        },
      },
    },
  },
});

/** The dashboard of one lot, hearing that lot's channel. */
export const liveDashboard = (lotId: number) =>
  parkingDashboardMachine.provide({ actors: { channelEvents: channelEvents(dashboardChannel(lotId), DASHBOARD_EVENTS) } });
