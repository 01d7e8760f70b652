// The database a bench fills: DATABASE_URL when set (an empty database), otherwise a throwaway embedded
// PostgreSQL cluster in a temporary folder, as `npm start` runs, removed on close.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, openPostgres, type DbHandle } from '../../server/db/connect';

export async function openBenchDatabase(): Promise<DbHandle> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-'));
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
