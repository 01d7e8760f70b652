// The customer's decisions on a request (docs/shopping.md): accepting an offer, "I'm here" and cancelling. Each is
// one transaction with the request row locked (`for update`), so a store's offer or a second tap of the customer's
// waits for it and sees its outcome; the stores concerned hear about it once it has committed.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CustomerRequest } from '../../src/contracts/shopping.struct';
import type { Db } from '../db/connect';
import { shoppingOffers, shoppingRequests } from '../db/schema';
import { HttpError } from '../http/errors';
import { customerRequest } from './customer-requests';
import { publishToStores } from './store-events';
import { storesReached } from './store-match';

async function lockedRequest(tx: Db, requestId: number) {
  const [row] = await tx.select().from(shoppingRequests).where(eq(shoppingRequests.id, requestId)).for('update');
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

/** Offers still `offered` past their expiry are written `expired` (they lapse when next touched). */
async function expireLapsedOffers(tx: Db, requestId: number): Promise<void> {
  await tx
    .update(shoppingOffers)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.status, 'offered'), sql`${shoppingOffers.expiresAt} <= now()`));
}

/**
 * Accepts a live offer of an open request: the offer becomes `accepted`, the request `accepted` (in dialogue with
 * that store), and the other live offers `declined`. The winning store hears `accepted`, every other store the
 * request reached `declined` (it leaves their pending and in-progress lists).
 */
export async function acceptOffer(app: FastifyInstance, requestId: number, offerId: number): Promise<CustomerRequest> {
  const winner = await app.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, requestId);
    await expireLapsedOffers(tx, requestId);
    const [offer] = await tx.select().from(shoppingOffers).where(and(eq(shoppingOffers.id, offerId), eq(shoppingOffers.requestId, requestId)));
    if (!offer) throw new HttpError(404, 'notFound');
    if (request.status !== 'open') throw new HttpError(409, 'customerRequestClosed', undefined, {}, { reason: 'requestClosed' });
    if (offer.status === 'expired') throw new HttpError(409, 'customerOfferExpired', undefined, {}, { reason: 'offerExpired' });
    if (offer.status !== 'offered') throw new HttpError(409, 'customerOfferGone', undefined, {}, { reason: 'offerGone' });
    await tx.update(shoppingOffers).set({ status: 'accepted', decidedAt: sql`now()` }).where(eq(shoppingOffers.id, offerId));
    await tx
      .update(shoppingOffers)
      .set({ status: 'declined', decidedAt: sql`now()` })
      .where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.status, 'offered'), ne(shoppingOffers.id, offerId)));
    await tx.update(shoppingRequests).set({ status: 'accepted', acceptedOfferId: offerId }).where(eq(shoppingRequests.id, requestId));
    return offer.branchId;
  });
  const others = (await storesReached(app.db, requestId)).filter((b) => b !== winner);
  await publishToStores(app, requestId, 'accepted', { branchIds: [winner] });
  if (others.length > 0) await publishToStores(app, requestId, 'declined', { branchIds: others });
  return customerRequest(app.db, requestId);
}

/** "I'm here": the customer arrived to pick up what they accepted (accepted -> pickup). Said twice, it stays. */
export async function sayHere(app: FastifyInstance, requestId: number): Promise<CustomerRequest> {
  const store = await app.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, requestId);
    if (request.status === 'pickup') return null;
    if (request.status !== 'accepted' || request.acceptedOfferId === null) throw new HttpError(409, 'customerNotAccepted', undefined, {}, { reason: 'notAccepted' });
    await tx.update(shoppingRequests).set({ status: 'pickup', arrivedAt: sql`now()` }).where(eq(shoppingRequests.id, requestId));
    const [offer] = await tx.select({ branchId: shoppingOffers.branchId }).from(shoppingOffers).where(eq(shoppingOffers.id, request.acceptedOfferId));
    return offer.branchId;
  });
  if (store !== null) await publishToStores(app, requestId, 'here', { branchIds: [store] });
  return customerRequest(app.db, requestId);
}

/**
 * Cancels an open request (open -> cancelled): its live offers are `declined` (the customer said no to each; the
 * credits they spent stay spent, as for any offer not chosen). Every store it reached hears `cancelled`. Once an
 * offer is accepted the request is a deal with that store and cannot be cancelled here (409). Cancelled twice, it stays.
 */
export async function cancelRequest(app: FastifyInstance, requestId: number): Promise<CustomerRequest> {
  const changed = await app.db.transaction(async (tx) => {
    const request = await lockedRequest(tx, requestId);
    if (request.status === 'cancelled') return false;
    if (request.status !== 'open') throw new HttpError(409, 'customerRequestClosed', undefined, {}, { reason: 'requestClosed' });
    await expireLapsedOffers(tx, requestId);
    await tx
      .update(shoppingOffers)
      .set({ status: 'declined', decidedAt: sql`now()` })
      .where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.status, 'offered')));
    await tx.update(shoppingRequests).set({ status: 'cancelled', closedAt: sql`now()` }).where(eq(shoppingRequests.id, requestId));
    return true;
  });
  if (changed) await publishToStores(app, requestId, 'cancelled');
  return customerRequest(app.db, requestId);
}
