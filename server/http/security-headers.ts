// Security headers on every answer, the API's and the built console's (docs/api.md, "Security headers"):
// a Content-Security-Policy the console runs under without violations, no framing, nosniff and a referrer
// policy, through @fastify/helmet. `npm run dev` is served by Vite, not by this server: the policy applies to
// the built console only.
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { RealtimeConfig } from '../config';

/** A host name or IPv4 address: anything else (a header with `;`, an IPv6 literal) never reaches the policy. */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

/** The page's host name and port (null: its scheme's default) as the browser sees them: Host, or X-Forwarded-Host behind a trusted proxy. */
function pageAddress(req: IncomingMessage, trustProxy: boolean): { host: string; port: string | null } | null {
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const raw = ((Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? req.headers.host ?? '').trim();
  const [, host, port] = /^(.*?)(?::(\d{1,5}))?$/.exec(raw) ?? [];
  return host !== undefined && HOST_NAME.test(host) ? { host, port: port ?? null } : null;
}

/**
 * Where the console's websocket goes (src/services/realtime.ts, src/domain/realtime/socket-address.ts): the
 * configured host (REALTIME_WS_HOST, an external service's PUSHER_HOST) or else the page's own host, on the
 * configured port (REALTIME_WS_PORT, the service's) or else the page's own port. The embedded server answers on
 * the page's own origin, which CSP3's `'self'` covers for ws: and wss: too; the page's address is still named
 * for browsers that never took that rule (older Safari among them). pusher-js picks wss on an https page, so
 * both schemes.
 */
export function realtimeSources(rt: RealtimeConfig, req: IncomingMessage, trustProxy: boolean): string {
  const page = pageAddress(req, trustProxy);
  const host = rt.wsHost ?? page?.host ?? null;
  if (host === null || !HOST_NAME.test(host)) return '';
  const port = rt.wsPort ?? page?.port ?? null;
  const at = port === null ? host : `${host}:${port}`;
  return `ws://${at} wss://${at}`;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const trustProxy = app.config.trustProxy;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Vite's build loads every script from /assets: no inline script, no eval.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Mantine writes <style> elements (its CSS variables, responsive style props) and React and recharts
        // write style attributes; neither can be given a nonce, so inline styles stay allowed. Styles run no
        // script, and what a style could load is held by img-src, font-src and connect-src.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for the gate devices' pictures (PNG, JPEG, WebP or SVG data URLs, shown through <img>) and the
        // icons Mantine draws as data URLs. No map tiles: no screen shows a tile map (a tile host joins here
        // the day one does).
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", (req) => realtimeSources(app.config.realtime, req, trustProxy)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: the console is also served over plain HTTP on a private network
        // (HOST=0.0.0.0), where upgraded requests would fail.
      },
    },
    // The Stately inspector (?inspect) opens stately.ai in a window and talks to it by postMessage; with
    // `same-origin` the window would be cut off from its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // frame-ancestors 'none' for browsers that still read only X-Frame-Options.
    xFrameOptions: { action: 'deny' },
    // The origin only, never the path (a password reset link carries its token in the path), and only to
    // other origins; nothing at all from https to http.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
