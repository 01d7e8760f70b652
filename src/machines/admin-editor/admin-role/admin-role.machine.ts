// The role editor of Roles and Permissions (spec 3 §2, §6; issue 20): a new role or a listed one with its name,
// type and permissions (the product's permissions, read first). Save checks the form (the rules the server checks
// again); a save that gives the role administrator permissions (`nexo.*`) it does not hold asks first, with the
// spec's warning ("give the administrator permission set only when necessary"); the server's refusal returns to
// the form (422 on its field; 409 saying what to do, e.g. the last role that can change roles). A role that is not
// the product's own may be deleted, after "Are you sure to delete {name}?". A save or a delete toasts the server's
// words and ends the editor (the list reads its page again).
import { assign, fromPromise, setup } from 'xstate';
import type { AdminRole, Permission } from '../../../contracts/admin-roles.struct';
import { deleteRole, fetchPermissions, saveRole } from '../../../services/admin-roles.api';
import { toApiError } from '../../../services/http';
import type { Problems } from '../admin-editor.machine';
import { emptyRole, gainedBy, roleBodyOf, roleProblems, roleValuesOf, type RoleValues } from './role-form';

export type RoleEditorInput = { role: AdminRole | null };

export type RoleEditorContext = {
  /** The role edited; null for a new one. */
  subject: AdminRole | null;
  values: RoleValues;
  /** Every permission the product knows, once read. */
  permissions: Permission[];
  problems: Problems;
  /** The administrator permissions the save being confirmed gives. */
  gained: string[];
  /** Why the permissions could not be read, or the server's refusal. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type RoleEditorEvent =
  | { type: 'role.save'; values: RoleValues }
  | { type: 'role.confirm' }
  | { type: 'role.cancel' }
  | { type: 'role.remove' }
  | { type: 'role.retry' }
  | { type: 'role.close' };

export type RoleSaveInput = { roleId: number | null; values: RoleValues };
type Answer = { message: string };

const refusal = (thrown: unknown) => {
  const error = toApiError(thrown);
  return { error: error.message, fieldErrors: error.errors };
};

export const roleEditorMachine = setup({
  types: { context: {} as RoleEditorContext, events: {} as RoleEditorEvent, input: {} as RoleEditorInput },
  actors: {
    loadPermissions: fromPromise<Permission[]>(() => fetchPermissions()),
    saveRole: fromPromise<Answer, RoleSaveInput>(({ input }) => saveRole(input.roleId, roleBodyOf(input.values))),
    removeRole: fromPromise<Answer, { roleId: number }>(({ input }) => deleteRole(input.roleId)),
  },
  actions: {
    /** The toast with the server's words. */
    notify: (_, _params: { message: string }) => {},
    /** Saved or deleted: the list closes the editor and reads its page again. */
    saved: () => {},
    close: () => {},
  },
  guards: {
    formIsValid: ({ event }) => event.type === 'role.save' && Object.keys(roleProblems(event.values)).length === 0,
    warnsAdministrator: ({ context, event }) => event.type === 'role.save' && Object.keys(roleProblems(event.values)).length === 0 && gainedBy(context.subject, event.values).length > 0,
    removable: ({ context }) => context.subject !== null && !context.subject.built_in,
  },
}).createMachine({
  id: 'roleEditor',
  description: 'Creates or edits a role and its permissions, warning before it gets administrator permissions; deletes a role of the platform admin’s own.',
  context: ({ input }) => ({
    subject: input.role,
    values: input.role ? roleValuesOf(input.role) : emptyRole(),
    permissions: [],
    problems: {},
    gained: [],
    error: null,
    fieldErrors: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The permissions the product knows are on their way.',
      invoke: {
        id: 'loadPermissions',
        src: 'loadPermissions',
        onDone: { target: 'editing', actions: assign({ permissions: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign(({ event }) => ({ error: toApiError(event.error).message })) },
      },
      on: { 'role.close': { target: 'closed', actions: 'close' } },
    },
    loadFailed: {
      description: 'The permissions could not be read: why, and Retry.',
      on: {
        'role.retry': { target: 'loading', actions: assign({ error: null }) },
        'role.close': { target: 'closed', actions: 'close' },
      },
    },
    editing: {
      description: "The name, the type (fixed for the product's roles and held ones) and the permissions by group; the broken rules and the server's refusal; Delete on a role that may go.",
      on: {
        'role.save': [
          {
            guard: 'warnsAdministrator',
            target: 'warning',
            actions: assign(({ context, event }) => ({ values: event.values, problems: {}, error: null, fieldErrors: {}, gained: gainedBy(context.subject, event.values) })),
          },
          { guard: 'formIsValid', target: 'saving', actions: assign(({ event }) => ({ values: event.values, problems: {}, error: null, fieldErrors: {}, gained: [] })) },
          { actions: assign(({ event }) => ({ values: event.values, problems: roleProblems(event.values) })) },
        ],
        'role.remove': { guard: 'removable', target: 'confirmingDelete', actions: assign({ error: null, fieldErrors: {} }) },
        'role.close': { target: 'closed', actions: 'close' },
      },
    },
    warning: {
      description: 'Give the administrator permissions only when necessary: the ones this save gives; Continue or Cancel.',
      on: {
        'role.confirm': { target: 'saving' },
        'role.cancel': { target: 'editing', actions: assign({ gained: [] }) },
      },
    },
    confirmingDelete: {
      description: 'Are you sure to delete {name}? Delete or Cancel.',
      on: {
        'role.confirm': { target: 'removing' },
        'role.cancel': { target: 'editing' },
      },
    },
    saving: {
      description: 'The role is with the server: a spinner, no way to close.',
      invoke: {
        id: 'saveRole',
        src: 'saveRole',
        input: ({ context }) => ({ roleId: context.subject?.id ?? null, values: context.values }),
        onDone: { target: 'saved', actions: [{ type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'saved'] },
        onError: { target: 'editing', actions: assign(({ event }) => ({ ...refusal(event.error), gained: [] })) },
      },
    },
    removing: {
      description: 'The delete is with the server: a spinner, no way to close.',
      invoke: {
        id: 'removeRole',
        src: 'removeRole',
        input: ({ context }) => ({ roleId: (context.subject as AdminRole).id }),
        onDone: { target: 'removed', actions: [{ type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'saved'] },
        onError: { target: 'editing', actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    saved: { description: 'Saved: the list closes the editor and reads its page again.', type: 'final' },
    removed: { description: 'Deleted: the list closes the editor and reads its page again.', type: 'final' },
    closed: { description: 'Closed without saving.', type: 'final' },
  },
});
