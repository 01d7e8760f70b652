// One Nexo server per data folder: DATA_DIR/server.lock holds its pid. A lock whose process is gone (a server
// killed with kill -9) is taken over; a live holder is refused with a message that says what to do.
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './process-alive';

export class DataDirBusyError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const holder = readLockHolder(lockFile);
  if (holder !== null && holder !== process.pid && isAlive(holder)) {
    throw new DataDirBusyError(
      `Another Nexo server (pid ${holder}) is using ${dataDir}: its embedded PostgreSQL belongs to that server. Stop it, ` +
        `or start this one with another DATA_DIR; several servers share one database through DATABASE_URL (docs/deployment.md).`,
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    if (readLockHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
}

function readLockHolder(lockFile: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
