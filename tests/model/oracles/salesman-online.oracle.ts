// The oracle of the salesman's online chart (spec 1 §2.3, §4, §7, §8; issue 19 item 1), written from the spec in
// the test's own words: the console starts as the server says (online for a store or not); going online needs an
// active store (else 'Error LogIn(id)') and sends that store with the session's notifications token; the answer's
// store is the one online; going offline sends the store that is online; connected, the console hears its store
// and its own presence; a new customer's request (kind `request`, not a change to a known one) rings, and shows
// a desktop notification only once the browser said it may; a browser that cannot or may not is warned once.
import { expect } from 'vitest';
import { STORE_REQUEST_EVENT, type SalesmanOnlineAnswer } from '../../../src/contracts/shopping.struct';
import { salesmanOnlineMachine, type SalesmanOnlineEvent } from '../../../src/machines/salesman-online/salesman-online.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends SalesmanOnlineEvent['type']> = Extract<SalesmanOnlineEvent, { type: T }>;
type Heard = { type: 'realtime.event'; event: string; data: { request_id?: number; kind?: string } };

export const TOKEN = 'notifications-token-of-7';
export const CENTRO = 1;
export const VALLE = 2;

export const onlineAnswer = (branch: number): SalesmanOnlineAnswer => ({ online_branch: branch, message: 'You are open to requests.' });
export const offlineAnswer: SalesmanOnlineAnswer = { online_branch: null, message: 'You are not receiving requests.' };
export const notActive = new ApiError('This store is not active: it cannot receive requests.', 409);

/** What the store's channel carries: a new request, another store's offer on a known one, another event name. */
export const newRequest = { type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 41, kind: 'request' } } as const;
export const offerMade = { type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 41, kind: 'offer', credits: 9 } } as const;
export const otherEvent = { type: 'realtime.event', event: 'SomethingElse', data: { request_id: 41, kind: 'request' } } as const;

const isNew = (e: Heard) => e.event === STORE_REQUEST_EVENT && e.data.kind === 'request';

export const salesmanOnlineOracle: OracleOf<typeof salesmanOnlineMachine> = {
  name: 'salesman-online',
  machine: salesmanOnlineMachine,
  input: { userId: 7, branchId: CENTRO, token: TOKEN },
  events: () => [
    { type: 'xstate.done.actor.readOnline', output: onlineAnswer(CENTRO) },
    { type: 'xstate.done.actor.readOnline', output: offlineAnswer },
    { type: 'xstate.error.actor.readOnline', error: new ApiError('Network error') },
    { type: 'online.goOnline' },
    { type: 'online.goOffline' },
    { type: 'online.dismiss' },
    { type: 'online.branch', branchId: null },
    { type: 'online.branch', branchId: VALLE },
    { type: 'xstate.done.actor.goOnline', output: onlineAnswer(VALLE) },
    { type: 'xstate.error.actor.goOnline', error: notActive },
    { type: 'xstate.done.actor.goOffline', output: offlineAnswer },
    { type: 'xstate.error.actor.goOffline', error: new ApiError('Network error') },
    { type: 'xstate.done.actor.askNotifications', output: 'granted' },
    { type: 'xstate.done.actor.askNotifications', output: 'denied' },
    { type: 'xstate.done.actor.askNotifications', output: 'unsupported' },
    newRequest,
    offerMade,
    otherEvent,
  ],
  initialContext: (input) => ({ userId: input.userId, branchId: input.branchId, token: input.token, onlineBranch: null, notifications: 'unknown', error: null }),
  guards: {
    hasBranch: (c) => c.branchId !== null,
    isOnline: (_c, e: Done<SalesmanOnlineAnswer>) => e.output.online_branch !== null,
    granted: (_c, e: Done<string>) => e.output === 'granted',
    isNewRequest: (_c, e: Heard) => isNew(e),
    mayNotify: (c, e: Heard) => isNew(e) && c.notifications === 'granted',
  },
  effects: {
    '(root) online.branch': (_c, e: On<'online.branch'>) => ({ branchId: e.branchId }),
    'checking xstate.done.actor.readOnline [isOnline]': (_c, e: Done<SalesmanOnlineAnswer>) => ({ onlineBranch: e.output.online_branch }),
    'goingOnline xstate.done.actor.goOnline': (_c, e: Done<SalesmanOnlineAnswer>) => ({ onlineBranch: e.output.online_branch, error: null }),
    'goingOnline xstate.error.actor.goOnline': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'connected xstate.done.actor.askNotifications [granted]': () => ({ notifications: 'granted' }),
    'connected xstate.done.actor.askNotifications': (_c, e: Done<'denied' | 'unsupported'>) => ({ notifications: e.output }),
    'connected.goingOffline xstate.done.actor.goOffline': () => ({ onlineBranch: null }),
    'failure online.dismiss': () => ({ error: null }),
  },
  states: {
    '(root)': (c) => expect([c.userId, c.token]).toEqual([7, TOKEN]),
    checking: (c) => expect([c.onlineBranch, c.error, c.notifications]).toEqual([null, null, 'unknown']),
    offline: (c) => expect(c.onlineBranch).toBeNull(),
    goingOnline: (c) => expect(c.onlineBranch).toBeNull(),
    connected: (c) => {
      expect(c.onlineBranch).not.toBeNull();
      expect(c.error).toBeNull();
    },
    failure: (c) => {
      expect(c.onlineBranch).toBeNull();
      expect(c.error).toBe(notActive.message);
    },
  },
  params: {
    notice: (_c, e: Done<SalesmanOnlineAnswer>) => ({ message: e.output.message }),
    warnNotifications: (_c, e: Done<string>) => ({ permission: e.output }),
    notify: (_c, e: Heard) => ({ requestId: e.data.request_id }),
  },
  invokes: {
    readOnline: () => undefined,
    askNotifications: () => undefined,
    // The store the salesman asks for is the active one; the one they leave is the one online.
    goOnline: (c) => ({ branchId: c.branchId, token: TOKEN }),
    goOffline: (c) => ({ branchId: c.onlineBranch, token: TOKEN }),
    listen: (c) => ({ userId: 7, branchId: c.onlineBranch }),
  },
};
