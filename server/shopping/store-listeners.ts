// Who hears a store's channel (`private-store.{branchId}`; server/broadcasting/channel-access.ts): its requests'
// events and its credit balance after each offer. The store's salesmen (their workspace), its managers and the
// owner of its shop (the credits badge, the statistics), through branch-access's rule: one's own stores, or every
// store of one's shop for whoever acts on every store.
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import { actsOnEveryStore } from '../auth/branch-access';
import type { Db } from '../db/connect';
import { branches } from '../db/schema';

/** The salesman's workspace, the manager's and the owner's statistics. */
const LISTENING_PERMISSIONS = ['shopping.shopping-to-go', 'shopping.manager.dashboard', 'shopping.dashboard'];

export async function hearsStore(db: Db, user: AuthUser, branchId: number): Promise<boolean> {
  if (!LISTENING_PERMISSIONS.some((p) => user.permissions.has(p))) return false;
  if (user.branchIds.includes(branchId)) return true;
  const [store] = await db.select({ shopId: branches.shopId }).from(branches).where(eq(branches.id, branchId));
  return store !== undefined && store.shopId === user.shopId && actsOnEveryStore(user);
}
