// The real app (a throwaway embedded PostgreSQL, demo data), the embedded Pusher protocol server on the app's port, for
// bench/realtime.ts. Prints the port and the realtime key and secret (the bench signs its subscriptions itself).
import os from 'node:os';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openBenchDatabase } from '../lib/bench-database';
import { seed } from '../../server/demo/seed';

const handle = await openBenchDatabase();
await seed(handle.db);
const config = readConfig({ DATA_DIR: os.tmpdir() });
const app = await buildApp({ db: handle.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(
  JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, key: config.realtime.key, secret: config.realtime.secret }),
);
