// Which database the server tests should get per test file (docs/architecture.md, "The database"): a fresh
// in-memory PGlite (the engine they used before; a devDependency for this comparison only), migrated and seeded, against a copy of a migrated, seeded template database on the
// embedded PostgreSQL cluster (`create database ... template ...`, then a pool). Medians of ROUNDS each,
// alternated in one run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPostgres, type Db } from '../server/db/connect';
import { startEmbeddedCluster } from '../server/db/embedded-cluster';
import * as schema from '../server/db/schema';
import { seed } from '../server/demo/seed';

const ROUNDS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timed = async (work: () => Promise<void>) => {
  const t = performance.now();
  await work();
  return performance.now() - t;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-testdb-'));
const cluster = await startEmbeddedCluster(dataDir);
try {
  const template = await openPostgres(cluster.url);
  await seed(template.db);
  await template.close();
  const admin = new pg.Client({ connectionString: cluster.url.replace(/\/nexo$/, '/postgres') });
  await admin.connect();
  await admin.query('alter database nexo is_template true');

  const pglite: number[] = [];
  const copy: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    pglite.push(
      await timed(async () => {
        const client = new PGlite();
        const db = drizzle(client, { schema });
        await migrate(db, { migrationsFolder: 'server/db/migrations' });
        await seed(db as unknown as Db);
        await db.execute('select count(*) from users');
        await client.close();
      }),
    );
    copy.push(
      await timed(async () => {
        await admin.query(`create database copy_${i} template nexo`);
        const pool = new pg.Pool({ connectionString: cluster.url.replace(/\/nexo$/, `/copy_${i}`), max: 10 });
        await pool.query('select count(*) from users');
        await pool.end();
      }),
    );
  }
  await admin.end();
  const load = os.loadavg()[0].toFixed(1);
  console.log(`per test file, median of ${ROUNDS} (load average ${load}):`);
  console.log(`  in-memory PGlite, migrated and seeded: ${median(pglite).toFixed(0)} ms (${pglite.map((t) => t.toFixed(0)).join(', ')})`);
  console.log(`  copy of a seeded template on the embedded PostgreSQL: ${median(copy).toFixed(0)} ms (${copy.map((t) => t.toFixed(0)).join(', ')})`);
} finally {
  await cluster.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
