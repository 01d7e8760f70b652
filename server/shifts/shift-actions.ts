// Opening and closing a cashier shift, and the shift a checkout belongs to (issue 21 item 5). An operator has at
// most one open shift, and an exit gate at most one (unique partial indexes: two opening at once, one gets 23505,
// answered 409 write_conflict). Closing locks the shift's row before adding up its checkouts, and a checkout
// takes a share lock on the open shift it joins: a checkout committing while the shift closes is either counted
// or refused (shift_required), never lost from the count.
import { and, eq, isNull } from 'drizzle-orm';
import type { CloseShiftBody, OpenShiftBody, ShiftRow } from '../../src/contracts/shifts.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { cashierShifts, gates } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { shiftOfLot, shiftTotals } from './shift-records';

type Caller = { parkingId: number; operatorId: number; locale: Locale };

export async function openShift(db: Db, caller: Caller, body: OpenShiftBody): Promise<ShiftRow> {
  const [gate] = await db.select().from(gates).where(and(eq(gates.id, body.gate_id), eq(gates.parkingId, caller.parkingId)));
  if (!gate) throw ValidationError.field('gate_id', t('unknownGate', caller.locale));
  if (gate.type !== 2) throw ValidationError.field('gate_id', t('notExitGate', caller.locale));
  const [mine] = await db.select({ id: cashierShifts.id }).from(cashierShifts).where(and(eq(cashierShifts.operatorId, caller.operatorId), isNull(cashierShifts.closedAt)));
  if (mine) throw new HttpError(409, 'shiftAlreadyOpen', undefined, {}, { reason: 'shift_open' });
  const [taken] = await db.select({ id: cashierShifts.id }).from(cashierShifts).where(and(eq(cashierShifts.gateId, gate.id), isNull(cashierShifts.closedAt)));
  if (taken) throw new HttpError(409, 'shiftGateTaken', gate.name);
  const [created] = await db
    .insert(cashierShifts)
    .values({ parkingId: caller.parkingId, gateId: gate.id, operatorId: caller.operatorId, floatCents: body.float_cents })
    .returning({ id: cashierShifts.id });
  return (await shiftOfLot(db, caller.parkingId, created.id)) as ShiftRow;
}

/** Closes the caller's open shift with what they counted: expected cash = float + cash checkouts, expected card =
 *  card checkouts, stored with the counts; the answer carries the differences. */
export async function closeShift(db: Db, caller: Caller, shiftId: number, body: CloseShiftBody): Promise<ShiftRow> {
  const [shift] = await db
    .select()
    .from(cashierShifts)
    .where(and(eq(cashierShifts.id, shiftId), eq(cashierShifts.parkingId, caller.parkingId)))
    .for('update');
  if (!shift) throw new HttpError(404, 'notFound');
  if (shift.operatorId !== caller.operatorId) throw new HttpError(403, 'shiftNotYours');
  if (shift.closedAt !== null) throw new HttpError(409, 'shiftNotOpen');
  const totals = (await shiftTotals(db, [shift])).get(shift.id) ?? { checkouts: 0, cash: 0, card: 0 };
  const note = body.note?.trim() ?? '';
  await db
    .update(cashierShifts)
    .set({
      closedAt: new Date(),
      countedCashCents: body.counted_cash_cents,
      countedCardCents: body.counted_card_cents,
      expectedCashCents: shift.floatCents + totals.cash,
      expectedCardCents: totals.card,
      note: note === '' ? null : note,
    })
    .where(eq(cashierShifts.id, shift.id));
  return (await shiftOfLot(db, caller.parkingId, shift.id)) as ShiftRow;
}

/** The caller's open shift in the lot for a checkout, share-locked until the checkout commits; 409
 *  `shift_required` without one. */
export async function shiftForCheckout(db: Db, parkingId: number, operatorId: number): Promise<number> {
  const [shift] = await db
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.parkingId, parkingId), eq(cashierShifts.operatorId, operatorId), isNull(cashierShifts.closedAt)))
    .for('share');
  if (!shift) throw new HttpError(409, 'shiftRequired', undefined, {}, { reason: 'shift_required' });
  return shift.id;
}
