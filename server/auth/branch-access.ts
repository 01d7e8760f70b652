// Who acts on which store of their shop (issue 18: "a user of one branch acting on another branch of the same shop
// where their role does not allow it: 403"): whoever manages the shop's users (`shopping.users`, the owner) acts on
// every store; anyone else (a manager, a salesman) on the stores they belong to (user_branches) only.
import type { AuthUser } from './auth-user';

export const SHOP_WIDE_PERMISSION = 'shopping.users';

export const actsOnEveryStore = (user: AuthUser): boolean => user.permissions.has(SHOP_WIDE_PERMISSION);

export const mayActOnBranches = (user: AuthUser, branchIds: readonly number[]): boolean =>
  actsOnEveryStore(user) || branchIds.every((b) => user.branchIds.includes(b));
