// The chat with the customer about one request (In progress, I'm here): the people chat's chart and panel on the
// request's calls (src/machines/chat-delivery/request-chat-actors.ts), opened as soon as it is read. The store's
// channel reaches the workspace, not this chat: when a read of the workspace brings the request with more unread
// messages than before (the customer wrote), the chat reads its conversation again. Only then: its own read mark
// is announced on the channel too, and reading again on every announcement would mark and read without end.
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
  const unread = useRef(request.unread);
  useEffect(() => {
    if (request.unread > unread.current) chat.send({ type: 'chat.refresh' });
    unread.current = request.unread;
  }, [chat, request.unread]);
  return <ChatPanel chat={chat} timeZone={timeZone} height={320} withPresence={false} />;
}
