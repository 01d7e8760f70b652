// Admin: Roles and Permissions' calls (docs/api.md "Admin: credits and roles"): the permissions the product knows,
// a role's save (new or edit) and its delete. The list and its export go through the admin lists' calls
// (admin-list.api.ts).
import { PermissionsAnswer, RoleDeletedAnswer, RoleSavedAnswer, type Permission, type RoleBody } from '../contracts/admin-roles.struct';
import { apiCall } from './http';

export const fetchPermissions = async (): Promise<Permission[]> => (await apiCall(PermissionsAnswer, 'admin/permissions')).data;

export const saveRole = (roleId: number | null, body: RoleBody) =>
  apiCall(RoleSavedAnswer, roleId === null ? 'admin/roles' : `admin/roles/${roleId}`, { method: roleId === null ? 'POST' : 'PUT', body });

export const deleteRole = (roleId: number) => apiCall(RoleDeletedAnswer, `admin/roles/${roleId}`, { method: 'DELETE' });
