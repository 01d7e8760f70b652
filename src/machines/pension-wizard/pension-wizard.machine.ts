// The add/edit pension modal (spec 3 §2, §4, §5): step 1 the person (the e-mail fixed when editing), step 2 the
// list of cars (add, edit, remove), step 3 one car with 'save and back'. The back arrow returns one step. Submit
// at step 2 sends the pension when it has a car, as POST (new) or PUT (edit). While sending the view shows a
// spinner and hides the close button; success ends with `saved` (the parent closes and reloads its list),
// failure returns to the cars with every field and the server's messages.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PensionBody } from '../../contracts/pension.struct';
import { toApiError } from '../../services/http';
import { savePension } from '../../services/pensions.api';
import { carProblems, emptyCar, emptyPerson, personProblems, toCarRow, toPensionBody } from './pension-rules';
import type { PensionWizardContext, PensionWizardEvent, PensionWizardInput, SavePensionOutput } from './pension-wizard.types';

const othersThan = (context: PensionWizardContext) => context.cars.filter((c) => c.key !== context.editingKey);
const close = { target: '#pensionWizard.closed', actions: 'close' } as const;

export const pensionWizardMachine = setup({
  types: {
    context: {} as PensionWizardContext,
    events: {} as PensionWizardEvent,
    input: {} as PensionWizardInput,
  },
  actors: {
    savePension: fromPromise<SavePensionOutput, { lotId: number; id: number | null; body: PensionBody }>(({ input }) => savePension(input.lotId, input.body, input.id)),
  },
  actions: {
    notify: (_, _params: { message: string | null }) => {},
    /** The pension is saved: the parent closes the modal and reloads its list. */
    saved: (_, _params: SavePensionOutput) => {},
    /** The user closed the modal without saving. */
    close: () => {},
  },
  guards: {
    personIsValid: ({ context, event }) => {
      assertEvent(event, 'pension.next');
      // Editing: the e-mail is the pension's own, whatever the (disabled) field holds.
      const person = context.pensionId === null ? event.person : { ...event.person, email: context.person.email };
      return personProblems(person).length === 0;
    },
    carExists: ({ context, event }) => {
      assertEvent(event, ['car.edit', 'car.remove']);
      return context.cars.some((c) => c.key === event.key);
    },
    carIsValid: ({ context, event }) => {
      assertEvent(event, 'car.save');
      return carProblems(event.car, othersThan(context)).length === 0;
    },
    hasCars: ({ context }) => context.cars.length > 0,
  },
}).createMachine({
  id: 'pensionWizard',
  description: 'Creates or edits one pension and its cars in three steps: person, cars, car.',
  context: ({ input }) => ({
    lotId: input.lotId,
    pensionId: input.pension?.id ?? null,
    person: input.pension?.person ?? emptyPerson(),
    cars: input.pension?.cars ?? [],
    editingKey: null,
    carDraft: emptyCar(),
    nextKey: Math.max(0, ...(input.pension?.cars ?? []).map((c) => c.key)) + 1,
    error: null,
    fieldErrors: {},
  }),
  initial: 'person',
  states: {
    person: {
      description: 'Step 1: first name, last name, e-mail (disabled when editing) and role. Submit checks them.',
      on: {
        'pension.next': {
          guard: 'personIsValid',
          target: 'cars',
          actions: assign({ person: ({ context, event }) => (context.pensionId === null ? event.person : { ...event.person, email: context.person.email }) }),
        },
        'pension.close': close,
      },
    },
    cars: {
      description: 'Step 2: the cars with plate chip, brand, model, edit and delete; add in the header. Submit sends with one car or more.',
      on: {
        'car.add': { target: 'car', actions: assign({ editingKey: null, carDraft: () => emptyCar() }) },
        'car.edit': {
          guard: 'carExists',
          target: 'car',
          actions: assign(({ context, event }) => {
            const car = context.cars.find((c) => c.key === event.key);
            return { editingKey: event.key, carDraft: car ? { brand: car.brand, model: car.model, color: car.color, plate: car.plate } : emptyCar() };
          }),
        },
        'car.remove': { guard: 'carExists', actions: assign({ cars: ({ context, event }) => context.cars.filter((c) => c.key !== event.key) }) },
        'pension.back': { target: 'person' },
        'pension.submit': { guard: 'hasCars', target: 'sending', actions: assign({ error: null, fieldErrors: {} }) },
        'pension.close': close,
      },
    },
    car: {
      description: "Step 3: brand, model, colour and plate of a new or listed car; 'save and back' returns to the list.",
      on: {
        'car.save': {
          guard: 'carIsValid',
          target: 'cars',
          actions: assign(({ context, event }) => {
            const editing = context.cars.find((c) => c.key === context.editingKey);
            if (!editing) return { cars: [...context.cars, toCarRow(event.car, context.nextKey, null, true)], nextKey: context.nextKey + 1, editingKey: null, carDraft: emptyCar() };
            return {
              cars: context.cars.map((c) => (c.key === editing.key ? toCarRow(event.car, c.key, c.id, c.isNew) : c)),
              editingKey: null,
              carDraft: emptyCar(),
            };
          }),
        },
        'pension.back': { target: 'cars', actions: assign({ editingKey: null, carDraft: () => emptyCar() }) },
        'pension.close': close,
      },
    },
    sending: {
      description: 'The pension is with the server: a spinner, no close button, every field kept.',
      invoke: {
        id: 'savePension',
        src: 'savePension',
        input: ({ context }) => ({ lotId: context.lotId, id: context.pensionId, body: toPensionBody(context.person, context.cars) }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'saved', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'cars',
          actions: assign(({ event }) => {
            const error = toApiError(event.error);
            return { error: error.message, fieldErrors: error.errors };
          }),
        },
      },
    },
    saved: { description: 'Saved: the parent closes the modal and reloads the list.', type: 'final' },
    closed: { description: 'Closed without saving.', type: 'final' },
  },
});
