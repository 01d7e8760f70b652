// GET users/{provider}/{userId} (the profile read) and POST users/password/update/{id} with _method=put.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { PasswordUpdateBody, Provider, type Profile } from '../../../src/contracts/auth.struct';
import { id } from '../../../src/contracts/rules';
import { roles, sessions, users } from '../../db/schema';
import type { AccountLimits } from '../../limits/account-limits';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { userAccountName } from '../../auth/sign-in-identity';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { forgetSessions, sessionsOf } from '../../plugins/auth';
import { announce } from '../../cache/changes';

export function registerProfile(app: FastifyInstance, limits: AccountLimits): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/:provider/:userId',
    auth: 'user',
    permission: null,
    tenant: { kind: 'user', param: 'userId', strict: false },
    params: object({ provider: Provider, userId: id() }),
    example: (ids) => ({ params: { provider: ids.provider, userId: ids.userId } }),
    handler: async ({ params }) => {
      const [row] = await app.db
        .select({ user: users, roleName: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(eq(users.id, params.userId), eq(users.provider, params.provider)));
      if (!row) throw new HttpError(404, 'notFound');
      const u = row.user;
      const data: Profile = {
        id: u.id,
        username: u.username,
        email: u.email,
        first_name: u.firstName,
        last_name: u.lastName,
        url_logo: { original: u.urlLogo },
        phone: u.phone,
        type: u.provider as Profile['type'],
        role: row.roleName,
        role_id: u.roleId,
      };
      return { data };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/users/password/update/:userId',
    auth: 'user',
    permission: null,
    tenant: { kind: 'user', param: 'userId', strict: true },
    params: object({ userId: id() }),
    body: PasswordUpdateBody,
    example: { skip: 'changes the password the matrix signs in with; covered by tests/server/auth-password.test.ts' },
    sample: (ids) => ({ params: { userId: ids.userId }, body: { password: 'not-the-password', passwordnew: 'secret123', passwordvery: 'secret123' } }),
    handler: async ({ params, body, user, locale, request }) => {
      if (body.passwordvery !== undefined && body.passwordvery !== body.passwordnew) {
        throw ValidationError.field('passwordvery', t('passwordsDiffer', locale));
      }
      // Limited like sign-in (the same budget), so a stolen token cannot be used to guess the password.
      const right = await limits.passwordCheck(userAccountName(user), request.ip, 'passwordThrottled', async () => {
        const [row] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, params.userId));
        return row && (await verifyPassword(row.hash, body.password)) ? true : null;
      });
      if (!right) throw ValidationError.field('password', t('currentPasswordWrong', locale));
      const passwordHash = await hashPassword(body.passwordnew);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, reset: false }).where(eq(users.id, params.userId));
        // Other devices signed in with the old password are signed out; this one stays.
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, params.userId), ne(sessions.id, user.sessionId)));
        await announce(tx, sessionsOf(params.userId));
      });
      forgetSessions(app.db, params.userId);
      return { message: t('passwordUpdated', locale), success: true };
    },
  });
}
