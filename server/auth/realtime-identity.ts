// The login answer's realtime identity (the spec's realtime-database uid and token): a stable uid per
// user and an HMAC of it, which the realtime channel can verify without a database read.
import { createHmac } from 'node:crypto';

export function realtimeIdentity(userId: number, secret: string): { uid: string; token: string } {
  const uid = `user-${userId}`;
  return { uid, token: createHmac('sha256', secret).update(uid).digest('base64url') };
}
