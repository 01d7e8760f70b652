// How many lots the carousel shows (spec 2 "Lot selection", §9): 4 per view on wide screens and 1 on narrow
// ones; with fewer than 5 lots there is nothing to page through and all of them show (side by side on wide
// screens, one under the other on narrow ones).
export const WIDE_PER_VIEW = 4;
export const NARROW_PER_VIEW = 1;
export const PAGING_FROM = 5;

export type LotsLayout = { paged: boolean; perView: number; columns: number; pages: number };

export function lotsLayout(count: number, wide: boolean): LotsLayout {
  if (count < PAGING_FROM) return { paged: false, perView: count, columns: wide ? Math.max(count, 1) : 1, pages: 1 };
  const perView = wide ? WIDE_PER_VIEW : NARROW_PER_VIEW;
  return { paged: true, perView, columns: perView, pages: Math.ceil(count / perView) };
}

/** The first lot shown on `page`; the last page is filled from the end, so a view is never half empty. */
export function firstShown(page: number, layout: LotsLayout, count: number): number {
  if (!layout.paged) return 0;
  const clamped = Math.min(Math.max(page, 0), layout.pages - 1);
  return Math.max(0, Math.min(clamped * layout.perView, count - layout.perView));
}
