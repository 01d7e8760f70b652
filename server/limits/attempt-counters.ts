// Attempt counters in the database (table attempt_counters), so that every server process sharing it counts
// together. A counter counts the attempts of a window that its first attempt opens. An attempt is claimed
// before the work it guards (an argon2 check, a mail): all of its counters in one transaction, each with one
// atomic upsert whose row lock makes concurrent claims wait their turn, so with a limit of 5 exactly 5 of 40
// simultaneous attempts get through, on any number of processes.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rows } from '../db/rows';

export type Counter = { key: string; limit: number; windowMs: number };
/** A counter's share of a claimed attempt, with its window, so that giving it back touches that window only. */
export type ClaimedCounter = { key: string; window: string };
export type ClaimResult = { claimed: ClaimedCounter[] } | { retryAfter: number };

/** Expired rows are deleted at most this often by each process (a schedule, not shared state). */
const PRUNE_EVERY_MS = 60_000;

class Refused extends Error {
  constructor(readonly retryAfter: number) {
    super('an attempt counter is at its limit');
  }
}

export class AttemptCounters {
  private prunedAt = 0;

  constructor(private readonly db: Db) {}

  /** Counts one attempt on every counter, or on none when one of them is at its limit. */
  async claim(counters: readonly Counter[]): Promise<ClaimResult> {
    await this.pruneNow();
    // One key order for every transaction, so two attempts that lock the same rows cannot deadlock.
    const ordered = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    try {
      const claimed = await this.db.transaction(async (tx) => {
        const got: ClaimedCounter[] = [];
        let retryAfter = 0;
        for (const counter of ordered) {
          const [row] = await rows<{ claimed: boolean; wait: number; window: string }>(tx, claimStatement(counter));
          if (row.claimed) got.push({ key: counter.key, window: row.window });
          else retryAfter = Math.max(retryAfter, row.wait);
        }
        // Rolls the other counters' claims back with it.
        if (retryAfter > 0) throw new Refused(retryAfter);
        return got;
      });
      return { claimed };
    } catch (err) {
      if (err instanceof Refused) return { retryAfter: err.retryAfter };
      throw err;
    }
  }

  /** Gives one claimed attempt back (it turned out not to count), unless its window has ended since. */
  async release(counter: ClaimedCounter): Promise<void> {
    await this.db.execute(
      sql`update attempt_counters set hits = hits - 1 where key = ${counter.key} and window_ends = ${counter.window}::timestamptz and hits > 0`,
    );
  }

  /** Forgets every attempt of a counter. */
  async forget(key: string): Promise<void> {
    await this.db.execute(sql`delete from attempt_counters where key = ${key}`);
  }

  private async pruneNow(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await this.db.execute(sql`delete from attempt_counters where window_ends <= now()`);
  }
}

/**
 * Opens a window with one hit, or adds a hit to the open one; a full counter stays at limit + 1, so
 * `claimed` tells whether this attempt got a place. Times are the database's, the one clock all processes share.
 */
const claimStatement = ({ key, limit, windowMs }: Counter) => sql`
  insert into attempt_counters as c (key, hits, window_ends) values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when c.window_ends <= now() then 1 else least(c.hits + 1, ${limit}::int + 1) end,
    window_ends = case when c.window_ends <= now() then excluded.window_ends else c.window_ends end
  returning c.hits <= ${limit}::int as claimed, greatest(1, ceil(extract(epoch from c.window_ends - now())))::int as wait,
    c.window_ends::text as window`;
