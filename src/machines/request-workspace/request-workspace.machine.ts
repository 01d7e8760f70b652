// The salesman's workspace `/shopping-to-go` (issue 19; spec 3 §1, §2 Clerk menu, §4 Customer request; spec 1 §2.2
// credits badge): one of the clerk's modules at a time (Pending, In progress, I'm here, Sales: the contract's
// WORKSPACE_VIEWS), read with the store's credits; a failed read says why and offers Retry; the store's channel
// keeps it live (any change to a request of the store reads the view again; an offer's event brings the new
// balance). A request is selected to see it; a pending one is rejected or discarded after a confirmation; an
// accepted one is closed as a sale; an offer is written in the offer form, which the view opens over the
// workspace while `offering` (the offer-form chart): a sent offer moves the request to In progress.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { is } from 'superstruct';
import {
  STORE_REQUEST_EVENT,
  storeChannel,
  StoreRequestEvent,
  type DismissBody,
  type OfferAnswer,
  type StoreRequest,
  type StoreRequestsAnswer,
  type WorkspaceView,
} from '../../contracts/shopping.struct';
import { toApiError } from '../../services/http';
import { channelEvents } from '../../services/realtime';
import { closeSale, dismissRequest, fetchStoreRequests } from '../../services/store-requests.api';
import { canCloseSale, canDismiss, canOffer } from './workspace-rules';

export type DismissKind = DismissBody['kind'];

export type RequestWorkspaceContext = {
  branchId: number;
  view: WorkspaceView;
  requests: StoreRequest[];
  /** The store's balance and the price of one offer, from the last read (the balance also from an offer's event). */
  credits: number | null;
  offerCredits: number | null;
  selectedId: number | null;
  /** The dismissal asked last (the one being confirmed or sent; the toast names it). */
  dismissKind: DismissKind | null;
  /** The request a dismissal, the sale or the offer form is on, as it was when asked (a read meanwhile may drop it
   *  from the list). */
  subject: StoreRequest | null;
  /** Why the view could not be read. */
  error: string | null;
};

export type RequestWorkspaceInput = { branchId: number };

export type RequestWorkspaceEvent =
  | { type: 'workspace.view'; view: WorkspaceView }
  | { type: 'workspace.retry' }
  | { type: 'workspace.select'; id: number }
  | { type: 'workspace.dismiss'; kind: DismissKind }
  | { type: 'workspace.confirm' }
  | { type: 'workspace.cancel' }
  | { type: 'workspace.sale' }
  | { type: 'offer.open' }
  | { type: 'offer.close' }
  /** The offer form's answer: the offer, the request as it is now, the store's balance. */
  | { type: 'offer.sent'; answer: OfferAnswer }
  | { type: 'realtime.event'; event: string; data: unknown }
  | { type: 'realtime.reconnected' };

type ViewInput = { branchId: number; view: WorkspaceView };
type RequestInput = { branchId: number; requestId: number };

const selected = (c: Pick<RequestWorkspaceContext, 'requests' | 'selectedId'>): StoreRequest | null => c.requests.find((r) => r.id === c.selectedId) ?? null;

/** A read's answer: the list, the credits, and the selection while its request is still listed. */
const loaded = (c: RequestWorkspaceContext, answer: StoreRequestsAnswer): Partial<RequestWorkspaceContext> => ({
  requests: answer.data,
  credits: answer.credits,
  offerCredits: answer.offer_credits,
  selectedId: answer.data.some((r) => r.id === c.selectedId) ? c.selectedId : null,
  error: null,
});

/** The balance an offer's event carries (any other event leaves it). */
const creditsHeard = ({ context, event }: { context: RequestWorkspaceContext; event: RequestWorkspaceEvent }) => {
  assertEvent(event, 'realtime.event');
  return is(event.data, StoreRequestEvent) && event.data.credits !== undefined ? event.data.credits : context.credits;
};

/** The subject's request leaves the module (dismissed, sold), and the selection with it (the selection is the
 *  subject, or was dropped by a read meanwhile: nothing is selected while a dismissal or the sale is on its way). */
const withoutSubject = (c: RequestWorkspaceContext) => {
  const gone = (c.subject as StoreRequest).id;
  return { requests: c.requests.filter((r) => r.id !== gone), selectedId: null, subject: null };
};

const asked = ({ context }: { context: RequestWorkspaceContext }) => selected(context);

export const requestWorkspaceMachine = setup({
  types: {
    context: {} as RequestWorkspaceContext,
    events: {} as RequestWorkspaceEvent,
    input: {} as RequestWorkspaceInput,
  },
  actors: {
    loadRequests: fromPromise<StoreRequestsAnswer, ViewInput>(({ input }) => fetchStoreRequests(input.branchId, input.view)),
    refreshRequests: fromPromise<StoreRequestsAnswer, ViewInput>(({ input }) => fetchStoreRequests(input.branchId, input.view)),
    dismissRequest: fromPromise<StoreRequest, RequestInput & { kind: DismissKind }>(({ input }) => dismissRequest(input)),
    closeSale: fromPromise<StoreRequest, RequestInput>(({ input }) => closeSale(input)),
    /** The store's channel: `liveWorkspaceActors` fills it in; left as is, nothing is pushed. */
    storeEvents: fromCallback<EventObject>(() => {}),
  },
  actions: {
    /** The app's toasts (a refusal shows in the app's one failure notice, as every call's). */
    offerSent: () => {},
    dismissed: (_, _params: { kind: DismissKind }) => {},
    saleClosed: () => {},
  },
  guards: {
    otherView: ({ context, event }) => {
      assertEvent(event, 'workspace.view');
      return event.view !== context.view;
    },
    listed: ({ context, event }) => {
      assertEvent(event, 'workspace.select');
      return context.requests.some((r) => r.id === event.id);
    },
    dismissable: ({ context }) => {
      const request = selected(context);
      return request !== null && canDismiss(request);
    },
    saleable: ({ context }) => {
      const request = selected(context);
      return request !== null && canCloseSale(request);
    },
    offerable: ({ context }) => {
      const request = selected(context);
      return request !== null && canOffer(request, new Date());
    },
  },
}).createMachine({
  id: 'requestWorkspace',
  description: "The salesman's requests, one module at a time, live on the store's channel.",
  context: ({ input }) => ({
    branchId: input.branchId,
    view: 'pending',
    requests: [],
    credits: null,
    offerCredits: null,
    selectedId: null,
    dismissKind: null,
    subject: null,
    error: null,
  }),
  invoke: { id: 'storeEvents', src: 'storeEvents' },
  initial: 'loading',
  states: {
    loading: {
      description: "The module's requests are on their way; a change heard meanwhile reads them again.",
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        input: ({ context }) => ({ branchId: context.branchId, view: context.view }),
        onDone: { target: 'ready', actions: assign(({ context, event }) => loaded(context, event.output)) },
        onError: { target: 'loadFailed', actions: assign({ requests: [], selectedId: null, error: ({ event }) => toApiError(event.error).message }) },
      },
      on: {
        'realtime.event': { target: 'loading', reenter: true, actions: assign({ credits: creditsHeard }) },
        'realtime.reconnected': { target: 'loading', reenter: true },
      },
    },
    loadFailed: {
      description: 'The requests could not be read: the reason, Retry, and the other modules.',
      on: {
        'workspace.retry': { target: 'loading', actions: assign({ error: null }) },
        'workspace.view': { guard: 'otherView', target: 'loading', actions: assign({ view: ({ event }) => event.view, error: null }) },
      },
    },
    ready: {
      description: "The module's requests, the selected one's detail, and the store's credits.",
      type: 'parallel',
      states: {
        ui: {
          description: 'What the salesman is doing.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The list and the detail of the selected request with its actions.',
              on: {
                'workspace.view': { guard: 'otherView', target: '#requestWorkspace.loading', actions: assign({ view: ({ event }) => event.view, selectedId: null }) },
                'workspace.select': { guard: 'listed', actions: assign({ selectedId: ({ event }) => event.id }) },
                'workspace.dismiss': { guard: 'dismissable', target: 'confirmingDismiss', actions: assign({ dismissKind: ({ event }) => event.kind, subject: asked }) },
                'workspace.sale': { guard: 'saleable', target: 'closingSale', actions: assign({ subject: asked }) },
                'offer.open': { guard: 'offerable', target: 'offering', actions: assign({ subject: asked }) },
              },
            },
            confirmingDismiss: {
              description: 'Reject or discard the selected request? Yes or no.',
              on: {
                'workspace.confirm': { target: 'dismissing' },
                'workspace.cancel': { target: 'idle', actions: assign({ subject: null }) },
              },
            },
            dismissing: {
              description: 'The dismissal is with the server.',
              invoke: {
                id: 'dismissRequest',
                src: 'dismissRequest',
                input: ({ context }) => ({ branchId: context.branchId, requestId: (context.subject as StoreRequest).id, kind: context.dismissKind as DismissKind }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'dismissed', params: ({ context }) => ({ kind: context.dismissKind as DismissKind }) }, assign(({ context }) => withoutSubject(context))],
                },
                onError: { target: 'idle', actions: assign({ subject: null }) },
              },
            },
            closingSale: {
              description: 'The sale is with the server.',
              invoke: {
                id: 'closeSale',
                src: 'closeSale',
                input: ({ context }) => ({ branchId: context.branchId, requestId: (context.subject as StoreRequest).id }),
                onDone: { target: 'idle', actions: ['saleClosed', assign(({ context }) => withoutSubject(context))] },
                onError: { target: 'idle', actions: assign({ subject: null }) },
              },
            },
            offering: {
              description: 'The offer form over the workspace, on `subject`.',
              on: {
                'offer.close': { target: 'idle', actions: assign({ subject: null }) },
                'offer.sent': {
                  target: '#requestWorkspace.loading',
                  actions: [
                    'offerSent',
                    assign(({ event }) => ({ view: 'progress' as const, selectedId: event.answer.request.id, credits: event.answer.credits, subject: null })),
                  ],
                },
              },
            },
          },
        },
        sync: {
          description: "The store's channel: a change to a request reads the module again.",
          initial: 'live',
          states: {
            live: {
              on: {
                'realtime.event': { target: 'refreshing', actions: assign({ credits: creditsHeard }) },
                'realtime.reconnected': { target: 'refreshing' },
              },
            },
            refreshing: {
              description: 'Reading the module again (a failure keeps what is shown).',
              invoke: {
                id: 'refreshRequests',
                src: 'refreshRequests',
                input: ({ context }) => ({ branchId: context.branchId, view: context.view }),
                onDone: { target: 'live', actions: assign(({ context, event }) => loaded(context, event.output)) },
                onError: { target: 'live' },
              },
              on: {
                'realtime.event': { target: 'refreshing', reenter: true, actions: assign({ credits: creditsHeard }) },
                'realtime.reconnected': { target: 'refreshing', reenter: true },
              },
            },
          },
        },
      },
    },
  },
});

/** The store's channel for the workspace of `branchId`. */
export const liveWorkspaceActors = (branchId: number) => ({ storeEvents: channelEvents(storeChannel(branchId), [STORE_REQUEST_EVENT]) });
