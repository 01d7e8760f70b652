// The operator's checkout (spec 2 §2 operator screen, §4, §5): a phone search quotes the customer's open
// visit and the card appears; the elapsed time since arrival ticks every second; the client's name and an exit
// gate check the visit out. Changing the phone or cancelling clears the quote; a successful checkout clears the
// card and shows the server's message. The server keeps a quote 60 s: the card quotes again before that, and a
// checkout refused as stale (409 `quote_stale`) quotes again by itself. The lot's exit gates load beside it, and
// so does the operator's open cashier shift (issue 21 item 5): without one no checkout is sent and the card says
// to open one in /shift; a checkout refused for want of one (409 `shift_required`) says the same. The form takes
// how the customer paid (cash or card), which the shift's count is kept by. A customer without a ticket (issue 21
// item 4): the operator gives a reason and the card is quoted again with the lot's lost-ticket fee (the ticket
// turning up quotes again without it); the checkout charges what was quoted. After a checkout its receipt shows
// (issue 21 item 6), put away and shown again at will until the next search.
import { and, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { toApiError } from '../../services/http';
import { checkoutVisit, fetchExitGates, isShiftRequired, isStaleQuote, quoteByPhone } from '../../services/operations.api';
import { fetchCurrentShift } from '../../services/shifts.api';
import { elapsedSeconds, gateProblem, nameProblem, paymentKindProblem, phoneProblem, reasonProblem } from './checkout-rules';
import type {
  CheckoutActorInput,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
  LoadExitGatesInput,
  LoadExitGatesOutput,
  LoadShiftInput,
  LoadShiftOutput,
  QuoteInput,
  QuoteOutput,
} from './checkout.types';

export const TICK_MS = 1000;
/** Quote again before the server's 60 s run out, so the amount on the card is the one that will be charged. */
export const QUOTE_REFRESH_MS = 50_000;

const clearedVisit = {
  quote: null,
  elapsed: 0,
  form: null,
  error: null,
  retriable: false,
  fieldErrors: {},
  failedStep: null,
  requoted: false,
  lostTicket: null,
} satisfies Partial<CheckoutContext>;

const failureOf = (error: unknown) => {
  const apiError = toApiError(error);
  return { message: apiError.message, unauthenticated: apiError.unauthenticated };
};

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    quote: fromPromise<QuoteOutput, QuoteInput>(({ input }) => quoteByPhone(input.lotId, input.phone, input.lostTicket)),
    checkout: fromPromise<CheckoutOutput, CheckoutActorInput>(({ input }) => checkoutVisit(input)),
    loadExitGates: fromPromise<LoadExitGatesOutput, LoadExitGatesInput>(({ input }) => fetchExitGates(input.lotId)),
    loadShift: fromPromise<LoadShiftOutput, LoadShiftInput>(({ input }) => fetchCurrentShift(input.lotId)),
    /** Sends `checkout.tick` at once and then every second until the card goes. */
    clock: fromCallback<CheckoutEvent>(({ sendBack }) => {
      const tick = () => sendBack({ type: 'checkout.tick', now: Date.now() });
      tick();
      const timer = setInterval(tick, TICK_MS);
      return () => clearInterval(timer);
    }),
  },
  actions: {
    /** The app's toast: the server's checkout message (spec 2 §8 success notices). */
    notify: (_, _params: { message: string }) => {},
    /** A quiet call failed: the view ends the session when the server no longer knows the token. */
    reportFailure: (_, _params: { message: string; unauthenticated: boolean }) => {},
    /** The view empties its search field after a checkout. */
    resetSearch: () => {},
  },
  guards: {
    canSearch: ({ context, event }) => {
      assertEvent(event, 'checkout.search');
      return context.canSearch && phoneProblem(event.phone) === null;
    },
    validReason: ({ event }) => {
      assertEvent(event, 'checkout.lostTicket');
      return reasonProblem(event.reason) === null;
    },
    hasLostTicket: ({ context }) => context.lostTicket !== null,
    phoneDiffers: ({ context, event }) => {
      assertEvent(event, 'checkout.phoneChanged');
      return event.phone !== context.phone;
    },
    validForm: ({ context, event }) => {
      assertEvent(event, 'checkout.submit');
      const gateIds = context.gates.map((g) => g.id);
      return (
        context.quote !== null &&
        context.shift !== null &&
        nameProblem(event.name) === null &&
        gateProblem(event.gateOut, gateIds) === null &&
        paymentKindProblem(event.paymentKind) === null
      );
    },
    /** The checkout's 409 `quote_stale`. */
    quoteStale: (_, params: { error: unknown }) => isStaleQuote(params.error),
    /** The checkout's 409 `shift_required`: the operator's shift was closed meanwhile (another tab, the admin). */
    shiftRequired: (_, params: { error: unknown }) => isShiftRequired(params.error),
    shiftFound: (_, params: { shift: LoadShiftOutput }) => params.shift !== null,
    shiftForgotten: ({ context }) => context.shift === null,
    /** A 422 naming fields (the name, the gate): the card stays with the messages. */
    fieldsRefused: (_, params: { error: unknown }) => Object.keys(toApiError(params.error).errors).length > 0,
    canRetry: ({ context }) => context.retriable,
    /** A failed checkout keeps its quote and form (a failed quote clears both), so the step alone tells them apart. */
    retriesCheckout: ({ context }) => context.failedStep === 'checkout',
  },
  delays: { quoteRefresh: QUOTE_REFRESH_MS },
}).createMachine({
  id: 'checkout',
  description: "The operator's search, quote and checkout of one customer at a time, beside the lot's exit gates.",
  context: ({ input }) => ({
    lotId: input.lotId,
    canSearch: input.canSearch,
    phone: '',
    ...clearedVisit,
    gates: [],
    gatesError: null,
    shift: null,
    shiftError: null,
    lastCheckout: null,
  }),
  type: 'parallel',
  states: {
    visit: {
      description: 'One customer: searched by phone, quoted, checked out.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No quote: the phone search waits.',
          on: {
            'checkout.search': { guard: 'canSearch', target: 'quoting', actions: assign({ phone: ({ event }) => event.phone, lastCheckout: null }) },
          },
        },
        quoting: {
          description: 'The phone is with the server; a quote already on the card (a refresh) stays until the answer.',
          invoke: {
            id: 'quote',
            src: 'quote',
            input: ({ context }) => ({ lotId: context.lotId, phone: context.phone, lostTicket: context.lostTicket }),
            onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output, error: null, fieldErrors: {}, failedStep: null }) },
            onError: {
              target: 'failed',
              actions: [
                // The lost ticket stays: a retry quotes the same way.
                assign(({ context, event }) => {
                  const error = toApiError(event.error);
                  return { ...clearedVisit, lostTicket: context.lostTicket, error: error.message, retriable: error.retriable, fieldErrors: error.errors, failedStep: 'quote' as const };
                }),
                { type: 'reportFailure', params: ({ event }) => failureOf(event.error) },
              ],
            },
          },
          on: {
            'checkout.phoneChanged': { guard: 'phoneDiffers', target: 'idle', actions: assign({ ...clearedVisit, phone: ({ event }) => event.phone }) },
            'checkout.cancel': { target: 'idle', actions: assign(clearedVisit) },
          },
        },
        quoted: {
          description: 'The card: plate, arrival, the elapsed time ticking, the amount and its lines, name and exit gate.',
          invoke: { id: 'clock', src: 'clock' },
          after: { quoteRefresh: { target: 'quoting' } },
          on: {
            'checkout.tick': { actions: assign({ elapsed: ({ context, event }) => (context.quote ? elapsedSeconds(context.quote.time_utc, event.now) : 0) }) },
            'checkout.search': { guard: 'canSearch', target: 'quoting', actions: assign({ phone: ({ event }) => event.phone, requoted: false, lostTicket: null }) },
            'checkout.submit': {
              guard: 'validForm',
              target: 'checkingOut',
              actions: assign({ form: ({ event }) => ({ name: event.name.trim(), gateOut: event.gateOut, paymentKind: event.paymentKind }), error: null, fieldErrors: {}, requoted: false }),
            },
            'checkout.lostTicket': {
              guard: 'validReason',
              target: 'quoting',
              actions: assign({ lostTicket: ({ event }) => ({ reason: event.reason.trim() }), error: null, fieldErrors: {}, requoted: false }),
            },
            'checkout.lostTicketRemoved': { guard: 'hasLostTicket', target: 'quoting', actions: assign({ lostTicket: null, error: null, fieldErrors: {}, requoted: false }) },
            'checkout.phoneChanged': { guard: 'phoneDiffers', target: 'idle', actions: assign({ ...clearedVisit, phone: ({ event }) => event.phone }) },
            'checkout.cancel': { target: 'idle', actions: assign(clearedVisit) },
          },
        },
        checkingOut: {
          description: 'The checkout is with the server; the button is busy and cannot be pressed again.',
          invoke: {
            id: 'checkout',
            src: 'checkout',
            input: ({ context }) => ({
              lotId: context.lotId,
              name: context.form?.name ?? '',
              transactionId: context.quote?.id ?? 0,
              gateOut: context.form?.gateOut ?? 0,
              paymentKind: context.form?.paymentKind ?? 'cash',
            }),
            onDone: {
              target: 'done',
              actions: [
                assign(({ context, event }) => ({
                  ...clearedVisit,
                  phone: '',
                  lastCheckout: { message: event.output.message, amount: event.output.amount, plate: context.quote?.plate ?? '', visitId: context.quote?.id ?? 0 },
                })),
                { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
                'resetSearch',
              ],
            },
            onError: [
              { guard: { type: 'quoteStale', params: ({ event }) => ({ error: event.error }) }, target: 'quoting', actions: assign({ requoted: true }) },
              // The card stays; the shift is forgotten, so the shift region says to open one.
              { guard: { type: 'shiftRequired', params: ({ event }) => ({ error: event.error }) }, target: 'quoted', actions: assign({ shift: null }) },
              {
                guard: { type: 'fieldsRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'quoted',
                actions: assign(({ event }) => {
                  const error = toApiError(event.error);
                  return { error: error.message, fieldErrors: error.errors };
                }),
              },
              {
                target: 'failed',
                actions: [
                  assign({ error: ({ event }) => toApiError(event.error).message, retriable: ({ event }) => toApiError(event.error).retriable, failedStep: 'checkout' }),
                  { type: 'reportFailure', params: ({ event }) => failureOf(event.error) },
                ],
              },
            ],
          },
        },
        done: {
          description: "Checked out: the card is gone and the server's message shows with the receipt; the next search may start.",
          initial: 'receipt',
          states: {
            receipt: {
              description: 'The receipt of the checkout shows, printable and as a PDF.',
              on: { 'checkout.receiptClosed': { target: 'receiptClosed' } },
            },
            receiptClosed: {
              description: 'The receipt is put away; it may be shown again.',
              on: { 'checkout.receiptOpened': { target: 'receipt' } },
            },
          },
          on: {
            'checkout.search': { guard: 'canSearch', target: 'quoting', actions: assign({ phone: ({ event }) => event.phone, lastCheckout: null }) },
            'checkout.phoneChanged': { target: 'idle', actions: assign({ phone: ({ event }) => event.phone, lastCheckout: null }) },
          },
        },
        failed: {
          description: 'The quote or the checkout failed: the message, cancel, and a retry of the same call when it may succeed.',
          on: {
            'checkout.retry': [
              { guard: and(['canRetry', 'retriesCheckout']), target: 'checkingOut', actions: assign({ error: null, retriable: false, failedStep: null }) },
              { guard: 'canRetry', target: 'quoting', actions: assign({ error: null, retriable: false, fieldErrors: {}, failedStep: null }) },
            ],
            'checkout.submit': {
              guard: 'validForm',
              target: 'checkingOut',
              actions: assign({ form: ({ event }) => ({ name: event.name.trim(), gateOut: event.gateOut, paymentKind: event.paymentKind }), error: null, fieldErrors: {}, failedStep: null }),
            },
            'checkout.search': { guard: 'canSearch', target: 'quoting', actions: assign({ phone: ({ event }) => event.phone, error: null, fieldErrors: {}, failedStep: null, lostTicket: null }) },
            'checkout.phoneChanged': { guard: 'phoneDiffers', target: 'idle', actions: assign({ ...clearedVisit, phone: ({ event }) => event.phone }) },
            'checkout.cancel': { target: 'idle', actions: assign(clearedVisit) },
          },
        },
      },
    },
    exitGates: {
      description: "The lot's active exit gates (type 2 of gates/active), offered on the card.",
      initial: 'loading',
      states: {
        loading: {
          description: 'The gates are on their way.',
          invoke: {
            id: 'loadExitGates',
            src: 'loadExitGates',
            input: ({ context }) => ({ lotId: context.lotId }),
            onDone: { target: 'ready', actions: assign({ gates: ({ event }) => event.output, gatesError: null }) },
            onError: { target: 'failed', actions: assign({ gatesError: ({ event }) => toApiError(event.error).message }) },
          },
        },
        ready: {
          description: 'The gates are known; a reload reads them again (a gate may have gone offline).',
          on: { 'checkout.reloadGates': { target: 'loading' } },
        },
        failed: {
          description: 'The gates could not be read: the message and a retry.',
          on: { 'checkout.reloadGates': { target: 'loading' } },
        },
      },
    },
    shift: {
      description: "The operator's open cashier shift in the lot: every checkout belongs to it.",
      initial: 'loading',
      states: {
        loading: {
          description: 'The shift is on its way.',
          invoke: {
            id: 'loadShift',
            src: 'loadShift',
            input: ({ context }) => ({ lotId: context.lotId }),
            onDone: [
              { guard: { type: 'shiftFound', params: ({ event }) => ({ shift: event.output }) }, target: 'open', actions: assign({ shift: ({ event }) => event.output, shiftError: null }) },
              { target: 'missing', actions: assign({ shift: null, shiftError: null }) },
            ],
            onError: { target: 'failed', actions: assign({ shift: null, shiftError: ({ event }) => toApiError(event.error).message }) },
          },
        },
        open: {
          description: 'A shift is open: checkouts go with it; a checkout refused for want of one forgets it.',
          always: { guard: 'shiftForgotten', target: 'missing' },
        },
        missing: {
          description: 'No open shift: no checkout is sent; the card says to open one in /shift.',
          on: { 'checkout.reloadShift': { target: 'loading' } },
        },
        failed: {
          description: 'The shift could not be read: the message and a retry.',
          on: { 'checkout.reloadShift': { target: 'loading' } },
        },
      },
    },
  },
});
