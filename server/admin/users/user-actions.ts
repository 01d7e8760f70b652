// The platform admin's actions on one user (POST admin/users/{user}/status, reset-link, sign-out): each in the
// route's transaction, on a user who is not deleted (404 otherwise). Deactivating signs the user out of every
// device in every server process; nobody deactivates their own account, nor the last active user who may change
// roles (the platform would lock itself out). A reset link goes to a user with an e-mail who may sign in, in the
// company's language, once the transaction committed.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminUser, UserStatusBody } from '../../../src/contracts/admin-users.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import type { AuthUser } from '../../auth/auth-user';
import { createResetLink, resetMail } from '../../auth/reset-link';
import { afterCommit } from '../../db/write-scope';
import { announce } from '../../cache/changes';
import { permissions, rolePermissions, sessions, users } from '../../db/schema';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/errors';
import { t } from '../../http/messages';
import { revokeSessions } from '../../people/person-writes';
import { forgetSessions, sessionsOf } from '../../plugins/auth';
import { readSettings, settingsLanguage } from '../../settings/company-settings';
import { liveSessions, userRow } from './user-records';

type Act = { app: FastifyInstance; actor: AuthUser; locale: Locale };
export type Acted = { data: AdminUser; message: string };

const ROLES_PERMISSION = 'nexo.roles';
const fullName = (u: Pick<AdminUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`;

/** The user, locked for the rest of the transaction; 404 for no user or a deleted one. */
async function lockedUser(db: Db, userId: number): Promise<AdminUser> {
  const [locked] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), isNull(users.deletedAt))).for('update');
  const row = locked ? await userRow(db, userId) : undefined;
  if (!row) throw new HttpError(404, 'notFound');
  return row;
}

/** Active users other than `userId` whose role holds nexo.roles. */
async function otherRoleAdministrators(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, users.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(permissions.name, ROLES_PERMISSION), eq(users.status, 1), isNull(users.deletedAt), ne(users.id, userId)));
  return row.n;
}

async function mayHold(db: Db, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roleId), eq(permissions.name, ROLES_PERMISSION)));
  return row.n > 0;
}

export async function setUserStatus({ app, actor, locale }: Act, userId: number, { status }: UserStatusBody): Promise<Acted> {
  const db = app.db;
  const user = await lockedUser(db, userId);
  if (status === 2 && userId === actor.id) throw new HttpError(409, 'userOwnStatus');
  if (status === 2 && user.status === 1 && (await mayHold(db, user.role_id)) && (await otherRoleAdministrators(db, userId)) === 0) {
    throw new HttpError(409, 'userLastAdministrator', fullName(user));
  }
  await db.update(users).set({ status }).where(eq(users.id, userId));
  // An inactive user signs in nowhere: their sessions end now, in every process.
  if (status === 2) await revokeSessions(db, userId);
  else await announce(db, sessionsOf(userId));
  forgetSessions(db, userId);
  return { data: await lockedUser(db, userId), message: t(status === 1 ? 'userActivated' : 'userDeactivated', locale, fullName(user)) };
}

export async function sendUserResetLink({ app, locale }: Act, userId: number): Promise<Acted> {
  const db = app.db;
  const user = await lockedUser(db, userId);
  if (user.email === null) throw new HttpError(409, 'userNoEmail', fullName(user));
  if (user.status !== 1) throw new HttpError(409, 'userInactiveLink', fullName(user));
  const link = await createResetLink(db, app.config.publicUrl, userId, 'reset');
  const mail = resetMail(user.email, user.first_name, link, settingsLanguage(await readSettings(db)));
  afterCommit(() => void app.mailer.send(mail).catch((err: unknown) => app.log.error({ err }, `could not mail user ${userId} their reset link`)));
  return { data: user, message: t('resetLinkSent', locale, user.email) };
}

export async function signUserOut({ app, locale }: Act, userId: number): Promise<Acted> {
  const db = app.db;
  await lockedUser(db, userId);
  const revoked = await db.update(sessions).set({ revokedAt: new Date() }).where(liveSessions(userId)).returning({ id: sessions.id });
  await announce(db, sessionsOf(userId));
  forgetSessions(db, userId);
  return { data: await lockedUser(db, userId), message: t('userSignedOut', locale, revoked.length) };
}
