// Admin: Roles and Permissions (nexo.roles; issue 20): GET admin/roles (searched by name, a type, paged) and its
// export, GET admin/permissions, POST admin/roles, PUT and DELETE admin/roles/{role}. The platform admin works
// across tenants: no tenant scope.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminRolesQuery, RoleBody } from '../../../src/contracts/admin-roles.struct';
import { id } from '../../../src/contracts/rules';
import { readPage } from '../../lists/paging';
import { permissionList, roleCount, roleFilter, roleRows } from '../../admin/roles/role-records';
import { sendRoleSheet } from '../../admin/roles/role-sheet';
import { createRole, deleteRole, updateRole } from '../../admin/roles/role-writes';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.roles';
const RoleParams = object({ roleId: id() });

/** Examples given so far: each new role of the matrix takes a name of its own. */
let examples = 0;
/** The demo Manager role as seeded (server/auth/role-permissions.ts): saving it changes nothing. */
const MANAGER = {
  name: 'Manager',
  type: 'shopping',
  permissions: ['shopping.manager.dashboard', 'shopping.branch.add', 'shopping.branch.creditsbuy', 'shopping.branch.transactions', 'shopping.branch.settings', 'shopping.validations'],
};

export function adminRoleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/roles',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminRolesQuery,
    example: () => ({ query: { q: 'a', type: 'shopping', page: '1', per_page: '10' } }),
    handler: async ({ query }) => {
      const where = roleFilter(query);
      return readPage(query, () => roleCount(app.db, where), ({ limit, offset }) => roleRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/roles/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminRolesQuery,
    example: () => ({ query: { q: 'a' } }),
    handler: async ({ query, locale, reply }) => sendRoleSheet(app.db, query, locale, reply),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/permissions',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await permissionList(app.db) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/roles',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    body: RoleBody,
    example: () => ({ body: { name: `Rol ejemplo ${++examples}`, type: 'shopping', permissions: ['shopping.users'] } }),
    handler: async ({ body, locale, reply }) => {
      const saved = await createRole({ db: app.db, locale }, body);
      reply.code(201);
      return saved;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/roles/:roleId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: RoleParams,
    body: RoleBody,
    example: () => ({ params: { roleId: 3 }, body: MANAGER }),
    handler: async ({ params, body, locale }) => updateRole({ db: app.db, locale }, params.roleId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/roles/:roleId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: RoleParams,
    example: { skip: 'deletes a role of its own each time: the demo roles are built in (409); tests/server/admin-roles.test.ts' },
    sample: () => ({ params: { roleId: 3 } }),
    handler: async ({ params, locale }) => deleteRole({ db: app.db, locale }, params.roleId),
  });
}
