// A request's chat between its customer and one store (docs/shopping.md "The chat"), either side: whether the
// store may still write about it, the thread, marking the other side's messages read, and sending (text, an image
// of the request's files, or both). A resend with the same `client_id` answers the stored message and stores
// nothing again, also when both arrive at once (the unique index decides).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ShoppingSendBody } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { shoppingMessages, shoppingOffers, shoppingRequests } from '../db/schema';
import type { Upload } from '../files/plugin';
import { checkedImage, saveFile } from '../files/records';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';
import type { ChatSide, ShoppingMessageRow } from './message-answer';

/**
 * The chat of the request with the store: `offered` once the store has made an offer on it (there is no chat
 * before); `open` (both may write) while the request is open, then with the chosen store alone until the sale.
 */
export async function chatState(db: Db, requestId: number, branchId: number): Promise<{ offered: boolean; open: boolean }> {
  const [request] = await db.select({ status: shoppingRequests.status, acceptedOfferId: shoppingRequests.acceptedOfferId }).from(shoppingRequests).where(eq(shoppingRequests.id, requestId));
  const offers = await db.select({ id: shoppingOffers.id }).from(shoppingOffers).where(and(eq(shoppingOffers.requestId, requestId), eq(shoppingOffers.branchId, branchId)));
  if (!request || offers.length === 0) return { offered: false, open: false };
  const chosen = offers.some((o) => o.id === request.acceptedOfferId);
  return { offered: true, open: request.status === 'open' || ((request.status === 'accepted' || request.status === 'pickup') && chosen) };
}

const thread = (requestId: number, branchId: number) => and(eq(shoppingMessages.requestId, requestId), eq(shoppingMessages.branchId, branchId));

/** The thread, oldest first. */
export const chatThread = (db: Db, requestId: number, branchId: number): Promise<ShoppingMessageRow[]> =>
  db.select().from(shoppingMessages).where(thread(requestId, branchId)).orderBy(asc(shoppingMessages.id));

/** Marks read what the other side wrote to `reader`. */
export async function markChatRead(db: Db, requestId: number, branchId: number, reader: ChatSide): Promise<void> {
  await db
    .update(shoppingMessages)
    .set({ readAt: new Date() })
    .where(and(thread(requestId, branchId), eq(shoppingMessages.fromCustomer, reader === 'store'), isNull(shoppingMessages.readAt)));
}

/** Who writes: the customer, or a salesman of the store. */
export type ChatSender = { side: 'customer' } | { side: 'store'; userId: number };

export type SendOutcome = { row: ShoppingMessageRow; resent: boolean };

/**
 * Stores a message of `sender` in the thread (the caller checked that the chat is open); a `client_id` already
 * stored by that side answers the stored message (`resent`), whether or not the chat is still open.
 */
export async function sendToThread(app: FastifyInstance, requestId: number, branchId: number, sender: ChatSender, body: ShoppingSendBody, upload: Upload | null, locale: Locale, open: boolean): Promise<SendOutcome | 'closed'> {
  const text = body.message?.trim() ?? '';
  if (text === '' && !upload) throw ValidationError.field('message', t('chatEmpty', locale));
  const fromCustomer = sender.side === 'customer';
  const clientId = body.client_id ?? null;
  const stored = clientId === null ? undefined : await storedMessage(app.db, requestId, branchId, fromCustomer, clientId);
  if (stored) return { row: stored, resent: true };
  if (!open) return 'closed';

  const image = upload ? await checkedImage(upload, 'chat-image', locale) : null;
  try {
    const row = await app.db.transaction(async (tx) => {
      if (image) await saveFile(tx, app.files, { kind: 'shopping-request', id: requestId }, image);
      const [inserted] = await tx
        .insert(shoppingMessages)
        .values({ requestId, branchId, fromCustomer, userId: sender.side === 'store' ? sender.userId : null, body: text, image: image?.name ?? null, clientId })
        .returning();
      return inserted;
    });
    return { row, resent: false };
  } catch (err) {
    const first = clientId !== null && isClientIdTaken(err) ? await storedMessage(app.db, requestId, branchId, fromCustomer, clientId) : undefined;
    if (!first) throw err;
    return { row: first, resent: true };
  }
}

async function storedMessage(db: Db, requestId: number, branchId: number, fromCustomer: boolean, clientId: string): Promise<ShoppingMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(shoppingMessages)
    .where(and(thread(requestId, branchId), eq(shoppingMessages.fromCustomer, fromCustomer), eq(shoppingMessages.clientId, clientId)));
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
