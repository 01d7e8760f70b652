// The shop's users screen calls (spec 1 §7, docs/api.md): the shop's users, the shopping roles, and the saves:
// a salesman through a branch (register or edit), anyone else through the shop, the edits with `_method=put`.
import { RoleListAnswer, type Role } from '../contracts/role.struct';
import { ShopUserListAnswer, ShopUserSavedAnswer, type ShopUser, type ShopUserBody } from '../contracts/shop-users.struct';
import { apiCall } from './http';

export const fetchShopUsers = async (shopId: number): Promise<ShopUser[]> => (await apiCall(ShopUserListAnswer, `shops/${shopId}/users`)).data;

export const fetchShopRoles = async (): Promise<Role[]> => (await apiCall(RoleListAnswer, 'roles/list/shopping')).data;

/** Where a save goes: a salesman through a branch of theirs, anyone else through the shop; `userId` null: new. */
export type ShopUserSaveTarget = { kind: 'salesman'; branchId: number; userId: number | null } | { kind: 'user'; userId: number | null };

export type SaveShopUserRequest = { shopId: number; target: ShopUserSaveTarget; body: ShopUserBody };

export async function saveShopUser({ shopId, target, body }: SaveShopUserRequest): Promise<{ user: ShopUser; message: string | null }> {
  const base = target.kind === 'salesman' ? `shops/${shopId}/branch/${target.branchId}/salesman` : `shops/${shopId}/users`;
  const path = target.userId === null ? `${base}/register` : `${base}/${target.userId}`;
  const answer = await apiCall(ShopUserSavedAnswer, path, { method: 'POST', body: target.userId === null ? body : { ...body, _method: 'put' } });
  return { user: answer.data, message: answer.message ?? null };
}
