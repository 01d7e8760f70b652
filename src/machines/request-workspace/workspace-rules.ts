// What the salesman may do with a request of the workspace (spec 3 §4 Customer request, "Too late!"; issue 19), as
// pure functions of the request as the store sees it and the moment: the server checks every one again.
import type { Offer, StoreRequest } from '../../contracts/shopping.struct';

const future = (instant: string, now: Date) => Date.parse(instant) > now.getTime();

/** The store's offer the customer can still accept, if any. */
export const liveOffer = (request: Pick<StoreRequest, 'my_offers'>, now: Date): Offer | null =>
  request.my_offers.find((o) => o.status === 'offered' && future(o.expires_at, now)) ?? null;

/** "Too late!": the customer already has the offers allowed, or chose one, or the request closed. */
export const isTooLate = (request: Pick<StoreRequest, 'status' | 'offers_count' | 'max_offers'>): boolean =>
  request.status !== 'open' || request.offers_count >= request.max_offers;

/** An offer may be made: the request is open, in its reply window, not full, with no live offer of the store's
 *  (a new offer after the last one expired). */
export const canOffer = (request: StoreRequest, now: Date): boolean =>
  !isTooLate(request) && future(request.expires_at, now) && liveOffer(request, now) === null;

/** Rejected or discarded: a pending request only. */
export const canDismiss = (request: Pick<StoreRequest, 'view'>): boolean => request.view === 'pending';

/** The sale closes a request whose customer accepted this store's offer (before or after "I'm here"). */
export const canCloseSale = (request: Pick<StoreRequest, 'status' | 'my_offers'>): boolean =>
  (request.status === 'accepted' || request.status === 'pickup') && request.my_offers.some((o) => o.status === 'accepted');
