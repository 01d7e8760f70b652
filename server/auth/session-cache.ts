// Resolved sessions kept in memory for a few seconds, so that a burst of requests with one token costs one
// database read. Logout and password changes in this process evict at once; another instance notices a
// revocation within TTL_MS at most (docs/architecture.md).
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; until: number; userId: number };

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS, private readonly now: () => number = Date.now) {}

  get(tokenHash: string): T | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.value;
  }

  set(tokenHash: string, userId: number, value: T): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { value, userId, until: this.now() + this.ttlMs });
  }

  evictUser(userId: number): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}
