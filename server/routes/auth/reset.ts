// Forgotten password: POST users/reset mails a link with a token (60 min, single use, a few mails an hour per
// address); POST users/resetpassword exchanges the token for a key; POST users/resetpassword/update sets the
// password and revokes the user's other links.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ResetExchangeBody, ResetRequestBody, ResetUpdateBody } from '../../../src/contracts/auth.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { passwordResets, sessions, users } from '../../db/schema';
import type { AccountLimits } from '../../limits/account-limits';
import { hashPassword } from '../../auth/passwords';
import { createResetLink, resetMail } from '../../auth/reset-link';
import { hashToken, newToken } from '../../auth/tokens';
import { ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { forgetSessions, sessionsOf } from '../../plugins/auth';
import { announce } from '../../cache/changes';
import { detached } from '../../db/write-scope';

const skip = { skip: 'public; covered by tests/server/auth-reset.test.ts' };

export function registerReset(app: FastifyInstance, limits: AccountLimits): void {
  // Reset requests still under way; closing the server waits for them (their mails are not lost).
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/reset',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    body: ResetRequestBody,
    example: skip,
    sample: () => ({ body: { email: 'nobody@nexo.demo' } }),
    handler: async ({ body, locale }) => {
      // The answer waits for nothing (lookup, limit, token, mail), so it reads and takes the same whether the
      // address has an account, has had its mails for the hour, or neither.
      const work = detached(() => requestReset(app, limits, body.email.trim(), locale)).catch((err: unknown) =>
        app.log.error({ err }, 'could not send a password reset mail'),
      );
      pending.add(work);
      void work.finally(() => pending.delete(work));
      return { message: t('resetSent', locale), success: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/resetpassword',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    body: ResetExchangeBody,
    example: skip,
    sample: () => ({ body: { token: 'not-a-token' } }),
    handler: async ({ body, locale }) => {
      const key = newToken();
      const now = new Date();
      const exchanged = await app.db
        .update(passwordResets)
        .set({ exchangedAt: now, keyHash: hashToken(key) })
        .where(and(eq(passwordResets.tokenHash, hashToken(body.token)), isNull(passwordResets.exchangedAt), gt(passwordResets.expiresAt, now)))
        .returning({ id: passwordResets.id });
      if (exchanged.length === 0) throw invalid('token', locale);
      return { key };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/users/resetpassword/update',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    body: ResetUpdateBody,
    example: skip,
    sample: () => ({ body: { key: 'not-a-key', passwordnew: 'secret123', passwordvery: 'secret123' } }),
    handler: async ({ body, locale }) => {
      if (body.passwordnew !== body.passwordvery) throw ValidationError.field('passwordvery', t('passwordsDiffer', locale));
      const passwordHash = await hashPassword(body.passwordnew);
      const now = new Date();
      const done = await app.db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.keyHash, hashToken(body.key)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .returning({ userId: passwordResets.userId });
        if (!used) return false;
        // Every other link of the user dies with this one (this one is used now), exchanged or not.
        await tx.delete(passwordResets).where(and(eq(passwordResets.userId, used.userId), isNull(passwordResets.usedAt)));
        await tx.update(users).set({ passwordHash, reset: false }).where(eq(users.id, used.userId));
        await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, used.userId), isNull(sessions.revokedAt)));
        await announce(tx, sessionsOf(used.userId));
        return used.userId;
      });
      if (done === false) throw invalid('key', locale);
      forgetSessions(app.db, done);
      return { message: t('passwordUpdated', locale), success: true };
    },
  });
}

const invalid = (field: string, locale: Locale) => ValidationError.field(field, t('resetInvalid', locale));

/** Mails a link to each active account of the address, within the address's hourly limit. */
async function requestReset(app: FastifyInstance, limits: AccountLimits, email: string, locale: Locale): Promise<void> {
  const accounts = await app.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 1)));
  if (accounts.length === 0) return;
  if (!(await limits.resetMail(email))) {
    app.log.warn(`password reset mails to ${email}: limit of ${limits.limits.resetMails} reached, none sent`);
    return;
  }
  for (const account of accounts) await sendResetMail(app, account.id, account.email ?? email, account.firstName, locale);
}

async function sendResetMail(app: FastifyInstance, userId: number, email: string, firstName: string, locale: Locale): Promise<void> {
  const link = await createResetLink(app.db, app.config.publicUrl, userId, 'reset');
  await app.mailer.send(resetMail(email, firstName, link, locale));
}
