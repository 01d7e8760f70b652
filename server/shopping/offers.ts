// A store's offer on a customer's request (spec 3 §3 Offer, §4 "Too late!"; docs/shopping.md "Offers"): one
// transaction that locks the request row, so that offers on one request run one after the other and each sees the
// live offers the one before it left; the store's branch row is locked too (the credit ledger's rule), so that two
// offers of one store never both spend the same last credits. The offer and its credit entry are written together.
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OfferAnswer, OfferBody, OfferRefusal } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { branches, shoppingDismissals, shoppingOffers, shoppingRequests } from '../db/schema';
import { appendEntries, lockStores, storeBalance } from '../credits/ledger';
import { HttpError } from '../http/errors';
import { offerAnswer } from './offer-answer';
import { readShoppingSettings } from './settings';
import type { Salesman } from './salesman';
import { publishToStores } from './store-events';
import { reachesStore, storeMatches } from './store-match';
import { storeRequest } from './workspace';

const refused = (reason: OfferRefusal, n?: number) => new HttpError(409, reason, n, {}, { reason });

export async function makeOffer(app: FastifyInstance, who: Salesman, requestId: number, body: OfferBody, locale: Locale): Promise<OfferAnswer> {
  const answer = await app.db.transaction(async (tx) => {
    const request = await lockRequest(tx, who.branchId, requestId);
    await expireOffers(tx, requestId);
    if (request.status === 'accepted' || request.status === 'pickup' || request.status === 'done') throw refused('tooLate');
    if (request.status !== 'open' || !request.windowOpen) throw refused('requestClosed');
    const settings = await readShoppingSettings(tx);
    const live = await liveOfferStores(tx, requestId);
    if (live.filter((b) => b !== who.branchId).length >= settings.maxOffers) throw refused('tooLate');
    if (live.includes(who.branchId)) throw refused('offerLive');

    const stores = await lockStores(tx, who.shopId, [who.branchId]);
    if (stores.get(who.branchId)?.status !== 'active') throw new HttpError(409, 'storeNotActive');
    const { total } = await storeBalance(tx, who.branchId);
    if (total < settings.offerCredits) throw refused('noCredits', settings.offerCredits);

    const [offer] = await tx
      .insert(shoppingOffers)
      .values({
        requestId,
        shopId: who.shopId,
        branchId: who.branchId,
        salesmanId: who.userId,
        product: body.product.trim(),
        priceCents: body.price_cents,
        discountPercent: body.discount_percent,
        discountUntil: discountUntil(body),
        expiresAt: sql`now() + make_interval(mins => ${body.expires_minutes})`,
        credits: settings.offerCredits,
      })
      .returning();
    // An offer after the store said no takes the no back (the customer no longer sees the store among them).
    await tx.delete(shoppingDismissals).where(and(eq(shoppingDismissals.requestId, requestId), eq(shoppingDismissals.branchId, who.branchId)));
    await appendEntries(tx, [{ shopId: who.shopId, branchId: who.branchId, kind: 'offer', credits: -settings.offerCredits, movable: false, offerId: offer.id, userId: who.userId }]);
    const [{ name }] = await tx.select({ name: branches.name }).from(branches).where(eq(branches.id, who.branchId));
    const credits = total - settings.offerCredits;
    return { data: offerAnswer({ ...offer, branchName: name }, offer.createdAt), request: await storeRequest(tx, who.branchId, requestId, locale), credits };
  });
  await publishToStores(app, requestId, 'offer', { credits: { branchId: who.branchId, balance: answer.credits } });
  return answer;
}

/**
 * The request, locked until the transaction ends, when it reached the store and the store still matches it (an
 * inactive store offers nothing: 409; a request of another plaza, category or unknown: 404). `windowOpen`: its
 * reply window has not passed.
 */
async function lockRequest(tx: Db, branchId: number, requestId: number) {
  const [row] = await tx
    .select({
      status: shoppingRequests.status,
      windowOpen: sql<boolean>`${shoppingRequests.expiresAt} > now()`,
      matches: sql<boolean>`${storeMatches(branchId)}`,
    })
    .from(shoppingRequests)
    .where(and(eq(shoppingRequests.id, requestId), reachesStore(branchId)))
    .for('update');
  if (!row) throw new HttpError(404, 'notFound');
  if (!row.matches) throw new HttpError(409, 'storeNotActive');
  return row;
}

/** Offers past their expiry are written `expired` (they no longer take one of the request's places). */
async function expireOffers(tx: Db, requestId: number): Promise<void> {
  await tx
    .update(shoppingOffers)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.status, 'offered'), lte(shoppingOffers.expiresAt, sql`now()`)));
}

/** The stores holding a live offer on the request (after expireOffers): one each (shopping_offers_live_idx). */
async function liveOfferStores(tx: Db, requestId: number): Promise<number[]> {
  const rows = await tx
    .select({ branchId: shoppingOffers.branchId })
    .from(shoppingOffers)
    .where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.status, 'offered')));
  return rows.map((r) => r.branchId);
}

/** The discount's end: none without a discount or with `discount_minutes` 0 or reaching the offer's expiry. */
function discountUntil(body: OfferBody): SQL | null {
  if (body.discount_percent === 0 || body.discount_minutes === 0 || body.discount_minutes >= body.expires_minutes) return null;
  return sql`now() + make_interval(mins => ${body.discount_minutes})`;
}
