// A route's write runs in one transaction that carries its audit context: `app.db` is that transaction while the
// handler runs (server/app.ts reads it through `scopedDb`), so every write of the request commits or rolls back
// together, and the audit trigger (migration 0021) records each row it changed with who did it. What must not
// happen for a rolled-back write (realtime events, this process's cache forgetting) waits for the commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { POOL_SIZE, type Db } from './connect';

/** What the audit trigger records of the route (server/http/audit-context.ts builds it). */
export type AuditContext = Record<string, unknown>;

type Scope = { base: Db; tx: Db | null; context: AuditContext; afterCommit: Array<() => void> };

const scopes = new AsyncLocalStorage<Scope>();

/**
 * A route's transaction holds a connection while its handler may need another outside it (the sign-in attempt
 * counters must count a refused attempt, which rolls back): with every connection held by transactions waiting
 * for one more, nothing would move. So at most POOL_SIZE - 3 write transactions run at once; the others wait
 * here, holding none.
 */
class Slots {
  private free = POOL_SIZE - 3;
  private readonly waiting: Array<() => void> = [];

  async take(): Promise<void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

const slotsOf = new WeakMap<Db, Slots>();
function slots(base: Db): Slots {
  let found = slotsOf.get(base);
  if (!found) slotsOf.set(base, (found = new Slots()));
  return found;
}

/** `route`: the whole handler is one transaction. `steps`: the handler commits in steps of its own (a card
 *  charge must find its pending purchase committed first) through `auditedTransaction`. */
export type WriteMode = 'route' | 'steps';

/** The database a module should use now: the request's transaction while a write route runs, else `base`. */
export const scopedDb = (base: Db): Db => scopes.getStore()?.tx ?? base;

export async function runWrite<T>(base: Db, context: AuditContext, mode: WriteMode, run: () => Promise<T>): Promise<T> {
  const scope: Scope = { base, tx: null, context, afterCommit: [] };
  if (mode === 'steps') return scopes.run(scope, run);
  let result: T;
  const slot = slots(base);
  await slot.take();
  try {
    result = await base.transaction(async (tx) => {
      await setAuditContext(tx, context);
      scope.tx = tx;
      return scopes.run(scope, run);
    });
  } finally {
    // Anything the handler left running reads and writes outside the finished transaction from now on.
    scope.tx = null;
    slot.give();
  }
  for (const fn of scope.afterCommit) fn();
  return result;
}

/** A transaction of a `steps` route (or of no route): audited with the route's context when there is one. */
export async function auditedTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  return db.transaction(async (tx) => {
    if (scope) await setAuditContext(tx, scope.context);
    return fn(tx);
  });
}

/** A write that stands although the route then refuses (a wrong code's try counts, and the answer is a 422):
 *  its own transaction beside the route's, audited alike. It must not touch rows the route's transaction wrote. */
export const committedAlone = <T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> => auditedTransaction(baseOf(db), fn);

/** Runs `fn` once the request's transaction committed (at once outside one); never after a rollback. */
export function afterCommit(fn: () => void): void {
  const scope = scopes.getStore();
  if (scope?.tx) scope.afterCommit.push(fn);
  else fn();
}

/** Runs `fn` outside the request's scope: work that outlives the answer (a mail sent after it) reads and writes on
 *  the pool, never on the request's transaction, which commits while that work may still be sending a query. */
export const detached = <T>(fn: () => T): T => scopes.exit(fn);

/** The database `db` belongs to: the request's transaction stands for the base it was opened on. */
export function baseOf(db: Db): Db {
  const scope = scopes.getStore();
  return scope && scope.tx === db ? scope.base : db;
}

async function setAuditContext(tx: Db, context: AuditContext): Promise<void> {
  await tx.execute(sql`select set_config('nexo.audit', ${JSON.stringify(context)}, true)`);
}
