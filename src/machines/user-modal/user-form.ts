// The user modal's form (spec 3 §5 "User/operator modal", §6): its values, the request a save sends and the
// rules it breaks, from src/contracts/people.struct.ts (the rules the server checks again). A role of type
// operator registers through the operator endpoint, any other through the user endpoint; in an edit the role is
// the person's own whatever the form holds.
import { validate } from 'superstruct';
import { EMAIL_PHONE_ROLE, personBody, personRuleFailures, USERNAME_ROLE, type Person, type PersonBody } from '../../contracts/people.struct';
import { withPrefix } from '../../contracts/rules';
import type { Role } from '../../contracts/role.struct';
import type { SavePersonRequest } from '../../services/operators.api';

export type PersonValues = {
  first_name: string;
  last_name: string;
  role_id: number | null;
  email: string;
  /** Typed without the lot's prefix for a new operator; an edit shows the person's whole username. */
  username: string;
  phone: string;
  country_code: string;
  password: string;
  /** The active switch (edit only): status 1, else 2. */
  active: boolean;
};

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

export const DEFAULT_COUNTRY_CODE = '52';

export const emptyValues = (): PersonValues => ({
  first_name: '',
  last_name: '',
  role_id: null,
  email: '',
  username: '',
  phone: '',
  country_code: DEFAULT_COUNTRY_CODE,
  password: '',
  active: true,
});

export const valuesOf = (person: Person): PersonValues => ({
  first_name: person.first_name,
  last_name: person.last_name,
  role_id: person.role_id,
  email: person.email ?? '',
  username: person.username ?? '',
  phone: person.phone ?? '',
  country_code: person.country_code ?? DEFAULT_COUNTRY_CODE,
  password: '',
  active: person.status === 1,
});

export const isOperatorRole = (roles: readonly Role[], roleId: number | null): boolean => roles.some((r) => r.id === roleId && r.type === 'operator');

/** The body a save sends: the role's own fields only; the operator's username with the lot's prefix in front. */
export function bodyOf(values: PersonValues, roles: readonly Role[], person: Person | null, lotPrefix: string): PersonBody {
  const roleId = person ? person.role_id : (values.role_id ?? 0);
  const body: PersonBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    role_id: roleId,
    type: isOperatorRole(roles, roleId) ? 'operator' : 'parking',
    status: person ? (values.active ? 1 : 2) : 1,
  };
  if (roleId === EMAIL_PHONE_ROLE) Object.assign(body, { email: values.email.trim(), phone: values.phone.replace(/[\s\-()]/g, ''), country_code: values.country_code.trim() });
  if (roleId === USERNAME_ROLE) body.username = withPrefix(lotPrefix, values.username);
  if (values.password !== '') body.password = values.password;
  return body;
}

/** The rules the form's values break, one code a field (the first). The username's length is the typed one. */
export function problemsOf(values: PersonValues, roles: readonly Role[], person: Person | null): Problems {
  const problems: Problems = {};
  const add = (field: string, code: string) => {
    problems[field] ??= code;
  };
  const roleId = person ? person.role_id : values.role_id;
  if (roleId === null) add('role_id', 'required');
  const body = { ...bodyOf(values, roles, person, ''), username: roleId === USERNAME_ROLE ? values.username.trim().toUpperCase() : undefined };
  const form = { editing: person !== null };
  const [error] = validate(body, personBody(form), { coerce: true });
  for (const f of error?.failures() ?? []) {
    const field = String(f.path[0] ?? f.key ?? '');
    if (field === 'role_id' && roleId === null) continue;
    add(field, f.refinement ? f.message : 'type');
  }
  // The role's own rules, also while a name still fails (the struct checks them only once the fields pass).
  for (const [field, code] of personRuleFailures(body as PersonBody, form)) add(field, code);
  return problems;
}

export const saveRequestOf = (lotId: number, values: PersonValues, roles: readonly Role[], person: Person | null, lotPrefix: string, photo: File | null): SavePersonRequest => ({
  lotId,
  target: person ? { kind: 'edit', userId: person.id } : isOperatorRole(roles, values.role_id) ? { kind: 'operator' } : { kind: 'user' },
  body: bodyOf(values, roles, person, lotPrefix),
  photo,
});
