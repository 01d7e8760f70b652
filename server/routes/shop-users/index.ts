// A shop's users and salesmen (spec 1 §7): the list (ours), POST shops/{shop}/users/register,
// POST shops/{shop}/branch/{branch}/salesman/register, and the edits PUT (or POST with _method=put)
// shops/{shop}/users/{id} and shops/{shop}/branch/{branch}/salesman/{id}. Bodies are JSON or a form.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { shopUserBody } from '../../../src/contracts/shop-users.struct';
import { id } from '../../../src/contracts/rules';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { shopPeople, shopUserAnswer } from '../../shop-users/shop-people';
import { editShopUser, registerSalesman, registerShopUser } from '../../shop-users/shop-user-writes';

const shop = { kind: 'shop', param: 'shopId' } as const;
const branch = { kind: 'branch', shopParam: 'shopId', branchParam: 'branchId' } as const;
const ShopParams = object({ shopId: id() });
const BranchParams = object({ shopId: id(), branchId: id() });

/** The demo manager and salesman of shop 1's branch 1 (server/demo/seed.ts), edited with what they hold. */
const DEMO_MANAGER = { id: 6, body: { first_name: 'Mario', last_name: 'Gerente', email: 'manager@nexo.demo', phone: '8110000006', type: 'shopping', role_id: 3, branchs: [1], status: 1 } };
const DEMO_SALESMAN = { id: 7, body: { first_name: 'Valentín', last_name: 'Vendedor', username: 'TNDA_VENDEDOR', type: 'salesman', role_id: 5, branchs: [1], status: 1 } };

// Each matrix call registers someone, so each example carries an e-mail or username of its own.
let examples = 0;

export function shopUserRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/users',
    auth: 'user',
    permission: 'shopping.users',
    tenant: shop,
    params: ShopParams,
    example: (ids) => ({ params: { shopId: ids.shopId } }),
    handler: async ({ params }) => ({ data: (await shopPeople(app.db, params.shopId)).map(shopUserAnswer) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/users/register',
    auth: 'user',
    permission: 'shopping.users',
    tenant: shop,
    params: ShopParams,
    body: shopUserBody({ salesman: false, editing: false }),
    example: (ids) => ({
      params: { shopId: ids.shopId },
      body: { first_name: 'Gabriela', last_name: 'Montes', email: `gabriela.${++examples}@example.mx`, phone: '8112345678', type: 'shopping', role_id: 3, branchs: [], status: 1 },
    }),
    handler: async ({ params, body, user, locale }) => {
      const data = await registerShopUser({ app, shopId: params.shopId, actor: user, locale }, body);
      return { data, message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/shops/:shopId/users/:userId',
    auth: 'user',
    permission: 'shopping.users',
    tenant: shop,
    params: object({ shopId: id(), userId: id() }),
    body: shopUserBody({ salesman: false, editing: true }),
    example: (ids) => ({ params: { shopId: ids.shopId, userId: DEMO_MANAGER.id }, body: DEMO_MANAGER.body }),
    handler: async ({ params, body, user, locale }) => {
      const data = await editShopUser({ app, shopId: params.shopId, actor: user, locale }, { userId: params.userId, body, salesman: false, branchId: null });
      return { data, message: t('saved', locale) };
    },
  });

  // A salesman's calls are the branch's: the owner's for every branch, a manager's for their own (403 otherwise).
  defineRoute(app, {
    method: 'POST',
    url: '/api/shops/:shopId/branch/:branchId/salesman/register',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: branch,
    params: BranchParams,
    body: shopUserBody({ salesman: true, editing: false }),
    example: (ids) => ({
      params: { shopId: ids.shopId, branchId: ids.branchId },
      body: { first_name: 'Tomás', last_name: 'Villarreal', username: `vendedor${++examples}`, password: 'secreto1', type: 'salesman', role_id: 5, status: 1 },
    }),
    handler: async ({ params, body, user, locale }) => {
      const data = await registerSalesman({ app, shopId: params.shopId, actor: user, locale }, params.branchId, body);
      return { data, message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/shops/:shopId/branch/:branchId/salesman/:userId',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: branch,
    params: object({ shopId: id(), branchId: id(), userId: id() }),
    body: shopUserBody({ salesman: true, editing: true }),
    example: (ids) => ({ params: { shopId: ids.shopId, branchId: ids.branchId, userId: DEMO_SALESMAN.id }, body: DEMO_SALESMAN.body }),
    handler: async ({ params, body, user, locale }) => {
      const data = await editShopUser({ app, shopId: params.shopId, actor: user, locale }, { userId: params.userId, body, salesman: true, branchId: params.branchId });
      return { data, message: t('saved', locale) };
    },
  });
}
