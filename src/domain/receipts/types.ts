// A payment's receipt: the tariff's lines, then the shops' validations and the lost-ticket fee, and the company's
// charges on what is left. Money is integer cents.
import type { ChargeRates } from '../charges/payment-charges';
import { LINE_KINDS, type Quote, type QuoteLine, type QuoteLineParams } from '../tariff';

export const VALIDATION_KINDS = ['minutes', 'percent', 'fixed'] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

export const RECEIPT_LINE_KINDS = [...LINE_KINDS, 'validation.minutes', 'validation.percent', 'validation.fixed', 'lost_ticket'] as const;
export type ReceiptLineKind = (typeof RECEIPT_LINE_KINDS)[number];

/** A tariff line's parameters, plus a fixed validation's `cents` and a lost ticket's `reason`. */
export interface ReceiptLineParams extends QuoteLineParams {
  /** The cents a fixed validation takes off at most (validation.fixed). */
  cents?: number;
  /** Why the ticket is missing (lost_ticket). */
  reason?: string;
}

/** A receipt line: a tariff line as quoted, or a validation (negative: what it took off) or the lost-ticket fee. */
export interface ReceiptLine extends Omit<QuoteLine, 'kind' | 'params'> {
  kind: ReceiptLineKind;
  params: ReceiptLineParams;
}

/** A shop's live validation of the visit: `value` is minutes, a percentage (1..100) or cents, by `kind`. */
export interface ReceiptValidation {
  id: number;
  shopName: string;
  kind: ValidationKind;
  value: number;
}

export interface LostTicketFee {
  cents: number;
  reason: string;
}

export interface ReceiptInput {
  /** The tariff's quote of the whole stay. */
  quote: Pick<Quote, 'total' | 'lines'>;
  /** The tariff's total of the same stay with its first `minutes` free (entry moved that much later; 0 past the exit). */
  priceWithoutFirst: (minutes: number) => number;
  validations: readonly ReceiptValidation[];
  lostTicket: LostTicketFee | null;
  rates: ChargeRates;
}

/**
 * `lines` add up to `net` (the tariff left after validations, plus the lost-ticket fee); `total` = net + service
 * + tax. `validationCents`: what the validations took off the tariff; `applied`: each validation's share, by id.
 */
export interface Receipt {
  lines: ReceiptLine[];
  net: number;
  service: number;
  tax: number;
  total: number;
  validationCents: number;
  applied: { id: number; cents: number }[];
}
