// The embedded Pusher protocol on the app's own port (docs/realtime.md): websocket upgrades at /app/{key} are
// taken from the HTTP server Fastify listens with, so the console, the API and the live updates need one port.
// With an external Pusher-compatible service the browsers go there and nothing is attached.
import type { FastifyInstance } from 'fastify';
import { attachPusherServer, type PusherServer } from '../realtime/pusher-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded protocol server's sockets; null with an external service. */
    realtimeSockets: PusherServer | null;
  }
}

export function registerRealtimeSockets(app: FastifyInstance): void {
  const rt = app.config.realtime;
  const sockets = rt.external ? null : attachPusherServer(app.server, { key: rt.key, secret: rt.secret, publisher: app.publisher, log: app.log });
  app.decorate('realtimeSockets', sockets);
  // Before the HTTP server closes: it waits for every connection, and an open websocket would hold it for ever.
  app.addHook('preClose', async () => {
    await sockets?.close();
  });
}
