// The roles as the admin module's Roles and Permissions lists them (GET admin/roles and its export): each role
// with its permissions by name and how many users hold it (deleted users aside), searched by name, by id.
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminRole, AdminRolesQuery, Permission } from '../../../src/contracts/admin-roles.struct';
import { isBuiltInRole } from '../../../src/domain/roles/administrator-set';
import type { Db } from '../../db/connect';
import { permissions, roles } from '../../db/schema';
import { containing } from '../../lists/list-text';

// `roles.id` written out: drizzle leaves a lone table's columns unqualified, and the subqueries would read their own.
const columns = {
  id: roles.id,
  name: roles.name,
  type: roles.type,
  permissions: sql<string[]>`coalesce((select array_agg(p.name order by p.name) from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = roles.id), '{}')`,
  users: sql<number>`(select count(*) from users u where u.role_id = roles.id and u.deleted_at is null)::int`,
};

type Selected = { id: number; name: string; type: string; permissions: string[]; users: number };
const toRow = (r: Selected): AdminRole => ({ ...r, built_in: isBuiltInRole(r.id) });

/** The roles whose name holds the search text, of the type asked (every role without either). */
export function roleFilter(query: Pick<AdminRolesQuery, 'q' | 'type'>): SQL | undefined {
  const pattern = containing(query.q);
  return and(pattern === null ? undefined : ilike(roles.name, pattern), query.type ? eq(roles.type, query.type) : undefined);
}

export async function roleRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminRole[]> {
  const rows = await db.select(columns).from(roles).where(where).orderBy(asc(roles.id)).limit(limit).offset(offset);
  return rows.map(toRow);
}

export async function roleCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(roles).where(where);
  return row.n;
}

/** One role as the list shows it, or undefined. */
export async function roleRow(db: Db, roleId: number): Promise<AdminRole | undefined> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, roleId));
  return row ? toRow(row) : undefined;
}

/** Every permission the product knows (GET admin/permissions), by name. */
export async function permissionList(db: Db): Promise<Permission[]> {
  return db.select({ id: permissions.id, name: permissions.name }).from(permissions).orderBy(asc(permissions.name));
}
