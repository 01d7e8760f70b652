// The real app (in-memory PGlite, demo data) with the embedded Pusher protocol server, for bench/realtime.ts.
// Prints the ports and the realtime key and secret (the bench signs its 1,000 subscriptions itself).
import os from 'node:os';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { seed } from '../../server/db/seed';
import { startPusherServer } from '../../server/realtime/pusher-server';

const handle = await openDatabase({ databaseUrl: null, dataDir: null });
await seed(handle.db);
const config = readConfig({ DATA_DIR: os.tmpdir() });
const app = await buildApp({ db: handle.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const sockets = await startPusherServer({ key: config.realtime.key, secret: config.realtime.secret, port: 0, host: '127.0.0.1', publisher: app.publisher });
const address = app.server.address();
console.log(
  JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, wsPort: sockets.port, key: config.realtime.key, secret: config.realtime.secret }),
);
