// The reader's chat actor for a lot (the chat-delivery chart, live on the reader's channel and the lot's
// presence), with the chime the chart plays for a pushed message.
import { useActorRef } from '@xstate/react';
import { chatDeliveryMachine, liveChatActors } from '../../../machines/chat-delivery/chat-delivery.machine';
import { playChime } from './chat-sound';

export function useChat(lotId: number, meId: number) {
  return useActorRef(chatDeliveryMachine.provide({ actors: liveChatActors({ lotId, meId }), actions: { playSound: playChime } }), { input: { lotId, meId } });
}

export type ChatRef = ReturnType<typeof useChat>;
