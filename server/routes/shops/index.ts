// GET shops (the owner's or manager's shop with its branches), GET shops/{shop}/branchs (the Branchs List)
// and GET users/salesman/my-branchs (the salesman's stores, spec 2 §7).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import type { Shop } from '../../../src/contracts/context.struct';
import { branches, shops } from '../../db/schema';
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
      const data: Shop[] = [{ id: shop.id, name: shop.name, prefix: shop.prefix, url_logo: shop.urlLogo, branchs: await branchesOf(shop.id) }];
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
      if (user.branchId === null) return { data: [] };
      return { data: await app.db.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.id, user.branchId)) };
    },
  });
}
