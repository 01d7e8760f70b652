// A lot with a long history for the transactions and export figures: a migrated database (the bench's own
// embedded PostgreSQL or DATABASE_URL, or any empty one given to insertHistory), seeded, with `count` closed visits of lot 1 bulk-inserted
// by SQL (generate_series), one every 63 s from 2024-01-01 (1,000,000 visits span about two years),
// alternating the lot's two accesses.
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '../../server/db/connect';
import { seed } from '../../server/demo/seed';
import { openBenchDatabase } from './bench-database';

export const HISTORY_START = '2024-01-01T06:00:00Z';
export const SECONDS_APART = 63;

export async function lotWithHistory(count: number): Promise<DbHandle> {
  const handle = await openBenchDatabase();
  await insertHistory(handle.db, count);
  return handle;
}

/** Seeds an empty database (any driver) and gives lot 1 its `count` visits. */
export async function insertHistory(db: Db, count: number): Promise<void> {
  await seed(db);
  // Bulk load as a restore does: the secondary indexes are dropped first and built once at the end.
  const listed = (await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'visits' and indexname <> 'visits_pkey'`)) as unknown as { rows: { indexname: string; indexdef: string }[] };
  const indexes = listed.rows;
  for (const ix of indexes) await db.execute(sql.raw(`drop index ${ix.indexname}`));
  const CHUNK = 100_000;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await db.execute(sql`
      insert into visits (parking_id, access_id, entry_gate_id, entry_at, plate, state, amount, period, paid_at, paid_by, exit_gate_id, exit_at)
      select 1, 1 + i % 2, case when i % 2 = 0 then 1 else 3 end,
             ${HISTORY_START}::timestamptz + i * interval '${sql.raw(String(SECONDS_APART))} seconds',
             chr(65 + i % 26) || chr(65 + (i / 26) % 26) || chr(65 + (i / 676) % 26) || lpad((i % 10000)::text, 4, '0'),
             'closed', 1000 + (i * 37) % 20000, (1 + i % 5)::text || ':' || lpad((i % 60)::text, 2, '0'),
             ${HISTORY_START}::timestamptz + i * interval '${sql.raw(String(SECONDS_APART))} seconds' + (30 + i % 300) * interval '1 minute',
             'barrier', case when i % 2 = 0 then 2 else 4 end,
             ${HISTORY_START}::timestamptz + i * interval '${sql.raw(String(SECONDS_APART))} seconds' + (31 + i % 300) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
  await db.execute(sql`vacuum analyze visits`);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
