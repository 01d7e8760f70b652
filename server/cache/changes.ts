// What a write tells every server process sharing the database, so that each forgets what it kept of the data
// the write changed: NOTIFY on one channel, sent in the write's own transaction (PostgreSQL delivers it at commit,
// and never for a rollback). Each process LISTENs on one connection of its own (change-listener.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';

export const CHANGES_CHANNEL = 'nexo_cache';

/** A lot's row and rates; a lot's accesses and gates; a user's sessions (signed out, password changed); the
 *  company settings (id 1); a role's name, type or permissions (admin module, Roles and Permissions). */
export type Topic = 'lot' | 'gates' | 'sessions' | 'settings' | 'roles';
export type Change = { topic: Topic; id: number };
/** `all`: forget everything (the listening connection was lost, or an operator changed data behind the API). */
export type Changes = Change[] | 'all';

const TOPICS: readonly string[] = ['lot', 'gates', 'sessions', 'settings', 'roles'] satisfies Topic[];

/** Inside the write's transaction; the writer also forgets in its own process once committed (caches.ts `forget`). */
export async function announce(tx: Db, ...changes: Change[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(changes)})`);
}

function isChange(value: unknown): value is Change {
  if (typeof value !== 'object' || value === null) return false;
  const { topic, id } = value as Record<string, unknown>;
  return typeof topic === 'string' && TOPICS.includes(topic) && Number.isInteger(id);
}

/** A notification's payload; anything unreadable counts as `all` (forgetting too much is only slower). */
export function readChanges(payload: string): Changes {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return 'all';
    return parsed.every(isChange) ? parsed : 'all';
  } catch {
    return 'all';
  }
}
