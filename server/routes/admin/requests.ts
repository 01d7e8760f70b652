// The admin module's Requests (issue 20; docs/api.md "Admin: requests"): the store account requests, their
// export and one request read (nexo.request), and the decision on one with the plazas its first store may be in
// (nexo.request.accepted). No tenant (the
// platform's admins answer every request). The request's documents are read through GET
// store-requests/{id}/files/{name} (server/routes/store-requests).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminRequestsQuery, ApproveRequestBody, RejectRequestBody } from '../../../src/contracts/admin-requests.struct';
import { id } from '../../../src/contracts/rules';
import { readPage } from '../../lists/paging';
import { approveRequest, rejectRequest } from '../../admin/requests/request-decisions';
import { plazaChoices, requestCount, requestDetail, requestFilter, requestRows } from '../../admin/requests/request-records';
import { sendRequestSheet } from '../../admin/requests/request-sheet';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const READ = 'nexo.request';
const DECIDE = 'nexo.request.accepted';
const RequestParams = object({ requestId: id() });
const listExample = () => ({ query: { q: 'a', status: 'pending', page: '1', per_page: '10' } });
const decideSkip = 'decides a pending request once (a second call is a 409); tests/server/admin-requests.test.ts';

export function adminRequestRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/requests',
    auth: 'user',
    permission: READ,
    tenant: NO_TENANT,
    query: AdminRequestsQuery,
    example: listExample,
    handler: async ({ query, locale }) => {
      const where = requestFilter(query);
      return readPage(query, () => requestCount(app.db, where), ({ limit, offset }) => requestRows(app.db, where, locale, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/requests/export',
    auth: 'user',
    permission: READ,
    tenant: NO_TENANT,
    query: AdminRequestsQuery,
    example: listExample,
    handler: async ({ query, locale, reply }) => sendRequestSheet(app, query, locale, reply),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/requests/plazas',
    auth: 'user',
    permission: DECIDE,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async () => ({ data: await plazaChoices(app.db) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/requests/:requestId',
    auth: 'user',
    permission: READ,
    tenant: NO_TENANT,
    params: RequestParams,
    example: { skip: 'the demo data holds no store request; tests/server/admin-requests.test.ts' },
    sample: () => ({ params: { requestId: 1 } }),
    handler: async ({ params, locale }) => {
      const detail = await requestDetail(app.db, params.requestId, locale);
      if (!detail) throw new HttpError(404, 'notFound');
      return { data: detail };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/requests/:requestId/approve',
    auth: 'user',
    permission: DECIDE,
    tenant: NO_TENANT,
    params: RequestParams,
    body: ApproveRequestBody,
    example: { skip: decideSkip },
    sample: () => ({ params: { requestId: 1 }, body: { plaza_id: 1 } }),
    handler: async ({ params, body, user, locale }) => approveRequest({ app, actor: user, locale }, params.requestId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/requests/:requestId/reject',
    auth: 'user',
    permission: DECIDE,
    tenant: NO_TENANT,
    params: RequestParams,
    body: RejectRequestBody,
    example: { skip: decideSkip },
    sample: () => ({ params: { requestId: 1 }, body: { reason: 'The tax certificate cannot be read.' } }),
    handler: async ({ params, body, user, locale }) => rejectRequest({ app, actor: user, locale }, params.requestId, body),
  });
}
