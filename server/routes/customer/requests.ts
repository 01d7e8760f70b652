// The customer's requests (docs/api.md "Customer API"; server/shopping/customer-*.ts): where and under what a
// request may be sent, sending one (JSON, a form, or multipart with a `picture`), reading one's own with their
// offers, accepting an offer, "I'm here", cancelling, and the request's files (its picture, its chat's images).
import type { FastifyInstance } from 'fastify';
import { object, pattern, string } from 'superstruct';
import { CustomerRequestBody } from '../../../src/contracts/shopping.struct';
import { id } from '../../../src/contracts/rules';
import { uploadOf } from '../../files/plugin';
import { ownedFile } from '../../files/records';
import { sendStoredFile } from '../../files/reply';
import { FILE_NAME } from '../../files/storage';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { acceptOffer, cancelRequest, sayHere } from '../../shopping/customer-decisions';
import { createRequest, customerRequest, customerRequests } from '../../shopping/customer-requests';
import { plazaList } from '../../shopping/plazas';
import { categoryList } from '../../store-requests/categories';

const own = { kind: 'customer-request', param: 'id' } as const;
const RequestParams = object({ id: id() });
/** Clothing and accessories, Sucursal Centro's category in plaza 1 (migration 0016's first category). */
const CLOTHING = 1;

export function customerRequestRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/plazas',
    auth: 'customer',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await plazaList(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/categories',
    auth: 'customer',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ locale }) => ({ data: await categoryList(app.db, locale) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/requests',
    auth: 'customer',
    permission: null,
    tenant: NO_TENANT,
    body: CustomerRequestBody,
    example: () => ({ body: { text: 'Busco una chamarra de mezclilla talla M', plaza_id: 1, category_id: CLOTHING } }),
    handler: async ({ body, customer, locale, request, reply }) => {
      const data = await createRequest(app, customer.id, body, uploadOf(request, 'picture'), locale);
      reply.code(201);
      return { data };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/requests',
    auth: 'customer',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ customer }) => ({ data: await customerRequests(app.db, customer.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/requests/:id',
    auth: 'customer',
    permission: null,
    tenant: own,
    params: RequestParams,
    example: (ids) => ({ params: { id: ids.requestId } }),
    handler: async ({ params }) => ({ data: await customerRequest(app.db, params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/requests/:id/offers/:offerId/accept',
    auth: 'customer',
    permission: null,
    tenant: own,
    params: object({ id: id(), offerId: id() }),
    example: { skip: "changes the request once (open -> accepted); tests/server/customer-api.test.ts covers it, another customer's and each refusal" },
    sample: (ids) => ({ params: { id: ids.requestId, offerId: ids.offerId } }),
    handler: async ({ params }) => ({ data: await acceptOffer(app, params.id, params.offerId) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/requests/:id/here',
    auth: 'customer',
    permission: null,
    tenant: own,
    params: RequestParams,
    example: { skip: "needs an accepted offer and changes the request once (accepted -> pickup); tests/server/customer-api.test.ts" },
    sample: (ids) => ({ params: { id: ids.requestId } }),
    handler: async ({ params }) => ({ data: await sayHere(app, params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/customer/requests/:id/cancel',
    auth: 'customer',
    permission: null,
    tenant: own,
    params: RequestParams,
    example: { skip: "changes the request once (open -> cancelled); tests/server/customer-api.test.ts covers it and another customer's" },
    sample: (ids) => ({ params: { id: ids.requestId } }),
    handler: async ({ params }) => ({ data: await cancelRequest(app, params.id) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/customer/requests/:id/files/:name',
    auth: 'customer',
    permission: null,
    tenant: own,
    params: object({ id: id(), name: pattern(string(), FILE_NAME) }),
    example: { skip: "needs an uploaded picture; tests/server/customer-api.test.ts reads its own and is refused another customer's" },
    sample: (ids) => ({ params: { id: ids.requestId, name: `${'0'.repeat(64)}.png` } }),
    handler: async ({ params, reply }) => sendStoredFile(reply, await ownedFile(app.db, app.files, { kind: 'shopping-request', id: params.id }, params.name)),
  });
}
