// The chat between a lot's people (spec 3 §3 Chat message, §4 Chat, §7 Operators and chat): the lot's
// administrators and its operators talk to each other, one conversation per pair. Shared by the console's
// chat-delivery chart and the server (docs/api.md "Chat", docs/realtime.md "Chat channels").
import { array, boolean, nullable, number, object, optional, pattern, record, string, type Infer } from 'superstruct';
import { id, text } from './rules';

export const CHAT_RULES = { messageMax: 2000, pageSize: 30 } as const;

/** One message as its reader sees it: `me` when the reader sent it; `fail` is the console's own mark (false
 *  from the server: a stored message was delivered). `time` is ISO-8601 UTC. */
export const ChatMessage = object({
  id: number(),
  message: string(),
  me: boolean(),
  fail: boolean(),
  is_image: boolean(),
  image: nullable(object({ original: string() })),
  time: string(),
  sender_id: number(),
  /** The sender's own key for the message (below), so a resend after a lost answer is not stored twice. */
  client_id: nullable(string()),
});
export type ChatMessage = Infer<typeof ChatMessage>;

/** Someone the reader can talk to in the lot. Who is online comes from the lot's presence channel. */
export const ChatUser = object({
  id: number(),
  first_name: string(),
  last_name: string(),
  role: string(),
  type: string(),
  photo: object({ original: nullable(string()) }),
});
export type ChatUser = Infer<typeof ChatUser>;

/** GET parkings/{id}/chats: the reader's people, the last page of each conversation (oldest first) keyed by the
 *  other person's id, unread counts keyed the same way (only non-zero ones), and whether older pages exist. */
export const ChatsAnswer = object({
  users: array(ChatUser),
  messages: record(string(), array(ChatMessage)),
  badges: record(string(), number()),
  more: record(string(), boolean()),
});
export type ChatsAnswer = Infer<typeof ChatsAnswer>;

/** GET parkings/{id}/chats/{userId}?before={messageId}: the page before that message, oldest first. */
export const ChatPageQuery = object({ before: optional(id()) });
export const ChatPageAnswer = object({ data: array(ChatMessage), more: boolean() });
export type ChatPageAnswer = Infer<typeof ChatPageAnswer>;

/** A client key: letters, digits and dashes (a UUID), so a retried send is recognised. */
export const ClientMessageId = pattern(string(), /^[A-Za-z0-9-]{8,64}$/);

/** POST parkings/{id}/chats/{userId} as JSON or a form: the text. As multipart, an `image` file instead of (or
 *  with) the text. */
export const ChatSendBody = object({
  message: optional(text(1, CHAT_RULES.messageMax)),
  client_id: optional(ClientMessageId),
});
export type ChatSendBody = Infer<typeof ChatSendBody>;

/** The send's answer: success and the stored message as its sender sees it. */
export const ChatSentAnswer = object({ success: boolean(), data: ChatMessage });
export const ChatReadAnswer = object({ success: boolean() });

/** The realtime event on the reader's channel `private-chat.{parkingId}.{userId}` (docs/realtime.md): a message
 *  to the reader (me false), or the reader's own sent from another tab (me true; `recipient_id` names the
 *  conversation then). */
export const NewMessageEvent = object({ sender_id: number(), recipient_id: number(), message: ChatMessage });
export type NewMessageEvent = Infer<typeof NewMessageEvent>;

/** The lot's presence channel: who of its people is connected (pusher presence members). */
export const chatChannel = (parkingId: number, userId: number): string => `private-chat.${parkingId}.${userId}`;
export const presenceChannel = (parkingId: number): string => `presence-parking.${parkingId}`;
