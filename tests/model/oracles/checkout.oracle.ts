// The oracle of the operator's checkout chart (spec 2 §2 "Operator screen", §4 "Operator checkout", §5, §6, §7,
// §8; spec 1 §8), written from the spec, not from the chart: who may search and with which phone, what the card
// holds and when it goes, the elapsed time, the name and exit gate a checkout needs, the body sent, and which
// failures offer a Retry (only those that may pass: no answer, 408, 429, 5xx); and (issue 21 item 5) that a
// checkout needs the operator's open cashier shift and says how the customer paid (cash or card); (item 4) a
// customer without a ticket is quoted again with the lot's fee once the operator gives a reason of 3 to 120
// characters, the reason kept while that visit's quote is retried and forgotten with the visit; (item 6) the
// receipt of the checkout just done shows, may be put away and shown again. Used by
// tests/model/checkout.paths.test.ts and the screen's replays (tests/model/views/checkout.view.test.tsx).
import { expect } from 'vitest';
import { checkoutMachine } from '../../../src/machines/checkout/checkout.machine';
import type { CheckoutContext, CheckoutEvent, CheckoutInput } from '../../../src/machines/checkout/checkout.types';
import { ApiError } from '../../../src/services/http';
import type { ShiftRow } from '../../../src/contracts/shifts.struct';
import { freshShift } from '../../ui/fixtures';
import type { CheckoutDone, ExitGate, Quote } from '../../../src/services/operations.api';
import type { ActorEvent, Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = CheckoutContext;
type On<T extends CheckoutEvent['type']> = Extract<CheckoutEvent, { type: T }>;
type Refused = Failure<ApiError>;

export const PHONE = '8180000003';
export const ARRIVAL = '2030-01-07T15:00:00.000Z';
export const quote: Quote = {
  message: 'Amount to pay.',
  to_pay: 4500,
  subtotal: 4500,
  service: 0,
  tax: 0,
  time_utc: ARRIVAL,
  id: 41,
  plate: 'PAY0001',
  quoted_at: '2030-01-07T16:10:00.000Z',
  lines: [{ kind: 'segment', label: 'Fee · Tarifa general', params: { name: 'Tarifa general' }, from: ARRIVAL, to: '2030-01-07T16:10:00.000Z', amount: 4500 }],
  open_visits: 1,
  receivedAt: Date.UTC(2030, 0, 7, 16, 10),
};
export const gates: ExitGate[] = [
  { id: 2, name: 'Salida Norte', status: 'online' },
  { id: 4, name: 'Salida Sur', status: 'online' },
];
/** The operator's open shift at the north exit (issue 21 item 5). */
export const openShift = freshShift({ id: 7, gate_id: 2, gate_name: 'Salida Norte', operator_name: 'Oscar Operador', opened_at: '2030-01-07T14:00:00.000Z' });
/** Issue 21 item 4: why the ticket is missing, as the operator types it (spaces around are not the reason). */
export const REASON = '  Lost in the mall ';
/** Two characters once trimmed: too short for a reason. */
export const SHORT_REASON = ' no ';
export const checkedOut: CheckoutDone = { message: 'Checked out: the gate Salida Norte opens.', success: true, amount: 4500 };
/** Five seconds after the quote: 1 h 10 min 5 s since the arrival. */
export const TICK = Date.UTC(2030, 0, 7, 16, 10, 5);
export const REFRESH = 'xstate.after.quoteRefresh.checkout.visit.quoted';

export const noVisit = new ApiError('There is no open visit for that phone.', 404);
export const noAnswer = new ApiError('Network error');
export const expired = new ApiError('Unauthenticated.', 401);
export const stale = new ApiError('The amount was quoted more than a minute ago: quote again.', 409, {}, 'quote_stale');
export const badGate = new ApiError('The given data was invalid.', 422, { gate_out: ['That gate is not an exit gate.'] });
export const alreadyOut = new ApiError('This visit was already checked out.', 409);
export const serverFault = new ApiError('Something went wrong on our side.', 500);
export const noShift = new ApiError('Open your cash shift before checking out.', 409, {}, 'shift_required');

export const operator: CheckoutInput = { lotId: 1, canSearch: true };
/** Without `operators.search` (spec 2 §6) nothing is searched. */
export const withoutSearch: CheckoutInput = { lotId: 1, canSearch: false };

const KINDS = ['cash', 'card'];
const cleared = { quote: null, elapsed: 0, form: null, error: null, retriable: false, fieldErrors: {}, failedStep: null, requoted: false, lostTicket: null } satisfies Partial<Ctx>;

/** Spec 2 §5: the phone is required, numeric, exactly 10 digits. */
const phonePasses = (phone: string) => /^\d{10}$/.test(phone);
/** Spec 2 §5: the client's name is required, 5 to 100 characters; the gate is one of the lot's exit gates. */
const namePasses = (name: string) => name.trim().length >= 5 && name.trim().length <= 100;
/** Issue 21 item 4: a lost ticket needs a reason, 3 to 120 characters without the spaces around it. */
const reasonPasses = (reason: string) => reason.trim().length >= 3 && reason.trim().length <= 120;
/** A failure that may pass when tried again: no answer, a timeout, a throttle, a fault of the server. */
const mayPass = (error: ApiError) => error.status === null || error.status === 408 || error.status === 429 || error.status >= 500;
/** Spec 2 §4: counted every second while positive; whole seconds. */
const elapsedAt = (arrival: string, now: number) => Math.max(0, Math.floor((now - Date.parse(arrival)) / 1000));
const formOf = (e: On<'checkout.submit'>) => ({ name: e.name.trim(), gateOut: e.gateOut, paymentKind: e.paymentKind });

const everyEvent: (CheckoutEvent | ActorEvent)[] = [
  { type: 'xstate.done.actor.loadExitGates', output: gates },
  { type: 'xstate.error.actor.loadExitGates', error: noAnswer },
  { type: 'checkout.reloadGates' },
  { type: 'xstate.done.actor.loadShift', output: openShift },
  { type: 'xstate.done.actor.loadShift', output: null },
  { type: 'xstate.error.actor.loadShift', error: noAnswer },
  { type: 'checkout.reloadShift' },
  { type: 'checkout.search', phone: PHONE },
  { type: 'checkout.search', phone: '81-123' },
  { type: 'checkout.phoneChanged', phone: PHONE },
  { type: 'checkout.phoneChanged', phone: '818000000' },
  { type: 'xstate.done.actor.quote', output: quote },
  { type: 'xstate.error.actor.quote', error: noVisit },
  { type: 'xstate.error.actor.quote', error: noAnswer },
  { type: 'xstate.error.actor.quote', error: expired },
  { type: 'checkout.tick', now: TICK },
  { type: REFRESH },
  { type: 'checkout.submit', name: ' Carla Méndez ', gateOut: 2, paymentKind: 'card' },
  { type: 'checkout.submit', name: 'Gera', gateOut: 2, paymentKind: 'cash' },
  { type: 'checkout.submit', name: 'Carla Méndez', gateOut: 9, paymentKind: 'cash' },
  { type: 'xstate.done.actor.checkout', output: checkedOut },
  { type: 'xstate.error.actor.checkout', error: stale },
  { type: 'xstate.error.actor.checkout', error: badGate },
  { type: 'xstate.error.actor.checkout', error: alreadyOut },
  { type: 'xstate.error.actor.checkout', error: serverFault },
  { type: 'xstate.error.actor.checkout', error: noShift },
  { type: 'checkout.receiptClosed' },
  { type: 'checkout.receiptOpened' },
  { type: 'checkout.retry' },
  { type: 'checkout.cancel' },
];
const lostTicketEvents: CheckoutEvent[] = [
  { type: 'checkout.lostTicket', reason: REASON },
  { type: 'checkout.lostTicket', reason: SHORT_REASON },
  { type: 'checkout.lostTicketRemoved' },
];
/** The events of the gates' and the shift's regions. */
const BESIDE: string[] = ['xstate.done.actor.loadExitGates', 'xstate.error.actor.loadExitGates', 'checkout.reloadGates', 'xstate.done.actor.loadShift', 'xstate.error.actor.loadShift', 'checkout.reloadShift'];

export const checkoutOracle: OracleOf<typeof checkoutMachine> = {
  name: 'checkout',
  machine: checkoutMachine,
  input: operator,
  // A lost ticket doubles every state of the visit (the graph's limit is near): it is applied with the gates ready
  // and the shift open only, and while one is applied the gates and the shift stay as they are (their regions are
  // covered without one).
  events: ({ context: c, value }) => {
    if (c.lostTicket !== null) return [...everyEvent.filter((e) => !BESIDE.includes(e.type)), ...lostTicketEvents];
    const { exitGates, shift } = value as Record<string, unknown>;
    return exitGates === 'ready' && shift === 'open' ? [...everyEvent, ...lostTicketEvents] : everyEvent;
  },
  initialContext: (input) => ({
    lotId: input.lotId,
    canSearch: input.canSearch,
    phone: '',
    ...cleared,
    gates: [],
    gatesError: null,
    shift: null,
    shiftError: null,
    lastCheckout: null,
  }),
  guards: {
    canSearch: (c, e: On<'checkout.search'>) => c.canSearch && phonePasses(e.phone),
    // The quote on the card belongs to the phone searched: only another phone clears it.
    phoneDiffers: (c, e: On<'checkout.phoneChanged'>) => e.phone !== c.phone,
    // Issue 21 item 5: a checkout goes with the operator's open shift and a payment kind, cash or card.
    validForm: (c, e: On<'checkout.submit'>) =>
      c.quote !== null && c.shift !== null && namePasses(e.name) && c.gates.some((g) => g.id === e.gateOut) && KINDS.includes(e.paymentKind),
    quoteStale: (_c, e: Refused) => e.error.status === 409 && e.error.reason === 'quote_stale',
    // Issue 21 item 4: the fee goes with a reason; removing it needs one applied.
    validReason: (_c, e: On<'checkout.lostTicket'>) => reasonPasses(e.reason),
    hasLostTicket: (c) => c.lostTicket !== null,
    shiftRequired: (_c, e: Refused) => e.error.status === 409 && e.error.reason === 'shift_required',
    shiftFound: (_c, e: Done<ShiftRow | null>) => e.output !== null,
    shiftForgotten: (c) => c.shift === null,
    fieldsRefused: (_c, e: Refused) => Object.keys(e.error.errors).length > 0,
    // Retry repeats the call that failed: the checkout when one was sent, else the quote; only when it may pass.
    'visit.failed checkout.retry': (c) => c.retriable && c.failedStep === 'checkout' && c.quote !== null && c.form !== null,
    canRetry: (c) => c.retriable,
  },
  effects: {
    'visit.idle checkout.search': (_c, e: On<'checkout.search'>) => ({ phone: e.phone, lastCheckout: null }),
    'visit.quoting checkout.phoneChanged': (_c, e: On<'checkout.phoneChanged'>) => ({ ...cleared, phone: e.phone }),
    'visit.quoting checkout.cancel': () => cleared,
    'visit.quoting xstate.done.actor.quote': (_c, e: Done<Quote>) => ({ quote: e.output, error: null, fieldErrors: {}, failedStep: null }),
    // The card goes, but a lost ticket stays for the retry of the same quote.
    'visit.quoting xstate.error.actor.quote': (c, e: Refused) => ({
      ...cleared,
      lostTicket: c.lostTicket,
      error: e.error.message,
      retriable: mayPass(e.error),
      fieldErrors: e.error.errors,
      failedStep: 'quote',
    }),
    'visit.quoted checkout.tick': (c, e: On<'checkout.tick'>) => ({ elapsed: c.quote ? elapsedAt(c.quote.time_utc, e.now) : 0 }),
    // A new search starts from the ticket: a lost ticket belongs to the visit quoted before.
    'visit.quoted checkout.search': (_c, e: On<'checkout.search'>) => ({ phone: e.phone, requoted: false, lostTicket: null }),
    'visit.quoted checkout.submit': (_c, e: On<'checkout.submit'>) => ({ form: formOf(e), error: null, fieldErrors: {}, requoted: false }),
    'visit.quoted checkout.lostTicket': (_c, e: On<'checkout.lostTicket'>) => ({ lostTicket: { reason: e.reason.trim() }, error: null, fieldErrors: {}, requoted: false }),
    'visit.quoted checkout.lostTicketRemoved': () => ({ lostTicket: null, error: null, fieldErrors: {}, requoted: false }),
    'visit.quoted checkout.phoneChanged': (_c, e: On<'checkout.phoneChanged'>) => ({ ...cleared, phone: e.phone }),
    'visit.quoted checkout.cancel': () => cleared,
    // Spec 2 §4: a successful checkout clears the card; the search starts empty again.
    'visit.checkingOut xstate.done.actor.checkout': (c, e: Done<CheckoutDone>) => ({
      ...cleared,
      phone: '',
      // Issue 21 item 6: the receipt shown next is the visit just checked out.
      lastCheckout: { message: e.output.message, amount: e.output.amount, plate: c.quote?.plate ?? '', visitId: c.quote?.id ?? 0 },
    }),
    'visit.checkingOut xstate.error.actor.checkout [quoteStale(…)]': () => ({ requoted: true }),
    // The card stays; the shift is forgotten, so the operator is told to open one.
    'visit.checkingOut xstate.error.actor.checkout [shiftRequired(…)]': () => ({ shift: null }),
    'visit.checkingOut xstate.error.actor.checkout [fieldsRefused(…)]': (_c, e: Refused) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'visit.checkingOut xstate.error.actor.checkout': (_c, e: Refused) => ({ error: e.error.message, retriable: mayPass(e.error), failedStep: 'checkout' }),
    'visit.done checkout.search': (_c, e: On<'checkout.search'>) => ({ phone: e.phone, lastCheckout: null }),
    'visit.done checkout.phoneChanged': (_c, e: On<'checkout.phoneChanged'>) => ({ phone: e.phone, lastCheckout: null }),
    'visit.failed checkout.retry [(inline)]': () => ({ error: null, retriable: false, failedStep: null }),
    'visit.failed checkout.retry [canRetry]': () => ({ error: null, retriable: false, fieldErrors: {}, failedStep: null }),
    'visit.failed checkout.submit': (_c, e: On<'checkout.submit'>) => ({ form: formOf(e), error: null, fieldErrors: {}, failedStep: null }),
    'visit.failed checkout.search': (_c, e: On<'checkout.search'>) => ({ phone: e.phone, error: null, fieldErrors: {}, failedStep: null, lostTicket: null }),
    'visit.failed checkout.phoneChanged': (_c, e: On<'checkout.phoneChanged'>) => ({ ...cleared, phone: e.phone }),
    'visit.failed checkout.cancel': () => cleared,
    'exitGates.loading xstate.done.actor.loadExitGates': (_c, e: Done<ExitGate[]>) => ({ gates: e.output, gatesError: null }),
    'exitGates.loading xstate.error.actor.loadExitGates': (_c, e: Refused) => ({ gatesError: e.error.message }),
    'shift.loading xstate.done.actor.loadShift [shiftFound(…)]': (_c, e: Done<ShiftRow>) => ({ shift: e.output, shiftError: null }),
    'shift.loading xstate.done.actor.loadShift': () => ({ shift: null, shiftError: null }),
    'shift.loading xstate.error.actor.loadShift': (_c, e: Refused) => ({ shift: null, shiftError: e.error.message }),
  },
  states: {
    // A lost ticket, when there is one, carries the reason as the receipt will say it.
    '(root)': (c) => {
      if (c.lostTicket !== null) expect([reasonPasses(c.lostTicket.reason), c.lostTicket.reason]).toEqual([true, c.lostTicket.reason.trim()]);
    },
    'visit.idle': (c) => {
      expect([c.quote, c.form, c.elapsed, c.error, c.failedStep, c.lastCheckout, c.lostTicket]).toEqual([null, null, 0, null, null, null, null]);
    },
    // Only an operator with the permission searches, and only a phone of 10 digits. A card being quoted again
    // keeps what it showed (a refused field's message too) until the new quote arrives.
    'visit.quoting': (c) => {
      expect(c.canSearch).toBe(true);
      expect(phonePasses(c.phone)).toBe(true);
      if (c.quote === null) expect(c.error).toBeNull();
      expect([c.failedStep, c.lastCheckout]).toEqual([null, null]);
    },
    'visit.quoted': (c) => {
      expect(c.quote).not.toBeNull();
      expect(phonePasses(c.phone)).toBe(true);
      expect(c.elapsed).toBeGreaterThanOrEqual(0);
      expect([c.failedStep, c.lastCheckout]).toEqual([null, null]);
    },
    // A checkout goes with the quoted visit, a name of 5 to 100 characters and one of the exit gates.
    'visit.checkingOut': (c) => {
      expect(c.quote).not.toBeNull();
      expect(c.form !== null && namePasses(c.form.name) && c.form.name === c.form.name.trim()).toBe(true);
      expect(c.gates.some((g) => g.id === c.form?.gateOut)).toBe(true);
      expect(KINDS).toContain(c.form?.paymentKind);
      expect([c.error, c.fieldErrors, c.failedStep]).toEqual([null, {}, null]);
    },
    'visit.done': (c) => {
      expect([c.quote, c.form, c.phone, c.error, c.lostTicket]).toEqual([null, null, '', null, null]);
      expect(c.lastCheckout).toEqual({ message: expect.any(String), amount: expect.any(Number), plate: expect.any(String), visitId: quote.id });
    },
    // The message shows; a failed quote leaves no card, a failed checkout keeps it with the form sent.
    'visit.failed': (c) => {
      expect(c.error).toEqual(expect.any(String));
      if (c.failedStep === 'quote') expect([c.quote, c.form]).toEqual([null, null]);
      else expect(c.failedStep === 'checkout' && c.quote !== null && c.form !== null).toBe(true);
    },
    // The last gates known stay offered while they are read again.
    'exitGates.loading': (c) => expect(c.gates.every((g) => Number.isInteger(g.id))).toBe(true),
    'exitGates.ready': (c) => expect(c.gatesError).toBeNull(),
    'exitGates.failed': (c) => expect(c.gatesError).toEqual(expect.any(String)),
    'shift.loading': (c) => expect(c.shift).toBeNull(),
    'shift.open': (c) => expect([c.shift?.closed_at, c.shiftError]).toEqual([null, null]),
    // No shift: nothing may be checked out until one is read again.
    'shift.missing': (c) => expect([c.shift, c.shiftError]).toEqual([null, null]),
    'shift.failed': (c) => {
      expect(c.shift).toBeNull();
      expect(c.shiftError).toEqual(expect.any(String));
    },
  },
  params: {
    notify: (_c, e: Done<CheckoutDone>) => ({ message: e.output.message }),
    // Spec 1 §8: an 'Unauthenticated' answer ends the session; the view does it.
    reportFailure: (_c, e: Refused) => ({ message: e.error.message, unauthenticated: e.error.message.includes('Unauthenticated') }),
  },
  invokes: {
    // Spec 2 §7: POST .../checkout/users/rate with the phone; .../checkout/users/checkout with name, transaction, gate.
    // Issue 21 item 4: with `lost_ticket {reason}` while the customer has no ticket.
    quote: (c) => ({ lotId: c.lotId, phone: c.phone, lostTicket: c.lostTicket }),
    checkout: (c) => ({ lotId: c.lotId, name: c.form?.name, transactionId: c.quote?.id, gateOut: c.form?.gateOut, paymentKind: c.form?.paymentKind }),
    loadExitGates: (c) => ({ lotId: c.lotId }),
    loadShift: (c) => ({ lotId: c.lotId }),
  },
};
