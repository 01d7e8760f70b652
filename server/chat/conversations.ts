// The reader's conversations in a lot (spec 3 §4 Chat, §7): whom they can talk to (the lot's people but
// themselves, deleted ones left out: server/people/lot-people.ts), each conversation's last page, badges and
// older pages, and reading one. Anyone else (another lot's person, oneself, a deleted person) answers 404.
import type { ChatPageAnswer, ChatsAnswer, ChatUser } from '../../src/contracts/chat.struct';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { HttpError } from '../http/errors';
import { lotPeople, personOfLot, type PersonRow } from '../people/lot-people';
import { lastPages, markRead, messageAnswer, pageBefore, unreadCounts } from './chat-messages';

const chatUser = (row: PersonRow): ChatUser => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.roleName,
  type: row.provider,
  photo: { original: row.urlLogo },
});

/** The person the reader talks to in the lot, or 404 like another lot's user. */
export async function chatPartner(db: Db, parkingId: number, readerId: number, otherId: number): Promise<PersonRow> {
  const other = otherId === readerId ? undefined : await personOfLot(db, parkingId, otherId);
  if (!other) throw new HttpError(404, 'notFound');
  return other;
}

/** GET parkings/{id}/chats: every person keys `messages` and `more` (an empty conversation too); badges only
 *  where something is unread. */
export async function chatsOf(db: Db, parkingId: number, readerId: number): Promise<ChatsAnswer> {
  const people = (await lotPeople(db, parkingId)).filter((p) => p.id !== readerId);
  const ids = people.map((p) => p.id);
  const [pages, badges] = await readAll(db, [() => lastPages(db, parkingId, readerId, ids), () => unreadCounts(db, parkingId, readerId, ids)]);
  const messages: ChatsAnswer['messages'] = {};
  const more: ChatsAnswer['more'] = {};
  for (const [id, page] of pages) {
    messages[String(id)] = page.rows.map((row) => messageAnswer(row, readerId));
    more[String(id)] = page.more;
  }
  return { users: people.map(chatUser), messages, badges, more };
}

export async function chatPage(db: Db, parkingId: number, readerId: number, otherId: number, before: number | undefined): Promise<ChatPageAnswer> {
  await chatPartner(db, parkingId, readerId, otherId);
  return pageBefore(db, parkingId, readerId, otherId, before);
}

export async function readChat(db: Db, parkingId: number, readerId: number, otherId: number): Promise<void> {
  await chatPartner(db, parkingId, readerId, otherId);
  await markRead(db, parkingId, readerId, otherId);
}
