// Roles with their permission names, and the roles a user form offers per provider type: seeded
// (server/auth/role-permissions.ts) and edited in the admin module (server/admin/roles), which announces each
// change (topic `roles`), so each process keeps them until a role changes (`select pg_notify('nexo_cache', 'all')`
// after changing them by hand).
import { asc, eq, sql } from 'drizzle-orm';
import { SHOP_OWNER_ROLE } from '../../src/contracts/shop-users.struct';
import { defineCache } from '../cache/caches';
import type { Change } from '../cache/changes';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { preparedFor } from '../db/prepared';
import { roles } from '../db/schema';

export type RoleRecord = { id: number; name: string; type: string; permissions: ReadonlySet<string> };
export type RoleOption = { id: number; name: string; type: string };

const statements = preparedFor((db) => ({
  role: db
    .select({
      id: roles.id,
      name: roles.name,
      type: roles.type,
      // `roles.id` written out: drizzle leaves a lone table's columns unqualified, and the subquery would read its own.
      permissions: sql<string[]>`coalesce((select array_agg(p.name) from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = roles.id), '{}')`,
    })
    .from(roles)
    .where(eq(roles.id, sql.placeholder('id')))
    .prepare('role_by_id'),
  ofType: db.select({ id: roles.id, name: roles.name, type: roles.type }).from(roles).where(eq(roles.type, sql.placeholder('type'))).orderBy(asc(roles.id)).prepare('roles_of_type'),
}));

const roleCache = defineCache<number, RoleRecord | undefined>('roles');
const typeCache = defineCache<string, RoleOption[]>('roles', true);

export async function roleRecord(db: Db, roleId: number): Promise<RoleRecord | undefined> {
  const read = async () => {
    const [row] = await statements(db).role.execute({ id: roleId });
    return row ? { ...row, permissions: new Set(row.permissions) } : undefined;
  };
  const cache = roleCache(db);
  return cache ? cache.get(roleId, read) : read();
}

/** The lot's user modal offers the operator-type roles beside the parking ones (spec 3 §6: an operator-type role
 *  registers through the operator endpoint); the shop's offers the salesman beside the manager (issue 18), and
 *  never the owner's role: the owner manages the others, and a shop gets its owner from its account request. */
const LISTED_WITH: Record<string, readonly string[]> = { parking: ['parking', 'operator'], shopping: ['shopping', 'salesman'] };
const NEVER_OFFERED: ReadonlySet<number> = new Set([SHOP_OWNER_ROLE]);

export async function rolesOfType(db: Db, type: string): Promise<RoleOption[]> {
  const read = async () => {
    const lists = await readAll(db, (LISTED_WITH[type] ?? [type]).map((one) => () => statements(db).ofType.execute({ type: one })));
    return lists
      .flat()
      .filter((role) => !NEVER_OFFERED.has(role.id))
      .sort((a, b) => a.id - b.id);
  };
  const cache = typeCache(db);
  return cache ? cache.get(type, read) : read();
}

/** What a write of a role announces in its transaction (then `forget`s once committed): every process forgets the
 *  role, the roles of each type, the menus and the kept sessions, whose permissions it may have changed. */
export const roleChange = (roleId: number): Change => ({ topic: 'roles', id: roleId });
