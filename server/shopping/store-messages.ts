// The store's side of a request's chat with the customer (GET|POST branch/{branch}/requests/{id}/messages, POST
// …/messages/read; docs/shopping.md "The chat"): readable for a request that reached the store (empty before its
// first offer), writable once it offered, while the request is open or the customer chose it. A sent message is
// announced on the store's channel (its other salesmen's consoles); the customer reads it through the customer API.
import type { FastifyInstance } from 'fastify';
import type { ShoppingMessage, ShoppingSendBody } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import type { Upload } from '../files/plugin';
import { HttpError } from '../http/errors';
import { shoppingMessageAnswer, type ShoppingMessageRow } from './message-answer';
import { chatState, chatThread, markChatRead, sendToThread } from './request-chat';
import type { Salesman } from './salesman';
import { publishToStores } from './store-events';
import { requestFileUrl, requestReachedStore } from './workspace';

const answer = (branchId: number, row: ShoppingMessageRow): ShoppingMessage =>
  shoppingMessageAnswer(row, 'store', (name) => requestFileUrl(branchId, row.requestId, name));

export async function storeThread(db: Db, branchId: number, requestId: number): Promise<ShoppingMessage[]> {
  await requestReachedStore(db, branchId, requestId);
  return (await chatThread(db, requestId, branchId)).map((row) => answer(branchId, row));
}

export async function readStoreThread(app: FastifyInstance, branchId: number, requestId: number): Promise<void> {
  await requestReachedStore(app.db, branchId, requestId);
  await markChatRead(app.db, requestId, branchId, 'store');
  // The store's other consoles drop their unread badge.
  await publishToStores(app, requestId, 'message', { branchIds: [branchId] });
}

export async function sendStoreMessage(app: FastifyInstance, who: Salesman, requestId: number, body: ShoppingSendBody, upload: Upload | null, locale: Locale): Promise<ShoppingMessage> {
  await requestReachedStore(app.db, who.branchId, requestId);
  const chat = await chatState(app.db, requestId, who.branchId);
  const sent = await sendToThread(app, requestId, who.branchId, { side: 'store', userId: who.userId }, body, upload, locale, chat.open);
  if (sent === 'closed') throw chat.offered ? new HttpError(409, 'storeChatClosed', undefined, {}, { reason: 'chatClosed' }) : new HttpError(409, 'storeChatNeedsOffer', undefined, {}, { reason: 'noOffer' });
  if (!sent.resent) await publishToStores(app, requestId, 'message', { branchIds: [who.branchId] });
  return answer(who.branchId, sent.row);
}
