// Path tests of the pension modal (spec 3 §2 "Add/edit pension modal", §4 "Pension modal", §5): every generated
// path checked against the chart's transition table and oracle, then the spec's rules on chosen stories.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type Actor, type AnyStateMachine } from 'xstate';
import type { PensionItem } from '../../src/contracts/pension.struct';
import { carProblems, personProblems, wizardPensionOf, type CarValues, type PersonValues } from '../../src/machines/pension-wizard/pension-rules';
import { pensionWizardMachine } from '../../src/machines/pension-wizard/pension-wizard.machine';
import { carErrors, personErrors, selectCanClose, selectCanSubmit, selectStep } from '../../src/machines/pension-wizard/pension-wizard.selectors';
import { ApiError } from '../../src/services/http';
import { describeChart } from './chart/describe-chart';
import { existingPension, pensionWizardOracle } from './oracles/pension-wizard.oracle';
import { pending } from './path-plan';

const input = { lotId: 1, pension: null };
const person: PersonValues = { first_name: 'Juan', lastname: 'Pérez', email: 'juan@example.mx', role: 'Contador' };
const badPerson: PersonValues = { first_name: 'Jo', lastname: '', email: 'nope', role: 'ab' };
const carA: CarValues = { brand: 'Nissan', model: 'Versa', color: 'blue', plate: 'abc1234' };
const carB: CarValues = { brand: 'Volvo', model: 'Xc 40', color: 'white', plate: 'XYZ9876' };
const savedPension: PensionItem = { id: 9, first_name: 'Juan', lastname: 'Pérez', email: 'juan@example.mx', role: 'Contador', cars: [] };
const refusal = new ApiError('The plate XYZ9876 already belongs to a pension of this lot.', 422, {
  'cars.1.plate': ['The plate XYZ9876 already belongs to a pension of this lot.'],
  email: ['The email field must be a valid email address.'],
});

const spies = () => ({ notify: vi.fn(), saved: vi.fn(), close: vi.fn() });
const build = (s = spies()) =>
  pensionWizardMachine.provide({
    actors: { savePension: pending() },
    actions: { notify: (_, p) => s.notify(p.message), saved: (_, p) => s.saved(p), close: () => s.close() },
  });

function run<M extends AnyStateMachine>(machine: M, story: object[], given: object = input) {
  const actor = createActor(machine as AnyStateMachine, { input: given }).start() as unknown as Actor<M>;
  for (const event of story) actor.send(event as never);
  return actor;
}
const toCars = [{ type: 'pension.next', person }];
const withTwoCars = [...toCars, { type: 'car.add' }, { type: 'car.save', car: carA }, { type: 'car.add' }, { type: 'car.save', car: carB }];

const existing: PensionItem = {
  id: 7,
  first_name: 'Lucía',
  lastname: 'Garza',
  email: 'lucia@example.mx',
  role: 'Contadora',
  cars: [{ id: 3, plate: 'NXP1001', brand: 'Mazda', model: 'Mazda 3', color: 'red' }],
};

describeChart(pensionWizardOracle);
describeChart({ ...pensionWizardOracle, input: existingPension }, 'editing a pension with one car');

describe('pension-wizard stories', () => {
  it('step 1 refuses the person until every field passes spec 3 §5', () => {
    expect(personProblems(badPerson).map((p) => `${p.field}:${p.code}`)).toEqual(['first_name:min|3', 'lastname:required', 'email:email', 'role:min|3']);
    const actor = run(build(), [{ type: 'pension.next', person: badPerson }]);
    expect(actor.getSnapshot().value).toBe('person');
    actor.send({ type: 'pension.next', person });
    expect(actor.getSnapshot().value).toBe('cars');
    expect(actor.getSnapshot().context.person).toEqual(person);
  });

  it('submit at step 2 needs a car; save and back adds a new car (plate upper case) and returns to the list', () => {
    const actor = run(build(), [...toCars, { type: 'pension.submit' }]);
    expect(actor.getSnapshot().value).toBe('cars');
    expect(selectCanSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'car.add' });
    expect(selectStep(actor.getSnapshot())).toBe('car');
    actor.send({ type: 'car.save', car: { ...carA, model: 'V' } });
    expect(actor.getSnapshot().value).toBe('car');
    actor.send({ type: 'car.save', car: carA });
    expect(actor.getSnapshot().value).toBe('cars');
    expect(actor.getSnapshot().context.cars).toEqual([{ ...carA, plate: 'ABC1234', key: 1, id: null, isNew: true }]);
    expect(selectCanSubmit(actor.getSnapshot())).toBe(true);
  });

  it('refuses a car by the rules: brand of the 48, model 2-15, colour of the 13, plate min 7 and not repeated', () => {
    expect(carProblems({ brand: 'Yugo', model: 'A model too long!', color: 'pink', plate: 'AB12' }).map((p) => `${p.field}:${p.code}`)).toEqual([
      'brand:oneOf',
      'model:max|15',
      'color:oneOf',
      'plate:min|7',
    ]);
    expect(carProblems({ brand: '', model: '', color: '', plate: '' }).map((p) => p.code)).toEqual(['required', 'required', 'required', 'required']);
    expect(carProblems({ ...carB, plate: 'abc1234' }, [{ ...carA, plate: 'ABC1234' }])).toEqual([{ field: 'plate', code: 'repeated' }]);
    const actor = run(build(), [...withTwoCars, { type: 'car.add' }, { type: 'car.save', car: { ...carB, plate: 'xyz9876' } }]);
    expect(actor.getSnapshot().value).toBe('car');
  });

  it('edits a listed car in place (its own plate is not a repeat), removes one, and the back arrow drops the car form', () => {
    const actor = run(build(), [...withTwoCars, { type: 'car.edit', key: 2 }]);
    expect(actor.getSnapshot().context.carDraft).toEqual(carB);
    actor.send({ type: 'car.save', car: { ...carB, model: 'Xc 60' } });
    expect(actor.getSnapshot().context.cars.map((c) => `${c.key} ${c.plate} ${c.model}`)).toEqual(['1 ABC1234 Versa', '2 XYZ9876 Xc 60']);
    actor.send({ type: 'car.edit', key: 1 });
    actor.send({ type: 'pension.back' });
    expect(actor.getSnapshot().value).toBe('cars');
    expect(actor.getSnapshot().context.editingKey).toBeNull();
    actor.send({ type: 'car.remove', key: 1 });
    expect(actor.getSnapshot().context.cars.map((c) => c.plate)).toEqual(['XYZ9876']);
    actor.send({ type: 'pension.back' });
    expect(actor.getSnapshot().value).toBe('person');
  });

  it('sends a new pension as the body of spec 3 §7 (POST: no id)', () => {
    const seen: unknown[] = [];
    const capture = fromPromise<never, unknown>(({ input: i }) => {
      seen.push(i);
      return new Promise<never>(() => {});
    });
    const actor = run(build().provide({ actors: { savePension: capture as never } }), [...withTwoCars, { type: 'pension.submit' }]);
    expect(actor.getSnapshot().value).toBe('sending');
    expect(selectCanClose(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'pension.close' })).toBe(false);
    expect(seen).toEqual([
      {
        lotId: 1,
        id: null,
        body: {
          first_name: 'Juan',
          lastname: 'Pérez',
          email: 'juan@example.mx',
          role: 'Contador',
          cars: [
            { brand: 'Nissan', model: 'Versa', color: 'blue', plate: 'ABC1234' },
            { brand: 'Volvo', model: 'Xc 40', color: 'white', plate: 'XYZ9876' },
          ],
        },
      },
    ]);
  });

  it('edit mode opens with the pension, keeps its e-mail, and sends too (PUT: with the id)', () => {
    const seen: { id: number | null; body: { email: string; cars: unknown[] } }[] = [];
    const capture = fromPromise<never, { id: number | null; body: { email: string; cars: unknown[] } }>(({ input: i }) => {
      seen.push(i);
      return new Promise<never>(() => {});
    });
    const given = { lotId: 1, pension: wizardPensionOf(existing) };
    const actor = run(build().provide({ actors: { savePension: capture as never } }), [
      { type: 'pension.next', person: { ...person, email: 'changed@example.mx' } },
      { type: 'car.add' },
      { type: 'car.save', car: carB },
      { type: 'pension.submit' },
    ], given);
    expect(actor.getSnapshot().context.cars.map((c) => [c.key, c.id, c.isNew])).toEqual([[1, 3, false], [2, null, true]]);
    expect(seen[0].id).toBe(7);
    expect(seen[0].body.email).toBe('lucia@example.mx');
    expect(seen[0].body.cars).toHaveLength(2);
  });

  it('a failed send clears the spinner, keeps every field and shows the server messages where they belong', () => {
    const actor = run(build(), [...withTwoCars, { type: 'pension.submit' }, { type: 'xstate.error.actor.savePension', error: refusal }]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('cars');
    expect(snapshot.context.person).toEqual(person);
    expect(snapshot.context.cars).toHaveLength(2);
    expect(snapshot.context.error).toBe('The plate XYZ9876 already belongs to a pension of this lot.');
    expect(carErrors(snapshot.context.fieldErrors, 1)).toEqual(['The plate XYZ9876 already belongs to a pension of this lot.']);
    expect(carErrors(snapshot.context.fieldErrors, 0)).toEqual([]);
    expect(personErrors(snapshot.context.fieldErrors)).toEqual({ email: 'The email field must be a valid email address.' });
    expect(selectCanClose(snapshot)).toBe(true);
    // Sending again clears the old messages.
    actor.send({ type: 'pension.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a saved pension notifies and tells the parent (which closes and reloads); close ends without saving', () => {
    const s = spies();
    const actor = run(build(s), [...withTwoCars, { type: 'pension.submit' }, { type: 'xstate.done.actor.savePension', output: { pension: savedPension, message: 'Saved.' } }]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(s.notify).toHaveBeenCalledWith('Saved.');
    expect(s.saved).toHaveBeenCalledWith({ pension: savedPension, message: 'Saved.' });
    const c = spies();
    const closed = run(build(c), [...toCars, { type: 'car.add' }, { type: 'pension.close' }]);
    expect(closed.getSnapshot().status).toBe('done');
    expect(c.close).toHaveBeenCalledTimes(1);
    expect(c.saved).not.toHaveBeenCalled();
  });
});
