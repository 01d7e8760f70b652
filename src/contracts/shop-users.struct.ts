// A shop's users and salesmen (spec 1 §3 User/profile record, §5 user modal, §7): the bodies of
// POST shops/{shop}/users/register, POST shops/{shop}/branch/{branch}/salesman/register and their edits, with the
// modal's rules, shared by the console's form and the server. Role 5 is the salesman (spec 1 §6): bound to a
// branch, signs in with a username and a password, has no e-mail; any other role has an e-mail and a phone.
import { readJsonText } from './json-text';
import { array, coerce, nullable, number, object, optional, refine, string, union, type Infer } from 'superstruct';
import { id, isEmail, plain, text, whole } from './rules';

export const SHOP_USER_RULES = { nameMin: 4, nameMax: 100, usernameMin: 4, usernameMax: 60, phoneMin: 10, phoneMax: 16, passwordMin: 6, branchsMax: 200 } as const;
export const SALESMAN_ROLE = 5;
/** The role of the shop's owner: the one who manages the others, never offered by the modal nor listed. */
export const SHOP_OWNER_ROLE = 4;

/** Each word's first letter upper-cased (spec 1 §5: names are capitalised). */
export const capitalised = (name: string): string => name.trim().replace(/(^|[\s'-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** Digits only once spaces, dashes and brackets are taken out. */
export const phoneDigits = (phone: string): string => phone.replace(/[\s\-()]/g, '');

const trimmed = (max: number) => coerce(plain(max), string(), (v) => v.trim());
const name = coerce(text(SHOP_USER_RULES.nameMin, SHOP_USER_RULES.nameMax), string(), capitalised);

/** The branch ids: a JSON array, or its text as a form sends it. */
const Branchs = coerce(
  refine(array(id()), 'branchs', (v) => v.length <= SHOP_USER_RULES.branchsMax || `max|${SHOP_USER_RULES.branchsMax}`),
  union([string(), number()]),
  (v) => {
    if (typeof v === 'number') return [v];
    return readJsonText(v) ?? v;
  },
);

const ShopUserFields = object({
  first_name: name,
  last_name: name,
  role_id: whole(1, 2_147_483_647),
  email: optional(trimmed(255)),
  /** Typed without the shop's prefix (it is put in front: `withPrefix`); upper-cased. */
  username: optional(coerce(trimmed(SHOP_USER_RULES.usernameMax), string(), (v) => v.trim().toUpperCase())),
  phone: optional(coerce(plain(30), string(), phoneDigits)),
  /** A salesman's password: required on register, optional in an edit (a salesman has no e-mail to reset it by). */
  password: optional(plain(255)),
  /** `shopping` or `salesman` as the spec's console sends it; the endpoint decides the type. */
  type: optional(trimmed(20)),
  /** The branches the user belongs to (spec 1 §3 `branchs`); a new salesman's is the one in the path. */
  branchs: optional(Branchs),
  /** 1 active, 2 inactive (cannot sign in); a new user is active. */
  status: optional(whole(1, 2)),
});
export type ShopUserBody = Infer<typeof ShopUserFields>;

/** Which form: a salesman's or another user's (the endpoint says which), new or an edit. */
export type ShopUserForm = { salesman: boolean; editing: boolean };

/** The rule codes (src/domain/validation/messages.ts) the modal's role-dependent rules break, by field. */
export function shopUserRuleFailures(v: ShopUserBody, form: ShopUserForm): [field: string, code: string][] {
  const failures: [string, string][] = [];
  if (form.salesman) {
    if (!v.username) failures.push(['username', 'required']);
    else if (v.username.length < SHOP_USER_RULES.usernameMin) failures.push(['username', `min|${SHOP_USER_RULES.usernameMin}`]);
    else if (!/^[A-Z0-9_.-]+$/.test(v.username)) failures.push(['username', 'type']);
    if (!v.password) {
      if (!form.editing) failures.push(['password', 'required']);
    } else if (v.password.length < SHOP_USER_RULES.passwordMin) failures.push(['password', `min|${SHOP_USER_RULES.passwordMin}`]);
    // An edit says the salesman's branches; a salesman is always bound to one at least.
    if (form.editing && (v.branchs ?? []).length === 0) failures.push(['branchs', 'required']);
  } else {
    if (!v.email) failures.push(['email', 'required']);
    else if (!isEmail(v.email)) failures.push(['email', 'email']);
    if (!v.phone) failures.push(['phone', 'required']);
    else if (!new RegExp(`^\\d{${SHOP_USER_RULES.phoneMin},${SHOP_USER_RULES.phoneMax}}$`).test(v.phone)) {
      failures.push(['phone', `digitsBetween|${SHOP_USER_RULES.phoneMin}|${SHOP_USER_RULES.phoneMax}`]);
    }
  }
  if (!form.editing && v.status !== undefined && v.status !== 1) failures.push(['status', 'oneOf']);
  return failures;
}

/** The body of a register or an edit, with the rules of that form. */
export const shopUserBody = (form: ShopUserForm) =>
  refine(ShopUserFields, 'shopUser', (v, ctx) =>
    shopUserRuleFailures(v, form).map(([field, code]) => ({ path: [...ctx.path, field], key: field, value: v[field as keyof typeof v] ?? '', message: code })),
  );

/** One of the shop's users (spec 1 §3 User/profile record), as the list and the saves answer it. */
export const ShopUser = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  email: nullable(string()),
  username: nullable(string()),
  phone: nullable(string()),
  /** `shopping` or `salesman`. */
  type: string(),
  role_id: number(),
  role: string(),
  status: number(),
  branchs: array(number()),
  /** The first of `branchs` (the spec's `idbranch`), null when none. */
  idbranch: nullable(number()),
  url_logo: object({ original: nullable(string()) }),
});
export type ShopUser = Infer<typeof ShopUser>;

/** GET shops/{shop}/users. */
export const ShopUserListAnswer = object({ data: array(ShopUser) });
/** The register and edit calls: the saved user. */
export const ShopUserSavedAnswer = object({ data: ShopUser, message: optional(string()) });
