// The stores' side of the realtime events (docs/realtime.md, docs/shopping.md): something about a request changed,
// and each store it concerns hears `StoreRequest` on its channel (`private-store.{branchId}`), so that its
// salesmen's workspace reads the request again. Called after the write's transaction commits, by the store side
// (offers, dismissals, the chat, the sale) and the customer side (a new request, a choice, "I'm here", a message).
import type { FastifyInstance } from 'fastify';
import { STORE_REQUEST_EVENT, storeChannel, type StoreRequestEvent } from '../../src/contracts/shopping.struct';
import { storesReached } from './store-match';

export type StoreEventOptions = {
  /** Only these stores (a chat message concerns one store); by default every store the request reaches. */
  branchIds?: readonly number[];
  /** Only the reached stores with a salesman online now (a new request: spec 1 §4). Ignored with `branchIds`. */
  onlineOnly?: boolean;
  /** A store whose credits changed (it spent them on an offer): its channel alone carries its balance. */
  credits?: { branchId: number; balance: number };
};

/** Publishes `kind` about the request to the stores it concerns; answers the stores told. */
export async function publishToStores(app: FastifyInstance, requestId: number, kind: StoreRequestEvent['kind'], opts: StoreEventOptions = {}): Promise<number[]> {
  const stores = opts.branchIds ? [...opts.branchIds] : await storesReached(app.db, requestId, { onlineOnly: opts.onlineOnly });
  for (const branchId of stores) {
    const data: StoreRequestEvent = { request_id: requestId, kind };
    if (opts.credits?.branchId === branchId) data.credits = opts.credits.balance;
    app.publisher.publish({ channel: storeChannel(branchId), event: STORE_REQUEST_EVENT, data });
  }
  return stores;
}
