// GET menus/{module}: the sidebar of a module, filtered by the caller's permissions (an endpoint the spec
// implies but does not show; documented in docs/api.md), with those permissions as they are now: a role changed
// since sign-in (admin module, Roles and Permissions) reaches the console's route guard with the menu.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { Module } from '../../../src/contracts/menu.struct';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { userMenu } from '../../menus';

export function menuRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/menus/:module',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    params: object({ module: Module }),
    example: () => ({ params: { module: 'parking' } }),
    handler: async ({ params, user }) => ({ data: await userMenu(app.db, params.module, user), permissions: [...user.permissions].sort() }),
  });
}
