// Which of the shop's stores a user may see and manage (issue 18: "a user of one branch acting on another branch
// of the same shop where their role does not allow it: 403"). The tenant check (server/http/tenant.ts) has already
// found the store in the caller's shop (another shop's store is 404); this is the rule inside the shop: whoever
// manages the shop's users (`shopping.users`, the owner) acts on every store, anyone else (a manager) on the stores
// they belong to (user_branches) only. The store list shows each user those stores only, so no page the console
// offers answers 403.
import type { AuthUser } from '../auth/auth-user';
import { HttpError } from '../http/errors';

export const SHOP_WIDE_PERMISSION = 'shopping.users';

export const actsOnEveryStore = (user: AuthUser): boolean => user.permissions.has(SHOP_WIDE_PERMISSION);

/** The stores the user may see: null for all of the shop's. */
export const visibleStores = (user: AuthUser): readonly number[] | null => (actsOnEveryStore(user) ? null : user.branchIds);

export function requireStore(user: AuthUser, branchId: number): void {
  if (!actsOnEveryStore(user) && !user.branchIds.includes(branchId)) throw new HttpError(403, 'notYourStore');
}
