// Budget (bench/README.md): transactions over 1,000,000 visits filter and page in under 50 ms (p95). The visits are
// bulk-inserted into the bench's embedded PostgreSQL (or DATABASE_URL); each request is the real route (app.inject, signed in), which runs
// the page query and the count + money total of the whole filtered set. Run: npx tsx bench/transactions.ts
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { createSession } from '../server/plugins/auth';
import { lotWithHistory, percentile } from './lib/visits';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);

const t0 = performance.now();
const handle = await lotWithHistory(VISITS);
console.log(`${VISITS.toLocaleString('en')} visits inserted and analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const app = await buildApp({ db: handle.db, config: readConfig({ DATA_DIR: '/tmp/nexo-bench-unused', PUBLIC_URL: 'http://bench' }) });
await app.ready();
const token = await createSession(handle.db, 2);

// Varied filters: one day, a week, a month, with the entry gate, the plate text, a later page, a larger page.
const days = ['2024-03-05', '2024-07-19', '2025-01-10', '2025-06-30', '2025-11-02'];
const cases: [string, (day: string) => Record<string, string>][] = [
  ['1 day', (d) => ({ in_date: d, out_date: d })],
  ['1 day, gate, page 5', (d) => ({ in_date: d, out_date: d, gate_in: '3', page: '5' })],
  ['7 days', (d) => ({ in_date: d, out_date: shift(d, 6) })],
  ['7 days, search', (d) => ({ in_date: d, out_date: shift(d, 6), search: '123' })],
  ['31 days', (d) => ({ in_date: d, out_date: shift(d, 30), per_page: '50' })],
  ['31 days, gate, search', (d) => ({ in_date: d, out_date: shift(d, 30), gate_in: '1', search: 'k12' })],
];

function shift(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

async function timed(query: Record<string, string>): Promise<{ ms: number; total: number }> {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url: `/api/parkings/1/transactions?${new URLSearchParams(query).toString()}`, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return { ms, total: res.json().data.total as number };
}

// Warm-up (plans, JIT), then REPEAT rounds of every case on every day.
for (const [, make] of cases) for (const d of days) await timed(make(d));
const all: number[] = [];
console.log(`case                        rows matched      p50 ms   p95 ms   (${REPEAT} rounds x ${days.length} days)`);
for (const [name, make] of cases) {
  const times: number[] = [];
  let matched = 0;
  for (let r = 0; r < REPEAT; r++) {
    for (const d of days) {
      const { ms, total } = await timed(make(d));
      times.push(ms);
      matched = Math.max(matched, total);
    }
  }
  all.push(...times);
  console.log(`${name.padEnd(28)}${String(matched).padStart(12)}   ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`);
}
const p95 = percentile(all, 95);
console.log(`all cases p95 ${p95.toFixed(1)} ms (budget: under 50 ms) ${p95 < 50 ? 'OK' : 'OVER BUDGET'}`);
await app.close();
await handle.close();
