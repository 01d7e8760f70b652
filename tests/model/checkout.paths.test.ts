// Path tests of the operator's checkout chart (spec 2 §4-5): every generated path checked against the chart's
// transition table and oracle (the clock never ticks by itself), then the rules on chosen stories: the
// stale-quote loop, the success toast and the receipt after it, the lost ticket's reason, the ticking clock and
// the form rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { elapsedSeconds, formatElapsed, gateProblem, nameProblem, paymentKindProblem, phoneProblem, reasonProblem } from '../../src/machines/checkout/checkout-rules';
import { checkoutMachine, QUOTE_REFRESH_MS } from '../../src/machines/checkout/checkout.machine';
import { selectCanRetry, selectCheckoutFailed, selectIsSearching, selectQuoteFailed, selectSeveralVisits, selectShiftMissing } from '../../src/machines/checkout/checkout.selectors';
import { ApiError } from '../../src/services/http';
import type { Quote } from '../../src/services/operations.api';
import { describeChartInputs } from './chart/describe-chart';
import { checkoutOracle, noShift, openShift, operator, withoutSearch } from './oracles/checkout.oracle';
import { pending } from './path-plan';

const PHONE = '8180000003';
const ARRIVAL = '2030-01-07T15:00:00.000Z';
const quote = (overrides: Partial<Quote> = {}): Quote => ({
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
  ...overrides,
});
const gates = [
  { id: 2, name: 'Salida Norte', status: 'online' },
  { id: 4, name: 'Salida Sur', status: 'online' },
];
const input = { lotId: 1, canSearch: true };

const spies = () => ({ notify: vi.fn(), reportFailure: vi.fn(), resetSearch: vi.fn() });
const build = (s = spies()) =>
  checkoutMachine.provide({
    actors: { quote: pending(), checkout: pending(), loadExitGates: pending(), loadShift: pending(), clock: fromCallback(() => {}) },
    actions: { notify: (_, p) => s.notify(p.message), reportFailure: (_, p) => s.reportFailure(p), resetSearch: () => s.resetSearch() },
    delays: { quoteRefresh: 60 * 60 * 1000 },
  });

afterEach(() => {
  vi.useRealTimers();
});

// The largest graph of the charts (about 9,300 edges): its row coverage, a replay of every path on the table, takes
// longer than vitest's default 5 s on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

describeChartInputs(checkoutOracle, [
  { label: 'an operator with operators.search', input: operator },
  { label: 'a user without operators.search', input: withoutSearch },
]);

describe('checkout stories', () => {
  const quoted = (s = spies(), q = quote()) => {
    const actor = createActor(build(s), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadExitGates', output: gates } as never);
    actor.send({ type: 'xstate.done.actor.loadShift', output: openShift } as never);
    actor.send({ type: 'checkout.search', phone: PHONE });
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'xstate.done.actor.quote', output: q } as never);
    expect(actor.getSnapshot().value).toEqual({ visit: 'quoted', exitGates: 'ready', shift: 'open' });
    return actor;
  };

  it('a search needs operators.search and a phone of exactly 10 digits', () => {
    const actor = createActor(build(), { input: { lotId: 1, canSearch: false } }).start();
    actor.send({ type: 'checkout.search', phone: PHONE });
    expect(actor.getSnapshot().matches({ visit: 'idle' })).toBe(true);
    const allowed = createActor(build(), { input }).start();
    for (const phone of ['', '81800000', '81800000031', '818000000a']) {
      allowed.send({ type: 'checkout.search', phone });
      expect(allowed.getSnapshot().matches({ visit: 'idle' }), phone).toBe(true);
    }
  });

  it('a success clears the card, toasts the server message and empties the search; the button cannot send twice', () => {
    const s = spies();
    const actor = quoted(s);
    actor.send({ type: 'checkout.submit', name: '  Carla Méndez ', gateOut: 2, paymentKind: 'cash' });
    expect(actor.getSnapshot().context.form).toEqual({ name: 'Carla Méndez', gateOut: 2, paymentKind: 'cash' });
    expect(actor.getSnapshot().can({ type: 'checkout.submit', name: 'Carla Méndez', gateOut: 2, paymentKind: 'cash' })).toBe(false);
    actor.send({ type: 'xstate.done.actor.checkout', output: { message: 'Checked out: the gate Salida Norte opens.', success: true, amount: 4500 } } as never);
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ visit: { done: 'receipt' }, exitGates: 'ready', shift: 'open' });
    expect(context).toMatchObject({ quote: null, form: null, phone: '', lastCheckout: { message: 'Checked out: the gate Salida Norte opens.', amount: 4500, plate: 'PAY0001', visitId: 41 } });
    expect(s.notify).toHaveBeenCalledWith('Checked out: the gate Salida Norte opens.');
    expect(s.resetSearch).toHaveBeenCalledTimes(1);
  });

  it('the receipt of the checkout shows, is put away and shown again, and goes with the next search', () => {
    const actor = quoted();
    actor.send({ type: 'checkout.submit', name: 'Carla Méndez', gateOut: 2, paymentKind: 'cash' });
    actor.send({ type: 'xstate.done.actor.checkout', output: { message: 'Checked out.', success: true, amount: 4500 } } as never);
    actor.send({ type: 'checkout.receiptClosed' });
    expect(actor.getSnapshot().matches({ visit: { done: 'receiptClosed' } })).toBe(true);
    actor.send({ type: 'checkout.receiptOpened' });
    expect(actor.getSnapshot().matches({ visit: { done: 'receipt' } })).toBe(true);
    expect(actor.getSnapshot().context.lastCheckout?.visitId).toBe(41);
    actor.send({ type: 'checkout.search', phone: PHONE });
    expect(actor.getSnapshot().context.lastCheckout).toBeNull();
  });
  it('a stale quote quotes again by itself, keeping the card, and says the amount was renewed', () => {
    const s = spies();
    const actor = quoted(s);
    actor.send({ type: 'checkout.submit', name: 'Olga Ortega', gateOut: 4, paymentKind: 'cash' });
    actor.send({ type: 'xstate.error.actor.checkout', error: new ApiError('stale', 409, {}, 'quote_stale') } as never);
    expect(actor.getSnapshot().value).toEqual({ visit: 'quoting', exitGates: 'ready', shift: 'open' });
    expect(actor.getSnapshot().context.quote?.id).toBe(41);
    actor.send({ type: 'xstate.done.actor.quote', output: quote({ to_pay: 5500 }) } as never);
    expect(actor.getSnapshot().context).toMatchObject({ requoted: true, quote: { to_pay: 5500 } });
    expect(s.notify).not.toHaveBeenCalled();
  });

  it('someone else\'s checkout fails with the message and no retry: sending it again cannot succeed', () => {
    const s = spies();
    const actor = quoted(s);
    actor.send({ type: 'checkout.submit', name: 'Rodrigo Treviño', gateOut: 4, paymentKind: 'cash' });
    const error = new ApiError('This visit was already checked out.', 409);
    actor.send({ type: 'xstate.error.actor.checkout', error } as never);
    expect(selectCheckoutFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('This visit was already checked out.');
    expect(s.reportFailure).toHaveBeenCalledWith({ message: 'This visit was already checked out.', unauthenticated: false });
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'checkout.retry' });
    expect(actor.getSnapshot().value).toEqual({ visit: 'failed', exitGates: 'ready', shift: 'open' });
  });

  it('a checkout that failed on our side offers a retry, which sends the same checkout again', () => {
    const actor = quoted();
    actor.send({ type: 'checkout.submit', name: 'Rodrigo Treviño', gateOut: 4, paymentKind: 'cash' });
    actor.send({ type: 'xstate.error.actor.checkout', error: new ApiError('Something went wrong on our side.', 500) } as never);
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.retry' });
    expect(actor.getSnapshot().value).toEqual({ visit: 'checkingOut', exitGates: 'ready', shift: 'open' });
    expect(actor.getSnapshot().context.form).toEqual({ name: 'Rodrigo Treviño', gateOut: 4, paymentKind: 'cash' });
  });

  it('a refused quote clears the card and offers no retry; an unanswered one retries the same phone', () => {
    const refused = quoted();
    refused.send({ type: 'checkout.search', phone: PHONE });
    refused.send({ type: 'xstate.error.actor.quote', error: new ApiError('There is no open visit for that phone.', 404) } as never);
    expect(selectQuoteFailed(refused.getSnapshot())).toBe(true);
    expect(refused.getSnapshot().context.quote).toBeNull();
    expect(selectCanRetry(refused.getSnapshot())).toBe(false);

    const actor = quoted();
    actor.send({ type: 'checkout.search', phone: PHONE });
    actor.send({ type: 'xstate.error.actor.quote', error: new ApiError('Network error') } as never);
    expect(selectQuoteFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.retry' });
    expect(actor.getSnapshot().matches({ visit: 'quoting' })).toBe(true);
    expect(actor.getSnapshot().context.phone).toBe(PHONE);
  });

  it('changing the phone or cancelling clears the quote', () => {
    const changed = quoted();
    changed.send({ type: 'checkout.phoneChanged', phone: PHONE });
    expect(changed.getSnapshot().matches({ visit: 'quoted' })).toBe(true);
    changed.send({ type: 'checkout.phoneChanged', phone: '818000000' });
    expect(changed.getSnapshot().matches({ visit: 'idle' })).toBe(true);
    expect(changed.getSnapshot().context.quote).toBeNull();
    const cancelled = quoted();
    cancelled.send({ type: 'checkout.cancel' });
    expect(cancelled.getSnapshot().context).toMatchObject({ quote: null, phone: PHONE, error: null });
  });

  it('without an open shift nothing is checked out; a shift opened meanwhile is read again', () => {
    const actor = createActor(build(), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadExitGates', output: gates } as never);
    actor.send({ type: 'xstate.done.actor.loadShift', output: null } as never);
    actor.send({ type: 'checkout.search', phone: PHONE });
    actor.send({ type: 'xstate.done.actor.quote', output: quote() } as never);
    expect(selectShiftMissing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.submit', name: 'Carla Méndez', gateOut: 2, paymentKind: 'cash' });
    expect(actor.getSnapshot().value).toEqual({ visit: 'quoted', exitGates: 'ready', shift: 'missing' });
    actor.send({ type: 'checkout.reloadShift' });
    actor.send({ type: 'xstate.done.actor.loadShift', output: openShift } as never);
    actor.send({ type: 'checkout.submit', name: 'Carla Méndez', gateOut: 2, paymentKind: 'card' });
    expect(actor.getSnapshot().value).toEqual({ visit: 'checkingOut', exitGates: 'ready', shift: 'open' });
    expect(actor.getSnapshot().context.form).toEqual({ name: 'Carla Méndez', gateOut: 2, paymentKind: 'card' });
  });

  it('a checkout refused for want of a shift keeps the card and says to open one', () => {
    const actor = quoted();
    actor.send({ type: 'checkout.submit', name: 'Carla Méndez', gateOut: 2, paymentKind: 'cash' });
    actor.send({ type: 'xstate.error.actor.checkout', error: noShift } as never);
    expect(actor.getSnapshot().value).toEqual({ visit: 'quoted', exitGates: 'ready', shift: 'missing' });
    expect(actor.getSnapshot().context).toMatchObject({ shift: null, quote: { id: 41 } });
  });

  it('says so when the phone has several open visits', () => {
    const actor = quoted(spies(), quote({ open_visits: 2, message: 'That phone has 2 open visits: this is the most recent one.' }));
    expect(selectSeveralVisits(actor.getSnapshot())).toBe('That phone has 2 open visits: this is the most recent one.');
  });

  it('the clock ticks every second while the card shows, and the quote renews before the server\'s minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2030, 0, 7, 16, 10, 0));
    const logic = checkoutMachine.provide({ actors: { quote: pending(), checkout: pending(), loadExitGates: pending(), loadShift: pending() } });
    const actor = createActor(logic, { input }).start();
    actor.send({ type: 'xstate.done.actor.loadExitGates', output: gates } as never);
    actor.send({ type: 'checkout.search', phone: PHONE });
    actor.send({ type: 'xstate.done.actor.quote', output: quote() } as never);
    expect(actor.getSnapshot().context.elapsed).toBe(70 * 60);
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.elapsed).toBe(70 * 60 + 3);
    expect(QUOTE_REFRESH_MS).toBeLessThan(60_000);
    vi.advanceTimersByTime(QUOTE_REFRESH_MS);
    expect(actor.getSnapshot().matches({ visit: 'quoting' })).toBe(true);
    expect(actor.getSnapshot().context.quote).not.toBeNull();
    const frozen = actor.getSnapshot().context.elapsed;
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.elapsed).toBe(frozen);
    actor.stop();
  });
});

describe('lost ticket', () => {
  const quoted = () => {
    const actor = createActor(build(), { input }).start();
    actor.send({ type: 'xstate.done.actor.loadExitGates', output: gates } as never);
    actor.send({ type: 'xstate.done.actor.loadShift', output: openShift } as never);
    actor.send({ type: 'checkout.search', phone: PHONE });
    actor.send({ type: 'xstate.done.actor.quote', output: quote() } as never);
    return actor;
  };
  const withFee = quote({ to_pay: 24500, subtotal: 24500, lines: [...quote().lines, { kind: 'lost_ticket', label: 'Lost ticket · Lost in the mall', params: { reason: 'Lost in the mall' }, amount: 20000 }] });

  it('a reason of 3 to 120 characters quotes the visit again with it; a shorter one is refused', () => {
    const actor = quoted();
    actor.send({ type: 'checkout.lostTicket', reason: ' no ' });
    expect(actor.getSnapshot().matches({ visit: 'quoted' })).toBe(true);
    expect(actor.getSnapshot().context.lostTicket).toBeNull();
    actor.send({ type: 'checkout.lostTicket', reason: '  Lost in the mall ' });
    expect(actor.getSnapshot().matches({ visit: 'quoting' })).toBe(true);
    expect(actor.getSnapshot().context.lostTicket).toEqual({ reason: 'Lost in the mall' });
    actor.send({ type: 'xstate.done.actor.quote', output: withFee } as never);
    expect(actor.getSnapshot().context).toMatchObject({ lostTicket: { reason: 'Lost in the mall' }, quote: { to_pay: 24500 } });
  });

  it('a failed lost-ticket quote keeps the reason, and its retry quotes with it again', () => {
    const actor = quoted();
    actor.send({ type: 'checkout.lostTicket', reason: 'Lost in the mall' });
    actor.send({ type: 'xstate.error.actor.quote', error: new ApiError('Network error') } as never);
    expect(selectQuoteFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.lostTicket).toEqual({ reason: 'Lost in the mall' });
    actor.send({ type: 'checkout.retry' });
    expect(actor.getSnapshot().matches({ visit: 'quoting' })).toBe(true);
    expect(actor.getSnapshot().context.lostTicket).toEqual({ reason: 'Lost in the mall' });
  });

  it('the ticket found quotes again without it; a new search, another phone or Cancel forget it', () => {
    const found = quoted();
    found.send({ type: 'checkout.lostTicketRemoved' });
    expect(found.getSnapshot().matches({ visit: 'quoted' })).toBe(true);
    found.send({ type: 'checkout.lostTicket', reason: 'Lost in the mall' });
    found.send({ type: 'xstate.done.actor.quote', output: withFee } as never);
    found.send({ type: 'checkout.lostTicketRemoved' });
    expect(found.getSnapshot().matches({ visit: 'quoting' })).toBe(true);
    expect(found.getSnapshot().context.lostTicket).toBeNull();

    for (const leave of [{ type: 'checkout.search', phone: '8180000004' }, { type: 'checkout.phoneChanged', phone: '818000000' }, { type: 'checkout.cancel' }] as const) {
      const actor = quoted();
      actor.send({ type: 'checkout.lostTicket', reason: 'Lost in the mall' });
      actor.send({ type: 'xstate.done.actor.quote', output: withFee } as never);
      actor.send(leave);
      expect(actor.getSnapshot().context.lostTicket, leave.type).toBeNull();
    }
  });

  it('a checkout with a lost ticket forgets it with the card', () => {
    const actor = quoted();
    actor.send({ type: 'checkout.lostTicket', reason: 'Lost in the mall' });
    actor.send({ type: 'xstate.done.actor.quote', output: withFee } as never);
    actor.send({ type: 'checkout.submit', name: 'Carla Méndez', gateOut: 2, paymentKind: 'cash' });
    actor.send({ type: 'xstate.done.actor.checkout', output: { message: 'Checked out.', success: true, amount: 24500 } } as never);
    expect(actor.getSnapshot().context).toMatchObject({ lostTicket: null, lastCheckout: { amount: 24500, visitId: 41 } });
  });
});

describe('checkout rules', () => {
  it('phone: required, then exactly 10 digits', () => {
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem('81-123')).toBe('digits|10');
    expect(phoneProblem('818000000a')).toBe('digits|10');
    expect(phoneProblem('8180000003')).toBeNull();
  });

  it('name: required, 5 to 100 characters after trimming; gate: one of the exit gates', () => {
    expect(nameProblem('   ')).toBe('required');
    expect(nameProblem('Gera')).toBe('min|5');
    expect(nameProblem('x'.repeat(101))).toBe('max|100');
    expect(nameProblem('Carla Méndez')).toBeNull();
    expect(gateProblem(null, [2, 4])).toBe('required');
    expect(gateProblem(1, [2, 4])).toBe('oneOf');
    expect(gateProblem(4, [2, 4])).toBeNull();
  });

  it('lost ticket reason: required, 3 to 120 characters after trimming', () => {
    expect(reasonProblem('   ')).toBe('required');
    expect(reasonProblem(' no ')).toBe('min|3');
    expect(reasonProblem('x'.repeat(121))).toBe('max|120');
    expect(reasonProblem(' Lost in the mall ')).toBeNull();
  });

  it('payment kind: cash or card', () => {
    expect(paymentKindProblem(null)).toBe('required');
    expect(paymentKindProblem('cheque')).toBe('oneOf');
    expect(paymentKindProblem('cash')).toBeNull();
    expect(paymentKindProblem('card')).toBeNull();
  });

  it('elapsed time counts only while positive', () => {
    expect(elapsedSeconds(ARRIVAL, Date.UTC(2030, 0, 7, 16, 10, 10))).toBe(4210);
    expect(elapsedSeconds(ARRIVAL, Date.UTC(2030, 0, 7, 14, 0))).toBe(0);
    expect(formatElapsed(4210)).toBe('01:10:10');
    expect(formatElapsed(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toBe('2 d 03:04:05');
  });
});
