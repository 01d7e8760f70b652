// What a visit costs when it is paid: the tariff's quote at that instant, the shops' live validations, the
// lost-ticket fee and the company's service charge and tax, as one receipt (src/domain/receipts). The operator's
// quote shows it, the checkout charges it at the quoted instant, the barrier's card reader at the exit; paying
// stores the receipt on the visit and each validation's share (applied_cents) in the payment's transaction.
import { and, eq, isNull } from 'drizzle-orm';
import { buildReceipt, type LostTicketFee, type Receipt } from '../../src/domain/receipts';
import type { Quote } from '../../src/domain/tariff';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { parkingValidations, shops, visits, type ReceiptRow } from '../db/schema';
import { loadLotRates } from '../rates/lot-rates';
import { currentChargeRates } from '../settings/company-settings';
import { quoteWithRates } from './visit-quote';

type Visit = typeof visits.$inferSelect;

export type VisitPayment = { quote: Quote; receipt: Receipt };

/** The lost-ticket fee a quote left on the visit (null: the ticket was not lost). */
export const storedLostTicket = (visit: Pick<Visit, 'lostTicketCents' | 'lostTicketReason'>): LostTicketFee | null =>
  visit.lostTicketCents !== null && visit.lostTicketReason !== null ? { cents: visit.lostTicketCents, reason: visit.lostTicketReason } : null;

export async function visitPayment(db: Db, visit: Visit, at: Date, locale: Locale, lostTicket: LostTicketFee | null): Promise<VisitPayment> {
  const rates = await loadLotRates(db, visit.parkingId);
  const quote = quoteWithRates(rates, visit, at, locale);
  const validations = await db
    .select({ id: parkingValidations.id, kind: parkingValidations.kind, value: parkingValidations.value, shopName: shops.name })
    .from(parkingValidations)
    .innerJoin(shops, eq(shops.id, parkingValidations.shopId))
    .where(and(eq(parkingValidations.visitId, visit.id), isNull(parkingValidations.voidedAt)));
  const priceWithoutFirst = (minutes: number): number => {
    const entryAt = new Date(visit.entryAt.getTime() + minutes * 60_000);
    return entryAt >= at ? 0 : quoteWithRates(rates, { entryAt, accessId: visit.accessId }, at, locale).total;
  };
  const receipt = buildReceipt({ quote, priceWithoutFirst, validations, lostTicket, rates: await currentChargeRates(db) });
  return { quote, receipt };
}

/** The receipt as the visit keeps it. */
export const receiptRow = ({ lines, net, service, tax, total }: Receipt): ReceiptRow => ({ lines, net, service, tax, total });

/** A paid visit's amounts: what it cost, the company's charges, the receipt and what validations took off. */
export const paidAmounts = (payment: VisitPayment) => ({
  amount: payment.receipt.total,
  serviceCents: payment.receipt.service,
  taxCents: payment.receipt.tax,
  quoteLines: payment.quote.lines,
  receipt: receiptRow(payment.receipt),
  validationCents: payment.receipt.validationCents,
});

/** Each validation's share of the payment, written in the payment's transaction. */
export async function recordAppliedValidations(db: Db, receipt: Receipt): Promise<void> {
  for (const { id, cents } of receipt.applied) await db.update(parkingValidations).set({ appliedCents: cents }).where(eq(parkingValidations.id, id));
}
