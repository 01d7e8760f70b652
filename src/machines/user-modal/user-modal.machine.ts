// The user modal (spec 3 §5 "User/operator modal", §6, §8): new or edit of one of the lot's people. The parking
// roles are read first; saving before they are there shows the retry warning (and, when their read failed,
// reads them again). Save checks the form with the shared rules (src/contracts/people.struct.ts): a broken rule
// stays in the form on its field; a valid form goes to the server (multipart, with the photo when one was
// chosen); success ends with `saved` (the parent reads its list again), a refusal returns to the form with the
// server's message and its per-field errors (422).
import { assign, fromPromise, setup } from 'xstate';
import type { Person } from '../../contracts/people.struct';
import type { Role } from '../../contracts/role.struct';
import { toApiError } from '../../services/http';
import { fetchParkingRoles, savePerson, type SavePersonRequest } from '../../services/operators.api';
import { emptyValues, problemsOf, saveRequestOf, valuesOf, type PersonValues, type Problems } from './user-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type UserModalContext = {
  lotId: number;
  /** The lot's prefix, put in front of a new operator's username with `_`. */
  lotPrefix: string;
  /** null for a new person; the person being edited (role fixed, active switch shown). */
  person: Person | null;
  roles: Role[];
  values: PersonValues;
  photo: File | null;
  /** The rules the last save broke, by field (codes). */
  problems: Problems;
  /** The server's refusal: its message and per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type UserModalInput = { lotId: number; lotPrefix: string; person: Person | null };

export type UserModalEvent =
  | { type: 'user.save'; values: PersonValues; photo: File | null }
  | { type: 'user.retryRoles' }
  | { type: 'user.close' };

export type SavePersonOutput = { person: Person; message: string | null };

const close = { target: '#userModal.closed', actions: 'close' } as const;

export const userModalMachine = setup({
  types: {
    context: {} as UserModalContext,
    events: {} as UserModalEvent,
    input: {} as UserModalInput,
  },
  actors: {
    loadRoles: fromPromise<Role[]>(() => fetchParkingRoles()),
    savePerson: fromPromise<SavePersonOutput, SavePersonRequest>(({ input }) => savePerson(input)),
  },
  actions: {
    /** 'Retry': the roles are not loaded yet, so the person cannot be saved (spec 3 §8). */
    warnRolesMissing: () => {},
    notify: (_, _params: { message: string | null; created: boolean }) => {},
    /** The person is saved: the parent closes the modal and reads its list again. */
    saved: (_, _params: { id: number }) => {},
    close: () => {},
  },
  guards: {
    formIsValid: ({ context, event }) =>
      event.type === 'user.save' && Object.keys(problemsOf(event.values, context.roles, context.person)).length === 0,
  },
}).createMachine({
  id: 'userModal',
  description: "Creates or edits one of the lot's users or operators.",
  context: ({ input }) => ({
    lotId: input.lotId,
    lotPrefix: input.lotPrefix,
    person: input.person,
    roles: [],
    values: input.person ? valuesOf(input.person) : emptyValues(),
    photo: null,
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  initial: 'loadingRoles',
  states: {
    loadingRoles: {
      description: 'The parking roles are on their way; the form shows, a save only warns.',
      invoke: {
        id: 'loadRoles',
        src: 'loadRoles',
        onDone: { target: 'editing', actions: assign({ roles: ({ event }) => event.output }) },
        onError: { target: 'rolesMissing' },
      },
      on: {
        'user.save': { actions: [assign({ values: ({ event }) => event.values, photo: ({ event }) => event.photo }), 'warnRolesMissing'] },
        'user.close': close,
      },
    },
    rolesMissing: {
      description: 'The roles could not be read: a save warns and reads them again.',
      on: {
        'user.save': { target: 'loadingRoles', actions: [assign({ values: ({ event }) => event.values, photo: ({ event }) => event.photo }), 'warnRolesMissing'] },
        'user.retryRoles': { target: 'loadingRoles' },
        'user.close': close,
      },
    },
    editing: {
      description: 'The form: names, role (fixed in edit), the role\'s fields, password, photo, the active switch in edit.',
      on: {
        'user.save': [
          {
            guard: 'formIsValid',
            target: 'saving',
            actions: assign({ values: ({ event }) => event.values, photo: ({ event }) => event.photo, problems: {}, error: null, fieldErrors: {} }),
          },
          {
            actions: assign({
              values: ({ event }) => event.values,
              photo: ({ event }) => event.photo,
              problems: ({ context, event }) => problemsOf(event.values, context.roles, context.person),
            }),
          },
        ],
        'user.close': close,
      },
    },
    saving: {
      description: 'The person is with the server: a spinner, no close button, every field kept.',
      invoke: {
        id: 'savePerson',
        src: 'savePerson',
        input: ({ context }) => saveRequestOf(context.lotId, context.values, context.roles, context.person, context.lotPrefix, context.photo),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'notify', params: ({ context, event }) => ({ message: event.output.message, created: context.person === null }) },
            { type: 'saved', params: ({ event }) => ({ id: event.output.person.id }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toApiError(event.error);
            return { error: error.message, fieldErrors: error.errors };
          }),
        },
      },
    },
    saved: { description: 'Saved: the parent closes the modal and reads the list again.', type: 'final' },
    closed: { description: 'Closed without saving.', type: 'final' },
  },
});
