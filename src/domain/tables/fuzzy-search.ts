// The tables' local fuzzy search (spec 2 §9, spec 3 §4, §9): fuse.js with threshold 0.3 over the given keys.
import Fuse, { type FuseOptionKey } from 'fuse.js';

export const FUZZY_THRESHOLD = 0.3;

/**
 * A search over `keys`. The index is built once a list and kept while the list lives: the charts replace
 * their lists rather than change them, so a keystroke searches without indexing again.
 */
export function fuzzySearch<T>(keys: FuseOptionKey<T>[]): (items: readonly T[], query: string) => readonly T[] {
  const indexes = new WeakMap<readonly T[], Fuse<T>>();
  return (items, query) => {
    const q = query.trim();
    if (q === '') return items;
    let fuse = indexes.get(items);
    if (!fuse) {
      fuse = new Fuse([...items], { keys, threshold: FUZZY_THRESHOLD, ignoreLocation: true });
      indexes.set(items, fuse);
    }
    return fuse.search(q).map((r) => r.item);
  };
}
