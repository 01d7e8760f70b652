// The statistics of shopping to go (docs/api.md "Shopping statistics"): the owner's of the shop, a manager's of
// one store, the salesman's own history at their store. Quiet: the screen shows why a read failed.
import type { StatsPeriod } from '../contracts/shopping.struct';
import { SalesmanHistoryAnswer, ShopStatisticsAnswer, type SalesmanHistory, type ShopStatistics } from '../contracts/shopping-stats.struct';
import { apiCall } from './http';

/** Whose figures: the shop's (its owner), one store's (a manager, or the owner), the salesman's own at a store. */
export type StatsScope = { kind: 'shop'; shopId: number } | { kind: 'store'; branchId: number } | { kind: 'history'; branchId: number };

export type StatsData = { kind: 'statistics'; data: ShopStatistics } | { kind: 'history'; data: SalesmanHistory };

export async function fetchStats(scope: StatsScope, period: StatsPeriod): Promise<StatsData> {
  const query = `period=${period}`;
  if (scope.kind === 'history') return { kind: 'history', data: (await apiCall(SalesmanHistoryAnswer, `branch/${scope.branchId}/history?${query}`, { quiet: true })).data };
  const path = scope.kind === 'shop' ? `shops/${scope.shopId}/statistics` : `branch/${scope.branchId}/statistics`;
  return { kind: 'statistics', data: (await apiCall(ShopStatisticsAnswer, `${path}?${query}`, { quiet: true })).data };
}
