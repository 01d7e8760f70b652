// The special-rate wizard (spec 2 "Special rates screen", "Wizard behaviour", §4): three steps in order, map
// (an access, or All = -1), rules (name, tariff type, courtesy) and dates. Next is refused until the step is
// valid; visited steps can be revisited and going forward validates first. The last step saves; on success the
// wizard ends with `saved` (the parent refreshes its table), on failure it stays on the dates with every field.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SpecialRateBody } from '../../contracts/rates.struct';
import { toApiError } from '../../services/http';
import { fetchAccesses, fetchAccessMap } from '../../services/access.api';
import { saveSpecialRate } from '../../services/rates.api';
import {
  ALL_ACCESSES,
  datesAreValid,
  defaultRules,
  firstDateRow,
  nextDateRow,
  recheckRows,
  rowProblem,
  rulesProblems,
  savedRow,
  toSpecialRateBody,
  type RulesValues,
} from './special-rate-rules';
import {
  STEPS,
  type LoadAccessesOutput,
  type SaveSpecialRateOutput,
  type SpecialRateWizardContext,
  type SpecialRateWizardEvent,
  type SpecialRateWizardInput,
  type WizardStep,
} from './special-rate-wizard.types';

async function loadAccesses(lotId: number): Promise<LoadAccessesOutput> {
  const accesses = await fetchAccesses(lotId);
  const paths = [...new Set(accesses.map((a) => a.map))];
  const drawings = await Promise.all(paths.map((p) => fetchAccessMap(p)));
  return { accesses, maps: Object.fromEntries(paths.map((p, i) => [p, drawings[i]])) };
}

export const accessIsChosen = (context: Pick<SpecialRateWizardContext, 'access' | 'accesses'>): boolean =>
  context.access === ALL_ACCESSES || (context.access !== null && context.accesses.some((a) => a.id === context.access));

const rulesOf = (context: SpecialRateWizardContext, event: { rules?: RulesValues }): RulesValues => event.rules ?? context.rules;

/** Whether step `index` is valid with the rules given (the form's current values when on the rule step). */
function stepIsValid(context: SpecialRateWizardContext, index: number, rules: RulesValues): boolean {
  if (index === 0) return accessIsChosen(context);
  if (index === 1) return rulesProblems(rules).length === 0;
  return datesAreValid(context.dates);
}

/** A visited step can be revisited; moving forward validates every step on the way. */
function canGoTo(context: SpecialRateWizardContext, from: WizardStep, to: WizardStep, rules: RulesValues): boolean {
  const a = STEPS.indexOf(from);
  const b = STEPS.indexOf(to);
  if (b === a || b > context.furthest) return false;
  for (let i = a; i < b; i++) if (!stepIsValid(context, i, rules)) return false;
  return true;
}

const close = { target: '#specialRateWizard.closed', actions: 'close' } as const;

export const specialRateWizardMachine = setup({
  types: {
    context: {} as SpecialRateWizardContext,
    events: {} as SpecialRateWizardEvent,
    input: {} as SpecialRateWizardInput,
  },
  actors: {
    loadAccesses: fromPromise<LoadAccessesOutput, { lotId: number }>(({ input }) => loadAccesses(input.lotId)),
    saveSpecialRate: fromPromise<SaveSpecialRateOutput, { lotId: number; id: number | null; body: SpecialRateBody }>(({ input }) =>
      saveSpecialRate(input.lotId, input.body, input.id),
    ),
  },
  actions: {
    notify: (_, _params: { message: string | null }) => {},
    /** The rate is saved: the parent closes the wizard and refreshes its table with the answer's list. */
    saved: (_, _params: SaveSpecialRateOutput) => {},
    /** The user closed the wizard without saving. */
    close: () => {},
  },
  guards: {
    accessIsChosen: ({ context }) => accessIsChosen(context),
    rulesAreValid: ({ context, event }) => {
      assertEvent(event, 'wizard.next');
      return rulesProblems(rulesOf(context, event)).length === 0;
    },
    canGoTo: ({ context, event }, params: { from: WizardStep; to: WizardStep }) => {
      assertEvent(event, 'wizard.goTo');
      return event.step === params.to && canGoTo(context, params.from, params.to, rulesOf(context, event));
    },
    knownAccess: ({ context, event }) => {
      assertEvent(event, 'wizard.selectAccess');
      return event.access === ALL_ACCESSES || context.accesses.some((a) => a.id === event.access);
    },
    canFinish: ({ context }) => accessIsChosen(context) && rulesProblems(context.rules).length === 0 && datesAreValid(context.dates),
    rowExists: ({ context, event }) => {
      assertEvent(event, ['dates.remove', 'dates.change', 'dates.saveRow']);
      return event.index >= 0 && event.index < context.dates.length;
    },
    canRemoveRow: ({ context, event }) => {
      assertEvent(event, 'dates.remove');
      return context.dates.length > 1 && event.index >= 0 && event.index < context.dates.length;
    },
    rowIsEdited: ({ context, event }) => {
      assertEvent(event, 'dates.saveRow');
      return context.dates[event.index]?.edit === true;
    },
  },
}).createMachine({
  id: 'specialRateWizard',
  description: 'Creates or edits one special rate in three steps: map, rules, dates.',
  context: ({ input }) => ({
    lotId: input.lotId,
    today: input.today,
    rateId: input.rate?.id ?? null,
    accesses: [],
    maps: {},
    loadError: null,
    access: input.rate?.access ?? null,
    rules: input.rate?.rules ?? defaultRules(),
    dates: input.rate && input.rate.dates.length > 0 ? recheckRows(input.rate.dates.map(savedRow)) : [firstDateRow(input.today)],
    furthest: input.rate ? 2 : 0,
    error: null,
    fieldErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The accesses and their maps are on their way.',
      on: { 'wizard.close': close },
      invoke: {
        id: 'loadAccesses',
        src: 'loadAccesses',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: { target: 'map', actions: assign({ accesses: ({ event }) => event.output.accesses, maps: ({ event }) => event.output.maps, loadError: null }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => toApiError(event.error).message }) },
      },
    },
    loadFailed: {
      description: 'The accesses could not be read: the message, a retry and close.',
      on: { 'wizard.retry': { target: 'loading', actions: assign({ loadError: null }) }, 'wizard.close': close },
    },
    map: {
      description: 'Step 1: the access on its map, or All Gates. Next needs a choice.',
      on: {
        'wizard.selectAccess': { guard: 'knownAccess', actions: assign({ access: ({ event }) => event.access }) },
        'wizard.next': { guard: 'accessIsChosen', target: 'rules', actions: assign({ furthest: ({ context }) => Math.max(context.furthest, 1) }) },
        'wizard.goTo': [
          { guard: { type: 'canGoTo', params: { from: 'map', to: 'rules' } }, target: 'rules' },
          { guard: { type: 'canGoTo', params: { from: 'map', to: 'dates' } }, target: 'dates' },
        ],
        'wizard.close': close,
      },
    },
    rules: {
      description: 'Step 2: name, tariff type and its amounts, courtesy. Next needs the form to pass.',
      on: {
        'wizard.next': {
          guard: 'rulesAreValid',
          target: 'dates',
          actions: assign({ rules: ({ context, event }) => rulesOf(context, event), furthest: 2 }),
        },
        'wizard.back': { target: 'map', actions: assign({ rules: ({ context, event }) => rulesOf(context, event) }) },
        'wizard.goTo': [
          { guard: { type: 'canGoTo', params: { from: 'rules', to: 'map' } }, target: 'map', actions: assign({ rules: ({ context, event }) => rulesOf(context, event) }) },
          { guard: { type: 'canGoTo', params: { from: 'rules', to: 'dates' } }, target: 'dates', actions: assign({ rules: ({ context, event }) => rulesOf(context, event) }) },
        ],
        'wizard.close': close,
      },
    },
    dates: {
      description: 'Step 3: date ranges. A changed row shows its save icon; saving a row checks overlap. Finish saves.',
      on: {
        'dates.add': { actions: assign({ dates: ({ context }) => recheckRows([...context.dates, nextDateRow(context.dates, context.today)]) }) },
        'dates.remove': { guard: 'canRemoveRow', actions: assign({ dates: ({ context, event }) => recheckRows(context.dates.filter((_, i) => i !== event.index)) }) },
        'dates.change': {
          guard: 'rowExists',
          actions: assign({
            dates: ({ context, event }) =>
              context.dates.map((row, i) => (i === event.index ? { ...row, [event.field]: event.value, edit: true, isValid: false, problem: null } : row)),
          }),
        },
        'dates.saveRow': {
          guard: 'rowIsEdited',
          actions: assign({
            dates: ({ context, event }) => {
              const rows = context.dates.map((row, i) => (i === event.index ? { ...row, edit: false } : row));
              const problem = rowProblem(rows, event.index);
              rows[event.index] = { ...rows[event.index], isValid: problem === null, problem };
              return recheckRows(rows);
            },
          }),
        },
        'wizard.back': { target: 'rules' },
        'wizard.goTo': [
          { guard: { type: 'canGoTo', params: { from: 'dates', to: 'map' } }, target: 'map' },
          { guard: { type: 'canGoTo', params: { from: 'dates', to: 'rules' } }, target: 'rules' },
        ],
        'wizard.finish': { guard: 'canFinish', target: 'saving', actions: assign({ error: null, fieldErrors: {} }) },
        'wizard.close': close,
      },
    },
    saving: {
      description: 'The rate is with the server; the wizard waits with every field as it is.',
      invoke: {
        id: 'saveSpecialRate',
        src: 'saveSpecialRate',
        input: ({ context }) => ({ lotId: context.lotId, id: context.rateId, body: toSpecialRateBody(context.access as number, context.rules, context.dates) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'saved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'dates',
          actions: assign(({ event }) => {
            const error = toApiError(event.error);
            return { error: error.message, fieldErrors: error.errors };
          }),
        },
      },
    },
    saved: { description: 'Saved: the parent closes the wizard and refreshes the table.', type: 'final' },
    closed: { description: 'Closed without saving.', type: 'final' },
  },
});
