// Raw SQL rows for aggregate queries (node-postgres answers `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { Db } from './connect';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
