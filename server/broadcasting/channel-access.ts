// Which channels a signed-in user may subscribe to (docs/realtime.md, docs/permissions.md), and the signature
// POST /api/broadcasting/auth answers. A channel is authorised against the data it carries:
// - `private-dashboard.{lot}`: the dashboard's events (payments and their amounts): `parking.dashboard` and one
//   of the user's lots, so the operator is refused it;
// - `private-chat.{lot}.{userId}`: that person's chat messages: that very user, one of the lot's people;
// - `presence-parking.{lot}`: who of the lot's people is connected: any of them, as themselves (channel_data);
// - `presence-salesman.{userId}`: that salesman's console tabs open to requests (`shopping.shopping-to-go`), that
//   very user: their last tab leaving takes them offline (server/plugins/realtime.ts).
// - `private-store.{branchId}`: a store's shopping-to-go requests and its credits after an offer: its salesmen, its
//   managers, and the owner of its shop (server/shopping/store-listeners.ts).
// Anything else is refused (null).
import type { FastifyInstance } from 'fastify';
import type { BroadcastAuthAnswer, BroadcastAuthBody } from '../../src/contracts/realtime.struct';
import type { AuthUser } from '../auth/auth-user';
import { personOfLot } from '../people/lot-people';
import { channelAuth, chatParty, dashboardLot, presenceLot, presenceSalesman, storeChannelBranch } from '../realtime/pusher-protocol';
import { hearsStore } from '../shopping/store-listeners';

export async function authoriseChannel(app: FastifyInstance, user: AuthUser, body: BroadcastAuthBody): Promise<BroadcastAuthAnswer | null> {
  const { key, secret } = app.config.realtime;
  const channel = body.channel_name;
  const signed = (channelData?: string): BroadcastAuthAnswer => ({
    auth: channelAuth(key, secret, body.socket_id, channel, channelData),
    ...(channelData === undefined ? {} : { channel_data: channelData }),
  });
  const isPersonOfLot = async (parkingId: number) => (await personOfLot(app.db, parkingId, user.id)) !== undefined;

  const dashboard = dashboardLot(channel);
  if (dashboard !== null) return user.permissions.has('parking.dashboard') && user.parkingIds.includes(dashboard) ? signed() : null;
  const chat = chatParty(channel);
  if (chat !== null) return chat.userId === user.id && (await isPersonOfLot(chat.parkingId)) ? signed() : null;
  const member = () => signed(JSON.stringify({ user_id: String(user.id), user_info: { name: `${user.firstName} ${user.lastName}` } }));
  const presence = presenceLot(channel);
  if (presence !== null && (await isPersonOfLot(presence))) return member();
  const salesman = presenceSalesman(channel);
  if (salesman !== null) return salesman === user.id && user.permissions.has('shopping.shopping-to-go') ? member() : null;
  const store = storeChannelBranch(channel);
  if (store !== null) return (await hearsStore(app.db, user, store)) ? signed() : null;
  return null;
}
