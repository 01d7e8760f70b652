// The admin module's Users (issue 20; spec 1 §1 providers, §6 nexo.users): every user of every tenant but the
// deleted ones, filtered by provider, lot, shop and status, with the platform admin's actions on one: deactivate
// or reactivate (status 1 active, 2 inactive; deactivating signs them out), mail a link to set a new password,
// sign out every device.
import { array, assign, literal, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { AdminListQuery } from './admin-list.struct';
import { PROVIDERS, Provider } from './auth.struct';
import { id, oneOf } from './rules';

export const USER_STATUSES = [1, 2] as const;

/** GET admin/users and its export: the list's query and its filters (each left out: all). */
export const AdminUsersQuery = assign(
  AdminListQuery,
  object({ provider: optional(oneOf(PROVIDERS)), parking_id: optional(id()), shop_id: optional(id()), status: optional(oneOf(['1', '2'])) }),
);
export type AdminUsersQuery = Infer<typeof AdminUsersQuery>;

/** A lot or shop a user belongs to. */
export const UserTenant = object({ id: number(), name: string() });
export type UserTenant = Infer<typeof UserTenant>;

/** A row of GET admin/users: `lots` are a parking administrator's lots or an operator's lot; `shop` a shop
 *  person's shop; `devices` the sessions signed in now. */
export const AdminUser = object({
  id: number(),
  provider: Provider,
  first_name: string(),
  last_name: string(),
  email: nullable(string()),
  username: nullable(string()),
  role_id: number(),
  role: string(),
  status: number(),
  lots: array(UserTenant),
  shop: nullable(UserTenant),
  devices: number(),
  created_at: string(),
});
export type AdminUser = Infer<typeof AdminUser>;

/** GET admin/users/tenants: the lots and shops the list may be filtered by. */
export const UserTenantsAnswer = object({ data: object({ parkings: array(UserTenant), shops: array(UserTenant) }) });
export type UserTenants = Infer<typeof UserTenantsAnswer>['data'];

/** POST admin/users/{user}/status. */
export const UserStatusBody = object({ status: union([literal(1), literal(2)]) });
export type UserStatusBody = Infer<typeof UserStatusBody>;

/** What an action on a user answers: the user as the list shows them now, and the toast's words. */
export const AdminUserAnswer = object({ data: AdminUser, message: string() });
export type AdminUserAnswer = Infer<typeof AdminUserAnswer>;
