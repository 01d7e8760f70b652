// The sale closes a request (POST branch/{branch}/requests/{id}/sale; spec 3 §2 Sales): only the store whose offer
// the customer accepted, from `accepted` (the customer is on the way) or `pickup` (they said "I'm here"), to
// `done`. Announced to every store the request reached.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StoreRequest } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { shoppingOffers, shoppingRequests } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Salesman } from './salesman';
import { publishToStores } from './store-events';
import { reachesStore } from './store-match';
import { storeRequest } from './workspace';

export async function closeSale(app: FastifyInstance, who: Salesman, requestId: number, locale: Locale): Promise<StoreRequest> {
  const answer = await app.db.transaction(async (tx) => {
    // Locked: the customer's cancel or "I'm here" and the sale run one after the other.
    const [request] = await tx
      .select({ status: shoppingRequests.status, acceptedStore: shoppingOffers.branchId })
      .from(shoppingRequests)
      .leftJoin(shoppingOffers, eq(shoppingOffers.id, shoppingRequests.acceptedOfferId))
      .where(and(eq(shoppingRequests.id, requestId), reachesStore(who.branchId)))
      .for('update', { of: shoppingRequests });
    if (!request) throw new HttpError(404, 'notFound');
    const mine = request.acceptedStore === who.branchId;
    if (mine && request.status === 'done') throw new HttpError(409, 'saleClosed', undefined, {}, { reason: 'saleClosed' });
    if (!mine || (request.status !== 'accepted' && request.status !== 'pickup')) throw new HttpError(409, 'saleNotYours', undefined, {}, { reason: 'notYours' });
    await tx.update(shoppingRequests).set({ status: 'done', closedAt: sql`now()` }).where(eq(shoppingRequests.id, requestId));
    return storeRequest(tx, who.branchId, requestId, locale);
  });
  await publishToStores(app, requestId, 'sale');
  return answer;
}
