// Path tests of the chat-delivery chart (spec 3 §4 Chat, §7): every generated path checked against the chart's
// transition table and oracle; then delivery, badges and paging on chosen stories.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { chatDeliveryMachine } from '../../src/machines/chat-delivery/chat-delivery.machine';
import { shownConversation, unreadTotal } from '../../src/machines/chat-delivery/chat-delivery.selectors';
import { describeChart } from './chart/describe-chart';
import { answer, chatDeliveryOracle, ME, offline, pushed, sent } from './oracles/chat-delivery.oracle';
import { pending } from './path-plan';

describeChart(chatDeliveryOracle);

const start = () => {
  const actor = createActor(
    chatDeliveryMachine.provide({ actors: { loadChats: pending(), refreshChats: pending(), sendMessage: pending(), markRead: pending(), loadOlder: pending() } }),
    { input: { lotId: 1, meId: ME } },
  ).start();
  actor.send({ type: 'xstate.done.actor.loadChats', output: answer } as never);
  return actor;
};

describe('chat-delivery stories', () => {
  it('keeps a failed message, lets it be sent again with its own key, and shows it delivered once', () => {
    const actor = start();
    actor.send({ type: 'chat.open', userId: 7 });
    actor.send({ type: 'chat.send', text: 'Voy para allá', image: null, clientId: 'c-1' });
    expect(actor.getSnapshot().matches({ ready: { delivery: 'sending' } })).toBe(true);
    // Send is disabled while one is with the server.
    actor.send({ type: 'chat.send', text: 'Otro', image: null, clientId: 'c-2' });
    expect(actor.getSnapshot().context.outgoing.map((o) => o.clientId)).toEqual(['c-1']);
    actor.send({ type: 'xstate.error.actor.sendMessage', error: offline } as never);
    expect(actor.getSnapshot().matches({ ready: { delivery: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.outgoing).toHaveLength(1);
    actor.send({ type: 'chat.resend', clientId: 'c-1' });
    actor.send({ type: 'xstate.done.actor.sendMessage', output: sent } as never);
    // The echo from the reader's channel afterwards changes nothing.
    actor.send({ type: 'realtime.event', event: 'NewMessage', data: pushed.ownEcho });
    const { messages, outgoing } = actor.getSnapshot().context;
    expect([messages[7].map((m) => m.id), outgoing]).toEqual([[20, 21, 30], []]);
  });

  it('counts a message heard twice once, and none for the open conversation', () => {
    const actor = start();
    actor.send({ type: 'realtime.event', event: 'NewMessage', data: pushed.fromSandra });
    actor.send({ type: 'realtime.event', event: 'NewMessage', data: pushed.fromSandra });
    actor.send({ type: 'realtime.event', event: 'NewMessage', data: pushed.fromRamiro });
    expect(actor.getSnapshot().context.badges).toEqual({ 7: 2, 9: 1 });
    actor.send({ type: 'chat.open', userId: 7 });
    actor.send({ type: 'xstate.done.actor.markRead' } as never);
    actor.send({ type: 'realtime.event', event: 'NewMessage', data: { ...pushed.fromRamiro, message: { ...pushed.fromRamiro.message, id: 43 } } });
    expect(actor.getSnapshot().context.badges).toEqual({ 9: 1 });
    expect(actor.getSnapshot().matches({ ready: { thread: { open: 'reading' } } })).toBe(true);
  });

  it('puts an older page in front and stops offering more after the last', () => {
    const actor = start();
    actor.send({ type: 'chat.open', userId: 7 });
    actor.send({ type: 'chat.older' });
    actor.send({ type: 'xstate.done.actor.loadOlder', output: { userId: 7, data: [{ ...sent, id: 3, client_id: null }], more: false } } as never);
    expect(actor.getSnapshot().context.messages[7].map((m) => m.id)).toEqual([3, 20, 21]);
    actor.send({ type: 'chat.older' });
    expect(actor.getSnapshot().matches({ ready: { history: 'idle' } })).toBe(true);
  });

  it('shows a message once when the echo comes before the answer, and waiting ones after the stored, failed', () => {
    const actor = start();
    actor.send({ type: 'chat.open', userId: 7 });
    actor.send({ type: 'chat.send', text: 'Voy para allá', image: null, clientId: 'c-1' });
    const waiting = shownConversation(actor.getSnapshot().context, 7);
    expect(waiting.map((m) => [m.key, m.fail, m.waiting, m.sending])).toEqual([['m20', false, false, false], ['m21', false, false, false], ['cc-1', true, true, true]]);
    actor.send({ type: 'realtime.event', event: 'NewMessage', data: pushed.ownEcho });
    expect(shownConversation(actor.getSnapshot().context, 7).map((m) => m.key)).toEqual(['m20', 'm21', 'm30']);
    actor.send({ type: 'xstate.error.actor.sendMessage', error: offline } as never);
    actor.send({ type: 'chat.send', text: 'Otra vez', image: null, clientId: 'c-1' });
    // A used key is refused: the message waiting with it is sent again with Send again.
    expect(actor.getSnapshot().matches({ ready: { delivery: 'idle' } })).toBe(true);
    expect(unreadTotal({ badges: { 7: 2, 9: 1 } })).toBe(3);
  });

  it('sends only into an open conversation, keeps a failed message while another is delivered, and touches no key it does not hold', () => {
    const actor = start();
    actor.send({ type: 'chat.send', text: 'Sin nadie', image: null, clientId: 'c-0' });
    expect(actor.getSnapshot().context.outgoing).toEqual([]);
    actor.send({ type: 'chat.open', userId: 7 });
    actor.send({ type: 'chat.send', text: 'Primero', image: null, clientId: 'c-1' });
    // The one with the server cannot be dropped.
    actor.send({ type: 'chat.discard', clientId: 'c-1' });
    expect(actor.getSnapshot().context.outgoing.map((o) => o.clientId)).toEqual(['c-1']);
    actor.send({ type: 'xstate.error.actor.sendMessage', error: offline } as never);
    // A key nobody holds is neither sent again nor dropped.
    actor.send({ type: 'chat.resend', clientId: 'c-9' });
    expect(actor.getSnapshot().matches({ ready: { delivery: 'idle' } })).toBe(true);
    // A new message goes while the failed one waits, and its delivery leaves the failed one waiting.
    actor.send({ type: 'chat.send', text: 'Segundo', image: null, clientId: 'c-2' });
    expect(actor.getSnapshot().context.sendingId).toBe('c-2');
    actor.send({ type: 'xstate.done.actor.sendMessage', output: { ...sent, id: 31, message: 'Segundo', client_id: 'c-2' } } as never);
    expect(actor.getSnapshot().context.outgoing.map((o) => o.clientId)).toEqual(['c-1']);
  });
});
