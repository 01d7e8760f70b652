// The lot's lost-ticket fee (issue 21 item 4; GET|PUT parkings/{id}/lost-ticket), set by the lot admin beside the
// rates: read when the section opens (a failed read says why and retries); the form takes a fixed amount or the
// day's maximum so far; Save sends it once when the contract's rules hold, the saved fee replaces the one shown
// with the server's words in a toast, and a refusal stays in the form with the server's message at its fields.
import { assign, fromPromise, setup } from 'xstate';
import type { LostTicketAnswer, LostTicketBody } from '../../contracts/receipts.struct';
import { toApiError } from '../../services/http';
import { fetchLostTicket, saveLostTicket } from '../../services/receipts.api';
import { feeProblems } from './fee-rules';

export type LostTicketFeeInput = { lotId: number };
export type LostTicketFeeContext = {
  lotId: number;
  /** The fee as the server last said it; null until read. */
  fee: LostTicketBody | null;
  /** The fee being saved; null otherwise (the form keeps what was typed). */
  draft: LostTicketBody | null;
  /** Why the read or the save failed. */
  error: string | null;
  /** The server's refusal of a save, by field (`mode`, `cents`). */
  fieldErrors: Record<string, string[]>;
};
export type LostTicketFeeEvent = { type: 'lostTicketFee.retry' } | { type: 'lostTicketFee.save'; fee: LostTicketBody };
export type SaveFeeInput = { lotId: number; fee: LostTicketBody };

const fresh = { error: null, fieldErrors: {} };

export const lostTicketFeeMachine = setup({
  types: {
    context: {} as LostTicketFeeContext,
    events: {} as LostTicketFeeEvent,
    input: {} as LostTicketFeeInput,
  },
  actors: {
    loadFee: fromPromise<LostTicketBody, LostTicketFeeInput>(({ input }) => fetchLostTicket(input.lotId)),
    saveFee: fromPromise<LostTicketAnswer, SaveFeeInput>(({ input }) => saveLostTicket(input.lotId, input.fee)),
  },
  actions: {
    /** The app's toast: the server's words, or the view's when it sent none. */
    notify: (_, _params: { message: string | null }) => {},
  },
  guards: {
    validFee: ({ event }) => event.type === 'lostTicketFee.save' && Object.keys(feeProblems(event.fee)).length === 0,
  },
}).createMachine({
  id: 'lostTicketFee',
  description: "The lot's lost-ticket fee: read, edited, saved.",
  context: ({ input }) => ({ lotId: input.lotId, fee: null, draft: null, ...fresh }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The fee is on its way.',
      invoke: {
        id: 'loadFee',
        src: 'loadFee',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: { target: 'editing', actions: assign({ fee: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    failed: {
      description: 'The fee could not be read: why, and Retry.',
      on: { 'lostTicketFee.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      description: 'The form with the fee as saved; Save when its rules hold.',
      on: { 'lostTicketFee.save': { guard: 'validFee', target: 'saving', actions: assign({ draft: ({ event }) => event.fee, ...fresh }) } },
    },
    saving: {
      description: 'The fee is with the server: Save is busy, the form kept.',
      invoke: {
        id: 'saveFee',
        src: 'saveFee',
        input: ({ context }) => ({ lotId: context.lotId, fee: context.draft as LostTicketBody }),
        onDone: {
          target: 'editing',
          actions: [assign({ fee: ({ event }) => event.output.data, draft: null }), { type: 'notify', params: ({ event }) => ({ message: event.output.message ?? null }) }],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toApiError(event.error);
            return { draft: null, error: error.message, fieldErrors: error.errors };
          }),
        },
      },
    },
  },
});
