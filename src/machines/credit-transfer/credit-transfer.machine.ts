// Moving credits between two of the owner's stores (issue 17; docs/api.md "POST shops/{shopId}/credits/transfers";
// spec 3 §4: an inactive store's credits cannot be transferred; §5: single-store credits never move). The shop's
// balances are read, each store with the credits it may send; the owner chooses the sending store, the receiving
// store and the credits, confirms, and the transfer is sent once; the new balances replace the old ones and the
// app is told (its toast, the session's credits). A refusal keeps the form with the server's words on their field.
import { assign, fromPromise, setup } from 'xstate';
import type { CreditBalances, StoreBalance } from '../../contracts/credits.struct';
import { fetchBalances, sendTransfer } from '../../services/credits.api';
import { toApiError } from '../../services/http';
import { canTransfer, firstTransfer, type TransferChoice } from './transfer-rules';

// ---- Context, input, events ----------------------------------------------------------------------------
export type CreditTransferContext = TransferChoice & {
  shopId: number;
  stores: StoreBalance[];
  /** The last refusal's message, and its words per field (from_branch_id, to_branch_id, credits). */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type CreditTransferInput = { shopId: number };

export type CreditTransferEvent =
  | { type: 'transfer.from'; branchId: number }
  | { type: 'transfer.to'; branchId: number }
  /** The credits typed; null while the field holds no whole number. */
  | { type: 'transfer.credits'; credits: number | null }
  | { type: 'transfer.submit' }
  | { type: 'transfer.confirm' }
  | { type: 'transfer.back' }
  | { type: 'transfer.retryLoad' }
  | { type: 'transfer.again' };

// ---- Actor contracts -------------------------------------------------------------------------------------
export type SendInput = { shopId: number; from: number; to: number; credits: number };
/** What the app is told once credits moved: the shop's new balances and the move, for its toast. */
export type Moved = { balances: CreditBalances; from: number; to: number; credits: number };

export const creditTransferMachine = setup({
  types: {
    context: {} as CreditTransferContext,
    events: {} as CreditTransferEvent,
    input: {} as CreditTransferInput,
  },
  actors: {
    loadBalances: fromPromise<CreditBalances, number>(({ input }) => fetchBalances(input)),
    sendTransfer: fromPromise<CreditBalances, SendInput>(({ input }) => sendTransfer(input.shopId, { from_branch_id: input.from, to_branch_id: input.to, credits: input.credits })),
  },
  actions: {
    keepError: assign(({ event }) => {
      const error = toApiError((event as unknown as { error: unknown }).error);
      return { error: error.message, fieldErrors: error.errors };
    }),
    /** A changed choice: the last refusal no longer applies. */
    clearError: assign({ error: null, fieldErrors: {} }),
    /** Credits moved: the app shows its toast and refreshes the session's credits (the badge, the ledger). */
    transferred: (_, _params: Moved) => {},
  },
  guards: {
    canTransfer: ({ context }) => canTransfer(context.stores, context),
  },
}).createMachine({
  id: 'creditTransfer',
  description: "Moves transferable credits from one of the shop's stores to another.",
  context: ({ input }) => ({ shopId: input.shopId, stores: [], from: null, to: null, credits: null, error: null, fieldErrors: {} }),
  initial: 'loading',
  states: {
    loading: {
      description: "The shop's stores with their balances and the credits each may send are on their way.",
      invoke: {
        id: 'loadBalances',
        src: 'loadBalances',
        input: ({ context }) => context.shopId,
        onDone: { target: 'editing', actions: assign(({ event }) => ({ stores: event.output.stores, ...firstTransfer(event.output.stores) })) },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      description: 'The balances could not be read: the message and a retry.',
      on: { 'transfer.retryLoad': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      description: 'From, to and credits (the sender may send what it shows); Transfer once the choice is valid.',
      on: {
        'transfer.from': { actions: [assign({ from: ({ event }) => event.branchId }), 'clearError'] },
        'transfer.to': { actions: [assign({ to: ({ event }) => event.branchId }), 'clearError'] },
        'transfer.credits': { actions: [assign({ credits: ({ event }) => event.credits }), 'clearError'] },
        'transfer.submit': { guard: 'canTransfer', target: 'confirming', actions: 'clearError' },
      },
    },
    confirming: {
      description: 'The move is shown once more (from, to, credits): confirm or go back.',
      on: {
        'transfer.confirm': { target: 'sending' },
        'transfer.back': { target: 'editing' },
      },
    },
    sending: {
      description: 'The transfer is with the server; it is sent once, clicks meanwhile do nothing.',
      invoke: {
        id: 'sendTransfer',
        src: 'sendTransfer',
        input: ({ context }) => ({ shopId: context.shopId, from: context.from as number, to: context.to as number, credits: context.credits as number }),
        onDone: {
          target: 'sent',
          actions: [
            {
              type: 'transferred',
              params: ({ context, event }) => ({ balances: event.output, from: context.from as number, to: context.to as number, credits: context.credits as number }),
            },
            assign({ stores: ({ event }) => event.output.stores }),
          ],
        },
        onError: { target: 'editing', actions: 'keepError' },
      },
    },
    sent: {
      description: 'Moved: the new balances show; another transfer may start from a fresh choice.',
      on: { 'transfer.again': { target: 'editing', actions: assign(({ context }) => firstTransfer(context.stores)) } },
    },
  },
});
