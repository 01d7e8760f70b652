// The platform statistics (issue 20 item 2; docs/api.md "Admin: statistics"): the nexo admin's tiles across
// tenants, each also as report.xlsx, and what the filters offer. Permission nexo.dashboard; no tenant (the
// platform's admin reads every lot and shop).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { StatisticsQuery, StatTile, type StatisticsChoices, type StatTile as Tile, type TileOf } from '../../../src/contracts/statistics.struct';
import { statsFilters } from '../../admin/statistics/period';
import { sendTileSheet } from '../../admin/statistics/tile-sheet';
import { readTile, statisticsChoices } from '../../admin/statistics/tiles';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.dashboard';
const example = () => ({ params: { tile: 'income' }, query: { from: '2026-01-01', to: '2026-01-31' } });

export function adminStatisticsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/statistics',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async (): Promise<{ data: StatisticsChoices }> => ({ data: await statisticsChoices(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/statistics/:tile',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: object({ tile: StatTile }),
    query: StatisticsQuery,
    example,
    handler: async ({ params, query, locale }): Promise<{ data: TileOf<Tile> }> => ({
      data: await readTile(app.db, params.tile, await statsFilters(app.db, query, locale)),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/statistics/:tile/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: object({ tile: StatTile }),
    query: StatisticsQuery,
    example,
    handler: async ({ params, query, locale, reply }) => {
      const filters = await statsFilters(app.db, query, locale);
      return sendTileSheet({ tile: await readTile(app.db, params.tile, filters), lotName: filters.lotName, shopName: filters.shopName, locale, reply });
    },
  });
}
