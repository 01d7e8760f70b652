// The operator's checkout: the visit is paid exactly once, at the amount quoted less than a minute ago, and
// the exit gate is told to open. The amount is the visit's receipt at the quoted instant (server/parking/
// visit-payment.ts: the tariff, the shops' validations, the lost-ticket fee, the company's service charge and tax):
// settings, rates or validations changed since the quote give another amount, so the quote is stale then.
// The checkout belongs to the operator's open cashier shift (409 `shift_required` without one) and records how
// the customer paid, which the shift's count is kept by (server/shifts).
// A double click by the same operator answers the same success; anyone else gets 409. Two requests at once: the
// visit's row lock lets one through, and a shop validating the visit meanwhile waits for it (or makes it stale).
// The dashboard's rollup counts the payment in the same transaction; once committed, the lot's channel hears of
// it (UpdateDashboard).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../src/domain/validation/messages';
import { addVisitEvent } from '../dashboards/rollups';
import { gates, visits } from '../db/schema';
import { HttpError } from '../http/errors';
import { t } from '../http/messages';
import { dashboardChannel } from '../realtime/publisher';
import { paidAmounts, recordAppliedValidations, storedLostTicket, visitPayment } from './visit-payment';
import { periodLabel } from './visit-quote';
import type { PaymentKind } from '../../src/contracts/shifts.struct';
import { shiftForCheckout } from '../shifts/shift-actions';

export const QUOTE_VALID_MS = 60_000;

type CheckoutInput = { parkingId: number; visitId: number; gate: typeof gates.$inferSelect; name: string; operatorId: number; paymentKind: PaymentKind; locale: Locale };

export async function checkout(app: FastifyInstance, input: CheckoutInput): Promise<{ message: string; success: true; amount: number }> {
  const now = new Date();
  const outcome = await app.db.transaction(async (tx) => {
    const [visit] = await tx.select().from(visits).where(and(eq(visits.id, input.visitId), eq(visits.parkingId, input.parkingId))).for('update');
    if (!visit) throw new HttpError(404, 'notFound');
    if (visit.state !== 'open') {
      if (visit.operatorId === input.operatorId && visit.exitGateId === input.gate.id) return { repeated: true, amount: visit.amount ?? 0, plate: visit.plate };
      throw new HttpError(409, 'alreadyCheckedOut');
    }
    const shiftId = await shiftForCheckout(tx, input.parkingId, input.operatorId);
    const payment = visit.quotedAt ? await visitPayment(tx, visit, visit.quotedAt, input.locale, storedLostTicket(visit)) : null;
    if (!visit.quotedAt || !payment || visit.quotedAmount !== payment.receipt.total || now.getTime() - visit.quotedAt.getTime() > QUOTE_VALID_MS) {
      throw new HttpError(409, 'quoteStale', undefined, {}, { reason: 'quote_stale' });
    }
    const paid = await tx
      .update(visits)
      .set({
        state: 'paid',
        ...paidAmounts(payment),
        period: periodLabel(visit.entryAt, visit.quotedAt),
        paidAt: now,
        paidBy: 'operator',
        operatorId: input.operatorId,
        customerName: input.name,
        exitGateId: input.gate.id,
        shiftId,
        paymentKind: input.paymentKind,
      })
      .where(and(eq(visits.id, visit.id), eq(visits.state, 'open')))
      .returning({ amount: visits.amount });
    if (paid.length === 0) throw new HttpError(409, 'alreadyCheckedOut');
    await recordAppliedValidations(tx, payment.receipt);
    await addVisitEvent(tx, { parkingId: input.parkingId, at: now, amount: payment.receipt.total });
    return { repeated: false, amount: payment.receipt.total, plate: visit.plate };
  });
  if (!outcome.repeated) {
    app.publisher.publish({ channel: dashboardChannel(input.parkingId), event: 'UpdateDashboard', data: { visit_id: input.visitId, amount: outcome.amount } });
    app.publisher.publish({
      channel: dashboardChannel(input.parkingId),
      event: 'OpenGate',
      // The plate lets a barrier with a plate reader (or the simulator) let the right car through.
      data: { gate_id: input.gate.id, code: input.gate.code, visit_id: input.visitId, plate: outcome.plate },
    });
  }
  return { message: t('checkedOut', input.locale, input.gate.name), success: true, amount: outcome.amount };
}
