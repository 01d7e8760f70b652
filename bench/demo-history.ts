// Issue 14: the first start's demo history (server/demo) in seconds, on a throwaway embedded PostgreSQL as
// `npm start` runs (or the empty database at DATABASE_URL).
// HISTORY_DAYS sets the days (default 90, for the three demo lots); the fill's own progress line is printed,
// then the rows it wrote.
import { sql } from 'drizzle-orm';
import { rows } from '../server/db/rows';
import { seed } from '../server/demo/seed';
import { fillDemoHistory } from '../server/demo/history';
import { openBenchDatabase } from './lib/bench-database';

const days = Number(process.env.HISTORY_DAYS ?? 90);
const handle = await openBenchDatabase();
await seed(handle.db);
const started = performance.now();
const fill = await fillDemoHistory(handle.db, days);
const seconds = (performance.now() - started) / 1000;
const [counts] = await rows<Record<string, number>>(
  handle.db,
  sql`select (select count(*) from visits)::int as visits, (select count(*) from visits where state = 'open')::int as open_visits,
             (select count(*) from pension_entrances)::int as pension_entrances, (select count(*) from gate_events)::int as gate_events,
             (select count(*) from visit_hours)::int as rollup_hours`,
);
console.log(`${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PostgreSQL'}: ${fill.lotDays} lot-days, ${fill.visits} visits in ${seconds.toFixed(1)} s (${Math.round(fill.visits / seconds)} visits/s)`);
console.log(counts);
await handle.close();
