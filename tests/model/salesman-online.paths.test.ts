// Path tests of the salesman's online chart (spec 1 §2.3, §4, §7, §8; issue 19 item 1): every generated path
// checked against the chart's transition table and oracle, for a salesman with an active store and one without;
// then chosen stories: the store that goes online is the one chosen last, a refused logout keeps the console
// present, a request before the browser answered rings without a notification.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { STORE_REQUEST_EVENT } from '../../src/contracts/shopping.struct';
import { salesmanOnlineMachine } from '../../src/machines/salesman-online/salesman-online.machine';
import { describeChartInputs } from './chart/describe-chart';
import { CENTRO, newRequest, onlineAnswer, salesmanOnlineOracle, TOKEN, VALLE } from './oracles/salesman-online.oracle';
import { pending } from './path-plan';

/** The realtime service as the chart's listener uses it: which channels it opens for which events, and their release. */
const channels = vi.hoisted(() => ({
  opened: [] as { name: string; events: readonly string[] }[],
  released: [] as string[],
  senders: new Map<string, (event: { type: string }) => void>(),
}));
vi.mock('../../src/services/realtime', async () => {
  const { fromCallback: callback } = await import('xstate');
  const channel = (name: string, events: readonly string[]) =>
    callback(({ sendBack }) => {
      channels.opened.push({ name, events });
      channels.senders.set(name, sendBack);
      return () => void channels.released.push(name);
    });
  return { channelEvents: channel, presenceMembers: (name: string) => channel(name, []) };
});

describeChartInputs(salesmanOnlineOracle, [
  { label: 'with an active store', input: { userId: 7, branchId: CENTRO, token: TOKEN } },
  { label: 'before a store is chosen', input: { userId: 7, branchId: null, token: TOKEN } },
]);

const start = (branchId: number | null, calls: string[] = []) =>
  createActor(
    salesmanOnlineMachine.provide({
      actors: { readOnline: pending(), goOnline: pending(), goOffline: pending(), askNotifications: pending(), listen: fromCallback(() => {}) },
      actions: { warnNoBranch: () => void calls.push('Error LogIn(id)'), ring: () => void calls.push('ring'), notify: () => void calls.push('notify') },
    }),
    { input: { userId: 7, branchId, token: TOKEN } },
  ).start();

describe('salesman-online stories', () => {
  it("the store dialog's yes: the chosen store, then going online, posts the chosen store", () => {
    const calls: string[] = [];
    const actor = start(null, calls);
    actor.send({ type: 'xstate.done.actor.readOnline', output: { online_branch: null, message: '' } } as never);
    actor.send({ type: 'online.goOnline' });
    expect([actor.getSnapshot().value, calls]).toEqual(['offline', ['Error LogIn(id)']]);
    actor.send({ type: 'online.branch', branchId: VALLE });
    actor.send({ type: 'online.goOnline' });
    expect(actor.getSnapshot().value).toBe('goingOnline');
    expect(actor.getSnapshot().children.goOnline?.getSnapshot()).toBeDefined();
  });

  it('a refused logout stays connected (still present), and a request before the browser answered only rings', () => {
    const calls: string[] = [];
    const actor = start(CENTRO, calls);
    actor.send({ type: 'xstate.done.actor.readOnline', output: onlineAnswer(CENTRO) } as never);
    const listener = actor.getSnapshot().children.listen;
    actor.send(newRequest);
    expect(calls).toEqual(['ring']);
    actor.send({ type: 'online.goOffline' });
    actor.send({ type: 'xstate.error.actor.goOffline', error: new Error('offline') } as never);
    expect(actor.getSnapshot().value).toEqual({ connected: 'online' });
    // The same listener: the presence channel was never left.
    expect(actor.getSnapshot().children.listen).toBe(listener);
    actor.send({ type: 'xstate.done.actor.askNotifications', output: 'granted' } as never);
    actor.send(newRequest);
    expect(calls).toEqual(['ring', 'ring', 'notify']);
  });

  it("connected, the console is on the salesman's presence channel and hears the store's; leaving releases both", () => {
    channels.opened.length = 0;
    channels.released.length = 0;
    const calls: string[] = [];
    const actor = createActor(
      salesmanOnlineMachine.provide({
        actors: { readOnline: pending(), goOnline: pending(), goOffline: pending(), askNotifications: pending() },
        actions: { ring: () => void calls.push('ring') },
      }),
      { input: { userId: 7, branchId: VALLE, token: TOKEN } },
    ).start();
    actor.send({ type: 'xstate.done.actor.readOnline', output: onlineAnswer(CENTRO) } as never);
    // The store online, not the active one.
    expect(channels.opened).toEqual([
      { name: 'presence-salesman.7', events: [] },
      { name: 'private-store.1', events: [STORE_REQUEST_EVENT] },
    ]);
    channels.senders.get('private-store.1')?.({ type: 'realtime.event', event: STORE_REQUEST_EVENT, data: { request_id: 5, kind: 'request' } } as EventObject);
    expect(calls).toEqual(['ring']);
    actor.send({ type: 'online.goOffline' });
    expect(channels.released).toEqual([]);
    actor.send({ type: 'xstate.done.actor.goOffline', output: { online_branch: null, message: '' } } as never);
    expect(channels.released.sort()).toEqual(['presence-salesman.7', 'private-store.1']);
    actor.stop();
  });

  it('leaving the store releases its channels: the real listener stops without an error', async () => {
    const actor = createActor(salesmanOnlineMachine.provide({ actors: { readOnline: pending(), goOnline: pending(), goOffline: pending(), askNotifications: pending() } }), {
      input: { userId: 7, branchId: CENTRO, token: TOKEN },
    }).start();
    actor.send({ type: 'xstate.done.actor.readOnline', output: onlineAnswer(CENTRO) } as never);
    expect(actor.getSnapshot().children.listen?.getSnapshot().status).toBe('active');
    actor.send({ type: 'online.goOffline' });
    actor.send({ type: 'xstate.done.actor.goOffline', output: { online_branch: null, message: '' } } as never);
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().children.listen).toBeUndefined();
    // A cleanup that threw would surface as an unhandled error after this tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().status).toBe('active');
    actor.stop();
  });
});
