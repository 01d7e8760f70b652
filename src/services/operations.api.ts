// The operator's calls (spec 2 §4, §7; docs/api.md): the lot's active exit gates, a quote by phone, the
// checkout, and the operator's own checkouts of the day. Amounts are integer cents; every answer is checked.
import { array, boolean, nullable, number, optional, string, type, type Infer } from 'superstruct';
import { CheckoutAnswer, RateAnswer } from '../contracts/checkout.struct';
import type { LostTicketRequest } from '../contracts/receipts.struct';
import type { PaymentKind } from '../contracts/shifts.struct';
import { ApiError, apiCall } from './http';

// ---- Answers this module checks beyond src/contracts/checkout.struct.ts --------------------------------
/** GET parkings/{id}/gates/active: gates that are not offline; `type` 1 is an entry, 2 an exit. */
const ActiveGate = type({ id: number(), name: string(), type: number(), status: optional(string()) });
const ActiveGatesAnswer = type({ success: optional(boolean()), data: array(ActiveGate) });

/** GET parkings/{id}/operators/checkout/history (ours): the caller's checkouts of the lot's day. */
export const HistoryRow = type({
  id: number(),
  plate: string(),
  name: nullable(string()),
  entry: string(),
  paid_at: nullable(string()),
  amount: number(),
  period: nullable(string()),
  gate_out: nullable(number()),
  state: string(),
});
export type HistoryRow = Infer<typeof HistoryRow>;
const HistoryAnswer = type({ data: array(HistoryRow), total: number(), count: number() });
export type CheckoutHistory = Infer<typeof HistoryAnswer>;

// ---- Shapes the screens use ----------------------------------------------------------------------------
export const EXIT_GATE = 2;
export type ExitGate = { id: number; name: string; status: string | null };

/** A quote as received: the server's answer plus the moment it arrived (client clock, ms). */
export type Quote = RateAnswer & { receivedAt: number };

export type CheckoutRequest = { lotId: number; name: string; transactionId: number; gateOut: number; paymentKind: PaymentKind };
export type CheckoutDone = Infer<typeof CheckoutAnswer>;

/** The server keeps a quote for 60 s (server/parking/checkout.ts). */
export const QUOTE_VALID_MS = 60_000;
/** The checkout's 409 `reason: 'quote_stale'`: the console quotes again instead of failing. */
export const isStaleQuote = (error: unknown): boolean => error instanceof ApiError && error.reason === 'quote_stale';
/** The checkout's 409 `reason: 'shift_required'`: the operator has no open cashier shift in the lot. */
export const isShiftRequired = (error: unknown): boolean => error instanceof ApiError && error.reason === 'shift_required';

// ---- Calls ---------------------------------------------------------------------------------------------
export async function fetchExitGates(lotId: number): Promise<ExitGate[]> {
  const answer = await apiCall(ActiveGatesAnswer, `parkings/${lotId}/gates/active`);
  return answer.data.filter((g) => g.type === EXIT_GATE).map((g) => ({ id: g.id, name: g.name, status: g.status ?? null }));
}

/** Quiet: the screen shows the failure beside the search (no open visit, a bad phone). With `lostTicket` the quote
 *  adds the lot's lost-ticket fee and its reason (issue 21). */
export async function quoteByPhone(lotId: number, phone: string, lostTicket: LostTicketRequest | null = null): Promise<Quote> {
  const body = lostTicket ? { phone, lost_ticket: lostTicket } : { phone };
  const answer = await apiCall(RateAnswer, `parkings/${lotId}/operators/checkout/users/rate`, { method: 'POST', body, quiet: true });
  return { ...answer, receivedAt: Date.now() };
}

/** Quiet: the screen shows the failure on the card; a stale quote is an ApiError whose reason is 'quote_stale'. */
export const checkoutVisit = (request: CheckoutRequest): Promise<CheckoutDone> =>
  apiCall(CheckoutAnswer, `parkings/${request.lotId}/operators/checkout/users/checkout`, {
    method: 'POST',
    body: { name: request.name.trim(), transaction_id: request.transactionId, gate_out: request.gateOut, payment_kind: request.paymentKind },
    quiet: true,
  });

export const fetchCheckoutHistory = (lotId: number): Promise<CheckoutHistory> => apiCall(HistoryAnswer, `parkings/${lotId}/operators/checkout/history`);
