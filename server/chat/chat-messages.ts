// The chat's stored messages as their reader sees them (src/contracts/chat.struct.ts), and the reads the
// conversations are made of: the last page of every conversation at once, one page before a message, and the
// unread counts. A conversation is the pair's messages in one lot, in both directions, in id order.
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { CHAT_RULES, type ChatMessage, type ChatPageAnswer } from '../../src/contracts/chat.struct';
import type { Db } from '../db/connect';
import { chatMessages } from '../db/schema';
import { fileUrl } from '../files/records';

export type ChatRow = typeof chatMessages.$inferSelect;

export const messageAnswer = (row: ChatRow, readerId: number): ChatMessage => ({
  id: row.id,
  message: row.body,
  me: row.senderId === readerId,
  fail: false,
  is_image: row.image !== null,
  image: row.image === null ? null : { original: fileUrl({ kind: 'parking', id: row.parkingId }, row.image) },
  time: row.createdAt.toISOString(),
  sender_id: row.senderId,
  client_id: row.clientId,
});

/** The messages between `a` and `b` in the lot, either way. */
const between = (parkingId: number, a: number, b: number) =>
  and(
    eq(chatMessages.parkingId, parkingId),
    or(and(eq(chatMessages.senderId, a), eq(chatMessages.recipientId, b)), and(eq(chatMessages.senderId, b), eq(chatMessages.recipientId, a))),
  );

/** The reader's last page with each of `others` (oldest first), and whether each has older messages. One query:
 *  each conversation's newest pageSize + 1 rows, the extra row only telling that there is more. */
export async function lastPages(db: Db, parkingId: number, readerId: number, others: number[]): Promise<Map<number, { rows: ChatRow[]; more: boolean }>> {
  const pages = new Map(others.map((id) => [id, { rows: [] as ChatRow[], more: false }]));
  if (others.length === 0) return pages;
  const other = sql<number>`case when ${chatMessages.senderId} = ${readerId} then ${chatMessages.recipientId} else ${chatMessages.senderId} end`;
  const ranked = db
    .select({
      id: chatMessages.id,
      other: other.as('other'),
      n: sql<number>`row_number() over (partition by ${other} order by ${chatMessages.id} desc)`.as('n'),
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.parkingId, parkingId), or(eq(chatMessages.senderId, readerId), eq(chatMessages.recipientId, readerId)), inArray(other, others)))
    .as('ranked');
  const rows = await db
    .select({ message: chatMessages, other: ranked.other, n: ranked.n })
    .from(ranked)
    .innerJoin(chatMessages, eq(chatMessages.id, ranked.id))
    .where(lte(ranked.n, CHAT_RULES.pageSize + 1))
    .orderBy(asc(chatMessages.id));
  for (const row of rows) {
    const page = pages.get(Number(row.other))!;
    if (Number(row.n) > CHAT_RULES.pageSize) page.more = true;
    else page.rows.push(row.message);
  }
  return pages;
}

/** The page of the conversation before message `before` (the newest page without it), oldest first. */
export async function pageBefore(db: Db, parkingId: number, readerId: number, otherId: number, before: number | undefined): Promise<ChatPageAnswer> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(between(parkingId, readerId, otherId), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_RULES.pageSize + 1);
  const more = rows.length > CHAT_RULES.pageSize;
  return { data: rows.slice(0, CHAT_RULES.pageSize).reverse().map((row) => messageAnswer(row, readerId)), more };
}

/** Unread messages to the reader, counted by sender among `others`; senders with none are left out. */
export async function unreadCounts(db: Db, parkingId: number, readerId: number, others: number[]): Promise<Record<string, number>> {
  if (others.length === 0) return {};
  const rows = await db
    .select({ senderId: chatMessages.senderId, unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.recipientId, readerId), eq(chatMessages.parkingId, parkingId), isNull(chatMessages.readAt), inArray(chatMessages.senderId, others)))
    .groupBy(chatMessages.senderId);
  return Object.fromEntries(rows.map((r) => [String(r.senderId), r.unread]));
}

/** Marks the messages `otherId` sent the reader in the lot read. */
export async function markRead(db: Db, parkingId: number, readerId: number, otherId: number): Promise<void> {
  await db
    .update(chatMessages)
    .set({ readAt: new Date() })
    .where(and(eq(chatMessages.parkingId, parkingId), eq(chatMessages.senderId, otherId), eq(chatMessages.recipientId, readerId), isNull(chatMessages.readAt)));
}
