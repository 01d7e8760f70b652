// Security headers on the API and on the built console (docs/api.md, "Security headers"), and the address the
// server listens on by default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let console_: FastifyInstance;
let staticDir: string;
const apps: FastifyInstance[] = [];

/** An app on the test's database with some settings changed. */
async function appWith(change: (config: ServerConfig) => ServerConfig): Promise<FastifyInstance> {
  const app = await buildApp({ db: server.handle.db, config: change(structuredClone(server.app.config)) });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  server = await startTestServer();
  // A built console in miniature: index.html and one asset.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index.js"></script>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index.js'), 'console.log("nexo");');
  console_ = await buildApp({ db: server.handle.db, config: server.app.config, staticDir });
  apps.push(console_);
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
  await server.close();
});

/** The Content-Security-Policy header as directive -> sources. */
function csp(headers: Record<string, unknown>): Map<string, string[]> {
  const value = String(headers['content-security-policy'] ?? '');
  return new Map(value.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const policy = csp(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  // The maps' tiles: OpenStreetMap unless MAP_TILES_URL names another host.
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}

describe('security headers', () => {
  it('come with every API answer, successes and refusals alike', async () => {
    const ok = await server.app.inject({ method: 'GET', url: '/api/config' });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    const refused = await server.app.inject({ method: 'GET', url: '/api/menus/parking' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused.headers);
    const missing = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it("come with the console's index.html (also as a client route's fallback) and its assets", async () => {
    for (const url of ['/', '/dashboard', '/login/resetpassword/some-token', '/assets/index.js']) {
      const res = await console_.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers);
    }
    expect((await console_.inject({ method: 'GET', url: '/dashboard' })).body).toContain('<div id="root">');
  });

  it("let the console reach the realtime websocket at the console's public address (PUBLIC_URL), and nothing else", async () => {
    // The test server's PUBLIC_URL is http://nexo.test: 'self' covers it in CSP3 browsers; ws: and wss: for the others.
    const res = await server.app.inject({ method: 'GET', url: '/api/config' });
    expect(csp(res.headers).get('connect-src')).toEqual(["'self'", 'ws://nexo.test', 'wss://nexo.test']);
    // The console is told no host and no port: the page's own (GET /api/config).
    expect(res.json().realtime).toMatchObject({ wsHost: null, wsPort: null });
    // A public address with a port: so has the websocket.
    const ported = await appWith((c) => ({ ...c, publicUrl: 'http://nexo.example.com:8080' }));
    expect(csp((await ported.inject({ method: 'GET', url: '/api/config' })).headers).get('connect-src')).toEqual(["'self'", 'ws://nexo.example.com:8080', 'wss://nexo.example.com:8080']);
    // A PUBLIC_URL that names no host name adds nothing, and breaks nothing.
    for (const publicUrl of ['not a url', 'http://[::1]:8080']) {
      const odd = await (await appWith((c) => ({ ...c, publicUrl }))).inject({ method: 'GET', url: '/api/config' });
      expect(odd.statusCode, publicUrl).toBe(200);
      expect(csp(odd.headers).get('connect-src'), publicUrl).toEqual(["'self'"]);
    }
  });

  it('name the configured realtime host and port (REALTIME_WS_HOST / an external service)', async () => {
    const app = await appWith((c) => ({ ...c, realtime: { ...c.realtime, wsHost: 'ws.example.com', wsPort: 443 } }));
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(csp(res.headers).get('connect-src')).toEqual(["'self'", 'ws://ws.example.com:443', 'wss://ws.example.com:443']);
    // Only one of the two configured: the other is PUBLIC_URL's.
    const portOnly = await appWith((c) => ({ ...c, publicUrl: 'http://nexo.example.com:8080', realtime: { ...c.realtime, wsHost: null, wsPort: 443 } }));
    expect(csp((await portOnly.inject({ method: 'GET', url: '/api/config' })).headers).get('connect-src')).toEqual(["'self'", 'ws://nexo.example.com:443', 'wss://nexo.example.com:443']);
    const hostOnly = await appWith((c) => ({ ...c, publicUrl: 'http://nexo.example.com:8080', realtime: { ...c.realtime, wsHost: 'ws.example.com', wsPort: null } }));
    expect(csp((await hostOnly.inject({ method: 'GET', url: '/api/config' })).headers).get('connect-src')).toEqual(["'self'", 'ws://ws.example.com:8080', 'wss://ws.example.com:8080']);
  });

  it('are the same whatever Host or X-Forwarded-Host the request names, behind a trusted proxy (TRUST_PROXY=1) too', async () => {
    const proxied = await appWith((c) => ({ ...c, trustProxy: true }));
    const plain = await proxied.inject({ method: 'GET', url: '/api/config' });
    for (const headers of [{ host: 'evil.example:8080' }, { host: 'evil.example;script-src *' }, { host: '10.0.0.5:8080', 'x-forwarded-host': 'evil.example' }]) {
      for (const app of [server.app, proxied]) {
        const res = await app.inject({ method: 'GET', url: '/api/config', headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(res.headers['content-security-policy'], JSON.stringify(headers)).toBe(plain.headers['content-security-policy']);
      }
    }
  });
});

describe("the maps' tiles", () => {
  it('come from MAP_TILES_URL, told to the console by GET config, and only its host joins img-src', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/config' })).json().map).toEqual({ tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    const tiles = 'http://tiles.lan:8088/osm/{z}/{x}/{y}.png';
    const local = await appWith((c) => ({ ...c, mapTilesUrl: readConfig({ MAP_TILES_URL: tiles }).mapTilesUrl }));
    const res = await local.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().map).toEqual({ tiles });
    expect(csp(res.headers).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://tiles.lan:8088']);
    // An address that names no http(s) host adds nothing (the map then shows its pin without tiles).
    const odd = await appWith((c) => ({ ...c, mapTilesUrl: 'javascript:alert(1)' }));
    expect(csp((await odd.inject({ method: 'GET', url: '/api/config' })).headers).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('the address the server listens on', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });
});
