// Checkout chart types (spec 2 §4-5), in the order a reader needs them: context, input, events, actor contracts.
import type { LostTicketRequest } from '../../contracts/receipts.struct';
import type { PaymentKind, ShiftRow } from '../../contracts/shifts.struct';
import type { CheckoutDone, CheckoutHistory, CheckoutRequest, ExitGate, Quote } from '../../services/operations.api';

// ---- Context -------------------------------------------------------------------------------------------
/** Which call a failure belongs to: retry repeats it. */
export type FailedStep = 'quote' | 'checkout';

/** What the operator submitted: the client's name, the exit gate and how the customer paid. */
export type CheckoutForm = { name: string; gateOut: number; paymentKind: PaymentKind };

/** The checkout just done: the server's message, the amount, and the visit whose receipt shows (issue 21 item 6). */
export type LastCheckout = { message: string; amount: number; plate: string; visitId: number };

export type CheckoutContext = {
  lotId: number;
  /** The operator holds `operators.search` (spec 2 §6): without it nothing is searched. */
  canSearch: boolean;
  /** The phone of the current (or last) search. */
  phone: string;
  quote: Quote | null;
  /** The customer lost the ticket (issue 21 item 4): the reason the operator gave; the quote then adds the lot's
   *  lost-ticket fee, which the checkout charges. Null: the ticket is here. */
  lostTicket: LostTicketRequest | null;
  /** Seconds since the arrival, updated every second while the card shows; never negative. */
  elapsed: number;
  form: CheckoutForm | null;
  gates: ExitGate[];
  gatesError: string | null;
  /** The operator's open cashier shift in the lot (its gate is the card's default exit gate); null: none or not
   *  known yet. A checkout needs one (issue 21 item 5). */
  shift: ShiftRow | null;
  shiftError: string | null;
  error: string | null;
  /** Whether the failed call may succeed if made again (no answer, a server fault); a refusal (no open visit,
   *  an already checked-out visit, rates the engine cannot quote) offers no Retry. */
  retriable: boolean;
  fieldErrors: Record<string, string[]>;
  failedStep: FailedStep | null;
  /** The checkout found the quote stale and quoted again: the operator checks the new amount. */
  requoted: boolean;
  lastCheckout: LastCheckout | null;
};

// ---- Input ---------------------------------------------------------------------------------------------
export type CheckoutInput = { lotId: number; canSearch: boolean };

// ---- Events --------------------------------------------------------------------------------------------
export type CheckoutEvent =
  | { type: 'checkout.search'; phone: string }
  /** The phone field changed: the quote on screen no longer belongs to it. */
  | { type: 'checkout.phoneChanged'; phone: string }
  | ({ type: 'checkout.submit' } & CheckoutForm)
  | { type: 'checkout.cancel' }
  /** The customer has no ticket: quote again with the lot's lost-ticket fee and this reason. */
  | { type: 'checkout.lostTicket'; reason: string }
  /** The ticket turned up: quote again without the fee. */
  | { type: 'checkout.lostTicketRemoved' }
  /** The receipt of the checkout just done is put away, or shown again. */
  | { type: 'checkout.receiptClosed' }
  | { type: 'checkout.receiptOpened' }
  | { type: 'checkout.retry' }
  | { type: 'checkout.reloadGates' }
  /** Read the operator's shift again (after opening one in /shift, or after a failed read). */
  | { type: 'checkout.reloadShift' }
  /** From the clock actor, once a second. */
  | { type: 'checkout.tick'; now: number };

// ---- Actors --------------------------------------------------------------------------------------------
export type QuoteInput = { lotId: number; phone: string; lostTicket: LostTicketRequest | null };
export type QuoteOutput = Quote;
export type CheckoutActorInput = CheckoutRequest;
export type CheckoutOutput = CheckoutDone;
export type LoadExitGatesInput = { lotId: number };
export type LoadExitGatesOutput = ExitGate[];
export type LoadShiftInput = { lotId: number };
export type LoadShiftOutput = ShiftRow | null;

// ---- History -------------------------------------------------------------------------------------------
export type HistoryContext = { lotId: number; history: CheckoutHistory | null; error: string | null };
export type HistoryInput = { lotId: number };
export type HistoryEvent = { type: 'history.refresh' } | { type: 'history.retry' };
