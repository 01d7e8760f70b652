// The chat (src/ui/parking/chat: the operator's drawer, with its people and the conversation panel the operators
// screen shows too) along the shortest path to every state of the chat-delivery chart, its calls answered by
// mocked chat services: the loader, the failure with or without Retry, the people with presence and badges,
// the open conversation, a message sending and failed, older pages (spec 3 §4 Chat).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { chatDeliveryMachine } from '../../../src/machines/chat-delivery/chat-delivery.machine';
import { ChatDrawer } from '../../../src/ui/parking/chat/chat-drawer';
import { lot, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { chatDeliveryOracle, ME } from '../oracles/chat-delivery.oracle';

const api = vi.hoisted(() => ({ fetchChats: vi.fn(), fetchOlderMessages: vi.fn(), sendChatMessage: vi.fn(), markChatRead: vi.fn() }));
vi.mock('../../../src/services/chat.api', () => api);
vi.mock('../../../src/machines/chat-delivery/chat-delivery.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ chatDeliveryMachine: typeof chatDeliveryMachine }>();
  // The channels stay silent: the replay sends their events itself.
  return { ...chart, liveChatActors: () => ({}), chatDeliveryMachine: probed(chart.chatDeliveryMachine, ['loadChats', 'refreshChats', 'sendMessage', 'markRead', 'loadOlder']) };
});

setLocale('en');
const chats = settleable();
const read = settleable();
const send = settleable();
const older = settleable();
beforeEach(() => {
  for (const s of [chats, read, send, older]) s.reset();
  api.fetchChats.mockImplementation(chats.impl);
  api.markChatRead.mockImplementation(read.impl);
  api.sendChatMessage.mockImplementation(send.impl);
  api.fetchOlderMessages.mockImplementation(older.impl);
  // The key the composer makes for a message: the oracle's.
  vi.spyOn(crypto, 'randomUUID').mockReturnValue('c-1' as ReturnType<typeof crypto.randomUUID>);
});

const drawer = () => screen.getByRole('dialog', { name: "The lot's chat" });
const people = () => within(drawer()).getByRole('list', { name: 'People' });
const button = (name: string | RegExp) => within(drawer()).queryByRole('button', { name });
const nameOf = (c: { users: { id: number; first_name: string; last_name: string }[] }, id: number | null) => {
  const u = c.users.find((x) => x.id === id);
  return u ? `${u.first_name} ${u.last_name}` : '';
};

describeViewPaths<typeof chatDeliveryMachine>(chatDeliveryOracle, {
  render: () => {
    renderWithSession(<ChatDrawer lot={lot(1, 'Centro')} meId={ME} />, { path: '/search', stored: storedSession({ activeLotId: 1 }) });
    fireEvent.click(screen.getByRole('button', { name: /^Chat/ }));
  },
  drive: {
    'xstate.done.actor.loadChats': async (e) => (await chats.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadChats': async (e) => (await chats.reject((e as Failure).error), true),
    'xstate.done.actor.refreshChats': async (e) => (await chats.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.refreshChats': async (e) => (await chats.reject((e as Failure).error), true),
    'xstate.done.actor.markRead': async () => (await read.resolve(undefined), true),
    'xstate.error.actor.markRead': async (e) => (await read.reject((e as Failure).error), true),
    'xstate.done.actor.sendMessage': async (e) => (await send.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.sendMessage': async (e) => (await send.reject((e as Failure).error), true),
    'xstate.done.actor.loadOlder': async (e) => {
      const { data, more } = (e as Done<{ data: unknown; more: boolean }>).output;
      await older.resolve({ data, more });
      return true;
    },
    'xstate.error.actor.loadOlder': async (e) => (await older.reject((e as Failure).error), true),
    'chat.retry': () => {
      const retry = button('Retry');
      return retry !== null && (fireEvent.click(retry), true);
    },
    'chat.open': (e, snap) => {
      const name = nameOf(snap.context, (e as { userId: number }).userId);
      return name !== '' && (fireEvent.click(within(people()).getByRole('button', { name: new RegExp(name) })), true);
    },
    'chat.send': (e, snap) => {
      const { text, clientId } = e as { text: string; clientId: string };
      // The composer makes the key 'c-1' and refuses a blank text; the oracle's other cases go to the actor.
      if (clientId !== 'c-1' || text.trim() === '' || snap.context.outgoing.length > 0) return false;
      fireEvent.change(within(drawer()).getByRole('textbox', { name: 'Message' }), { target: { value: text } });
      fireEvent.click(within(drawer()).getByRole('button', { name: 'Send' }));
      return true;
    },
    'chat.resend': (e, snap) => {
      const again = button('Send again');
      return (e as { clientId: string }).clientId === 'c-1' && snap.context.sendingId === null && again !== null && (fireEvent.click(again), true);
    },
    'chat.discard': (e) => {
      const discard = button('Discard');
      return (e as { clientId: string }).clientId === 'c-1' && discard !== null && (fireEvent.click(discard), true);
    },
    'chat.older': () => {
      const more = button('Show older messages');
      return more !== null && (fireEvent.click(more), true);
    },
  },
  sees: {
    loading: (c) => {
      expect(within(drawer()).getByText('Loading the chat…')).toBeInTheDocument();
      expect(api.fetchChats).toHaveBeenLastCalledWith(c.lotId);
    },
    failed: (c) => {
      expect(within(drawer()).getByText('The chat could not be read')).toBeInTheDocument();
      expect(within(drawer()).getByText(c.error as string)).toBeInTheDocument();
      expect(button('Retry') !== null).toBe(c.retriable);
    },
    'ready.thread.closed': () => expect(within(drawer()).getByText('Choose someone to talk to.')).toBeInTheDocument(),
    'ready.thread.open': (c) => {
      const name = nameOf(c, c.openId);
      expect(within(drawer()).getByRole('heading', { name })).toBeInTheDocument();
      expect(within(people()).getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-pressed', 'true');
      const list = within(drawer()).getByRole('list', { name: `Messages with ${name}` });
      const stored = c.messages[c.openId as number] ?? [];
      for (const m of stored) expect(within(list).getByText(m.message)).toBeInTheDocument();
      // The reader's messages waiting for the server show failed, the one sending as such.
      const waiting = c.outgoing.filter((o) => o.userId === c.openId && !stored.some((m) => m.client_id === o.clientId));
      expect(list.querySelectorAll('[data-delivery="failed"]')).toHaveLength(waiting.length);
      expect(within(drawer()).getAllByText(c.online.includes(c.openId as number) ? 'Online' : 'Offline').length).toBeGreaterThan(0);
    },
    'ready.thread.open.reading': (c) => expect(api.markChatRead).toHaveBeenLastCalledWith(c.lotId, c.openId),
    'ready.thread.open.read': () => {},
    'ready.delivery.idle': (c) => {
      expect(within(drawer()).queryByText('Sending…')).toBeNull();
      if (c.openId !== null && c.outgoing.some((o) => o.userId === c.openId)) expect(button('Send again')).toBeEnabled();
    },
    'ready.delivery.sending': (c) => {
      const sending = c.outgoing.find((o) => o.clientId === c.sendingId);
      expect(api.sendChatMessage).toHaveBeenLastCalledWith({ lotId: c.lotId, userId: sending?.userId, clientId: sending?.clientId, text: sending?.text, image: null });
      if (sending?.userId === c.openId) expect(within(drawer()).getByText('Sending…')).toBeInTheDocument();
    },
    'ready.history.idle': (c) => expect(button('Show older messages') !== null).toBe(c.openId !== null && c.more[c.openId] === true),
    'ready.history.loadingOlder': (c) => expect(api.fetchOlderMessages).toHaveBeenLastCalledWith(c.lotId, c.openId, c.messages[c.openId as number][0].id),
    'ready.inbox.listening': (c) => {
      for (const u of c.users) {
        const count = c.badges[u.id] ?? 0;
        const row = within(people()).getByRole('button', { name: new RegExp(`${u.first_name} ${u.last_name}`) });
        if (count > 0) expect(within(row).getByLabelText(`${count} unread message${count === 1 ? '' : 's'}`)).toBeInTheDocument();
        else expect(within(row).queryByLabelText(/unread/)).toBeNull();
      }
    },
    'ready.sync.live': () => {},
    'ready.sync.refreshing': (c) => expect(api.fetchChats).toHaveBeenLastCalledWith(c.lotId),
  },
});
