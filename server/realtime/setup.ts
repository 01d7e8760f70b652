// Which publisher the server uses (docs/realtime.md): an external Pusher-compatible service when PUSHER_*
// is set; LISTEN/NOTIFY between instances on PostgreSQL; in process otherwise (the default, and in tests).
import type { ServerConfig } from '../config';
import { createExternalPublisher } from './external-publisher';
import { createPgFanout } from './pg-fanout';
import { createInProcessPublisher, type Publisher } from './publisher';

export type RealtimeLog = { info: (msg: string) => void; warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
export type RealtimeMode = 'external' | 'postgres' | 'in-process';

/** A log that writes to the console until the app's logger exists (the publisher is made before the app). */
export function deferredLog(): RealtimeLog & { attach: (log: RealtimeLog) => void } {
  let target: RealtimeLog = {
    info: (msg) => console.log(msg),
    warn: (obj, msg) => console.warn(msg, obj),
    error: (obj, msg) => console.error(msg, obj),
  };
  return {
    info: (msg) => target.info(msg),
    warn: (obj, msg) => target.warn(obj, msg),
    error: (obj, msg) => target.error(obj, msg),
    attach: (log) => void (target = log),
  };
}

export async function choosePublisher(config: ServerConfig, log: RealtimeLog): Promise<{ publisher: Publisher; mode: RealtimeMode; close: () => Promise<void> }> {
  const rt = config.realtime;
  if (rt.external) {
    return { publisher: createExternalPublisher({ appId: rt.appId, key: rt.key, secret: rt.secret, ...rt.external }, log), mode: 'external', close: async () => {} };
  }
  if (config.databaseUrl) {
    const fanout = await createPgFanout(config.databaseUrl, log);
    return { publisher: fanout, mode: 'postgres', close: fanout.close };
  }
  return { publisher: createInProcessPublisher(), mode: 'in-process', close: async () => {} };
}
