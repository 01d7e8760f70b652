// The oracle of the live credits badge (issue 19; spec 1 §2.2), written from the issue: a store's channel event
// that carries credits (an offer spent them) reads the lists again; other events of the channel, or ones without
// credits, change nothing; a reconnection reads them again; a newer move during a read starts the read over; what
// is read goes to the session; a failed read leaves things as they were. Used by
// tests/model/credits-watch.paths.test.ts and the badge's replays.
import { expect } from 'vitest';
import { STORE_REQUEST_EVENT } from '../../../src/contracts/shopping.struct';
import { creditsWatchMachine, type ListsRead } from '../../../src/machines/credits-watch/credits-watch.machine';
import type { RealtimeEvent } from '../../../src/services/realtime';
import type { Done, OracleOf } from '../chart/chart-oracle';

export const SHOPS_READ: ListsRead = {
  kind: 'shop',
  shops: [{ id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro', credits: { total: 9 } }], credits: { total: 9 } }],
};

/** Channel events: an offer that spent credits, a change without credits, a malformed one, another event name. */
export const SPENT: RealtimeEvent = { type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 4, kind: 'offer', credits: 9 } };
export const NO_CREDITS: RealtimeEvent = { type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 4, kind: 'message' } };
export const MALFORMED: RealtimeEvent = { type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { credits: 9 } };
export const OTHER_EVENT: RealtimeEvent = { type: 'realtime.event', event: 'NewMessage', data: { request_id: 4, kind: 'offer', credits: 9 } };

const kinds = new Set(['shop', 'salesman']);

export const creditsWatchOracle: OracleOf<typeof creditsWatchMachine> = {
  name: 'credits-watch',
  machine: creditsWatchMachine,
  input: { kind: 'shop' },
  events: () => [
    SPENT,
    NO_CREDITS,
    MALFORMED,
    OTHER_EVENT,
    { type: 'realtime.reconnected' },
    { type: 'xstate.done.actor.readLists', output: SHOPS_READ },
    { type: 'xstate.error.actor.readLists', error: new Error('offline') },
  ],
  initialContext: (input) => ({ kind: input.kind }),
  guards: {
    // Only the store channel's event with a well-formed body carrying credits.
    creditsMoved: (_c, e) => e === SPENT,
  },
  effects: {},
  states: {
    watching: (c) => expect(kinds.has(c.kind)).toBe(true),
    reading: (c) => expect(kinds.has(c.kind)).toBe(true),
  },
  params: { listsRead: (_c, e) => (e as Done<ListsRead>).output },
  invokes: { readLists: (c) => ({ kind: c.kind }) },
};
