// Chat delivery (spec 3 §4 Chat, §7; the design card's "chat delivery" chart): the reader's conversations with
// the lot's people, read once and kept live by the reader's private channel and the lot's presence channel.
// Opening a conversation marks it read; a sent message shows failed until the server answers success, then
// delivered; send is enabled again after a failure and the message can be sent again (same client key, so it is
// stored once) or dropped; a pushed message raises the unread badge unless its conversation is open, and plays a
// sound; older messages are read page by page backwards; after a lost connection everything is read again.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { ChatMessage, ChatPageAnswer, ChatsAnswer, ChatUser } from '../../contracts/chat.struct';
import { chatChannel, presenceChannel } from '../../contracts/chat.struct';
import { fetchChats, fetchOlderMessages, markChatRead, sendChatMessage } from '../../services/chat.api';
import { toApiError } from '../../services/http';
import { channelEvents, presenceMembers } from '../../services/realtime';
import { isSendable, pushedMessage, withMessage, withOlderPage, withoutBadge, type Conversations, type Outgoing } from './chat-rules';

export type ChatDeliveryInput = { lotId: number; meId: number };

export type ChatDeliveryContext = {
  lotId: number;
  meId: number;
  users: ChatUser[];
  messages: Conversations;
  badges: Record<number, number>;
  more: Record<number, boolean>;
  /** Who is connected now (the lot's presence channel). */
  online: number[];
  openId: number | null;
  /** Messages written and not yet confirmed, in the order written; `sendingId` is the one with the server. */
  outgoing: Outgoing[];
  sendingId: string | null;
  error: string | null;
  retriable: boolean;
};

export type ChatDeliveryEvent =
  | { type: 'chat.retry' }
  | { type: 'chat.open'; userId: number }
  | { type: 'chat.close' }
  | { type: 'chat.send'; text: string; image: File | null; clientId: string }
  | { type: 'chat.resend'; clientId: string }
  | { type: 'chat.discard'; clientId: string }
  | { type: 'chat.older' }
  /** The lot's people changed (someone was added or edited): read the conversations again. */
  | { type: 'chat.refresh' }
  | { type: 'realtime.event'; event: string; data: unknown }
  | { type: 'realtime.reconnected' }
  | { type: 'presence.members'; ids: number[] };

export type OlderPage = ChatPageAnswer & { userId: number };

const failure = (error: unknown) => {
  const e = toApiError(error);
  return { error: e.message, retriable: e.retriable };
};

const loaded = ({ context, answer }: { context: ChatDeliveryContext; answer: ChatsAnswer }) => ({
  users: answer.users,
  messages: answer.messages,
  // The open conversation is being read: its count is not shown.
  badges: context.openId === null ? answer.badges : withoutBadge(answer.badges, context.openId),
  more: answer.more,
  error: null,
});

export const chatDeliveryMachine = setup({
  types: {
    context: {} as ChatDeliveryContext,
    events: {} as ChatDeliveryEvent,
    input: {} as ChatDeliveryInput,
    children: {} as { chatEvents: 'chatEvents'; presence: 'presence' },
  },
  actors: {
    loadChats: fromPromise<ChatsAnswer, { lotId: number }>(({ input }) => fetchChats(input.lotId)),
    refreshChats: fromPromise<ChatsAnswer, { lotId: number }>(({ input }) => fetchChats(input.lotId)),
    loadOlder: fromPromise<OlderPage, { lotId: number; userId: number; before: number }>(async ({ input }) => ({
      userId: input.userId,
      ...(await fetchOlderMessages(input.lotId, input.userId, input.before)),
    })),
    sendMessage: fromPromise<ChatMessage, { lotId: number; outgoing: Outgoing }>(({ input }) =>
      sendChatMessage({ lotId: input.lotId, userId: input.outgoing.userId, clientId: input.outgoing.clientId, text: input.outgoing.text, image: input.outgoing.image }),
    ),
    markRead: fromPromise<void, { lotId: number; userId: number }>(({ input }) => markChatRead(input.lotId, input.userId)),
    /** The reader's channel and the lot's presence: `liveChat` fills them in; left as is, nothing is pushed. */
    chatEvents: fromCallback<EventObject>(() => {}),
    presence: fromCallback<EventObject>(() => {}),
  },
  actions: {
    /** The sound of a pushed message from someone else (the app's). */
    playSound: () => {},
    addPushed: assign(({ context, event }) => {
      assertEvent(event, 'realtime.event');
      const { userId, message } = pushedMessage(event.event, event.data) as { userId: number; message: ChatMessage };
      const messages = withMessage(context.messages, userId, message);
      // A message heard twice (a reconnection, another tab) counts once.
      const counted = messages !== context.messages && !message.me && userId !== context.openId;
      return {
        messages,
        // The reader's own message from another tab replaces its copy waiting here (unless that one is sending).
        outgoing: context.outgoing.filter((o) => o.clientId !== message.client_id || o.clientId === context.sendingId),
        badges: counted ? { ...context.badges, [userId]: (context.badges[userId] ?? 0) + 1 } : context.badges,
      };
    }),
    openConversation: assign(({ context, event }) => {
      assertEvent(event, 'chat.open');
      return { openId: event.userId, badges: withoutBadge(context.badges, event.userId) };
    }),
  },
  guards: {
    retriable: ({ context }) => context.retriable,
    known: ({ context, event }) => {
      assertEvent(event, 'chat.open');
      return context.users.some((u) => u.id === event.userId);
    },
    sendable: ({ context, event }) => {
      assertEvent(event, 'chat.send');
      // A client key is used once: a message sent again keeps its own (chat.resend).
      return context.openId !== null && isSendable(event.text, event.image) && !context.outgoing.some((o) => o.clientId === event.clientId);
    },
    waiting: ({ context, event }) => {
      assertEvent(event, ['chat.resend', 'chat.discard']);
      return context.outgoing.some((o) => o.clientId === event.clientId) && context.sendingId !== event.clientId;
    },
    hasOlder: ({ context }) => context.openId !== null && context.more[context.openId] === true && (context.messages[context.openId]?.length ?? 0) > 0,
    /** A NewMessage from or to someone the reader knows (anyone else means the list changed: read it again). */
    pushedKnown: ({ context, event }) => {
      assertEvent(event, 'realtime.event');
      const pushed = pushedMessage(event.event, event.data);
      return pushed !== null && context.users.some((u) => u.id === pushed.userId);
    },
    pushedUnknown: ({ context, event }) => {
      assertEvent(event, 'realtime.event');
      const pushed = pushedMessage(event.event, event.data);
      return pushed !== null && !context.users.some((u) => u.id === pushed.userId);
    },
    /** A message from the person whose conversation is open: read at once. */
    pushedToOpen: ({ context, event }) => {
      assertEvent(event, 'realtime.event');
      const pushed = pushedMessage(event.event, event.data);
      return pushed !== null && !pushed.message.me && pushed.userId === context.openId;
    },
    /** A known person's message to the reader (not the reader's own from another tab): it sounds. */
    incomingKnown: ({ context, event }) => {
      assertEvent(event, 'realtime.event');
      const pushed = pushedMessage(event.event, event.data);
      return pushed !== null && !pushed.message.me && context.users.some((u) => u.id === pushed.userId);
    },
  },
}).createMachine({
  id: 'chatDelivery',
  description: "The reader's chat with the lot's people: conversations, delivery, badges, presence.",
  context: ({ input }) => ({
    lotId: input.lotId,
    meId: input.meId,
    users: [],
    messages: {},
    badges: {},
    more: {},
    online: [],
    openId: null,
    outgoing: [],
    sendingId: null,
    error: null,
    retriable: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The conversations are on their way.',
      invoke: {
        id: 'loadChats',
        src: 'loadChats',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: { target: 'ready', actions: assign(({ context, event }) => loaded({ context, answer: event.output })) },
        onError: { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    failed: {
      description: 'The conversations could not be read: the message, and Retry when trying again may help.',
      on: { 'chat.retry': { guard: 'retriable', target: 'loading', actions: assign({ error: null, retriable: false }) } },
    },
    ready: {
      description: 'The people and their conversations, live.',
      type: 'parallel',
      invoke: [
        { id: 'chatEvents', src: 'chatEvents' },
        { id: 'presence', src: 'presence' },
      ],
      on: {
        'presence.members': { actions: assign({ online: ({ event }) => event.ids }) },
      },
      states: {
        thread: {
          description: 'Which conversation is open.',
          initial: 'closed',
          states: {
            closed: {
              description: 'No conversation open: the list only.',
              on: {
                'chat.open': { guard: 'known', target: 'open', actions: 'openConversation' },
              },
            },
            open: {
              description: "A conversation is open: it is marked read when opened and when a message of its person arrives.",
              initial: 'reading',
              on: {
                'chat.open': [
                  { guard: 'known', target: 'open', reenter: true, actions: 'openConversation' },
                  { target: 'closed', actions: assign({ openId: null }) },
                ],
                'chat.close': { target: 'closed', actions: assign({ openId: null }) },
                'realtime.event': { guard: 'pushedToOpen', target: '.reading' },
                'xstate.done.actor.refreshChats': { target: '.reading' },
              },
              states: {
                reading: {
                  description: 'The read mark is with the server (its failure changes nothing on screen).',
                  invoke: {
                    id: 'markRead',
                    src: 'markRead',
                    input: ({ context }) => ({ lotId: context.lotId, userId: context.openId ?? 0 }),
                    onDone: { target: 'read' },
                    onError: { target: 'read' },
                  },
                },
                read: { description: 'Read.' },
              },
            },
          },
        },
        delivery: {
          description: 'Sending one message at a time; the others wait, shown failed.',
          initial: 'idle',
          on: { 'chat.discard': { guard: 'waiting', actions: assign({ outgoing: ({ context, event }) => context.outgoing.filter((o) => o.clientId !== event.clientId) }) } },
          states: {
            idle: {
              description: 'Send is enabled.',
              on: {
                'chat.send': {
                  guard: 'sendable',
                  target: 'sending',
                  actions: assign(({ context, event }) => ({
                    outgoing: [...context.outgoing, { userId: context.openId as number, clientId: event.clientId, text: event.text.trim(), image: event.image }],
                    sendingId: event.clientId,
                    error: null,
                  })),
                },
                'chat.resend': { guard: 'waiting', target: 'sending', actions: assign({ sendingId: ({ event }) => event.clientId, error: null }) },
              },
            },
            sending: {
              description: 'The message is with the server: send is disabled; it shows failed until the answer.',
              invoke: {
                id: 'sendMessage',
                src: 'sendMessage',
                input: ({ context }) => ({ lotId: context.lotId, outgoing: context.outgoing.find((o) => o.clientId === context.sendingId) as Outgoing }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const sent = context.outgoing.find((o) => o.clientId === context.sendingId) as Outgoing;
                    return {
                      messages: withMessage(context.messages, sent.userId, event.output),
                      outgoing: context.outgoing.filter((o) => o.clientId !== context.sendingId),
                      sendingId: null,
                    };
                  }),
                },
                onError: { target: 'idle', actions: assign(({ event }) => ({ ...failure(event.error), sendingId: null })) },
              },
            },
          },
        },
        history: {
          description: 'Older messages of the open conversation, a page at a time.',
          initial: 'idle',
          states: {
            idle: { on: { 'chat.older': { guard: 'hasOlder', target: 'loadingOlder' } } },
            loadingOlder: {
              invoke: {
                id: 'loadOlder',
                src: 'loadOlder',
                input: ({ context }) => ({ lotId: context.lotId, userId: context.openId as number, before: (context.messages[context.openId as number] as ChatMessage[])[0].id }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    messages: withOlderPage(context.messages, event.output.userId, event.output.data),
                    more: { ...context.more, [event.output.userId]: event.output.more },
                  })),
                },
                onError: { target: 'idle', actions: assign(({ event }) => failure(event.error)) },
              },
            },
          },
        },
        inbox: {
          description: "What the reader's channel pushes: messages to the reader, and the reader's own from another tab.",
          initial: 'listening',
          states: {
            listening: {
              on: {
                'realtime.event': [
                  { guard: 'incomingKnown', actions: ['addPushed', 'playSound'] },
                  { guard: 'pushedKnown', actions: 'addPushed' },
                ],
              },
            },
          },
        },
        sync: {
          description: 'After a lost connection, a message from someone not listed, or a change to the lot\'s people, everything is read again.',
          initial: 'live',
          states: {
            live: {
              on: {
                'realtime.reconnected': { target: 'refreshing' },
                'chat.refresh': { target: 'refreshing' },
                'realtime.event': { guard: 'pushedUnknown', target: 'refreshing' },
              },
            },
            refreshing: {
              invoke: {
                id: 'refreshChats',
                src: 'refreshChats',
                input: ({ context }) => ({ lotId: context.lotId }),
                onDone: { target: 'live', actions: assign(({ context, event }) => loaded({ context, answer: event.output })) },
                onError: { target: 'live' },
              },
            },
          },
        },
      },
    },
  },
});

/** The actors that keep the reader's chat in one lot live: the reader's channel and the lot's presence. */
export const liveChatActors = ({ lotId, meId }: ChatDeliveryInput) => ({
  chatEvents: channelEvents(chatChannel(lotId, meId), ['NewMessage']),
  presence: presenceMembers(presenceChannel(lotId)),
});
