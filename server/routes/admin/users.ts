// The admin module's Users (issue 20; docs/api.md "Admin: users"): every user of every tenant, its export, the
// lots and shops to filter by, and the platform admin's actions on one user. Permission nexo.users; no tenant
// (the platform's admin works across tenants).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminUsersQuery, UserStatusBody } from '../../../src/contracts/admin-users.struct';
import { id } from '../../../src/contracts/rules';
import { readPage } from '../../lists/paging';
import { sendUserResetLink, setUserStatus, signUserOut } from '../../admin/users/user-actions';
import { userCount, userFilter, userRows, userTenants } from '../../admin/users/user-records';
import { sendUserSheet } from '../../admin/users/user-sheet';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.users';
const UserParams = object({ userId: id() });
const listExample = () => ({ query: { q: 'a', provider: 'shopping', status: '1', page: '1', per_page: '10' } });

export function adminUserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminUsersQuery,
    example: listExample,
    handler: async ({ query }) => {
      const where = userFilter(query);
      return readPage(query, () => userCount(app.db, where), ({ limit, offset }) => userRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminUsersQuery,
    example: listExample,
    handler: async ({ query, locale, reply }) => sendUserSheet(app, query, locale, reply),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users/tenants',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await userTenants(app.db) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:userId/status',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: UserParams,
    body: UserStatusBody,
    // Reactivating an active user changes nothing.
    example: (ids) => ({ params: { userId: ids.userId }, body: { status: 1 } }),
    handler: async ({ params, body, user, locale }) => setUserStatus({ app, actor: user, locale }, params.userId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:userId/reset-link',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: UserParams,
    example: (ids) => ({ params: { userId: ids.userId } }),
    handler: async ({ params, user, locale }) => sendUserResetLink({ app, actor: user, locale }, params.userId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:userId/sign-out',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: UserParams,
    example: { skip: 'signs every device of the user out, the matrix\'s own sessions among them; tests/server/admin-users.test.ts' },
    sample: () => ({ params: { userId: 7 } }),
    handler: async ({ params, user, locale }) => signUserOut({ app, actor: user, locale }, params.userId),
  });
}
