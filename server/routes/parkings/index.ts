// GET parkings (the caller's lots) and GET parkings/{id}/access (a lot's accesses with their gates), both from
// the lots' cached reference data (server/parking/lots.ts).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { lotAccesses, lotList } from '../../reference/lots';

export function parkingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user }) => ({ data: await lotList(app.db, user.parkingIds) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/access',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id() }),
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => {
      const { accesses, gates } = await lotAccesses(app.db, params.parkingId);
      return {
        data: accesses.map((a) => ({
          id: a.id,
          name: a.name,
          map: a.map,
          gates: gates
            .filter((g) => g.accessId === a.id)
            .map((g) => ({ id: g.id, name: g.name, code: g.code, code_map: g.codeMap, type: g.type, status: g.status, barrier: g.barrier })),
        })),
      };
    },
  });
}
