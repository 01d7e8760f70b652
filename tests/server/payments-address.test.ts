// Where the browser reaches the card gateway (server/http/payments-address.ts): GET config's payments_url and
// the CSP's connect-src, from the configuration alone. No gateway: null and nothing added. The sandbox beside the
// server (a loopback PAYMENTS_URL): the console's public host (PUBLIC_URL) on the gateway's port.
// PAYMENTS_PUBLIC_URL over an internal PAYMENTS_URL. An outside gateway: its own address. A forged Host or
// X-Forwarded-Host changes none of it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig, type PaymentsConfig, type ServerConfig } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
const apps: FastifyInstance[] = [];

async function appWith(payments: Partial<PaymentsConfig>, other: Partial<ServerConfig> = {}): Promise<FastifyInstance> {
  const config = structuredClone(server.app.config);
  const app = await buildApp({ db: server.handle.db, config: { ...config, ...other, payments: { ...config.payments, ...payments } } });
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

async function seen(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/api/config', headers });
  expect(res.statusCode).toBe(200);
  return { url: (res.json() as { payments_url: string | null }).payments_url, connect: connectSrc(res.headers) };
}

describe('the card gateway as the browser reaches it', () => {
  it('is null with no gateway, and the CSP names none', async () => {
    expect(await seen(server.app)).toEqual({ url: null, connect: ["'self'", 'ws://nexo.test', 'wss://nexo.test'] });
  });

  it("is the console's public host (PUBLIC_URL) on a loopback gateway's port (the sandbox beside the server)", async () => {
    const local = await appWith({ url: 'http://127.0.0.1:41234' }, { publicUrl: 'http://127.0.0.1:8189' });
    expect(await seen(local)).toEqual({ url: 'http://127.0.0.1:41234', connect: ["'self'", 'ws://127.0.0.1:8189', 'wss://127.0.0.1:8189', 'http://127.0.0.1:41234'] });
    // `npm start` with nothing set: PUBLIC_URL's default, http://localhost:$PORT.
    expect(await seen(await appWith({ url: 'http://127.0.0.1:41234' }, { publicUrl: readConfig({}).publicUrl }))).toMatchObject({ url: 'http://localhost:41234' });
    // A console served to the machines of a private network (HOST=0.0.0.0, PUBLIC_URL naming this machine).
    expect(await seen(await appWith({ url: 'http://127.0.0.1:41234' }, { publicUrl: 'http://192.168.1.20:8080' }))).toMatchObject({ url: 'http://192.168.1.20:41234' });
  });

  it('is PAYMENTS_PUBLIC_URL when set, and an outside gateway its own address', async () => {
    const internal = await appWith({ url: 'http://gateway.internal:8090', publicUrl: 'https://pay.nexo.example' }, { publicUrl: 'https://nexo.example.com' });
    expect(await seen(internal)).toEqual({ url: 'https://pay.nexo.example', connect: ["'self'", 'ws://nexo.example.com', 'wss://nexo.example.com', 'https://pay.nexo.example'] });
    const outside = await appWith({ url: 'https://sandbox.gateway.example/v1' });
    expect(await seen(outside)).toMatchObject({ url: 'https://sandbox.gateway.example/v1' });
    expect((await seen(outside)).connect).toContain('https://sandbox.gateway.example');
  });

  it('is not moved by a forged Host or X-Forwarded-Host, behind a trusted proxy (TRUST_PROXY=1) or not', async () => {
    for (const trustProxy of [false, true]) {
      const app = await appWith({ url: 'http://127.0.0.1:41234' }, { publicUrl: 'http://127.0.0.1:8189', trustProxy });
      const honest = await app.inject({ method: 'GET', url: '/api/config' });
      for (const headers of [{ host: 'evil.example:8080' }, { host: 'evil.example' }, { host: '127.0.0.1:8189', 'x-forwarded-host': 'evil.example' }, { host: 'evil.example;connect-src *' }]) {
        const forged = await app.inject({ method: 'GET', url: '/api/config', headers });
        const what = `${JSON.stringify(headers)}, trustProxy ${trustProxy}`;
        expect(forged.json().payments_url, what).toBe('http://127.0.0.1:41234');
        expect(forged.headers['content-security-policy'], what).toBe(honest.headers['content-security-policy']);
        expect(String(forged.headers['content-security-policy']), what).not.toContain('evil');
      }
    }
  });
});
