// Sending a chat message (spec 3 §4 Chat): text, an image (server/files, at most 500 wide or 700 high), or
// both, to one of the lot's people. The message and its image's file row are one transaction; NewMessage is
// published after it commits, to the recipient (me false) and to the sender's own channel (me true: their
// other tabs). A resend with the sender's `client_id` answers the stored message and stores and publishes
// nothing again, also when the two arrive at once (the unique index decides).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chatChannel, type ChatMessage, type ChatSendBody, type NewMessageEvent } from '../../src/contracts/chat.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { chatMessages } from '../db/schema';
import type { Upload } from '../files/plugin';
import { checkedImage, saveFile } from '../files/records';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { messageAnswer, type ChatRow } from './chat-messages';
import { chatPartner } from './conversations';

type Send = { app: FastifyInstance; parkingId: number; locale: Locale };

export async function sendMessage({ app, parkingId, locale }: Send, senderId: number, recipientId: number, body: ChatSendBody, upload: Upload | null): Promise<ChatMessage> {
  // Not locked: a person deleted while the message is written only leaves a message nobody lists.
  await chatPartner(app.db, parkingId, senderId, recipientId);
  const text = body.message?.trim() ?? '';
  if (text === '' && !upload) throw ValidationError.field('message', t('chatEmpty', locale));
  const clientId = body.client_id ?? null;
  const stored = clientId === null ? undefined : await storedMessage(app.db, senderId, clientId);
  if (stored) return resent(stored, parkingId, recipientId, locale);

  const image = upload ? await checkedImage(upload, 'chat-image', locale) : null;
  let row: ChatRow;
  try {
    row = await app.db.transaction(async (tx) => {
      if (image) await saveFile(tx, app.files, { kind: 'parking', id: parkingId }, image);
      const [inserted] = await tx
        .insert(chatMessages)
        .values({ parkingId, senderId, recipientId, body: text, image: image?.name ?? null, clientId })
        .returning();
      return inserted;
    });
  } catch (err) {
    const first = clientId !== null && isClientIdTaken(err) ? await storedMessage(app.db, senderId, clientId) : undefined;
    if (!first) throw err;
    return resent(first, parkingId, recipientId, locale);
  }

  const event = (readerId: number): NewMessageEvent => ({ sender_id: senderId, recipient_id: recipientId, message: messageAnswer(row, readerId) });
  app.publisher.publish({ channel: chatChannel(parkingId, recipientId), event: 'NewMessage', data: event(recipientId) });
  app.publisher.publish({ channel: chatChannel(parkingId, senderId), event: 'NewMessage', data: event(senderId) });
  return messageAnswer(row, senderId);
}

async function storedMessage(db: Db, senderId: number, clientId: string): Promise<ChatRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row;
}

/** The stored message, when the key was used for this same conversation; a key reused elsewhere is refused. */
function resent(stored: ChatRow, parkingId: number, recipientId: number, locale: Locale): ChatMessage {
  if (stored.parkingId !== parkingId || stored.recipientId !== recipientId) throw ValidationError.field('client_id', t('chatClientIdUsed', locale));
  return messageAnswer(stored, stored.senderId);
}

/** PostgreSQL's unique violation on (sender_id, client_id): another request stored this key first. */
function isClientIdTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'chat_messages_client_idx') return true;
  }
  return false;
}
