// The pieces of the Pusher Channels protocol v7 shared by the socket server and the channel authorisation
// route: socket ids, private and presence channel signatures, channel names and the close codes (docs/realtime.md).
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
export const isPresenceChannel = (channel: string): boolean => channel.startsWith('presence-');

/** hex HMAC-SHA256(secret, `socket_id:channel_name`), and `:channel_data` after it for a presence channel. */
export function signChannel(secret: string, socketId: string, channel: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return createHmac('sha256', secret).update(signed).digest('hex');
}

/** The `auth` a client presents for a private or presence channel: `<key>:<signature>`. */
export const channelAuth = (key: string, secret: string, socketId: string, channel: string, channelData?: string): string =>
  `${key}:${signChannel(secret, socketId, channel, channelData)}`;

export function verifyChannelAuth(key: string, secret: string, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(channelAuth(key, secret, socketId, channel, channelData));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * An id in a channel's name as the server writes it (publisher.ts): no sign, no leading zero. `private-dashboard.01`
 * names no channel anyone publishes to, so it is refused rather than signed as `private-dashboard.1`.
 */
const ID = '([1-9]\\d{0,8})';
const channelPattern = (prefix: string, ids: number): RegExp => new RegExp(`^${prefix}${Array(ids).fill(`\\.${ID}`).join('')}$`);
const DASHBOARD = channelPattern('private-dashboard', 1);
const CHAT = channelPattern('private-chat', 2);
const PRESENCE_PARKING = channelPattern('presence-parking', 1);
const PRESENCE_SALESMAN = channelPattern('presence-salesman', 1);
const STORE = channelPattern('private-store', 1);

/** The lot of a dashboard channel (`private-dashboard.{parkingId}`), or null for any other name. */
export function dashboardLot(channel: string): number | null {
  const match = DASHBOARD.exec(channel);
  return match ? Number(match[1]) : null;
}

/** The lot and the person of a chat channel (`private-chat.{parkingId}.{userId}`), or null for any other name. */
export function chatParty(channel: string): { parkingId: number; userId: number } | null {
  const match = CHAT.exec(channel);
  return match ? { parkingId: Number(match[1]), userId: Number(match[2]) } : null;
}

/** The lot of its presence channel (`presence-parking.{parkingId}`), or null for any other name. */
export function presenceLot(channel: string): number | null {
  const match = PRESENCE_PARKING.exec(channel);
  return match ? Number(match[1]) : null;
}

/** The salesman of their presence channel (`presence-salesman.{userId}`), or null for any other name. */
export function presenceSalesman(channel: string): number | null {
  const match = PRESENCE_SALESMAN.exec(channel);
  return match ? Number(match[1]) : null;
}

/** The store of a store channel (`private-store.{branchId}`, shopping to go), or null for any other name. */
export function storeChannelBranch(channel: string): number | null {
  const match = STORE.exec(channel);
  return match ? Number(match[1]) : null;
}
