// Gifts Credits (admin module, nexo.gifts; issue 20): the platform gives credits to stores of any shop. Each
// store named gets one `gift` entry of its ledger with the reason and who gave it, all in one transaction;
// gifted credits are single-store credits (they never move). Only an active store receives credits (spec 3 §4),
// so the stores are locked against a status change until the entries are written.
import { asc, inArray } from 'drizzle-orm';
import type { GiftAnswer, GiftBody } from '../../src/contracts/admin-gifts.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { branches } from '../db/schema';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { appendEntries } from './ledger';

/** The database the request writes through (`app.db` read in the handler), the caller's language and who gives. */
export type Giver = { db: Db; locale: Locale; userId: number };

export async function giveCredits({ db, locale, userId }: Giver, body: GiftBody): Promise<GiftAnswer> {
  const ids = [...new Set(body.branch_ids)];
  const note = body.note.trim();
  await db.transaction(async (tx) => {
    // In id order, `no key update`: as the ledger's other writers lock stores (ledger.ts lockStores).
    const stores = await tx
      .select({ id: branches.id, shopId: branches.shopId, status: branches.status })
      .from(branches)
      .where(inArray(branches.id, ids))
      .orderBy(asc(branches.id))
      .for('no key update');
    if (stores.length !== ids.length || stores.some((s) => s.status === 'delete')) throw ValidationError.field('branch_ids', t('giftStoreUnknown', locale));
    if (stores.some((s) => s.status !== 'active')) throw ValidationError.field('branch_ids', t('storeInactive', locale));
    await appendEntries(
      tx,
      stores.map((s) => ({ shopId: s.shopId, branchId: s.id, kind: 'gift' as const, credits: body.credits, movable: false, userId, note })),
    );
  });
  return { data: { stores: ids.length, credits: ids.length * body.credits }, message: t('giftsGiven', locale, ids.length) };
}
