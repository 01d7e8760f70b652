// The customer's chat with a store that offered on their request: GET customer/requests/{id}/branches/{branch}/messages
// and POST (JSON, a form, or multipart with an `image`; `client_id` makes a resend harmless). server/shopping/customer-messages.ts.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { ShoppingSendBody } from '../../../src/contracts/shopping.struct';
import { id } from '../../../src/contracts/rules';
import { uploadOf } from '../../files/plugin';
import { defineRoute } from '../../http/route';
import { customerThread, sendCustomerMessage } from '../../shopping/customer-messages';

const own = { kind: 'customer-request', param: 'id' } as const;
const ThreadParams = object({ id: id(), branch: id() });
const URL = '/api/customer/requests/:id/branches/:branch/messages';

export function customerMessageRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: URL,
    auth: 'customer',
    permission: null,
    tenant: own,
    params: ThreadParams,
    example: (ids) => ({ params: { id: ids.requestId, branch: ids.branchId } }),
    handler: async ({ params }) => ({ data: await customerThread(app.db, params.id, params.branch) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: URL,
    auth: 'customer',
    permission: null,
    tenant: own,
    params: ThreadParams,
    body: ShoppingSendBody,
    example: (ids) => ({ params: { id: ids.requestId, branch: ids.branchId }, body: { message: '¿La tienen en talla M?', client_id: 'matrix-0001' } }),
    handler: async ({ params, body, locale, request }) => {
      const data = await sendCustomerMessage(app, params.id, params.branch, body, uploadOf(request, 'image'), locale);
      return { success: true, data };
    },
  });
}
