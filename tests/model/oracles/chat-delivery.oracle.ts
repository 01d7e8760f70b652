// The oracle of the chat-delivery chart (spec 3 §4 Chat, §7), written from the spec: the reader (Lucía, id 4, a
// lot administrator) talks with Ramiro (7, an operator) and Sandra (9, another administrator). Opening a
// conversation clears its badge and marks it read; a message the reader sends is one with the server at a
// time and shows failed until the answer; a pushed message from someone else raises the badge unless their
// conversation is open, once per message, and sounds; the reader's own message from another tab does neither
// and replaces the copy waiting here; someone unknown, or a lost connection, means reading everything again.
// Used by tests/model/chat-delivery.paths.test.ts and the chat panel's replays.
import { expect } from 'vitest';
import type { ChatMessage, ChatsAnswer, ChatUser } from '../../../src/contracts/chat.struct';
import { chatDeliveryMachine, type ChatDeliveryContext, type ChatDeliveryEvent } from '../../../src/machines/chat-delivery/chat-delivery.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends ChatDeliveryEvent['type']> = Extract<ChatDeliveryEvent, { type: T }>;

export const ME = 4;
const user = (id: number, first_name: string, last_name: string, operator: boolean): ChatUser => ({
  id,
  first_name,
  last_name,
  role: operator ? 'Operator' : 'Parking administrator',
  type: operator ? 'operator' : 'parking',
  photo: { original: null },
});
export const users = [user(7, 'Ramiro', 'Treviño', true), user(9, 'Sandra', 'Salinas', false)];

export const message = (id: number, from: number, text: string, clientId: string | null = null): ChatMessage => ({
  id,
  message: text,
  me: from === ME,
  fail: false,
  is_image: false,
  image: null,
  time: `2026-11-24T15:${String(id % 60).padStart(2, '0')}:00.000Z`,
  sender_id: from,
  client_id: clientId,
});

export const answer: ChatsAnswer = {
  users,
  messages: { 7: [message(20, 7, '¿Abro la pluma 2?'), message(21, ME, 'Sí, ábrela')] },
  badges: { 7: 1 },
  more: { 7: true, 9: false },
};
export const olderPage = { userId: 7, data: [message(5, 7, 'Buenos días')], more: false };
export const sent = message(30, ME, 'Voy para allá', 'c-1');
/** NewMessage payloads as the reader's channel carries them. */
export const pushed = {
  fromRamiro: { sender_id: 7, recipient_id: ME, message: message(40, 7, 'Ya llegó la grúa') },
  fromSandra: { sender_id: 9, recipient_id: ME, message: message(41, 9, '¿Cerramos a las 9?') },
  /** The reader's own message to Ramiro, sent from another tab (the same one `sent` is). */
  ownEcho: { sender_id: ME, recipient_id: 7, message: sent },
  fromStranger: { sender_id: 12, recipient_id: ME, message: message(42, 12, 'Hola') },
};

export const offline = new ApiError('Network error');
export const notFound = new ApiError('Not found.', 404);
const mayPass = (e: ApiError) => e.status === null || e.status === 408 || e.status === 429 || e.status >= 500;

type Pushed = { sender_id: number; recipient_id: number; message: ChatMessage };
const asPushed = (e: unknown): Pushed | null => {
  const { event, data } = e as { event: string; data: Pushed };
  return event === 'NewMessage' && typeof data?.sender_id === 'number' && typeof data?.recipient_id === 'number' && data.message ? data : null;
};
const partnerOf = (p: Pushed) => (p.message.me ? p.recipient_id : p.sender_id);
const knows = (c: ChatDeliveryContext, id: number) => c.users.some((u) => u.id === id);
const has = (c: ChatDeliveryContext, id: number, messageId: number) => (c.messages[id] ?? []).some((m) => m.id === messageId);
const added = (c: ChatDeliveryContext, id: number, m: ChatMessage) =>
  has(c, id, m.id) ? c.messages : { ...c.messages, [id]: [...(c.messages[id] ?? []), m].sort((a, b) => a.id - b.id) };
const cleared = (badges: Record<number, number>, id: number | null) => Object.fromEntries(Object.entries(badges).filter(([k]) => Number(k) !== id));
const sending = (c: ChatDeliveryContext) => c.outgoing.find((o) => o.clientId === c.sendingId);

/** A pushed message's effect, the same whether it sounds or not. */
function withPushed(c: ChatDeliveryContext, e: unknown): Partial<ChatDeliveryContext> {
  const p = asPushed(e) as Pushed;
  const partner = partnerOf(p);
  const isNew = !has(c, partner, p.message.id);
  const counts = isNew && !p.message.me && partner !== c.openId;
  return {
    messages: added(c, partner, p.message),
    outgoing: c.outgoing.filter((o) => o.clientId !== p.message.client_id || o.clientId === c.sendingId),
    badges: counts ? { ...c.badges, [partner]: (c.badges[partner] ?? 0) + 1 } : c.badges,
  };
}

const realtime = (data: Pushed | { nonsense: true }) => ({ type: 'realtime.event', event: 'NewMessage', data }) as const;
const at = (value: unknown, region: string) => (value as Record<string, Record<string, unknown> | string>)?.[region];

export const chatDeliveryOracle: OracleOf<typeof chatDeliveryMachine> = {
  name: 'chat-delivery',
  machine: chatDeliveryMachine,
  input: { lotId: 1, meId: ME },
  // Each step offers only what keeps the graph small and still takes every row: the regions' pending answers
  // first, then a few stories (open, write, page back, hear, reconnect).
  events: ({ value, context: c }) => {
    const ready = at(value, 'ready') as Record<string, unknown> | undefined;
    if (!ready) {
      return [
        { type: 'xstate.done.actor.loadChats', output: answer },
        { type: 'xstate.error.actor.loadChats', error: offline },
        { type: 'xstate.error.actor.loadChats', error: notFound },
        { type: 'chat.retry' },
      ];
    }
    const thread = JSON.stringify(ready.thread);
    if (thread.includes('reading')) return [{ type: 'xstate.done.actor.markRead' }, { type: 'xstate.error.actor.markRead', error: offline }];
    if (ready.sync === 'refreshing') return [{ type: 'xstate.done.actor.refreshChats', output: answer }, { type: 'xstate.error.actor.refreshChats', error: offline }];
    if (ready.history === 'loadingOlder') return [{ type: 'xstate.done.actor.loadOlder', output: olderPage }, { type: 'xstate.error.actor.loadOlder', error: offline }];
    if (ready.delivery === 'sending') {
      return [{ type: 'xstate.done.actor.sendMessage', output: sent }, { type: 'xstate.error.actor.sendMessage', error: offline }, realtime(pushed.ownEcho)];
    }
    // Messages as first read: each story that adds one (a send, a push, a page) starts from there.
    const pristine = JSON.stringify(c.messages) === JSON.stringify(answer.messages);
    if (thread === '"closed"') {
      return [
        { type: 'chat.open', userId: 7 },
        { type: 'chat.open', userId: 99 },
        ...(pristine && c.online.length === 0 && c.outgoing.length === 0
          ? [{ type: 'presence.members' as const, ids: [7] }, realtime(pushed.fromSandra), realtime(pushed.fromStranger), realtime({ nonsense: true })]
          : []),
      ];
    }
    return [
      { type: 'chat.open', userId: 99 },
      { type: 'chat.close' },
      { type: 'chat.resend', clientId: 'c-1' },
      { type: 'chat.discard', clientId: 'c-1' },
      { type: 'chat.discard', clientId: 'c-9' },
      ...(pristine
        ? [
            { type: 'chat.open', userId: 9 } as const,
            { type: 'chat.send', text: '   ', image: null, clientId: 'c-2' } as const,
            ...(c.outgoing.length === 0 ? [{ type: 'chat.send', text: '  Voy para allá ', image: null, clientId: 'c-1' } as const, { type: 'chat.older' } as const] : []),
            realtime(pushed.fromRamiro),
            realtime(pushed.ownEcho),
            { type: 'realtime.reconnected' } as const,
            { type: 'chat.refresh' } as const,
          ]
        : []),
    ];
  },
  initialContext: (input) => ({
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
  guards: {
    retriable: (c) => c.retriable,
    known: (c, e: On<'chat.open'>) => knows(c, e.userId),
    // Text of 1 to 2,000 characters once trimmed, or an image; a new client key; someone open.
    sendable: (c, e: On<'chat.send'>) =>
      c.openId !== null && (e.image !== null || (e.text.trim() !== '' && e.text.trim().length <= 2000)) && !c.outgoing.some((o) => o.clientId === e.clientId),
    waiting: (c, e: On<'chat.resend'>) => c.outgoing.some((o) => o.clientId === e.clientId) && c.sendingId !== e.clientId,
    hasOlder: (c) => c.openId !== null && c.more[c.openId] === true && (c.messages[c.openId]?.length ?? 0) > 0,
    incomingKnown: (c, e) => {
      const p = asPushed(e);
      return p !== null && !p.message.me && knows(c, partnerOf(p));
    },
    pushedKnown: (c, e) => {
      const p = asPushed(e);
      return p !== null && knows(c, partnerOf(p));
    },
    pushedUnknown: (c, e) => {
      const p = asPushed(e);
      return p !== null && !knows(c, partnerOf(p));
    },
    pushedToOpen: (c, e) => {
      const p = asPushed(e);
      return p !== null && !p.message.me && p.sender_id === c.openId;
    },
  },
  effects: {
    'loading xstate.done.actor.loadChats': (c, e: Done<ChatsAnswer>) => ({ users: e.output.users, messages: e.output.messages, badges: cleared(e.output.badges, c.openId), more: e.output.more, error: null }),
    'loading xstate.error.actor.loadChats': (_c, e: Failure<ApiError>) => ({ error: e.error.message, retriable: mayPass(e.error) }),
    'failed chat.retry': () => ({ error: null, retriable: false }),
    'ready presence.members': (_c, e: On<'presence.members'>) => ({ online: e.ids }),
    'ready.inbox.listening realtime.event [incomingKnown]': withPushed,
    'ready.inbox.listening realtime.event [pushedKnown]': withPushed,
    'ready.thread.closed chat.open': (c, e: On<'chat.open'>) => ({ openId: e.userId, badges: cleared(c.badges, e.userId) }),
    'ready.thread.open chat.open [known]': (c, e: On<'chat.open'>) => ({ openId: e.userId, badges: cleared(c.badges, e.userId) }),
    'ready.thread.open chat.open [—]': () => ({ openId: null }),
    'ready.thread.open chat.close': () => ({ openId: null }),
    'ready.delivery chat.discard': (c, e: On<'chat.discard'>) => ({ outgoing: c.outgoing.filter((o) => o.clientId !== e.clientId) }),
    'ready.delivery.idle chat.send': (c, e: On<'chat.send'>) => ({
      outgoing: [...c.outgoing, { userId: c.openId as number, clientId: e.clientId, text: e.text.trim(), image: e.image }],
      sendingId: e.clientId,
      error: null,
    }),
    'ready.delivery.idle chat.resend': (_c, e: On<'chat.resend'>) => ({ sendingId: e.clientId, error: null }),
    'ready.delivery.sending xstate.done.actor.sendMessage': (c, e: Done<ChatMessage>) => {
      const o = sending(c);
      return o
        ? { messages: added(c, o.userId, e.output), outgoing: c.outgoing.filter((x) => x.clientId !== c.sendingId), sendingId: null }
        : { sendingId: null };
    },
    'ready.delivery.sending xstate.error.actor.sendMessage': (_c, e: Failure<ApiError>) => ({ error: e.error.message, retriable: mayPass(e.error), sendingId: null }),
    'ready.history.loadingOlder xstate.done.actor.loadOlder': (c, e: Done<typeof olderPage>) => {
      const current = c.messages[e.output.userId] ?? [];
      const fresh = e.output.data.filter((m) => !current.some((k) => k.id === m.id));
      return { messages: { ...c.messages, [e.output.userId]: [...fresh, ...current] }, more: { ...c.more, [e.output.userId]: e.output.more } };
    },
    'ready.history.loadingOlder xstate.error.actor.loadOlder': (_c, e: Failure<ApiError>) => ({ error: e.error.message, retriable: mayPass(e.error) }),
    'ready.sync.refreshing xstate.done.actor.refreshChats': (c, e: Done<ChatsAnswer>) => ({ users: e.output.users, messages: e.output.messages, badges: cleared(e.output.badges, c.openId), more: e.output.more, error: null }),
  },
  states: {
    '(root)': (c) => {
      expect(c.meId).toBe(ME);
      // Only non-zero counts, never the reader's own.
      for (const [id, n] of Object.entries(c.badges)) {
        expect(n).toBeGreaterThan(0);
        expect(Number(id)).not.toBe(ME);
      }
      // Client keys are unique; the one with the server is one of them.
      expect(new Set(c.outgoing.map((o) => o.clientId)).size).toBe(c.outgoing.length);
      if (c.sendingId !== null) expect(c.outgoing.map((o) => o.clientId)).toContain(c.sendingId);
    },
    loading: (c) => expect([c.users, c.openId]).toEqual([[], null]),
    failed: (c) => expect(c.error).toEqual(expect.any(String)),
    ready: (c) => {
      expect(c.users.map((u) => u.id)).not.toContain(ME);
      // Each conversation is in order, without doubles.
      for (const list of Object.values(c.messages)) expect(list.map((m) => m.id)).toEqual([...new Set(list.map((m) => m.id))].sort((a, b) => a - b));
    },
    'ready.thread.closed': (c) => expect(c.openId).toBeNull(),
    'ready.thread.open': (c) => {
      expect(c.users.map((u) => u.id)).toContain(c.openId);
      // The open conversation shows no badge.
      expect(c.badges[c.openId as number]).toBeUndefined();
    },
    'ready.delivery.idle': (c) => expect(c.sendingId).toBeNull(),
    'ready.delivery.sending': (c) => expect(sending(c)?.text.length ?? 0).toBeGreaterThan(0),
    'ready.history': () => {},
    'ready.sync': () => {},
    'ready.inbox': () => {},
  },
  invokes: {
    loadChats: (c) => ({ lotId: c.lotId }),
    refreshChats: (c) => ({ lotId: c.lotId }),
    markRead: (c) => ({ lotId: c.lotId, userId: c.openId }),
    sendMessage: (c) => ({ lotId: c.lotId, outgoing: sending(c) }),
    loadOlder: (c) => ({ lotId: c.lotId, userId: c.openId, before: c.messages[c.openId as number]?.[0]?.id }),
  },
  internalActions: ['addPushed', 'openConversation'],
};
