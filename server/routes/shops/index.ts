// GET shops (the owner's or manager's shop with its branches) and GET users/salesman/my-branchs (the salesman's
// stores, spec 2 §7), each store with its credits.total and its shop's prefix and logo (the stores list, GET
// shops/{shop}/branchs, is server/routes/stores).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Shop } from '../../../src/contracts/context.struct';
import { shops } from '../../db/schema';
import { shopBalances } from '../../credits/ledger';
import { mayActOnBranches } from '../../auth/branch-access';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

export function shopRoutes(app: FastifyInstance): void {
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
      // Each store shows the shop's prefix and logo in the dropdowns (spec 1 §3 Session per module).
      // A manager sees the stores they belong to only, and their sum (server/auth/branch-access.ts).
      const stores = credits.stores.filter((b) => mayActOnBranches(user, [b.id]));
      const branchs = stores.map((b) => ({ id: b.id, name: b.name, prefix: shop.prefix, url_logo: shop.urlLogo, credits: { total: b.total } }));
      const total = stores.length === credits.stores.length ? credits.total : stores.reduce((sum, b) => sum + b.total, 0);
      const data: Shop[] = [{ id: shop.id, name: shop.name, prefix: shop.prefix, url_logo: shop.urlLogo, branchs, credits: { total } }];
      return { data };
    },
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
      const [shop] = await app.db.select({ prefix: shops.prefix, urlLogo: shops.urlLogo }).from(shops).where(eq(shops.id, user.shopId));
      const stores = (await shopBalances(app.db, user.shopId)).stores.filter((b) => user.branchIds.includes(b.id));
      return { data: stores.map((store) => ({ id: store.id, name: store.name, prefix: shop?.prefix ?? '', url_logo: shop?.urlLogo ?? null, credits: { total: store.total } })) };
    },
  });
}
