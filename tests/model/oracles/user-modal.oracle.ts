// The oracle of the user modal's chart (spec 3 §5 "User/operator modal", §6, §8), written from the spec in the
// test's own words: names of at least 4 characters; a role, fixed in an edit; role 2 needs a valid e-mail and a
// phone of 10 to 13 digits; role 6 a username of at least 4 characters, sent upper-cased behind the lot's prefix
// and `_`; a password (at least 6) on a new person and on an operator's edit, kept when left empty in a user's
// edit; a role of type operator registers through the operator endpoint, any other through the user endpoint;
// saving before the roles are loaded warns 'Retry'. Used by tests/model/user-modal.paths.test.ts and the
// modal's replays.
import { expect } from 'vitest';
import type { Person } from '../../../src/contracts/people.struct';
import type { Role } from '../../../src/contracts/role.struct';
import type { PersonValues } from '../../../src/machines/user-modal/user-form';
import { userModalMachine, type UserModalContext, type UserModalEvent } from '../../../src/machines/user-modal/user-modal.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends UserModalEvent['type']> = Extract<UserModalEvent, { type: T }>;

export const roles: Role[] = [
  { id: 2, name: 'Parking administrator', type: 'parking' },
  { id: 6, name: 'Operator', type: 'operator' },
];

export const operator: Person = {
  id: 7,
  first_name: 'Ramiro',
  last_name: 'Treviño',
  email: null,
  username: 'CENTRO_RAMIRO',
  phone: null,
  country_code: null,
  type: 'operator',
  role_id: 6,
  role: 'Operator',
  status: 1,
  photo: { original: null },
  parkingId: 1,
};
export const administrator: Person = { ...operator, id: 4, first_name: 'Lucía', last_name: 'Garza', email: 'lucia@example.mx', username: null, phone: '8112345678', country_code: '52', type: 'parking', role_id: 2, role: 'Parking administrator' };

const blank: PersonValues = { first_name: '', last_name: '', role_id: null, email: '', username: '', phone: '', country_code: '52', password: '', active: true };
export const newOperator: PersonValues = { ...blank, first_name: 'Sandra', last_name: 'Salinas', role_id: 6, username: 'sandra', password: 'secreto1' };
export const newUser: PersonValues = { ...blank, first_name: 'Mariana', last_name: 'Garza', role_id: 2, email: 'mariana@example.mx', phone: '81 1234-5678', password: 'secreto1' };
/** Short names, a bad e-mail, a phone of 3 digits, a short password. */
export const badUser: PersonValues = { ...blank, first_name: 'Al', last_name: 'Ruiz', role_id: 2, email: 'mariana@', phone: '123', password: 'abc' };
/** No role, no password. */
export const noRole: PersonValues = { ...blank, first_name: 'Sandra', last_name: 'Salinas' };
/** A user's edit deactivating her, the password left empty. */
export const inactive: PersonValues = { ...newUser, first_name: 'Lucía', password: '', active: false };
export const photo = new File([new Uint8Array([137, 80, 78, 71])], 'sandra.png', { type: 'image/png' });

export const refusal = new ApiError('The given data was invalid.', 422, { username: ['The username has already been taken.'] });

const roleOf = (c: UserModalContext, v: PersonValues) => (c.person ? c.person.role_id : v.role_id);
const digits = (phone: string) => phone.replace(/[\s\-()]/g, '');

/** The first rule each field breaks, as the shared rules' codes. */
export function expectedProblems(c: UserModalContext, v: PersonValues): Record<string, string> {
  const out: Record<string, string> = {};
  const role = roleOf(c, v);
  const name = (field: 'first_name' | 'last_name') => {
    const n = v[field].trim().length;
    if (n === 0) out[field] = 'required';
    else if (n < 4) out[field] = 'min|4';
  };
  name('first_name');
  name('last_name');
  if (role === null) out.role_id = 'required';
  if (role === 2) {
    if (v.email.trim() === '') out.email = 'required';
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.email.trim())) out.email = 'email';
    if (digits(v.phone) === '') out.phone = 'required';
    else if (!/^\d{10,13}$/.test(digits(v.phone))) out.phone = 'digitsBetween|10|13';
  }
  if (role === 6) {
    if (v.username.trim() === '') out.username = 'required';
    else if (v.username.trim().length < 4) out.username = 'min|4';
  }
  const passwordNeeded = c.person === null || role === 6;
  if (v.password === '' && passwordNeeded) out.password = 'required';
  else if (v.password !== '' && v.password.length < 6) out.password = 'min|6';
  return out;
}

/** The request a valid form sends. */
function expectedRequest(c: UserModalContext) {
  const v = c.values;
  const role = roleOf(c, v) as number;
  const target = c.person ? { kind: 'edit', userId: c.person.id } : role === 6 ? { kind: 'operator' } : { kind: 'user' };
  const username = v.username.trim().toUpperCase();
  return {
    lotId: c.lotId,
    target,
    body: {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      role_id: role,
      type: role === 6 ? 'operator' : 'parking',
      status: c.person && !v.active ? 2 : 1,
      ...(role === 2 ? { email: v.email.trim(), phone: digits(v.phone), country_code: v.country_code } : {}),
      ...(role === 6 ? { username: username.startsWith(`${c.lotPrefix}_`) ? username : `${c.lotPrefix}_${username}` } : {}),
      ...(v.password !== '' ? { password: v.password } : {}),
    },
    photo: c.photo,
  };
}

const saved = (id: number): Person => ({ ...operator, id });

export const userModalOracle: OracleOf<typeof userModalMachine> = {
  name: 'user-modal',
  machine: userModalMachine,
  input: { lotId: 1, lotPrefix: 'CENTRO', person: null },
  events: () => [
    { type: 'xstate.done.actor.loadRoles', output: roles },
    { type: 'xstate.error.actor.loadRoles', error: new ApiError('Network error') },
    { type: 'user.save', values: newOperator, photo },
    { type: 'user.save', values: newUser, photo: null },
    { type: 'user.save', values: badUser, photo: null },
    { type: 'user.save', values: noRole, photo: null },
    { type: 'user.save', values: inactive, photo: null },
    { type: 'user.retryRoles' },
    { type: 'user.close' },
    { type: 'xstate.done.actor.savePerson', output: { person: saved(12), message: 'Saved.' } },
    { type: 'xstate.error.actor.savePerson', error: refusal },
  ],
  initialContext: (input) => ({
    lotId: input.lotId,
    lotPrefix: input.lotPrefix,
    person: input.person,
    roles: [],
    values: input.person
      ? {
          first_name: input.person.first_name,
          last_name: input.person.last_name,
          role_id: input.person.role_id,
          email: input.person.email ?? '',
          username: input.person.username ?? '',
          phone: input.person.phone ?? '',
          country_code: input.person.country_code ?? '52',
          password: '',
          active: input.person.status === 1,
        }
      : blank,
    photo: null,
    problems: {},
    error: null,
    fieldErrors: {},
  }),
  guards: {
    formIsValid: (c, e: On<'user.save'>) => Object.keys(expectedProblems(c, e.values)).length === 0,
  },
  effects: {
    'loadingRoles xstate.done.actor.loadRoles': (_c, e: Done<Role[]>) => ({ roles: e.output }),
    'loadingRoles user.save': (_c, e: On<'user.save'>) => ({ values: e.values, photo: e.photo }),
    'rolesMissing user.save': (_c, e: On<'user.save'>) => ({ values: e.values, photo: e.photo }),
    'editing user.save [formIsValid]': (_c, e: On<'user.save'>) => ({ values: e.values, photo: e.photo, problems: {}, error: null, fieldErrors: {} }),
    'editing user.save': (c, e: On<'user.save'>) => ({ values: e.values, photo: e.photo, problems: expectedProblems(c, e.values) }),
    'saving xstate.error.actor.savePerson': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loadingRoles: (c) => expect(c.roles).toEqual([]),
    rolesMissing: (c) => expect(c.roles).toEqual([]),
    editing: (c) => {
      expect(c.roles.length).toBeGreaterThan(0);
      // A broken rule or a refusal shows: never both at once from one save.
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
    notify: (c, e: Done<{ message: string | null }>) => ({ message: e.output.message, created: c.person === null }),
    saved: (_c, e: Done<{ person: Person }>) => ({ id: e.output.person.id }),
  },
  invokes: {
    loadRoles: () => undefined,
    savePerson: (c) => expectedRequest(c),
  },
};
