// Who may act on which branch of their shop (issue 18: a user of one branch acting on another branch where their
// role does not allow it answers 403). The tenant check (server/http/tenant.ts) has already found the branch in
// the caller's shop; this is the rule inside the shop.
import type { AuthUser } from '../auth/auth-user';
import { HttpError } from '../http/errors';

/** Whoever manages the shop's users (`shopping.users`, the owner) acts on every branch; anyone else (a manager)
 *  on the branches they belong to only. */
export const mayActOnBranches = (actor: AuthUser, branchIds: readonly number[]): boolean =>
  actor.permissions.has('shopping.users') || branchIds.every((b) => actor.branchIds.includes(b));

export function requireBranch(actor: AuthUser, branchId: number): void {
  if (!mayActOnBranches(actor, [branchId])) throw new HttpError(403, 'notYourBranch');
}
