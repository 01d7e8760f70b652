// Admin: Gifts Credits (nexo.gifts) and Gifts Credits Users (nexo.gifts.users) (issue 20): POST admin/gifts gives
// credits to stores of any shop, GET admin/gifts/stores is its store picker; GET admin/gifts/users lists the gifts
// given (searched, within days, paged) and its export. The platform admin works across tenants: no tenant scope.
import type { FastifyInstance } from 'fastify';
import { GiftBody, GiftStoresQuery, GiftUsersQuery } from '../../../src/contracts/admin-gifts.struct';
import { readPage } from '../../lists/paging';
import { giftCount, giftFilter, giftRows, giftStores } from '../../credits/gift-records';
import { sendGiftSheet } from '../../credits/gift-sheet';
import { giveCredits } from '../../credits/gift-writes';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { readSettings } from '../../settings/company-settings';

export function adminGiftRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/gifts',
    auth: 'user',
    permission: 'nexo.gifts',
    tenant: NO_TENANT,
    body: GiftBody,
    example: (ids) => ({ body: { branch_ids: [ids.branchId], credits: 5, note: 'Bienvenida a la plataforma' } }),
    handler: async ({ body, user, locale, reply }) => {
      const given = await giveCredits({ db: app.db, locale, userId: user.id }, body);
      reply.code(201);
      return given;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/gifts/stores',
    auth: 'user',
    permission: 'nexo.gifts',
    tenant: NO_TENANT,
    query: GiftStoresQuery,
    example: () => ({ query: { q: 'sucursal' } }),
    handler: async ({ query }) => ({ data: await giftStores(app.db, query.q) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/gifts/users',
    auth: 'user',
    permission: 'nexo.gifts.users',
    tenant: NO_TENANT,
    query: GiftUsersQuery,
    example: () => ({ query: { q: 'sucursal', from: '2026-01-01', to: '2026-12-31', page: '1', per_page: '10' } }),
    handler: async ({ query }) => {
      const where = giftFilter(query, (await readSettings(app.db)).timeZone);
      return readPage(query, () => giftCount(app.db, where), ({ limit, offset }) => giftRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/gifts/users/export',
    auth: 'user',
    permission: 'nexo.gifts.users',
    tenant: NO_TENANT,
    query: GiftUsersQuery,
    example: () => ({ query: { q: 'sucursal' } }),
    handler: async ({ query, locale, reply }) => sendGiftSheet(app.db, query, locale, reply),
  });
}
