import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../server/db/schema';
import { hashToken } from '../../server/auth/tokens';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../../server/plugins/auth';
import { as, DEMO, login, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNAUTHENTICATED = { message: 'Unauthenticated.' };
const profileUrl = `/api/users/parking/${DEMO.parking.id}`;

describe('bearer sessions', () => {
  it('answers 401 Unauthenticated. without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer not-a-token' }]) {
      const res = await server.app.inject({ method: 'GET', url: profileUrl, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('reads the profile with a token from sign-in', async () => {
    const token = (await login(server.app, 'parking')).json().access_token;
    const res = await as(server.app, token, { method: 'GET', url: profileUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'parking@nexo.demo', first_name: 'Pablo', role: 'Parking administrator', type: 'parking' });
  });

  it('revokes the token at logout', async () => {
    const token = await tokenFor(server, 'parking');
    expect((await as(server.app, token, { method: 'GET', url: '/api/users/logout' })).statusCode).toBe(200);
    const after = await as(server.app, token, { method: 'GET', url: profileUrl });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
  });

  it('refuses an expired token', async () => {
    const token = await tokenFor(server, 'parking');
    await server.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await as(server.app, token, { method: 'GET', url: profileUrl })).statusCode).toBe(401);
  });

  it('slides the expiry to 12 hours after the last use', async () => {
    const token = await tokenFor(server, 'parking');
    const soon = new Date(Date.now() + 60 * 60 * 1000);
    await server.handle.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await as(server.app, token, { method: 'GET', url: profileUrl })).statusCode).toBe(200);
    const [row] = await server.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });

  it('ends a session 7 days after sign-in however recently it was used', async () => {
    const token = (await login(server.app, 'parking')).json().access_token as string;
    const where = eq(sessions.tokenHash, hashToken(token));
    // Six days and 23 hours old, last used almost 12 hours ago: still valid, and it slides to the 7-day mark only.
    const createdAt = new Date(Date.now() - SESSION_MAX_AGE_MS + 60 * 60 * 1000);
    await server.handle.db.update(sessions).set({ createdAt, expiresAt: new Date(Date.now() + 60_000) }).where(where);
    expect((await as(server.app, token, { method: 'GET', url: profileUrl })).statusCode).toBe(200);
    const [row] = await server.handle.db.select().from(sessions).where(where);
    expect(row.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_MAX_AGE_MS);

    // A second past 7 days: refused, although the idle limit has not passed. Another process would read it
    // afresh; the cache of this one holds a session for 5 s at most.
    await server.handle.db.update(sessions).set({ createdAt: new Date(Date.now() - SESSION_MAX_AGE_MS - 1000), expiresAt: new Date(Date.now() + SESSION_TTL_MS) }).where(where);
    server.app.sessionCache.evictUser(DEMO.parking.id);
    const res = await as(server.app, token, { method: 'GET', url: profileUrl });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('stores only the hash of a token', async () => {
    const token = await tokenFor(server, 'operator');
    const rows = await server.handle.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });
});
