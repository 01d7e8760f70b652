// Where a pusher-js client opens its websocket, from GET /api/config's realtime settings and the address of the
// page (the console) or of the server (the simulator): shared so that both read a null host or port alike.
import type { RealtimeSettings } from '../../contracts/context.struct';

/** The parts of a location (window.location, a URL) that name the server the client talks to. */
export type PageAddress = { hostname: string; port: string };

export type SocketAddress = { wsHost: string; wsPort: number; wssPort: number };

/**
 * A null wsHost is the page's host; a null wsPort is the page's port (the embedded server answers at /app/{key}
 * on the server's own port), and for a page on its scheme's default port, pusher-js's defaults: 80 for ws,
 * 443 for wss (pusher-js picks wss on an https page).
 */
export function socketAddress(settings: RealtimeSettings, page: PageAddress): SocketAddress {
  const pagePort = page.port === '' ? null : Number(page.port);
  return {
    wsHost: settings.wsHost ?? page.hostname,
    wsPort: settings.wsPort ?? pagePort ?? 80,
    wssPort: settings.wsPort ?? pagePort ?? 443,
  };
}
