// Every table of the application carries the audit trigger (migration 0021), but the log itself and what is
// derived or bookkeeping: a table a later migration adds without attaching it fails here.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const UNAUDITED = ['attempt_counters', 'audit_entries', 'demo_history_days', 'visit_hours'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('attaches the audit trigger to every table but the log, the rollup, the demo days and the attempt counters', async () => {
  type Table = { name: string; audited: boolean };
  const result = await server.handle.db.execute(sql`
    select t.tablename as name,
           exists (select 1 from pg_trigger g join pg_proc p on p.oid = g.tgfoid
                   where g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass and p.proname = 'audit_row') as audited
    from pg_tables t where t.schemaname = 'public' order by 1`);
  const tables = result as unknown as { rows: Table[] };
  const missing = tables.rows.filter((t) => !t.audited && !UNAUDITED.includes(t.name)).map((t) => t.name);
  const needless = tables.rows.filter((t) => t.audited && UNAUDITED.includes(t.name)).map((t) => t.name);
  expect(tables.rows.length).toBeGreaterThan(40);
  expect({ missing, needless }).toEqual({ missing: [], needless: [] });
});
