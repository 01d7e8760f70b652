// Global setup of the browser tests: one embedded PostgreSQL for the whole run (in a temporary folder) holding a
// migrated database with the demo data, made once; each Playwright worker then starts a server of its own on a
// copy of it (tests/e2e/fixtures.ts: `create database ... template`, about a tenth of a second), on its own port
// and data folder, so that no test meets another worker's writes. The same trick as tests/server/database.global.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../server/db/connect';
import { seed } from '../../server/demo/seed';
import { startThrowawayCluster } from '../throwaway-cluster';
import { databaseUrlFor, E2E_ENV, TEMPLATE_DATABASE } from './server-env';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-e2e-'));
  // Run as root, the cluster runs as the postgres user, which must pass through this folder to its own (else its
  // data would be kept outside it, server/db/embedded-cluster.ts).
  fs.chmodSync(root, 0o711);
  const cluster = await startThrowawayCluster(path.join(root, 'cluster'), root);
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      await admin.query(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end();
    }
    const handle = await openPostgres(databaseUrlFor(cluster.url, TEMPLATE_DATABASE));
    try {
      await seed(handle.db);
    } finally {
      await handle.close();
    }
  } catch (err) {
    await cluster.stop();
    fs.rmSync(root, { recursive: true, force: true });
    throw err;
  }
  // Workers inherit the runner's environment.
  process.env[E2E_ENV.adminUrl] = cluster.url;
  process.env[E2E_ENV.root] = root;
  return async () => {
    await cluster.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };
}
