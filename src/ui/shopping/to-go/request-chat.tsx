// The chat with the customer about one request (In progress, I'm here): the people chat's chart and panel on the
// request's calls (src/machines/chat-delivery/request-chat-actors.ts), opened as soon as it is read. The store's
// channel reaches the workspace, not this chat: each read of the workspace brings the request again (a customer's
// message is one of the changes the channel announces), and the chat then reads its conversation again.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { StoreRequest } from '../../../contracts/shopping.struct';
import { chatDeliveryMachine } from '../../../machines/chat-delivery/chat-delivery.machine';
import { requestChatActors } from '../../../machines/chat-delivery/request-chat-actors';
import { ChatPanel } from '../../parking/chat/chat-panel';

type RequestChatProps = { branchId: number; request: StoreRequest; meId: number; timeZone: string };

export function RequestChat({ branchId, request, meId, timeZone }: RequestChatProps) {
  const chat = useActorRef(chatDeliveryMachine.provide({ actors: requestChatActors({ branchId, request, meId }) }), { input: { lotId: branchId, meId } });
  const ready = useSelector(chat, (s) => s.matches('ready'));
  useEffect(() => {
    if (ready) chat.send({ type: 'chat.open', userId: request.id });
  }, [chat, ready, request.id]);
  // A new read of the request: read the conversation again (not on the first render: the chat reads it itself).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else chat.send({ type: 'chat.refresh' });
  }, [chat, request]);
  return <ChatPanel chat={chat} timeZone={timeZone} height={320} withPresence={false} />;
}
