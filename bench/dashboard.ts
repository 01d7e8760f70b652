// Budget (design.md, issue 6): every dashboard tile's query over 1,000,000 visits in under 200 ms. The visits
// are bulk-inserted into the bench's embedded PostgreSQL or DATABASE_URL (one year of a busy lot) and the hourly rollup is rebuilt from
// them (timed apart: the server keeps it visit by visit), then each tile runs for every period; the median
// and the slowest of 5 runs are reported. BENCH_VISITS sets the number of visits.
import { sql } from 'drizzle-orm';
import { seed } from '../server/demo/seed';
import { periodWindow, PERIODS, type Period } from '../server/dashboards/period';
import { rebuildRollups } from '../server/dashboards/rollups';
import { averageTime, cars, incomes, parkingTime, peakHours } from '../server/dashboards/tiles';
import { openBenchDatabase } from './lib/bench-database';
import { median } from './lib/load';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const handle = await openBenchDatabase();
await seed(handle.db);
const started = performance.now();
// Entries spread over the last 365 days, stays of 5 minutes to 10 hours, all paid and gone but the last 300.
await handle.db.execute(sql`
  insert into visits (parking_id, access_id, entry_gate_id, entry_at, plate, state, amount, period, paid_at, exit_gate_id, exit_at)
  select 1, 1, 1, e, 'B' || lpad(i::text, 7, '0'),
         case when i > ${VISITS} - 300 then 'open' else 'closed' end,
         case when i > ${VISITS} - 300 then null else (2500 + (i % 9) * 1000) end,
         '1:00',
         case when i > ${VISITS} - 300 then null else e + (s || ' minutes')::interval end,
         case when i > ${VISITS} - 300 then null else 2 end,
         case when i > ${VISITS} - 300 then null else e + (s || ' minutes')::interval end
  from (select i, now() - ((${VISITS} - i)::float8 / ${VISITS} * 365 || ' days')::interval as e, 5 + (i::bigint * 7919) % 595 as s
        from generate_series(1, ${VISITS}) as i) g`);
console.log(`${VISITS.toLocaleString('en')} visits inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const rebuilt = performance.now();
await rebuildRollups(handle.db, 1);
const [{ n }] = ((await handle.db.execute(sql`select count(*)::int as n from visit_hours`)) as unknown as { rows: { n: number }[] }).rows;
console.log(`rollup rebuilt in ${((performance.now() - rebuilt) / 1000).toFixed(1)} s (${n.toLocaleString('en')} lot hours)`);
await handle.db.execute(sql`vacuum analyze visits`);
await handle.db.execute(sql`vacuum analyze visit_hours`);

const lot = { id: 1, timeZone: 'America/Monterrey' };
const tiles: Record<string, (period: Period) => Promise<unknown>> = {
  incomes: (p) => incomes(handle.db, lot, periodWindow(p, lot.timeZone), p === 'day'),
  'peak-hours': (p) => peakHours(handle.db, lot, periodWindow(p, lot.timeZone), { first: 6, last: 23 }),
  'parking-time': (p) => parkingTime(handle.db, lot, periodWindow(p, lot.timeZone)),
  'average-time': (p) => averageTime(handle.db, lot, periodWindow(p, lot.timeZone)),
  cars: (p) => cars(handle.db, lot, periodWindow(p, lot.timeZone)),
};
for (const [name, run] of Object.entries(tiles)) {
  for (const period of PERIODS) {
    await run(period);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await run(period);
      times.push(performance.now() - t0);
    }
    const worst = Math.max(...times);
    console.log(`${name.padEnd(13)} ${period.padEnd(5)} median ${median(times).toFixed(1).padStart(7)} ms, slowest ${worst.toFixed(1).padStart(7)} ms ${worst < 200 ? 'OK' : 'OVER BUDGET'}`);
  }
}
await handle.close();
