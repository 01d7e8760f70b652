// A salesman open to requests (spec 1 §4, §7): salesman_online holds the one store each salesman receives
// customers' requests for. Going online for a store replaces another; going offline, signing out (GET
// users/logout) or the console's last tab leaving the salesman's presence channel (docs/realtime.md) clears it.
import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SalesmanOnlineAnswer } from '../../src/contracts/shopping.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { AuthUser } from '../auth/auth-user';
import { mayActOnBranches } from '../auth/branch-access';
import { notificationsToken } from '../auth/realtime-identity';
import type { Db } from '../db/connect';
import { branches, salesmanOnline } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';

type Call = { app: FastifyInstance; user: AuthUser; branchId: number; token: string; locale: Locale };
type OfflineCall = Omit<Call, 'token'> & { token?: string };

/** POST users/salesman/branch/{branch}/login: the store must be the caller's (403) and active (409). */
export async function goOnline({ app, user, branchId, token, locale }: Call): Promise<SalesmanOnlineAnswer> {
  const status = await ownStoreStatus(app.db, user, branchId);
  checkToken(app, user, token, locale);
  if (status !== 'active') throw new HttpError(409, 'storeNotActive');
  await app.db
    .insert(salesmanOnline)
    .values({ userId: user.id, branchId })
    .onConflictDoUpdate({ target: salesmanOnline.userId, set: { branchId, since: new Date() } });
  return { online_branch: branchId, message: t('salesmanOnline', locale) };
}

/**
 * POST users/salesman/branch/{branch}/logout: offline for that store (online for another one stays). The spec
 * sends no body; a token, when sent, must still be the caller's.
 */
export async function goOfflineFor({ app, user, branchId, token, locale }: OfflineCall): Promise<SalesmanOnlineAnswer> {
  await ownStoreStatus(app.db, user, branchId);
  if (token !== undefined) checkToken(app, user, token, locale);
  await app.db.delete(salesmanOnline).where(and(eq(salesmanOnline.userId, user.id), eq(salesmanOnline.branchId, branchId)));
  return { online_branch: await onlineBranch(app.db, user.id), message: t('salesmanOffline', locale) };
}

/** Signing out, or the last console tab gone: no store receives requests for this user any more. */
export async function goOffline(db: Db, userId: number): Promise<void> {
  await db.delete(salesmanOnline).where(eq(salesmanOnline.userId, userId));
}

/** The session's online branch (spec 1 §3): the store the user is open to requests for, or null. */
export async function onlineBranch(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ branchId: salesmanOnline.branchId }).from(salesmanOnline).where(eq(salesmanOnline.userId, userId));
  return row?.branchId ?? null;
}

/** A store of the caller's shop they belong to (or, the owner, any of its stores); any other id, known or not: 403. */
async function ownStoreStatus(db: Db, user: AuthUser, branchId: number): Promise<string> {
  const [branch] = await db.select({ shopId: branches.shopId, status: branches.status }).from(branches).where(eq(branches.id, branchId));
  const ofTheirShop = branch !== undefined && (branch.shopId === user.shopId || user.branchIds.includes(branchId));
  if (!ofTheirShop || !mayActOnBranches(user, [branchId])) throw new HttpError(403, 'notYourStore');
  return branch.status;
}

/** The token is the login answer's token_notifications for this very session: another session's (an earlier
 *  sign-in's, another user's) or a made-up one is refused (422). */
function checkToken(app: FastifyInstance, user: AuthUser, token: string, locale: Locale): void {
  const expected = Buffer.from(notificationsToken(user.sessionId, app.config.realtimeSecret));
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw ValidationError.field('token', t('notificationsTokenWrong', locale));
}
