// The buy-credits flow (issue 17 item 5; spec 3 §2 buy-credits flow, §4 Payment flow, §8, §9): the "payment
// retry" chart. The packages, the owner's stores and saved cards are read; the owner chooses a package, the
// recipients (the credit pool across stores, or one store) and a card (or adds one); Pay asks the CVV, which goes
// to the gateway only and comes back as a single-use ticket; the try is sent with its own idempotency key
// (processing, "Waiting for your bank..."); the answer is accepted, declined (the spec's text, ({num}/3)), or
// pending at the bank, asked about again until settled. Up to 3 tries, with change method or cancel. A reload
// during a try finds the attempt kept by the service and asks about it instead of paying again.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { gatewayOwner, type CardOwner, type StoredCard } from '../../contracts/cards.struct';
import type { CreditBalances, CreditPackage, Purchase, PurchaseAnswer, PurchaseBody, StoreBalance } from '../../contracts/credits.struct';
import { fetchCards } from '../../services/cards.api';
import { buyCredits, fetchBalances, fetchPackages, newAttemptKey, pendingAttempt, purchaseState, type CreditsOwner, type PendingAttempt } from '../../services/credits.api';
import { confirmCvv } from '../../services/gateway.api';
import { toApiError } from '../../services/http';
import { canPay, chosenCard, cvvValid, purchaseBody, triesLeft, type RecipientsChoice } from './payment-rules';

// ---- Context, input, events ----------------------------------------------------------------------------
export type PaymentRetryContext = {
  owner: CreditsOwner;
  packages: CreditPackage[];
  stores: StoreBalance[];
  cards: StoredCard[];
  packageId: number | null;
  recipients: RecipientsChoice;
  cardId: number | null;
  /** The CVV typed, only until the gateway answers its ticket. */
  cvv: string;
  /** Tries sent in this purchase (spec 3 §9: at most 3). */
  tries: number;
  /** The try under way: its idempotency key and CVV ticket. */
  key: string | null;
  ticket: string | null;
  purchase: Purchase | null;
  balances: CreditBalances | null;
  /** Why the last step failed (a message to show), or 'cvv' when the CVV typed is not 3 digits. */
  error: string | null;
};

export type PaymentRetryInput = { owner: CreditsOwner };

export type PaymentRetryEvent =
  | { type: 'buy.choosePackage'; packageId: number }
  | { type: 'buy.chooseRecipients'; kind: 'pool' | 'store'; branchIds: number[] }
  | { type: 'buy.chooseCard'; cardId: number }
  /** The card editor saved a new card: it is listed and chosen. */
  | { type: 'buy.cardAdded'; card: StoredCard }
  | { type: 'buy.pay' }
  | { type: 'buy.confirmCvv'; cvv: string }
  | { type: 'buy.retry' }
  | { type: 'buy.changeMethod' }
  | { type: 'buy.cancel' }
  | { type: 'buy.retryLoad' }
  | { type: 'buy.again' };

// ---- Actor contracts -------------------------------------------------------------------------------------
export type BuyOptions = { packages: CreditPackage[]; stores: StoreBalance[]; cards: StoredCard[]; resume: PendingAttempt | null };
export type TicketInput = { card: StoredCard; cvv: string; owner: CardOwner };
export type TicketOutput = { ticket: string; key: string };
export type PurchaseInput = { owner: CreditsOwner; body: PurchaseBody; tries: number };
export type CheckInput = { owner: CreditsOwner; key: string };

export const cardOwnerOf = (o: CreditsOwner): CardOwner => (o.branchId === null ? { type: 'shop', shopId: o.shopId } : { type: 'branch', shopId: o.shopId, branchId: o.branchId });

/** The first choice: the first package, the manager's store or the owner's first store, the first card. */
function firstChoice(o: CreditsOwner, options: BuyOptions) {
  const store = o.branchId ?? options.stores[0]?.id;
  return {
    packageId: options.packages[0]?.id ?? null,
    recipients: { kind: 'store' as const, branchIds: store === undefined ? [] : [store] },
    cardId: options.cards[0]?.id ?? null,
  };
}

const statusOf = (event: unknown): string => (event as { output: PurchaseAnswer }).output.data.status;
const optionsOf = (event: unknown): BuyOptions => (event as { output: BuyOptions }).output;

/** A try's answer, whether the purchase sent it or a later question about it: the same four outcomes. */
const settlement = [
  {
    guard: 'approved',
    target: 'accepted',
    actions: ['keepAnswer', { type: 'creditsChanged', params: ({ event }: { event: unknown }) => ({ balances: (event as { output: PurchaseAnswer }).output.balances }) }],
  },
  { guard: 'declinedByBank', target: 'declined', actions: 'keepAnswer' },
  { guard: 'atBank', target: 'awaitingBank', actions: 'keepAnswer' },
  { target: 'failed', actions: 'keepAnswer' },
] as const;

/** After a try that did not pay (declined by the bank, or failed): another try or another card while tries are
 *  left, cancel always. */
const afterUnpaidTry = {
  'buy.retry': { guard: 'triesLeft', target: 'confirmingCvv', actions: 'clearTry' },
  'buy.changeMethod': { guard: 'triesLeft', target: 'choosing', actions: 'clearTry' },
  'buy.cancel': { target: 'cancelled' },
} as const;

export const paymentRetryMachine = setup({
  types: {
    context: {} as PaymentRetryContext,
    events: {} as PaymentRetryEvent,
    input: {} as PaymentRetryInput,
  },
  actors: {
    loadOptions: fromPromise<BuyOptions, CreditsOwner>(async ({ input }) => {
      const [packages, balances, cards] = await Promise.all([fetchPackages(), fetchBalances(input.shopId), fetchCards(cardOwnerOf(input))]);
      const stores = input.branchId === null ? balances.stores : balances.stores.filter((s) => s.id === input.branchId);
      return { packages, stores, cards, resume: pendingAttempt(input) };
    }),
    askCvvTicket: fromPromise<TicketOutput, TicketInput>(async ({ input }) => ({
      ticket: (await confirmCvv(input.card.token, input.cvv, gatewayOwner(input.owner))).cvv_ticket,
      key: newAttemptKey(),
    })),
    purchase: fromPromise<PurchaseAnswer, PurchaseInput>(({ input }) => buyCredits(input.owner, input.body, input.tries)),
    checkPurchase: fromPromise<PurchaseAnswer, CheckInput>(({ input }) => purchaseState(input.owner, input.key)),
  },
  actions: {
    /** The options read, the first choice made, and the try a reload found (none: a fresh purchase). */
    keepOptions: assign(({ context, event }) => {
      const options = optionsOf(event);
      return {
        packages: options.packages,
        stores: options.stores,
        cards: options.cards,
        ...firstChoice(context.owner, options),
        key: options.resume?.key ?? null,
        tries: options.resume?.tries ?? 0,
      };
    }),
    keepAnswer: assign(({ event }) => {
      const { output } = event as unknown as { output: PurchaseAnswer };
      return { purchase: output.data, balances: output.balances, error: null };
    }),
    keepError: assign({ error: ({ event }) => toApiError((event as unknown as { error: unknown }).error).message }),
    /** A new try or another card: the last try's key and ticket are spent. */
    clearTry: assign({ error: null, key: null, ticket: null }),
    /** The shop's credits changed: the app refreshes the session's credits (the badge). */
    creditsChanged: (_, _params: { balances: CreditBalances }) => {},
    /** Cancelled: the app leaves the screen. */
    leave: () => {},
  },
  guards: {
    canPay: ({ context }) => canPay(context, context),
    cvvValid: ({ event }) => (assertEvent(event, 'buy.confirmCvv'), cvvValid(event.cvv)),
    triesLeft: ({ context }) => triesLeft(context.tries),
    resuming: ({ event }) => optionsOf(event).resume !== null,
    approved: ({ event }) => statusOf(event) === 'approved',
    declinedByBank: ({ event }) => statusOf(event) === 'declined',
    atBank: ({ event }) => statusOf(event) === 'pending',
  },
  delays: {
    /** How long the bank is given before the try is asked about again. */
    bankPause: 2000,
  },
}).createMachine({
  id: 'paymentRetry',
  description: 'Buys a credit package with a saved card: up to 3 tries, each charged at most once.',
  context: ({ input }) => ({
    owner: input.owner,
    packages: [],
    stores: [],
    cards: [],
    packageId: null,
    recipients: { kind: 'store', branchIds: [] },
    cardId: null,
    cvv: '',
    tries: 0,
    key: null,
    ticket: null,
    purchase: null,
    balances: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The packages, the stores with their credits and the saved cards are on their way.',
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => context.owner,
        onDone: [
          // A reload during a try: ask about that attempt rather than pay again.
          { guard: 'resuming', target: 'checking', actions: 'keepOptions' },
          { target: 'choosing', actions: 'keepOptions' },
        ],
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      description: 'The options could not be read: the message and a retry.',
      on: { 'buy.retryLoad': { target: 'loading', actions: assign({ error: null }) } },
    },
    choosing: {
      description: 'Package, recipients (with the warnings) and card; Pay once all are chosen.',
      on: {
        'buy.choosePackage': { actions: assign({ packageId: ({ event }) => event.packageId }) },
        'buy.chooseRecipients': { actions: assign({ recipients: ({ event }) => ({ kind: event.kind, branchIds: event.branchIds }) }) },
        'buy.chooseCard': { actions: assign({ cardId: ({ event }) => event.cardId }) },
        'buy.cardAdded': { actions: assign({ cards: ({ context, event }) => [...context.cards.filter((c) => c.id !== event.card.id), event.card], cardId: ({ event }) => event.card.id }) },
        // Every way into this state has cleared the last error: Pay has none to clear.
        'buy.pay': { guard: 'canPay', target: 'confirmingCvv' },
        'buy.cancel': { target: 'cancelled' },
      },
    },
    confirmingCvv: {
      description: "The chosen card's CVV, sent to the card gateway only.",
      on: {
        'buy.confirmCvv': [
          { guard: 'cvvValid', target: 'ticketing', actions: assign({ cvv: ({ event }) => event.cvv, error: null }) },
          { actions: assign({ error: 'cvv' }) },
        ],
        'buy.changeMethod': { target: 'choosing', actions: assign({ error: null }) },
        'buy.cancel': { target: 'cancelled' },
      },
    },
    ticketing: {
      description: 'The gateway checks the CVV and answers a single-use ticket; the try gets its key.',
      invoke: {
        id: 'askCvvTicket',
        src: 'askCvvTicket',
        input: ({ context }) => ({ card: chosenCard(context, context) as StoredCard, cvv: context.cvv, owner: cardOwnerOf(context.owner) }),
        onDone: {
          target: 'processing',
          actions: assign(({ context, event }) => ({ cvv: '', ticket: event.output.ticket, key: event.output.key, tries: context.tries + 1 })),
        },
        onError: { target: 'confirmingCvv', actions: [assign({ cvv: '' }), 'keepError'] },
      },
    },
    processing: {
      description: "Waiting for your bank... ({num}/3): the try is sent once; clicks meanwhile do nothing.",
      invoke: {
        id: 'purchase',
        src: 'purchase',
        input: ({ context }) => ({ owner: context.owner, body: purchaseBody(context, context, { key: context.key as string, ticket: context.ticket as string }), tries: context.tries }),
        onDone: settlement,
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    awaitingBank: {
      description: 'The bank has not answered yet: the try is asked about again in a moment.',
      after: { bankPause: { target: 'checking' } },
    },
    checking: {
      description: "The try's state, asked of our server (which asks the gateway): after a reload, or while the bank decides.",
      invoke: {
        id: 'checkPurchase',
        src: 'checkPurchase',
        input: ({ context }) => ({ owner: context.owner, key: context.key as string }),
        onDone: settlement,
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    declined: {
      description: "The bank declined: the spec's text, ({num}/3), try again or change method while tries are left, or cancel.",
      on: afterUnpaidTry,
    },
    failed: {
      description: 'Nothing was charged (the gateway down, the CVV ticket refused...): the message, and the same choices.',
      on: afterUnpaidTry,
    },
    accepted: {
      description: 'Paid: the credits are in the stores; the new balances show.',
      on: { 'buy.again': { target: 'loading', actions: assign({ tries: 0, key: null, ticket: null, purchase: null, error: null }) } },
    },
    cancelled: { description: 'Cancelled: the app leaves the screen.', type: 'final', entry: 'leave' },
  },
});
