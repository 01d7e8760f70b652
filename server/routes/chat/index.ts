// The chat between a lot's people (spec 3 §4, §7 Operators and chat; server/chat): GET parkings/{id}/chats,
// GET parkings/{id}/chats/{userId}?before= (older pages, ours), POST parkings/{id}/chats/{userId} (JSON, a form,
// or multipart with an `image`) and POST parkings/{id}/chats/{userId}/read. `operators.search` is held by the
// lot's administrators and its operators, who talk both ways.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { ChatPageQuery, ChatSendBody } from '../../../src/contracts/chat.struct';
import { id } from '../../../src/contracts/rules';
import { chatPage, chatsOf, readChat } from '../../chat/conversations';
import { sendMessage } from '../../chat/send-message';
import { uploadOf } from '../../files/plugin';
import { defineRoute } from '../../http/route';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });
const ChatParams = object({ parkingId: id(), userId: id() });

/** Whom a sample writes to: the fuzz suite calls as lot 1's administrator (user 2), who talks to lot 1's
 *  operator (user 4), and the operator to the administrator. */
const partner = (ids: { userId: number }) => (ids.userId === 4 ? 2 : 4);

export function chatRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/chats',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: ({ params, user }) => chatsOf(app.db, params.parkingId, user.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/chats/:userId',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: ChatParams,
    query: ChatPageQuery,
    example: { skip: 'needs a partner in the lot other than the caller; per tenant and person in tests/server/chat.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, userId: partner(ids) }, query: { before: '1000' } }),
    handler: ({ params, query, user }) => chatPage(app.db, params.parkingId, user.id, params.userId, query.before),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/chats/:userId',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: ChatParams,
    body: ChatSendBody,
    example: { skip: 'needs a partner in the lot other than the caller; per tenant and person in tests/server/chat.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, userId: partner(ids) }, body: { message: 'Hola', client_id: 'fuzz-0001' } }),
    handler: async ({ params, body, user, locale, request }) => {
      const data = await sendMessage({ app, parkingId: params.parkingId, locale }, user.id, params.userId, body, uploadOf(request, 'image'));
      return { success: true, data };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/chats/:userId/read',
    auth: 'user',
    permission: 'operators.search',
    tenant: lot,
    params: ChatParams,
    example: { skip: 'needs a partner in the lot other than the caller; per tenant and person in tests/server/chat.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, userId: partner(ids) } }),
    handler: async ({ params, user }) => {
      await readChat(app.db, params.parkingId, user.id, params.userId);
      return { success: true };
    },
  });
}
