// Where the browser reaches the card gateway (server/http/payments-address.ts): GET config's
// payments_url and the CSP's connect-src. No gateway: null and nothing added. The sandbox beside the server (a
// loopback PAYMENTS_URL): the page's own host on the gateway's port. PAYMENTS_PUBLIC_URL over an internal
// PAYMENTS_URL. An outside gateway: its own address.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import type { PaymentsConfig } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const apps: FastifyInstance[] = [];

async function appWith(payments: Partial<PaymentsConfig>): Promise<FastifyInstance> {
  const config = structuredClone(server.app.config);
  const app = await buildApp({ db: server.handle.db, config: { ...config, payments: { ...config.payments, ...payments } } });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await server.close();
});

const connectSrc = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy']).split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'connect-src')?.slice(1);

async function seen(app: FastifyInstance, host: string, extra: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/api/config', headers: { host, ...extra } });
  expect(res.statusCode).toBe(200);
  return { url: (res.json() as { payments_url: string | null }).payments_url, connect: connectSrc(res.headers) };
}

describe('the card gateway as the browser reaches it', () => {
  it('is null with no gateway, and the CSP names none', async () => {
    expect(await seen(server.app, 'nexo.example.com:8080')).toEqual({ url: null, connect: ["'self'", 'ws://nexo.example.com:8080', 'wss://nexo.example.com:8080'] });
  });

  it("is the page's own host on a loopback gateway's port (the sandbox beside the server)", async () => {
    const app = await appWith({ url: 'http://127.0.0.1:41234' });
    expect(await seen(app, '127.0.0.1:8189')).toEqual({ url: 'http://127.0.0.1:41234', connect: ["'self'", 'ws://127.0.0.1:8189', 'wss://127.0.0.1:8189', 'http://127.0.0.1:41234'] });
    // A console opened from another machine of the network (HOST=0.0.0.0) reaches the gateway at the same name.
    expect(await seen(app, '192.168.1.20:8080')).toMatchObject({ url: 'http://192.168.1.20:41234' });
    expect((await seen(app, 'localhost:8080')).connect).toContain('http://localhost:41234');
    // A Host that is no host name changes nothing.
    expect(await seen(app, 'evil.example;script-src *')).toMatchObject({ connect: ["'self'", 'http://127.0.0.1:41234'] });
  });

  it('is PAYMENTS_PUBLIC_URL when set, and an outside gateway its own address', async () => {
    const internal = await appWith({ url: 'http://gateway.internal:8090', publicUrl: 'https://pay.nexo.example' });
    expect(await seen(internal, 'nexo.example.com')).toEqual({ url: 'https://pay.nexo.example', connect: ["'self'", 'ws://nexo.example.com', 'wss://nexo.example.com', 'https://pay.nexo.example'] });
    const outside = await appWith({ url: 'https://sandbox.gateway.example/v1' });
    expect(await seen(outside, 'nexo.example.com')).toMatchObject({ url: 'https://sandbox.gateway.example/v1' });
    expect((await seen(outside, 'nexo.example.com')).connect).toContain('https://sandbox.gateway.example');
  });
});
