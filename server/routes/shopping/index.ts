// Shopping to go, the store's side (docs/api.md "Shopping to go", docs/shopping.md): the salesman's workspace lists
// and one request, offers, saying no, the chat with the customer, its files, and the sale. Who: `shopping.shopping-to-go`
// (the salesman; the shop owner holds every shopping permission) on a store they may act on (tenant `store`:
// a salesman their own store, the owner every store of the shop; another shop's store 404). The store's manager
// holds no such permission (403): the workspace is the salesmen's (docs/permissions.md).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { DismissBody, OfferBody, ShoppingSendBody, WorkspaceQuery } from '../../../src/contracts/shopping.struct';
import { id } from '../../../src/contracts/rules';
import { uploadOf } from '../../files/plugin';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { defineRoute, type ExampleIds } from '../../http/route';
import { closeSale } from '../../shopping/sale';
import { dismissRequest } from '../../shopping/dismissals';
import { makeOffer } from '../../shopping/offers';
import { salesmanAt } from '../../shopping/salesman';
import { readStoreThread, sendStoreMessage, storeThread } from '../../shopping/store-messages';
import { storeReadsFile, storeRequest, workspaceAnswer } from '../../shopping/workspace';

const PERMISSION = 'shopping.shopping-to-go';
const tenant = { kind: 'store', param: 'branch' } as const;
const storeParams = object({ branch: id() });
const requestParams = object({ branch: id(), id: id() });
const BASE = '/api/branch/:branch/requests';

/** Routes on one request need a customer's request that reached the store, which the demo data has none of. */
const NEEDS_REQUEST = 'needs a customer request that reached the store; every account and refusal in tests/server/shopping-*.test.ts';
/** A request id no demo request has: the fuzz suite's mutations reach the route's rules, then its 404. */
const onRequest = (ids: ExampleIds) => ({ params: { branch: ids.branchId, id: 999_999 } });

export function shoppingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: BASE,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: storeParams,
    query: WorkspaceQuery,
    example: (ids) => ({ params: { branch: ids.branchId }, query: { view: 'pending' } }),
    handler: ({ params, query, locale }) => workspaceAnswer(app.db, params.branch, query.view, locale),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    example: { skip: NEEDS_REQUEST },
    sample: onRequest,
    handler: async ({ params, locale }) => ({ data: await storeRequest(app.db, params.branch, params.id, locale) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/offers`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    body: OfferBody,
    example: { skip: NEEDS_REQUEST },
    sample: (ids) => ({ ...onRequest(ids), body: { product: 'Chamarra de mezclilla', price_cents: 89_900, discount_percent: 10, discount_minutes: 30, expires_minutes: 60 } }),
    handler: async ({ params, body, user, locale, reply }) => {
      const answer = await makeOffer(app, await salesmanAt(app.db, user, params.branch), params.id, body, locale);
      reply.code(201);
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/dismiss`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    body: DismissBody,
    example: { skip: NEEDS_REQUEST },
    sample: (ids) => ({ ...onRequest(ids), body: { kind: 'reject' } }),
    handler: async ({ params, body, user, locale }) => ({ data: await dismissRequest(app, await salesmanAt(app.db, user, params.branch), params.id, body, locale) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/sale`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    example: { skip: NEEDS_REQUEST },
    sample: onRequest,
    handler: async ({ params, user, locale }) => ({ data: await closeSale(app, await salesmanAt(app.db, user, params.branch), params.id, locale) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id/messages`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    example: { skip: NEEDS_REQUEST },
    sample: onRequest,
    handler: async ({ params }) => ({ data: await storeThread(app.db, params.branch, params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/messages`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    body: ShoppingSendBody,
    example: { skip: NEEDS_REQUEST },
    sample: (ids) => ({ ...onRequest(ids), body: { message: 'Sí la tenemos en talla M', client_id: 'fuzz-store-0001' } }),
    handler: async ({ params, body, user, locale, request }) => {
      const data = await sendStoreMessage(app, await salesmanAt(app.db, user, params.branch), params.id, body, uploadOf(request, 'image'), locale);
      return { success: true, data };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/:id/messages/read`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: requestParams,
    example: { skip: NEEDS_REQUEST },
    sample: onRequest,
    handler: async ({ params }) => {
      await readStoreThread(app, params.branch, params.id);
      return { success: true };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/:id/files/:name`,
    auth: 'user',
    permission: PERMISSION,
    tenant,
    params: object({ branch: id(), id: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: NEEDS_REQUEST },
    sample: (ids) => ({ params: { branch: ids.branchId, id: 999_999, name: `${'0'.repeat(64)}.png` } }),
    handler: async ({ params, reply }) => {
      const readable = await storeReadsFile(app.db, params.branch, params.id, params.name);
      return sendStoredFile(reply, readable ? await ownedFile(app.db, app.files, { kind: 'shopping-request', id: params.id }, params.name) : null);
    },
  });
}
