// The operator's quote and checkout (spec 2 §4-5, §7). Amounts are integer cents.
import { array, boolean, number, object, optional, refine, string, type Infer } from 'superstruct';
import { LostTicketRequest, ReceiptLine } from './receipts.struct';
import { id, text } from './rules';
import { PaymentKindField, type PaymentKind } from './shifts.struct';

/** `lost_ticket`: the customer has no ticket; the lot's lost-ticket fee is added with the reason (a quote without it clears it). */
export const RateBody = object({
  phone: refine(string(), 'phone', (v) => (v.trim() === '' ? 'required' : /^\d{10}$/.test(v) || 'digits|10')),
  lost_ticket: optional(LostTicketRequest),
});
export type RateBody = Infer<typeof RateBody>;

/** The checkout belongs to the caller's open cashier shift (409 reason `shift_required` without one) and says how
 *  the customer paid: `payment_kind` is our addition to spec 2 §7's call, so it is optional, cash when absent. */
export const CheckoutBody = object({ name: text(5, 100), transaction_id: id(), gate_out: id(), payment_kind: optional(PaymentKindField) });
export const DEFAULT_PAYMENT_KIND = 'cash' satisfies PaymentKind;
export type CheckoutBody = Infer<typeof CheckoutBody>;

/**
 * `to_pay` = `subtotal` (the sum of `lines`: the tariff's, less the shops' validations, plus a lost-ticket fee)
 * + `service` + `tax` (the company's charges).
 */
export const RateAnswer = object({
  message: string(),
  to_pay: number(),
  subtotal: number(),
  service: number(),
  tax: number(),
  time_utc: string(),
  id: number(),
  plate: string(),
  quoted_at: string(),
  lines: array(ReceiptLine),
  open_visits: number(),
});
export type RateAnswer = Infer<typeof RateAnswer>;

/** 409 answers carry `reason: 'quote_stale'` when the quote is over a minute old: the console quotes again. */
export const CheckoutAnswer = object({ message: string(), success: boolean(), amount: number() });
