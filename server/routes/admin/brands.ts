// Admin: Brands (nexo.brand; issue 20): GET admin/brands (every shop as a brand, searched, paged) and its export,
// GET and PUT admin/brands/{shop} (the editor: name, logo, more than one store, the stores excluded from sharing
// core info), and GET admin/brands/{shop}/logo/{name}, the logo for the admin (the shop's own address is its people's).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { AdminListQuery } from '../../../src/contracts/admin-list.struct';
import { BrandBody } from '../../../src/contracts/admin-brands.struct';
import { id } from '../../../src/contracts/rules';
import { brandCount, brandFilter, brandRow, brandRows } from '../../admin/brands/brand-records';
import { saveBrand } from '../../admin/brands/brand-edit';
import { sendBrandSheet } from '../../admin/brands/brand-sheet';
import { readPage } from '../../lists/paging';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.brand';
const BrandParams = object({ shopId: id() });

export function adminBrandRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/brands',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminListQuery,
    example: () => ({ query: { q: 'tienda', page: '1', per_page: '10' } }),
    handler: async ({ query }) => {
      const where = brandFilter(query.q);
      return readPage(query, () => brandCount(app.db, where), ({ limit, offset }) => brandRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/brands/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminListQuery,
    example: () => ({ query: {} }),
    handler: async ({ query, locale, reply }) => sendBrandSheet(app, query, locale, reply),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/brands/:shopId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: BrandParams,
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async ({ params }) => {
      const data = await brandRow(app.db, params.shopId);
      if (!data) throw new HttpError(404, 'notFound');
      return { data };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/brands/:shopId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: BrandParams,
    body: BrandBody,
    example: () => ({ params: { shopId: 2 }, body: { name: 'Boutique Norte', more_than_one: false, not_under: [] } }),
    handler: async ({ params, body, locale }) => saveBrand(app, locale, params.shopId, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/brands/:shopId/logo/:name',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: object({ shopId: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: 'needs a saved logo; tests/server/admin-places.test.ts reads one' },
    sample: () => ({ params: { shopId: 1, name: `${'0'.repeat(64)}.png` } }),
    handler: async ({ params, reply }) => sendStoredFile(reply, await ownedFile(app.db, app.files, { kind: 'shop-logo', id: params.shopId }, params.name)),
  });
}
