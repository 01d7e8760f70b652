// The pieces of the Pusher Channels protocol v7 shared by the socket server and the channel authorisation
// route: socket ids, private channel signatures, channel names and the close codes (docs/realtime.md).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const PROTOCOL_VERSION = 7;
/** Seconds of silence after which either side pings (sent in pusher:connection_established). */
export const ACTIVITY_TIMEOUT_S = 120;

/** Close codes: 4000-4099 the client must not reconnect, 4100-4199 after a back-off, 4200-4299 at once. */
export const CLOSE = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  invalidMessage: 4200,
  pongNotReceived: 4201,
} as const;

/** `<a>.<b>`: two random integers, as Pusher hands them out. */
export const newSocketId = (): string => `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;

export const isSocketId = (value: string): boolean => /^\d+\.\d+$/.test(value);

/** Channel names: up to 200 of A-Z a-z 0-9 _ - = @ , . ; */
export const isChannelName = (value: string): boolean => value.length > 0 && value.length <= 200 && /^[A-Za-z0-9_\-=@,.;]+$/.test(value);

export const isPrivateChannel = (channel: string): boolean => channel.startsWith('private-');

/** hex HMAC-SHA256(secret, `socket_id:channel_name`). */
export function signChannel(secret: string, socketId: string, channel: string): string {
  return createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
}

/** The `auth` a client presents for a private channel: `<key>:<signature>`. */
export const channelAuth = (key: string, secret: string, socketId: string, channel: string): string => `${key}:${signChannel(secret, socketId, channel)}`;

export function verifyChannelAuth(key: string, secret: string, socketId: string, channel: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The lot of a dashboard channel (`private-dashboard.{parkingId}`), or null for any other name. */
export function dashboardLot(channel: string): number | null {
  const match = /^private-dashboard\.(\d{1,9})$/.exec(channel);
  return match ? Number(match[1]) : null;
}
