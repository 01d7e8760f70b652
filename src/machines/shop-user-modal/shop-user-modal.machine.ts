// The shop's user modal (spec 1 §4, §5 user modal, §8): new or edit of one of the shop's managers or salesmen.
// The shopping roles are read first; saving before they are there shows the retry warning (and, when their read
// failed, reads them again). Save checks the form with the shared rules (src/contracts/shop-users.struct.ts): a
// broken rule stays in the form on its field; a valid form goes to the server; success ends with `saved` (the
// parent reads its list again), a refusal returns to the form with the server's message and per-field errors.
// Same course as the lot's user modal (src/machines/user-modal), with the shop's roles, fields and endpoints.
import { assign, fromPromise, setup } from 'xstate';
import type { Role } from '../../contracts/role.struct';
import type { ShopUser } from '../../contracts/shop-users.struct';
import { toApiError } from '../../services/http';
import { fetchShopRoles, saveShopUser, type SaveShopUserRequest } from '../../services/shop-users.api';
import { emptyValues, problemsOf, saveRequestOf, valuesOf, type Problems, type ShopUserValues } from './shop-user-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type ShopUserModalContext = {
  shopId: number;
  /** The shop's prefix, put in front of a new salesman's username with `_`. */
  shopPrefix: string;
  /** null for a new user; the user being edited (role, e-mail and username fixed, active switch shown). */
  user: ShopUser | null;
  roles: Role[];
  values: ShopUserValues;
  /** The rules the last save broke, by field (codes). */
  problems: Problems;
  /** The server's refusal: its message and per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type ShopUserModalInput = { shopId: number; shopPrefix: string; user: ShopUser | null };

export type ShopUserModalEvent = { type: 'user.save'; values: ShopUserValues } | { type: 'user.retryRoles' } | { type: 'user.close' };

export type SaveShopUserOutput = { user: ShopUser; message: string | null };

const close = { target: '#shopUserModal.closed', actions: 'close' } as const;

export const shopUserModalMachine = setup({
  types: {
    context: {} as ShopUserModalContext,
    events: {} as ShopUserModalEvent,
    input: {} as ShopUserModalInput,
  },
  actors: {
    loadRoles: fromPromise<Role[]>(() => fetchShopRoles()),
    saveShopUser: fromPromise<SaveShopUserOutput, SaveShopUserRequest>(({ input }) => saveShopUser(input)),
  },
  actions: {
    /** The retry warning: the roles are not loaded yet, so the user cannot be saved (spec 1 §8). */
    warnRolesMissing: () => {},
    notify: (_, _params: { message: string | null; created: boolean; name: string }) => {},
    /** The user is saved: the parent closes the modal and reads its list again. */
    saved: (_, _params: { id: number }) => {},
    close: () => {},
  },
  guards: {
    formIsValid: ({ context, event }) => event.type === 'user.save' && Object.keys(problemsOf(event.values, context.user)).length === 0,
  },
}).createMachine({
  id: 'shopUserModal',
  description: "Creates or edits one of the shop's managers or salesmen.",
  context: ({ input }) => ({
    shopId: input.shopId,
    shopPrefix: input.shopPrefix,
    user: input.user,
    roles: [],
    values: input.user ? valuesOf(input.user) : emptyValues(),
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  initial: 'loadingRoles',
  states: {
    loadingRoles: {
      description: 'The shopping roles are on their way; the form shows, a save only warns.',
      invoke: {
        id: 'loadRoles',
        src: 'loadRoles',
        onDone: { target: 'editing', actions: assign({ roles: ({ event }) => event.output }) },
        onError: { target: 'rolesMissing' },
      },
      on: {
        'user.save': { actions: [assign({ values: ({ event }) => event.values }), 'warnRolesMissing'] },
        'user.close': close,
      },
    },
    rolesMissing: {
      description: 'The roles could not be read: a save warns and reads them again.',
      on: {
        'user.save': { target: 'loadingRoles', actions: [assign({ values: ({ event }) => event.values }), 'warnRolesMissing'] },
        'user.retryRoles': { target: 'loadingRoles' },
        'user.close': close,
      },
    },
    editing: {
      description: "The form: role (fixed in edit), names, the role's fields, branches, the active switch in edit.",
      on: {
        'user.save': [
          { guard: 'formIsValid', target: 'saving', actions: assign({ values: ({ event }) => event.values, problems: {}, error: null, fieldErrors: {} }) },
          { actions: assign({ values: ({ event }) => event.values, problems: ({ context, event }) => problemsOf(event.values, context.user) }) },
        ],
        'user.close': close,
      },
    },
    saving: {
      description: 'The user is with the server: a spinner, no close button, every field kept.',
      invoke: {
        id: 'saveShopUser',
        src: 'saveShopUser',
        input: ({ context }) => saveRequestOf(context.shopId, context.values, context.user, context.shopPrefix),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'notify', params: ({ context, event }) => ({ message: event.output.message, created: context.user === null, name: `${event.output.user.first_name} ${event.output.user.last_name}` }) },
            { type: 'saved', params: ({ event }) => ({ id: event.output.user.id }) },
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
