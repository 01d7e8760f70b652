// The oracle of the rates screen's chart (spec 2 "Rates screen", §4 "Timeline", "Max-rate periods"), written
// from the spec: what the load brings, the rate modal on a free gap or an existing block, the day's checks
// before anything is sent, the whole week saved with the period put in or taken out, the configuration saved
// beside it. Used by tests/model/rates-board.paths.test.ts and the screen's replays.
import { expect } from 'vitest';
import type { FeeSet } from '../../../src/domain/tariff';
import { ratesBoardMachine } from '../../../src/machines/rates-board/rates-board.machine';
import type { LoadRatesOutput, OpenPeriod, RatesBoardContext, RatesBoardEvent, SaveConfigOutput, SaveTimelineOutput } from '../../../src/machines/rates-board/rates-board.types';
import { ApiError } from '../../../src/services/http';
import type { ConfigForm, TimelineWeek } from '../../../src/services/rates.api';
import type { ChartSnapshot, Done, Failure, OracleOf } from '../chart/chart-oracle';
import { leavesOf } from '../chart/chart-oracle';

type Ctx = RatesBoardContext;
type On<T extends RatesBoardEvent['type']> = Extract<RatesBoardEvent, { type: T }>;

export const general: FeeSet = { id: 11, name: 'Tarifa general', rules: [{ qty: 1, unit: 'hour', price: 2500 }, { qty: 30, unit: 'minute', price: 1000 }] };
export const sunday: FeeSet = { id: 12, name: 'Tarifa domingo', rules: [{ qty: 1, unit: 'hour', price: 1500 }] };
/** A set the timeline does not use, whose id is 1: a period without a rate must not pass for it. */
export const night: FeeSet = { id: 1, name: 'Tarifa nocturna', rules: [{ qty: 1, unit: 'hour', price: 3000 }] };
export const week = (): TimelineWeek => ({
  0: [{ from: '09:00', to: '21:00', fromID: 12, fromName: 'Tarifa domingo' }],
  1: [{ from: '07:00', to: '23:00', fromID: 11, fromName: 'Tarifa general' }],
  2: [],
  3: [],
  4: [],
  5: [],
  6: [],
});
export const schedules = [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 0 ? { day, start: '09:00', end: '21:00' } : { day, start: '07:00', end: '23:00' }));
export const loaded: LoadRatesOutput = {
  feeSets: [general, sunday, night],
  group: 1,
  week: week(),
  schedules,
  config: { isFractionaryOff: true, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:15', maxRates: [{ unit: 'day', price: 12000 }] },
  accesses: [
    { id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [] },
    { id: 2, name: 'Acceso Sur', map: '/maps/access-b.svg', gates: [] },
  ],
  maps: { '/maps/access-a.svg': '<svg/>', '/maps/access-b.svg': null },
  specialRates: [],
};
export const savedWeek: TimelineWeek = { ...week(), 2: [{ from: '08:00', to: '12:00', fromID: 11, fromName: 'Tarifa general' }] };
export const configForm: ConfigForm = { isFractionaryOff: false, isCourtesy: true, isCourtesyAllMinutes: true, timeCourtesy: '00:10', maxRate: [{ unit: 'day', price: '150.00' }] };
export const refusal = new ApiError('The given data was invalid.', 422, { 'times_configs.2.0': ['The periods overlap.'] });
export const configRefusal = new ApiError('The given data was invalid.', 422, { 'maxRate.1.unit': ['Each period can be used once.'] });

type Period = { from: string; to: string; feeSetId: number | null };
const opened = (c: Ctx) => c.period as OpenPeriod;
/** The day's checks (spec 2 §4): a known rate, from before to, within the opening hours, no overlap with the day's other periods. */
function problemOf(c: Ctx, p: Period): string | null {
  const { day, index } = opened(c);
  if (!(p.from < p.to)) return 'fromBeforeTo';
  if (p.feeSetId === null || !c.feeSets.some((s) => s.id === p.feeSetId)) return 'unknownFeeSet';
  const hours = c.schedules.find((s) => s.day === day);
  if (hours && (p.from < hours.start || p.to > hours.end)) return 'outsideSchedule';
  const others = c.week[day].filter((_, i) => i !== index);
  return others.some((o) => o.from < p.to && p.from < o.to) ? 'overlap' : null;
}
/** The week the modal would save: the period put in (or replacing the block it opened on), each day in time order. */
function proposed(c: Ctx, p: Period): TimelineWeek {
  const { day, index } = opened(c);
  const entry = { from: p.from, to: p.to, fromID: p.feeSetId ?? -1, fromName: c.feeSets.find((s) => s.id === p.feeSetId)?.name ?? '' };
  const list = index === null ? [...c.week[day], entry] : c.week[day].map((e, i) => (i === index ? entry : e));
  return { ...c.week, [day]: list.sort((a, b) => a.from.localeCompare(b.from)) };
}
const cleared = { timelineProblems: [], timelineError: null, timelineFieldErrors: {} };

// The board's two regions multiply its states: the side events are offered only while both regions rest, a
// configuration save only while the timeline rests, and the answers carry the loaded values back.
type Snap = ChartSnapshot<Ctx>;
const at = (s: Snap, state: string) => leavesOf(s.value).includes(state);
const resting = (s: Snap) => at(s, 'ready.timeline.idle') && at(s, 'ready.config.idle');

export const ratesBoardOracle: OracleOf<typeof ratesBoardMachine> = {
  name: 'rates-board',
  machine: ratesBoardMachine,
  input: { lotId: 1 },
  // A lot without accesses is only loaded: what follows is the same as with them.
  events: (s) => (s.value !== 'loading' && s.value !== 'failed' && s.context.accesses.length === 0 ? [] : [
    { type: 'xstate.done.actor.loadRates', output: loaded },
    // A lot without accesses: no map to show.
    { type: 'xstate.done.actor.loadRates', output: { ...loaded, accesses: [], maps: {} } },
    { type: 'xstate.error.actor.loadRates', error: new ApiError('Network error') },
    { type: 'rates.retry' },
    ...(resting(s) ? [{ type: 'access.select', accessId: 2 } as const, { type: 'access.select', accessId: 9 } as const, { type: 'feeSets.replace' as const, feeSets: [general, sunday] }] : []),
    { type: 'timeline.openGap', day: 2, from: '07:00', to: '23:00' },
    { type: 'timeline.openPeriod', day: 1, index: 0 },
    { type: 'timeline.openPeriod', day: 1, index: 1 },
    { type: 'timeline.openPeriod', day: 1, index: -1 },
    { type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: 11 },
    { type: 'timeline.savePeriod', from: '13:00', to: '15:00', feeSetId: 12 },
    { type: 'timeline.savePeriod', from: '12:00', to: '08:00', feeSetId: 11 },
    { type: 'timeline.savePeriod', from: '08:00', to: '12:00', feeSetId: null },
    { type: 'timeline.removePeriod' },
    { type: 'timeline.cancel' },
    { type: 'xstate.done.actor.saveTimeline', output: { week: week(), message: 'Saved.' } },
    { type: 'xstate.error.actor.saveTimeline', error: refusal },
    ...(at(s, 'ready.timeline.idle') ? [{ type: 'config.save', config: configForm } as const] : []),
    { type: 'xstate.done.actor.saveConfig', output: { config: loaded.config, message: 'Saved.' } },
    { type: 'xstate.error.actor.saveConfig', error: configRefusal },
  ]),
  initialContext: (input) => ({
    lotId: input.lotId,
    loadError: null,
    feeSets: [],
    group: null,
    week: { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] },
    pendingWeek: null,
    schedules: [],
    config: { isFractionaryOff: true, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00', maxRates: [] },
    accesses: [],
    maps: {},
    specialRates: [],
    selectedAccessId: null,
    period: null,
    ...cleared,
    configError: null,
    configFieldErrors: {},
  }),
  guards: {
    'ready access.select': (c, e: On<'access.select'>) => c.accesses.some((a) => a.id === e.accessId),
    'ready.timeline.idle timeline.openPeriod': (c, e: On<'timeline.openPeriod'>) => e.index >= 0 && e.index < c.week[e.day].length,
    periodFits: (c, e: On<'timeline.savePeriod'>) => problemOf(c, e) === null,
    editsExistingPeriod: (c) => c.period !== null && c.period.index !== null,
  },
  effects: {
    // The first access is shown on the map.
    'loading xstate.done.actor.loadRates': (_c, e: Done<LoadRatesOutput>) => ({ ...e.output, selectedAccessId: e.output.accesses[0]?.id ?? null, loadError: null }),
    'loading xstate.error.actor.loadRates': (_c, e: Failure<ApiError>) => ({ loadError: e.error.message }),
    'failed rates.retry': () => ({ loadError: null }),
    'ready access.select': (_c, e: On<'access.select'>) => ({ selectedAccessId: e.accessId }),
    'ready feeSets.replace': (_c, e: On<'feeSets.replace'>) => ({ feeSets: e.feeSets }),
    'ready.timeline.idle timeline.openGap': (_c, e: On<'timeline.openGap'>) => ({ period: { day: e.day, index: null, from: e.from, to: e.to, feeSetId: null }, ...cleared }),
    'ready.timeline.idle timeline.openPeriod': (c, e: On<'timeline.openPeriod'>) => {
      const block = c.week[e.day][e.index];
      return { period: { day: e.day, index: e.index, from: block.from, to: block.to, feeSetId: block.fromID }, ...cleared };
    },
    'ready.timeline.editing timeline.savePeriod [periodFits]': (c, e: On<'timeline.savePeriod'>) => ({ pendingWeek: proposed(c, e), ...cleared }),
    // Refused here: the modal shows why (the day's problems), nothing is sent.
    'ready.timeline.editing timeline.savePeriod [—]': (c, e: On<'timeline.savePeriod'>) => ({
      timelineProblems: expect.arrayContaining([expect.objectContaining({ code: problemOf(c, e) })]) as never,
    }),
    'ready.timeline.editing timeline.removePeriod': (c) => {
      const { day, index } = opened(c);
      return { pendingWeek: { ...c.week, [day]: c.week[day].filter((_, i) => i !== index) }, ...cleared };
    },
    'ready.timeline.editing timeline.cancel': () => ({ period: null, ...cleared }),
    // The shown week changes only once the server has saved it.
    'ready.timeline.saving xstate.done.actor.saveTimeline': (_c, e: Done<SaveTimelineOutput>) => ({ week: e.output.week, pendingWeek: null, period: null }),
    'ready.timeline.saving xstate.error.actor.saveTimeline': (_c, e: Failure<ApiError>) => ({ pendingWeek: null, timelineError: e.error.message, timelineFieldErrors: e.error.errors }),
    'ready.config.idle config.save': () => ({ configError: null, configFieldErrors: {} }),
    'ready.config.saving xstate.done.actor.saveConfig': (_c, e: Done<SaveConfigOutput>) => ({ config: e.output.config }),
    'ready.config.saving xstate.error.actor.saveConfig': (_c, e: Failure<ApiError>) => ({ configError: e.error.message, configFieldErrors: e.error.errors }),
  },
  states: {
    loading: (c) => expect(c.loadError).toBeNull(),
    failed: (c) => expect(c.loadError).toEqual(expect.any(String)),
    ready: (c) => {
      expect(c.loadError).toBeNull();
      expect(c.selectedAccessId === null ? c.accesses.length === 0 : c.accesses.some((a) => a.id === c.selectedAccessId)).toBe(true);
    },
    'ready.timeline.idle': (c) => expect([c.period, c.pendingWeek]).toEqual([null, null]),
    'ready.timeline.editing': (c) => {
      expect(c.period).not.toBeNull();
      expect(c.pendingWeek).toBeNull();
    },
    'ready.timeline.saving': (c) => {
      expect(c.period).not.toBeNull();
      expect(c.pendingWeek).not.toBeNull();
      expect(c.timelineProblems).toEqual([]);
    },
    'ready.config': (c) => expect(c.config.maxRates.length).toBeLessThanOrEqual(4),
    'ready.config.saving': (c) => expect([c.configError, c.configFieldErrors]).toEqual([null, {}]),
  },
  params: {
    notify: (_c, e: Done<{ message: string | null }>) => ({ message: e.output.message, kind: e.type === 'xstate.done.actor.saveTimeline' ? 'timeline' : 'config' }),
  },
  invokes: {
    loadRates: (c) => ({ lotId: c.lotId }),
    // Every change saves the whole week of the timeline's group.
    saveTimeline: (c) => ({ lotId: c.lotId, group: c.group, week: c.pendingWeek }),
    saveConfig: (c, e: On<'config.save'>) => ({ lotId: c.lotId, config: e.config }),
  },
};
