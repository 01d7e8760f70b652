// Which of the shop's stores a user sees in the stores list: all of them for whoever acts on every store (the owner),
// else the stores they belong to (user_branches). Acting on one store is the branch tenant's rule
// (server/http/tenant.ts, server/auth/branch-access.ts: another store of one's shop 403, another shop's 404), so the
// list never offers a store whose page would answer 403.
import type { AuthUser } from '../auth/auth-user';
import { actsOnEveryStore } from '../auth/branch-access';

/** The stores the user may see: null for all of the shop's. */
export const visibleStores = (user: AuthUser): readonly number[] | null => (actsOnEveryStore(user) ? null : user.branchIds);

/** Whether a store the user makes must become one of theirs, so that they can go on to its pages. */
export const bindsNewStores = (user: AuthUser): boolean => !actsOnEveryStore(user);
