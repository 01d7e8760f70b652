// The lot's lost-ticket fee (GET|PUT parkings/{id}/lost-ticket) and a paid visit's receipt
// (GET parkings/{id}/visits/{visitId}/receipt, issue 21). Amounts are integer cents.
import { array, literal, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { RECEIPT_LINE_KINDS } from '../domain/receipts/types';
import { oneOf, text, whole } from './rules';

export const LOST_TICKET_MODES = ['fixed', 'day_max'] as const;
export type LostTicketMode = (typeof LOST_TICKET_MODES)[number];

/** The highest fixed fee a lot may set: 100,000.00. */
export const MAX_LOST_TICKET_CENTS = 10_000_000;

/** `cents`: the fixed fee; kept while the mode is `day_max` (the day's maximum so far is charged then). */
export const LostTicketBody = object({ mode: oneOf(LOST_TICKET_MODES), cents: whole(1, MAX_LOST_TICKET_CENTS) });
export type LostTicketBody = Infer<typeof LostTicketBody>;

export const LostTicketAnswer = object({ data: LostTicketBody, message: optional(string()) });
export type LostTicketAnswer = Infer<typeof LostTicketAnswer>;

/** The operator's quote with a lost ticket: why the ticket is missing (said on the receipt). */
export const LOST_TICKET_REASON_MAX = 120;
export const LostTicketRequest = object({ reason: text(3, LOST_TICKET_REASON_MAX) });
export type LostTicketRequest = Infer<typeof LostTicketRequest>;

export const ReceiptLine = object({
  kind: oneOf(RECEIPT_LINE_KINDS),
  label: string(),
  params: object({
    name: optional(string()),
    minutes: optional(number()),
    days: optional(number()),
    percent: optional(number()),
    cents: optional(number()),
    reason: optional(string()),
  }),
  from: optional(string()),
  to: optional(string()),
  amount: number(),
});
export type ReceiptLine = Infer<typeof ReceiptLine>;

export const PAYMENT_KINDS = ['cash', 'card'] as const;

/**
 * A paid visit's receipt as it was paid: `lines` add up to `net`; `total` = net + service + tax. Names are null
 * when the payment had none (a barrier's payment has no operator). Instants are ISO (UTC); the lot's `time_zone`
 * says them in local time.
 */
export const Receipt = object({
  visit_id: number(),
  plate: string(),
  customer_name: nullable(string()),
  lot: object({ id: number(), name: string(), address: string(), time_zone: string() }),
  gate: nullable(string()),
  operator: nullable(string()),
  paid_by: nullable(oneOf(['operator', 'barrier'] as const)),
  payment_kind: nullable(oneOf(PAYMENT_KINDS)),
  entry_at: string(),
  paid_at: string(),
  period: nullable(string()),
  lines: array(ReceiptLine),
  net: number(),
  service: number(),
  tax: number(),
  total: number(),
  validation_cents: number(),
  lost_ticket: nullable(object({ cents: number(), reason: string() })),
});
export type Receipt = Infer<typeof Receipt>;

export const ReceiptAnswer = object({ success: literal(true), data: Receipt });
export type ReceiptAnswer = Infer<typeof ReceiptAnswer>;
