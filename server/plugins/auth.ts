// Bearer-token sessions: one hook reads the token, loads the user with their permissions and lots, and
// slides the session's expiry (12 h after the last use, never past 7 days after sign-in). A missing, expired
// or revoked token leaves the request anonymous; routes that need a user answer 401 `Unauthenticated.`.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/validation/messages';
import { requestLocale } from '../http/locale';
import type { Provider, UserType } from '../../src/contracts/auth.struct';
import type { Db } from '../db/connect';
import { roles, sessions, users } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import type { AuthUser } from '../auth/auth-user';
import { SessionCache } from '../auth/session-cache';
import { HttpError } from '../http/errors';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** However active, a session ends this long after sign-in: a stolen token does not live for ever. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding the expiry costs a write; do it at most once a minute per session. */
const SLIDE_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache<AuthUser>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    locale: Locale;
    requireUser(): AuthUser;
  }
}

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      provider: users.provider,
      userType: users.userType,
      roleId: users.roleId,
      roleName: roles.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      username: users.username,
      reset: users.reset,
      shopId: users.shopId,
      branchId: users.branchId,
      parkingId: users.parkingId,
      permissions: sql<string[]>`coalesce((select array_agg(p.name) from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = ${users.roleId}), '{}')`,
      lots: sql<number[]>`coalesce((select array_agg(up.parking_id order by up.parking_id) from user_parkings up where up.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
        eq(users.status, 1),
      ),
    );
  if (!row) return null;
  const slidTo = Math.min(now.getTime() + SESSION_TTL_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS);
  if (slidTo - row.expiresAt.getTime() > SLIDE_EVERY_MS) {
    await db.update(sessions).set({ expiresAt: new Date(slidTo) }).where(eq(sessions.id, row.sessionId));
  }
  const lots = row.lots.map(Number);
  if (row.parkingId !== null && !lots.includes(row.parkingId)) lots.push(row.parkingId);
  return {
    id: row.id,
    sessionId: row.sessionId,
    provider: row.provider as Provider,
    userType: row.userType as UserType,
    roleId: row.roleId,
    roleName: row.roleName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    reset: row.reset,
    permissions: new Set(row.permissions),
    parkingIds: lots,
    shopId: row.shopId,
    branchId: row.branchId,
  };
}

/** Ends every cached session of a user in this process (logout, password change, password reset). */
export function forgetSessions(app: FastifyInstance, userId: number): void {
  app.sessionCache.evictUser(userId);
}

export function registerAuth(app: FastifyInstance): void {
  app.decorate('sessionCache', new SessionCache<AuthUser>());
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'es');
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new HttpError(401, 'unauthenticated');
    return this.user;
  });
  app.addHook('onRequest', async (request) => {
    request.locale = requestLocale(request.headers);
    const auth = request.headers.authorization;
    if (!auth?.startsWith('Bearer ') || !request.url.startsWith('/api/')) return;
    const token = auth.slice(7).trim();
    const key = hashToken(token);
    const cached = app.sessionCache.get(key);
    if (cached) {
      request.user = cached;
      return;
    }
    request.user = await findSessionUser(app.db, token);
    if (request.user) app.sessionCache.set(key, request.user.id, request.user);
  });
}
