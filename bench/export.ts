// Budget (design.md): a 100,000-row Excel export in under 5 s and under 300 MB peak memory. The server runs
// in a process of its own (bench/lib/export-server.ts) and its memory is read from /proc: peak RSS per
// export (VmHWM reset before each round where Linux allows, plus VmRSS sampled every 10 ms) and its CPU time.
// The real route streams report.xlsx over HTTP; this side reads the answer as a stream and counts it.
// BENCH_DB picks the server's database:
//   file (default)  an embedded PostgreSQL data folder, as `npm start` uses: the visits are bulk-inserted
//                   here, then the server opens the folder afresh (and starts its cluster)
//   postgres        DATABASE_URL, an empty database: filled here, then the server connects to it
// Run: npx tsx bench/export.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, openPostgres } from '../server/db/connect';
import { median } from './lib/load';
import { alive, cpuSeconds, memory, resetPeak } from './lib/proc';
import { startTarget } from './lib/target';
import { HISTORY_START, insertHistory, SECONDS_APART } from './lib/visits';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const DB = process.env.BENCH_DB ?? 'file';
const BUDGET = { seconds: 5, mb: 300 };

if (DB !== 'file' && DB !== 'postgres') throw new Error(`BENCH_DB: file or postgres, not ${DB}`);
if (DB === 'postgres' && !process.env.DATABASE_URL) throw new Error('BENCH_DB=postgres needs DATABASE_URL (an empty database)');
if (DB === 'file') delete process.env.DATABASE_URL;
const dataDir = DB === 'file' ? fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-bench-export-')) : null;
const loadStart = performance.now();
// Filled here, in this process, so that the server starts as it would on a database that already exists.
const prepared = dataDir ? await openDatabase({ databaseUrl: null, dataDir }) : await openPostgres(process.env.DATABASE_URL as string);
await insertHistory(prepared.db, ROWS);
await prepared.close();
if (dataDir) process.env.EXPORT_DATA_DIR = dataDir;

// The child inherits this environment (EXPORT_DATA_DIR, DATABASE_URL).
const server = await startTarget<{ port: number; token: string; pid: number }>('bench/lib/export-server.ts');
const { pid } = server.info;
console.log(`${ROWS.toLocaleString('en')} visits on ${DB} (ready in ${((performance.now() - loadStart) / 1000).toFixed(0)} s); server pid ${pid}, RSS ${memory(pid).rss.toFixed(0)} MB once listening`);

const first = new Date(HISTORY_START).toISOString().slice(0, 10);
const last = new Date(Date.parse(HISTORY_START) + (ROWS + 2) * SECONDS_APART * 1000).toISOString().slice(0, 10);
const url = `http://127.0.0.1:${server.info.port}/api/parkings/1/transactions/download?in_date=${first}&out_date=${last}&gate_in=all&search=`;

const seconds: number[] = [];
const cpus: number[] = [];
const peaks: number[] = [];
let idle = 0;
try {
  // One export to warm up (JIT, the database's caches), not counted.
  await (await fetch(url, { headers: { authorization: `Bearer ${server.info.token}` } })).arrayBuffer();
  const before = memory(pid);
  idle = before.rss;
  console.log(`server before the rounds: RSS ${before.rss.toFixed(0)} MB (high-water mark since start ${before.hwm.toFixed(0)} MB, the warm-up export included)`);
  for (let round = 1; round <= ROUNDS; round++) {
    const reset = resetPeak(pid);
    let sampled = memory(pid).rss;
    const sampler = setInterval(() => (sampled = Math.max(sampled, memory(pid).rss)), 10);
    const cpu0 = cpuSeconds(pid);
    const start = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${server.info.token}` } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    const announced = Number(res.headers.get('x-export-rows'));
    let bytes = 0;
    for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
    const wall = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const after = memory(pid);
    const peak = Math.max(sampled, after.rss, reset ? after.hwm : 0);
    const cpu = cpuSeconds(pid) - cpu0;
    seconds.push(wall);
    cpus.push(cpu);
    peaks.push(peak);
    console.log(
      `round ${round}: ${wall.toFixed(2)} s (server CPU ${cpu.toFixed(2)} s), ${(bytes / 1024 / 1024).toFixed(1)} MB file, X-Export-Rows ${announced}, ` +
        `server peak RSS ${peak.toFixed(0)} MB (${reset ? 'VmHWM reset before the round' : 'sampled every 10 ms'})`,
    );
    if (announced !== ROWS) throw new Error(`X-Export-Rows ${announced}, expected ${ROWS}`);
  }
} finally {
  server.stop();
  // npx passes the signal on; make sure the server itself is gone.
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
const [load1] = os.loadavg();
const ok = median(seconds) < BUDGET.seconds && Math.max(...peaks) < BUDGET.mb;
console.log(
  `median of ${ROUNDS}: ${median(seconds).toFixed(2)} s (range ${Math.min(...seconds).toFixed(2)}-${Math.max(...seconds).toFixed(2)}), server CPU ${median(cpus).toFixed(2)} s, ` +
    `server peak RSS ${median(peaks).toFixed(0)} MB (max ${Math.max(...peaks).toFixed(0)}; ${idle.toFixed(0)} MB before exporting); load average ${load1.toFixed(1)} on ${os.cpus().length} cores` +
    `  budget: under ${BUDGET.seconds} s and ${BUDGET.mb} MB ${ok ? 'OK' : 'OVER BUDGET'}`,
);
