// Gifts Credits (admin module, issue 20; nexo.gifts): the platform gives credits to stores of any shop. Two
// regions: the store picker (the active stores found by a store's or shop's name, read again on each search; a
// failed read says why and offers Retry) and the form (the stores chosen from it, the credits each receives and
// the reason). Give checks the form (the rules the server checks again), then asks first ("Give {credits} credits
// to {n} stores?"); the gift goes to the server in one call; success toasts the server's words and empties the
// form for the next gift; a refusal returns to the form with the server's message on its field.
import { assign, fromPromise, setup } from 'xstate';
import type { GiftAnswer, GiftStore } from '../../../contracts/admin-gifts.struct';
import { giveCredits, searchGiftStores } from '../../../services/admin-credits.api';
import { toApiError } from '../../../services/http';
import type { Problems } from '../admin-editor.machine';
import { choosable, emptyGift, giftBodyOf, giftProblems, type GiftValues } from './gift-form';

export type GiftContext = {
  /** The picker's search text. */
  q: string;
  /** The stores the last search found. */
  options: GiftStore[];
  searchError: string | null;
  chosen: GiftStore[];
  values: GiftValues;
  problems: Problems;
  /** The server's refusal of the gift. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type GiftEvent =
  | { type: 'gift.search'; q: string }
  | { type: 'gift.retrySearch' }
  | { type: 'gift.choose'; store: GiftStore }
  | { type: 'gift.unchoose'; id: number }
  | { type: 'gift.give'; values: GiftValues }
  | { type: 'gift.confirm' }
  | { type: 'gift.cancel' };

export type GiveInput = { chosen: GiftStore[]; values: GiftValues };

/** The stores chosen now; the broken rules shown, if any, are checked again with them. */
const choose = (context: GiftContext, chosen: GiftStore[]) => ({
  chosen,
  problems: Object.keys(context.problems).length === 0 ? {} : giftProblems(chosen, context.values),
});

export const giftMachine = setup({
  types: { context: {} as GiftContext, events: {} as GiftEvent },
  actors: {
    searchStores: fromPromise<GiftStore[], { q: string }>(({ input }) => searchGiftStores(input.q)),
    giveCredits: fromPromise<GiftAnswer, GiveInput>(({ input }) => giveCredits(giftBodyOf(input.chosen, input.values))),
  },
  actions: {
    /** The toast with the server's words. */
    notify: (_, _params: { message: string }) => {},
    /** Given: the view empties its form for the next gift. */
    given: () => {},
  },
  guards: {
    choosable: ({ context, event }) => event.type === 'gift.choose' && choosable(context.chosen, event.store),
    formIsValid: ({ context, event }) => event.type === 'gift.give' && Object.keys(giftProblems(context.chosen, event.values)).length === 0,
  },
}).createMachine({
  id: 'gift',
  description: 'Gives credits to stores: the picker finds them, the form names the credits and the reason, a question first.',
  type: 'parallel',
  context: { q: '', options: [], searchError: null, chosen: [], values: emptyGift(), problems: {}, error: null, fieldErrors: {} },
  states: {
    picker: {
      description: 'The active stores found by the search text.',
      initial: 'searching',
      on: { 'gift.search': { target: '.searching', reenter: true, actions: assign({ q: ({ event }) => event.q, searchError: null }) } },
      states: {
        searching: {
          description: 'The stores are on their way; a new search starts again.',
          invoke: {
            id: 'searchStores',
            src: 'searchStores',
            input: ({ context }) => ({ q: context.q }),
            onDone: { target: 'ready', actions: assign({ options: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ options: [], searchError: ({ event }) => toApiError(event.error).message }) },
          },
        },
        ready: { description: 'The stores found (or none), each one to choose.' },
        failed: {
          description: 'The stores could not be read: why, and Retry.',
          on: { 'gift.retrySearch': { target: 'searching', actions: assign({ searchError: null }) } },
        },
      },
    },
    form: {
      description: 'The stores chosen, the credits each receives and the reason.',
      initial: 'editing',
      states: {
        editing: {
          description: "The form, its broken rules and the server's refusal.",
          on: {
            'gift.choose': { guard: 'choosable', actions: assign(({ context, event }) => choose(context, [...context.chosen, event.store])) },
            'gift.unchoose': { actions: assign(({ context, event }) => choose(context, context.chosen.filter((s) => s.id !== event.id))) },
            'gift.give': [
              { guard: 'formIsValid', target: 'confirming', actions: assign(({ event }) => ({ values: event.values, problems: {}, error: null, fieldErrors: {} })) },
              { actions: assign(({ context, event }) => ({ values: event.values, problems: giftProblems(context.chosen, event.values) })) },
            ],
          },
        },
        confirming: {
          description: 'Give {credits} credits to {n} stores? Give or Cancel.',
          on: {
            'gift.confirm': { target: 'giving' },
            'gift.cancel': { target: 'editing' },
          },
        },
        giving: {
          description: 'The gift is with the server: a spinner, the form kept.',
          invoke: {
            id: 'giveCredits',
            src: 'giveCredits',
            input: ({ context }) => ({ chosen: context.chosen, values: context.values }),
            onDone: {
              target: 'editing',
              actions: [assign({ chosen: [], values: emptyGift() }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }, 'given'],
            },
            onError: {
              target: 'editing',
              actions: assign(({ event }) => {
                const error = toApiError(event.error);
                return { error: error.message, fieldErrors: error.errors };
              }),
            },
          },
        },
      },
    },
  },
});
