// Builds the app on a fresh database for one test file: a copy of the seeded template that
// tests/server/database.global.ts made on the run's PostgreSQL (embedded, or DATABASE_URL for npm run test:pg).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, type DbHandle } from '../../server/db/connect';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { createSession, findSessionUser } from '../../server/plugins/auth';
import type { Payments } from '../../server/plugins/payments';
import { createSandboxPayments } from '../../server/plugins/payments/sandbox';
import type { ThrottleLimits } from '../../server/limits/account-limits';
import { databaseUrlFor } from './database-url';
import { gazetteerGeocoder } from './geocoder-double';

export type TestServer = { app: FastifyInstance; handle: DbHandle; dataDir: string; close: () => Promise<void> };

/** The secret the test servers' payments adapter shares with a test's gateway (tests/server/cards.test.ts). */
export const TEST_PAYMENTS_SECRET = 'test-payments-secret';

/**
 * The test servers' payments adapter, unless a test gives its own: the sandbox protocol with the test secret at an
 * address where nothing listens, so a signed card answer is verified (no network needed) and a charge is
 * 'unavailable' (nothing charged).
 */
const offlinePayments = (): Payments => createSandboxPayments({ url: 'http://127.0.0.1:9', secret: TEST_PAYMENTS_SECRET, timeoutMs: 1000, log: () => {} });

export async function startTestServer(opts: { throttle?: ThrottleLimits; payments?: Payments } = {}): Promise<TestServer> {
  const copy = await copyTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-test-'));
  const handle = await openPostgres(copy.url);
  const config = { ...readConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://nexo.test' }), databaseUrl: copy.url };
  const app = await buildApp({ db: handle.db, config, throttle: opts.throttle, geocoder: gazetteerGeocoder, payments: opts.payments ?? offlinePayments() });
  await app.ready();
  return {
    app,
    handle,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      await copy.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of this test file's own, copied from the seeded template. */
async function copyTemplate(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const template = inject('templateDatabase');
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template ${template}`);
  return { url: databaseUrlFor(adminUrl, name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export const DEMO = {
  admin: { id: 1, provider: 'nexo', login: 'admin@nexo.demo' },
  parking: { id: 2, provider: 'parking', login: 'parking@nexo.demo' },
  parking2: { id: 3, provider: 'parking', login: 'parking2@nexo.demo' },
  operator: { id: 4, provider: 'operator', login: 'PF_OPERADOR' },
  shop: { id: 5, provider: 'shopping', login: 'shop@nexo.demo' },
  manager: { id: 6, provider: 'shopping', login: 'manager@nexo.demo' },
  salesman: { id: 7, provider: 'salesman', login: 'TNDA_VENDEDOR' },
} as const;
export type DemoName = keyof typeof DEMO;

export function login(app: FastifyInstance, who: DemoName, password = DEMO_PASSWORD, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const account = DEMO[who];
  return app.inject({ method: 'POST', url: `/api/users/${account.provider}/login`, payload: { email: account.login, password }, headers });
}

/** A session token made directly in the database (no argon2, no throttle): for tests about routes, not sign-in. */
export const tokenFor = (server: TestServer, who: DemoName): Promise<string> => createSession(server.handle.db, DEMO[who].id);

/** A session as tokenFor makes it, with its id: what a route example's `sessionId` names (ExampleIds). */
export async function sessionFor(server: TestServer, who: DemoName): Promise<{ token: string; id: number }> {
  const token = await tokenFor(server, who);
  const user = await findSessionUser(server.handle.db, token);
  if (!user) throw new Error('a session just created could not be read back');
  return { token, id: user.sessionId };
}

export function as(app: FastifyInstance, token: string, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
}
