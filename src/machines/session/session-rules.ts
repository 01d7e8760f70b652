// The session chart's own rules, apart from the selectors: the selectors read the chart's snapshot type, so
// the chart importing them back would tie the two files into a cycle.
import type { Branch, Lot, Shop } from '../../contracts/context.struct';
import type { CreditBalances } from '../../contracts/credits.struct';
import type { LotProperties } from '../../contracts/lot.struct';
import type { ContextLists, SessionContext } from './session.types';

/** The active ids right after sign-in: a single lot is entered at once; the first shop is the default. */
export function initialSelection(lists: ContextLists, defaultSelect: number | null): Pick<SessionContext, 'activeLotId' | 'activeShopId'> {
  const shopIds = lists.shops.map((s) => s.id);
  return {
    activeLotId: lists.lots.length === 1 ? lists.lots[0].id : null,
    activeShopId: defaultSelect !== null && shopIds.includes(defaultSelect) ? defaultSelect : (shopIds[0] ?? null),
  };
}

/** The session's shops as the server lists them again: the active shop stays active while it is listed. */
export function savedShops(shops: Shop[], activeShopId: number | null): Pick<SessionContext, 'shops' | 'activeShopId'> {
  return { shops, activeShopId: shops.some((s) => s.id === activeShopId) ? activeShopId : (shops[0]?.id ?? null) };
}

/** The salesman's stores as the server lists them again: the chosen store stays while it is listed, else the
 *  first listed one is theirs now (a salesman at work always has a store); no choice yet, or an empty list,
 *  changes no choice (the store dialog asks). */
export function savedStores(stores: Branch[], activeStoreId: number | null): Pick<SessionContext, 'stores' | 'activeStoreId'> {
  const kept = activeStoreId === null || stores.some((s) => s.id === activeStoreId);
  return { stores, activeStoreId: kept ? activeStoreId : (stores[0]?.id ?? activeStoreId) };
}

/** The session's lots after the properties screen saved one (its answer is the administrator's lots, as
 *  GET parkings lists them): a lot keeps the logo the session knew (the properties do not carry it); the active
 *  lot stays active while it is in the list. */
export function savedLots(saved: readonly LotProperties[], context: Pick<SessionContext, 'lots' | 'activeLotId'>): Pick<SessionContext, 'lots' | 'activeLotId'> {
  const lots: Lot[] = saved.map((p) => ({
    id: p.id,
    name: p.name,
    prefix: p.prefix,
    plaza_id: p.plaza_id,
    plaza_name: p.plaza_name,
    time_zone: p.time_zone,
    url_logo: context.lots.find((l) => l.id === p.id)?.url_logo ?? null,
    location: p.location,
  }));
  return { lots, activeLotId: lots.some((l) => l.id === context.activeLotId) ? context.activeLotId : null };
}

/** The shops with one shop's credits as a purchase answered them: its total and each of its stores'. */
export function shopsWithCredits(shops: readonly Shop[], shopId: number, balances: CreditBalances): Shop[] {
  return shops.map((shop) =>
    shop.id !== shopId
      ? shop
      : {
          ...shop,
          credits: { total: balances.total },
          branchs: shop.branchs.map((b) => ({ ...b, credits: { total: balances.stores.find((s) => s.id === b.id)?.total ?? b.credits?.total ?? 0 } })),
        },
  );
}
