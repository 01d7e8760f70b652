// The card editor (spec 1 §2.4 step 4, §4 Card, §5 step 4, §7, §8; issue 17 item 3): a shop's or branch's saved
// cards browsed with Previous and Next, and a new card after the last (Add goes there; with no card it is all
// there is). A new card has every field; a saved card shows its number, expiry and CVV masked and locked, and
// its nickname, holder and billing address can change. Save checks the rules (card-form.ts) and then the card
// goes to the card gateway and what the gateway answered to our server (the saveCard actor); Delete asks first.
// Toasts (spec 1 §8): updated; new with its name; deleted with its nickname in the danger style; a failed
// delete shows "error".
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { gatewayOwner, type CardOwner, type StoredCard } from '../../contracts/cards.struct';
import { recordCardDeleted, recordCardEdit, recordNewCard, fetchCards } from '../../services/cards.api';
import { deleteCardAtGateway, editCardAtGateway, tokeniseCard } from '../../services/gateway.api';
import { toApiError } from '../../services/http';
import { cardProblems, cardValuesOf, emptyCardValues, gatewayFields, type CardValues, type Problems } from './card-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type CardEditorInput = { owner: CardOwner; /** yyyy-MM-dd in the business's time zone: a new card's expiry must not be past. */ today: string };

export type CardFailure = { during: 'load' | 'save' | 'delete'; message: string; retriable: boolean };

export type CardEditorContext = CardEditorInput & {
  cards: StoredCard[];
  /** The card shown: 0..cards.length-1 a saved one, cards.length the new one. */
  position: number;
  values: CardValues;
  /** The rules the last Save broke, by field (codes). */
  problems: Problems;
  /** The gateway's or the server's per-field messages of a refused save. */
  fieldErrors: Record<string, string[]>;
  failure: CardFailure | null;
};

export type CardEditorEvent =
  | { type: 'card.retry' }
  | { type: 'card.add' }
  | { type: 'card.next' }
  | { type: 'card.previous' }
  | { type: 'card.save'; values: CardValues }
  | { type: 'card.delete' }
  | { type: 'card.confirmDelete' }
  | { type: 'card.cancelDelete' };

export type SaveCardInput = { owner: CardOwner; card: StoredCard | null; values: CardValues };
export type DeleteCardInput = { owner: CardOwner; card: StoredCard };
export type CardToast = { kind: 'created' | 'updated' | 'deleted' | 'deleteFailed'; name: string };
/** A save's outcome: the card as our server keeps it, and whether it is a new one. */
export type SavedCard = { card: StoredCard; created: boolean };

const failureOf = (during: CardFailure['during'], error: unknown): CardFailure => {
  const e = toApiError(error);
  return { during, message: e.message, retriable: e.retriable };
};

/** The form on the card at `position` (the new card past the last), nothing refused. */
const showing = (cards: readonly StoredCard[], position: number) => {
  const card = cards[position];
  return { position, values: card ? cardValuesOf(card) : emptyCardValues(), problems: {}, fieldErrors: {}, failure: null };
};

export const shownCard = (c: Pick<CardEditorContext, 'cards' | 'position'>): StoredCard | null => c.cards[c.position] ?? null;

/** The card to the gateway, then the gateway's signed answer to our server. */
async function saveCard({ owner, card, values }: SaveCardInput): Promise<SavedCard> {
  const fields = gatewayFields(values, gatewayOwner(owner), card?.token ?? null);
  if (card === null) return { card: (await recordNewCard(owner, await tokeniseCard(fields))).data, created: true };
  return { card: (await recordCardEdit(owner, card.id, await editCardAtGateway(fields))).data, created: false };
}

async function deleteCard({ owner, card }: DeleteCardInput): Promise<StoredCard> {
  await deleteCardAtGateway({ token: card.token, ...gatewayOwner(owner) });
  await recordCardDeleted(owner, card.id);
  return card;
}

export const cardEditorMachine = setup({
  types: {
    context: {} as CardEditorContext,
    events: {} as CardEditorEvent,
    input: {} as CardEditorInput,
  },
  actors: {
    loadCards: fromPromise<StoredCard[], { owner: CardOwner }>(({ input }) => fetchCards(input.owner)),
    saveCard: fromPromise<SavedCard, SaveCardInput>(({ input }) => saveCard(input)),
    deleteCard: fromPromise<StoredCard, DeleteCardInput>(({ input }) => deleteCard(input)),
  },
  actions: {
    /** A toast (spec 1 §8): the view's words and style for each kind. */
    notify: (_, _params: CardToast) => {},
    /** A card saved: the owner of the editor (the buy flow) may take it. */
    saved: (_, _params: { card: StoredCard }) => {},
  },
  guards: {
    retriable: ({ context }) => context.failure?.retriable === true,
    hasNext: ({ context }) => context.position < context.cards.length - 1,
    hasPrevious: ({ context }) => context.position > 0,
    /** The card shown is a saved one (the new one has nothing to delete). */
    stored: ({ context }) => context.position < context.cards.length,
    formIsValid: ({ context, event }) => {
      assertEvent(event, 'card.save');
      return Object.keys(cardProblems(event.values, context.position === context.cards.length, context.today)).length === 0;
    },
  },
}).createMachine({
  id: 'cardEditor',
  description: "A shop's or branch's saved cards: browse, add, edit, delete.",
  context: ({ input }) => ({ owner: input.owner, today: input.today, cards: [], ...showing([], 0) }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The cards are on their way.',
      invoke: {
        id: 'loadCards',
        src: 'loadCards',
        input: ({ context }) => ({ owner: context.owner }),
        onDone: { target: 'editing', actions: assign(({ event }) => ({ cards: event.output, ...showing(event.output, 0) })) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf('load', event.error) }) },
      },
    },
    failed: {
      description: 'The cards could not be read: the message, and Retry when trying again may help.',
      on: { 'card.retry': { guard: 'retriable', target: 'loading', actions: assign({ failure: null }) } },
    },
    editing: {
      description: 'One card in the form: a saved one (number, expiry and CVV locked and masked) or the new one.',
      on: {
        'card.add': { actions: assign(({ context }) => showing(context.cards, context.cards.length)) },
        'card.next': { guard: 'hasNext', actions: assign(({ context }) => showing(context.cards, context.position + 1)) },
        'card.previous': { guard: 'hasPrevious', actions: assign(({ context }) => showing(context.cards, context.position - 1)) },
        'card.save': [
          { guard: 'formIsValid', target: 'saving', actions: assign({ values: ({ event }) => event.values, problems: {}, fieldErrors: {}, failure: null }) },
          {
            actions: assign({
              values: ({ event }) => event.values,
              problems: ({ context, event }) => cardProblems(event.values, context.position === context.cards.length, context.today),
              fieldErrors: {},
              failure: null,
            }),
          },
        ],
        'card.delete': { guard: 'stored', target: 'confirmingDelete', actions: assign({ failure: null }) },
      },
    },
    saving: {
      description: 'The card is with the gateway, then our server: Save is busy, every field kept.',
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => ({ owner: context.owner, card: shownCard(context), values: context.values }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: event.output.created ? 'created' : 'updated', name: event.output.card.nickname }) },
            { type: 'saved', params: ({ event }) => ({ card: event.output.card }) },
            assign(({ context, event }) => {
              const stored = context.position < context.cards.length;
              const cards = stored ? context.cards.map((c, i) => (i === context.position ? event.output.card : c)) : [...context.cards, event.output.card];
              return { cards, ...showing(cards, context.position) };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ failure: failureOf('save', event.error), fieldErrors: toApiError(event.error).errors })),
        },
      },
    },
    confirmingDelete: {
      description: 'Are you sure to delete {name}? You won\'t be able to reverse this!',
      on: { 'card.confirmDelete': { target: 'deleting' }, 'card.cancelDelete': { target: 'editing' } },
    },
    deleting: {
      description: 'The card is deleted at the gateway, then at our server.',
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ owner: context.owner, card: shownCard(context) as StoredCard }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'notify', params: ({ event }) => ({ kind: 'deleted', name: event.output.nickname }) },
            // The card before it takes its place (the first card when it was the first); none left: the new card.
            assign(({ context, event }) => {
              const cards = context.cards.filter((c) => c.id !== event.output.id);
              return { cards, ...showing(cards, Math.max(0, Math.min(context.position, cards.length) - (context.position > 0 ? 1 : 0))) };
            }),
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'notify', params: ({ context }) => ({ kind: 'deleteFailed', name: shownCard(context)?.nickname ?? '' }) },
            assign(({ event }) => ({ failure: failureOf('delete', event.error) })),
          ],
        },
      },
    },
  },
});
