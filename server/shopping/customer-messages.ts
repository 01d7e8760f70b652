// The customer's side of a request's chat with a store (docs/shopping.md), on the thread rules both sides share
// (request-chat.ts): open with every store that offered on the request while it is open, then with the chosen
// store alone (accepted, pickup); readable afterwards. A store that never offered has no chat (404). Reading marks
// the store's messages read.
import type { FastifyInstance } from 'fastify';
import type { ShoppingMessage, ShoppingSendBody } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import type { Upload } from '../files/plugin';
import { fileUrl } from '../files/records';
import { HttpError } from '../http/errors';
import { shoppingMessageAnswer, type ShoppingMessageRow } from './message-answer';
import { chatState, chatThread, markChatRead, sendToThread } from './request-chat';
import { publishToStores } from './store-events';

const answer = (row: ShoppingMessageRow): ShoppingMessage =>
  shoppingMessageAnswer(row, 'customer', (name) => fileUrl({ kind: 'shopping-request', id: row.requestId }, name));

/** Whether the customer may still write to the store about the request, or 404 if the store never offered. */
async function chatWith(db: Db, requestId: number, branchId: number): Promise<{ open: boolean }> {
  const { offered, open } = await chatState(db, requestId, branchId);
  if (!offered) throw new HttpError(404, 'notFound');
  return { open };
}

export async function customerThread(db: Db, requestId: number, branchId: number): Promise<ShoppingMessage[]> {
  await chatWith(db, requestId, branchId);
  const rows = await chatThread(db, requestId, branchId);
  await markChatRead(db, requestId, branchId, 'customer');
  return rows.map(answer);
}

export async function sendCustomerMessage(app: FastifyInstance, requestId: number, branchId: number, body: ShoppingSendBody, upload: Upload | null, locale: Locale): Promise<ShoppingMessage> {
  const { open } = await chatWith(app.db, requestId, branchId);
  const sent = await sendToThread(app, requestId, branchId, { side: 'customer' }, body, upload, locale, open);
  if (sent === 'closed') throw new HttpError(409, 'customerChatClosed', undefined, {}, { reason: 'chatClosed' });
  if (!sent.resent) await publishToStores(app, requestId, 'message', { branchIds: [branchId] });
  return answer(sent.row);
}
