// The requests as a store sees them (GET branch/{branch}/requests?view=, GET …/requests/{id}; docs/shopping.md):
// the salesman's modules (WORKSPACE_VIEWS) and one request with the store's offers on it, how many live offers it
// holds from every store, and the customer's messages the store has not read. A request that never reached the
// store (another plaza or category, an inactive store that never offered on it) reads as one that does not exist.
import { and, desc, eq, gt, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { StoreRequest, StoreRequestsAnswer, WorkspaceView } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { branches, categories, customers, shoppingDismissals, shoppingMessages, shoppingOffers, shoppingRequests } from '../db/schema';
import { storeBalance } from '../credits/ledger';
import { HttpError } from '../http/errors';
import { isLive, offerAnswer, type OfferRow } from './offer-answer';
import { shownRequestStatus } from './request-status';
import { databaseNow, readShoppingSettings } from './settings';
import { reachesStore, storeMatches } from './store-match';

/** The most requests one view lists, newest first (a store's sales grow without end). */
const VIEW_LIMIT = 200;

/** Where a store reads a request's files (its picture, its chat's images): server/routes/shopping. */
export const requestFileUrl = (branchId: number, requestId: number, name: string): string => `/api/branch/${branchId}/requests/${requestId}/files/${name}`;

const liveOfferOf = (branchId: number): SQL =>
  sql`exists (select 1 from ${shoppingOffers} where ${shoppingOffers.requestId} = ${shoppingRequests.id} and ${shoppingOffers.branchId} = ${branchId}
    and ${shoppingOffers.status} = 'offered' and ${shoppingOffers.expiresAt} > now())`;
const acceptedOfferOf = (branchId: number): SQL =>
  sql`exists (select 1 from ${shoppingOffers} where ${shoppingOffers.id} = ${shoppingRequests.acceptedOfferId} and ${shoppingOffers.branchId} = ${branchId})`;
const dismissedBy = (branchId: number): SQL =>
  sql`exists (select 1 from ${shoppingDismissals} where ${shoppingDismissals.requestId} = ${shoppingRequests.id} and ${shoppingDismissals.branchId} = ${branchId})`;

/** Each view's rule (WORKSPACE_VIEWS in src/contracts/shopping.struct.ts) for the store. */
function inView(branchId: number, view: WorkspaceView): SQL | undefined {
  switch (view) {
    case 'pending':
      return and(eq(shoppingRequests.status, 'open'), gt(shoppingRequests.expiresAt, sql`now()`), storeMatches(branchId), not(liveOfferOf(branchId)), not(dismissedBy(branchId)));
    case 'progress':
      return or(and(eq(shoppingRequests.status, 'open'), liveOfferOf(branchId)), and(eq(shoppingRequests.status, 'accepted'), acceptedOfferOf(branchId)));
    case 'here':
      return and(eq(shoppingRequests.status, 'pickup'), acceptedOfferOf(branchId));
    case 'sales':
      return and(eq(shoppingRequests.status, 'done'), acceptedOfferOf(branchId));
  }
}

type RequestRow = typeof shoppingRequests.$inferSelect & { category: string; customerName: string };

function requestRows(db: Db, locale: Locale, where: SQL | undefined) {
  return db
    .select({
      request: shoppingRequests,
      category: locale === 'es' ? categories.nameEs : categories.nameEn,
      customerName: customers.name,
    })
    .from(shoppingRequests)
    .innerJoin(categories, eq(categories.id, shoppingRequests.categoryId))
    .innerJoin(customers, eq(customers.id, shoppingRequests.customerId))
    .where(where);
}

/** A view's list, with the store's credit balance and what an offer costs (the offer form's check). */
export async function workspaceAnswer(db: Db, branchId: number, view: WorkspaceView, locale: Locale): Promise<StoreRequestsAnswer> {
  const [data, settings, balance] = await readAll(db, [() => workspaceList(db, branchId, view, locale), () => readShoppingSettings(db), () => storeBalance(db, branchId)]);
  return { data, credits: balance.total, offer_credits: settings.offerCredits };
}

async function workspaceList(db: Db, branchId: number, view: WorkspaceView, locale: Locale): Promise<StoreRequest[]> {
  const order = view === 'sales' ? desc(shoppingRequests.closedAt) : desc(shoppingRequests.id);
  const found = await requestRows(db, locale, inView(branchId, view)).orderBy(order, desc(shoppingRequests.id)).limit(VIEW_LIMIT);
  return storeAnswers(db, branchId, found.map((f) => ({ ...f.request, category: f.category, customerName: f.customerName })));
}

/** 404 unless the request reached the store (its chat and its files are the store's to read then). */
export async function requestReachedStore(db: Db, branchId: number, requestId: number): Promise<void> {
  const [row] = await db.select({ id: shoppingRequests.id }).from(shoppingRequests).where(and(eq(shoppingRequests.id, requestId), reachesStore(branchId)));
  if (!row) throw new HttpError(404, 'notFound');
}

/** Whether the store may read the request's file `name`: the request's picture (once the request reached the store),
 *  or an image of the store's own chat about it (another store's chat images are not its to read). */
export async function storeReadsFile(db: Db, branchId: number, requestId: number, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shoppingRequests.id })
    .from(shoppingRequests)
    .where(
      and(
        eq(shoppingRequests.id, requestId),
        reachesStore(branchId),
        or(
          eq(shoppingRequests.picture, name),
          sql`exists (select 1 from ${shoppingMessages} where ${shoppingMessages.requestId} = ${shoppingRequests.id} and ${shoppingMessages.branchId} = ${branchId} and ${shoppingMessages.image} = ${name})`,
        ),
      ),
    );
  return row !== undefined;
}

/** One request as the store sees it, in `db` (a transaction's, after a write); 404 when it never reached the store. */
export async function storeRequest(db: Db, branchId: number, requestId: number, locale: Locale): Promise<StoreRequest> {
  const [found] = await requestRows(db, locale, and(eq(shoppingRequests.id, requestId), reachesStore(branchId)));
  if (!found) throw new HttpError(404, 'notFound');
  const [answer] = await storeAnswers(db, branchId, [{ ...found.request, category: found.category, customerName: found.customerName }]);
  return answer;
}

async function storeAnswers(db: Db, branchId: number, requests: RequestRow[]): Promise<StoreRequest[]> {
  if (requests.length === 0) return [];
  const ids = requests.map((r) => r.id);
  // One after the other: `db` may be a transaction's single connection.
  const settings = await readShoppingSettings(db);
  const now = await databaseNow(db);
  const offers = await db
    .select({ offer: shoppingOffers, branchName: branches.name })
    .from(shoppingOffers)
    .innerJoin(branches, eq(branches.id, shoppingOffers.branchId))
    .where(inArray(shoppingOffers.requestId, ids))
    .orderBy(desc(shoppingOffers.id));
  const unread = await db
    .select({ requestId: shoppingMessages.requestId, n: sql<number>`count(*)::int` })
    .from(shoppingMessages)
    .where(and(inArray(shoppingMessages.requestId, ids), eq(shoppingMessages.branchId, branchId), eq(shoppingMessages.fromCustomer, true), sql`${shoppingMessages.readAt} is null`))
    .groupBy(shoppingMessages.requestId);
  return requests.map((r) => {
    const onIt = offers.filter((o) => o.offer.requestId === r.id);
    const mine = onIt.filter((o) => o.offer.branchId === branchId);
    const live = onIt.filter((o) => isLive(o.offer, now)).length;
    return {
      id: r.id,
      text: r.text,
      picture: r.picture === null ? null : requestFileUrl(branchId, r.id, r.picture),
      category_id: r.categoryId,
      category: r.category,
      plaza_id: r.plazaId,
      customer_name: firstName(r.customerName),
      status: shownRequestStatus(r, live > 0, now),
      view: viewOf(r, mine.map((o) => o.offer), now),
      created_at: r.createdAt.toISOString(),
      expires_at: r.expiresAt.toISOString(),
      offers_count: live,
      max_offers: settings.maxOffers,
      my_offers: mine.map((o) => offerAnswer({ ...o.offer, branchName: o.branchName }, now)),
      unread: unread.find((u) => u.requestId === r.id)?.n ?? 0,
      arrived_at: r.arrivedAt?.toISOString() ?? null,
      closed_at: r.closedAt?.toISOString() ?? null,
    };
  });
}

/** The view the request is in for the store whose offers are `mine` (the lists' rules, for one request). */
function viewOf(r: Pick<RequestRow, 'status' | 'acceptedOfferId'>, mine: OfferRow[], now: Date): WorkspaceView {
  const acceptedMine = r.acceptedOfferId !== null && mine.some((o) => o.id === r.acceptedOfferId);
  if (acceptedMine && r.status === 'pickup') return 'here';
  if (acceptedMine && r.status === 'done') return 'sales';
  if (acceptedMine && r.status === 'accepted') return 'progress';
  if (r.status === 'open' && mine.some((o) => isLive(o, now))) return 'progress';
  return 'pending';
}

/** Stores see the customer's first name only (the contract's StoreRequest). */
const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';
