// Budget (issue 20 item 2): every platform statistics tile under 200 ms over a year of the demo data plus
// 1,000,000 visits. In the bench's own database (a throwaway embedded PostgreSQL on a free port, or the empty
// database at DATABASE_URL): the seed, a year of the demo lots' history (server/demo, as `npm start` fills it),
// BENCH_VISITS more visits (default 1,000,000) spread over the three lots and the year, the visits' hourly
// rollup rebuilt from all of them, and a year of shopping to go (BENCH_REQUESTS requests, default 100,000, with
// their offers, the credits spent on them, and purchases). Then each tile through its route (app.inject, the
// nexo admin signed in) for a 30-day, a 90-day and a 365-day period, all lots and shops, then one lot or shop:
// the median and the slowest of BENCH_REPEAT runs (default 7) after a warm-up.
// Run: npx tsx bench/statistics.ts
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { STAT_TILES, PARKING_TILES } from '../src/contracts/statistics.struct';
import { formatDay } from '../src/domain/formats/edge-formats';
import { lastDays } from '../src/domain/statistics/stats-range';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { rebuildRollups } from '../server/dashboards/rollups';
import { rows } from '../server/db/rows';
import { fillDemoHistory } from '../server/demo/history';
import { seed } from '../server/demo/seed';
import { createSession } from '../server/plugins/auth';
import { openBenchDatabase } from './lib/bench-database';
import { median } from './lib/load';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 7);
const BUDGET_MS = 200;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const handle = await openBenchDatabase();
const db = handle.db;
await seed(db);

let step = performance.now();
const history = await fillDemoHistory(db, 365, { progress: { update: () => {}, done: () => {} } });
console.log(`demo history: ${history.lotDays} lot-days, ${history.visits.toLocaleString('en')} visits in ${seconds(step)} s`);

// The extra visits: entries spread evenly over the last 365 days, lot by turns (each with its own access and
// gates), stays of 5 minutes to 10 hours, all paid and gone but the last 300. Loaded as a restore does: the
// secondary indexes dropped first and built once at the end.
step = performance.now();
const indexes = await rows<{ indexname: string; indexdef: string }>(db, sql`select indexname, indexdef from pg_indexes where tablename = 'visits' and indexname <> 'visits_pkey'`);
for (const ix of indexes) await db.execute(sql.raw(`drop index ${ix.indexname}`));
const CHUNK = 100_000;
for (let from = 1; from <= VISITS; from += CHUNK) {
  const to = Math.min(VISITS, from + CHUNK - 1);
  await db.execute(sql`
    insert into visits (parking_id, access_id, entry_gate_id, entry_at, plate, state, amount, period, paid_at, paid_by, exit_gate_id, exit_at)
    select lot, (array[1, 3, 4])[lot], (array[1, 5, 7])[lot], e, 'BX' || lpad(i::text, 7, '0'),
           case when open then 'open' else 'closed' end,
           case when open then null else 2500 + (i % 9) * 1000 end,
           case when open then null else '1:00' end,
           case when open then null else e + s * interval '1 minute' end,
           case when open then null else 'barrier' end,
           case when open then null else (array[2, 6, 8])[lot] end,
           case when open then null else e + s * interval '1 minute' end
    from (select i, 1 + i % 3 as lot, i > ${VISITS} - 300 as open,
                 now() - ((${VISITS} - i)::float8 / ${VISITS} * 365) * interval '1 day' as e,
                 5 + (i::bigint * 7919) % 595 as s
          from generate_series(${from}::int, ${to}::int) as i) g`);
}
for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
console.log(`${VISITS.toLocaleString('en')} visits inserted in ${seconds(step)} s`);
step = performance.now();
await rebuildRollups(db);
const [{ hours, total }] = await rows<{ hours: number; total: number }>(db, sql`select (select count(*) from visit_hours)::int as hours, (select count(*) from visits)::int as total`);
console.log(`rollup rebuilt from ${total.toLocaleString('en')} visits in ${seconds(step)} s (${hours.toLocaleString('en')} lot hours)`);

// A year of shopping to go on the demo stores: requests by turns in the two plazas, in each one's store
// categories; two in three get an offer from a store of the plaza (1 credit each), of which one in five is
// accepted and half of those sold; a purchase of 50 credits a day and store.
step = performance.now();
await db.execute(sql`
  insert into shopping_requests (customer_id, plaza_id, category_id, text, status, expires_at, created_at)
  select 1, b.plaza_id, bc.category_id, 'Solicitud ' || i, 'expired', c + interval '2 hours', c
  from (select i, now() - ((${REQUESTS} - i)::float8 / ${REQUESTS} * 365) * interval '1 day' as c, 1 + i % 3 as store
        from generate_series(1, ${REQUESTS}) as i) g
  join branches b on b.id = g.store join branch_categories bc on bc.branch_id = b.id`);
await db.execute(sql`
  insert into shopping_offers (request_id, shop_id, branch_id, salesman_id, product, price_cents, expires_at, status, credits, created_at)
  select r.id, b.shop_id, b.id, 7, 'Producto', 49_900, r.created_at + interval '30 minutes',
         case when r.id % 5 = 0 then 'accepted' else 'expired' end, 1, r.created_at + interval '5 minutes'
  from shopping_requests r join branches b on b.plaza_id = r.plaza_id
  join branch_categories bc on bc.branch_id = b.id and bc.category_id = r.category_id
  where r.id % 3 <> 0`);
await db.execute(sql`
  update shopping_requests r set accepted_offer_id = o.id, status = case when r.id % 2 = 0 then 'done' else 'accepted' end,
         closed_at = case when r.id % 2 = 0 then o.created_at + interval '1 hour' end
  from shopping_offers o where o.request_id = r.id and o.status = 'accepted'`);
await db.execute(sql`
  insert into credit_entries (shop_id, branch_id, kind, credits, movable, offer_id, at)
  select shop_id, branch_id, 'offer', -credits, false, id, created_at from shopping_offers`);
await db.execute(sql`
  insert into credit_entries (shop_id, branch_id, kind, credits, movable, amount_cents, at)
  select b.shop_id, b.id, 'purchase', 50, true, 89_900, d
  from generate_series(now() - interval '365 days', now(), interval '1 day') d cross join branches b`);
for (const table of ['visits', 'visit_hours', 'shopping_requests', 'shopping_offers', 'credit_entries']) await db.execute(sql.raw(`vacuum analyze ${table}`));
const [shopping] = await rows<{ requests: number; offers: number; entries: number }>(
  db,
  sql`select (select count(*) from shopping_requests)::int as requests, (select count(*) from shopping_offers)::int as offers, (select count(*) from credit_entries)::int as entries`,
);
console.log(`shopping: ${shopping.requests.toLocaleString('en')} requests, ${shopping.offers.toLocaleString('en')} offers, ${shopping.entries.toLocaleString('en')} credit entries in ${seconds(step)} s`);

const app = await buildApp({ db, config: readConfig({ DATA_DIR: '/tmp/nexo-bench-unused', PUBLIC_URL: 'http://bench' }) });
await app.ready();
const token = await createSession(db, 1);

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return ms;
}

const today = formatDay(new Date());
let worst = 0;
console.log(`tile        period  filter      median ms  slowest ms   (${REPEAT} runs after a warm-up; load average ${os.loadavg()[0].toFixed(1)})`);
for (const tile of STAT_TILES) {
  for (const days of [30, 90, 365]) {
    const filters: [string, string][] = [['all', ''], PARKING_TILES.includes(tile) ? ['lot 1', '&parking_id=1'] : ['shop 1', '&shop_id=1']];
    for (const [label, filter] of filters) {
      const { from, to } = lastDays(today, days);
      const url = `/api/admin/statistics/${tile}?from=${from}&to=${to}${filter}`;
      await timed(url);
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) times.push(await timed(url));
      const slowest = Math.max(...times);
      worst = Math.max(worst, median(times));
      console.log(`${tile.padEnd(12)}${`${days} d`.padEnd(8)}${label.padEnd(12)}${median(times).toFixed(1).padStart(9)}${slowest.toFixed(1).padStart(12)}  ${median(times) < BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
    }
  }
}
console.log(`slowest median ${worst.toFixed(1)} ms (budget: under ${BUDGET_MS} ms a tile) ${worst < BUDGET_MS ? 'OK' : 'OVER BUDGET'}; load average ${os.loadavg()[0].toFixed(1)}`);
await app.close();
await handle.close();
