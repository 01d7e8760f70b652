// Pure reads of the special-rates table: the fuzzy search (fuse.js on the name, threshold 0.3), the page shown
// and the window of five page buttons.
import Fuse from 'fuse.js';
import type { SpecialRateItem } from '../../contracts/rates.struct';

export const SEARCH_THRESHOLD = 0.3;
export const PAGE_BUTTONS = 5;

const indexes = new WeakMap<readonly SpecialRateItem[], Fuse<SpecialRateItem>>();

export function searchRates(rates: readonly SpecialRateItem[], query: string): readonly SpecialRateItem[] {
  const q = query.trim();
  if (q === '') return rates;
  let fuse = indexes.get(rates);
  if (!fuse) {
    fuse = new Fuse([...rates], { keys: ['name'], threshold: SEARCH_THRESHOLD, ignoreLocation: true });
    indexes.set(rates, fuse);
  }
  return fuse.search(q).map((r) => r.item);
}

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The page actually shown: the asked one, kept within the pages there are. */
export const clampPage = (page: number, total: number, perPage: number): number => Math.min(Math.max(1, page), pageCount(total, perPage));

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): readonly T[] {
  const p = clampPage(page, rows.length, perPage);
  return rows.slice((p - 1) * perPage, p * perPage);
}

/** Up to five page numbers around the current page (spec 2 §9: pagination shows 5 page buttons). */
export function pageWindow(page: number, pages: number, size = PAGE_BUTTONS): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
