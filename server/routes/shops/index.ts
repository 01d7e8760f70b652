// GET shops (the owner's or manager's shop with its branches), GET shops/{shop}/branchs (the Branchs List)
// and GET users/salesman/my-branchs (the salesman's stores, spec 2 §7), each with its credits.total.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import type { Shop } from '../../../src/contracts/context.struct';
import { branches, shops } from '../../db/schema';
import { shopBalances } from '../../credits/ledger';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

export function shopRoutes(app: FastifyInstance): void {
  const branchesOf = (shopId: number) =>
    app.db.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.shopId, shopId)).orderBy(asc(branches.id));

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user }) => {
      if (user.shopId === null || user.provider !== 'shopping') return { data: [] };
      const [shop] = await app.db.select().from(shops).where(eq(shops.id, user.shopId));
      if (!shop) return { data: [] };
      // Each store's credits and the shop's (spec 1 §3 credits.total), summed from the ledger (server/credits).
      const credits = await shopBalances(app.db, shop.id);
      const branchs = credits.stores.map((b) => ({ id: b.id, name: b.name, credits: { total: b.total } }));
      const data: Shop[] = [{ id: shop.id, name: shop.name, prefix: shop.prefix, url_logo: shop.urlLogo, branchs, credits: { total: credits.total } }];
      return { data };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/branchs',
    auth: 'user',
    permission: 'shopping.branch.add',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }),
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async ({ params }) => ({ data: await branchesOf(params.shopId) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/salesman/my-branchs',
    auth: 'user',
    permission: 'shopping.shopping-to-go',
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user }) => {
      if (user.shopId === null) return { data: [] };
      const stores = (await shopBalances(app.db, user.shopId)).stores.filter((b) => user.branchIds.includes(b.id));
      return { data: stores.map((store) => ({ id: store.id, name: store.name, credits: { total: store.total } })) };
    },
  });
}
