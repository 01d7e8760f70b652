// The realtime channel: the embedded Pusher protocol server on the app's own port (raw ws clients and
// pusher-js), the channel authorisation route, and delivery of what the routes publish.
import http from 'node:http';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { assign, createActor, setup } from 'xstate';
import { channelEvents, disconnectRealtime, realtimeOptions, setRealtimeConnector, type RealtimeEvent } from '../../src/services/realtime';
import { readConfig } from '../../server/config';
import { createExternalPublisher } from '../../server/realtime/external-publisher';
import { createPgFanout } from '../../server/realtime/pg-fanout';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { attachPusherServer, type PusherServer } from '../../server/realtime/pusher-server';
import { channelAuth } from '../../server/realtime/pusher-protocol';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { Client } from './raw-pusher-client';


let server: TestServer;
let sockets: PusherServer;
/** The app's one port: HTTP and the websockets alike. */
let port: number;
let parkingToken: string;
const clients: Client[] = [];
const open = (key = server.app.config.realtime.key, at = port) => {
  const client = new Client(`ws://127.0.0.1:${at}/app/${key}?protocol=7&client=js&version=8.4.0`);
  clients.push(client);
  return client;
};
const authorise = (token: string, socketId: string, channel: string, form = false) =>
  as(server.app, token, {
    method: 'POST',
    url: '/api/broadcasting/auth',
    ...(form
      ? { payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : { payload: { socket_id: socketId, channel_name: channel } }),
  });
const gateStatus = (lot: number, gate: number, status: string) =>
  server.app.inject({ method: 'POST', url: `/api/devices/parkings/${lot}/gates/${gate}/status`, headers: { 'x-device-key': `demo-lot-${lot}-key` }, payload: { status } });

/** A signed-in subscriber of `channel`, through the authorisation route. */
async function subscribed(channel: string): Promise<Client> {
  const client = open();
  const socketId = await client.socketId();
  const answer = await authorise(parkingToken, socketId, channel);
  expect(answer.statusCode).toBe(200);
  client.send('pusher:subscribe', { channel, auth: (answer.json() as { auth: string }).auth });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  port = Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
  if (!server.app.realtimeSockets) throw new Error('the embedded protocol server is not attached');
  sockets = server.app.realtimeSockets;
  parkingToken = await tokenFor(server, 'parking');
});
afterAll(async () => {
  for (const c of clients) c.ws.terminate();
  await server.close();
});

/** The HTTP status an upgrade request is answered with when it is refused. */
const refusedUpgrade = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', () => {}); // terminate() during the handshake reports one
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error(`${url} was upgraded`)));
  });

describe('the Pusher protocol server', () => {
  it('establishes a connection with a socket id and the activity timeout, as JSON text', async () => {
    const client = open();
    const frame = await client.next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    const data = JSON.parse(frame.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
  });

  it('closes a connection to a wrong app key with 4001', async () => {
    const client = open('not-the-key');
    const error = await client.next('pusher:error');
    expect((error.data as { code: number }).code).toBe(4001);
    expect((await client.closed).code).toBe(4001);
    // A very long or badly encoded key breaks nothing either.
    const long = open('k'.repeat(500));
    expect((await long.closed).code).toBe(4001);
    expect(await refusedUpgrade(`ws://127.0.0.1:${port}/app/%E0%A4%A`)).toBe(404);
    const fine = open();
    expect(await fine.socketId()).toMatch(/^\d+\.\d+$/);
  });

  it('shares the port with the API and refuses an upgrade on any other path (404)', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(200);
    const before = sockets.connections();
    for (const path of ['/', '/app', '/app/', `/app/${server.app.config.realtime.key}/more`, '/api/config', '/dashboard']) {
      expect(await refusedUpgrade(`ws://127.0.0.1:${port}${path}`), path).toBe(404);
    }
    // None of them became a connection; the API still answers on the same port.
    expect(sockets.connections()).toBe(before);
    expect((await fetch(`http://127.0.0.1:${port}/api/config`)).status).toBe(200);
  });

  it('subscribes to public channels without auth, and unsubscribes', async () => {
    const client = open();
    await client.socketId();
    client.send('pusher:subscribe', { channel: 'news' });
    const ok = await client.next('pusher_internal:subscription_succeeded');
    expect(ok.channel).toBe('news');
    expect(sockets.subscribers('news')).toBe(1);
    client.send('pusher:unsubscribe', { channel: 'news' });
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    expect(sockets.subscribers('news')).toBe(0);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = open();
    await client.socketId();
    client.send('pusher:ping', {});
    expect((await client.next('pusher:pong')).event).toBe('pusher:pong');
  });

  it('pings a silent socket after the activity timeout and closes it (4201) when no pong comes', async () => {
    const rt = server.app.config.realtime;
    const quickServer = http.createServer();
    const quick = attachPusherServer(quickServer, { key: rt.key, secret: rt.secret, publisher: server.app.publisher, activityTimeoutMs: 150, pongTimeoutMs: 150 });
    await new Promise<void>((resolve) => quickServer.listen(0, '127.0.0.1', resolve));
    const quickPort = (quickServer.address() as { port: number }).port;
    try {
      const answering = open(rt.key, quickPort);
      const silent = open(rt.key, quickPort);
      await answering.socketId();
      await silent.socketId();
      await answering.next('pusher:ping');
      answering.send('pusher:pong', {});
      await silent.next('pusher:ping');
      expect((await silent.closed).code).toBe(4201);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      await quick.close();
      await new Promise((resolve) => quickServer.close(resolve));
    }
  });

  it('closes the socket that sends a malformed frame (4200), and only that one', async () => {
    const bystander = await subscribed('private-dashboard.1');
    const client = open();
    await client.socketId();
    client.ws.send('{not json');
    const error = await client.next('pusher:error');
    expect(error.data).toEqual({ code: 4200, message: 'Invalid message format' });
    expect((await client.closed).code).toBe(4200);

    const another = open();
    await another.socketId();
    another.send('pusher:subscribe', 'no channel here');
    expect((await another.closed).code).toBe(4200);

    expect(bystander.ws.readyState).toBe(WebSocket.OPEN);
    expect((await gateStatus(1, 2, 'warning')).statusCode).toBe(200);
    expect((await bystander.next('UpdateGateStatus')).channel).toBe('private-dashboard.1');
  });
});

describe('private channels', () => {
  it('authorises a lot of the user (JSON or form body) and the subscription succeeds', async () => {
    const client = open();
    const socketId = await client.socketId();
    const form = await authorise(parkingToken, socketId, 'private-dashboard.2', true);
    expect(form.statusCode).toBe(200);
    const answer = await authorise(parkingToken, socketId, 'private-dashboard.1');
    expect(answer.statusCode).toBe(200);
    const { auth } = answer.json() as { auth: string };
    expect(auth).toMatch(new RegExp(`^${server.app.config.realtime.key}:[0-9a-f]{64}$`));
    client.send('pusher:subscribe', { channel: 'private-dashboard.1', auth });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe('private-dashboard.1');
  });

  it("refuses another tenant's lot (403) and a subscription without a valid signature (subscription_error 403)", async () => {
    const client = open();
    const socketId = await client.socketId();
    const refused = await authorise(parkingToken, socketId, 'private-dashboard.3');
    expect(refused.statusCode).toBe(403);
    expect((await authorise(parkingToken, socketId, 'private-other.1')).statusCode).toBe(403);
    // Only the names the server publishes to: the user's own lot written with a leading zero is no channel of it.
    for (const name of ['private-dashboard.01', 'private-chat.01.2', 'presence-parking.01']) {
      expect((await authorise(parkingToken, socketId, name)).statusCode, name).toBe(403);
    }
    expect((await server.app.inject({ method: 'POST', url: '/api/broadcasting/auth', payload: { socket_id: socketId, channel_name: 'private-dashboard.1' } })).statusCode).toBe(401);
    expect((await authorise(parkingToken, 'nonsense', 'private-dashboard.1')).statusCode).toBe(422);

    // A signature made for another socket does not open lot 3's channel either.
    const { key, secret } = server.app.config.realtime;
    client.send('pusher:subscribe', { channel: 'private-dashboard.3', auth: channelAuth(key, secret, '1.2', 'private-dashboard.3') });
    const error = await client.next('pusher:subscription_error');
    expect(error.channel).toBe('private-dashboard.3');
    expect(error.data).toMatchObject({ type: 'AuthError', status: 403 });
    expect(sockets.subscribers('private-dashboard.3')).toBe(0);
  });

  it("refuses the operator their own lot's channel: it carries the dashboard's data (payments), which needs parking.dashboard", async () => {
    const operatorToken = await tokenFor(server, 'operator');
    const client = open();
    const socketId = await client.socketId();
    const refused = await as(server.app, operatorToken, { method: 'POST', url: '/api/broadcasting/auth', headers: { 'x-locale': 'en' }, payload: { socket_id: socketId, channel_name: 'private-dashboard.1' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This action is unauthorized.');
    // Without a signature the socket cannot subscribe either, so no UpdateDashboard reaches it.
    client.send('pusher:subscribe', { channel: 'private-dashboard.1' });
    expect((await client.next('pusher:subscription_error')).data).toMatchObject({ type: 'AuthError', status: 403 });
  });

  it("signs a gate device's subscription to its own lot's channel only", async () => {
    const device = (lot: number, channel: string, key = `demo-lot-${lot}-key`) =>
      server.app.inject({ method: 'POST', url: `/api/devices/parkings/${lot}/broadcasting/auth`, headers: { 'x-device-key': key }, payload: { socket_id: '12.34', channel_name: channel } });
    const { key, secret } = server.app.config.realtime;
    const ok = await device(1, 'private-dashboard.1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ auth: channelAuth(key, secret, '12.34', 'private-dashboard.1') });
    expect((await device(1, 'private-dashboard.2')).statusCode).toBe(403);
    expect((await device(1, 'private-dashboard.1', 'demo-lot-2-key')).statusCode).not.toBe(200);
  });

  it("delivers a device's event to the lot's subscribers only, with its data as JSON text", async () => {
    const lot1 = await subscribed('private-dashboard.1');
    const lot2 = await subscribed('private-dashboard.2');
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/devices/parkings/1/gates/1/events',
      headers: { 'x-device-key': 'demo-lot-1-key' },
      payload: { event_id: 'rt-1', direction: 'in', plate: 'RTM0001' },
    });
    expect(res.statusCode).toBe(200);
    const frame = await lot1.next('UpdateCountCarGeneral');
    expect(frame.channel).toBe('private-dashboard.1');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(frame.data as string)).toMatchObject({ gate_id: 1, direction: 'in', plate: 'RTM0001' });
    // lot 2 hears its own events, and nothing of lot 1's.
    expect((await gateStatus(2, 6, 'warning')).statusCode).toBe(200);
    await lot2.next('UpdateGateStatus');
    expect(lot2.frames.filter((f) => f.event === 'UpdateCountCarGeneral')).toEqual([]);
  });
});

/** pusher-js in Node, authorised through the route by app.inject (no HTTP listener in tests), as it would post it. */
function nodePusher(): Pusher {
  const { key } = server.app.config.realtime;
  return new Pusher(key, {
    cluster: 'embedded',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: (params, callback) => {
        authorise(parkingToken, params.socketId, params.channelName, true).then(
          (res) => (res.statusCode === 200 ? callback(null, res.json() as { auth: string }) : callback(new Error(`status ${res.statusCode}`), null)),
          (err: Error) => callback(err, null),
        );
      },
    },
  });
}

describe('pusher-js against the embedded server', () => {
  it('connects, is authorised through the route, and receives the events of its channel', async () => {
    const pusher = nodePusher();
    try {
      const channel = pusher.subscribe('private-dashboard.1');
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
      });
      const received = new Promise<unknown>((resolve) => channel.bind('UpdateGateStatus', resolve));
      expect((await gateStatus(1, 1, 'offline')).statusCode).toBe(200);
      expect(await received).toMatchObject({ gate_id: 1, status: 'offline' });

      const refused = pusher.subscribe('private-dashboard.3');
      const error = await new Promise<unknown>((resolve) => refused.bind('pusher:subscription_error', resolve));
      expect(error).toMatchObject({ type: 'AuthError' });
    } finally {
      pusher.disconnect();
    }
  });
});

describe('GET /api/config', () => {
  it("tells the console to connect to the page's own host and port", async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ realtime: { key: server.app.config.realtime.key, wsHost: null, wsPort: null, forceTLS: false } });
  });
});

describe('the console service (src/services/realtime.ts)', () => {
  it("points pusher-js at the page's host and port when the server names neither", () => {
    const embedded = { key: 'k', wsHost: null, wsPort: null, forceTLS: false };
    const options = realtimeOptions(embedded, { hostname: 'nexo.example', port: '8080' });
    expect(options).toMatchObject({ wsHost: 'nexo.example', wsPort: 8080, wssPort: 8080, forceTLS: false, enabledTransports: ['ws'] });
    expect(options.channelAuthorization).toMatchObject({ endpoint: '/api/broadcasting/auth', transport: 'ajax' });
    // A page on its scheme's default port: ws on 80, wss (an https page) on 443.
    expect(realtimeOptions(embedded, { hostname: 'nexo.example', port: '' })).toMatchObject({ wsHost: 'nexo.example', wsPort: 80, wssPort: 443 });
    // A host and port the server names (REALTIME_WS_HOST / REALTIME_WS_PORT, an external service) win.
    const external = { key: 'k', wsHost: 'ws.example', wsPort: 6001, forceTLS: true };
    expect(realtimeOptions(external, { hostname: 'nexo.example', port: '8080' })).toMatchObject({ wsHost: 'ws.example', wsPort: 6001, wssPort: 6001, forceTLS: true });
  });

  it("sends a chart the channel's events, and 'realtime.reconnected' after a lost connection", async () => {
    let pusher: Pusher | null = null;
    setRealtimeConnector(async () => (pusher = nodePusher()));
    const chart = setup({
      types: { context: {} as { events: RealtimeEvent[] }, events: {} as RealtimeEvent },
      actors: { channelEvents: channelEvents('private-dashboard.1', ['UpdateGateStatus']) },
    }).createMachine({
      context: { events: [] },
      invoke: { id: 'channelEvents', src: 'channelEvents' },
      on: { '*': { actions: assign({ events: ({ context, event }) => [...context.events, event] }) } },
    });
    const actor = createActor(chart).start();
    const until = async (check: () => boolean) => {
      for (const end = Date.now() + 15_000; Date.now() < end && !check(); ) await new Promise((r) => setTimeout(r, 50));
      expect(check()).toBe(true);
    };
    try {
      await until(() => sockets.subscribers('private-dashboard.1') > 0 && pusher?.channel('private-dashboard.1')?.subscribed === true);
      expect((await gateStatus(1, 1, 'warning')).statusCode).toBe(200);
      await until(() => actor.getSnapshot().context.events.some((e) => e.type === 'realtime.event'));
      expect(actor.getSnapshot().context.events[0]).toEqual({ type: 'realtime.event', event: 'UpdateGateStatus', data: expect.objectContaining({ gate_id: 1, status: 'warning' }) });

      pusher!.disconnect();
      pusher!.connect();
      await until(() => actor.getSnapshot().context.events.some((e) => e.type === 'realtime.reconnected'));
    } finally {
      actor.stop();
      disconnectRealtime();
    }
  });
});

describe('LISTEN/NOTIFY fan-out between instances', () => {
  it('delivers a publish once on its own instance and once on the other', async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const a = await createPgFanout(inject('adminDatabaseUrl'), log);
    const b = await createPgFanout(inject('adminDatabaseUrl'), log);
    try {
      const heardA: RealtimeMessage[] = [];
      const heardB: RealtimeMessage[] = [];
      a.subscribe((m) => heardA.push(m));
      b.subscribe((m) => heardB.push(m));
      const message = { channel: 'private-dashboard.1', event: 'UpdateGateStatus', data: { gate_id: 1, status: 'online' } };
      a.publish(message);
      expect(heardA).toEqual([message]); // at once, not through the database
      for (const end = Date.now() + 15_000; Date.now() < end && heardB.length === 0; ) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200)); // a second copy, if any, would have come by now
      expect(heardB).toEqual([message]);
      expect(heardA).toEqual([message]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('the external Pusher-compatible service', () => {
  it('is chosen only when PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_HOST are all set', () => {
    const env = { PORT: '9000', PUSHER_APP_ID: 'app', PUSHER_KEY: 'key', PUSHER_SECRET: 'secret', PUSHER_HOST: 'soketi.local', PUSHER_PORT: '6001', PUSHER_SCHEME: 'http' };
    expect(readConfig(env).realtime).toMatchObject({ key: 'key', secret: 'secret', external: { host: 'soketi.local', port: 6001, useTLS: false }, wsHost: 'soketi.local', wsPort: 6001, forceTLS: false });
    const embedded = readConfig({ ...env, PUSHER_HOST: '' }).realtime;
    expect(embedded).toMatchObject({ key: 'key', external: null, wsHost: null, wsPort: null });
    // Embedded, the browser is told a port only when REALTIME_WS_PORT names one (a proxy in front).
    expect(readConfig({ PORT: '9000', REALTIME_WS_PORT: '443' }).realtime).toMatchObject({ external: null, wsHost: null, wsPort: 443 });
  });

  it('triggers each published event through the HTTP API and still tells local listeners; a failure is only logged', async () => {
    const triggered: unknown[][] = [];
    const warnings: string[] = [];
    const client = {
      trigger: async (...args: unknown[]) => {
        triggered.push(args);
        if (triggered.length === 2) throw new Error('service down');
        return {} as Response;
      },
    };
    const publisher = createExternalPublisher({ appId: 'a', key: 'k', secret: 's', host: 'h', port: 443, useTLS: true }, { warn: (_o, msg) => warnings.push(msg) }, client as never);
    const heard: RealtimeMessage[] = [];
    publisher.subscribe((m) => heard.push(m));
    const message = { channel: 'private-dashboard.1', event: 'OpenGate', data: { gate_id: 2, code: 'G2', visit_id: 9 } };
    publisher.publish(message);
    publisher.publish(message);
    await new Promise((r) => setTimeout(r, 10));
    expect(triggered).toEqual([
      ['private-dashboard.1', 'OpenGate', message.data],
      ['private-dashboard.1', 'OpenGate', message.data],
    ]);
    expect(heard).toEqual([message, message]);
    expect(warnings).toEqual(['realtime: the external service refused an event']);
  });
});
