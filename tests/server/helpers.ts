// Builds the app on a fresh database for one test file: in-memory PGlite by default, or PostgreSQL
// (DATABASE_URL, npm run test:pg) with its schema dropped and migrated again. Files run one at a time then.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type DbHandle } from '../../server/db/connect';
import { seed, DEMO_PASSWORD } from '../../server/db/seed';
import { createSession } from '../../server/plugins/auth';
import type { ThrottleLimits } from '../../server/limits/account-limits';

export type TestServer = { app: FastifyInstance; handle: DbHandle; dataDir: string; close: () => Promise<void> };

export async function startTestServer(opts: { throttle?: ThrottleLimits } = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL || null;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-test-'));
  const handle = await openDatabase({ databaseUrl, dataDir: null });
  await seed(handle.db);
  const config = { ...readConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://nexo.test' }), databaseUrl };
  const app = await buildApp({ db: handle.db, config, throttle: opts.throttle });
  await app.ready();
  return {
    app,
    handle,
    dataDir,
    close: async () => {
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function resetPostgres(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
  await client.end();
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

export function as(app: FastifyInstance, token: string, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
}
