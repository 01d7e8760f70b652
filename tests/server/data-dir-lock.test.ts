// The embedded PostgreSQL's data folder (server/db/embedded-cluster.ts): one server per folder, a stale lock or
// an orphaned postmaster (a server killed with kill -9) taken over, data kept, and a PGlite-era folder refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError } from '../../server/db/data-dir-lock';
import { DataDirUnusableError } from '../../server/db/data-dir-unusable';
import { startEmbeddedCluster } from '../../server/db/embedded-cluster';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/connect';
import { rows } from '../../server/db/rows';
import { isAlive } from '../../server/db/process-alive';

const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** One initialised cluster folder (initdb and migrations: seconds), for the tests whose subject is a folder that has
 *  data; each leaves it closed, and keeps its rows in a table of its own. */
let shared: Promise<string> | null = null;
const initialised = () =>
  (shared ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-lock-shared-'));
    await (await openDatabase({ databaseUrl: null, dataDir: dir })).close();
    return dir;
  })());
afterAll(async () => {
  if (shared) fs.rmSync(await shared, { recursive: true, force: true });
});

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (dataDir: string) => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded PostgreSQL data folder', () => {
  it('refuses a second server on the same folder with a message that says what to do', async () => {
    const dataDir = folder();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dataDir, 'server.lock'), String(other.pid));
      const opening = startEmbeddedCluster(dataDir);
      await expect(opening).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(opening).rejects.toThrow(/Another Nexo server \(pid \d+\).*another DATA_DIR.*DATABASE_URL/s);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock, keeps data across a restart and releases the lock on close', { timeout: 60_000 }, async () => {
    const dataDir = await initialised();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999');
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await first.db.execute('create table kept_across_restart (n int)');
    await first.db.execute('insert into kept_across_restart values (1)');
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    const second = await openDatabase({ databaseUrl: null, dataDir });
    const kept = await rows<{ n: number }>(second.db, sql`select n from kept_across_restart`);
    await second.close();
    expect(kept).toEqual([{ n: 1 }]);
  });

  it('stops the postmaster a killed server left running and starts its own on the same data', { timeout: 60_000 }, async () => {
    const dataDir = await initialised();
    const killed = await openDatabase({ databaseUrl: null, dataDir });
    await killed.db.execute('create table kept_past_orphan (n int); insert into kept_past_orphan values (7)');
    const orphan = postmasterPid(dataDir);
    // As after kill -9 of the server: its lock names a dead process and its postmaster still runs.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999');
    const next = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(orphan);
      expect(await rows<{ n: number }>(next.db, sql`select n from kept_past_orphan`)).toEqual([{ n: 7 }]);
    } finally {
      await next.close();
    }
  });

  // A clone in a private home (/root, mode 700): run as root, the cluster runs as the postgres user, which cannot
  // pass through it; the cluster is kept where that user can reach it, the same folder at every start.
  it.runIf(process.getuid?.() === 0)('as root, keeps the cluster of a folder the postgres user cannot reach outside it, found again at the next start', { timeout: 60_000 }, async () => {
    const privateHome = folder(); // mkdtemp: mode 700
    const dataDir = path.join(privateHome, 'data');
    const first = await startEmbeddedCluster(dataDir);
    const outside = /embedded PostgreSQL in (\S+) for DATA_DIR /.exec(first.where)?.[1] ?? '';
    try {
      await query(first.url, 'create table kept_outside (n int); insert into kept_outside values (3)');
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedCluster(dataDir);
    let kept: unknown[];
    try {
      kept = await query(second.url, 'select n from kept_outside');
    } finally {
      await second.stop();
      if (outside.startsWith('/var/lib/nexo/clusters/')) fs.rmSync(outside, { recursive: true, force: true });
    }
    expect(outside).toMatch(/^\/var\/lib\/nexo\/clusters\/data-[0-9a-f]{12}$/);
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect(second.where).toBe(first.where);
    expect(kept).toEqual([{ n: 3 }]);
  });

  it.runIf(process.getuid?.() === 0)('as root, does not leave a cluster the postgres user can no longer reach for an empty one: says what to do', async () => {
    const dataDir = path.join(folder(), 'data'); // in a folder of mode 700
    fs.mkdirSync(path.join(dataDir, 'postgres'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'postgres', 'PG_VERSION'), '17\n');
    const opening = startEmbeddedCluster(dataDir);
    await expect(opening).rejects.toBeInstanceOf(DataDirUnusableError);
    await expect(opening).rejects.toThrow(/cannot pass through \S*nexo-lock-\w+ to reach .*where its cluster is.*chmod o\+x.*DATABASE_URL/s);
  });

  it('says what to do with a data folder of the PGlite era', async () => {
    const dataDir = folder();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    const opening = startEmbeddedCluster(dataDir);
    await expect(opening).rejects.toBeInstanceOf(DataDirUnusableError);
    await expect(opening).rejects.toThrow(/earlier Nexo \(PGlite.*delete that folder.*another DATA_DIR/s);
    expect(fs.existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  });
});
