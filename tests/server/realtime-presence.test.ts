// The chat's realtime side (issue 15 item 4, docs/realtime.md): POST broadcasting/auth for a person's chat channel
// and the lot's presence channel, the embedded server's presence channels (Pusher protocol v7: the roster on
// subscription, member_added / member_removed once per user however many sockets), and pusher-js in Node
// reading members and hearing NewMessage live.
import Pusher, { type Members, type PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth } from '../../server/realtime/pusher-protocol';
import type { PusherServer } from '../../server/realtime/pusher-server';
import { as, startTestServer, tokenFor, type DemoName, type TestServer } from './helpers';
import { Client } from './raw-pusher-client';


let server: TestServer;
let sockets: PusherServer;
let port: number;
const tokens = {} as Record<DemoName, string>;
const clients: Client[] = [];
const LOT = 'presence-parking.1';

const open = () => {
  const client = new Client(`ws://127.0.0.1:${port}/app/${server.app.config.realtime.key}?protocol=7&client=js&version=8.4.0`);
  clients.push(client);
  return client;
};
const authorise = (who: DemoName, socketId: string, channel: string, locale = 'en') =>
  as(server.app, tokens[who], { method: 'POST', url: '/api/broadcasting/auth', headers: { 'x-locale': locale }, payload: { socket_id: socketId, channel_name: channel } });

/** A socket of `who` on the lot's presence channel, answering the roster it was given. */
async function present(who: DemoName): Promise<{ client: Client; presence: { ids: string[]; hash: Record<string, unknown>; count: number } }> {
  const client = open();
  const socketId = await client.socketId();
  const answer = await authorise(who, socketId, LOT);
  expect(answer.statusCode, answer.body).toBe(200);
  const { auth, channel_data } = answer.json() as { auth: string; channel_data: string };
  client.send('pusher:subscribe', { channel: LOT, auth, channel_data });
  const ok = await client.next('pusher_internal:subscription_succeeded');
  expect(ok.channel).toBe(LOT);
  expect(typeof ok.data).toBe('string');
  return { client, presence: (JSON.parse(ok.data as string) as { presence: { ids: string[]; hash: Record<string, unknown>; count: number } }).presence };
}

const closed = (client: Client) =>
  new Promise<void>((resolve) => {
    client.ws.once('close', () => resolve());
    client.ws.close();
  });

beforeAll(async () => {
  server = await startTestServer();
  port = Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
  sockets = server.app.realtimeSockets!;
  for (const who of ['parking', 'parking2', 'operator', 'shop', 'admin'] as DemoName[]) tokens[who] = await tokenFor(server, who);
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.ws.terminate();
  await server.close();
});

describe('POST broadcasting/auth for the chat', () => {
  it("signs a person's own chat channel in each of their lots, and no one else's (403)", async () => {
    const { key, secret } = server.app.config.realtime;
    const ok = await authorise('operator', '11.22', 'private-chat.1.4');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ auth: channelAuth(key, secret, '11.22', 'private-chat.1.4') });
    for (const channel of ['private-chat.1.2', 'private-chat.2.2']) expect((await authorise('parking', '11.22', channel)).statusCode, channel).toBe(200);
    expect((await authorise('parking2', '11.22', 'private-chat.3.3')).statusCode).toBe(200);

    const refused: [DemoName, string][] = [
      ['operator', 'private-chat.1.2'], // the administrator's channel
      ['parking', 'private-chat.1.4'], // the operator's channel
      ['operator', 'private-chat.2.4'], // not a person of lot 2
      ['operator', 'private-chat.3.4'],
      ['parking2', 'private-chat.1.3'], // another lot
      ['parking', 'private-chat.1'],
      ['parking', 'private-chat.1.2.3'],
    ];
    for (const [who, channel] of refused) {
      const res = await authorise(who, '11.22', channel);
      expect([res.statusCode, res.json().message], `${who} ${channel}`).toEqual([403, 'This action is unauthorized.']);
    }
    // The shop's owner and the platform admin lack operators.search.
    expect((await authorise('shop', '11.22', 'private-chat.1.5', 'es')).json().message).toBe('No tienes permiso para realizar esta acción.');
    expect((await authorise('admin', '11.22', 'private-chat.1.1')).statusCode).toBe(403);
  });

  it("signs the lot's presence channel for its people with their channel_data, and refuses anyone else", async () => {
    const { key, secret } = server.app.config.realtime;
    const res = await authorise('operator', '5.6', LOT);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { auth: string; channel_data: string };
    expect(JSON.parse(answer.channel_data)).toEqual({ user_id: '4', user_info: { name: 'Oscar Operador' } });
    expect(answer.auth).toBe(channelAuth(key, secret, '5.6', LOT, answer.channel_data));
    expect(answer.auth).not.toBe(channelAuth(key, secret, '5.6', LOT));
    expect(JSON.parse((await authorise('parking', '5.6', 'presence-parking.2')).json().channel_data)).toEqual({ user_id: '2', user_info: { name: 'Pablo Fundadores' } });
    for (const [who, channel] of [
      ['parking2', LOT],
      ['operator', 'presence-parking.2'],
      ['parking', 'presence-parking.3'],
      ['parking', 'presence-other.1'],
    ] as [DemoName, string][]) {
      expect((await authorise(who, '5.6', channel)).statusCode, `${who} ${channel}`).toBe(403);
    }
  });

  it('still signs the dashboard channel for the administrator only (parking.dashboard)', async () => {
    expect((await authorise('parking', '1.2', 'private-dashboard.1')).statusCode).toBe(200);
    expect((await authorise('operator', '1.2', 'private-dashboard.1')).statusCode).toBe(403);
    expect((await authorise('parking2', '1.2', 'private-dashboard.1')).statusCode).toBe(403);
  });
});

describe('presence channels on the embedded server', () => {
  it('gives the roster on subscription and tells the others when a user first joins and last leaves', async () => {
    const admin = await present('parking');
    expect(admin.presence).toEqual({ ids: ['2'], hash: { '2': { name: 'Pablo Fundadores' } }, count: 1 });

    const operator = await present('operator');
    expect(operator.presence.count).toBe(2);
    expect(operator.presence.hash).toEqual({ '2': { name: 'Pablo Fundadores' }, '4': { name: 'Oscar Operador' } });
    expect([...operator.presence.ids].sort()).toEqual(['2', '4']);
    const added = await admin.client.next('pusher_internal:member_added');
    expect(added.channel).toBe(LOT);
    expect(JSON.parse(added.data as string)).toEqual({ user_id: '4', user_info: { name: 'Oscar Operador' } });

    // The operator's second tab: counted once, nobody is told.
    const secondTab = await present('operator');
    expect(secondTab.presence.count).toBe(2);
    expect(sockets.members(LOT).sort()).toEqual(['2', '4']);
    expect(sockets.subscribers(LOT)).toBe(3);
    await closed(secondTab.client);
    await admin.client.settle();
    expect(admin.client.frames.filter((f) => f.event.startsWith('pusher_internal:member'))).toEqual([]);

    // An unsubscribe of the last socket removes the user; so does closing it.
    operator.client.send('pusher:unsubscribe', { channel: LOT });
    const removed = await admin.client.next('pusher_internal:member_removed');
    expect(JSON.parse(removed.data as string)).toEqual({ user_id: '4' });
    expect(sockets.members(LOT)).toEqual(['2']);
    const again = await present('operator');
    await admin.client.next('pusher_internal:member_added');
    await closed(admin.client);
    expect(JSON.parse((await again.client.next('pusher_internal:member_removed')).data as string)).toEqual({ user_id: '2' });
    await closed(again.client);
    expect(sockets.members(LOT)).toEqual([]);
  });

  it('refuses a subscription whose channel_data is not the one signed, or missing (403), or not a member (400)', async () => {
    const { key, secret } = server.app.config.realtime;
    const client = open();
    const socketId = await client.socketId();
    const { auth, channel_data } = (await authorise('operator', socketId, LOT)).json() as { auth: string; channel_data: string };
    const forged = channel_data.replace('"4"', '"2"');
    const attempts = [{ auth, channel_data: forged }, { auth }, { auth: channelAuth(key, secret, socketId, LOT), channel_data }];
    for (const attempt of attempts) {
      client.send('pusher:subscribe', { channel: LOT, ...attempt });
      expect((await client.next('pusher:subscription_error')).data).toMatchObject({ type: 'AuthError', status: 403 });
    }
    for (const bad of ['not json', '[]', '{"user_info":{}}', JSON.stringify({ user_id: 'x'.repeat(200) })]) {
      client.send('pusher:subscribe', { channel: LOT, auth: channelAuth(key, secret, socketId, LOT, bad), channel_data: bad });
      expect((await client.next('pusher:subscription_error')).data, bad).toMatchObject({ status: 400 });
    }
    expect(sockets.subscribers(LOT)).toBe(0);
    // The right pair still works on the same socket.
    client.send('pusher:subscribe', { channel: LOT, auth, channel_data });
    expect(JSON.parse((await client.next('pusher_internal:subscription_succeeded')).data as string)).toMatchObject({ presence: { ids: ['4'], count: 1 } });
    await closed(client);
  });
});

/** pusher-js in Node as `who`, authorised through the route. */
function nodePusher(who: DemoName): Pusher {
  return new Pusher(server.app.config.realtime.key, {
    cluster: 'embedded',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: (params, callback) => {
        authorise(who, params.socketId, params.channelName).then(
          (res) => (res.statusCode === 200 ? callback(null, res.json() as { auth: string; channel_data?: string }) : callback(new Error(`status ${res.statusCode}`), null)),
          (err: Error) => callback(err, null),
        );
      },
    },
  });
}

const subscribed = (pusher: Pusher, name: string) =>
  new Promise<{ channel: ReturnType<Pusher['subscribe']>; members?: Members }>((resolve, reject) => {
    const channel = pusher.subscribe(name);
    channel.bind('pusher:subscription_succeeded', (members?: Members) => resolve({ channel, members }));
    channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
  });

describe('pusher-js against the embedded server', () => {
  it("reads the lot's members, hears them come and go, and the chat's NewMessage arrives live both ways", async () => {
    const admin = nodePusher('parking');
    const operator = nodePusher('operator');
    try {
      const adminPresence = await subscribed(admin, LOT);
      expect(adminPresence.members?.count).toBe(1);
      expect(adminPresence.members?.me).toEqual({ id: '2', info: { name: 'Pablo Fundadores' } });
      const joined = new Promise<unknown>((resolve) => adminPresence.channel.bind('pusher:member_added', resolve));
      const operatorPresence = await subscribed(operator, LOT);
      expect(await joined).toEqual({ id: '4', info: { name: 'Oscar Operador' } });
      expect(operatorPresence.members?.count).toBe(2);
      expect((operator.channel(LOT) as PresenceChannel).members.get('2')).toEqual({ id: '2', info: { name: 'Pablo Fundadores' } });

      const adminChat = (await subscribed(admin, 'private-chat.1.2')).channel;
      const operatorChat = (await subscribed(operator, 'private-chat.1.4')).channel;
      const toOperator = new Promise<unknown>((resolve) => operatorChat.bind('NewMessage', resolve));
      const ownEcho = new Promise<unknown>((resolve) => adminChat.bind('NewMessage', resolve));
      const res = await as(server.app, tokens.parking, { method: 'POST', url: '/api/parkings/1/chats/4', payload: { message: '¿Me escuchas?', client_id: 'live-0000-0001' } });
      expect(res.statusCode).toBe(200);
      expect(await toOperator).toMatchObject({ sender_id: 2, recipient_id: 4, message: { message: '¿Me escuchas?', me: false, client_id: 'live-0000-0001' } });
      expect(await ownEcho).toMatchObject({ sender_id: 2, recipient_id: 4, message: { me: true } });

      const toAdmin = new Promise<unknown>((resolve) => adminChat.bind('NewMessage', resolve));
      expect((await as(server.app, tokens.operator, { method: 'POST', url: '/api/parkings/1/chats/2', payload: { message: 'Fuerte y claro' } })).statusCode).toBe(200);
      expect(await toAdmin).toMatchObject({ sender_id: 4, recipient_id: 2, message: { message: 'Fuerte y claro', me: false } });

      // The operator's chat channel is refused to the administrator.
      await expect(subscribed(admin, 'private-chat.1.4')).rejects.toThrow();

      const left = new Promise<unknown>((resolve) => adminPresence.channel.bind('pusher:member_removed', resolve));
      operator.disconnect();
      expect(await left).toEqual({ id: '4', info: { name: 'Oscar Operador' } });
      expect((admin.channel(LOT) as PresenceChannel).members.count).toBe(1);
    } finally {
      admin.disconnect();
      operator.disconnect();
    }
  });
});
