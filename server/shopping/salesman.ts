// Who acts for a store in the workspace: the signed-in user (a salesman, or the shop owner), the store and its shop
// (the route's tenant checked that they may act on it). Offers, messages and dismissals record the user.
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/connect';
import { branches } from '../db/schema';

export type Salesman = { userId: number; shopId: number; branchId: number };

export async function salesmanAt(db: Db, user: AuthUser, branchId: number): Promise<Salesman> {
  const [store] = await db.select({ shopId: branches.shopId }).from(branches).where(eq(branches.id, branchId));
  return { userId: user.id, shopId: store.shopId, branchId };
}
