// The admin module's writes of a role (POST admin/roles, PUT and DELETE admin/roles/{role}). Role writes run one
// at a time (a transaction-scoped advisory lock), so that two saves cannot both take a free name nor both take
// `nexo.roles` from the last roles active users hold. Each write announces the role's change (topic `roles`): every
// server process forgets the role, the menus and the kept sessions, so its holders' next request runs with it.
// The product's own roles (ids 1-6) keep their type and are not deleted; a role users hold keeps its type too.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AdminRole, RoleBody } from '../../../src/contracts/admin-roles.struct';
import { isBuiltInRole, ROLES_PERMISSION } from '../../../src/domain/roles/administrator-set';
import type { Locale } from '../../../src/domain/validation/messages';
import { roleChange } from '../../auth/roles';
import { forget } from '../../cache/caches';
import { announce } from '../../cache/changes';
import type { Db } from '../../db/connect';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { roleRow } from './role-records';

/** The database the request writes through (`app.db` read in the handler) and the caller's language. */
type Write = { db: Db; locale: Locale };
type Saved = { data: AdminRole; message: string };

/** Any number: it only has to differ from the other writers' advisory locks. */
const ROLE_WRITES_LOCK = 20_011;

const lockRoles = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${ROLE_WRITES_LOCK})`);

/** The name no other role's (in any capitals). */
async function checkName(tx: Db, name: string, locale: Locale, roleId: number | null): Promise<void> {
  const other = roleId === null ? undefined : ne(roles.id, roleId);
  const [taken] = await tx.select({ id: roles.id }).from(roles).where(and(sql`lower(${roles.name}) = lower(${name})`, other));
  if (taken) throw ValidationError.field('name', t('roleNameTaken', locale, name));
}

/** The ids of the permissions named; a name the database does not hold is refused. */
async function permissionIds(tx: Db, names: readonly string[], locale: Locale): Promise<number[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  const rows = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions).where(inArray(permissions.name, wanted));
  const unknown = wanted.find((name) => !rows.some((r) => r.name === name));
  if (unknown !== undefined) throw ValidationError.field('permissions', t('permissionUnknown', locale, unknown));
  return rows.map((r) => r.id);
}

async function setPermissions(tx: Db, roleId: number, ids: number[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length > 0) await tx.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}

/** Whether an active user (not deleted) holds a role with `nexo.roles`: someone can still change the roles. */
async function someoneChangesRoles(tx: Db): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(permissions.name, ROLES_PERMISSION), eq(users.status, 1), isNull(users.deletedAt)));
  return row.n > 0;
}

async function usersHolding(tx: Db, roleId: number, withDeleted: boolean): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.roleId, roleId), withDeleted ? undefined : isNull(users.deletedAt)));
  return row.n;
}

const savedOf = async (tx: Db, roleId: number): Promise<AdminRole> => {
  const row = await roleRow(tx, roleId);
  if (!row) throw new HttpError(404, 'notFound');
  return row;
};

export async function createRole({ db, locale }: Write, body: RoleBody): Promise<Saved> {
  let roleId = 0;
  const data = await db.transaction(async (tx) => {
    await lockRoles(tx);
    await checkName(tx, body.name, locale, null);
    const ids = await permissionIds(tx, body.permissions, locale);
    const [role] = await tx.insert(roles).values({ name: body.name, type: body.type }).returning({ id: roles.id });
    roleId = role.id;
    await setPermissions(tx, roleId, ids);
    await announce(tx, roleChange(roleId));
    return savedOf(tx, roleId);
  });
  forget(db, roleChange(roleId));
  return { data, message: t('roleAdded', locale, data.name) };
}

export async function updateRole({ db, locale }: Write, roleId: number, body: RoleBody): Promise<Saved> {
  const data = await db.transaction(async (tx) => {
    await lockRoles(tx);
    const before = await roleRow(tx, roleId);
    if (!before) throw new HttpError(404, 'notFound');
    if (body.type !== before.type && (before.built_in || (await usersHolding(tx, roleId, false)) > 0)) {
      throw ValidationError.field('type', t('roleTypeFixed', locale));
    }
    await checkName(tx, body.name, locale, roleId);
    const ids = await permissionIds(tx, body.permissions, locale);
    await tx.update(roles).set({ name: body.name, type: body.type }).where(eq(roles.id, roleId));
    await setPermissions(tx, roleId, ids);
    // Checked on the rows as they would be: the platform must keep someone who can change roles.
    if (before.permissions.includes(ROLES_PERMISSION) && !body.permissions.includes(ROLES_PERMISSION) && !(await someoneChangesRoles(tx))) {
      throw new HttpError(409, 'roleLastAdministrator');
    }
    await announce(tx, roleChange(roleId));
    return savedOf(tx, roleId);
  });
  forget(db, roleChange(roleId));
  return { data, message: t('roleSaved', locale, data.name) };
}

export async function deleteRole({ db, locale }: Write, roleId: number): Promise<{ message: string }> {
  const name = await db.transaction(async (tx) => {
    await lockRoles(tx);
    const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
    if (!role) throw new HttpError(404, 'notFound');
    if (isBuiltInRole(roleId)) throw new HttpError(409, 'roleBuiltIn', role.name);
    // Deleted users keep their role in the records (their history names it).
    if ((await usersHolding(tx, roleId, true)) > 0) throw new HttpError(409, 'roleInUse', role.name);
    await tx.delete(roles).where(eq(roles.id, roleId));
    await announce(tx, roleChange(roleId));
    return role.name;
  });
  forget(db, roleChange(roleId));
  return { message: t('roleDeleted', locale, name) };
}
