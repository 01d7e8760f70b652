// The operator's cashier shift on /shift (issue 21 item 5; docs/api.md "Cashier shifts"): the operator's open
// shift in the lot and the lot's exit gates are read together. Without a shift, the open form takes an exit gate
// and the starting cash float (sent as cents). With one, the screen shows its running totals (checkouts, cash,
// card, the cash expected in the drawer) with a refresh, and the close form takes the cash and card counted and a
// note; closing asks first. Once closed, the count is shown by payment kind (counted, expected, difference) and
// another shift may be opened. A refusal shows where it belongs: the open form's, the close form's, the refresh's.
import { assign, fromPromise, setup } from 'xstate';
import type { ShiftAnswer, ShiftRow } from '../../contracts/shifts.struct';
import { ApiError, toApiError } from '../../services/http';
import { fetchExitGates, type ExitGate } from '../../services/operations.api';
import { closeShift, fetchCurrentShift, openShift } from '../../services/shifts.api';
import { validCount, validOpening } from './shift-rules';

/** What the operator counted at the close. */
export type ShiftCount = { cashCents: number; cardCents: number; note: string };
export type ShiftOpening = { gateId: number; floatCents: number };

export type CashierShiftContext = {
  lotId: number;
  /** The lot's active exit gates: a shift opens at one of them. */
  gates: ExitGate[];
  /** The operator's open shift, with its running totals; null: none. */
  shift: ShiftRow | null;
  /** The shift just closed, with its count and differences. */
  closed: ShiftRow | null;
  /** The opening being sent. */
  opening: ShiftOpening | null;
  /** The count being confirmed or sent. */
  count: ShiftCount | null;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  /** A failed refresh of the totals: said beside them, the totals stay. */
  refreshError: string | null;
};

export type CashierShiftInput = { lotId: number };

export type CashierShiftEvent =
  | { type: 'shift.retry' }
  | ({ type: 'shift.open' } & ShiftOpening)
  | { type: 'shift.refresh' }
  | ({ type: 'shift.close' } & ShiftCount)
  | { type: 'shift.confirm' }
  | { type: 'shift.cancel' }
  | { type: 'shift.new' };

export type ShiftScreenData = { shift: ShiftRow | null; gates: ExitGate[] };
export type OpenShiftInput = { lotId: number; opening: ShiftOpening };
export type CloseShiftInput = { lotId: number; shiftId: number; count: ShiftCount };

const cleared = { error: null, fieldErrors: {} };

export const cashierShiftMachine = setup({
  types: {
    context: {} as CashierShiftContext,
    events: {} as CashierShiftEvent,
    input: {} as CashierShiftInput,
  },
  actors: {
    loadShift: fromPromise<ShiftScreenData, number>(async ({ input }) => {
      const [shift, gates] = await Promise.all([fetchCurrentShift(input), fetchExitGates(input)]);
      return { shift, gates };
    }),
    refreshShift: fromPromise<ShiftRow | null, number>(({ input }) => fetchCurrentShift(input)),
    openShift: fromPromise<ShiftAnswer, OpenShiftInput>(({ input }) =>
      openShift(input.lotId, { gate_id: input.opening.gateId, float_cents: input.opening.floatCents }),
    ),
    closeShift: fromPromise<ShiftAnswer, CloseShiftInput>(({ input }) => {
      const note = input.count.note.trim();
      return closeShift(input.lotId, input.shiftId, { counted_cash_cents: input.count.cashCents, counted_card_cents: input.count.cardCents, ...(note === '' ? {} : { note }) });
    }),
  },
  actions: {
    keepError: assign(({ event }) => {
      const error = toApiError((event as unknown as { error: unknown }).error);
      return { error: error.message, fieldErrors: error.errors };
    }),
    clearError: assign(cleared),
    /** The app's toast with the server's words (opened, closed). */
    told: (_, _params: { message: string }) => {},
  },
  guards: {
    validOpening: ({ context, event }) => {
      const e = event as Extract<CashierShiftEvent, { type: 'shift.open' }>;
      return validOpening(context.gates, e.gateId, e.floatCents);
    },
    validCount: ({ event }) => {
      const e = event as Extract<CashierShiftEvent, { type: 'shift.close' }>;
      return validCount(e.cashCents, e.cardCents, e.note);
    },
    shiftOpen: (_, params: { shift: ShiftRow | null }) => params.shift !== null,
    /** Opening refused with 409 `shift_open`: the operator opened one meanwhile (another tab); read it. */
    alreadyOpen: (_, params: { error: unknown }) => params.error instanceof ApiError && params.error.reason === 'shift_open',
  },
}).createMachine({
  id: 'cashierShift',
  description: "The operator's cashier shift: opened with a float at an exit gate, its running totals, closed with the count.",
  context: ({ input }) => ({ lotId: input.lotId, gates: [], shift: null, closed: null, opening: null, count: null, ...cleared, refreshError: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "The operator's open shift and the lot's exit gates are on their way.",
      invoke: {
        id: 'loadShift',
        src: 'loadShift',
        input: ({ context }) => context.lotId,
        onDone: [
          { guard: { type: 'shiftOpen', params: ({ event }) => ({ shift: event.output.shift }) }, target: 'open', actions: assign({ shift: ({ event }) => event.output.shift, gates: ({ event }) => event.output.gates }) },
          { target: 'noShift', actions: assign({ shift: null, gates: ({ event }) => event.output.gates }) },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      description: 'The shift could not be read: the message and a retry.',
      on: { 'shift.retry': { target: 'loading', actions: 'clearError' } },
    },
    noShift: {
      description: 'No open shift: the open form (exit gate, cash float).',
      on: { 'shift.open': { guard: 'validOpening', target: 'opening', actions: [assign({ opening: ({ event }) => ({ gateId: event.gateId, floatCents: event.floatCents }) }), 'clearError'] } },
    },
    opening: {
      description: 'The opening is with the server; it is sent once.',
      invoke: {
        id: 'openShift',
        src: 'openShift',
        input: ({ context }) => ({ lotId: context.lotId, opening: context.opening as ShiftOpening }),
        onDone: {
          target: 'open',
          actions: [
            assign({ shift: ({ event }) => event.output.shift, closed: null, opening: null, refreshError: null }),
            { type: 'told', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: [
          { guard: { type: 'alreadyOpen', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: assign({ opening: null }) },
          { target: 'noShift', actions: 'keepError' },
        ],
      },
    },
    open: {
      description: 'The open shift with its running totals, a refresh, and the close form.',
      on: {
        'shift.refresh': { target: 'refreshing', actions: assign({ refreshError: null }) },
        'shift.close': { guard: 'validCount', target: 'confirming', actions: [assign({ count: ({ event }) => ({ cashCents: event.cashCents, cardCents: event.cardCents, note: event.note }) }), 'clearError'] },
      },
    },
    refreshing: {
      description: 'The totals are read again; a shift closed meanwhile (another tab) leaves the open form.',
      invoke: {
        id: 'refreshShift',
        src: 'refreshShift',
        input: ({ context }) => context.lotId,
        onDone: [
          { guard: { type: 'shiftOpen', params: ({ event }) => ({ shift: event.output }) }, target: 'open', actions: assign({ shift: ({ event }) => event.output }) },
          { target: 'noShift', actions: assign({ shift: null }) },
        ],
        onError: { target: 'open', actions: assign({ refreshError: ({ event }) => toApiError(event.error).message }) },
      },
    },
    confirming: {
      description: 'Close the shift with these amounts? Once closed, no checkout goes with it.',
      on: {
        'shift.confirm': { target: 'closing' },
        'shift.cancel': { target: 'open', actions: assign({ count: null }) },
      },
    },
    closing: {
      description: 'The count is with the server; it is sent once.',
      invoke: {
        id: 'closeShift',
        src: 'closeShift',
        input: ({ context }) => ({ lotId: context.lotId, shiftId: (context.shift as ShiftRow).id, count: context.count as ShiftCount }),
        onDone: {
          target: 'closed',
          actions: [
            assign({ closed: ({ event }) => event.output.shift, shift: null, count: null }),
            { type: 'told', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: { target: 'open', actions: [assign({ count: null }), 'keepError'] },
      },
    },
    closed: {
      description: 'The shift is closed: counted, expected and the difference of each payment kind; another may be opened.',
      on: { 'shift.new': { target: 'noShift', actions: assign({ closed: null }) } },
    },
  },
});
