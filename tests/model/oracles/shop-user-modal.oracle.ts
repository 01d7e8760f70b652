// The oracle of the shop's user modal chart (spec 1 §4, §5 user modal, §7, §8), written from the spec in the
// test's own words: a role, fixed in an edit; names of at least 4 characters, sent capitalised; a user who is not
// a salesman needs a valid e-mail (locked in an edit) and a phone of 10 to 16 digits; a salesman (role 5) a
// username of at least 4 characters, sent upper-cased behind the shop's prefix and `_` (locked in an edit), a
// password on a new one (at least 6; optional in an edit) and a branch; the active switch of an edit sends
// status 1 or 2; a salesman is saved through a branch, anyone else through the shop; saving before the roles
// are loaded warns. Used by tests/model/shop-user-modal.paths.test.ts and the modal's replays.
import { expect } from 'vitest';
import type { Role } from '../../../src/contracts/role.struct';
import type { ShopUser } from '../../../src/contracts/shop-users.struct';
import type { ShopUserValues } from '../../../src/machines/shop-user-modal/shop-user-form';
import { shopUserModalMachine, type ShopUserModalContext, type ShopUserModalEvent } from '../../../src/machines/shop-user-modal/shop-user-modal.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends ShopUserModalEvent['type']> = Extract<ShopUserModalEvent, { type: T }>;

export const roles: Role[] = [
  { id: 3, name: 'Manager', type: 'shopping' },
  { id: 5, name: 'Salesman', type: 'salesman' },
];

export const salesman: ShopUser = {
  id: 7,
  first_name: 'Valentín',
  last_name: 'Vendedor',
  email: null,
  username: 'TNDA_VENDEDOR',
  phone: null,
  type: 'salesman',
  role_id: 5,
  role: 'Salesman',
  status: 1,
  branchs: [1],
  idbranch: 1,
  url_logo: { original: null },
};
export const manager: ShopUser = { ...salesman, id: 6, first_name: 'Mario', last_name: 'Gerente', email: 'manager@nexo.demo', username: null, phone: '8110000006', type: 'shopping', role_id: 3, role: 'Manager', branchs: [1, 2], idbranch: 1 };

const blank: ShopUserValues = { first_name: '', last_name: '', role_id: null, email: '', username: '', phone: '', password: '', branchs: [], active: true };
/** Lower-case names the save capitalises. */
export const newSalesman: ShopUserValues = { ...blank, first_name: 'lupita', last_name: 'de la garza', role_id: 5, username: 'lupita', password: 'secreto1', branchs: [2] };
export const newManager: ShopUserValues = { ...blank, first_name: 'Gabriela', last_name: 'Montes', role_id: 3, email: 'gabriela@example.mx', phone: '81 1234-5678', branchs: [1] };
/** Short names, a bad e-mail, a phone of 3 digits. */
export const badManager: ShopUserValues = { ...blank, first_name: 'Al', last_name: 'Ruiz', role_id: 3, email: 'gabriela@', phone: '123' };
/** A salesman without a branch, a short username and a short password. */
export const badSalesman: ShopUserValues = { ...blank, first_name: 'Tomás', last_name: 'Villarreal', role_id: 5, username: 'tom', password: 'abc' };
/** No role. */
export const noRole: ShopUserValues = { ...blank, first_name: 'Sandra', last_name: 'Salinas' };
/** An edit deactivating the user and moving them to branch 2. */
export const inactive: ShopUserValues = { ...newManager, first_name: 'Mario', last_name: 'Gerente', email: 'otro@example.mx', username: 'OTRO', phone: '8110000006', branchs: [2], active: false };

export const refusal = new ApiError('The given data was invalid.', 422, { username: ['The username TNDA_LUPITA already belongs to another user.'] });

const roleOf = (c: ShopUserModalContext, v: ShopUserValues) => (c.user ? c.user.role_id : v.role_id);
const digits = (phone: string) => phone.replace(/[\s\-()]/g, '');
const capital = (name: string) =>
  name
    .trim()
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** The first rule each field breaks, as the shared rules' codes. */
export function expectedProblems(c: ShopUserModalContext, v: ShopUserValues): Record<string, string> {
  const out: Record<string, string> = {};
  const role = roleOf(c, v);
  for (const field of ['first_name', 'last_name'] as const) {
    const n = v[field].trim().length;
    if (n === 0) out[field] = 'required';
    else if (n < 4) out[field] = 'min|4';
  }
  if (role === null) out.role_id = 'required';
  if (role === 5) {
    const username = c.user ? (c.user.username ?? '') : v.username.trim();
    if (username === '') out.username = 'required';
    else if (username.length < 4) out.username = 'min|4';
    if (v.password === '' && !c.user) out.password = 'required';
    else if (v.password !== '' && v.password.length < 6) out.password = 'min|6';
    if (v.branchs.length === 0) out.branchs = 'required';
  } else if (role !== null) {
    const email = c.user ? (c.user.email ?? '') : v.email.trim();
    if (email === '') out.email = 'required';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) out.email = 'email';
    if (digits(v.phone) === '') out.phone = 'required';
    else if (!/^\d{10,16}$/.test(digits(v.phone))) out.phone = 'digitsBetween|10|16';
  }
  return out;
}

/** The request a valid form sends. */
function expectedRequest(c: ShopUserModalContext) {
  const v = c.values;
  const role = roleOf(c, v) as number;
  const status = c.user && !v.active ? 2 : 1;
  const names = { first_name: capital(v.first_name), last_name: capital(v.last_name), role_id: role };
  if (role === 5) {
    const username = c.user ? c.user.username : `TNDA_${v.username.trim().toUpperCase()}`;
    const kept = c.user ? v.branchs.filter((b) => c.user?.branchs.includes(b)) : [];
    return {
      shopId: c.shopId,
      target: { kind: 'salesman', branchId: c.user ? (kept[0] ?? c.user.branchs[0]) : v.branchs[0], userId: c.user?.id ?? null },
      body: { ...names, type: 'salesman', status, username, ...(v.password !== '' ? { password: v.password } : {}), ...(c.user ? { branchs: v.branchs } : {}) },
    };
  }
  return {
    shopId: c.shopId,
    target: { kind: 'user', userId: c.user?.id ?? null },
    body: { ...names, type: 'shopping', status, email: c.user ? c.user.email : v.email.trim(), phone: digits(v.phone), branchs: v.branchs },
  };
}

const saved = (id: number): ShopUser => ({ ...salesman, id, first_name: 'Lupita', last_name: 'De La Garza' });

export const shopUserModalOracle: OracleOf<typeof shopUserModalMachine> = {
  name: 'shop-user-modal',
  machine: shopUserModalMachine,
  input: { shopId: 1, shopPrefix: 'TNDA', user: null },
  events: () => [
    { type: 'xstate.done.actor.loadRoles', output: roles },
    { type: 'xstate.error.actor.loadRoles', error: new ApiError('Network error') },
    { type: 'user.save', values: newSalesman },
    { type: 'user.save', values: newManager },
    { type: 'user.save', values: badManager },
    { type: 'user.save', values: badSalesman },
    { type: 'user.save', values: noRole },
    { type: 'user.save', values: inactive },
    { type: 'user.retryRoles' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.saveShopUser', output: { user: saved(12), message: 'Saved.' } },
    { type: 'xstate.error.actor.saveShopUser', error: refusal },
  ],
  initialContext: (input) => ({
    shopId: input.shopId,
    shopPrefix: input.shopPrefix,
    user: input.user,
    roles: [],
    values: input.user
      ? {
          first_name: input.user.first_name,
          last_name: input.user.last_name,
          role_id: input.user.role_id,
          email: input.user.email ?? '',
          username: input.user.username ?? '',
          phone: input.user.phone ?? '',
          password: '',
          branchs: input.user.branchs,
          active: input.user.status === 1,
        }
      : blank,
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  guards: {
    formIsValid: (c, e: On<'user.save'>) => Object.keys(expectedProblems(c, e.values)).length === 0,
  },
  effects: {
    'loadingRoles xstate.done.actor.loadRoles': (_c, e: Done<Role[]>) => ({ roles: e.output }),
    'loadingRoles user.save': (_c, e: On<'user.save'>) => ({ values: e.values }),
    'rolesMissing user.save': (_c, e: On<'user.save'>) => ({ values: e.values }),
    'editing user.save [formIsValid]': (_c, e: On<'user.save'>) => ({ values: e.values, problems: {}, error: null, fieldErrors: {} }),
    'editing user.save': (c, e: On<'user.save'>) => ({ values: e.values, problems: expectedProblems(c, e.values) }),
    'saving xstate.error.actor.saveShopUser': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loadingRoles: (c) => expect(c.roles).toEqual([]),
    rolesMissing: (c) => expect(c.roles).toEqual([]),
    editing: (c) => {
      expect(c.roles.length).toBeGreaterThan(0);
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c, c.values));
    },
    saving: (c) => {
      expect(c.problems).toEqual({});
      expect(expectedProblems(c, c.values)).toEqual({});
    },
    saved: (c) => expect(c.problems).toEqual({}),
    closed: () => {},
  },
  params: {
    notify: (c, e: Done<{ message: string | null; user: ShopUser }>) => ({ message: e.output.message, created: c.user === null, name: `${e.output.user.first_name} ${e.output.user.last_name}` }),
    saved: (_c, e: Done<{ user: ShopUser }>) => ({ id: e.output.user.id }),
  },
  invokes: {
    loadRoles: () => undefined,
    saveShopUser: (c) => expectedRequest(c),
  },
};
