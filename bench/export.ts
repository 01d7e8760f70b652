// Budget (design.md): a 100,000-row Excel export in under 5 s and under 300 MB peak memory. The visits are
// bulk-inserted into an in-memory PGlite; the real route streams report.xlsx over HTTP (a listening server,
// the answer read as a stream and counted, never kept). Peak memory is the process RSS sampled every 10 ms,
// database included. Run: npx tsx bench/export.ts
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { createSession } from '../server/plugins/auth';
import { HISTORY_START, lotWithHistory, SECONDS_APART } from './lib/visits';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MB = 1024 * 1024;

const handle = await lotWithHistory(ROWS);
const app = await buildApp({ db: handle.db, config: readConfig({ DATA_DIR: '/tmp/nexo-bench-unused', PUBLIC_URL: 'http://bench' }) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const token = await createSession(handle.db, 2);

// The whole history: from its first local day to its last.
const first = new Date(HISTORY_START).toISOString().slice(0, 10);
const last = new Date(Date.parse(HISTORY_START) + (ROWS + 2) * SECONDS_APART * 1000).toISOString().slice(0, 10);
const url = `http://127.0.0.1:${port}/api/parkings/1/transactions/download?in_date=${first}&out_date=${last}&gate_in=all&search=`;

global.gc?.();
const baseline = process.memoryUsage().rss;
console.log(`${ROWS.toLocaleString('en')} visits ready; RSS before exporting ${(baseline / MB).toFixed(0)} MB (PGlite's in-memory database included)`);
for (let round = 1; round <= ROUNDS; round++) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `round ${round}: ${seconds.toFixed(2)} s, ${(bytes / MB).toFixed(1)} MB file, peak RSS ${(peak / MB).toFixed(0)} MB (+${((peak - baseline) / MB).toFixed(0)} MB over the loaded database)` +
      `  budget: under 5 s and 300 MB ${seconds < 5 && peak < 300 * MB ? 'OK' : 'OVER BUDGET'}`,
  );
}
await app.close();
await handle.close();
