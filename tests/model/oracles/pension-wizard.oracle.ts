// The oracle of the pension modal's chart (spec 3 §2, §4, §5), written from the spec, not from the chart: what
// each guard holds, what each transition does to the context, what each state's context satisfies, the body
// sent. Used by the generated path tests (tests/model/pension-wizard.paths.test.ts) and the view's replays.
import { expect } from 'vitest';
import type { PensionItem } from '../../../src/contracts/pension.struct';
import type { CarRow, CarValues, PersonValues } from '../../../src/machines/pension-wizard/pension-rules';
import { pensionWizardMachine } from '../../../src/machines/pension-wizard/pension-wizard.machine';
import type { PensionWizardContext, PensionWizardEvent, PensionWizardInput } from '../../../src/machines/pension-wizard/pension-wizard.types';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = PensionWizardContext;
type On<T extends PensionWizardEvent['type']> = Extract<PensionWizardEvent, { type: T }>;
type Saved = Done<{ pension: PensionItem; message: string | null }>;

export const person: PersonValues = { first_name: 'Juan', lastname: 'Pérez', email: 'juan@example.mx', role: 'Contador' };
export const badPerson: PersonValues = { first_name: 'Jo', lastname: '', email: 'nope', role: 'ab' };
export const carA: CarValues = { brand: 'Nissan', model: 'Versa', color: 'blue', plate: 'abc1234' };
/** Fails spec 3 §5: a brand not of the 48, a model of one letter, a colour not of the 13, a short plate. */
export const badCar: CarValues = { brand: 'Yugo', model: 'V', color: 'pink', plate: 'AB12' };
export const savedPension: PensionItem = { id: 9, first_name: 'Juan', lastname: 'Pérez', email: 'juan@example.mx', role: 'Contador', cars: [] };
export const refusal = new ApiError('The plate XYZ9876 already belongs to a pension of this lot.', 422, {
  'cars.0.plate': ['The plate XYZ9876 already belongs to a pension of this lot.'],
  email: ['The email field must be a valid email address.'],
});
export const newPension: PensionWizardInput = { lotId: 1, pension: null };
/** An existing pension with one car (edit mode: the e-mail stays the pension's own). */
export const existingPension: PensionWizardInput = {
  lotId: 1,
  pension: {
    id: 7,
    person: { first_name: 'Lucía', lastname: 'Garza', email: 'lucia@example.mx', role: 'Contadora' },
    cars: [{ brand: 'Mazda', model: 'Mazda 3', color: 'red', plate: 'NXP1001', key: 1, id: 3, isNew: false }],
  },
};

const emptyCar: CarValues = { brand: '', model: '', color: '', plate: '' };
const emptyPerson: PersonValues = { first_name: '', lastname: '', email: '', role: '' };
const upper = (plate: string) => plate.trim().toUpperCase();
/** Spec 3 §5: names and role of 3 characters or more, a valid e-mail. */
const personPasses = (p: PersonValues) =>
  [p.first_name, p.lastname, p.role].every((v) => v.trim().length >= 3) && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(p.email.trim());
/** The person a step-1 submit keeps: when editing, the e-mail is the pension's own whatever the field says. */
const submitted = (c: Ctx, p: PersonValues): PersonValues => (c.pensionId === null ? p : { ...p, email: c.person.email });
const fieldsOf = (car: CarRow): CarValues => ({ brand: car.brand, model: car.model, color: car.color, plate: car.plate });

/** What every state keeps: list keys unique and below nextKey, plates in upper case. */
function listIsSound(c: Ctx) {
  const keys = c.cars.map((car) => car.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.every((k) => k < c.nextKey)).toBe(true);
  expect(c.cars.every((car) => car.plate === upper(car.plate))).toBe(true);
  expect(c.cars.every((car) => car.isNew === (car.id === null))).toBe(true);
}

export const pensionWizardOracle: OracleOf<typeof pensionWizardMachine> = {
  name: 'pension-wizard',
  machine: pensionWizardMachine,
  input: newPension,
  // The list is kept to one car in the graph, added twice at most (nextKey grows), so that the graph stays finite.
  events: (s) => [
    { type: 'pension.next', person },
    { type: 'pension.next', person: badPerson },
    // Editing, the (disabled) e-mail field counts for nothing: the pension keeps its own.
    { type: 'pension.next', person: { ...person, email: '' } },
    { type: 'pension.back' },
    { type: 'pension.submit' },
    { type: 'pension.close' },
    ...(s.context.cars.length === 0 && s.context.nextKey <= 2 ? [{ type: 'car.add' } as const] : []),
    ...s.context.cars.map((car) => ({ type: 'car.edit', key: car.key }) as const),
    { type: 'car.edit', key: 99 },
    ...s.context.cars.map((car) => ({ type: 'car.remove', key: car.key }) as const),
    { type: 'car.remove', key: 99 },
    { type: 'car.save', car: carA },
    { type: 'car.save', car: badCar },
    { type: 'xstate.done.actor.savePension', output: { pension: savedPension, message: 'Saved.' } },
    { type: 'xstate.error.actor.savePension', error: refusal },
  ],
  initialContext: (input) => ({
    lotId: input.lotId,
    pensionId: input.pension?.id ?? null,
    person: input.pension?.person ?? emptyPerson,
    cars: input.pension?.cars ?? [],
    editingKey: null,
    carDraft: emptyCar,
    nextKey: (input.pension?.cars.length ?? 0) + 1,
    error: null,
    fieldErrors: {},
  }),
  guards: {
    personIsValid: (c, e: On<'pension.next'>) => personPasses(submitted(c, e.person)),
    carExists: (c, e: On<'car.edit' | 'car.remove'>) => c.cars.some((car) => car.key === e.key),
    carIsValid: (c, e: On<'car.save'>) => e.car !== badCar && !c.cars.some((car) => car.key !== c.editingKey && car.plate === upper(e.car.plate)),
    hasCars: (c) => c.cars.length > 0,
  },
  effects: {
    'person pension.next': (c, e: On<'pension.next'>) => ({ person: submitted(c, e.person) }),
    'cars car.add': () => ({ editingKey: null, carDraft: emptyCar }),
    'cars car.edit': (c, e: On<'car.edit'>) => ({ editingKey: e.key, carDraft: fieldsOf(c.cars.find((car) => car.key === e.key) as CarRow) }),
    'cars car.remove': (c, e: On<'car.remove'>) => ({ cars: c.cars.filter((car) => car.key !== e.key) }),
    'cars pension.submit': () => ({ error: null, fieldErrors: {} }),
    'car car.save': (c, e: On<'car.save'>) => {
      const row = (key: number, id: number | null, isNew: boolean): CarRow => ({ ...e.car, plate: upper(e.car.plate), key, id, isNew });
      const edited = c.cars.find((car) => car.key === c.editingKey);
      const cars = edited ? c.cars.map((car) => (car === edited ? row(car.key, car.id, car.isNew) : car)) : [...c.cars, row(c.nextKey, null, true)];
      return { cars, nextKey: edited ? c.nextKey : c.nextKey + 1, editingKey: null, carDraft: emptyCar };
    },
    'car pension.back': () => ({ editingKey: null, carDraft: emptyCar }),
    'sending xstate.error.actor.savePension': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    person: (c) => {
      listIsSound(c);
      expect(c.editingKey).toBeNull();
    },
    cars: (c) => {
      listIsSound(c);
      expect(c.editingKey).toBeNull();
      expect(c.carDraft).toEqual(emptyCar);
    },
    car: (c) => {
      listIsSound(c);
      const edited = c.cars.find((car) => car.key === c.editingKey);
      if (c.editingKey !== null) expect(edited).toBeDefined();
      expect(c.carDraft).toEqual(edited ? fieldsOf(edited) : emptyCar);
    },
    sending: (c) => {
      listIsSound(c);
      expect(c.cars.length).toBeGreaterThan(0);
      expect(personPasses(c.person)).toBe(true);
      expect([c.error, c.fieldErrors]).toEqual([null, {}]);
    },
    saved: (c) => expect(c.cars.length).toBeGreaterThan(0),
    closed: listIsSound,
  },
  params: {
    notify: (_c, e: Saved) => ({ message: e.output.message }),
    saved: (_c, e: Saved) => e.output,
  },
  invokes: {
    // Spec 3 §7: POST for a new pension (no id), PUT with the id; names trimmed, plates in upper case.
    savePension: (c) => ({
      lotId: c.lotId,
      id: c.pensionId,
      body: {
        first_name: c.person.first_name,
        lastname: c.person.lastname,
        email: c.person.email,
        role: c.person.role,
        cars: c.cars.map((car) => ({ brand: car.brand, model: car.model, color: car.color, plate: car.plate })),
      },
    }),
  },
};
