// Budget (issue 14): an authenticated read route sustains at least 40% of a bare Fastify "hello" on the same
// machine in the same run, p99 under 20 ms at 16 connections, and the Node server holds under 200 MB idle.
// The server under test is `server/main.ts` as `npm start` runs it (no request log: LOG_LEVEL=warn), in its own
// process, on PostgreSQL: DATABASE_URL when given, otherwise its own embedded cluster in a temporary DATA_DIR.
// Hello runs in another process; the load generator (bench/lib/load.ts) in this one. Rounds alternate and the
// medians count. Memory is read from /proc: the server's RSS, and the database's processes (the postmaster and
// its children: RSS summed, and PSS, which counts the shared buffers once).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../server/demo/seed';
import { load, median } from './lib/load';
import { cpuSeconds, memory } from './lib/proc';
import { startTarget } from './lib/target';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 16;
const PORT = Number(process.env.BENCH_PORT ?? 18620);
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-server-'));
const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

console.log(`load average ${loadAverage()} at the start; database: ${databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${dataDir}`}`);
const hello = await startTarget<{ port: number; pid: number }>('bench/targets/hello-server.ts');
// `node --import tsx` runs main.ts in this very process id (npx tsx would put two processes in between).
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, HISTORY_DAYS: '0', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
try {
  await waitForServer(base);
  // Idle: started, seeded, listening, nothing asked yet (a sign-in's argon2 check alone takes 19 MiB).
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const postmaster = await postmasterPid();
  const idle = { node: memory(server.pid!).rss, db: postmaster ? databaseMemory(postmaster) : null };
  const token = await signIn(base);
  const headers = { authorization: `Bearer ${token}` };

  const targets = {
    hello: { url: `http://127.0.0.1:${hello.info.port}/hello`, pid: hello.info.pid, headers: {} },
    app: { url: `${base}/api/parkings`, pid: server.pid!, headers },
    tile: { url: `${base}/api/parkings/1/dashboards/cars/day`, pid: server.pid!, headers },
  };
  /** A round of load on one target, with the target process's CPU per answer (generator-independent). */
  const measure = async (target: (typeof targets)[keyof typeof targets], seconds: number) => {
    const cpu0 = cpuSeconds(target.pid);
    const result = await load(target.url, { seconds, connections: CONNECTIONS, headers: target.headers });
    if (result.errors > 0) throw new Error(`${result.errors} errors from ${target.url}`);
    return { ...result, cpuUs: ((cpuSeconds(target.pid) - cpu0) * 1e6) / result.requests };
  };
  // Warm every target up (JIT, prepared statements, caches) before measuring.
  for (const target of Object.values(targets)) await measure(target, 1);
  const rounds: Record<keyof typeof targets, Awaited<ReturnType<typeof measure>>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ hello: await measure(targets.hello, SECONDS), app: await measure(targets.app, SECONDS), tile: await measure(targets.tile, SECONDS) });
  }
  const loaded = { node: memory(server.pid!).rss, db: postmaster ? databaseMemory(postmaster) : null };

  const med = (name: keyof typeof targets, field: 'perSecond' | 'p99' | 'cpuUs') => median(rounds.map((r) => r[name][field]));
  const helloRate = med('hello', 'perSecond');
  const appRate = med('app', 'perSecond');
  const p99 = med('app', 'p99');
  const ratio = appRate / helloRate;
  const db = (m: { rss: number; pss: number; processes: number } | null) =>
    m ? `${m.rss.toFixed(0)} MB RSS summed, ${m.pss.toFixed(0)} MB PSS (${m.processes} processes)` : 'not on this machine';
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`rounds (hello / app req/s): ${rounds.map((r) => `${r.hello.perSecond.toFixed(0)} / ${r.app.perSecond.toFixed(0)} = ${pct(r.app.perSecond / r.hello.perSecond)}`).join('; ')}`);
  const line = (label: string, name: keyof typeof targets) =>
    console.log(`${label.padEnd(40)} ${med(name, 'perSecond').toFixed(0).padStart(6)} req/s, p99 ${med(name, 'p99').toFixed(1).padStart(5)} ms, server CPU ${med(name, 'cpuUs').toFixed(0).padStart(4)} µs an answer`);
  line(`bare Fastify hello`, 'hello');
  line('GET /api/parkings (auth, no query)', 'app');
  line('GET .../dashboards/cars/day (one query)', 'tile');
  console.log(`(medians of ${ROUNDS} rounds x ${SECONDS} s, ${CONNECTIONS} connections)`);
  console.log(`ratio                    ${pct(ratio)}  (budget: at least 40%) ${ratio >= 0.4 ? 'OK' : 'OVER BUDGET'}; p99 ${p99 < 20 ? 'OK' : 'OVER BUDGET'} (budget: under 20 ms)`);
  console.log(`CPU ratio                ${pct(med('hello', 'cpuUs') / med('app', 'cpuUs'))}  (hello's server CPU an answer / the read's: the ratio were the server alone on a core)`);
  console.log(`one-query tile / hello   ${pct(med('tile', 'perSecond') / helloRate)}`);
  console.log(`Node server RSS          idle ${idle.node.toFixed(0)} MB (budget: under 200 MB) ${idle.node < 200 ? 'OK' : 'OVER BUDGET'}; after a sign-in and the load ${loaded.node.toFixed(0)} MB`);
  console.log(`database processes       idle ${db(idle.db)}; after the load ${db(loaded.db)}`);
  console.log(`load average ${loadAverage()} at the end`);
} finally {
  hello.stop();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const up = await fetch(`${url}/api/config`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer in 120 s');
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/users/parking/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'parking@nexo.demo', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The cluster's postmaster: DATA_DIR's embedded one, or DATABASE_URL's when its data folder is on this machine. */
async function postmasterPid(): Promise<number | null> {
  let clusterDir = path.join(dataDir, 'postgres');
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      clusterDir = (await client.query<{ setting: string }>(`select setting from pg_settings where name = 'data_directory'`)).rows[0]?.setting ?? '';
    } catch {
      return null;
    } finally {
      await client.end();
    }
  }
  try {
    return Number(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/** The postmaster and its children (backends, writers, the autovacuum launcher...). */
function databaseMemory(postmaster: number): { rss: number; pss: number; processes: number } {
  const children = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster);
  let rss = 0;
  let pss = 0;
  for (const pid of [postmaster, ...children]) {
    try {
      rss += memory(pid).rss;
      const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return { rss, pss, processes: children.length + 1 };
}

function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}
