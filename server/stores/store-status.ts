// A store's status (spec 3 §4 store/branch status): "send for verification" takes a complete, not yet verified
// store (`invalid`) to `pending`, where the platform's admins verify it; activate takes an `inactive` store back to
// `active`; inactivate takes an `active` store to `inactive` once the user agreed ('I Agree'): from then on it
// receives no purchase and its credits cannot be transferred (server/credits refuses a store that is not active).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Store, StoreStatus, StoreStatusBody } from '../../src/contracts/store.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { branches } from '../db/schema';
import { errorMap, HttpError, ValidationError } from '../http/errors';
import { t, type MessageKey } from '../http/messages';
import { lockStoreRow, shopStore, type StoreRow } from './store-records';

/** The branch tenant has let the caller act on the store (server/http/tenant.ts). */
type Act = { app: FastifyInstance; shopId: number; branchId: number; locale: Locale };

/** Why a store in this status cannot be sent for verification. */
const NOT_SENDABLE: Partial<Record<StoreStatus, MessageKey>> = {
  pending: 'storeAlreadyPending',
  active: 'storeAlreadyVerified',
  inactive: 'storeAlreadyVerified',
  delete: 'storeDeleted',
};

/** What a store still lacks before it can be verified, by field. */
function missing(row: StoreRow, locale: Locale): Record<string, string[]> {
  const errors = errorMap();
  if (row.phoneVerifiedAt === null) errors.number = [t('storeNeedsVerifiedPhone', locale)];
  if (row.location === null) errors.location = [t('storeNeedsLocation', locale)];
  if (row.urlStorefront === null) errors.url_storefront = [t('storeNeedsStorefront', locale)];
  return errors;
}

/** Runs `change` on the locked store row; answers the store as it is then. */
async function withStore({ app, shopId, branchId }: Act, change: (row: StoreRow) => Partial<StoreRow>): Promise<Store> {
  await app.db.transaction(async (tx) => {
    const row = await lockStoreRow(tx, shopId, branchId);
    if (!row) throw new HttpError(404, 'notFound');
    await tx.update(branches).set(change(row)).where(eq(branches.id, branchId));
  });
  return (await shopStore(app.db, shopId, branchId))!;
}

export function sendForVerification(act: Act): Promise<Store> {
  return withStore(act, (row) => {
    const refusal = NOT_SENDABLE[row.status];
    if (refusal) throw ValidationError.field('status', t(refusal, act.locale));
    const errors = missing(row, act.locale);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return { status: 'pending', verificationSentAt: new Date() };
  });
}

export function changeStatus(act: Act, body: StoreStatusBody): Promise<Store> {
  return withStore(act, (row) => {
    if (body.action === 'activate') {
      if (row.status !== 'inactive') throw ValidationError.field('action', t('storeCannotActivate', act.locale));
      return { status: 'active' };
    }
    if (row.status !== 'active') throw ValidationError.field('action', t('storeCannotInactivate', act.locale));
    if (body.agree !== true) throw ValidationError.field('agree', t('storeAgreeRequired', act.locale));
    return { status: 'inactive' };
  });
}
