// Cashier shifts (issue 21 item 5): an operator opens a shift at an exit gate of the lot with a starting cash
// float; every checkout of theirs belongs to it and records how it was paid; closing takes the cash and card
// counted and answers what was expected of each kind and the differences. Amounts are integer cents.
// Expected cash = float + cash checkouts; expected card = card checkouts; difference = counted - expected.
import { array, assign, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { AdminListQuery, adminPage } from './admin-list.struct';
import { day, id, oneOf, plain, whole } from './rules';

export const PAYMENT_KINDS = ['cash', 'card'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PaymentKindField = oneOf(PAYMENT_KINDS);

/** The most a float or a count may be: one million pesos, in cents. */
export const MAX_SHIFT_CENTS = 100_000_000;
export const NOTE_MAX = 500;
const Cents = whole(0, MAX_SHIFT_CENTS);

/** POST parkings/{parkingId}/shifts: an exit gate of the lot and the cash in the drawer at the start. */
export const OpenShiftBody = object({ gate_id: id(), float_cents: Cents });
export type OpenShiftBody = Infer<typeof OpenShiftBody>;

/** POST parkings/{parkingId}/shifts/{shiftId}/close: what the operator counted, and a note about it. */
export const CloseShiftBody = object({ counted_cash_cents: Cents, counted_card_cents: Cents, note: optional(plain(NOTE_MAX)) });
export type CloseShiftBody = Infer<typeof CloseShiftBody>;

/** A shift with its running totals (open) or its count (closed: `closed_at` and the counted and expected amounts
 *  set, the differences counted - expected). */
export const ShiftRow = object({
  id: number(),
  parking_id: number(),
  gate_id: number(),
  gate_name: string(),
  operator_id: number(),
  operator_name: string(),
  opened_at: string(),
  closed_at: nullable(string()),
  float_cents: number(),
  checkouts: number(),
  cash_cents: number(),
  card_cents: number(),
  expected_cash_cents: number(),
  expected_card_cents: number(),
  counted_cash_cents: nullable(number()),
  counted_card_cents: nullable(number()),
  difference_cash_cents: nullable(number()),
  difference_card_cents: nullable(number()),
  note: nullable(string()),
});
export type ShiftRow = Infer<typeof ShiftRow>;

/** GET parkings/{parkingId}/shifts/current: the caller's open shift in the lot, or null. */
export const CurrentShiftAnswer = object({ shift: nullable(ShiftRow) });
export type CurrentShiftAnswer = Infer<typeof CurrentShiftAnswer>;

/** The answer of opening and of closing a shift: the server's words and the shift. */
export const ShiftAnswer = object({ message: string(), shift: ShiftRow });
export type ShiftAnswer = Infer<typeof ShiftAnswer>;

/** GET parkings/{parkingId}/shifts: the period (days of the lot, both included) and one operator, or all. */
export const ShiftsQuery = assign(AdminListQuery, object({ from: optional(day(true)), to: optional(day(true)), operator_id: optional(id()) }));
export type ShiftsQuery = Infer<typeof ShiftsQuery>;

/** One operator's shifts of one day of the lot (opened that day): what was expected, counted and the differences
 *  of the closed ones; `open` counts those still open (not in the sums). */
export const ShiftDaySummary = object({
  operator_id: number(),
  operator_name: string(),
  day: string(),
  shifts: number(),
  open: number(),
  expected_cash_cents: number(),
  counted_cash_cents: number(),
  difference_cash_cents: number(),
  expected_card_cents: number(),
  counted_card_cents: number(),
  difference_card_cents: number(),
});
export type ShiftDaySummary = Infer<typeof ShiftDaySummary>;

export const ShiftsAnswer = assign(adminPage(ShiftRow), object({ summary: array(ShiftDaySummary), operators: array(object({ id: number(), name: string() })) }));
export type ShiftsAnswer = Infer<typeof ShiftsAnswer>;

/** A checkout of a shift, as its detail lists it. */
export const ShiftCheckout = object({
  id: number(),
  plate: string(),
  name: nullable(string()),
  paid_at: string(),
  amount: number(),
  payment_kind: string(),
  gate_out: nullable(string()),
});
export type ShiftCheckout = Infer<typeof ShiftCheckout>;

/** GET parkings/{parkingId}/shifts/{shiftId}: the shift and its checkouts, latest first. */
export const ShiftDetailAnswer = object({ shift: ShiftRow, checkouts: array(ShiftCheckout) });
export type ShiftDetailAnswer = Infer<typeof ShiftDetailAnswer>;
