// A Nexo server killed with kill -9 leaves its embedded PostgreSQL running, still holding the cluster (its pid
// is the first line of postmaster.pid). The new server owns the folder now (server.lock), so it stops that
// postmaster with a fast shutdown (committed work is kept: it is in the write-ahead log) and starts its own.
// A postmaster.pid naming no live postgres is removed: PostgreSQL itself refuses to start while its pid answers
// signals, which a zombie (a killed postmaster nothing reaped, as in containers) or a reused pid does.
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './process-alive';

const PATIENCE_MS = 30_000;

export async function stopOrphanedPostmaster(clusterDir: string): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid === null) return;
  if (!isAlive(pid) || !isPostgres(pid)) {
    fs.rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  const until = Date.now() + PATIENCE_MS;
  while (isAlive(pid)) {
    if (Date.now() > until) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

function postmasterPid(clusterDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid file may name a number since reused by another program: only a postgres process is stopped. */
function isPostgres(pid: number): boolean {
  try {
    return path.basename(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]) === 'postgres';
  } catch {
    return false;
  }
}
