// Global setup of the server tests: one PostgreSQL for the whole run (the embedded cluster in a temporary
// folder, or DATABASE_URL for `npm run test:pg`) holding a migrated, seeded template database; each test file
// gets a copy of its own (tests/server/helpers.ts), ~0.1 s against ~4 s for a fresh in-memory PGlite
// (bench/test-database.ts), so files run in parallel on one engine, the one production runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/connect';
import { seed } from '../../server/demo/seed';
import { startThrowawayCluster } from '../throwaway-cluster';
import { databaseUrlFor } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection to the test PostgreSQL (any database on it), for creating and dropping the files' copies. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = process.env.DATABASE_URL ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-test-cluster-'));
  const cluster = dataDir ? await startThrowawayCluster(dataDir, dataDir) : null;
  const adminUrl = cluster?.url ?? (process.env.DATABASE_URL as string);
  const template = `nexo_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const handle = await openPostgres(databaseUrlFor(adminUrl, template));
  await seed(handle.db);
  await handle.close();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    // Copies a file left behind (a crashed worker) go with the template.
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1 order by length(datname) desc', [`${template}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await cluster?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
