// The admin module's Roles and Permissions (spec 3 §2 "Roles and Permissions screen", §6; issue 20; nexo.roles):
// the roles, their provider type and their permissions, edited from the database. The body of POST admin/roles
// and PUT admin/roles/{role}, shared by the role editor and the server, and the list's rows. A change applies to
// the role's signed-in users at their next request.
import { array, assign, boolean, coerce, number, object, optional, size, string, type Infer } from 'superstruct';
import { AdminListQuery } from './admin-list.struct';
import { RoleType } from './role.struct';
import { plain, text } from './rules';

export const ROLE_RULES = { nameMin: 3, nameMax: 60, permissionsMax: 100 } as const;

/** GET admin/roles and its export: the list's query and a provider type. */
export const AdminRolesQuery = assign(AdminListQuery, object({ type: optional(RoleType) }));
export type AdminRolesQuery = Infer<typeof AdminRolesQuery>;

/** POST admin/roles, PUT admin/roles/{role}: the permissions by name (GET admin/permissions lists them). */
export const RoleBody = object({
  name: coerce(text(ROLE_RULES.nameMin, ROLE_RULES.nameMax), string(), (v) => v.trim()),
  type: RoleType,
  permissions: size(array(plain(100)), 0, ROLE_RULES.permissionsMax),
});
export type RoleBody = Infer<typeof RoleBody>;

/** A row of GET admin/roles: the role, its permissions (by name, in order), how many users hold it (deleted ones
 *  aside) and whether it is one of the roles the product is built around (ids 1-6: kept, their type fixed). */
export const AdminRole = object({
  id: number(),
  name: string(),
  type: string(),
  permissions: array(string()),
  users: number(),
  built_in: boolean(),
});
export type AdminRole = Infer<typeof AdminRole>;

export const Permission = object({ id: number(), name: string() });
export type Permission = Infer<typeof Permission>;
export const PermissionsAnswer = object({ data: array(Permission) });

/** What a save answers: the role as the list shows it, and the toast's words. */
export const RoleSavedAnswer = object({ data: AdminRole, message: string() });
export const RoleDeletedAnswer = object({ message: string() });
