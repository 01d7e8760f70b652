// GET roles/list/{type}: the roles a user modal offers for that provider type.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { RoleType } from '../../../src/contracts/role.struct';
import { rolesOfType } from '../../auth/roles';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

export function roleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/roles/list/:type',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    params: object({ type: RoleType }),
    example: () => ({ params: { type: 'parking' } }),
    handler: async ({ params }) => ({ data: await rolesOfType(app.db, params.type) }),
  });
}
