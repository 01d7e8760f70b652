// Pure reads of the pensions table: the fuzzy search (fuse.js on first name, last name, e-mail and role,
// threshold 0.3, spec 3 §4; the full name as well), the page shown and the window of page buttons.
import Fuse from 'fuse.js';
import type { PensionItem } from '../../contracts/pension.struct';

export const SEARCH_THRESHOLD = 0.3;
export const SEARCH_KEYS = ['first_name', 'lastname', 'email', 'role'] as const;
export const PAGE_BUTTONS = 5;

const indexes = new WeakMap<readonly PensionItem[], Fuse<PensionItem>>();

export function searchPensions(pensions: readonly PensionItem[], query: string): readonly PensionItem[] {
  const q = query.trim();
  if (q === '') return pensions;
  let fuse = indexes.get(pensions);
  if (!fuse) {
    // The full name as a key too, so that "first last" with a typo finds the pension.
    const keys = [...SEARCH_KEYS, { name: 'full_name', getFn: (p: PensionItem) => `${p.first_name} ${p.lastname}` }];
    fuse = new Fuse([...pensions], { keys, threshold: SEARCH_THRESHOLD, ignoreLocation: true });
    indexes.set(pensions, fuse);
  }
  return fuse.search(q).map((r) => r.item);
}

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

export const clampPage = (page: number, total: number, perPage: number): number => Math.min(Math.max(1, page), pageCount(total, perPage));

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): readonly T[] {
  const p = clampPage(page, rows.length, perPage);
  return rows.slice((p - 1) * perPage, p * perPage);
}

/** 'Showing {from} to {to} of {total} entries' for the page shown. */
export function showing(total: number, page: number, perPage: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  const p = clampPage(page, total, perPage);
  return { from: (p - 1) * perPage + 1, to: Math.min(p * perPage, total), total };
}

export function pageWindow(page: number, pages: number, size = PAGE_BUTTONS): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
