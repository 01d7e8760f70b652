// Shopping-to-go statistics (issue 19 items 4 and 5; server/shopping-stats): the salesman's own history at a
// store, the shop owner's statistics of every store, and a manager's of their store.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { StatsQuery } from '../../../src/contracts/shopping.struct';
import type { SalesmanHistory, ShopStatistics } from '../../../src/contracts/shopping-stats.struct';
import { defineRoute } from '../../http/route';
import { salesmanHistory, shopStores, storeOf, storeStatistics } from '../../shopping-stats/statistics';
import { statsWindow } from '../../shopping-stats/window';

const example = { period: 'week' };

export function shoppingStatsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/branch/:branch/history',
    auth: 'user',
    permission: 'shopping.shopping-to-go',
    tenant: { kind: 'store', param: 'branch' },
    params: object({ branch: id() }),
    query: StatsQuery,
    example: (ids) => ({ params: { branch: ids.branchId }, query: example }),
    handler: async ({ params, query, user }): Promise<{ data: SalesmanHistory }> => ({
      data: await salesmanHistory(app.db, params.branch, user.id, statsWindow(query.period, query.date)),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/statistics',
    auth: 'user',
    permission: 'shopping.dashboard',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }),
    query: StatsQuery,
    example: (ids) => ({ params: { shopId: ids.shopId }, query: example }),
    handler: async ({ params, query }): Promise<{ data: ShopStatistics }> => ({
      data: await storeStatistics(app.db, await shopStores(app.db, params.shopId), statsWindow(query.period, query.date)),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/branch/:branch/statistics',
    auth: 'user',
    permission: 'shopping.manager.dashboard',
    tenant: { kind: 'store', param: 'branch' },
    params: object({ branch: id() }),
    query: StatsQuery,
    example: (ids) => ({ params: { branch: ids.branchId }, query: example }),
    handler: async ({ params, query }): Promise<{ data: ShopStatistics }> => ({
      data: await storeStatistics(app.db, await storeOf(app.db, params.branch), statsWindow(query.period, query.date)),
    }),
  });
}
