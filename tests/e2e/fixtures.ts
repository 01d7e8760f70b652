// The browser tests' `test`: each Playwright worker starts a Nexo server of its own (`server/main.ts`, the built
// console) on its own copy of the demo database (made from the template of tests/e2e/global-setup.ts), its own
// port (8300 + the worker's parallel index) and its own data folder (outbox, files, sandbox gateway), and every
// test of the worker talks to it: `baseURL`, `request`, `page` and every context the test opens. A test meets
// no other worker's writes, only those of the tests before it in its own worker. A worker that a failed test
// ends takes its server and database with it; the next one starts afresh.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import pg from 'pg';
import { databaseUrlFor, E2E_BASE_PORT, E2E_ENV, TEMPLATE_DATABASE } from './server-env';

export { expect } from '@playwright/test';

export type E2eServer = { url: string; port: number; dataDir: string };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Under CI load a cold start (tsx, migrations checked, the sandbox gateway) took over 20 s. */
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;

async function onDatabase(adminUrl: string, statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const sql of statements) await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilServing(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited(child).then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The e2e server exited before serving ${url} (code ${child.exitCode}, ${child.signalCode ?? 'no signal'}):\n${log()}`);
    const ok = await fetch(`${url}/api/config`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100)); // polling a port, not a page: no locator to wait on
  }
  throw new Error(`The e2e server did not serve ${url} within ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

async function startServer(workerIndex: number, parallelIndex: number): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const adminUrl = process.env[E2E_ENV.adminUrl];
  const root = process.env[E2E_ENV.root];
  if (!adminUrl || !root) throw new Error('The e2e database is not set up: run the specs through playwright.config.ts (its globalSetup).');
  const database = `nexo_e2e_w${workerIndex}`;
  await onDatabase(adminUrl, [`drop database if exists ${database} with (force)`, `create database ${database} template ${TEMPLATE_DATABASE}`]);
  const port = E2E_BASE_PORT + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, `worker-${workerIndex}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/e2e/exit-with-parent.mjs', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrlFor(adminUrl, database),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      HISTORY_DAYS: process.env.E2E_HISTORY_DAYS ?? '0',
      E2E_PARENT_PID: String(process.pid),
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
  });
  const lines: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    lines.push(chunk);
    if (lines.length > 40) lines.shift();
    process.stderr.write(chunk.replace(/^(?=.)/gm, `[server ${port}] `));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await onDatabase(adminUrl, [`drop database if exists ${database} with (force)`]).catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child, () => lines.join(''));
  } catch (err) {
    await stop();
    throw err;
  }
  return { server: { url, port, dataDir }, stop };
}

export const test = base.extend<object, { e2eServer: E2eServer }>({
  e2eServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const { server, stop } = await startServer(workerInfo.workerIndex, workerInfo.parallelIndex);
      // Read by the page objects of this worker's process: the outbox (pages/outbox.ts) and the console's origin.
      process.env.E2E_DATA_DIR = server.dataDir;
      process.env.E2E_BASE_URL = server.url;
      try {
        await use(server);
      } finally {
        await stop();
      }
    },
    { scope: 'worker', auto: true, timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ e2eServer }, use) => {
    await use(e2eServer.url);
  },
});
