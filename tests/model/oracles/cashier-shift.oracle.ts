// The oracle of the operator's cashier-shift chart, written from issue 21 item 5 in the test's own words ("an
// operator opens a shift with a starting cash float at a gate, every checkout belongs to the open shift, closing
// asks for the counted cash and shows the difference by payment kind"; "closing a shift that is not open or not
// yours: 409/403"): the operator's open shift and the lot's exit gates are read first; a failed read says why and
// retries. Without a shift, only an exit gate of the lot with a float of whole cents from 0 to one million pesos is
// sent; the server's refusal goes back to the form with its words, and "you already have an open shift" reads the
// shift again. An open shift's totals may be refreshed (a failure is kept beside them, a shift closed meanwhile
// leaves the open form). Closing takes whole cents from 0 to one million pesos for the cash and the card and a note
// of at most 500 characters, and asks first; cancelling forgets the count; the closed shift (counted, expected,
// differences) shows until another is opened. The app is told the server's words after opening and closing. Used
// by tests/model/cashier-shift.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { ShiftAnswer, ShiftRow } from '../../../src/contracts/shifts.struct';
import { freshShift } from '../../ui/fixtures';
import { cashierShiftMachine, type CashierShiftContext, type CashierShiftEvent } from '../../../src/machines/cashier-shift/cashier-shift.machine';
import { ApiError } from '../../../src/services/http';
import type { ExitGate } from '../../../src/services/operations.api';
import type { ActorEvent, Done, Failure, OracleOf } from '../chart/chart-oracle';

type C = CashierShiftContext;
type On<T extends CashierShiftEvent['type']> = Extract<CashierShiftEvent, { type: T }>;

/** Lot 1's active exit gates; gate 1 (Entrada Norte) is an entry and never offered. */
export const exitGates: ExitGate[] = [
  { id: 2, name: 'Salida Norte', status: null },
  { id: 4, name: 'Salida Sur', status: 'online' },
];
const ONE_MILLION_PESOS = 100_000_000;

/** The shift just opened at Salida Sur with a 500.00 float. */
export const newShift = freshShift({ id: 31, gate_id: 4, gate_name: 'Salida Sur', operator_name: 'Pedro Operador', opened_at: '2030-01-07T14:00:00.000Z' });
/** The same shift after two cash checkouts (45.00 each) and one by card (45.00). */
export const busyShift: ShiftRow = { ...newShift, checkouts: 3, cash_cents: 9_000, card_cents: 4_500, expected_cash_cents: 59_000, expected_card_cents: 4_500 };
/** Closed 20.00 short in cash and 5.00 over by card. */
export const closedShift: ShiftRow = {
  ...busyShift,
  closed_at: '2030-01-07T22:00:00.000Z',
  counted_cash_cents: 57_000,
  counted_card_cents: 5_000,
  difference_cash_cents: -2_000,
  difference_card_cents: 500,
  note: 'Faltó un billete de 20',
};
export const opened: ShiftAnswer = { message: 'Cash shift opened at Salida Sur.', shift: newShift };
export const closedAnswer: ShiftAnswer = { message: 'Cash shift closed.', shift: closedShift };

export const serverDown = new ApiError('Something went wrong', 500);
export const alreadyOpen = new ApiError('You already have an open cash shift: close it before opening another.', 409, {}, 'shift_open');
export const gateTaken = new ApiError('The gate Salida Sur already has an open cash shift: choose another gate.', 409);
export const floatRefused = new ApiError('The given data was invalid.', 422, { float_cents: ['The cash float must be at most 1,000,000.00.'] });
export const notOpen = new ApiError('This cash shift is already closed.', 409);

/** The counts the operator may type: one the issue allows, and each way of getting one wrong. */
export const goodCount = { cashCents: 57_000, cardCents: 5_000, note: ' Faltó un billete de 20 ' };
const badCounts = [
  { cashCents: -100, cardCents: 0, note: '' },
  { cashCents: 57_000, cardCents: 12.5, note: '' },
  { cashCents: ONE_MILLION_PESOS + 1, cardCents: 0, note: '' },
  { cashCents: Number.NaN, cardCents: 0, note: '' },
  { cashCents: 0, cardCents: 0, note: 'x'.repeat(501) },
];

const wholeCents = (n: number) => Number.isInteger(n) && n >= 0 && n <= ONE_MILLION_PESOS;
const mayOpen = (c: C, e: On<'shift.open'>) => c.gates.some((g) => g.id === e.gateId) && wholeCents(e.floatCents);
const mayClose = (e: { cashCents: number; cardCents: number; note: string }) => wholeCents(e.cashCents) && wholeCents(e.cardCents) && e.note.length <= 500;
const cleared = { error: null, fieldErrors: {} };
const refusal = (e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors });

export const cashierShiftOracle: OracleOf<typeof cashierShiftMachine> = {
  name: 'cashier-shift',
  machine: cashierShiftMachine,
  input: { lotId: 1 },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadShift', output: { shift: null, gates: exitGates } },
    { type: 'xstate.done.actor.loadShift', output: { shift: busyShift, gates: exitGates } },
    { type: 'xstate.error.actor.loadShift', error: serverDown },
    { type: 'shift.retry' },
    // An exit gate with a 500.00 float; an entry gate; a float below zero, with a fraction of a cent, beyond a
    // million pesos, or not typed.
    { type: 'shift.open', gateId: 4, floatCents: 50_000 },
    { type: 'shift.open', gateId: 1, floatCents: 50_000 },
    ...[-1, 0.5, ONE_MILLION_PESOS + 1, Number.NaN].map((floatCents) => ({ type: 'shift.open', gateId: 2, floatCents }) as const),
    { type: 'xstate.done.actor.openShift', output: opened },
    { type: 'xstate.error.actor.openShift', error: alreadyOpen },
    { type: 'xstate.error.actor.openShift', error: gateTaken },
    { type: 'xstate.error.actor.openShift', error: floatRefused },
    { type: 'shift.refresh' },
    // A refresh after checkouts, after the shift was closed elsewhere, or failing.
    { type: 'xstate.done.actor.refreshShift', output: c.shift === busyShift ? newShift : busyShift },
    { type: 'xstate.done.actor.refreshShift', output: null },
    { type: 'xstate.error.actor.refreshShift', error: serverDown },
    { type: 'shift.close', ...goodCount },
    ...badCounts.map((count) => ({ type: 'shift.close', ...count }) as const),
    { type: 'shift.confirm' },
    { type: 'shift.cancel' },
    { type: 'xstate.done.actor.closeShift', output: closedAnswer },
    { type: 'xstate.error.actor.closeShift', error: notOpen },
    { type: 'shift.new' },
  ],
  initialContext: (input) => ({ lotId: input.lotId, gates: [], shift: null, closed: null, opening: null, count: null, ...cleared, refreshError: null }),
  guards: {
    // The shift read (with the gates) or refreshed (alone) is an open one.
    shiftOpen: (_c, e) => {
      const output = (e as Done<ShiftRow | null | { shift: ShiftRow | null }>).output;
      return e.type === 'xstate.done.actor.loadShift' ? (output as { shift: ShiftRow | null }).shift !== null : output !== null;
    },
    validOpening: (c, e) => mayOpen(c, e as On<'shift.open'>),
    validCount: (_c, e) => mayClose(e as On<'shift.close'>),
    alreadyOpen: (_c, e) => {
      const error = (e as Failure<ApiError>).error;
      return error.status === 409 && error.reason === 'shift_open';
    },
  },
  effects: {
    'loading xstate.done.actor.loadShift [shiftOpen(…)]': (_c, e: Done<{ shift: ShiftRow; gates: ExitGate[] }>) => ({ shift: e.output.shift, gates: e.output.gates }),
    'loading xstate.done.actor.loadShift': (_c, e: Done<{ gates: ExitGate[] }>) => ({ shift: null, gates: e.output.gates }),
    'loading xstate.error.actor.loadShift': (_c, e: Failure<ApiError>) => refusal(e),
    'failed shift.retry': () => cleared,
    'noShift shift.open': (_c, e: On<'shift.open'>) => ({ opening: { gateId: e.gateId, floatCents: e.floatCents }, ...cleared }),
    'opening xstate.done.actor.openShift': (_c, e: Done<ShiftAnswer>) => ({ shift: e.output.shift, closed: null, opening: null, refreshError: null }),
    'opening xstate.error.actor.openShift [alreadyOpen(…)]': () => ({ opening: null }),
    'opening xstate.error.actor.openShift': (_c, e: Failure<ApiError>) => refusal(e),
    'open shift.refresh': () => ({ refreshError: null }),
    'open shift.close': (_c, e: On<'shift.close'>) => ({ count: { cashCents: e.cashCents, cardCents: e.cardCents, note: e.note }, ...cleared }),
    'refreshing xstate.done.actor.refreshShift [shiftOpen(…)]': (_c, e: Done<ShiftRow>) => ({ shift: e.output }),
    'refreshing xstate.done.actor.refreshShift': () => ({ shift: null }),
    'refreshing xstate.error.actor.refreshShift': (_c, e: Failure<ApiError>) => ({ refreshError: e.error.message }),
    'confirming shift.cancel': () => ({ count: null }),
    'closing xstate.done.actor.closeShift': (_c, e: Done<ShiftAnswer>) => ({ closed: e.output.shift, shift: null, count: null }),
    'closing xstate.error.actor.closeShift': (_c, e: Failure<ApiError>) => ({ count: null, ...refusal(e) }),
    'closed shift.new': () => ({ closed: null }),
  },
  states: {
    loading: (c) => {
      expect(c.shift).toBeNull();
      expect(c.count).toBeNull();
      expect(c.opening).toBeNull();
    },
    failed: (c) => expect(c.error).toBe(serverDown.message),
    noShift: (c) => {
      expect(c.shift).toBeNull();
      expect(c.closed).toBeNull();
      expect(c.gates).toEqual(exitGates);
    },
    // Only an exit gate of the lot with a float the issue allows is sent, without the last refusal.
    opening: (c) => {
      expect(c.opening).not.toBeNull();
      expect(mayOpen(c, { type: 'shift.open', ...(c.opening as { gateId: number; floatCents: number }) })).toBe(true);
      expect(c.error).toBeNull();
    },
    open: (c) => {
      expect(c.shift?.closed_at).toBeNull();
      expect(c.count).toBeNull();
      expect(c.closed).toBeNull();
    },
    refreshing: (c) => {
      expect(c.shift).not.toBeNull();
      expect(c.refreshError).toBeNull();
    },
    // Closing asks first, with a count the issue allows.
    confirming: (c) => {
      expect(c.shift).not.toBeNull();
      expect(mayClose(c.count as typeof goodCount)).toBe(true);
    },
    closing: (c) => {
      expect(c.shift).not.toBeNull();
      expect(mayClose(c.count as typeof goodCount)).toBe(true);
      expect(c.error).toBeNull();
    },
    // The difference of each payment kind is what was counted less what was expected.
    closed: (c) => {
      const s = c.closed as ShiftRow;
      expect(s.closed_at).not.toBeNull();
      expect(s.difference_cash_cents).toBe((s.counted_cash_cents ?? 0) - s.expected_cash_cents);
      expect(s.difference_card_cents).toBe((s.counted_card_cents ?? 0) - s.expected_card_cents);
      expect(c.shift).toBeNull();
      expect(c.count).toBeNull();
    },
  },
  params: {
    told: (_c, e: ActorEvent) => ({ message: (e as Done<ShiftAnswer>).output.message }),
  },
  invokes: {
    loadShift: (c) => c.lotId,
    refreshShift: (c) => c.lotId,
    openShift: (c) => ({ lotId: c.lotId, opening: c.opening }),
    closeShift: (c) => ({ lotId: c.lotId, shiftId: c.shift?.id, count: c.count }),
  },
  internalActions: ['keepError', 'clearError'],
};
