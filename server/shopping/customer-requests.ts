// The customer's side of a request (docs/shopping.md, docs/api.md "Customer API"): asking for a product near a
// plaza, and reading one's requests with every offer on them. A new request waits `request_minutes` (the
// setting) for offers, and is announced to the stores it reaches that have a salesman online now.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CustomerRequest, CustomerRequestBody } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { branches, categories, plazas, shoppingDismissals, shoppingOffers, shoppingRequests } from '../db/schema';
import type { Upload } from '../files/plugin';
import { checkedImage, fileUrl, saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { offerAnswer } from './offer-answer';
import { shownRequestStatus } from './request-status';
import { databaseNow, readShoppingSettings } from './settings';
import { publishToStores } from './store-events';

/** How many of a customer's requests the list shows, newest first. */
const LIST_LIMIT = 50;

type RequestRow = typeof shoppingRequests.$inferSelect;

export async function createRequest(app: FastifyInstance, customerId: number, body: CustomerRequestBody, picture: Upload | null, locale: Locale): Promise<CustomerRequest> {
  const [plaza] = await app.db.select({ id: plazas.id }).from(plazas).where(eq(plazas.id, body.plaza_id));
  if (!plaza) throw ValidationError.field('plaza_id', t('customerUnknownPlaza', locale));
  const [category] = await app.db.select({ id: categories.id }).from(categories).where(and(eq(categories.id, body.category_id), eq(categories.active, true)));
  if (!category) throw ValidationError.field('category_id', t('customerUnknownCategory', locale));
  // The picture is checked (and re-encoded) before anything is written: a refused one leaves no request.
  const image = picture ? await checkedImage(picture, 'chat-image', locale) : null;
  const row = await app.db.transaction(async (tx) => {
    const { requestMinutes: minutes } = await readShoppingSettings(tx);
    const [inserted] = await tx
      .insert(shoppingRequests)
      .values({ customerId, plazaId: body.plaza_id, categoryId: body.category_id, text: body.text.trim(), expiresAt: sql`now() + ${minutes}::int * interval '1 minute'` })
      .returning();
    if (!image) return inserted;
    await saveFile(tx, app.files, { kind: 'shopping-request', id: inserted.id }, image);
    const [withPicture] = await tx.update(shoppingRequests).set({ picture: image.name }).where(eq(shoppingRequests.id, inserted.id)).returning();
    return withPicture;
  });
  await publishToStores(app, row.id, 'request', { onlineOnly: true });
  return (await answers(app.db, [row]))[0];
}

export async function customerRequests(db: Db, customerId: number): Promise<CustomerRequest[]> {
  const rows = await db.select().from(shoppingRequests).where(eq(shoppingRequests.customerId, customerId)).orderBy(desc(shoppingRequests.id)).limit(LIST_LIMIT);
  return answers(db, rows);
}

/** One of the customer's requests (the route's tenant checked that it is theirs). */
export async function customerRequest(db: Db, requestId: number): Promise<CustomerRequest> {
  const rows = await db.select().from(shoppingRequests).where(eq(shoppingRequests.id, requestId));
  if (rows.length === 0) throw new HttpError(404, 'notFound');
  return (await answers(db, rows))[0];
}

/** The requests with their offers (newest first) and the stores that said they have no such product. */
async function answers(db: Db, rows: RequestRow[]): Promise<CustomerRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [offers, rejections, now] = await readAll(db, [
    () =>
      db
        .select({ offer: shoppingOffers, branchName: branches.name })
        .from(shoppingOffers)
        .innerJoin(branches, eq(branches.id, shoppingOffers.branchId))
        .where(inArray(shoppingOffers.requestId, ids))
        .orderBy(desc(shoppingOffers.id)),
    () =>
      db
        .select({ requestId: shoppingDismissals.requestId, branchId: shoppingDismissals.branchId, branchName: branches.name })
        .from(shoppingDismissals)
        .innerJoin(branches, eq(branches.id, shoppingDismissals.branchId))
        .where(and(inArray(shoppingDismissals.requestId, ids), eq(shoppingDismissals.kind, 'reject')))
        .orderBy(shoppingDismissals.createdAt),
    () => databaseNow(db),
  ]);
  return rows.map((row) => {
    const mine = offers.filter((o) => o.offer.requestId === row.id).map((o) => offerAnswer({ ...o.offer, branchName: o.branchName }, now));
    return {
      id: row.id,
      text: row.text,
      picture: row.picture === null ? null : fileUrl({ kind: 'shopping-request', id: row.id }, row.picture),
      plaza_id: row.plazaId,
      category_id: row.categoryId,
      status: shownRequestStatus(row, mine.some((o) => o.status === 'offered'), now),
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      offers: mine,
      accepted_offer_id: row.acceptedOfferId,
      rejected_by: rejections.filter((r) => r.requestId === row.id).map((r) => ({ branch_id: r.branchId, branch_name: r.branchName })),
    };
  });
}
