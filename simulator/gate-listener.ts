// The lot's exit gates listen for `OpenGate` on the lot's realtime channel (docs/realtime.md), as a real
// barrier controller would: pusher-js in Node, configured from GET /api/config and authorised as the lot's
// device (X-Device-Key) at POST /api/devices/parkings/{id}/broadcasting/auth.
import Pusher from 'pusher-js';
import { validate } from 'superstruct';
import { ConfigAnswer } from '../src/contracts/context.struct';
import { BroadcastAuthAnswer } from '../src/contracts/realtime.struct';
import { socketAddress } from '../src/domain/realtime/socket-address';
import { fetchFromServer } from './server-fetch';

export type OpenGate = { gate_id: number; code: string; visit_id: number; plate: string };

export type GateListener = { close: () => void };

type Options = { baseUrl: string; lot: number; key: string; onOpen: (command: OpenGate) => void; log: (line: string) => void };

export async function listenForOpenGate(opts: Options): Promise<GateListener> {
  const base = opts.baseUrl.replace(/\/$/, '');
  const [err, config] = validate(await (await fetchFromServer(base, '/api/config')).json(), ConfigAnswer);
  if (err) throw new Error(`unexpected /api/config answer: ${err.message}`);
  const { realtime } = config;
  const server = new URL(base);
  const pusher = new Pusher(realtime.key, {
    cluster: 'nexo', // required by pusher-js, unused once wsHost is given
    // The server's own host and port unless it names others (an external service, a proxy).
    ...socketAddress(realtime, server),
    // pusher-js in Node sees no page: an https server means wss, as it does for the console on an https page.
    forceTLS: realtime.forceTLS || server.protocol === 'https:',
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        fetchFromServer(base, `/api/devices/parkings/${opts.lot}/broadcasting/auth`, {
          method: 'POST',
          headers: { 'x-device-key': opts.key, 'content-type': 'application/json', 'x-locale': 'en' },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (res) => {
            const [bad, answer] = validate(await res.json(), BroadcastAuthAnswer);
            if (res.status !== 200 || bad) throw new Error(`channel authorisation answered ${res.status}`);
            callback(null, answer);
          })
          .catch((e: Error) => callback(e, null));
      },
    },
  });
  const channel = pusher.subscribe(`private-dashboard.${opts.lot}`);
  channel.bind('pusher:subscription_succeeded', () => opts.log(`lot ${opts.lot}: exit gates listening for OpenGate`));
  channel.bind('pusher:subscription_error', (e: unknown) => opts.log(`lot ${opts.lot}: OpenGate channel refused: ${JSON.stringify(e)}`));
  channel.bind('OpenGate', (data: OpenGate) => opts.onOpen(data));
  return { close: () => pusher.disconnect() };
}
