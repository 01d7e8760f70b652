// The signed-in devices of the profile: a session records the device it was signed in from (User-Agent, client
// address) and its last use (server/plugins/auth.ts); the caller lists their live sessions and signs one, or all
// but the current one, out. A revocation takes effect at once: the transaction announces the user's sessions,
// so every server process forgets its cached ones (server/cache), and this process forgets them on commit.
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DeviceSession } from '../../src/contracts/profile.struct';
import type { AuthUser } from '../auth/auth-user';
import { announce } from '../cache/changes';
import type { Db } from '../db/connect';
import { sessions } from '../db/schema';
import { forgetSessions, SESSION_MAX_AGE_MS, sessionsOf, type SignInDevice } from '../plugins/auth';

/** A User-Agent longer than any browser's is cut: the header is the client's to fill. */
const USER_AGENT_MAX = 512;

/** The device of a sign-in request: its User-Agent and the client's address (`TRUST_PROXY`: the proxy's client). */
export function deviceOf(request: FastifyRequest): SignInDevice {
  const agent = request.headers['user-agent']?.trim().slice(0, USER_AGENT_MAX) || null;
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
  const ip = request.ip ? request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') : null;
  return { userAgent: agent, ip };
}

/** The browser and system a User-Agent names (`Chrome 120`, `Windows 10`), null where it names none. */
export function describeAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const name = (...parts: (string | undefined)[]) => parts.filter((p) => p).join(' ') || null;
  return { browser: name(browser.name, major), system: name(os.name, os.versionName ?? os.version) };
}

/** A session the bearer may still use: not revoked, not expired, not past its maximum age. */
const live = (userId: number, now: Date) =>
  and(
    eq(sessions.userId, userId),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
  );

/** The caller's live sessions, the most recently used first; `current` is the one making the call. */
export async function liveSessions(db: Db, user: Pick<AuthUser, 'id' | 'sessionId'>, now = new Date()): Promise<DeviceSession[]> {
  const lastUse = sql<Date>`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`.mapWith(sessions.createdAt);
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ip: sessions.ip, createdAt: sessions.createdAt, lastUsedAt: lastUse })
    .from(sessions)
    .where(live(user.id, now))
    .orderBy(desc(lastUse), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeAgent(row.userAgent),
    address: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/** Revokes the caller's live sessions that `which` picks, in one transaction; answers how many. */
async function revoke(db: Db, userId: number, which: ReturnType<typeof and>): Promise<number> {
  const revoked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(live(userId, new Date()), which))
      .returning({ id: sessions.id });
    if (rows.length > 0) await announce(tx, sessionsOf(userId));
    return rows.length;
  });
  if (revoked > 0) forgetSessions(db, userId);
  return revoked;
}

/** Signs one of the caller's devices out (this one too: that is a sign-out); 0 when it is not a live session of theirs. */
export const signOutDevice = (db: Db, user: Pick<AuthUser, 'id'>, sessionId: number): Promise<number> => revoke(db, user.id, eq(sessions.id, sessionId));

/** Signs every device of the caller out but the one making the call. */
export const signOutOthers = (db: Db, user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<number> => revoke(db, user.id, ne(sessions.id, user.sessionId));
