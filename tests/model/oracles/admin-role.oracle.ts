// The oracle of the role editor's chart (Roles and Permissions; spec 3 §2, §6; issue 20), written from the brief
// and the spec in the test's own words: the product's permissions are read first, a failed read may be retried;
// a role needs a name of 3 to 60 characters and a type; a valid save that gives the role any `nexo.*` permission
// it does not hold yet asks first (the spec's "give the administrator permission set only when necessary"),
// Cancel goes back to the form; the server's refusal returns to the form with its message; only a role that is
// not the product's own may be deleted, after a question. Used by tests/model/admin-role.paths.test.ts and the
// view replay.
import { expect } from 'vitest';
import type { AdminRole, Permission } from '../../../src/contracts/admin-roles.struct';
import { roleEditorMachine, type RoleEditorContext, type RoleEditorEvent } from '../../../src/machines/admin-editor/admin-role/admin-role.machine';
import type { RoleValues } from '../../../src/machines/admin-editor/admin-role/role-form';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends RoleEditorEvent['type']> = Extract<RoleEditorEvent, { type: T }>;

export const permissions: Permission[] = [
  { id: 12, name: 'category.view' },
  { id: 1, name: 'nexo.dashboard' },
  { id: 11, name: 'nexo.roles' },
  { id: 14, name: 'shopping.transactions' },
  { id: 13, name: 'shopping.users' },
];
/** One of the product's roles, held by a user. */
export const manager: AdminRole = { id: 3, name: 'Manager', type: 'shopping', permissions: ['shopping.users'], users: 1, built_in: true };
/** A role the platform admin made, held by nobody. */
export const cashier: AdminRole = { id: 8, name: 'Cajero', type: 'shopping', permissions: ['shopping.users'], users: 0, built_in: false };
/** An administrator's role: it holds the administrator permissions it is given again. */
export const supervisor: AdminRole = { id: 9, name: 'Supervisor', type: 'nexo', permissions: ['nexo.dashboard'], users: 2, built_in: false };

/** A valid role without administrator permissions. */
export const plain: RoleValues = { name: '  Cajero de piso ', type: 'shopping', permissions: ['shopping.users', 'shopping.transactions'] };
/** A valid role with one administrator permission. */
export const withAdmin: RoleValues = { name: 'Supervisor', type: 'nexo', permissions: ['nexo.dashboard', 'category.view'] };
/** A short name, no type. */
export const broken: RoleValues = { name: 'A', type: '', permissions: ['nexo.roles'] };

export const offline = new ApiError('Network error');
export const lastAdministrator = new ApiError('No active user would be left who can change roles (nexo.roles).', 409);
export const nameTaken = new ApiError('The name Cajero de piso already belongs to another role.', 422, { name: ['The name Cajero de piso already belongs to another role.'] });

/** The first rule each field breaks, as the shared rules' codes. */
export function expectedProblems(v: RoleValues): Record<string, string> {
  const out: Record<string, string> = {};
  const n = v.name.trim().length;
  if (n === 0) out.name = 'required';
  else if (n < 3) out.name = 'min|3';
  else if (n > 60) out.name = 'max|60';
  if (v.type === '') out.type = 'required';
  return out;
}

/** The `nexo.*` permissions the values hold that the role edited did not. */
export const expectedGained = (c: Pick<RoleEditorContext, 'subject'>, v: RoleValues): string[] =>
  v.permissions.filter((p) => p.startsWith('nexo.') && !(c.subject?.permissions ?? []).includes(p));

const valid = (v: RoleValues) => Object.keys(expectedProblems(v)).length === 0;

export const roleEditorOracle: OracleOf<typeof roleEditorMachine> = {
  name: 'admin-role',
  machine: roleEditorMachine,
  input: { role: null },
  events: () => [
    { type: 'xstate.done.actor.loadPermissions', output: permissions },
    { type: 'xstate.error.actor.loadPermissions', error: offline },
    { type: 'role.retry' },
    { type: 'role.save', values: plain },
    { type: 'role.save', values: withAdmin },
    { type: 'role.save', values: broken },
    { type: 'role.confirm' },
    { type: 'role.cancel' },
    { type: 'role.remove' },
    { type: 'role.close' },
    { type: 'xstate.done.actor.saveRole', output: { message: 'Role Cajero de piso saved.' } },
    { type: 'xstate.error.actor.saveRole', error: lastAdministrator },
    { type: 'xstate.error.actor.saveRole', error: nameTaken },
    { type: 'xstate.done.actor.removeRole', output: { message: 'Role Cajero deleted.' } },
    { type: 'xstate.error.actor.removeRole', error: offline },
  ],
  initialContext: (input) => ({
    subject: input.role,
    values: input.role ? { name: input.role.name, type: input.role.type as RoleValues['type'], permissions: input.role.permissions } : { name: '', type: '', permissions: [] },
    permissions: [],
    problems: {},
    gained: [],
    error: null,
    fieldErrors: {},
  }),
  guards: {
    warnsAdministrator: (c, e: On<'role.save'>) => valid(e.values) && expectedGained(c, e.values).length > 0,
    formIsValid: (_c, e: On<'role.save'>) => valid(e.values),
    removable: (c) => c.subject !== null && !c.subject.built_in,
  },
  effects: {
    'loading xstate.done.actor.loadPermissions': (_c, e: Done<Permission[]>) => ({ permissions: e.output }),
    'loading xstate.error.actor.loadPermissions': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'loadFailed role.retry': () => ({ error: null }),
    'editing role.save [warnsAdministrator]': (c, e: On<'role.save'>) => ({ values: e.values, problems: {}, error: null, fieldErrors: {}, gained: expectedGained(c, e.values) }),
    'editing role.save [formIsValid]': (_c, e: On<'role.save'>) => ({ values: e.values, problems: {}, error: null, fieldErrors: {}, gained: [] }),
    'editing role.save': (_c, e: On<'role.save'>) => ({ values: e.values, problems: expectedProblems(e.values) }),
    'editing role.remove': () => ({ error: null, fieldErrors: {} }),
    'warning role.cancel': () => ({ gained: [] }),
    'saving xstate.error.actor.saveRole': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors, gained: [] }),
    'removing xstate.error.actor.removeRole': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loading: (c) => expect(c.permissions).toEqual([]),
    loadFailed: (c) => expect([c.permissions, c.error]).toEqual([[], offline.message]),
    editing: (c) => {
      expect(c.permissions).toEqual(permissions);
      expect(c.gained).toEqual([]);
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.values));
    },
    warning: (c) => {
      expect(valid(c.values)).toBe(true);
      expect(c.gained.length).toBeGreaterThan(0);
      expect(c.gained.every((p) => p.startsWith('nexo.'))).toBe(true);
    },
    confirmingDelete: (c) => expect(c.subject?.built_in).toBe(false),
    saving: (c) => expect([c.problems, valid(c.values)]).toEqual([{}, true]),
    removing: (c) => expect(c.subject?.built_in).toBe(false),
    saved: () => {},
    removed: () => {},
    closed: () => {},
  },
  params: {
    notify: (_c, e: Done<{ message: string }>) => ({ message: e.output.message }),
  },
  invokes: {
    loadPermissions: () => undefined,
    saveRole: (c) => ({ roleId: c.subject?.id ?? null, values: c.values }),
    removeRole: (c) => ({ roleId: c.subject?.id }),
  },
};
