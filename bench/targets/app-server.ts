// The real app on an in-memory PGlite with the demo data, plus a signed-in session for the bench to use.
import os from 'node:os';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { seed } from '../../server/db/seed';
import { createSession } from '../../server/plugins/auth';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: null });
await seed(handle.db);
const app = await buildApp({ db: handle.db, config: readConfig({ DATA_DIR: os.tmpdir() }) });
await app.listen({ port: 0, host: '127.0.0.1' });
const token = await createSession(handle.db, 2);
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token }));
