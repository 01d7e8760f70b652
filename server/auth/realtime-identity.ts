// The login answer's realtime identity (the spec's realtime-database uid and token): a stable uid per
// user and an HMAC of it, which the realtime channel can verify without a database read.
import { createHmac } from 'node:crypto';

export function realtimeIdentity(userId: number, secret: string): { uid: string; token: string } {
  const uid = `user-${userId}`;
  return { uid, token: sign(uid, secret) };
}

/**
 * The login answer's `token_notifications` (spec 1 §3 Authorization): what a console presents when it opens
 * itself to notifications, e.g. a salesman going online for a store (`users/salesman/branch/{id}/login`). An
 * HMAC of the session, not of the user: each sign-in gets its own, and it is refused once its session ends
 * (signed out, or signed out from another device), as it is only ever checked against the calling session's.
 */
export const notificationsToken = (sessionId: number, secret: string): string => sign(`notifications-session-${sessionId}`, secret);

const sign = (value: string, secret: string): string => createHmac('sha256', secret).update(value).digest('base64url');
