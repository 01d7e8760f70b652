// The oracle of the operator's checkout history (/history), written from the screen's brief: the day's list
// with its total and count, kept on screen while a refresh reads it again, a failure with its message and a
// retry. Used by tests/model/checkout-history.paths.test.ts and the history's replays.
import { expect } from 'vitest';
import { checkoutHistoryMachine } from '../../../src/machines/checkout/checkout-history.machine';
import type { CheckoutHistory } from '../../../src/services/operations.api';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

export const history: CheckoutHistory = {
  data: [{ id: 41, plate: 'PAY0001', name: 'Ana', entry: '2030-01-07T14:00:00.000Z', paid_at: '2030-01-07T16:10:00.000Z', amount: 4500, period: '2 h 10 min', gate_out: 3, state: 'paid' }],
  total: 4500,
  count: 1,
};

export const checkoutHistoryOracle: OracleOf<typeof checkoutHistoryMachine> = {
  name: 'checkout-history',
  machine: checkoutHistoryMachine,
  input: { lotId: 1 },
  events: () => [
    { type: 'xstate.done.actor.loadHistory', output: history },
    { type: 'xstate.error.actor.loadHistory', error: new ApiError('Network error') },
    { type: 'history.refresh' },
    { type: 'history.retry' },
  ],
  initialContext: (input) => ({ lotId: input.lotId, history: null, error: null }),
  guards: {},
  effects: {
    'loading xstate.done.actor.loadHistory': (_c, e: Done<CheckoutHistory>) => ({ history: e.output, error: null }),
    // The last list read stays on screen with the message.
    'loading xstate.error.actor.loadHistory': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'failed history.retry': () => ({ error: null }),
    'failed history.refresh': () => ({ error: null }),
  },
  states: {
    loading: (c) => expect(c.error).toBeNull(),
    ready: (c) => {
      expect(c.history).not.toBeNull();
      expect(c.error).toBeNull();
    },
    failed: (c) => expect(c.error).toEqual(expect.any(String)),
  },
  invokes: { loadHistory: (c) => ({ lotId: c.lotId }) },
};
