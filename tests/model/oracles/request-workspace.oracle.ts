// The oracle of the salesman's workspace chart (issue 19; spec 3 §2 Clerk menu, §3 Offer, §4 Customer request and
// "Too late!"; spec 1 §2.2 credits badge), written from the spec in the test's own words: a module's requests are
// read with the store's credits, a failed read says why; the store's channel reads the module again (an offer's
// event carries the new balance); a pending request may be rejected or discarded after Yes; a request may be
// offered on while it is open, inside its reply window, with fewer live offers than allowed and no live offer of
// this store (an expired one does not count); the sale closes a request whose customer accepted this store's
// offer; a sent offer shows In progress with its request. Used by tests/model/request-workspace.paths.test.ts and
// the view replay.
import { expect } from 'vitest';
import type { Offer, OfferAnswer, StoreRequest, StoreRequestsAnswer, WorkspaceView } from '../../../src/contracts/shopping.struct';
import { requestWorkspaceMachine, type RequestWorkspaceContext, type RequestWorkspaceEvent } from '../../../src/machines/request-workspace/request-workspace.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends RequestWorkspaceEvent['type']> = Extract<RequestWorkspaceEvent, { type: T }>;

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';
export const BRANCH_ID = 1;

export const offer = (id: number, requestId: number, status: Offer['status'], expiresAt = FUTURE): Offer => ({
  id,
  request_id: requestId,
  branch_id: BRANCH_ID,
  branch_name: 'Sucursal Centro',
  product: 'Taladro Bosch 500 W',
  price_cents: 129_900,
  discount_percent: 10,
  discount_until: null,
  total_cents: 116_910,
  expires_at: expiresAt,
  status,
  credits: 1,
  created_at: '2026-11-25T01:00:00.000Z',
});

const request = (id: number, view: WorkspaceView, over: Partial<StoreRequest> = {}): StoreRequest => ({
  id,
  text: `Busco un taladro (${id})`,
  picture: null,
  category_id: 2,
  category: 'Ferretería',
  plaza_id: 1,
  customer_name: `Cliente ${id}`,
  status: 'open',
  view,
  created_at: '2026-11-25T00:00:00.000Z',
  expires_at: FUTURE,
  offers_count: 1,
  max_offers: 3,
  my_offers: [],
  unread: 0,
  arrived_at: null,
  closed_at: null,
  ...over,
});

/** Pending: one this store offered on before (that offer expired: a new one may be made), one already full. */
export const expiredBefore = request(11, 'pending', { my_offers: [offer(1, 11, 'expired', PAST)] });
export const full = request(12, 'pending', { offers_count: 3 });
/** Pending, but its reply window is over. */
export const windowOver = request(13, 'pending', { expires_at: PAST, offers_count: 0 });
export const accepted = request(21, 'progress', { status: 'accepted', my_offers: [offer(2, 21, 'accepted')], unread: 2 });
export const liveOffered = request(22, 'progress', { my_offers: [offer(3, 22, 'offered')] });
export const arrived = request(31, 'here', { status: 'pickup', my_offers: [offer(4, 31, 'accepted')], arrived_at: '2026-11-25T01:30:00.000Z' });
export const sold = request(41, 'sales', { status: 'done', my_offers: [offer(5, 41, 'accepted')], closed_at: '2026-11-25T01:40:00.000Z' });

export const LISTS: Record<WorkspaceView, StoreRequest[]> = {
  pending: [expiredBefore, full],
  progress: [accepted, liveOffered],
  here: [arrived],
  sales: [sold],
};
export const answerOf = (view: WorkspaceView): StoreRequestsAnswer => ({ data: LISTS[view], credits: 5, offer_credits: 1 });
/** A read in the background after a change: the module as the server lists it now (a dismissed or sold request
 *  back until the server's own answer drops it; the selection kept while listed). */
export const refreshedOf = (view: WorkspaceView): StoreRequestsAnswer => ({ data: LISTS[view], credits: 5, offer_credits: 1 });
export const sentAnswer: OfferAnswer = {
  data: offer(6, expiredBefore.id, 'offered'),
  request: { ...expiredBefore, view: 'progress', offers_count: 2, my_offers: [offer(6, expiredBefore.id, 'offered'), ...expiredBefore.my_offers] },
  credits: 4,
};
export const offline = new ApiError('Network error');
export const refusal = new ApiError('This request is not pending for your store.', 409);
const NEXT_VIEW: Record<WorkspaceView, WorkspaceView> = { pending: 'progress', progress: 'here', here: 'sales', sales: 'pending' };

/** The store's events: an offer's with the store's balance, a message's, and one that is not the contract's. */
export const offerHeard = { type: 'realtime.event', event: 'request.changed', data: { request_id: 11, kind: 'offer', credits: 3 } } as const;
export const messageHeard = { type: 'realtime.event', event: 'request.changed', data: { request_id: 21, kind: 'message' } } as const;
export const garbledHeard = { type: 'realtime.event', event: 'request.changed', data: { request_id: 'x', credits: 9 } } as const;

const chosen = (c: RequestWorkspaceContext) => c.requests.find((r) => r.id === c.selectedId) ?? null;
const now = () => Date.now();

/** The spec's conditions of an offer, in the test's words. */
export function mayOffer(r: StoreRequest | null): boolean {
  if (!r || r.status !== 'open' || r.offers_count >= r.max_offers || Date.parse(r.expires_at) <= now()) return false;
  return !r.my_offers.some((o) => o.status === 'offered' && Date.parse(o.expires_at) > now());
}
export const mayDismiss = (r: StoreRequest | null) => r !== null && r.view === 'pending';
export const maySell = (r: StoreRequest | null) => r !== null && ['accepted', 'pickup'].includes(r.status) && r.my_offers.some((o) => o.status === 'accepted');

const heardCredits = (c: RequestWorkspaceContext, e: On<'realtime.event'>) => {
  const data = e.data as { request_id?: unknown; kind?: unknown; credits?: unknown };
  const wellFormed = typeof data.request_id === 'number' && typeof data.kind === 'string';
  return { credits: wellFormed && typeof data.credits === 'number' ? data.credits : c.credits };
};

/** A dismissed or sold request leaves the module, and nothing is selected. */
const gone = (c: RequestWorkspaceContext) => ({ requests: c.requests.filter((r) => r.id !== c.subject?.id), selectedId: null, subject: null });

const read = (c: RequestWorkspaceContext, e: Done<StoreRequestsAnswer>) => ({
  requests: e.output.data,
  credits: e.output.credits,
  offerCredits: e.output.offer_credits,
  selectedId: e.output.data.some((r) => r.id === c.selectedId) ? c.selectedId : null,
  error: null,
});

export const requestWorkspaceOracle: OracleOf<typeof requestWorkspaceMachine> = {
  name: 'request-workspace',
  machine: requestWorkspaceMachine,
  input: { branchId: BRANCH_ID },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadRequests', output: answerOf(c.view) },
    { type: 'xstate.error.actor.loadRequests', error: offline },
    { type: 'workspace.retry' },
    { type: 'workspace.view', view: NEXT_VIEW[c.view] },
    { type: 'workspace.view', view: c.view },
    ...c.requests.map((r) => ({ type: 'workspace.select' as const, id: r.id })),
    { type: 'workspace.select', id: 99 },
    // One kind on the paths (the kinds differ only in the toast's words: the view replay takes both).
    { type: 'workspace.dismiss', kind: 'reject' },
    { type: 'workspace.confirm' },
    { type: 'workspace.cancel' },
    { type: 'xstate.done.actor.dismissRequest', output: c.subject ?? expiredBefore },
    { type: 'xstate.error.actor.dismissRequest', error: refusal },
    { type: 'workspace.sale' },
    { type: 'xstate.done.actor.closeSale', output: { ...(c.subject ?? accepted), status: 'done', view: 'sales' } },
    { type: 'xstate.error.actor.closeSale', error: refusal },
    { type: 'offer.open' },
    { type: 'offer.close' },
    { type: 'offer.sent', answer: sentAnswer },
    offerHeard,
    messageHeard,
    garbledHeard,
    { type: 'realtime.reconnected' },
    { type: 'xstate.done.actor.refreshRequests', output: refreshedOf(c.view) },
    { type: 'xstate.error.actor.refreshRequests', error: offline },
  ],
  initialContext: (input) => ({
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
  guards: {
    otherView: (c, e: On<'workspace.view'>) => e.view !== c.view,
    listed: (c, e: On<'workspace.select'>) => c.requests.some((r) => r.id === e.id),
    dismissable: (c) => mayDismiss(chosen(c)),
    saleable: (c) => maySell(chosen(c)),
    offerable: (c) => mayOffer(chosen(c)),
  },
  effects: {
    'loading realtime.event': heardCredits,
    'loading xstate.done.actor.loadRequests': read,
    'loading xstate.error.actor.loadRequests': (_c, e: Failure<ApiError>) => ({ requests: [], selectedId: null, error: e.error.message }),
    'loadFailed workspace.retry': () => ({ error: null }),
    'loadFailed workspace.view': (_c, e: On<'workspace.view'>) => ({ view: e.view, error: null }),
    'ready.ui.idle workspace.view': (_c, e: On<'workspace.view'>) => ({ view: e.view, selectedId: null }),
    'ready.ui.idle workspace.select': (_c, e: On<'workspace.select'>) => ({ selectedId: e.id }),
    'ready.ui.idle workspace.dismiss': (c, e: On<'workspace.dismiss'>) => ({ dismissKind: e.kind, subject: chosen(c) }),
    'ready.ui.idle workspace.sale': (c) => ({ subject: chosen(c) }),
    'ready.ui.idle offer.open': (c) => ({ subject: chosen(c) }),
    'ready.ui.confirmingDismiss workspace.cancel': () => ({ subject: null }),
    'ready.ui.dismissing xstate.done.actor.dismissRequest': gone,
    'ready.ui.dismissing xstate.error.actor.dismissRequest': () => ({ subject: null }),
    'ready.ui.closingSale xstate.done.actor.closeSale': gone,
    'ready.ui.closingSale xstate.error.actor.closeSale': () => ({ subject: null }),
    'ready.ui.offering offer.close': () => ({ subject: null }),
    'ready.ui.offering offer.sent': (_c, e: On<'offer.sent'>) => ({ view: 'progress', selectedId: e.answer.request.id, credits: e.answer.credits, subject: null }),
    'ready.sync.live realtime.event': heardCredits,
    'ready.sync.refreshing realtime.event': heardCredits,
    'ready.sync.refreshing xstate.done.actor.refreshRequests': read,
  },
  states: {
    '(root)': (c) => expect(c.branchId).toBe(BRANCH_ID),
    loading: (c) => expect([c.error, c.subject]).toEqual([null, null]),
    loadFailed: (c) => {
      expect([c.requests, c.selectedId, c.subject]).toEqual([[], null, null]);
      expect(c.error).toBe(offline.message);
    },
    ready: (c) => {
      expect(c.error).toBeNull();
      expect(c.requests.every((r) => r.view === c.view)).toBe(true);
      expect(c.credits).not.toBeNull();
      expect(c.offerCredits).toBe(1);
      if (c.selectedId !== null) expect(c.requests.some((r) => r.id === c.selectedId)).toBe(true);
    },
    'ready.ui.idle': (c) => expect(c.subject).toBeNull(),
    'ready.ui.confirmingDismiss': (c) => {
      expect(mayDismiss(c.subject)).toBe(true);
      expect(c.dismissKind).not.toBeNull();
    },
    'ready.ui.dismissing': (c) => {
      expect(mayDismiss(c.subject)).toBe(true);
      expect(c.dismissKind).not.toBeNull();
    },
    'ready.ui.closingSale': (c) => expect(maySell(c.subject)).toBe(true),
    'ready.ui.offering': (c) => expect(mayOffer(c.subject)).toBe(true),
    'ready.sync': () => {},
  },
  params: {
    dismissed: (c) => ({ kind: c.dismissKind }),
  },
  invokes: {
    loadRequests: (c) => ({ branchId: BRANCH_ID, view: c.view }),
    refreshRequests: (c) => ({ branchId: BRANCH_ID, view: c.view }),
    dismissRequest: (c) => ({ branchId: BRANCH_ID, requestId: c.subject?.id, kind: c.dismissKind }),
    closeSale: (c) => ({ branchId: BRANCH_ID, requestId: c.subject?.id }),
  },
};
