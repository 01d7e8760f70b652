// Path tests of the special-rate wizard (spec 2 "Wizard behaviour", §4 "Special rate wizard", "Date row"):
// every generated path checked against the chart's transition table and oracle, then the spec's rules on
// chosen stories.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyStateMachine } from 'xstate';
import type { SpecialRateItem } from '../../src/contracts/rates.struct';
import { defaultRules, type RulesValues } from '../../src/machines/special-rate-wizard/special-rate-rules';
import { specialRateWizardMachine } from '../../src/machines/special-rate-wizard/special-rate-wizard.machine';
import { tabStates } from '../../src/machines/special-rate-wizard/special-rate-wizard.selectors';
import { ApiError } from '../../src/services/http';
import type { Access } from '../../src/contracts/access.struct';
import { describeChartInputs } from './chart/describe-chart';
import { existingRate, newRate, orphanRate, specialRateWizardOracle } from './oracles/special-rate-wizard.oracle';
import { pending } from './path-plan';

const accesses: Access[] = [
  { id: 1, name: 'Acceso Norte', map: '/maps/access-a.svg', gates: [{ id: 1, name: 'Entrada Norte', code: 'PF-E1', code_map: 'gate-in', type: 1, status: 'online', barrier: null }] },
  { id: 2, name: 'Acceso Sur', map: '/maps/access-b.svg', gates: [] },
];
const loaded = { accesses, maps: { '/maps/access-a.svg': '<svg/>', '/maps/access-b.svg': null } };
const today = '2030-03-10';
const input = { lotId: 1, today, rate: null };
const good: RulesValues = { ...defaultRules(), name: 'Semana santa' };
const bad: RulesValues = { ...defaultRules(), name: 'ab' };
const savedList: SpecialRateItem[] = [];
const refusal = new ApiError('The given data was invalid.', 422, { 'dates.1': ['Beware the dates overlap'] });

const spies = () => ({ notify: vi.fn(), saved: vi.fn(), close: vi.fn() });
const build = (s = spies()) =>
  specialRateWizardMachine.provide({
    actors: { loadAccesses: pending(), saveSpecialRate: pending() },
    actions: { notify: (_, p) => s.notify(p.message), saved: (_, p) => s.saved(p), close: () => s.close() },
  });

function run<M extends AnyStateMachine>(machine: M, story: object[], given: object = input) {
  const actor = createActor(machine as AnyStateMachine, { input: given }).start() as unknown as Actor<M>;
  for (const event of story) actor.send(event as never);
  return actor;
}
const toDates = [{ type: 'xstate.done.actor.loadAccesses', output: loaded }, { type: 'wizard.selectAccess', access: 1 }, { type: 'wizard.next' }, { type: 'wizard.next', rules: good }];

describeChartInputs(specialRateWizardOracle, [
  { label: 'a new rate', input: newRate },
  { label: 'editing a rate for All Gates', input: existingRate },
  { label: 'editing a rate whose access was removed', input: orphanRate },
]);

describe('special-rate-wizard stories', () => {
  it('starts with the spec defaults: New Special Tariff, custom 1 hour at 20, courtesy 00:10, today to tomorrow', () => {
    const { context } = createActor(build(), { input }).start().getSnapshot();
    expect(context.rules).toMatchObject({ name: 'New Special Tariff', typeTariff: 'custom', custom: [{ qty: 1, unit: 'hour', price: '20.00' }], perDay: '10.00', discount: '10', timeCourtesy: '00:10' });
    expect(context.dates).toEqual([{ from: '2030-03-10', to: '2030-03-11', edit: false, isValid: true, problem: null }]);
  });

  it('Next needs an access on the map step and valid rules on the rule step', () => {
    const actor = run(build(), [{ type: 'xstate.done.actor.loadAccesses', output: loaded }, { type: 'wizard.next' }]);
    expect(actor.getSnapshot().value).toBe('map');
    actor.send({ type: 'wizard.selectAccess', access: 99 });
    expect(actor.getSnapshot().context.access).toBeNull();
    actor.send({ type: 'wizard.selectAccess', access: -1 });
    actor.send({ type: 'wizard.next' });
    expect(actor.getSnapshot().value).toBe('rules');
    actor.send({ type: 'wizard.next', rules: bad });
    expect(actor.getSnapshot().value).toBe('rules');
    actor.send({ type: 'wizard.next', rules: good });
    expect(actor.getSnapshot().value).toBe('dates');
  });

  it('visited steps can be revisited; going forward validates first', () => {
    const actor = run(build(), toDates);
    actor.send({ type: 'wizard.goTo', step: 'map' });
    expect(actor.getSnapshot().value).toBe('map');
    actor.send({ type: 'wizard.goTo', step: 'dates' });
    expect(actor.getSnapshot().value).toBe('dates');
    actor.send({ type: 'wizard.goTo', step: 'rules' });
    actor.send({ type: 'wizard.goTo', step: 'dates', rules: bad });
    expect(actor.getSnapshot().value).toBe('rules');
    actor.send({ type: 'wizard.back', rules: bad });
    expect(actor.getSnapshot().context.rules.name).toBe('ab');
    // Unvisited steps are not reachable from the first step of a new wizard.
    const fresh = run(build(), [{ type: 'xstate.done.actor.loadAccesses', output: loaded }, { type: 'wizard.selectAccess', access: 1 }, { type: 'wizard.goTo', step: 'rules' }]);
    expect(fresh.getSnapshot().value).toBe('map');
  });

  it('an added row starts the day after the last ends and ends two days later; an edited row overlapping is refused', () => {
    const actor = run(build(), [...toDates, { type: 'dates.add' }]);
    expect(actor.getSnapshot().context.dates[1]).toEqual({ from: '2030-03-12', to: '2030-03-14', edit: false, isValid: true, problem: null });
    actor.send({ type: 'dates.change', index: 1, field: 'from', value: '2030-03-11' });
    expect(actor.getSnapshot().context.dates[1]).toMatchObject({ edit: true, isValid: false });
    actor.send({ type: 'wizard.finish' });
    expect(actor.getSnapshot().value).toBe('dates');
    actor.send({ type: 'dates.saveRow', index: 1 });
    expect(actor.getSnapshot().context.dates[1]).toMatchObject({ edit: false, isValid: false, problem: 'datesOverlap' });
    actor.send({ type: 'wizard.finish' });
    expect(actor.getSnapshot().value).toBe('dates');
    actor.send({ type: 'dates.change', index: 1, field: 'from', value: '2030-03-12' });
    actor.send({ type: 'dates.saveRow', index: 1 });
    expect(actor.getSnapshot().context.dates[1]).toMatchObject({ isValid: true, problem: null });
    actor.send({ type: 'dates.remove', index: 1 });
    actor.send({ type: 'dates.remove', index: 0 });
    expect(actor.getSnapshot().context.dates).toHaveLength(1);
  });

  it('finishing sends only the tariff type\'s branch, amounts without "$"; editing sends the id', () => {
    const seen: unknown[] = [];
    const capture = fromPromise<never, unknown>(({ input: i }) => {
      seen.push(i);
      return new Promise<never>(() => {});
    });
    const machine = build().provide({ actors: { saveSpecialRate: capture as never } });
    run(machine, [...toDates, { type: 'dates.add' }, { type: 'wizard.finish' }]);
    expect(seen).toEqual([
      {
        lotId: 1,
        id: null,
        body: {
          name: 'Semana santa',
          typeTariff: 'custom',
          access: 1,
          courtesy: { isCourtesy: false, timeCourtesy: '00:10' },
          dates: [{ from: '2030-03-10', to: '2030-03-11' }, { from: '2030-03-12', to: '2030-03-14' }],
          rules: { custom: [{ qty: 1, unit: 'hour', price: '20.00' }] },
        },
      },
    ]);
    const discount = { ...good, typeTariff: 'discount' as const, discount: 12.5, isCourtesy: true, timeCourtesy: '00:20' };
    run(machine, [{ type: 'xstate.done.actor.loadAccesses', output: loaded }, { type: 'wizard.goTo', step: 'dates' }, { type: 'wizard.finish' }], {
      ...input,
      rate: { id: 7, access: -1, rules: discount, dates: [{ from: '2030-11-13', to: '2030-11-16' }] },
    });
    expect(seen[1]).toMatchObject({ id: 7, body: { access: -1, typeTariff: 'discount', courtesy: { isCourtesy: true, timeCourtesy: '00:20' }, rules: { discount: { discount: '12.5' } } } });
  });

  it('a failed save stays on the dates with every field and the error; the tabs show where', () => {
    const actor = run(build(), [...toDates, { type: 'wizard.finish' }, { type: 'xstate.error.actor.saveSpecialRate', error: refusal }]);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('dates');
    expect(context.rules).toEqual(good);
    expect(context.access).toBe(1);
    expect(context.error).toBe('The given data was invalid.');
    expect(tabStates(context, 'dates').dates.hasError).toBe(true);
    expect(tabStates(context, 'dates').map).toMatchObject({ checked: true, hasError: false });
  });

  it('a saved rate notifies and hands the list to the parent', () => {
    const s = spies();
    const actor = run(build(s), [...toDates, { type: 'wizard.finish' }, { type: 'xstate.done.actor.saveSpecialRate', output: { rates: savedList, message: 'Saved.' } }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(s.notify).toHaveBeenCalledWith('Saved.');
    expect(s.saved).toHaveBeenCalledWith({ rates: savedList, message: 'Saved.' });
  });

  it('editing opens with every step visited and the rate as given', () => {
    const rate = { id: 5, access: -1, rules: good, dates: [{ from: '2030-11-13', to: '2030-11-16' }] };
    const actor = run(build(), [{ type: 'xstate.done.actor.loadAccesses', output: loaded }, { type: 'wizard.goTo', step: 'dates' }], { ...input, rate });
    expect(actor.getSnapshot().value).toBe('dates');
    expect(actor.getSnapshot().context).toMatchObject({ rateId: 5, access: -1, furthest: 2 });
  });
});
