// The card a purchase may charge: one of the shop's own cards or of its stores' (the owner), or the store's own
// (a branch's manager: its cards only). Another shop's card reads as one that does not exist.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { cards } from '../db/schema';

/** `branchId`: a branch manager's store, null for the shop's owner. */
export async function chargeableCard(db: Db, buyer: { shopId: number; branchId: number | null }, cardId: number): Promise<{ id: number; token: string } | undefined> {
  const owner = buyer.branchId === null ? eq(cards.shopId, buyer.shopId) : and(eq(cards.shopId, buyer.shopId), eq(cards.branchId, buyer.branchId));
  return (await db.select({ id: cards.id, token: cards.token }).from(cards).where(and(eq(cards.id, cardId), owner)))[0];
}
