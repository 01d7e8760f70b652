// Sign-in limits: wrong passwords counted in the database per account AND client address, and per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { DEMO, startTestServer, type DemoName, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Signs in from a given client address. */
function signIn(who: DemoName, password: string, remoteAddress: string, app: FastifyInstance = server.app) {
  const account = DEMO[who];
  return app.inject({
    method: 'POST',
    url: `/api/users/${account.provider}/login`,
    payload: { email: account.login, password },
    headers: { 'x-locale': 'en' },
    remoteAddress,
  });
}

/** Ends every open window, as if the minute had passed. */
const endWindows = () => server.handle.db.execute(sql`update attempt_counters set window_ends = now() - interval '1 second'`);

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after 5 wrong passwords from one address, even for the right password, and spares other accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('parking2', 'wrong', '10.0.0.9')).statusCode).toBe(401);
    const locked = await signIn('parking2', DEMO_PASSWORD, '10.0.0.9');
    expect(locked.statusCode).toBe(429);
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(locked.json().message).toBe(`Too many sign-in attempts. Please try again in ${wait} seconds.`);
    expect((await signIn('parking', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
  });

  it('does not lock the real user out from another address while an attacker is locked out', async () => {
    for (let i = 0; i < 8; i++) await signIn('shop', 'guess', '10.0.0.66');
    expect((await signIn('shop', DEMO_PASSWORD, '10.0.0.66')).statusCode).toBe(429);
    expect((await signIn('shop', DEMO_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    expect((await signIn('shop', DEMO_PASSWORD, '10.0.0.66')).statusCode).toBe(429);
  });

  it('lets the account try again once the window has ended', async () => {
    for (let i = 0; i < 5; i++) await signIn('manager', 'wrong', '10.0.0.7');
    expect((await signIn('manager', DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(429);
    await endWindows();
    expect((await signIn('manager', DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(200);
  });

  it('forgets the failures of an account and address after the right password', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn('operator', 'typo', '10.0.0.8')).statusCode).toBe(401);
    expect((await signIn('operator', DEMO_PASSWORD, '10.0.0.8')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('operator', 'typo', '10.0.0.8')).statusCode).toBe(401);
    expect((await signIn('operator', DEMO_PASSWORD, '10.0.0.8')).statusCode).toBe(200);
  });

  it('counts 40 simultaneous wrong passwords exactly: 5 are checked, 35 refused', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn('salesman', 'wrong', '10.0.0.40')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect((await signIn('salesman', DEMO_PASSWORD, '10.0.0.40')).statusCode).toBe(429);
  });

  it('never throttles successful sign-ins of many users from one address', async () => {
    for (let i = 0; i < 40; i++) {
      expect((await signIn(i % 2 ? 'shop' : 'operator', DEMO_PASSWORD, '10.0.0.50')).statusCode).toBe(200);
    }
  });

  it('counts across server processes that share the database', async () => {
    const other = await buildApp({ db: server.handle.db, config: server.app.config });
    try {
      for (let i = 0; i < 3; i++) expect((await signIn('admin', 'wrong', '10.0.0.20')).statusCode).toBe(401);
      for (let i = 0; i < 2; i++) expect((await signIn('admin', 'wrong', '10.0.0.20', other)).statusCode).toBe(401);
      expect((await signIn('admin', DEMO_PASSWORD, '10.0.0.20')).statusCode).toBe(429);
      expect((await signIn('admin', DEMO_PASSWORD, '10.0.0.20', other)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('the per-address limit', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ throttle: { perAddress: 6 } });
  });
  afterAll(() => small.close());

  it('limits wrong passwords from one address across accounts, and only that address', async () => {
    const who: DemoName[] = ['admin', 'parking', 'parking2', 'shop', 'manager', 'operator'];
    for (const name of who) expect((await signIn(name, 'wrong', '10.0.0.3', small.app)).statusCode).toBe(401);
    expect((await signIn('salesman', DEMO_PASSWORD, '10.0.0.3', small.app)).statusCode).toBe(429);
    expect((await signIn('salesman', DEMO_PASSWORD, '10.0.0.4', small.app)).statusCode).toBe(200);
  });
});
