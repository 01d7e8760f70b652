// Pure reads of the chat for its views: the open person, a conversation as it shows (the stored messages, then
// the reader's messages still waiting, failed until delivered), unread counts and who is online.
import type { ChatMessage, ChatUser } from '../../contracts/chat.struct';
import type { ChatDeliveryContext } from './chat-delivery.machine';
import { outgoingMessage } from './chat-rules';

/** A message as the view shows it: `waiting` for the reader's ones not delivered, `sending` for the one with the server. */
export type ShownMessage = ChatMessage & { key: string; waiting: boolean; sending: boolean };

export const openPerson = (c: Pick<ChatDeliveryContext, 'users' | 'openId'>): ChatUser | null => c.users.find((u) => u.id === c.openId) ?? null;

export function shownConversation(c: ChatDeliveryContext, userId: number): ShownMessage[] {
  const stored = (c.messages[userId] ?? []).map((m) => ({ ...m, key: `m${m.id}`, waiting: false, sending: false }));
  // The reader's channel can bring the stored message before the send's own answer: it shows once, delivered.
  const delivered = new Set(stored.map((m) => m.client_id));
  const waiting = c.outgoing
    .filter((o) => o.userId === userId && !delivered.has(o.clientId))
    .map((o) => ({ ...outgoingMessage(o, c.meId), key: `c${o.clientId}`, waiting: true, sending: o.clientId === c.sendingId }));
  return [...stored, ...waiting];
}

export const unreadOf = (c: Pick<ChatDeliveryContext, 'badges'>, userId: number): number => c.badges[userId] ?? 0;

export const unreadTotal = (c: Pick<ChatDeliveryContext, 'badges'>): number => Object.values(c.badges).reduce((sum, n) => sum + n, 0);

export const isOnline = (c: Pick<ChatDeliveryContext, 'online'>, userId: number): boolean => c.online.includes(userId);
