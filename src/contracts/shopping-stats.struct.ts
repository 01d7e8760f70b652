// Shopping-to-go statistics (issue 19 items 4 and 5; docs/api.md "Shopping statistics"): the salesman's own
// history and the shop's statistics, computed in SQL from the requests, offers, dismissals and credit entries
// (server/shopping-stats). Each figure is counted when it happened, in the platform's time zone
// (America/Monterrey: stores have none of their own); `series` splits the period by local hour (`day`) or day.
import { array, nullable, number, object, string, type Infer } from 'superstruct';
import { oneOf } from './rules';
import { STATS_PERIODS } from './shopping.struct';

/** A salesman's (or a group of salesmen's) figures. */
const salesmanFigures = {
  /** Requests answered (an offer or a dismissal), counted at the first answer. */
  answered: number(),
  offers: number(),
  /** Offers the customer accepted. */
  accepted: number(),
  /** Sales closed (requests done on an accepted offer). */
  sales: number(),
  /** The median of the seconds from a request's creation to the first offer on it (null: no offer). */
  median_reply_seconds: nullable(number()),
  /** Credits spent on offers. */
  credits: number(),
};

/** A store's figures add the requests that reached it: created in the period, of its plaza and one of its
 *  categories while it is active, or answered by it. */
const storeFigures = { received: number(), ...salesmanFigures };

export const SalesmanFigures = object(salesmanFigures);
export type SalesmanFigures = Infer<typeof SalesmanFigures>;
export const StoreFigures = object(storeFigures);
export type StoreFigures = Infer<typeof StoreFigures>;

const window = {
  period: oneOf(STATS_PERIODS),
  /** The period's first instant and its end (exclusive; now for the period running). */
  from: string(),
  to: string(),
  time_zone: string(),
};

/** GET branch/{branch}/history?period=&date=: the salesman's own figures at that store. */
export const SalesmanHistory = object({
  ...window,
  totals: SalesmanFigures,
  series: array(object({ bucket: string(), ...salesmanFigures })),
});
export type SalesmanHistory = Infer<typeof SalesmanHistory>;
export const SalesmanHistoryAnswer = object({ data: SalesmanHistory });

/** GET shops/{shop}/statistics and branch/{branch}/statistics: per store and per salesman (a request that
 *  reached two stores counts in each). */
export const ShopStatistics = object({
  ...window,
  totals: StoreFigures,
  series: array(object({ bucket: string(), ...storeFigures })),
  stores: array(object({ branch_id: number(), name: string(), ...storeFigures })),
  salesmen: array(object({ user_id: number(), name: string(), ...salesmanFigures })),
});
export type ShopStatistics = Infer<typeof ShopStatistics>;
export const ShopStatisticsAnswer = object({ data: ShopStatistics });
