// The paging of every table (spec 2 §9, spec 3 §9): page sizes 5, 10, 25, 50 (10 by default), the page shown
// kept within the pages there are, 'Showing {from} to {to} of {total}' and five page buttons around the
// current page. Tables paged locally slice their rows here; tables paged by the server only count.
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_BUTTONS = 5;

export const isPageSize = (n: number): boolean => (PAGE_SIZES as readonly number[]).includes(n);
export const isPageNumber = (n: number): boolean => Number.isInteger(n) && n >= 1;

/** What a table's footer shows: the page, how many there are, its buttons and the rows it holds. */
export type PageView = { page: number; pages: number; buttons: number[]; from: number; to: number; total: number };

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

/** The page actually shown: the asked one, kept within the pages there are. */
export const clampPage = (page: number, total: number, perPage: number): number => Math.min(Math.max(1, page), pageCount(total, perPage));

/** Up to `size` page numbers around the current page. */
export function pageWindow(page: number, pages: number, size = PAGE_BUTTONS): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function pageView(total: number, page: number, perPage: number): PageView {
  const pages = pageCount(total, perPage);
  const current = clampPage(page, total, perPage);
  const from = total === 0 ? 0 : (current - 1) * perPage + 1;
  return { page: current, pages, buttons: pageWindow(current, pages), from, to: Math.min(current * perPage, total), total };
}

/** A table paged in the browser: the rows of the page shown and its footer. */
export function localPage<T>(rows: readonly T[], page: number, perPage: number): { rows: readonly T[]; view: PageView } {
  const view = pageView(rows.length, page, perPage);
  return { rows: rows.slice((view.page - 1) * perPage, view.page * perPage), view };
}
