// Admin: Mall (nexo.plaza; issue 20): GET admin/plazas (searched by name or address, paged) and its export, POST
// admin/plazas, PUT and DELETE admin/plazas/{plaza}. The platform admin works across tenants: no tenant scope.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminListQuery } from '../../../src/contracts/admin-list.struct';
import { PlazaBody } from '../../../src/contracts/admin-plazas.struct';
import { id } from '../../../src/contracts/rules';
import { readPage } from '../../lists/paging';
import { plazaCount, plazaFilter, plazaRows } from '../../admin/plazas/plaza-records';
import { sendPlazaSheet } from '../../admin/plazas/plaza-sheet';
import { createPlaza, deletePlaza, updatePlaza } from '../../admin/plazas/plaza-writes';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.plaza';
const PlazaParams = object({ plazaId: id() });

/** Examples given so far: each new plaza of the matrix takes a name of its own. */
let examples = 0;
const samplePlaza = (name: string) => ({ name, address: 'Av. Constitución 300, Monterrey', location: '25.6716,-100.3097' });

export function adminPlazaRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/plazas',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminListQuery,
    example: () => ({ query: { q: 'plaza', page: '1', per_page: '10' } }),
    handler: async ({ query }) => {
      const where = plazaFilter(query.q);
      return readPage(query, () => plazaCount(app.db, where), ({ limit, offset }) => plazaRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/plazas/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminListQuery,
    example: () => ({ query: { q: 'plaza' } }),
    handler: async ({ query, locale, reply }) => sendPlazaSheet(app, query, locale, reply),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/plazas',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    body: PlazaBody,
    example: () => ({ body: samplePlaza(`Plaza Ejemplo ${++examples}`) }),
    handler: async ({ body, locale, reply }) => {
      const saved = await createPlaza({ app, locale }, body);
      reply.code(201);
      return saved;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/plazas/:plazaId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: PlazaParams,
    body: PlazaBody,
    example: () => ({ params: { plazaId: 2 }, body: { ...samplePlaza('Plaza Valle'), address: 'Calzada del Valle 400, San Pedro Garza García' } }),
    handler: async ({ params, body, locale }) => updatePlaza({ app, locale }, params.plazaId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/plazas/:plazaId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: PlazaParams,
    example: { skip: 'deletes a plaza of its own each time: the demo plazas hold lots (409); tests/server/admin-places.test.ts' },
    sample: () => ({ params: { plazaId: 1 } }),
    handler: async ({ params, locale }) => deletePlaza({ app, locale }, params.plazaId),
  });
}
