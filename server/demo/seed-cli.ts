// npm run seed: applies the migrations and the (idempotent) demo data to DATA_DIR or DATABASE_URL.
import { readConfig } from '../config';
import { openDatabase } from '../db/connect';
import { DataDirBusyError } from '../db/data-dir-lock';
import { DataDirUnusableError } from '../db/data-dir-unusable';
import { seed } from './seed';

const config = readConfig();
try {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seed(handle.db);
  await handle.close();
  console.log(`Demo data is in place (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}).`);
} catch (err) {
  console.error(err instanceof DataDirBusyError || err instanceof DataDirUnusableError ? err.message : err);
  process.exit(1);
}
