// GET users/{provider}/{userId} (the profile read), its edit (PUT, or POST with _method=put; ours) and
// POST users/password/update/{id} with _method=put.
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { PasswordUpdateBody, Provider } from '../../../src/contracts/auth.struct';
import { ProfileBody } from '../../../src/contracts/profile.struct';
import { id } from '../../../src/contracts/rules';
import { sessions, users } from '../../db/schema';
import { uploadOf } from '../../files/plugin';
import { checkedImage } from '../../files/records';
import type { AccountLimits } from '../../limits/account-limits';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { userAccountName } from '../../auth/sign-in-identity';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { forgetSessions, sessionsOf } from '../../plugins/auth';
import { announce } from '../../cache/changes';
import { readProfile, updateProfile } from '../../profile/profile-record';

const ProfileParams = object({ provider: Provider, userId: id() });

export function registerProfile(app: FastifyInstance, limits: AccountLimits): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/users/:provider/:userId',
    auth: 'user',
    permission: null,
    tenant: { kind: 'user', param: 'userId', strict: false },
    params: ProfileParams,
    example: (ids) => ({ params: { provider: ids.provider, userId: ids.userId } }),
    handler: async ({ params }) => {
      const data = await readProfile(app.db, params.provider, params.userId);
      if (!data) throw new HttpError(404, 'notFound');
      return { data };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/users/:provider/:userId',
    auth: 'user',
    permission: null,
    tenant: { kind: 'user', param: 'userId', strict: true },
    params: ProfileParams,
    body: ProfileBody,
    example: (ids) => ({
      params: { provider: ids.provider, userId: ids.userId },
      body: { first_name: 'Matriz', last_name: 'Perfil', phone: '8112345678', country_code: '52' },
    }),
    handler: async ({ params, body, locale, request }) => {
      const upload = uploadOf(request, 'picture');
      const picture = upload ? await checkedImage(upload, 'profile-picture', locale) : null;
      const data = await updateProfile(app, params.provider, params.userId, body, picture);
      if (!data) throw new HttpError(404, 'notFound');
      return { data, message: t('profileSaved', locale) };
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
