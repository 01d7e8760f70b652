// The rates screen (spec 2 "Rates screen", §4): loads the lot's fee sets, weekly timeline, configuration,
// accesses and special rates; then the timeline (rate modal, whole-week saves) and the configuration (max rate,
// fractional charge, courtesy) are edited side by side. The fee-set quadrant is its own chart
// (fee-set-editor); the view forwards its refreshed list here with `feeSets.replace`.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { TimelineEntry } from '../../contracts/rates.struct';
import { toApiError } from '../../services/http';
import { fetchAccesses, fetchAccessMap } from '../../services/access.api';
import {
  fetchRatesOverview,
  fetchSpecialRates,
  saveRateConfig,
  saveTimeline,
  type TimelineWeek,
} from '../../services/rates.api';
import { dayProblems, withoutPeriod, withPeriod } from './timeline-rules';
import type {
  LoadRatesOutput,
  OpenPeriod,
  RatesBoardContext,
  RatesBoardEvent,
  RatesBoardInput,
  SaveConfigInput,
  SaveConfigOutput,
  SaveTimelineInput,
  SaveTimelineOutput,
} from './rates-board.types';

export const EMPTY_WEEK: TimelineWeek = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };

async function loadRates(lotId: number): Promise<LoadRatesOutput> {
  const [overview, accesses, specialRates] = await Promise.all([fetchRatesOverview(lotId), fetchAccesses(lotId), fetchSpecialRates(lotId)]);
  const paths = [...new Set(accesses.map((a) => a.map))];
  const drawings = await Promise.all(paths.map((p) => fetchAccessMap(p)));
  return { ...overview, accesses, specialRates, maps: Object.fromEntries(paths.map((p, i) => [p, drawings[i]])) };
}

/** The week the open period's values would make: the period replaced (or added), names from the fee sets. */
function proposedWeek(context: RatesBoardContext, values: { from: string; to: string; feeSetId: number | null }): TimelineWeek {
  const period = context.period as OpenPeriod;
  const entry: TimelineEntry = {
    from: values.from,
    to: values.to,
    fromID: values.feeSetId ?? -1,
    fromName: context.feeSets.find((s) => s.id === values.feeSetId)?.name ?? '',
  };
  return withPeriod(context.week, period.day, period.index, entry);
}

export const ratesBoardMachine = setup({
  types: {
    context: {} as RatesBoardContext,
    events: {} as RatesBoardEvent,
    input: {} as RatesBoardInput,
  },
  actors: {
    loadRates: fromPromise<LoadRatesOutput, { lotId: number }>(({ input }) => loadRates(input.lotId)),
    saveTimeline: fromPromise<SaveTimelineOutput, SaveTimelineInput>(({ input }) => saveTimeline(input.lotId, input.group, input.week)),
    saveConfig: fromPromise<SaveConfigOutput, SaveConfigInput>(({ input }) => saveRateConfig(input.lotId, input.config)),
  },
  actions: {
    /** A success notice; the view fills it in (spec 2 §8: saved rates, Update Config). */
    notify: (_, _params: { message: string | null; kind: 'timeline' | 'config' }) => {},
  },
  guards: {
    periodFits: ({ context, event }) => {
      assertEvent(event, 'timeline.savePeriod');
      if (!context.period || event.feeSetId === null) return false;
      return dayProblems(proposedWeek(context, event), context.period.day, context.schedules, context.feeSets).length === 0;
    },
    editsExistingPeriod: ({ context }) => context.period !== null && context.period.index !== null,
  },
}).createMachine({
  id: 'ratesBoard',
  description: "One lot's rates: fee sets, the weekly timeline, the rate configuration and the accesses.",
  context: ({ input }) => ({
    lotId: input.lotId,
    loadError: null,
    feeSets: [],
    group: null,
    week: EMPTY_WEEK,
    pendingWeek: null,
    schedules: [],
    config: { isFractionaryOff: true, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00', maxRates: [] },
    accesses: [],
    maps: {},
    specialRates: [],
    selectedAccessId: null,
    period: null,
    timelineProblems: [],
    timelineError: null,
    timelineFieldErrors: {},
    configError: null,
    configFieldErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The lot\'s rates, accesses and special rates are on their way; the quadrants show loaders.',
      invoke: {
        id: 'loadRates',
        src: 'loadRates',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            feeSets: event.output.feeSets,
            group: event.output.group,
            week: event.output.week,
            schedules: event.output.schedules,
            config: event.output.config,
            accesses: event.output.accesses,
            maps: event.output.maps,
            specialRates: event.output.specialRates,
            selectedAccessId: event.output.accesses[0]?.id ?? null,
            loadError: null,
          })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => toApiError(event.error).message }) },
      },
    },
    failed: {
      description: 'The rates could not be read: the message and a retry.',
      on: { 'rates.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    ready: {
      description: 'Everything is shown; the timeline and the configuration are edited independently.',
      type: 'parallel',
      on: {
        'access.select': {
          guard: ({ context, event }) => context.accesses.some((a) => a.id === event.accessId),
          actions: assign({ selectedAccessId: ({ event }) => event.accessId }),
        },
        'feeSets.replace': { actions: assign({ feeSets: ({ event }) => event.feeSets }) },
      },
      states: {
        timeline: {
          description: 'The weekly timeline and its rate modal.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The week is shown; a free stretch or a block opens the rate modal.',
              on: {
                'timeline.openGap': {
                  target: 'editing',
                  actions: assign({
                    period: ({ event }) => ({ day: event.day, index: null, from: event.from, to: event.to, feeSetId: null }),
                    timelineProblems: [],
                    timelineError: null,
                    timelineFieldErrors: {},
                  }),
                },
                'timeline.openPeriod': {
                  guard: ({ context, event }) => event.index >= 0 && event.index < context.week[event.day].length,
                  target: 'editing',
                  actions: assign({
                    period: ({ context, event }) => {
                      const entry = context.week[event.day][event.index];
                      return { day: event.day, index: event.index, from: entry.from, to: entry.to, feeSetId: entry.fromID };
                    },
                    timelineProblems: [],
                    timelineError: null,
                    timelineFieldErrors: {},
                  }),
                },
              },
            },
            editing: {
              description: 'The rate modal is open on a free gap or an existing block.',
              on: {
                'timeline.savePeriod': [
                  {
                    guard: { type: 'periodFits' },
                    target: 'saving',
                    actions: assign({
                      pendingWeek: ({ context, event }) => proposedWeek(context, event),
                      timelineProblems: [],
                      timelineError: null,
                      timelineFieldErrors: {},
                    }),
                  },
                  {
                    description: 'Checked here first (checkDay): a refused period is never sent.',
                    actions: assign({
                      timelineProblems: ({ context, event }) => dayProblems(proposedWeek(context, event), (context.period as OpenPeriod).day, context.schedules, context.feeSets),
                    }),
                  },
                ],
                'timeline.removePeriod': {
                  guard: 'editsExistingPeriod',
                  target: 'saving',
                  actions: assign({
                    pendingWeek: ({ context }) => {
                      const period = context.period as OpenPeriod;
                      return withoutPeriod(context.week, period.day, period.index as number);
                    },
                    timelineProblems: [],
                    timelineError: null,
                    timelineFieldErrors: {},
                  }),
                },
                'timeline.cancel': { target: 'idle', actions: assign({ period: null, timelineProblems: [], timelineError: null, timelineFieldErrors: {} }) },
              },
            },
            saving: {
              description: 'The whole week is with the server (every change saves the week); the modal stays open.',
              invoke: {
                id: 'saveTimeline',
                src: 'saveTimeline',
                input: ({ context }) => ({ lotId: context.lotId, group: context.group ?? 0, week: context.pendingWeek ?? context.week }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ week: ({ event }) => event.output.week, pendingWeek: null, period: null }),
                    { type: 'notify', params: ({ event }) => ({ message: event.output.message, kind: 'timeline' as const }) },
                  ],
                },
                onError: {
                  description: 'Refused (422 overlap, hours, rate) or failed: the saved week stays, the modal shows why.',
                  target: 'editing',
                  actions: assign(({ event }) => {
                    const error = toApiError(event.error);
                    return { pendingWeek: null, timelineError: error.message, timelineFieldErrors: error.errors };
                  }),
                },
              },
            },
          },
        },
        config: {
          description: 'Max rate, fractional charge and courtesy.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The configuration form is shown.',
              on: { 'config.save': { target: 'saving', actions: assign({ configError: null, configFieldErrors: {} }) } },
            },
            saving: {
              description: 'The configuration is with the server.',
              invoke: {
                id: 'saveConfig',
                src: 'saveConfig',
                input: ({ context, event }) => {
                  assertEvent(event, 'config.save');
                  return { lotId: context.lotId, config: event.config };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ config: ({ event }) => event.output.config }),
                    { type: 'notify', params: ({ event }) => ({ message: event.output.message, kind: 'config' as const }) },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ event }) => {
                    const error = toApiError(event.error);
                    return { configError: error.message, configFieldErrors: error.errors };
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
});
