// The salesman open to requests (issue 19 item 1; spec 1 §4, §7): POST users/salesman/branch/{branch}/login and
// …/logout with the login answer's token_notifications, GET users/salesman/online, and offline when signing out or
// when the salesman's last console tab leaves their presence channel (docs/realtime.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesmanOnline, branches } from '../../server/db/schema';
import { as, DEMO, login, startTestServer, tokenFor, type DemoName, type TestServer } from './helpers';
import { Client } from './raw-pusher-client';

let server: TestServer;
let port: number;
const clients: Client[] = [];
const SALESMAN = DEMO.salesman.id;
const CENTRO = 1;
const VALLE = 2;
const NORTE = 3;

/** A fresh sign-in of the demo salesman: its bearer token and the answer's token_notifications. */
async function signIn(who: DemoName = 'salesman'): Promise<{ bearer: string; notifications: string }> {
  const res = await login(server.app, who);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { access_token: string; token_notifications: string };
  return { bearer: answer.access_token, notifications: answer.token_notifications };
}

const post = (bearer: string, branch: number | string, action: 'login' | 'logout', body: unknown, locale = 'en') =>
  as(server.app, bearer, { method: 'POST', url: `/api/users/salesman/branch/${branch}/${action}`, headers: { 'x-locale': locale }, payload: body as object });

const rows = () => server.handle.db.select().from(salesmanOnline);
const onlineRead = async (bearer: string) =>
  (await as(server.app, bearer, { method: 'GET', url: '/api/users/salesman/online', headers: { 'x-locale': 'en' } })).json() as { online_branch: number | null };

/** A console tab of the salesman on their presence channel. */
async function tab(bearer: string, channel = `presence-salesman.${SALESMAN}`): Promise<Client> {
  const client = new Client(`ws://127.0.0.1:${port}/app/${server.app.config.realtime.key}?protocol=7`);
  clients.push(client);
  const socketId = await client.socketId();
  const signed = await as(server.app, bearer, { method: 'POST', url: '/api/broadcasting/auth', payload: { socket_id: socketId, channel_name: channel } });
  expect(signed.statusCode, signed.body).toBe(200);
  const { auth, channel_data } = signed.json() as { auth: string; channel_data: string };
  client.send('pusher:subscribe', { channel, auth, channel_data });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

const closed = (client: Client) =>
  new Promise<void>((resolve) => {
    client.ws.once('close', () => resolve());
    client.ws.close();
  });

/** The presence hook writes after the socket closes: wait for the table to say what is expected. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  // Up to 15 s, not a number of tries (100 tries of 20 ms were 2 s, short on a loaded machine).
  for (const until = Date.now() + 15_000; Date.now() < until; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the salesman_online table never reached the expected state');
}

beforeAll(async () => {
  server = await startTestServer();
  port = Number(new URL(await server.app.listen({ port: 0, host: '127.0.0.1' })).port);
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.ws.terminate();
  await server.close();
});

describe('POST users/salesman/branch/{branch}/login and logout', () => {
  it('goes online for their store with their token, reads it back, and goes offline', async () => {
    const { bearer, notifications } = await signIn();
    expect(await onlineRead(bearer)).toEqual({ online_branch: null, message: 'You are not receiving requests.' });
    const on = await post(bearer, CENTRO, 'login', { token: notifications });
    expect([on.statusCode, on.json()]).toEqual([200, { online_branch: CENTRO, message: 'You are open to requests.' }]);
    expect(await rows()).toMatchObject([{ userId: SALESMAN, branchId: CENTRO }]);
    expect((await onlineRead(bearer)).online_branch).toBe(CENTRO);
    // Again: still one row (the primary key is the user).
    expect((await post(bearer, CENTRO, 'login', { token: notifications }, 'es')).json()).toEqual({ online_branch: CENTRO, message: 'Estás abierto a solicitudes.' });
    expect(await rows()).toHaveLength(1);

    const off = await post(bearer, CENTRO, 'logout', { token: notifications });
    expect([off.statusCode, off.json()]).toEqual([200, { online_branch: null, message: 'You are not receiving requests.' }]);
    expect(await rows()).toEqual([]);
  });

  it('goes offline with no body, as spec 1 §7 sends it; a token sent must still be theirs', async () => {
    const { bearer, notifications } = await signIn();
    expect((await post(bearer, CENTRO, 'login', { token: notifications })).statusCode).toBe(200);
    const manager = await signIn('manager');
    const wrong = await post(bearer, CENTRO, 'logout', { token: manager.notifications });
    expect(wrong.statusCode).toBe(422);
    expect(await rows()).toHaveLength(1);
    const off = await as(server.app, bearer, { method: 'POST', url: `/api/users/salesman/branch/${CENTRO}/logout`, headers: { 'x-locale': 'en' } });
    expect([off.statusCode, off.json()]).toEqual([200, { online_branch: null, message: 'You are not receiving requests.' }]);
    expect(await rows()).toEqual([]);
  });

  it("refuses another shop's store, a store of the shop that is not theirs and an unknown one (403), changing nothing", async () => {
    const { bearer, notifications } = await signIn();
    for (const branch of [VALLE, NORTE, 999_999]) {
      const res = await post(bearer, branch, 'login', { token: notifications });
      expect([res.statusCode, res.json().message], String(branch)).toEqual([403, 'You can only manage your own stores.']);
      expect((await post(bearer, branch, 'logout', { token: notifications }, 'es')).json().message).toBe('Solo puedes administrar tus tiendas.');
    }
    expect(await rows()).toEqual([]);
  });

  it("refuses another user's token or a made-up one (422 on token), in the caller's language", async () => {
    const { bearer } = await signIn();
    const manager = await signIn('manager');
    for (const token of [manager.notifications, 'x'.repeat(43), 'short']) {
      const res = await post(bearer, CENTRO, 'login', { token }, 'es');
      expect(res.statusCode, token).toBe(422);
      expect(res.json().errors.token).toEqual(['Este no es el token de notificaciones de tu consola: vuelve a iniciar sesión.']);
    }
    for (const body of [{}, { token: '' }, { token: 5 }, { token: 'a'.repeat(256) }]) {
      expect((await post(bearer, CENTRO, 'login', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await post(bearer, 'abc', 'login', { token: 'x' })).statusCode).toBe(422);
    expect(await rows()).toEqual([]);
  });

  it('refuses a store that is not active (409 storeNotActive), and a user without shopping-to-go (403)', async () => {
    const { bearer, notifications } = await signIn();
    await server.handle.db.update(branches).set({ status: 'inactive' }).where(eq(branches.id, CENTRO));
    try {
      const res = await post(bearer, CENTRO, 'login', { token: notifications });
      expect([res.statusCode, res.json().message]).toEqual([409, 'This store is not active: it cannot receive requests.']);
      expect(await rows()).toEqual([]);
    } finally {
      await server.handle.db.update(branches).set({ status: 'active' }).where(eq(branches.id, CENTRO));
    }
    const manager = await signIn('manager');
    expect((await post(manager.bearer, CENTRO, 'login', { token: manager.notifications })).statusCode).toBe(403);
  });

  it('a logout for another store leaves the store they are online for', async () => {
    const { bearer, notifications } = await signIn();
    await post(bearer, CENTRO, 'login', { token: notifications });
    // The shop's owner acts on every store of the shop: online for Valle, then offline for Centro: Valle stays.
    const owner = await signIn('shop');
    expect((await post(owner.bearer, VALLE, 'login', { token: owner.notifications })).json().online_branch).toBe(VALLE);
    expect((await post(owner.bearer, CENTRO, 'logout', { token: owner.notifications })).json().online_branch).toBe(VALLE);
    expect((await post(owner.bearer, VALLE, 'logout', { token: owner.notifications })).json().online_branch).toBeNull();
    expect(await rows()).toMatchObject([{ userId: SALESMAN, branchId: CENTRO }]);
    await post(bearer, CENTRO, 'logout', { token: notifications });
  });
});

describe('offline without the toggle', () => {
  it('signing out (GET users/logout) takes the salesman offline', async () => {
    const { bearer, notifications } = await signIn();
    await post(bearer, CENTRO, 'login', { token: notifications });
    expect((await as(server.app, bearer, { method: 'GET', url: '/api/users/logout' })).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it("the salesman's last console tab leaving their presence channel takes them offline; one tab of two does not", async () => {
    const { bearer, notifications } = await signIn();
    const first = await tab(bearer);
    const second = await tab(bearer);
    await post(bearer, CENTRO, 'login', { token: notifications });
    await closed(first);
    await second.settle();
    expect(await rows()).toHaveLength(1);
    second.send('pusher:unsubscribe', { channel: `presence-salesman.${SALESMAN}` });
    await eventually(async () => (await rows()).length === 0);
  });

  it("another user's last tab on their own presence channels takes no one else offline", async () => {
    const { bearer, notifications } = await signIn();
    await post(bearer, CENTRO, 'login', { token: notifications });
    const operator = await tokenFor(server, 'operator');
    const lot = await tab(operator, 'presence-parking.1');
    await closed(lot);
    const probe = await tab(bearer);
    await probe.settle();
    expect(await rows()).toHaveLength(1);
    await post(bearer, CENTRO, 'logout', { token: notifications });
  });

  it("signs a salesman's presence channel for that salesman only", async () => {
    const { bearer } = await signIn();
    const signed = await as(server.app, bearer, { method: 'POST', url: '/api/broadcasting/auth', payload: { socket_id: '1.2', channel_name: `presence-salesman.${SALESMAN}` } });
    expect(JSON.parse((signed.json() as { channel_data: string }).channel_data)).toEqual({ user_id: String(SALESMAN), user_info: { name: expect.any(String) } });
    const refused: [DemoName, string][] = [
      ['salesman', `presence-salesman.${DEMO.manager.id}`],
      ['manager', `presence-salesman.${DEMO.manager.id}`], // no shopping.shopping-to-go
      ['shop', `presence-salesman.${SALESMAN}`],
      ['operator', `presence-salesman.${SALESMAN}`],
      ['salesman', 'presence-parking.1'],
    ];
    for (const [who, channel] of refused) {
      const token = who === 'salesman' ? bearer : await tokenFor(server, who);
      const res = await as(server.app, token, { method: 'POST', url: '/api/broadcasting/auth', payload: { socket_id: '1.2', channel_name: channel } });
      expect(res.statusCode, `${who} ${channel}`).toBe(403);
    }
  });
});
