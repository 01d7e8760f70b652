// A lot's users and operators (spec 3 §3 User/operator, §5 User/operator modal, §7 Operators): the bodies of
// POST parkings/{id}/users/register, .../operators/register and the edit, with the modal's rules, shared by the
// console's form and the server. Role 2 is an e-mail and phone user, role 6 a username user (spec 3 §6).
import { array, boolean, coerce, nullable, number, object, optional, refine, string, type Infer } from 'superstruct';
import { isEmail, plain, text, whole } from './rules';

export const PERSON_RULES = { nameMin: 4, nameMax: 100, usernameMin: 4, usernameMax: 60, phoneMin: 10, phoneMax: 13, passwordMin: 6 } as const;
/** The role whose people sign in with an e-mail and have a phone, and the role whose people sign in with a username. */
export const EMAIL_PHONE_ROLE = 2;
export const USERNAME_ROLE = 6;
/** status: 1 active, 2 inactive (cannot sign in). */
export const PERSON_STATUSES = [1, 2] as const;

const trimmed = (max: number) => coerce(plain(max), string(), (v) => v.trim());

const PersonFields = object({
  first_name: coerce(text(PERSON_RULES.nameMin, PERSON_RULES.nameMax), string(), (v) => v.trim()),
  last_name: coerce(text(PERSON_RULES.nameMin, PERSON_RULES.nameMax), string(), (v) => v.trim()),
  role_id: whole(1, 2_147_483_647),
  email: optional(trimmed(255)),
  /** Typed without the lot's prefix (it is put in front: `withPrefix`); upper-cased. */
  username: optional(coerce(trimmed(PERSON_RULES.usernameMax), string(), (v) => v.trim().toUpperCase())),
  /** Digits only once spaces, dashes and brackets are taken out. */
  phone: optional(coerce(plain(30), string(), (v) => v.replace(/[\s\-()]/g, ''))),
  country_code: optional(trimmed(5)),
  password: optional(plain(255)),
  status: optional(whole(1, 2)),
  /** `parking` or `operator` as the spec's clients send it; the endpoint decides the type. */
  type: optional(trimmed(20)),
});

/** A new person or an edit. The role cannot change in an edit, so it says whose edit it is: the operator's
 *  (role 6) asks for the password again (spec 3 §5), a user's keeps it when left empty. */
export type PersonForm = { editing: boolean };

/** The rule codes (src/domain/validation/messages.ts) the modal's role-dependent rules break, by field. */
export function personRuleFailures(v: Infer<typeof PersonFields>, form: PersonForm): [field: string, code: string][] {
  const failures: [string, string][] = [];
  if (v.role_id === EMAIL_PHONE_ROLE) {
    if (!v.email) failures.push(['email', 'required']);
    else if (!isEmail(v.email)) failures.push(['email', 'email']);
    if (!v.phone) failures.push(['phone', 'required']);
    else if (!new RegExp(`^\\d{${PERSON_RULES.phoneMin},${PERSON_RULES.phoneMax}}$`).test(v.phone)) {
      failures.push(['phone', `digitsBetween|${PERSON_RULES.phoneMin}|${PERSON_RULES.phoneMax}`]);
    }
  }
  if (v.role_id === USERNAME_ROLE) {
    if (!v.username) failures.push(['username', 'required']);
    else if (v.username.length < PERSON_RULES.usernameMin) failures.push(['username', `min|${PERSON_RULES.usernameMin}`]);
    else if (!/^[A-Z0-9_.-]+$/.test(v.username)) failures.push(['username', 'type']);
  }
  const passwordRequired = !form.editing || v.role_id === USERNAME_ROLE;
  if (!v.password) {
    if (passwordRequired) failures.push(['password', 'required']);
  } else if (v.password.length < PERSON_RULES.passwordMin) failures.push(['password', `min|${PERSON_RULES.passwordMin}`]);
  // The active switch is shown only when editing: a new person is active.
  if (!form.editing && v.status !== undefined && v.status !== 1) failures.push(['status', 'oneOf']);
  return failures;
}

/** The body of a register or an edit, with the rules of that form. */
export const personBody = (form: PersonForm) =>
  refine(PersonFields, 'person', (v, ctx) =>
    personRuleFailures(v, form).map(([field, code]) => ({ path: [...ctx.path, field], key: field, value: v[field as keyof typeof v] ?? '', message: code })),
  );
export type PersonBody = Infer<typeof PersonFields>;

/** One of the lot's people, as the list and the saves answer it. */
export const Person = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  email: nullable(string()),
  username: nullable(string()),
  phone: nullable(string()),
  country_code: nullable(string()),
  /** `parking` (a lot's user) or `operator`. */
  type: string(),
  role_id: number(),
  role: string(),
  status: number(),
  photo: object({ original: nullable(string()) }),
  parkingId: number(),
});
export type Person = Infer<typeof Person>;

/** GET parkings/{id}/operators. */
export const PeopleListAnswer = object({ data: array(Person) });
/** The register and edit calls: the saved person. */
export const PersonSavedAnswer = object({ data: Person, message: optional(string()) });
/** The delete: `success` is true. */
export const PersonDeletedAnswer = object({ success: boolean(), message: optional(string()) });
