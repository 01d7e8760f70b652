// The chat-delivery chart on a shopping request's chat (issue 19, the salesman's In progress and I'm here): the
// same chart (failed until delivered, send again or discard, pictures, read marks) with the request's calls instead
// of the lot's. `lotId` is the store's id; the request is the one conversation (its id in place of a person's) and
// the customer the one person in it. The store's chat is read whole, so `more` is false and an older page is the
// conversation as it is. No presence (a customer has none) and no pushed messages: the store's channel tells the
// workspace, and the view sends `chat.refresh` when the request's unread count rises.
import { fromPromise } from 'xstate';
import type { ChatMessage, ChatsAnswer } from '../../contracts/chat.struct';
import type { StoreRequest } from '../../contracts/shopping.struct';
import { fetchRequestChat, markRequestRead, sendRequestMessage } from '../../services/store-requests.api';
import type { OlderPage } from './chat-delivery.machine';
import type { Outgoing } from './chat-rules';

export type RequestChatInput = { branchId: number; request: Pick<StoreRequest, 'id' | 'customer_name'>; meId: number };

export function requestChatActors({ branchId, request, meId }: RequestChatInput) {
  const read = () => fetchRequestChat({ branchId, requestId: request.id, request, meId });
  return {
    loadChats: fromPromise<ChatsAnswer, { lotId: number }>(read),
    refreshChats: fromPromise<ChatsAnswer, { lotId: number }>(read),
    loadOlder: fromPromise<OlderPage, { lotId: number; userId: number; before: number }>(async () => ({
      userId: request.id,
      data: (await read()).messages[request.id] ?? [],
      more: false,
    })),
    sendMessage: fromPromise<ChatMessage, { lotId: number; outgoing: Outgoing }>(({ input }) =>
      sendRequestMessage({ branchId, requestId: request.id, meId, clientId: input.outgoing.clientId, text: input.outgoing.text, image: input.outgoing.image }),
    ),
    markRead: fromPromise<void, { lotId: number; userId: number }>(() => markRequestRead({ branchId, requestId: request.id })),
  };
}
