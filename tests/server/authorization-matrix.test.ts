// The authorization matrix, generated from the route table: every declared route, for every demo account,
// against its own tenant and the other tenant, must answer 2xx, 401, 403 or 404 as its declaration says.
// A new route joins by being declared with defineRoute (its `example` gives a valid request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, sessionFor, startTestServer, tokenFor, type DemoName, type TestServer } from './helpers';
import { CUSTOMER_FIXTURE, customerTokenFor, insertCustomerFixtures } from './customer-fixtures';
import { customerExpected, customerIds, expected, ids, request } from './route-cases';

let server: TestServer;
const tokens = {} as Record<DemoName, string>;
/** The id of each account's session in `tokens`: a route example may carry the session's token_notifications. */
const sessionIds = {} as Record<DemoName, number>;
const permissions = {} as Record<DemoName, Set<string>>;

beforeAll(async () => {
  server = await startTestServer();
  await insertCustomerFixtures(server.handle.db);
  for (const who of Object.keys(DEMO) as DemoName[]) {
    ({ token: tokens[who], id: sessionIds[who] } = await sessionFor(server, who));
    const me = await server.app.inject({ method: 'POST', url: `/api/users/${DEMO[who].provider}/login`, payload: { email: DEMO[who].login, password: 'demo1234' } });
    permissions[who] = new Set(me.json().permissions as string[]);
  }
});
afterAll(() => server.close());

describe('authorization matrix', () => {
  it('covers every declared route (an excluded route says why)', () => {
    expect(server.app.routeTable.length).toBeGreaterThan(10);
    for (const route of server.app.routeTable) {
      if ('skip' in route.example) {
        expect(route.example.skip.length, `${route.method} ${route.url}`).toBeGreaterThan(10);
      }
    }
  });

  it('answers each account, own tenant and other tenant, as declared', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const route of server.app.routeTable) {
      if ('skip' in route.example) continue;
      const anonymous = await server.app.inject(request(route, route.example(ids('parking', 'own', 0))));
      const anonymousExpected = route.auth === 'public' ? 200 : 401;
      if (Math.floor(anonymous.statusCode / 100) !== Math.floor(anonymousExpected / 100)) failures.push(`${route.method} ${route.url} anonymous: ${anonymous.statusCode}, expected ${anonymousExpected}`);
      if (route.auth === 'public') continue;
      for (const who of Object.keys(DEMO) as DemoName[]) {
        for (const variant of ['own', 'other'] as const) {
          const want = expected(route, who, variant, permissions[who]);
          if (want === null) continue;
          // Each case gets its own session: routes such as logout end the one they are called with.
          const token = route.url === '/api/users/logout' ? await tokenFor(server, who) : tokens[who];
          const req = request(route, route.example(ids(who, variant, sessionIds[who])));
          const res = await server.app.inject({ ...req, headers: { authorization: `Bearer ${token}` } });
          cases++;
          const ok = want === 200 ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === want;
          if (!ok) failures.push(`${route.method} ${route.url} as ${who} (${variant}): ${res.statusCode}, expected ${want}: ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(50);
  });

  it("answers the demo customer's token as declared: its own requests 2xx, another customer's 404, and 401 on every console route (whose tokens the customer routes refuse: the matrix above)", async () => {
    const customerRoutes = server.app.routeTable.filter((r) => r.auth === 'customer');
    expect(customerRoutes.length).toBeGreaterThanOrEqual(12);
    const token = await customerTokenFor(server);
    const failures: string[] = [];
    let cases = 0;
    for (const route of server.app.routeTable) {
      if (route.auth === 'public' || route.auth === 'device') continue;
      for (const variant of ['own', 'other'] as const) {
        // A route the matrix skips changes a request's state or needs a file: its sample still shows who may call it.
        if ('skip' in route.example && !(route.auth === 'customer' ? variant === 'other' : variant === 'own')) continue;
        const example = 'skip' in route.example ? route.sample!(customerIds(variant)) : route.example(customerIds(variant));
        // The sign-out ends the session it is called with: it gets its own.
        const session = route.url === '/api/customer/logout' ? await customerTokenFor(server) : token;
        const res = await server.app.inject({ ...request(route, example), headers: { authorization: `Bearer ${session}` } });
        const want = customerExpected(route, variant);
        cases++;
        const ok = want === 200 ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === want;
        if (!ok) failures.push(`${route.method} ${route.url} as the customer (${variant}): ${res.statusCode}, expected ${want}: ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(100);
  });

  it("accepts each lot's device key on its own lot only", async () => {
    const failures: string[] = [];
    const deviceRoutes = server.app.routeTable.filter((r) => r.auth === 'device');
    expect(deviceRoutes.length).toBeGreaterThan(0);
    for (const route of deviceRoutes) {
      if ('skip' in route.example) continue;
      for (const lot of [1, 2, 3]) {
        for (const keyLot of [1, 2, 3]) {
          const example = route.example({ parkingId: lot, shopId: 1, branchId: 1, userId: 1, sessionId: 0, provider: 'parking', requestId: CUSTOMER_FIXTURE.request, offerId: CUSTOMER_FIXTURE.offer });
          const res = await server.app.inject({ ...request(route, example), headers: { 'x-device-key': `demo-lot-${keyLot}-key` } });
          const ok = keyLot === lot ? res.statusCode >= 200 && res.statusCode < 300 : res.statusCode === 401;
          if (!ok) failures.push(`${route.method} ${route.url} lot ${lot} with the key of lot ${keyLot}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers another tenant's id exactly like an id that does not exist (no existence leak)", async () => {
    const scoped = server.app.routeTable.filter((r) => r.auth === 'user' && r.tenant.kind !== 'none' && !('skip' in r.example));
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      if ('skip' in route.example) continue;
      const other = route.example(ids('parking', 'other', sessionIds.parking));
      const missing = route.example({ parkingId: 999_999, shopId: 999_999, branchId: 999_999, userId: 999_999, sessionId: sessionIds.parking, provider: 'parking', requestId: 999_999, offerId: 999_999 });
      const a = await server.app.inject({ ...request(route, other), headers: { authorization: `Bearer ${tokens.parking}` } });
      const b = await server.app.inject({ ...request(route, missing), headers: { authorization: `Bearer ${tokens.parking}` } });
      if (a.statusCode === 403) continue;
      expect([a.statusCode, a.body], `${route.method} ${route.url}`).toEqual([b.statusCode, b.body]);
    }
  });

  it("signs a lot's dashboard channel for an administrator of the lot, never for its operator (no parking.dashboard); chat and presence channels for the lot's people", async () => {
    const channelAuth = (headers: Record<string, string>, channel: string, url = '/api/broadcasting/auth') =>
      server.app.inject({ method: 'POST', url, headers, payload: { socket_id: '1234.5678', channel_name: channel } });
    const bearer = (who: DemoName) => ({ authorization: `Bearer ${tokens[who]}` });
    // The dashboard channel carries the lot's payments (UpdateDashboard's amount): the operator of lot 1 hears none.
    expect(permissions.operator.has('parking.dashboard')).toBe(false);
    expect((await channelAuth(bearer('operator'), 'private-dashboard.1')).statusCode).toBe(403);
    expect((await channelAuth(bearer('parking'), 'private-dashboard.1')).statusCode).toBe(200);
    expect((await channelAuth(bearer('parking2'), 'private-dashboard.3')).statusCode).toBe(200);
    expect((await channelAuth(bearer('parking2'), 'private-dashboard.1')).statusCode).toBe(403);
    // Each of a lot's people (operators.search) is signed their own chat channel and the lot's presence channel.
    expect((await channelAuth(bearer('operator'), 'private-chat.1.4')).statusCode).toBe(200);
    expect((await channelAuth(bearer('operator'), 'presence-parking.1')).json()).toHaveProperty('channel_data');
    expect((await channelAuth(bearer('parking'), 'private-chat.1.2')).statusCode).toBe(200);
    // Someone else's chat channel, or another lot's people: refused.
    expect((await channelAuth(bearer('operator'), 'private-chat.1.2')).statusCode).toBe(403);
    expect((await channelAuth(bearer('parking'), 'private-chat.1.4')).statusCode).toBe(403);
    expect((await channelAuth(bearer('parking2'), 'presence-parking.1')).statusCode).toBe(403);
    expect((await channelAuth(bearer('shop'), 'presence-parking.1')).statusCode).toBe(403);
    // A gate device still hears its own lot's channel (OpenGate) with its key.
    const device = await channelAuth({ 'x-device-key': 'demo-lot-1-key' }, 'private-dashboard.1', '/api/devices/parkings/1/broadcasting/auth');
    expect(device.statusCode).toBe(200);
  });
});
