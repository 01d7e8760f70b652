// The offer form (issue 19; spec 3 §3 Offer, §4 Customer request and "Too late!", §5 "Offer confirmation shows the
// product and total price before sending"): the salesman writes the product, the price in pesos, the discount and
// how long it holds, and how long the offer stays open; Send shows a confirmation with the product and the total
// (the form's broken rules on their fields instead, while any); confirmed, the offer goes to the server, which
// answers the offer (sent: the app hears it through `sent`), "Too late!" (the customer already has the offers
// allowed, or chose or closed the request), no credits (the store's owner must buy more), a refusal on the
// fields (back to the form, each message on its field) or another refusal (its message, back to the form).
import { assign, fromPromise, setup } from 'xstate';
import type { OfferAnswer, OfferBody, StoreRequest } from '../../contracts/shopping.struct';
import { toApiError } from '../../services/http';
import { sendOffer } from '../../services/store-requests.api';
import { EMPTY_OFFER, FIELD_OF, offerBodyOf, type OfferField, type OfferForm } from './offer-rules';

export type OfferFormContext = {
  branchId: number;
  request: StoreRequest;
  /** What one offer costs the store, in credits (the confirmation says it). */
  offerCredits: number;
  form: OfferForm;
  /** Whether the form's broken rules show (after a first Send). */
  showRules: boolean;
  /** The offer being confirmed or sent. */
  body: OfferBody | null;
  /** The server's refusals, on the fields they name. */
  refusals: Partial<Record<OfferField, string>>;
  /** Why the server refused the offer otherwise. */
  error: string | null;
};

export type OfferFormInput = { branchId: number; request: StoreRequest; offerCredits: number };

export type OfferFormEvent =
  | { type: 'offer.change'; field: OfferField; value: string }
  | { type: 'offer.review' }
  | { type: 'offer.back' }
  | { type: 'offer.confirm' };

const TOO_LATE = ['tooLate', 'requestClosed'];

const reasonOf = (error: unknown) => toApiError(error).reason;

/** The server's field messages, on the form's fields (the first message of each). */
function refusalsOf(error: unknown): Partial<Record<OfferField, string>> {
  const out: Partial<Record<OfferField, string>> = {};
  for (const [name, messages] of Object.entries(toApiError(error).errors)) {
    const field = FIELD_OF[name as keyof typeof FIELD_OF];
    if (field && messages[0]) out[field] = messages[0];
  }
  return out;
}

export const offerFormMachine = setup({
  types: {
    context: {} as OfferFormContext,
    events: {} as OfferFormEvent,
    input: {} as OfferFormInput,
  },
  actors: {
    sendOffer: fromPromise<OfferAnswer, { branchId: number; requestId: number; body: OfferBody }>(({ input }) => sendOffer(input)),
  },
  actions: {
    /** The app hears the sent offer (the workspace moves the request to In progress). */
    sent: (_, _params: { answer: OfferAnswer }) => {},
  },
  guards: {
    valid: ({ context }) => offerBodyOf(context.form) !== null,
    /** The refusal of the send (its params: the error event's error). */
    tooLate: (_, { error }: { error: unknown }) => TOO_LATE.includes(reasonOf(error) ?? ''),
    noCredits: (_, { error }: { error: unknown }) => reasonOf(error) === 'noCredits',
    onFields: (_, { error }: { error: unknown }) => Object.keys(refusalsOf(error)).length > 0,
  },
}).createMachine({
  id: 'offerForm',
  description: 'An offer on one request: the form, its confirmation, the server, the outcome.',
  context: ({ input }) => ({
    branchId: input.branchId,
    request: input.request,
    offerCredits: input.offerCredits,
    form: EMPTY_OFFER,
    showRules: false,
    body: null,
    refusals: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The form; its broken rules show after a first Send, the server's refusals on their fields.",
      on: {
        'offer.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _answered, ...refusals } = context.refusals;
            return { form: { ...context.form, [event.field]: event.value }, refusals };
          }),
        },
        'offer.review': [
          { guard: 'valid', target: 'confirming', actions: assign({ body: ({ context }) => offerBodyOf(context.form), showRules: true, error: null }) },
          { actions: assign({ showRules: true }) },
        ],
      },
    },
    confirming: {
      description: 'The product and the total, before sending (spec 3 §5).',
      on: {
        'offer.back': { target: 'editing', actions: assign({ body: null }) },
        'offer.confirm': { target: 'sending' },
      },
    },
    sending: {
      description: 'The offer is with the server.',
      invoke: {
        id: 'sendOffer',
        src: 'sendOffer',
        input: ({ context }) => ({ branchId: context.branchId, requestId: context.request.id, body: context.body as OfferBody }),
        onDone: { target: 'sent', actions: { type: 'sent', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          { guard: { type: 'tooLate', params: ({ event }) => ({ error: event.error }) }, target: 'tooLate' },
          { guard: { type: 'noCredits', params: ({ event }) => ({ error: event.error }) }, target: 'noCredits' },
          { guard: { type: 'onFields', params: ({ event }) => ({ error: event.error }) }, target: 'editing', actions: assign({ body: null, refusals: ({ event }) => refusalsOf(event.error) }) },
          { target: 'refused', actions: assign({ body: null, error: ({ event }) => toApiError(event.error).message }) },
        ],
      },
    },
    sent: { type: 'final', description: 'Sent: the app closes the form.' },
    tooLate: { type: 'final', description: '"Too late!": the customer already has the offers allowed, or chose one.' },
    noCredits: { type: 'final', description: "No credits: the store's owner must buy more." },
    refused: {
      description: 'Another refusal: its message, and back to the form.',
      on: { 'offer.back': { target: 'editing', actions: assign({ error: null }) } },
    },
  },
});
