// A write route's `app.db` is its transaction, one connection (server/db/write-scope.ts). node-postgres queues a
// query sent while another runs on that connection, deprecates it, and pg 9 refuses it: reads that may run in a
// transaction go through `readAll` (server/db/reads.ts). This records every such query the suite sends and
// fails the test that sent it, naming its SQL.
import pg from 'pg';
import { afterEach } from 'vitest';

// pg 8's own fields (its getters for them are deprecated); pg 9 refuses such a query itself.
type Sent = { text?: string } | null | undefined;
type Busy = { _activeQuery?: Sent; _queryQueue?: Sent[] };
const sql = (query: string | Sent) => String(typeof query === 'string' ? query : query?.text).replace(/\s+/g, ' ').slice(0, 200);

// The server project runs its files in one process (isolate: false), and this file runs before each of them: the
// client is wrapped once, and every file reads the same list.
const WRAPPED = Symbol.for('nexo.tests.one-query-per-connection');
type Wrapped = typeof pg.Client.prototype.query & { [WRAPPED]?: string[] };
const current = pg.Client.prototype.query as Wrapped;
const overlapping: string[] = current[WRAPPED] ?? [];
if (!current[WRAPPED]) {
  const query = pg.Client.prototype.query;
  const wrapped = function (this: pg.Client & Busy, ...args: unknown[]) {
    const running = this._activeQuery ?? this._queryQueue?.[0];
    if (running) overlapping.push(`${sql(args[0] as string | Sent)}\n  while this ran: ${sql(running)}`);
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as Wrapped;
  wrapped[WRAPPED] = overlapping;
  pg.Client.prototype.query = wrapped;
}
// What the previous file's afterAll sent is not this file's test's doing (nor was it reported when each file had
// its own process).
overlapping.splice(0);

afterEach(() => {
  const sent = overlapping.splice(0);
  if (sent.length > 0) throw new Error(`A query was sent on a connection already running one:\n${sent.join('\n')}`);
});
