// A paid visit's receipt as it was paid (issue 21 item 6): the lines and totals stored with the payment, in the
// caller's words, with the lot, the exit gate, the operator, the times and how it was paid.
import { and, eq } from 'drizzle-orm';
import type { Receipt } from '../../src/contracts/receipts.struct';
import { labelledReceiptLines, RECEIPT_LINE_KINDS, type ReceiptLine, type ReceiptLineKind } from '../../src/domain/receipts';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { gates, parkings, users, visits, type QuoteLineRow } from '../db/schema';
import { HttpError } from '../http/errors';

const isReceiptKind = (kind: string): kind is ReceiptLineKind => (RECEIPT_LINE_KINDS as readonly string[]).includes(kind);

/** A stored line as the receipt rules wrote it (a kind they know); anything else means the row was altered. */
function receiptLine(row: QuoteLineRow): ReceiptLine {
  if (!isReceiptKind(row.kind)) throw new Error(`a stored receipt line has the unknown kind ${row.kind}`);
  return { kind: row.kind, params: row.params ?? {}, from: row.from, to: row.to, amount: row.amount };
}

export async function readReceipt(db: Db, parkingId: number, visitId: number, locale: Locale): Promise<Receipt> {
  const [row] = await db
    .select({ visit: visits, lot: { id: parkings.id, name: parkings.name, address: parkings.address, timeZone: parkings.timeZone }, gate: gates.name, operatorFirst: users.firstName, operatorLast: users.lastName })
    .from(visits)
    .innerJoin(parkings, eq(parkings.id, visits.parkingId))
    .leftJoin(gates, eq(gates.id, visits.exitGateId))
    .leftJoin(users, eq(users.id, visits.operatorId))
    .where(and(eq(visits.id, visitId), eq(visits.parkingId, parkingId)));
  if (!row) throw new HttpError(404, 'notFound');
  const { visit, lot } = row;
  if (visit.state === 'open' || !visit.paidAt) throw new HttpError(409, 'receiptUnpaid', undefined, {}, { reason: 'unpaid' });
  if (!visit.receipt) throw new HttpError(409, 'receiptMissing', undefined, {}, { reason: 'no_receipt' });
  const { receipt } = visit;
  return {
    visit_id: visit.id,
    plate: visit.plate,
    customer_name: visit.customerName,
    lot: { id: lot.id, name: lot.name, address: lot.address, time_zone: lot.timeZone },
    gate: row.gate,
    operator: row.operatorFirst === null ? null : `${row.operatorFirst} ${row.operatorLast ?? ''}`.trim(),
    paid_by: visit.paidBy,
    payment_kind: visit.paymentKind,
    entry_at: visit.entryAt.toISOString(),
    paid_at: visit.paidAt.toISOString(),
    period: visit.period,
    lines: labelledReceiptLines(receipt.lines.map(receiptLine), locale),
    net: receipt.net,
    service: receipt.service,
    tax: receipt.tax,
    total: receipt.total,
    validation_cents: visit.validationCents ?? 0,
    lost_ticket: visit.lostTicketCents !== null && visit.lostTicketReason !== null ? { cents: visit.lostTicketCents, reason: visit.lostTicketReason } : null,
  };
}
