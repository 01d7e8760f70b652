// npm run test:two-servers (after test:pg in .ci/run): two real server processes (server/main.ts) on one
// PostgreSQL, as behind a load balancer, in a throwaway database on DATABASE_URL's server. It shows that
// sessions, the sign-in limits, cached data, realtime events and device-event idempotency hold across processes:
// a sign-in on A works on B; a sign-out on A is refused on B within a second; wrong passwords on A and B count
// together; a gate status written on A is read on B within a second; the company settings saved on A are B's
// within a second; a gate event posted to A reaches a socket subscribed on B; the same device event posted to A
// and B at the same moment is recorded once.
// TWO_SERVERS_PORT: A's port (B's is the next); free ports otherwise.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from '../server/demo/seed';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL must name a PostgreSQL where this role may create databases');
const database = `nexo_two_servers_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
/** What every instance behind one load balancer shares: the database and the realtime secrets. */
const shared = { DATABASE_URL: databaseUrl, REALTIME_SECRET: randomBytes(32).toString('hex'), PUSHER_SECRET: randomBytes(32).toString('hex') };
const DEVICE = { 'x-device-key': 'demo-lot-1-key', 'content-type': 'application/json' };

type Server = { name: string; base: string; child: ChildProcess; dataDir: string; output: string[] };
const servers: Server[] = [];

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(name: string, port: number): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nexo-two-servers-${name}-`));
  const env = { ...process.env, ...shared, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, HISTORY_DAYS: '0', LOG_LEVEL: 'warn' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const server: Server = { name, base: `http://127.0.0.1:${port}`, child, dataDir, output: [] };
  child.stdout!.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  servers.push(server);
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${server.base}/api/config`).then((r) => r.ok, () => false)) return server;
    await sleep(250);
  }
  throw new Error(`server ${name} did not start:\n${server.output.join('')}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(server: Server, method: string, url: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await fetch(`${server.base}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const signIn = (server: Server, email: string, password = DEMO_PASSWORD) => call(server, 'POST', '/api/users/parking/login', { body: { email, password } });

/** Polls `check` until it holds; the milliseconds it took. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await check()) return performance.now() - start;
    await sleep(20);
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

function report(what: string, detail: string): void {
  console.log(`ok  ${what} (${detail})`);
}

async function checkSessions(a: Server, b: Server): Promise<void> {
  const signedIn = await signIn(a, 'parking@nexo.demo');
  assert.equal(signedIn.status, 200);
  const token = String(signedIn.body.access_token);
  const lots = await call(b, 'GET', '/api/parkings', { token });
  assert.equal(lots.status, 200);
  assert.deepEqual((lots.body.data as { id: number }[]).map((l) => l.id), [1, 2]);
  report('a sign-in on A works on B', 'GET /api/parkings on B: 200, lots 1 and 2');
  // B now holds the session in its cache (5 s); the sign-out on A must reach it.
  assert.equal((await call(a, 'GET', '/api/users/logout', { token })).status, 200);
  const took = await within(1_000, 'the token signed out on A still works on B', async () => (await call(b, 'GET', '/api/parkings', { token })).status === 401);
  report('a sign-out on A is refused on B within a second', `401 on B after ${took.toFixed(0)} ms`);
}

async function checkSignInLimits(a: Server, b: Server): Promise<void> {
  // 5 wrong passwords per account and address a minute (server/limits): 3 on A and 2 on B use them up.
  const statuses: number[] = [];
  for (const server of [a, b, a, b, a]) statuses.push((await signIn(server, 'parking2@nexo.demo', 'not-the-password')).status);
  assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
  const onB = await signIn(b, 'parking2@nexo.demo');
  const onA = await signIn(a, 'parking2@nexo.demo');
  assert.equal(onB.status, 429, 'the sixth attempt, on B, with the right password');
  assert.equal(onA.status, 429, 'the seventh, on A');
  report('wrong passwords on A and B count together', '3 on A + 2 on B, then 429 on both, even with the right password');
}

async function checkCachedGates(a: Server, b: Server, token: string): Promise<void> {
  const gate2 = async () => {
    const res = await call(b, 'GET', '/api/parkings/1/access', { token });
    return (res.body.data as { gates: { id: number; status: string }[] }[]).flatMap((x) => x.gates).find((g) => g.id === 2)?.status;
  };
  assert.equal(await gate2(), 'online');
  assert.equal((await call(a, 'POST', '/api/devices/parkings/1/gates/2/status', { headers: DEVICE, body: { status: 'warning' } })).status, 200);
  const took = await within(1_000, "B's cached gates after a status written on A", async () => (await gate2()) === 'warning');
  report("a gate status written on A is read on B (B's cached gates forgotten)", `after ${took.toFixed(0)} ms`);
}

async function checkCachedSettings(a: Server, b: Server): Promise<void> {
  const nexoAdmin = String((await call(a, 'POST', '/api/users/nexo/login', { body: { email: 'admin@nexo.demo', password: DEMO_PASSWORD } })).body.access_token);
  const settings = (await call(a, 'GET', '/api/admin/settings', { token: nexoAdmin })).body.data as Record<string, unknown>;
  const { lock_date: _lock, updated_at: _at, ...editable } = settings;
  // A caller naming no language gets the company's, which B keeps in memory once read.
  const bare = async () => (await call(b, 'GET', '/api/no-such-route')).body.message;
  assert.equal(await bare(), 'No encontrado.');
  assert.equal((await call(a, 'PUT', '/api/admin/settings', { token: nexoAdmin, body: { ...editable, language: 'en' } })).status, 200);
  const took = await within(1_000, "B's cached settings after a save on A", async () => (await bare()) === 'Not found.');
  assert.equal((await call(a, 'PUT', '/api/admin/settings', { token: nexoAdmin, body: editable })).status, 200);
  await within(1_000, "B's cached settings after the save back on A", async () => (await bare()) === 'No encontrado.');
  report("the company settings saved on A are B's (B's cached settings forgotten)", `a bare call on B in English after ${took.toFixed(0)} ms`);
}

async function checkRealtime(a: Server, b: Server, token: string): Promise<void> {
  const { body: config } = await call(b, 'GET', '/api/config');
  const key = (config.realtime as { key: string }).key;
  const ws = new WebSocket(`${b.base.replace('http', 'ws')}/app/${key}?protocol=7`);
  const frames: { event: string; data: string }[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(raw.toString()) as { event: string; data: string }));
  try {
    await within(5_000, 'the socket on B is established', async () => frames.some((f) => f.event === 'pusher:connection_established'));
    const { socket_id: socketId } = JSON.parse(frames[0].data) as { socket_id: string };
    // Authorised by A (a load balancer may send that request anywhere): the instances share PUSHER_SECRET.
    const auth = await call(a, 'POST', '/api/broadcasting/auth', { token, body: { socket_id: socketId, channel_name: 'private-dashboard.1' } });
    assert.equal(auth.status, 200);
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'private-dashboard.1', auth: auth.body.auth } }));
    await within(5_000, 'the subscription on B', async () => frames.some((f) => f.event === 'pusher_internal:subscription_succeeded'));
    const plate = `TWO${randomBytes(2).toString('hex').toUpperCase()}`;
    const sent = performance.now();
    const posted = await call(a, 'POST', '/api/devices/parkings/1/gates/1/events', { headers: DEVICE, body: { event_id: `two-servers-${plate}`, direction: 'in', plate } });
    assert.equal(posted.status, 200);
    await within(2_000, 'the gate event posted to A on the socket on B', async () =>
      frames.some((f) => f.event === 'UpdateCountCarGeneral' && (JSON.parse(f.data) as { plate: string }).plate === plate),
    );
    report('a gate event posted to A reaches a socket subscribed on B', `UpdateCountCarGeneral after ${(performance.now() - sent).toFixed(0)} ms`);
  } finally {
    ws.terminate();
  }
}

async function checkIdempotency(a: Server, b: Server): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const PAIRS = 20;
  try {
    for (let i = 0; i < PAIRS; i++) {
      const plate = `IDM${String(i).padStart(3, '0')}`;
      const body = { event_id: `two-servers-repeat-${i}`, direction: 'in', plate };
      const answers = await Promise.all([a, b].map((server) => call(server, 'POST', '/api/devices/parkings/1/gates/1/events', { headers: DEVICE, body })));
      assert.deepEqual(answers.map((x) => x.status), [200, 200], `pair ${i}: ${JSON.stringify(answers)}`);
      const repeated = answers.map((x) => (x.body.data as { repeated: boolean }).repeated).sort();
      assert.deepEqual(repeated, [false, true], `pair ${i}: one delivery recorded, the other answered as a repeat`);
      const counts = await client.query<{ events: number; visits: number }>(
        `select (select count(*)::int from gate_events where event_id = $1) as events, (select count(*)::int from visits where plate = $2) as visits`,
        [body.event_id, plate],
      );
      assert.deepEqual(counts.rows[0], { events: 1, visits: 1 }, `pair ${i}`);
    }
  } finally {
    await client.end();
  }
  report('the same device event posted to A and B at once is recorded once', `${PAIRS} pairs: one recorded, one repeat, one visit each`);
}

let failed = false;
try {
  await admin(`create database ${database}`);
  const first = Number(process.env.TWO_SERVERS_PORT ?? 0);
  // A first: it migrates and seeds the empty database; B then finds it ready.
  const a = await startServer('A', first || (await freePort()));
  const b = await startServer('B', first ? first + 1 : await freePort());
  await checkSessions(a, b);
  await checkSignInLimits(a, b);
  const token = String((await signIn(b, 'parking@nexo.demo')).body.access_token);
  await checkCachedGates(a, b, token);
  await checkCachedSettings(a, b);
  await checkRealtime(a, b, token);
  await checkIdempotency(a, b);
} catch (err) {
  failed = true;
  console.error(err);
  for (const server of servers) console.error(`--- server ${server.name}:\n${server.output.join('').slice(-4000)}`);
} finally {
  for (const server of servers) {
    server.child.kill('SIGTERM');
    if (server.child.exitCode === null) await new Promise((resolve) => server.child.once('exit', resolve));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  await admin(`drop database if exists ${database} with (force)`);
}
console.log(failed ? 'two servers: FAILED' : 'two servers: every check passed');
process.exit(failed ? 1 : 0);
