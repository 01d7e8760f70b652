// A shop validates a customer's parking (issue 21): by plate or ticket it finds the lot's open visit, checks the
// lot's policy for the shop (allowed, this kind, at most its maximum), that the shop has not validated the visit
// yet, and with billing `credits` debits the policy's cost from the validating store; all in the request's
// transaction. The visit's row stays locked until it commits, so a checkout of the same visit waits for it and
// then counts the validation (or the validation waits and finds the visit paid). Withdrawing a validation while
// the visit is unpaid gives its credits back.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ValidationBody } from '../../src/contracts/validations.struct';
import { formatMoney } from '../../src/domain/formats/edge-formats';
import type { ValidationKind } from '../../src/domain/receipts';
import type { Locale } from '../../src/domain/validation/messages';
import { appendEntries, lockStores, storeBalance } from '../credits/ledger';
import type { Db } from '../db/connect';
import { branches, parkings, parkingValidations, validationPolicies, visits } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t, type MessageKey } from '../http/messages';
import { normalPlate } from '../parking/gate-events';

export type Validator = { shopId: number; branchId: number; userId: number };

const MAXIMUM: Record<ValidationKind, 'maxMinutes' | 'maxPercent' | 'maxFixedCents'> = { minutes: 'maxMinutes', percent: 'maxPercent', fixed: 'maxFixedCents' };
const TOO_MUCH: Record<ValidationKind, MessageKey> = { minutes: 'validationMaxMinutes', percent: 'validationMaxPercent', fixed: 'validationMaxFixed' };

/** The visit the plate or ticket names in the lot, locked; refused when there is none or it is paid. */
async function openVisit(tx: Db, parkingId: number, body: ValidationBody, locale: Locale) {
  if (body.plate === undefined && body.ticket === undefined) throw ValidationError.field('plate', t('validationPlateOrTicket', locale));
  if (body.plate !== undefined && body.ticket !== undefined) throw ValidationError.field('ticket', t('validationPlateOrTicket', locale));
  const byWhat = body.ticket !== undefined ? eq(visits.id, body.ticket) : eq(visits.plate, normalPlate(body.plate ?? ''));
  const [visit] = await tx
    .select()
    .from(visits)
    .where(and(eq(visits.parkingId, parkingId), byWhat))
    .orderBy(desc(visits.entryAt))
    .limit(1)
    .for('update');
  const named = body.ticket !== undefined ? `#${body.ticket}` : normalPlate(body.plate ?? '');
  if (!visit) throw new HttpError(404, 'validationNoVisit', named);
  if (visit.state !== 'open') throw new HttpError(409, 'validationVisitPaid', named, {}, { reason: 'visit_paid' });
  return visit;
}

export async function validateVisit(tx: Db, who: Validator, body: ValidationBody, locale: Locale): Promise<number> {
  const [policy] = await tx
    .select()
    .from(validationPolicies)
    .where(and(eq(validationPolicies.parkingId, body.parking_id), eq(validationPolicies.shopId, who.shopId), eq(validationPolicies.active, true)));
  // Issue 21's bad input: a shop the lot does not allow is a conflict with the lot's policy (409), not a missing
  // permission; a kind the policy gives 0 of is beyond what the lot allows (422 at `kind`).
  if (!policy) throw new HttpError(409, 'validationNotAllowed', undefined, {}, { reason: 'shop_not_allowed' });
  const [store] = await tx
    .select({ status: branches.status, inPlaza: sql<boolean>`${branches.plazaId} is not distinct from ${parkings.plazaId}` })
    .from(branches)
    .innerJoin(parkings, eq(parkings.id, body.parking_id))
    .where(eq(branches.id, who.branchId));
  if (!store?.inPlaza) throw new HttpError(409, 'validationStoreOutsidePlaza', undefined, {}, { reason: 'store_outside_plaza' });
  if (store.status !== 'active') throw new HttpError(409, 'validationStoreInactive');
  const maximum = policy[MAXIMUM[body.kind]];
  if (maximum === 0) throw ValidationError.field('kind', t('validationKindNotAllowed', locale));
  if (body.value > maximum) throw ValidationError.field('value', t(TOO_MUCH[body.kind], locale, body.kind === 'fixed' ? formatMoney(maximum) : maximum));

  const visit = await openVisit(tx, body.parking_id, body, locale);
  const [repeated] = await tx
    .select({ id: parkingValidations.id })
    .from(parkingValidations)
    .where(and(eq(parkingValidations.visitId, visit.id), eq(parkingValidations.shopId, who.shopId), isNull(parkingValidations.voidedAt)));
  if (repeated) throw new HttpError(409, 'validationRepeated', visit.plate, {}, { reason: 'already_validated' });

  const credits = policy.billing === 'credits' ? policy.creditsCost : 0;
  if (credits > 0) {
    await lockStores(tx, who.shopId, [who.branchId]);
    const { total } = await storeBalance(tx, who.branchId);
    if (total < credits) throw new HttpError(409, 'validationNoCredits', total, {}, { reason: 'no_credits' });
  }
  const [row] = await tx
    .insert(parkingValidations)
    .values({ parkingId: body.parking_id, visitId: visit.id, shopId: who.shopId, branchId: who.branchId, userId: who.userId, kind: body.kind, value: body.value, billing: policy.billing, credits })
    .returning({ id: parkingValidations.id });
  if (credits > 0) await appendEntries(tx, [{ shopId: who.shopId, branchId: who.branchId, kind: 'validation', credits: -credits, movable: false, validationId: row.id, userId: who.userId }]);
  return row.id;
}

/** Withdraws a live validation of the store while its visit is unpaid; its credits go back to the store. */
export async function voidValidation(tx: Db, who: Validator, validationId: number): Promise<void> {
  const [found] = await tx
    .select({ validation: parkingValidations, visitState: visits.state })
    .from(parkingValidations)
    .innerJoin(visits, eq(visits.id, parkingValidations.visitId))
    .where(and(eq(parkingValidations.id, validationId), eq(parkingValidations.shopId, who.shopId), eq(parkingValidations.branchId, who.branchId)))
    .for('update');
  if (!found) throw new HttpError(404, 'notFound');
  const { validation } = found;
  if (validation.voidedAt) throw new HttpError(409, 'validationAlreadyVoided');
  if (found.visitState !== 'open') throw new HttpError(409, 'validationVisitPaid', `#${validation.visitId}`, {}, { reason: 'visit_paid' });
  await tx.update(parkingValidations).set({ voidedAt: new Date() }).where(eq(parkingValidations.id, validationId));
  if (validation.credits > 0) {
    await appendEntries(tx, [{ shopId: who.shopId, branchId: who.branchId, kind: 'validation', credits: validation.credits, movable: false, validationId, userId: who.userId }]);
  }
}
