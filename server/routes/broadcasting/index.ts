// POST /api/broadcasting/auth: signs a socket's subscription to a private or presence channel (Pusher protocol,
// as Laravel's broadcasting does). Which channel needs what is server/broadcasting/channel-access.ts: the lot's
// dashboard channel `parking.dashboard` and the lot, a person's chat channel that person of the lot, the lot's
// presence channel any of its people (answered with channel_data), a salesman's presence channel that salesman.
// The route takes any signed-in user (a lot's people, a salesman): the channel decides; any channel refused, 403
// and logged.
// POST /api/devices/parkings/{parkingId}/broadcasting/auth does the same for a gate device (X-Device-Key) and
// its own lot's channel, where the exit gate hears `OpenGate` (the simulator listens there).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { BroadcastAuthBody, type BroadcastAuthAnswer } from '../../../src/contracts/realtime.struct';
import { id } from '../../../src/contracts/rules';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { authoriseChannel } from '../../broadcasting/channel-access';
import { channelAuth, dashboardLot } from '../../realtime/pusher-protocol';

export function broadcastingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/broadcasting/auth',
    auth: 'user',
    permission: null,
    // The lot is inside `channel_name`, and pusher-js expects 403 for a refused channel.
    tenant: { kind: 'handler', of: 'parking', refusal: 403 },
    body: BroadcastAuthBody,
    // The caller's own chat channel in the lot: signed for each of a lot's people, refused in another lot.
    example: (ids) => ({ body: { socket_id: '1234.5678', channel_name: `private-chat.${ids.parkingId}.${ids.userId}` } }),
    // Signing a channel reads and writes nothing: no write transaction (a tab's subscriptions wait for none).
    writes: false,
    handler: async ({ body, user, request }): Promise<BroadcastAuthAnswer> => {
      const answer = await authoriseChannel(app, user, body);
      if (!answer) {
        request.log.warn({ userId: user.id, channel: body.channel_name, socketId: body.socket_id }, 'realtime: channel authorisation refused');
        throw new HttpError(403, 'forbidden');
      }
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/devices/parkings/:parkingId/broadcasting/auth',
    auth: 'device',
    permission: null,
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id() }),
    body: BroadcastAuthBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { socket_id: '1234.5678', channel_name: `private-dashboard.${ids.parkingId}` } }),
    writes: false,
    handler: async ({ params, body, request }): Promise<BroadcastAuthAnswer> => {
      if (dashboardLot(body.channel_name) !== params.parkingId) {
        request.log.warn({ parkingId: params.parkingId, channel: body.channel_name, socketId: body.socket_id }, 'realtime: device channel authorisation refused');
        throw new HttpError(403, 'forbidden');
      }
      return sign(body);
    },
  });

  const sign = (body: BroadcastAuthBody): BroadcastAuthAnswer => {
    const { key, secret } = app.config.realtime;
    return { auth: channelAuth(key, secret, body.socket_id, body.channel_name) };
  };
}
