import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../server/auth/login-throttle';
import { login, startTestServer, type TestServer } from './helpers';

describe('LoginThrottle', () => {
  it('locks an account after 5 failures for the rest of the window only', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perAccount: 5, perAddress: 30, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter('acc', 'ip')).toBe(0);
      throttle.fail('acc', 'ip');
      now += 1000;
    }
    expect(throttle.retryAfter('acc', 'ip')).toBe(55);
    expect(throttle.retryAfter('other', 'ip2')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfter('acc', 'ip')).toBe(0);
  });

  it('limits an address more loosely, across accounts', () => {
    const throttle = new LoginThrottle({ perAccount: 5, perAddress: 30, windowMs: 60_000 }, () => 0);
    for (let i = 0; i < 30; i++) throttle.fail(`acc${i}`, 'ip');
    expect(throttle.retryAfter('fresh-account', 'ip')).toBeGreaterThan(0);
    expect(throttle.retryAfter('fresh-account', 'another-ip')).toBe(0);
  });

  it('forgets an account failures after a success', () => {
    const throttle = new LoginThrottle(undefined, () => 0);
    for (let i = 0; i < 4; i++) throttle.fail('acc', 'ip');
    throttle.succeed('acc');
    throttle.fail('acc', 'ip');
    expect(throttle.retryAfter('acc', 'ip')).toBe(0);
  });
});

describe('sign-in throttling through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After after 5 failures, even for the right password, and spares other accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await login(server.app, 'parking2', 'wrong')).statusCode).toBe(401);
    const locked = await login(server.app, 'parking2', 'demo1234', { 'x-locale': 'en' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
    expect((await login(server.app, 'parking')).statusCode).toBe(200);
  });

  it('never throttles successful sign-ins of many users from one address', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await login(server.app, i % 2 ? 'shop' : 'operator')).statusCode).toBe(200);
    }
  });
});
