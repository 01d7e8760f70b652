// The test runs' own embedded PostgreSQL (tests/server/database.global.ts, tests/e2e/global-setup.ts), made in a
// temporary folder. Where it cannot run on this machine (run as root with nowhere the postgres user can reach),
// the run stops with the message that says what to do rather than a stack trace of the global setup.
import fs from 'node:fs';
import { DataDirUnusableError } from '../server/db/data-dir-unusable';
import { startEmbeddedCluster, type EmbeddedCluster } from '../server/db/embedded-cluster';

/** `folder`: the temporary folder holding `dataDir`, removed when the cluster cannot start. */
export async function startThrowawayCluster(dataDir: string, folder: string): Promise<EmbeddedCluster> {
  try {
    return await startEmbeddedCluster(dataDir, { throwaway: true });
  } catch (err) {
    if (!(err instanceof DataDirUnusableError)) throw err;
    fs.rmSync(folder, { recursive: true, force: true });
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
}
