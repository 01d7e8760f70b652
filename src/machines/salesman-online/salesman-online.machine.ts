// The salesman's online state (spec 1 §2.3, §4, §7; issue 19 item 1): whether this console receives customers'
// requests for a store. It first reads the store the server holds the salesman online for (another tab, or a
// reload the presence channel has not yet noticed). Going online posts users/salesman/branch/{id}/login with the
// login answer's token_notifications for the active store; with no active store it shows 'Error LogIn(id)'.
// Going offline posts …/logout. While online the console is a member of the salesman's presence channel (the
// server takes them offline when their last tab leaves it) and hears the store's channel: a new request rings
// and, when the browser allows it, shows a desktop notification; whether it may is asked on going online
// ('This browser does not support desktop notifications', 'Requires activating notifications').
import { assign, createActor, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { is } from 'superstruct';
import { salesmanPresenceChannel, storeChannel, STORE_REQUEST_EVENT, StoreRequestEvent, type SalesmanOnlineAnswer } from '../../contracts/shopping.struct';
import { channelEvents, presenceMembers } from '../../services/realtime';
import { goOffline, goOnline, readOnline, type SalesmanBranchCall } from '../../services/salesman-online.api';
import { toApiError } from '../../services/http';
import { notificationPermission, type NotificationPermission } from '../../services/desktop-notifications';

// ---- Context, input, events ----------------------------------------------------------------------------
export type SalesmanOnlineContext = {
  userId: number;
  /** The session's active store (the store-selection dialog, the store switcher); null: none chosen. */
  branchId: number | null;
  /** The login answer's token_notifications, presented with every login and logout. */
  token: string;
  /** The store the server holds this salesman online for (the session's online branch, spec 1 §3). */
  onlineBranch: number | null;
  /** Whether a new request may show a desktop notification; asked on going online. */
  notifications: NotificationPermission | 'unknown';
  /** Why the last attempt to go online failed. */
  error: string | null;
};

export type SalesmanOnlineInput = { userId: number; branchId: number | null; token: string };

export type SalesmanOnlineEvent =
  | { type: 'online.goOnline' }
  | { type: 'online.goOffline' }
  /** The session's active store changed. */
  | { type: 'online.branch'; branchId: number | null }
  | { type: 'online.dismiss' }
  | { type: 'realtime.event'; event: string; data: unknown }
  | { type: 'realtime.reconnected' }
  | { type: 'presence.members'; ids: number[] };

export type ListenInput = { userId: number; branchId: number };

/** A new customer's request for the store (not a change to one it already knows). */
const isNewRequest = (event: SalesmanOnlineEvent): boolean =>
  event.type === 'realtime.event' && event.event === STORE_REQUEST_EVENT && is(event.data, StoreRequestEvent) && event.data.kind === 'request';

const requestIdOf = (event: SalesmanOnlineEvent): number => (event.type === 'realtime.event' && is(event.data, StoreRequestEvent) ? event.data.request_id : 0);

const call = (c: SalesmanOnlineContext, branchId: number | null): SalesmanBranchCall => ({ branchId: branchId ?? 0, token: c.token });

export const salesmanOnlineMachine = setup({
  types: {
    context: {} as SalesmanOnlineContext,
    events: {} as SalesmanOnlineEvent,
    input: {} as SalesmanOnlineInput,
  },
  actors: {
    readOnline: fromPromise<SalesmanOnlineAnswer>(() => readOnline()),
    goOnline: fromPromise<SalesmanOnlineAnswer, SalesmanBranchCall>(({ input }) => goOnline(input)),
    goOffline: fromPromise<SalesmanOnlineAnswer, SalesmanBranchCall>(({ input }) => goOffline(input)),
    askNotifications: fromPromise<NotificationPermission>(() => notificationPermission()),
    /**
     * The salesman's presence channel (being a member is what keeps them online; who else is there does not
     * matter, so it reports to no one) and the store's channel, whose events come to the chart.
     */
    listen: fromCallback<EventObject, ListenInput>(({ input, self, sendBack, receive }) => {
      receive(sendBack);
      const presence = createActor(presenceMembers(salesmanPresenceChannel(input.userId))).start();
      const store = createActor(channelEvents(storeChannel(input.branchId), [STORE_REQUEST_EVENT]), { parent: self }).start();
      // A child of this actor cannot be stop()ped directly (XState refuses a non-root actor): the stop event is
      // what its parent would send it, and it releases its channel.
      return () => {
        presence.stop();
        store.send({ type: 'xstate.stop' });
      };
    }),
  },
  actions: {
    /** 'Error LogIn(id)': there is no active store to go online for (spec 1 §4, §8). */
    warnNoBranch: () => {},
    /** The server's answer ("You are open to requests." / "You are not receiving requests."). */
    notice: (_, _params: { message: string }) => {},
    /** 'This browser does not support desktop notifications' or 'Requires activating notifications'. */
    warnNotifications: (_, _params: { permission: NotificationPermission }) => {},
    /** The new-request sound. */
    ring: () => {},
    /** A desktop notification of the new request. */
    notify: (_, _params: { requestId: number }) => {},
  },
  guards: {
    hasBranch: ({ context }) => context.branchId !== null,
    isOnline: ({ event }) => {
      const answer = (event as { output?: SalesmanOnlineAnswer }).output;
      return answer !== undefined && answer.online_branch !== null;
    },
    isNewRequest: ({ event }) => isNewRequest(event),
    mayNotify: ({ context, event }) => isNewRequest(event) && context.notifications === 'granted',
    granted: ({ event }) => (event as { output?: unknown }).output === 'granted',
  },
}).createMachine({
  id: 'salesmanOnline',
  description: "Whether the salesman's console receives customers' requests for the active store.",
  context: ({ input }) => ({ userId: input.userId, branchId: input.branchId, token: input.token, onlineBranch: null, notifications: 'unknown', error: null }),
  initial: 'checking',
  on: {
    'online.branch': { actions: assign({ branchId: ({ event }) => event.branchId }) },
  },
  states: {
    checking: {
      invoke: {
        id: 'readOnline',
        src: 'readOnline',
        onDone: [
          { guard: 'isOnline', target: 'connected', actions: assign({ onlineBranch: ({ event }) => event.output.online_branch }) },
          { target: 'offline' },
        ],
        onError: { target: 'offline' },
      },
      // The store dialog's yes may come before the read: the salesman's choice wins.
      on: {
        'online.goOnline': [{ guard: 'hasBranch', target: 'goingOnline' }, { actions: 'warnNoBranch' }],
      },
    },
    offline: {
      on: {
        'online.goOnline': [{ guard: 'hasBranch', target: 'goingOnline' }, { actions: 'warnNoBranch' }],
      },
    },
    goingOnline: {
      invoke: {
        id: 'goOnline',
        src: 'goOnline',
        input: ({ context }) => call(context, context.branchId),
        onDone: {
          target: 'connected',
          actions: [assign({ onlineBranch: ({ event }) => event.output.online_branch, error: null }), { type: 'notice', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'failure', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    /** Online for a store: a member of the salesman's presence channel, hearing the store's channel. */
    connected: {
      initial: 'online',
      invoke: [
        { id: 'listen', src: 'listen', input: ({ context }) => ({ userId: context.userId, branchId: context.onlineBranch ?? 0 }) },
        {
          id: 'askNotifications',
          src: 'askNotifications',
          onDone: [
            { guard: 'granted', actions: assign({ notifications: ({ event }) => event.output }) },
            {
              actions: [assign({ notifications: ({ event }) => event.output }), { type: 'warnNotifications', params: ({ event }) => ({ permission: event.output }) }],
            },
          ],
        },
      ],
      on: {
        'realtime.event': [
          { guard: 'mayNotify', actions: ['ring', { type: 'notify', params: ({ event }) => ({ requestId: requestIdOf(event) }) }] },
          { guard: 'isNewRequest', actions: 'ring' },
        ],
      },
      states: {
        online: {
          on: { 'online.goOffline': { target: 'goingOffline' } },
        },
        goingOffline: {
          invoke: {
            id: 'goOffline',
            src: 'goOffline',
            input: ({ context }) => call(context, context.onlineBranch),
            onDone: {
              target: '#salesmanOnline.offline',
              actions: [assign({ onlineBranch: null }), { type: 'notice', params: ({ event }) => ({ message: event.output.message }) }],
            },
            // Still online for the store (the shared handler showed why), still present: the switch stays on.
            onError: { target: 'online' },
          },
        },
      },
    },
    failure: {
      on: {
        'online.goOnline': [{ guard: 'hasBranch', target: 'goingOnline' }, { actions: 'warnNoBranch' }],
        'online.dismiss': { target: 'offline', actions: assign({ error: null }) },
      },
    },
  },
});
