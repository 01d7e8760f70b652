// The salesman open to requests (spec 1 §4, §7; server/shopping/online.ts): POST users/salesman/branch/{branch}/login
// and …/logout with the login answer's token_notifications, and GET users/salesman/online, the session's online
// branch (spec 1 §3) a console reads when it opens. The store is checked by the handler (403 for any store that is
// not the caller's, known or not), as the path names no shop.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { SalesmanBranchBody, SalesmanOfflineBody, type SalesmanOnlineAnswer } from '../../../src/contracts/shopping.struct';
import { id } from '../../../src/contracts/rules';
import { notificationsToken } from '../../auth/realtime-identity';
import { t } from '../../http/messages';
import { defineRoute, type ExampleIds } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { goOfflineFor, goOnline, onlineBranch } from '../../shopping/online';

const PERMISSION = 'shopping.shopping-to-go';

export function salesmanOnlineRoutes(app: FastifyInstance): void {
  // The calling session's own token: `ids.sessionId` is the session the matrix sends the example with.
  const example = (ids: ExampleIds) => ({ params: { branch: ids.branchId }, body: { token: notificationsToken(ids.sessionId, app.config.realtimeSecret) } });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/salesman/branch/:branch/login',
    auth: 'user',
    permission: PERMISSION,
    tenant: { kind: 'handler', of: 'branch', refusal: 403 },
    params: object({ branch: id() }),
    body: SalesmanBranchBody,
    example,
    handler: ({ params, body, user, locale }) => goOnline({ app, user, branchId: params.branch, token: body.token, locale }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/salesman/branch/:branch/logout',
    auth: 'user',
    permission: PERMISSION,
    tenant: { kind: 'handler', of: 'branch', refusal: 403 },
    params: object({ branch: id() }),
    body: SalesmanOfflineBody,
    example,
    handler: ({ params, body, user, locale }) => goOfflineFor({ app, user, branchId: params.branch, token: body.token, locale }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/salesman/online',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user, locale }): Promise<SalesmanOnlineAnswer> => {
      const branch = await onlineBranch(app.db, user.id);
      return { online_branch: branch, message: t(branch === null ? 'salesmanOffline' : 'salesmanOnline', locale) };
    },
  });
}
