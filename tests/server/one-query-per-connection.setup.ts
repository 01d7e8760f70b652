// A write route's `app.db` is its transaction, one connection (server/db/write-scope.ts). node-postgres queues a
// query sent while another runs on that connection, deprecates it, and pg 9 refuses it: reads that may run in a
// transaction go through `readAll` (server/db/reads.ts). This records every such query the suite sends and
// fails the test that sent it, naming its SQL.
import pg from 'pg';
import { afterEach } from 'vitest';

const overlapping: string[] = [];
const query = pg.Client.prototype.query;
// pg 8's own fields (its getters for them are deprecated); pg 9 refuses such a query itself.
type Sent = { text?: string } | null | undefined;
type Busy = { _activeQuery?: Sent; _queryQueue?: Sent[] };
const sql = (query: string | Sent) => String(typeof query === 'string' ? query : query?.text).replace(/\s+/g, ' ').slice(0, 200);
pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
  const running = this._activeQuery ?? this._queryQueue?.[0];
  if (running) overlapping.push(`${sql(args[0] as string | Sent)}\n  while this ran: ${sql(running)}`);
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

afterEach(() => {
  const sent = overlapping.splice(0);
  if (sent.length > 0) throw new Error(`A query was sent on a connection already running one:\n${sent.join('\n')}`);
});
