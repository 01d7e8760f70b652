// The platform's shopping-to-go settings (shopping_settings, row 1; migration 0020 writes it) and the database's
// clock, which every expiry of a request or an offer is written and compared with.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rows } from '../db/rows';
import { shoppingSettings } from '../db/schema';

export type ShoppingSettings = { offerCredits: number; maxOffers: number; requestMinutes: number };

export async function readShoppingSettings(db: Db): Promise<ShoppingSettings> {
  const [row] = await db
    .select({ offerCredits: shoppingSettings.offerCredits, maxOffers: shoppingSettings.maxOffers, requestMinutes: shoppingSettings.requestMinutes })
    .from(shoppingSettings)
    .where(eq(shoppingSettings.id, 1));
  return row;
}

/** The database's now (in a transaction: the transaction's start). */
export async function databaseNow(db: Db): Promise<Date> {
  const [{ ms }] = await rows<{ ms: number }>(db, sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
  return new Date(ms);
}
