// The export bench's server, in a process of its own so that its memory is the server's alone: the real app
// on the database the bench prepared (EXPORT_DATA_DIR: an embedded PostgreSQL data folder; DATABASE_URL: PostgreSQL).
// Prints { port, token, pid } when ready.
import os from 'node:os';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, openPostgres } from '../../server/db/connect';
import { createSession } from '../../server/plugins/auth';

const handle = process.env.EXPORT_DATA_DIR ? await openDatabase({ databaseUrl: null, dataDir: process.env.EXPORT_DATA_DIR }) : await openPostgres(process.env.DATABASE_URL as string);
const app = await buildApp({ db: handle.db, config: readConfig({ DATA_DIR: os.tmpdir(), PUBLIC_URL: 'http://bench' }) });
await app.listen({ port: 0, host: '127.0.0.1' });
const token = await createSession(handle.db, 2);
const address = app.server.address();
process.on('SIGTERM', () => void app.close().then(() => handle.close()).then(() => process.exit(0)));
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, token, pid: process.pid }));
