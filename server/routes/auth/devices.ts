// The profile's signed-in devices (ours, docs/api.md): GET users/sessions, POST users/sessions/{id}/logout and
// POST users/sessions/logout-others. Every call reads or revokes the caller's own sessions only: another user's
// session answers 404 like one that does not exist.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { id } from '../../../src/contracts/rules';
import { HttpError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { liveSessions, signOutDevice, signOutOthers } from '../../profile/devices';

export function registerDevices(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/sessions',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user }) => ({ data: await liveSessions(app.db, user) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/sessions/:sessionId/logout',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    params: object({ sessionId: id() }),
    example: { skip: "needs a session id of the caller's other device; own and another user's in tests/server/profile.test.ts" },
    sample: () => ({ params: { sessionId: 2_000_000 } }),
    handler: async ({ params, user, locale }) => {
      const revoked = await signOutDevice(app.db, user, params.sessionId);
      if (revoked === 0) throw new HttpError(404, 'notFound');
      return { message: t('deviceSignedOut', locale), success: true, revoked };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/sessions/logout-others',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ user, locale }) => {
      const revoked = await signOutOthers(app.db, user);
      return { message: t('otherDevicesSignedOut', locale, revoked), success: true, revoked };
    },
  });
}
