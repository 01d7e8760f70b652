// The command palette's search in a lot (issue 21 item 2): GET parkings/{parkingId}/search?q= (docs/api.md "Search").
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { SearchQuery } from '../../../src/contracts/search.struct';
import { defineRoute } from '../../http/route';
import { searchLot } from '../../search/lot-search';

export function searchRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/search',
    auth: 'user',
    permission: 'operators.search',
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id() }),
    query: SearchQuery,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, query: { q: 'ab' } }),
    handler: async ({ params, query }) => searchLot(app.db, params.parkingId, query.q, new Date()),
  });
}
