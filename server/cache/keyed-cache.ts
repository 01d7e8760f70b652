// One kind of reference data kept in process memory, by key, until a write forgets it (server/cache/caches.ts).
// A value read while a write was being forgotten is not kept: the read may have seen the data before the write
// committed, so it answers its caller but the next one reads again.
export class KeyedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly loading = new Map<K, Promise<V>>();
  private generation = 0;

  constructor(private readonly trusted: () => boolean) {}

  /** The kept value, if any, without reading (a caller that has every value it needs answers without a promise). */
  peek(key: K): V | undefined {
    return this.trusted() ? this.entries.get(key) : undefined;
  }

  /** The kept value, or `load`'s (shared by concurrent callers); `undefined` (nothing found) is never kept. */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    if (!this.trusted()) return load();
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    const value = await promise;
    if (value !== undefined && generation === this.generation && this.trusted()) this.entries.set(key, value);
    return value;
  }

  forget(key: K): void {
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
