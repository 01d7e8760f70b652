// The operator's form rules (spec 2 §5), read from the same structs the server checks with: a phone is
// required and exactly 10 digits; a client name is required, 5 to 100 characters; the exit gate is one of the
// lot's active exit gates; the payment kind is cash or card; a lost ticket's reason is 3 to 120 characters. Each
// problem is a rule code ('required', 'digits|10', 'min|5') for the form's words.
import { validate } from 'superstruct';
import { CheckoutBody, RateBody } from '../../contracts/checkout.struct';

export const PHONE_DIGITS = 10;
export const NAME_MIN = 5;
export const NAME_MAX = 100;

const firstCode = (failure: { failures: () => { message: string }[] } | undefined): string | null =>
  failure ? (failure.failures()[0]?.message ?? 'type') : null;

export const phoneProblem = (phone: string): string | null => firstCode(validate({ phone }, RateBody)[0]);

export const nameProblem = (name: string): string | null => firstCode(validate({ name, transaction_id: 1, gate_out: 1, payment_kind: 'cash' }, CheckoutBody)[0]);

/** A lost ticket's reason, as the quote's `lost_ticket.reason` is checked. */
export const reasonProblem = (reason: string): string | null => firstCode(validate({ phone: '8100000000', lost_ticket: { reason } }, RateBody)[0]);

export const paymentKindProblem = (kind: string | null): string | null =>
  kind === null || kind === '' ? 'required' : firstCode(validate({ name: 'Valid Name', transaction_id: 1, gate_out: 1, payment_kind: kind }, CheckoutBody)[0]);

export const gateProblem = (gateOut: number | null, gateIds: readonly number[]): string | null =>
  gateOut === null ? 'required' : gateIds.includes(gateOut) ? null : 'oneOf';

/** Whole seconds from `arrival` (ISO instant) to `now` (ms); counted only while positive. */
export function elapsedSeconds(arrival: string, now: number): number {
  const since = Math.floor((now - new Date(arrival).getTime()) / 1000);
  return Number.isFinite(since) && since > 0 ? since : 0;
}

/** 4210 -> "01:10:10"; a stay of days -> "2 d 03:04:05". */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}
