// The oracle of the special-rate wizard's chart (spec 2 "Wizard behaviour", §4 "Special rate wizard", "Date
// row"), written from the spec: which step may be reached, what each step keeps, how date rows are added and
// checked, and the body sent. Used by tests/model/special-rate-wizard.paths.test.ts and the view's replays.
import { expect } from 'vitest';
import type { Access } from '../../../src/contracts/access.struct';
import type { SpecialRateItem } from '../../../src/contracts/rates.struct';
import type { DateRow, RulesValues } from '../../../src/machines/special-rate-wizard/special-rate-rules';
import { specialRateWizardMachine } from '../../../src/machines/special-rate-wizard/special-rate-wizard.machine';
import type {
  LoadAccessesOutput,
  SpecialRateWizardContext,
  SpecialRateWizardEvent,
  SpecialRateWizardInput,
  WizardStep,
} from '../../../src/machines/special-rate-wizard/special-rate-wizard.types';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = SpecialRateWizardContext;
type On<T extends SpecialRateWizardEvent['type']> = Extract<SpecialRateWizardEvent, { type: T }>;
type Saved = Done<{ rates: SpecialRateItem[]; message: string | null }>;

export const accesses: Access[] = [
  { id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [{ id: 1, name: 'Entrada Norte', code: 'PF-E1', code_map: 'gate-in', type: 1, status: 'online', barrier: null }] },
  { id: 2, name: 'Acceso Sur', map: '/maps/access-b.svg', gates: [] },
];
export const loaded: LoadAccessesOutput = { accesses, maps: { '/maps/access-a.svg': '<svg/>', '/maps/access-b.svg': null } };
export const today = '2030-03-10';
/** The spec's defaults (spec 2 §4): New Special Tariff, custom 1 hour at 20.00, per day 10.00, discount 10, courtesy 00:10 off. */
export const defaults: RulesValues = {
  name: 'New Special Tariff',
  typeTariff: 'custom',
  custom: [{ qty: 1, unit: 'hour', price: '20.00' }],
  perDay: '10.00',
  discount: '10',
  isCourtesy: false,
  timeCourtesy: '00:10',
};
export const good: RulesValues = { ...defaults, name: 'Semana santa' };
/** Other valid rules, typed on the rule step before a tab is clicked: the tab keeps them. */
export const retyped: RulesValues = { ...defaults, name: 'Buen Fin' };
/** A name of two characters: the rule step refuses it (spec 2 §5, 3 to 100). */
export const bad: RulesValues = { ...defaults, name: 'ab' };
export const refusal = new ApiError('The given data was invalid.', 422, { 'dates.1': ['Beware the dates overlap'] });
export const newRate: SpecialRateWizardInput = { lotId: 1, today, rate: null };
export const existingRate: SpecialRateWizardInput = { lotId: 1, today, rate: { id: 5, access: -1, rules: good, dates: [{ from: '2030-11-13', to: '2030-11-16' }] } };
/** A rate whose access was removed from the lot since: its map step has no access chosen. */
export const orphanRate: SpecialRateWizardInput = { lotId: 1, today, rate: { id: 6, access: 7, rules: good, dates: [{ from: '2030-12-24', to: '2030-12-25' }] } };

const STEPS: WizardStep[] = ['map', 'rules', 'dates'];
/** The inputs the oracle starts from, by the rate id a context keeps. */
const inputOf = (c: Ctx): SpecialRateWizardInput => [newRate, existingRate, orphanRate].find((i) => (i.rate?.id ?? null) === c.rateId) ?? newRate;
const ALL = -1;

/** yyyy-MM-dd plus days on the calendar. */
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const row = (from: string, to: string): DateRow => ({ from, to, edit: false, isValid: true, problem: null });

const rulesPass = (r: RulesValues) => r.name.trim().length >= 3 && r.name.trim().length <= 100;
const accessChosen = (c: Ctx) => c.access === ALL || (c.access !== null && c.accesses.some((a) => a.id === c.access));
const rulesIn = (c: Ctx, e: { rules?: RulesValues }) => e.rules ?? c.rules;

/** Date rows (inclusive days): a row is wrong when it ends before it starts or shares a day with another saved row. */
function problemOf(rows: DateRow[], i: number): DateRow['problem'] {
  const r = rows[i];
  if (r.from > r.to) return 'dateOrder';
  const overlap = rows.some((o, j) => j !== i && !o.edit && o.from <= o.to && o.from <= r.to && r.from <= o.to);
  return overlap ? 'datesOverlap' : null;
}
/** Every saved row checked again after a change: an overlap appears or goes away. */
const rechecked = (rows: DateRow[]): DateRow[] =>
  rows.map((r, i) => (r.edit ? r : { ...r, isValid: problemOf(rows, i) === null, problem: problemOf(rows, i) }));
const datesPass = (rows: DateRow[]) => rows.length > 0 && rows.every((r, i) => !r.edit && r.isValid && problemOf(rows, i) === null);

/** Spec 2 "Wizard behaviour": a visited step can be revisited; going forward checks every step on the way. */
function reachable(c: Ctx, from: WizardStep, to: WizardStep, rules: RulesValues): boolean {
  const a = STEPS.indexOf(from);
  const b = STEPS.indexOf(to);
  if (a === b || b > c.furthest) return false;
  const valid = [accessChosen(c), rulesPass(rules), datesPass(c.dates)];
  return valid.slice(a, Math.max(a, b)).every(Boolean);
}

export const specialRateWizardOracle: OracleOf<typeof specialRateWizardMachine> = {
  name: 'special-rate-wizard',
  machine: specialRateWizardMachine,
  input: newRate,
  // The graph is kept small by phases: moving between the steps (and the rule step's other values, retyped or
  // refused) while the date rows are the ones the wizard opened with; changing a new rate's rows once the rules
  // are the good ones, then only Finish. Two rows at most, added while every row ends in the wizard's first days
  // (added rows would drift forward for ever).
  events: (s) => {
    const onRules = s.value === 'rules';
    const pristine = JSON.stringify(s.context.dates) === JSON.stringify(specialRateWizardOracle.initialContext(inputOf(s.context)).dates);
    // The rows behave alike whichever rate is edited: a new one's are enough.
    const dating = s.context.rules.name === good.name && s.context.rateId === null;
    const steps = [
      { type: 'xstate.done.actor.loadAccesses', output: loaded },
      { type: 'xstate.error.actor.loadAccesses', error: new ApiError('Network error') },
      { type: 'wizard.retry' },
      { type: 'wizard.close' },
      { type: 'wizard.selectAccess', access: 1 },
      { type: 'wizard.selectAccess', access: 99 },
      { type: 'wizard.next', ...(onRules ? { rules: good } : {}) },
      ...(onRules
        ? [
            { type: 'wizard.next', rules: bad } as const,
            { type: 'wizard.goTo', step: 'dates', rules: bad } as const,
            { type: 'wizard.goTo', step: 'dates', rules: retyped } as const,
            { type: 'wizard.goTo', step: 'map', rules: retyped } as const,
          ]
        : []),
      { type: 'wizard.back', ...(onRules ? { rules: good } : {}) },
      { type: 'wizard.goTo', step: 'map' },
      { type: 'wizard.goTo', step: 'rules' },
      { type: 'wizard.goTo', step: 'dates', ...(onRules ? { rules: good } : {}) },
    ] as const;
    const rows = [
      ...(s.context.dates.length < 2 && s.context.dates.every((d) => d.to <= plusDays(s.context.today, 4)) ? [{ type: 'dates.add' } as const] : []),
      { type: 'dates.remove', index: 1 },
      { type: 'dates.remove', index: 0 },
      { type: 'dates.change', index: 1, field: 'from', value: today },
      { type: 'dates.change', index: 0, field: 'to', value: plusDays(today, 1) },
      { type: 'dates.saveRow', index: 1 },
      { type: 'dates.saveRow', index: 0 },
    ] as const;
    return [
      ...(pristine ? steps : []),
      ...(dating ? rows : []),
      { type: 'wizard.finish' },
      { type: 'xstate.done.actor.saveSpecialRate', output: { rates: [], message: 'Saved.' } },
      { type: 'xstate.error.actor.saveSpecialRate', error: refusal },
    ];
  },
  initialContext: (input) => ({
    lotId: input.lotId,
    today: input.today,
    rateId: input.rate?.id ?? null,
    accesses: [],
    maps: {},
    loadError: null,
    access: input.rate?.access ?? null,
    rules: input.rate?.rules ?? defaults,
    // A new rate starts with today to tomorrow; an existing one with its own dates, all steps visited.
    dates: input.rate ? input.rate.dates.map((d) => row(d.from, d.to)) : [row(input.today, plusDays(input.today, 1))],
    furthest: input.rate ? 2 : 0,
    error: null,
    fieldErrors: {},
  }),
  guards: {
    knownAccess: (c, e: On<'wizard.selectAccess'>) => e.access === ALL || c.accesses.some((a) => a.id === e.access),
    accessIsChosen: (c) => accessChosen(c),
    rulesAreValid: (c, e: On<'wizard.next'>) => rulesPass(rulesIn(c, e)),
    canGoTo: (c, e: On<'wizard.goTo'>, p) => e.step === p.to && reachable(c, p.from as WizardStep, p.to as WizardStep, rulesIn(c, e)),
    canRemoveRow: (c, e: On<'dates.remove'>) => c.dates.length > 1 && e.index >= 0 && e.index < c.dates.length,
    rowExists: (c, e: On<'dates.change'>) => e.index >= 0 && e.index < c.dates.length,
    rowIsEdited: (c, e: On<'dates.saveRow'>) => c.dates[e.index]?.edit === true,
    canFinish: (c) => accessChosen(c) && rulesPass(c.rules) && datesPass(c.dates),
  },
  effects: {
    'loading xstate.done.actor.loadAccesses': (_c, e: Done<LoadAccessesOutput>) => ({ accesses: e.output.accesses, maps: e.output.maps, loadError: null }),
    'loading xstate.error.actor.loadAccesses': (_c, e: Failure<Error>) => ({ loadError: e.error.message }),
    'loadFailed wizard.retry': () => ({ loadError: null }),
    'map wizard.selectAccess': (_c, e: On<'wizard.selectAccess'>) => ({ access: e.access }),
    'map wizard.next': (c) => ({ furthest: Math.max(c.furthest, 1) }),
    'rules wizard.next': (c, e: On<'wizard.next'>) => ({ rules: rulesIn(c, e), furthest: 2 }),
    // Going back or to a tab keeps the rule form as typed.
    'rules wizard.back': (c, e: On<'wizard.back'>) => ({ rules: rulesIn(c, e) }),
    'rules wizard.goTo [canGoTo(from: rules, to: map)]': (c, e: On<'wizard.goTo'>) => ({ rules: rulesIn(c, e) }),
    'rules wizard.goTo [canGoTo(from: rules, to: dates)]': (c, e: On<'wizard.goTo'>) => ({ rules: rulesIn(c, e) }),
    // An added row starts the day after the last one ends and lasts three days.
    'dates dates.add': (c) => {
      const from = plusDays(c.dates[c.dates.length - 1].to, 1);
      return { dates: rechecked([...c.dates, row(from, plusDays(from, 2))]) };
    },
    'dates dates.remove': (c, e: On<'dates.remove'>) => ({ dates: rechecked(c.dates.filter((_, i) => i !== e.index)) }),
    // A changed row shows its save icon and is not valid until saved.
    'dates dates.change': (c, e: On<'dates.change'>) => ({
      dates: c.dates.map((r, i) => (i === e.index ? { ...r, [e.field]: e.value, edit: true, isValid: false, problem: null } : r)),
    }),
    'dates dates.saveRow': (c, e: On<'dates.saveRow'>) => ({ dates: rechecked(c.dates.map((r, i) => (i === e.index ? { ...r, edit: false } : r))) }),
    'dates wizard.finish': () => ({ error: null, fieldErrors: {} }),
    'saving xstate.error.actor.saveSpecialRate': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loading: (c) => expect(c.loadError).toBeNull(),
    loadFailed: (c) => expect(c.loadError).toEqual(expect.any(String)),
    map: (c) => {
      expect(c.loadError).toBeNull();
      expect(c.accesses).toEqual(accesses);
    },
    rules: (c) => {
      expect(c.furthest).toBeGreaterThanOrEqual(1);
      expect(accessChosen(c)).toBe(true);
    },
    dates: (c) => {
      expect(c.furthest).toBe(2);
      expect(accessChosen(c)).toBe(true);
      expect(rulesPass(c.rules)).toBe(true);
      expect(c.dates.length).toBeGreaterThan(0);
    },
    saving: (c) => {
      expect(accessChosen(c) && rulesPass(c.rules) && datesPass(c.dates)).toBe(true);
      expect([c.error, c.fieldErrors]).toEqual([null, {}]);
    },
    saved: (c) => expect(datesPass(c.dates)).toBe(true),
    closed: (c) => expect(c.furthest).toBeLessThanOrEqual(2),
  },
  params: {
    notify: (_c, e: Saved) => ({ message: e.output.message }),
    saved: (_c, e: Saved) => e.output,
  },
  invokes: {
    loadAccesses: (c) => ({ lotId: c.lotId }),
    // Spec 2 §7: only the tariff type's branch, amounts without "$"; the id when editing (the fixtures are custom).
    saveSpecialRate: (c) => ({
      lotId: c.lotId,
      id: c.rateId,
      body: {
        name: c.rules.name.trim(),
        typeTariff: 'custom',
        access: c.access,
        courtesy: { isCourtesy: c.rules.isCourtesy, timeCourtesy: c.rules.timeCourtesy },
        dates: c.dates.map((d) => ({ from: d.from, to: d.to })),
        rules: { custom: c.rules.custom.map((r) => ({ qty: Number(r.qty), unit: r.unit, price: String(r.price) })) },
      },
    }),
  },
};
