// Bearer-token sessions: one hook reads the token, loads the user with their permissions and lots, and
// slides the session's expiry (12 h after the last use, never past 7 days after sign-in) and its last use (the
// profile's devices list). A missing, expired or revoked token leaves the request anonymous; routes that need a
// user answer 401 `Unauthenticated.`.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/validation/messages';
import { requestLocale } from '../http/locale';
import type { Provider, UserType } from '../../src/contracts/auth.struct';
import type { Db } from '../db/connect';
import { sessions, users } from '../db/schema';
import { preparedFor } from '../db/prepared';
import { cachesOf, forget } from '../cache/caches';
import { announce, type Change } from '../cache/changes';
import { roleRecord } from '../auth/roles';
import { hashToken, newToken } from '../auth/tokens';
import type { AuthUser } from '../auth/auth-user';
import { SessionCache } from '../auth/session-cache';
import { HttpError } from '../http/errors';

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** However active, a session ends this long after sign-in: a stolen token does not live for ever. */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Sliding the expiry and recording the last use cost a write; at most once a minute per session (a session
 *  found in the session cache is not read at all, so a busy console writes even less). */
const TOUCH_EVERY_MS = 60 * 1000;

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

/** The device a session was signed in from, as its request showed it (server/profile/devices.ts). */
export type SignInDevice = { userAgent: string | null; ip: string | null };

export async function createSession(db: Db, userId: number, device: SignInDevice = { userAgent: null, ip: null }): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SESSION_TTL_MS), ...device, lastUsedAt: now });
  return token;
}

/** Signs one session out, in every process (its user's cached sessions are forgotten everywhere). */
export async function revokeSession(db: Db, user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, user.sessionId));
    await announce(tx, sessionsOf(user.id));
  });
  forgetSessions(db, user.id);
}

/** The change to announce in the transaction that revokes a user's sessions or changes their password. */
export const sessionsOf = (userId: number): Change => ({ topic: 'sessions', id: userId });

/** Once that transaction committed: this process forgets the user's cached sessions at once. */
export const forgetSessions = (db: Db, userId: number): void => forget(db, sessionsOf(userId));

const statements = preparedFor((db) => ({
  session: db
    .select({
      id: users.id,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      provider: users.provider,
      userType: users.userType,
      roleId: users.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      username: users.username,
      reset: users.reset,
      shopId: users.shopId,
      branchIds: sql<number[]>`coalesce((select array_agg(ub.branch_id order by ub.branch_id) from user_branches ub where ub.user_id = ${users.id}), '{}')`,
      parkingId: users.parkingId,
      lots: sql<number[]>`coalesce((select array_agg(up.parking_id order by up.parking_id) from user_parkings up where up.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        gt(sessions.createdAt, sql`${sql.placeholder('since')}::timestamptz`),
        eq(users.status, 1),
      ),
    )
    .prepare('session_by_token'),
  touch: db
    .update(sessions)
    .set({ expiresAt: sql`${sql.placeholder('until')}::timestamptz`, lastUsedAt: sql`${sql.placeholder('now')}::timestamptz` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_touch'),
}));

/** One read (the session, its user and lots: one prepared statement) plus the cached role. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<AuthUser | null> {
  const s = statements(db);
  const since = new Date(now.getTime() - SESSION_MAX_AGE_MS);
  const [row] = await s.session.execute({ tokenHash: hashToken(token), now: now.toISOString(), since: since.toISOString() });
  if (!row) return null;
  const role = await roleRecord(db, row.roleId);
  if (!role) return null;
  const slidTo = Math.min(now.getTime() + SESSION_TTL_MS, row.createdAt.getTime() + SESSION_MAX_AGE_MS);
  const lastUse = row.lastUsedAt?.getTime() ?? 0;
  if (slidTo - row.expiresAt.getTime() > TOUCH_EVERY_MS || now.getTime() - lastUse >= TOUCH_EVERY_MS) {
    // The expiry only ever moves later, whatever clock the caller passes.
    await s.touch.execute({ id: row.sessionId, until: new Date(Math.max(slidTo, row.expiresAt.getTime())).toISOString(), now: now.toISOString() });
  }
  const lots = row.lots.map(Number);
  if (row.parkingId !== null && !lots.includes(row.parkingId)) lots.push(row.parkingId);
  return {
    id: row.id,
    sessionId: row.sessionId,
    provider: row.provider as Provider,
    userType: row.userType as UserType,
    roleId: row.roleId,
    roleName: role.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    reset: row.reset,
    permissions: role.permissions,
    parkingIds: lots,
    shopId: row.shopId,
    branchIds: row.branchIds.map(Number),
  };
}

export function registerAuth(app: FastifyInstance): void {
  const sessionCache = new SessionCache<AuthUser>();
  app.decorate('sessionCache', sessionCache);
  // Opened by buildApp before the plugins: the sessions are forgotten with the user's announced changes.
  const caches = cachesOf(app.db);
  const trusted = () => caches?.trusted ?? false;
  const unsubscribe = caches?.on('sessions', (userId) => (userId === null ? sessionCache.clear() : sessionCache.evictUser(userId)));
  // A kept session carries its role's permissions: a role's change applies at its holders' next request.
  const unsubscribeRoles = caches?.on('roles', () => sessionCache.clear());
  app.addHook('onClose', async () => {
    unsubscribe?.();
    unsubscribeRoles?.();
  });
  app.decorateRequest('user', null);
  app.decorateRequest('locale', 'es');
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) throw new HttpError(401, 'unauthenticated');
    return this.user;
  });
  // A callback hook, not an async one: a session found in the cache costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = requestLocale(request.headers);
    const auth = request.headers.authorization;
    // The customer API takes customer tokens only (server/customers): a console session is not looked up there.
    if (!auth?.startsWith('Bearer ') || !request.url.startsWith('/api/') || request.url.startsWith('/api/customer/')) return done();
    const token = auth.slice(7).trim();
    const cached = trusted() ? sessionCache.get(token) : undefined;
    if (cached) {
      request.user = cached;
      return done();
    }
    const generation = sessionCache.generation;
    findSessionUser(app.db, token).then((user) => {
      request.user = user;
      if (user && trusted()) sessionCache.set(token, user.id, user, generation);
      done();
    }, done);
  });
}
