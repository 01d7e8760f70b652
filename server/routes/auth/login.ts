// POST users/{provider}/login and GET users/logout.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { LoginBody, Provider, type LoginAnswer, type UserType } from '../../../src/contracts/auth.struct';
import { users } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { HttpError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { createSession, findSessionUser, revokeSession } from '../../plugins/auth';
import type { AccountLimits } from '../../limits/account-limits';
import { notificationsToken, realtimeIdentity } from '../../auth/realtime-identity';
import { accountName, usesUsername } from '../../auth/sign-in-identity';
import { deviceOf } from '../../profile/devices';
import { goOffline } from '../../shopping/online';

export function registerLogin(app: FastifyInstance, limits: AccountLimits): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/users/:provider/login',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    params: object({ provider: Provider }),
    body: LoginBody,
    example: { skip: 'public; every path is covered by tests/server/auth-login.test.ts' },
    sample: () => ({ params: { provider: 'parking' }, body: { email: 'parking@nexo.demo', password: 'not-the-password' } }),
    handler: async ({ params, body, request }) => {
      const login = body.email.trim();
      const user = await limits.passwordCheck(accountName(params.provider, login), request.ip, 'throttled', async () => {
        const [row] = await app.db
          .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
          .from(users)
          .where(
            and(
              eq(users.provider, params.provider),
              // A deleted user signs in like an unknown one (their e-mail or username may belong to someone new).
              isNull(users.deletedAt),
              usesUsername(params.provider) ? sql`upper(${users.username}) = upper(${login})` : sql`lower(${users.email}) = lower(${login})`,
            ),
          );
        return (await verifyPassword(row?.passwordHash ?? null, body.password)) && row ? row : null;
      });
      if (!user) throw new HttpError(401, 'badCredentials');
      if (user.status !== 1) throw new HttpError(403, 'inactiveUser');
      const token = await createSession(app.db, user.id, deviceOf(request));
      const me = await findSessionUser(app.db, token);
      if (!me) throw new Error('a session just created could not be read back');
      const identity = realtimeIdentity(me.id, app.config.realtimeSecret);
      const answer: LoginAnswer = {
        user_type: me.userType as UserType,
        user_id: me.id,
        nexo_id: me.id,
        token_notifications: notificationsToken(me.sessionId, app.config.realtimeSecret),
        token_type: 'Bearer',
        access_token: token,
        permissions: [...me.permissions].sort(),
        uid_firebase: identity.uid,
        token_firebase: identity.token,
        reset: me.reset,
        // A salesman starts in their first store; the shop's owner and managers in the shop.
        default_select: me.parkingIds[0] ?? (me.provider === 'salesman' ? me.branchIds[0] : undefined) ?? me.shopId ?? null,
        type: me.provider,
        role_id: me.roleId,
        name: `${me.firstName} ${me.lastName}`.trim(),
        token,
        provider: me.provider,
        data: { type: me.provider, provider: me.provider, token },
      };
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/users/logout',
    auth: 'user',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    writes: true,
    handler: async ({ user, locale }) => {
      // Signing out closes the salesman's store to requests too (spec 1 §4).
      await goOffline(app.db, user.id);
      await revokeSession(app.db, user);
      return { message: t('loggedOut', locale) };
    },
  });
}
