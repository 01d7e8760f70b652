// Reference data (lots, their accesses and gates, rates, roles and menus) and resolved sessions are kept in each
// server process's memory, per database, and forgotten on write in every process sharing the database: a write
// announces its changes in its transaction (changes.ts), and forgets them here itself once committed, so that its
// caller reads its own write at once; the others forget when the notification arrives (a few milliseconds).
// Area modules declare their caches with `defineCache` and read through them; with no caches open for a `db`
// (a transaction, a script) they read the database directly.
import type { Db } from '../db/connect';
import type { Change, Changes, Topic } from './changes';
import { listenForChanges, type ListenerLog } from './change-listener';
import { KeyedCache } from './keyed-cache';
import { afterCommit, baseOf } from '../db/write-scope';

type Subscriber = (id: number | null) => void;

export class ProcessCaches {
  private trustedNow = true;
  private readonly subscribers = new Set<{ topic: Topic | null; fn: Subscriber }>();

  get trusted(): boolean {
    return this.trustedNow;
  }

  /** `fn(id)` for each change of `topic`; `fn(null)` when everything is forgotten (topic null: only then). */
  on(topic: Topic | null, fn: Subscriber): () => void {
    const entry = { topic, fn };
    this.subscribers.add(entry);
    return () => void this.subscribers.delete(entry);
  }

  changed(changes: Changes): void {
    for (const { topic, fn } of this.subscribers) {
      if (changes === 'all') fn(null);
      else for (const change of changes) if (change.topic === topic) fn(change.id);
    }
  }

  setTrusted(ok: boolean): void {
    this.trustedNow = ok;
    this.changed('all');
  }
}

const open = new Map<Db, { caches: ProcessCaches; users: number; stop: () => Promise<void> }>();

/** Opens the caches of `db` for this process (once; each opener closes). */
export async function openCaches(db: Db, log: ListenerLog): Promise<ProcessCaches> {
  const found = open.get(db);
  if (found) {
    found.users++;
    return found.caches;
  }
  const caches = new ProcessCaches();
  const entry = { caches, users: 1, stop: async () => {} };
  open.set(db, entry);
  entry.stop = await listenForChanges(db, { changed: (c) => caches.changed(c), trusted: (ok) => caches.setTrusted(ok) }, log);
  return caches;
}

export async function closeCaches(db: Db): Promise<void> {
  const entry = open.get(db);
  if (!entry || --entry.users > 0) return;
  open.delete(db);
  await entry.stop();
}

export const cachesOf = (db: Db): ProcessCaches | null => open.get(db)?.caches ?? null;

/** Once the write's transaction committed (a route's: when it commits), this process forgets at once (the
 *  others when notified). */
export function forget(db: Db, ...changes: Change[]): void {
  const base = baseOf(db);
  afterCommit(() => cachesOf(base)?.changed(changes));
}

/** One kind of cached data, forgotten by id on `topic` (null: only when everything is), or wholly on any change of
 *  it when `whole` (data keyed otherwise than by the topic's ids). `of(db)` is null without caches. */
export function defineCache<K, V>(topic: Topic | null, whole = false): (db: Db) => KeyedCache<K, V> | null {
  const made = new WeakMap<ProcessCaches, KeyedCache<K, V>>();
  return (db) => {
    const caches = cachesOf(db);
    if (!caches) return null;
    let cache = made.get(caches);
    if (!cache) {
      const created = new KeyedCache<K, V>(() => caches.trusted);
      caches.on(topic, (id) => (id === null || whole ? created.clear() : created.forget(id as K)));
      made.set(caches, (cache = created));
    }
    return cache;
  };
}
