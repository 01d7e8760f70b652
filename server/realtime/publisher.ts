// Where the server announces what happened (a gate to open, a dashboard to update). In process by default:
// listeners (the realtime channel, tests) subscribe here. The realtime issue adds the sockets and the
// external Pusher-compatible adapter behind this same interface.
import { EventEmitter } from 'node:events';
import { afterCommit } from '../db/write-scope';

export type RealtimeMessage = { channel: string; event: string; data: Record<string, unknown> };
export type Publisher = {
  publish: (message: RealtimeMessage) => void;
  subscribe: (listener: (message: RealtimeMessage) => void) => () => void;
};

/** Events of a route's write leave once it committed: none for a rollback, and no listener reads before the commit. */
export function publishingAfterCommit(publisher: Publisher): Publisher {
  return { publish: (message) => afterCommit(() => publisher.publish(message)), subscribe: publisher.subscribe };
}

export function createInProcessPublisher(): Publisher {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    publish: (message) => void bus.emit('message', message),
    subscribe: (listener) => {
      bus.on('message', listener);
      return () => void bus.off('message', listener);
    },
  };
}

/** The lot's private channel (spec 2 §7). */
export const dashboardChannel = (parkingId: number): string => `private-dashboard.${parkingId}`;
