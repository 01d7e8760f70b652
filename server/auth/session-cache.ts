// Resolved sessions kept in memory for a few seconds, so that a burst of requests with one token costs one
// database read. Keyed by the bearer token itself, which only this process's memory holds (the database keeps its
// sha-256), so that a hit costs no hashing. A sign-out or a password change forgets the user's sessions in every process sharing the
// database (announced like any cached data: server/cache), and a session read while one was being forgotten is
// not kept. TTL_MS bounds what nothing announces (a session's expiry, rows changed by hand).
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number; userId: number };

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private forgotten = 0;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS, private readonly now: () => number = Date.now) {}

  /** Taken before a session is read from the database, and handed to `set` with what was read. */
  get generation(): number {
    return this.forgotten;
  }

  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.value;
  }

  /** Kept unless something was forgotten since `generation` was taken (the read may predate a sign-out). */
  set(token: string, userId: number, value: T, generation: number): void {
    if (generation !== this.forgotten) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(token, { value, userId, until: this.now() + this.ttlMs });
  }

  evictUser(userId: number): void {
    this.forgotten++;
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  clear(): void {
    this.forgotten++;
    this.entries.clear();
  }
}
