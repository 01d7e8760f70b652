// Moving credits between two stores of a shop: only movable credits (bought for the pool or transferred before)
// and only out of an active store (spec 3 §4: an inactive branch's credits can no longer be transferred). The
// two entries are one transaction that holds both stores' rows, so concurrent transfers never overdraw.
import type { CreditBalances } from '../../src/contracts/credits.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { appendEntries, lockStores, shopBalances, storeBalance } from './ledger';

export type Transfer = { shopId: number; fromBranchId: number; toBranchId: number; credits: number; userId: number };

export async function transferCredits(db: Db, move: Transfer, locale: Locale): Promise<CreditBalances> {
  if (move.fromBranchId === move.toBranchId) throw ValidationError.field('to_branch_id', t('transferSameStore', locale));
  await db.transaction(async (tx) => {
    const stores = await lockStores(tx, move.shopId, [move.fromBranchId, move.toBranchId]);
    const from = stores.get(move.fromBranchId);
    if (!from || !stores.has(move.toBranchId)) throw new HttpError(404, 'notFound');
    if (from.status !== 'active') throw ValidationError.field('from_branch_id', t('transferInactiveStore', locale));
    const { transferable } = await storeBalance(tx, move.fromBranchId);
    if (transferable < move.credits) throw ValidationError.field('credits', t('transferTooMany', locale, transferable));
    const common = { shopId: move.shopId, movable: true, userId: move.userId };
    await appendEntries(tx, [
      { ...common, branchId: move.fromBranchId, kind: 'transfer_out', credits: -move.credits, counterpartBranchId: move.toBranchId },
      { ...common, branchId: move.toBranchId, kind: 'transfer_in', credits: move.credits, counterpartBranchId: move.fromBranchId },
    ]);
  });
  return shopBalances(db, move.shopId);
}
