// GET parkings (the caller's lots) and GET parkings/{id}/access (a lot's accesses with their gates).
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import type { Lot } from '../../../src/contracts/context.struct';
import { accesses, gates, parkings, plazas } from '../../db/schema';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

export function parkingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user }) => {
      if (user.parkingIds.length === 0) return { data: [] };
      const rows = await app.db
        .select({ lot: parkings, plazaName: plazas.name })
        .from(parkings)
        .innerJoin(plazas, eq(plazas.id, parkings.plazaId))
        .where(inArray(parkings.id, user.parkingIds))
        .orderBy(asc(parkings.id));
      const data: Lot[] = rows.map(({ lot, plazaName }) => ({
        id: lot.id,
        name: lot.name,
        prefix: lot.prefix,
        plaza_id: lot.plazaId,
        plaza_name: plazaName,
        time_zone: lot.timeZone,
        url_logo: lot.urlLogo,
      }));
      return { data };
    },
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
      const list = await app.db.select().from(accesses).where(eq(accesses.parkingId, params.parkingId)).orderBy(asc(accesses.id));
      const gateRows = await app.db.select().from(gates).where(eq(gates.parkingId, params.parkingId)).orderBy(asc(gates.id));
      return {
        data: list.map((a) => ({
          id: a.id,
          name: a.name,
          map: a.map,
          gates: gateRows
            .filter((g) => g.accessId === a.id)
            .map((g) => ({ id: g.id, name: g.name, code: g.code, code_map: g.codeMap, type: g.type, status: g.status, barrier: g.barrier })),
        })),
      };
    },
  });
}
