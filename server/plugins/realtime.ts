// The embedded Pusher protocol on the app's own port (docs/realtime.md): websocket upgrades at /app/{key} are
// taken from the HTTP server Fastify listens with, so the console, the API and the live updates need one port.
// With an external Pusher-compatible service the browsers go there and nothing is attached. A salesman's last tab
// leaving their presence channel takes them offline (server/shopping/online.ts).
import type { FastifyInstance } from 'fastify';
import { presenceSalesman } from '../realtime/pusher-protocol';
import { attachPusherServer, type PusherServer } from '../realtime/pusher-server';
import { goOffline } from '../shopping/online';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded protocol server's sockets; null with an external service. */
    realtimeSockets: PusherServer | null;
  }
}

export function registerRealtimeSockets(app: FastifyInstance): void {
  const rt = app.config.realtime;
  const sockets = rt.external
    ? null
    : attachPusherServer(app.server, { key: rt.key, secret: rt.secret, publisher: app.publisher, log: app.log, onMemberRemoved: (channel, userId) => left(app, channel, userId) });
  app.decorate('realtimeSockets', sockets);
  // Before the HTTP server closes: it waits for every connection, and an open websocket would hold it for ever.
  app.addHook('preClose', async () => {
    await sockets?.close();
  });
}

/** A salesman's last console tab left their presence channel: they no longer receive requests (spec 1 §4). */
function left(app: FastifyInstance, channel: string, userId: string): void {
  const salesman = presenceSalesman(channel);
  if (salesman === null || String(salesman) !== userId) return;
  goOffline(app.db, salesman).catch((err: unknown) => app.log.error({ err, userId }, 'realtime: could not take a salesman offline'));
}
