// Raw SQL rows for aggregate queries, on both drivers (PGlite and node-postgres both answer `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
