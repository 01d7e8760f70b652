// Bulk writes with one parameter: rows sent as one JSON array and unpacked into the table's own row type
// (json_populate_recordset). Thousands of rows cost one statement with one parameter instead of a VALUES list
// of thousands of parameters, which both drivers build and parse several times slower (bench/demo-history.ts).
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect';
import { rows } from './rows';

/**
 * Inserts `values` (the schema's property names). A column no row names takes its default; a column some rows
 * name is null in the others, so rows name every column they set, defaults included.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][]): Promise<void> {
  if (values.length === 0) return;
  const columns = getTableColumns(table);
  const keys = [...new Set(values.flatMap((v) => Object.keys(v)))];
  const names = sql.raw(keys.map((k) => `"${columns[k].name}"`).join(', '));
  const json = JSON.stringify(values.map((v: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [columns[k].name, v[k] ?? null]))));
  await db.execute(sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`);
}

/** `n` new ids of the table's serial `id`, for rows that rows of other tables refer to before they are inserted. */
export async function takeIds(db: Db, table: PgTable, n: number): Promise<number[]> {
  if (n === 0) return [];
  const ids = await rows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id'))::int as id from generate_series(1, ${n}::int)`);
  return ids.map((r) => r.id);
}
