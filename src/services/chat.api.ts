// The chat's calls (spec 3 §7 "Operators and chat", docs/api.md "Chat"): the reader's conversations, an older
// page of one, a send (text or an image, with the sender's key so a resend is stored once), and the read mark.
// A failed send is quiet: the message itself shows it failed and can be sent again.
import { ChatPageAnswer, ChatReadAnswer, ChatSentAnswer, ChatsAnswer, type ChatMessage } from '../contracts/chat.struct';
import { apiCall } from './http';

export const fetchChats = (lotId: number): Promise<ChatsAnswer> => apiCall(ChatsAnswer, `parkings/${lotId}/chats`);

export const fetchOlderMessages = (lotId: number, userId: number, before: number): Promise<ChatPageAnswer> =>
  apiCall(ChatPageAnswer, `parkings/${lotId}/chats/${userId}?before=${before}`);

export type ChatSendRequest = { lotId: number; userId: number; clientId: string; text: string; image: File | null };

export async function sendChatMessage({ lotId, userId, clientId, text, image }: ChatSendRequest): Promise<ChatMessage> {
  const form = new FormData();
  form.append('client_id', clientId);
  if (text) form.append('message', text);
  if (image) form.append('image', image, image.name);
  const answer = await apiCall(ChatSentAnswer, `parkings/${lotId}/chats/${userId}`, { method: 'POST', body: form, quiet: true });
  if (!answer.success) throw new Error('send refused');
  return answer.data;
}

export async function markChatRead(lotId: number, userId: number): Promise<void> {
  await apiCall(ChatReadAnswer, `parkings/${lotId}/chats/${userId}/read`, { method: 'POST', quiet: true });
}
