// The operator's own checkouts of the lot's day (/history; ours: GET .../operators/checkout/history): the
// list with its total and count, loaded at once and again on refresh.
import { assign, fromPromise, setup } from 'xstate';
import { toApiError } from '../../services/http';
import { fetchCheckoutHistory, type CheckoutHistory } from '../../services/operations.api';
import type { HistoryContext, HistoryEvent, HistoryInput } from './checkout.types';

export const checkoutHistoryMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as HistoryInput,
  },
  actors: {
    loadHistory: fromPromise<CheckoutHistory, { lotId: number }>(({ input }) => fetchCheckoutHistory(input.lotId)),
  },
}).createMachine({
  id: 'checkoutHistory',
  description: "The caller's checkouts of today in the active lot.",
  context: ({ input }) => ({ lotId: input.lotId, history: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The list is on its way; a refresh keeps the last one on screen meanwhile.',
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: { target: 'ready', actions: assign({ history: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    ready: {
      description: 'The list, or the empty state; refresh reads it again.',
      on: { 'history.refresh': { target: 'loading' } },
    },
    failed: {
      description: 'The list could not be read: the message and a retry.',
      on: { 'history.retry': { target: 'loading', actions: assign({ error: null }) }, 'history.refresh': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
