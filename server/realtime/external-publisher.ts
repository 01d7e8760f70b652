// Publishes through the HTTP API of an external Pusher-compatible service (soketi, Reverb, Pusher) when
// PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_HOST are set: browsers then connect to that service,
// and the embedded protocol server does not start. Local listeners (tests, in-process consumers) still hear
// every message.
import PusherHttp from 'pusher';
import { createInProcessPublisher, type Publisher } from './publisher';

export type ExternalPusherOptions = { appId: string; key: string; secret: string; host: string; port: number; useTLS: boolean };
type Log = { warn: (obj: object, msg: string) => void };

export function createExternalPublisher(opts: ExternalPusherOptions, log: Log, client?: Pick<PusherHttp, 'trigger'>): Publisher {
  const http = client ?? new PusherHttp({ appId: opts.appId, key: opts.key, secret: opts.secret, host: opts.host, port: String(opts.port), useTLS: opts.useTLS });
  const local = createInProcessPublisher();
  return {
    publish: (message) => {
      local.publish(message);
      // A route never waits for (or fails with) the realtime service: a lost event is reloaded on reconnection.
      http.trigger(message.channel, message.event, message.data).catch((err: unknown) => {
        log.warn({ err, channel: message.channel, event: message.event }, 'realtime: the external service refused an event');
      });
    },
    subscribe: local.subscribe,
  };
}
