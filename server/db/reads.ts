// Reads that need not wait for each other: at once on the pool, one after the other in a transaction. A write
// route's `app.db` is its transaction (write-scope.ts), a single connection that runs one query at a time:
// node-postgres queues a query sent while another runs there, deprecates that, and pg 9 refuses it. A module
// called from both kinds of route cannot know which it has, so it asks this.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './connect';

type Reads<T extends readonly unknown[]> = readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }];

export async function readAll<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
