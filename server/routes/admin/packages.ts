// Admin: Packages (nexo.packages; issue 20): GET admin/packages (searched by name, on sale or not, paged) and its
// export, POST admin/packages, PUT admin/packages/{package}. The platform admin works across tenants: no tenant
// scope. Packages are not deleted (purchases name them): they are taken off sale.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminPackagesQuery, PackageBody } from '../../../src/contracts/admin-packages.struct';
import { id } from '../../../src/contracts/rules';
import { readPage } from '../../lists/paging';
import { packageCount, packageFilter, packageRows } from '../../credits/package-records';
import { sendPackageSheet } from '../../credits/package-sheet';
import { createPackage, updatePackage } from '../../credits/package-writes';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.packages';
const PackageParams = object({ packageId: id() });

/** Examples given so far: each new package of the matrix takes a name of its own, off sale. */
let examples = 0;
const samplePackage = (name: string) => ({ name, credits: 20, gift_credits: 2, price_cents: 37_900, bulk: true, transferable: true, active: false });
/** The demo package 1 as seeded (server/demo/seed.ts): saving it changes nothing. */
const PACKAGE_10 = { name: 'Paquete 10', credits: 10, gift_credits: 0, price_cents: 19_900, bulk: false, transferable: false, active: true };

export function adminPackageRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/packages',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminPackagesQuery,
    example: () => ({ query: { q: 'paquete', status: 'active', page: '1', per_page: '10' } }),
    handler: async ({ query }) => {
      const where = packageFilter(query);
      return readPage(query, () => packageCount(app.db, where), ({ limit, offset }) => packageRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/packages/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminPackagesQuery,
    example: () => ({ query: { q: 'paquete' } }),
    handler: async ({ query, locale, reply }) => sendPackageSheet(app.db, query, locale, reply),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/packages',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    body: PackageBody,
    example: () => ({ body: samplePackage(`Paquete ejemplo ${++examples}`) }),
    handler: async ({ body, locale, reply }) => {
      const saved = await createPackage({ db: app.db, locale }, body);
      reply.code(201);
      return saved;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/packages/:packageId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: PackageParams,
    body: PackageBody,
    example: () => ({ params: { packageId: 1 }, body: PACKAGE_10 }),
    handler: async ({ params, body, locale }) => updatePackage({ db: app.db, locale }, params.packageId, body),
  });
}
