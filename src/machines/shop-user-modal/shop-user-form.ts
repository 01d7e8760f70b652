// The shop's user modal form (spec 1 §5 user modal, §7): its values, the request a save sends and the rules it
// breaks, from src/contracts/shop-users.struct.ts (the rules the server checks again). A salesman (role 5)
// registers through the branch chosen, anyone else through the shop; an edit keeps the user's own role, e-mail
// and username whatever the form holds.
import { validate } from 'superstruct';
import { withPrefix } from '../../contracts/rules';
import { capitalised, phoneDigits, SALESMAN_ROLE, shopUserBody, shopUserRuleFailures, type ShopUser, type ShopUserBody } from '../../contracts/shop-users.struct';
import type { SaveShopUserRequest } from '../../services/shop-users.api';

export type ShopUserValues = {
  first_name: string;
  last_name: string;
  role_id: number | null;
  email: string;
  /** Typed without the shop's prefix for a new salesman; an edit shows the whole username. */
  username: string;
  phone: string;
  password: string;
  /** The user's branches; a new salesman's first one is where they are registered. */
  branchs: number[];
  /** The active switch (edit only): status 1, else 2. */
  active: boolean;
};

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

export const emptyValues = (): ShopUserValues => ({ first_name: '', last_name: '', role_id: null, email: '', username: '', phone: '', password: '', branchs: [], active: true });

export const valuesOf = (user: ShopUser): ShopUserValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  role_id: user.role_id,
  email: user.email ?? '',
  username: user.username ?? '',
  phone: user.phone ?? '',
  password: '',
  branchs: user.branchs,
  active: user.status === 1,
});

const roleOf = (values: ShopUserValues, user: ShopUser | null) => (user ? user.role_id : values.role_id);

/** The body a save sends: the role's own fields only; the salesman's username with the shop's prefix in front. */
export function bodyOf(values: ShopUserValues, user: ShopUser | null, shopPrefix: string): ShopUserBody {
  const roleId = roleOf(values, user) ?? 0;
  const salesman = roleId === SALESMAN_ROLE;
  const body: ShopUserBody = {
    first_name: capitalised(values.first_name),
    last_name: capitalised(values.last_name),
    role_id: roleId,
    type: salesman ? 'salesman' : 'shopping',
    status: user ? (values.active ? 1 : 2) : 1,
  };
  if (salesman) {
    body.username = user ? (user.username ?? '') : withPrefix(shopPrefix, values.username);
    if (values.password !== '') body.password = values.password;
  } else {
    Object.assign(body, { email: user ? (user.email ?? '') : values.email.trim(), phone: phoneDigits(values.phone) });
  }
  // A new salesman's branch is the path's; every other save says the list.
  if (user || !salesman) body.branchs = values.branchs;
  return body;
}

/** The rules the form's values break, one code a field (the first). A new salesman's username is the typed one. */
export function problemsOf(values: ShopUserValues, user: ShopUser | null): Problems {
  const problems: Problems = {};
  const add = (field: string, code: string) => {
    problems[field] ??= code;
  };
  const roleId = roleOf(values, user);
  if (roleId === null) add('role_id', 'required');
  const salesman = roleId === SALESMAN_ROLE;
  const form = { salesman, editing: user !== null };
  const body = { ...bodyOf(values, user, ''), ...(salesman && !user ? { username: values.username.trim().toUpperCase() } : {}) };
  const [error] = validate(body, shopUserBody(form), { coerce: true });
  for (const f of error?.failures() ?? []) {
    const field = String(f.path[0] ?? f.key ?? '');
    // Without a role only the names apply yet.
    if (roleId === null && field !== 'first_name' && field !== 'last_name') continue;
    add(field, f.refinement ? f.message : 'type');
  }
  // The role's own rules, also while a name still fails (the struct checks them only once the fields pass).
  if (roleId !== null) for (const [field, code] of shopUserRuleFailures(body, form)) add(field, code);
  if (salesman && !user && values.branchs.length === 0) add('branchs', 'required');
  return problems;
}

export const saveRequestOf = (shopId: number, values: ShopUserValues, user: ShopUser | null, shopPrefix: string): SaveShopUserRequest => {
  const salesman = roleOf(values, user) === SALESMAN_ROLE;
  // A salesman is edited through a branch of theirs: the first they still have, else the first they had.
  const branchId = (user ? (values.branchs.find((b) => user.branchs.includes(b)) ?? user.branchs[0]) : values.branchs[0]) ?? 0;
  const target = salesman ? { kind: 'salesman' as const, branchId, userId: user?.id ?? null } : { kind: 'user' as const, userId: user?.id ?? null };
  return { shopId, target, body: bodyOf(values, user, shopPrefix) };
};
