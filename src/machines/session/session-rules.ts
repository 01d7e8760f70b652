// The session chart's own rules, apart from the selectors: the selectors read the chart's snapshot type, so
// the chart importing them back would tie the two files into a cycle.
import type { ContextLists, SessionContext } from './session.types';

/** The active ids right after sign-in: a single lot is entered at once; the first shop is the default. */
export function initialSelection(lists: ContextLists, defaultSelect: number | null): Pick<SessionContext, 'activeLotId' | 'activeShopId'> {
  const shopIds = lists.shops.map((s) => s.id);
  return {
    activeLotId: lists.lots.length === 1 ? lists.lots[0].id : null,
    activeShopId: defaultSelect !== null && shopIds.includes(defaultSelect) ? defaultSelect : (shopIds[0] ?? null),
  };
}
