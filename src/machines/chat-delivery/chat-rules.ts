// What the chat-delivery chart does to its conversations, as pure functions (spec 3 §4 Chat): a message added
// once whatever way it arrives (the send's answer, the reader's channel, a reload), an older page put in front,
// the outgoing messages shown as failed until the server has them, and what a pushed NewMessage means.
import { is } from 'superstruct';
import { CHAT_RULES, NewMessageEvent, type ChatMessage } from '../../contracts/chat.struct';

/** A message the reader wrote that the server has not confirmed: shown failed until it does (spec 3 §4). */
export type Outgoing = { userId: number; clientId: string; text: string; image: File | null };

export type Conversations = Record<number, ChatMessage[]>;

/** The conversation with `userId`, with `message` added unless it is there already (same id). */
export function withMessage(conversations: Conversations, userId: number, message: ChatMessage): Conversations {
  const current = conversations[userId] ?? [];
  if (current.some((m) => m.id === message.id)) return conversations;
  return { ...conversations, [userId]: [...current, message].sort((a, b) => a.id - b.id) };
}

/** An older page in front of what the conversation holds (messages already there are not doubled). */
export function withOlderPage(conversations: Conversations, userId: number, page: readonly ChatMessage[]): Conversations {
  const current = conversations[userId] ?? [];
  const known = new Set(current.map((m) => m.id));
  return { ...conversations, [userId]: [...page.filter((m) => !known.has(m.id)), ...current] };
}

/** The pushed event, when it is a well-formed NewMessage: its conversation (the other person) and message. */
export function pushedMessage(event: string, data: unknown): { userId: number; message: ChatMessage } | null {
  if (event !== 'NewMessage' || !is(data, NewMessageEvent)) return null;
  return { userId: data.message.me ? data.recipient_id : data.sender_id, message: data.message };
}

/** Whether a typed text or a chosen image makes a message the server takes (the same rule as its own). */
export const isSendable = (text: string, image: File | null): boolean =>
  image !== null || (text.trim().length > 0 && text.trim().length <= CHAT_RULES.messageMax);

/** An outgoing message as the conversation shows it: failed until delivered, placed after the stored ones. */
export const outgoingMessage = (o: Outgoing, meId: number): ChatMessage => ({
  id: 0,
  message: o.text.trim(),
  me: true,
  fail: true,
  is_image: o.image !== null,
  image: null,
  time: '',
  sender_id: meId,
  client_id: o.clientId,
});

/** The badges with `userId`'s count cleared (only non-zero counts are kept). */
export function withoutBadge(badges: Record<number, number>, userId: number): Record<number, number> {
  const { [userId]: _cleared, ...rest } = badges;
  return rest;
}
