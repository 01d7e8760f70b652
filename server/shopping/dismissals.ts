// A store says no to a request (POST branch/{branch}/requests/{id}/dismiss; spec 3 §4 Customer request): `reject`
// (the store has no such product; the customer sees it among the stores that said no) or `discard` (it only leaves
// the store's pending list). Only a pending request: open, in its reply window, with no live offer of the store.
// Saying no again replaces the first answer. Announced on the store's channel alone (its other salesmen's lists).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DismissBody, StoreRequest } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { shoppingDismissals, shoppingOffers, shoppingRequests } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Salesman } from './salesman';
import { publishToStores } from './store-events';
import { reachesStore, storeMatches } from './store-match';
import { storeRequest } from './workspace';

export async function dismissRequest(app: FastifyInstance, who: Salesman, requestId: number, body: DismissBody, locale: Locale): Promise<StoreRequest> {
  const answer = await app.db.transaction(async (tx) => {
    // Locked like an offer: a dismissal and an offer of the store on one request run one after the other.
    const [request] = await tx
      .select({ status: shoppingRequests.status, windowOpen: sql<boolean>`${shoppingRequests.expiresAt} > now()`, matches: sql<boolean>`${storeMatches(who.branchId)}` })
      .from(shoppingRequests)
      .where(and(eq(shoppingRequests.id, requestId), reachesStore(who.branchId)))
      .for('update');
    if (!request) throw new HttpError(404, 'notFound');
    const [live] = await tx
      .select({ id: shoppingOffers.id })
      .from(shoppingOffers)
      .where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.branchId, who.branchId), eq(shoppingOffers.status, 'offered'), gt(shoppingOffers.expiresAt, sql`now()`)));
    if (request.status !== 'open' || !request.windowOpen || !request.matches || live) throw new HttpError(409, 'requestNotPending', undefined, {}, { reason: 'notPending' });
    await tx
      .insert(shoppingDismissals)
      .values({ requestId, branchId: who.branchId, userId: who.userId, kind: body.kind })
      .onConflictDoUpdate({ target: [shoppingDismissals.requestId, shoppingDismissals.branchId], set: { kind: body.kind, userId: who.userId, createdAt: sql`now()` } });
    return storeRequest(tx, who.branchId, requestId, locale);
  });
  await publishToStores(app, requestId, 'dismissed', { branchIds: [who.branchId] });
  return answer;
}
