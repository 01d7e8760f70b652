// Opens the database: PostgreSQL at DATABASE_URL when it is set; otherwise the embedded PostgreSQL cluster in
// DATA_DIR (server/db/embedded-cluster.ts), started here and stopped on close. Both get the same committed
// migrations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { startEmbeddedCluster } from './embedded-cluster';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** `url`: the PostgreSQL the server talks to; other processes may LISTEN there. `where`: the embedded cluster's
 *  folders, for the start banner. */
export type DbHandle = { db: Db; url: string; where?: string; close: () => Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock key that serialises migrations (any constant the application uses for nothing else). */
const MIGRATION_LOCK = 0x6e65786f; // "nexo"
/** Connections a server process keeps; server/db/write-scope.ts leaves some of them to what is not a route's
 *  write transaction. */
export const POOL_SIZE = 10;

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string }): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openEmbedded(opts.dataDir);
}

async function openEmbedded(dataDir: string): Promise<DbHandle> {
  const cluster = await startEmbeddedCluster(dataDir);
  try {
    const handle = await openPostgres(cluster.url);
    return {
      ...handle,
      where: cluster.where,
      close: async () => {
        await handle.close();
        await cluster.stop();
      },
    };
  } catch (err) {
    await cluster.stop();
    throw err;
  }
}

/** PostgreSQL at `url` (tests and benches name their database directly). */
export async function openPostgres(url: string): Promise<DbHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // An idle connection the database dropped (a restart) is replaced at the next query; unheard, it would end the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  // Servers starting together on one database migrate one after the other: drizzle's migrator alone would let
  // both see a migration as new and the second fail on what the first created.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
  return { db, url, close: () => pool.end() };
}
