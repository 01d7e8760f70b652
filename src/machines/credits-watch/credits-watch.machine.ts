// The credits badge follows the balance live (issue 19; spec 1 §2.2): every offer spends a store's credits, and
// the store's channel says so (a `request.changed` event carrying `credits`). The session's lists hold the
// credits the badge shows, so on such an event the lists are read again (the owner's or manager's shops, the
// salesman's stores) and handed to the session by the provided `listsRead`. A reconnection reads them too (an
// event may have been missed). A read that fails leaves the badge as it was until the next event.
import { fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { Branch, Shop } from '../../contracts/context.struct';
import { is } from 'superstruct';
import { STORE_REQUEST_EVENT, storeChannel, StoreRequestEvent } from '../../contracts/shopping.struct';
import { fetchSalesmanStores, fetchShops } from '../../services/context.api';
import { channelEvents, type RealtimeEvent } from '../../services/realtime';

/** Whose lists carry the badge: the shop's (owner, manager) or the salesman's stores. */
export type CreditsWatchKind = 'shop' | 'salesman';
export type CreditsWatchInput = { kind: CreditsWatchKind };
export type CreditsWatchContext = CreditsWatchInput;
export type ListsRead = { kind: 'shop'; shops: Shop[] } | { kind: 'salesman'; stores: Branch[] };

/** An event of a store's channel that moved its credits. */
export const creditsMoved = (event: RealtimeEvent): boolean =>
  event.type === 'realtime.event' && event.event === STORE_REQUEST_EVENT && is(event.data, StoreRequestEvent) && event.data.credits !== undefined;

export const creditsWatchMachine = setup({
  types: { context: {} as CreditsWatchContext, input: {} as CreditsWatchInput, events: {} as RealtimeEvent },
  actors: {
    /** The stores' channels: provided by `liveCreditsWatch` for the stores watched. */
    storeEvents: fromCallback<EventObject>(() => {}),
    readLists: fromPromise<ListsRead, { kind: CreditsWatchKind }>(async ({ input }) =>
      input.kind === 'shop' ? { kind: 'shop', shops: await fetchShops() } : { kind: 'salesman', stores: await fetchSalesmanStores() },
    ),
  },
  actions: {
    /** The session takes the lists read (session.shopsChanged or session.storesChanged). */
    listsRead: (_, _params: ListsRead) => {},
  },
  guards: {
    creditsMoved: ({ event }) => creditsMoved(event),
  },
}).createMachine({
  id: 'creditsWatch',
  description: "Listens to the stores' channels and reads the lists again when a store's credits move.",
  context: ({ input }) => input,
  invoke: { id: 'storeEvents', src: 'storeEvents' },
  initial: 'watching',
  states: {
    watching: {
      description: 'The badge shows what the session holds.',
      on: {
        'realtime.event': { guard: 'creditsMoved', target: 'reading' },
        'realtime.reconnected': { target: 'reading' },
      },
    },
    reading: {
      description: 'The lists are read again; a newer move starts the read over, so the last balance wins.',
      invoke: {
        id: 'readLists',
        src: 'readLists',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'watching', actions: { type: 'listsRead', params: ({ event }) => event.output } },
        onError: { target: 'watching' },
      },
      on: {
        'realtime.event': { guard: 'creditsMoved', target: 'reading', reenter: true },
        'realtime.reconnected': { target: 'reading', reenter: true },
      },
    },
  },
});

/** The watch hearing the channels of `storeIds`. */
export const liveCreditsWatch = (storeIds: readonly number[]) =>
  creditsWatchMachine.provide({ actors: { storeEvents: channelEvents(storeIds.map(storeChannel), [STORE_REQUEST_EVENT]) } });
