// The customer's side of a request's chat with a store (docs/shopping.md): open with every store that offered on
// the request while it is open, then with the chosen store alone (accepted, pickup); readable afterwards. A
// store that never offered has no chat (404). A resend with the same `client_id` answers the stored message and
// stores nothing again, also when both arrive at once (the unique index decides). Reading marks the store's
// messages read.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ShoppingMessage, ShoppingSendBody } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { shoppingMessages, shoppingOffers, shoppingRequests } from '../db/schema';
import type { Upload } from '../files/plugin';
import { checkedImage, fileUrl, saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { shoppingMessageAnswer, type ShoppingMessageRow } from './message-answer';
import { publishToStores } from './store-events';

const answer = (row: ShoppingMessageRow): ShoppingMessage =>
  shoppingMessageAnswer(row, 'customer', (name) => fileUrl({ kind: 'shopping-request', id: row.requestId }, name));

/** The request and whether the store may still write to the customer about it, or 404 if it never offered. */
async function chatWith(db: Db, requestId: number, branchId: number): Promise<{ open: boolean }> {
  const [request] = await db.select({ status: shoppingRequests.status, acceptedOfferId: shoppingRequests.acceptedOfferId }).from(shoppingRequests).where(eq(shoppingRequests.id, requestId));
  const offers = await db.select({ id: shoppingOffers.id }).from(shoppingOffers).where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.branchId, branchId)));
  if (!request || offers.length === 0) throw new HttpError(404, 'notFound');
  const chosen = offers.some((o) => o.id === request.acceptedOfferId);
  return { open: request.status === 'open' || ((request.status === 'accepted' || request.status === 'pickup') && chosen) };
}

export async function customerThread(db: Db, requestId: number, branchId: number): Promise<ShoppingMessage[]> {
  await chatWith(db, requestId, branchId);
  const thread = and(eq(shoppingMessages.requestId, requestId), eq(shoppingMessages.branchId, branchId));
  const rows = await db.select().from(shoppingMessages).where(thread).orderBy(asc(shoppingMessages.id));
  await db.update(shoppingMessages).set({ readAt: new Date() }).where(and(thread, eq(shoppingMessages.fromCustomer, false)));
  return rows.map(answer);
}

export async function sendCustomerMessage(app: FastifyInstance, requestId: number, branchId: number, body: ShoppingSendBody, upload: Upload | null, locale: Locale): Promise<ShoppingMessage> {
  const { open } = await chatWith(app.db, requestId, branchId);
  const text = body.message?.trim() ?? '';
  if (text === '' && !upload) throw ValidationError.field('message', t('chatEmpty', locale));
  const clientId = body.client_id ?? null;
  const stored = clientId === null ? undefined : await storedMessage(app.db, requestId, branchId, clientId);
  if (stored) return answer(stored);
  if (!open) throw new HttpError(409, 'customerChatClosed', undefined, {}, { reason: 'chatClosed' });

  const image = upload ? await checkedImage(upload, 'chat-image', locale) : null;
  let row: ShoppingMessageRow;
  try {
    row = await app.db.transaction(async (tx) => {
      if (image) await saveFile(tx, app.files, { kind: 'shopping-request', id: requestId }, image);
      const [inserted] = await tx
        .insert(shoppingMessages)
        .values({ requestId, branchId, fromCustomer: true, body: text, image: image?.name ?? null, clientId })
        .returning();
      return inserted;
    });
  } catch (err) {
    const first = clientId !== null && isClientIdTaken(err) ? await storedMessage(app.db, requestId, branchId, clientId) : undefined;
    if (!first) throw err;
    return answer(first);
  }
  await publishToStores(app, requestId, 'message', { branchIds: [branchId] });
  return answer(row);
}

async function storedMessage(db: Db, requestId: number, branchId: number, clientId: string): Promise<ShoppingMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(shoppingMessages)
    .where(and(eq(shoppingMessages.requestId, requestId), eq(shoppingMessages.branchId, branchId), eq(shoppingMessages.fromCustomer, true), eq(shoppingMessages.clientId, clientId)));
  return row;
}

/** PostgreSQL's unique violation on the thread's sender keys: another request stored this key first. */
function isClientIdTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'shopping_messages_client_idx') return true;
  }
  return false;
}
