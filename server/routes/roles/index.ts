// GET roles/list/{type}: the roles a user modal offers for that provider type.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { RoleType } from '../../../src/contracts/role.struct';
import { roles } from '../../db/schema';
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
    handler: async ({ params }) => ({
      data: await app.db.select({ id: roles.id, name: roles.name, type: roles.type }).from(roles).where(eq(roles.type, params.type)).orderBy(asc(roles.id)),
    }),
  });
}
