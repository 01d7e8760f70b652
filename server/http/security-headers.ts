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

/** The page's host name as the browser sees it: the Host header, or X-Forwarded-Host behind a trusted proxy. */
function pageHost(req: IncomingMessage, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? req.headers['x-forwarded-host'] : undefined;
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? req.headers.host ?? '';
  const host = raw.trim().replace(/:\d+$/, '');
  return HOST_NAME.test(host) ? host : null;
}

/**
 * Where the console's websocket goes (src/services/realtime.ts): the configured host (REALTIME_WS_HOST, an
 * external service's PUSHER_HOST) or else the page's own host, on the realtime port. `'self'` does not cover
 * it: the embedded server listens on its own port. pusher-js picks wss on an https page, so both schemes.
 */
export function realtimeSources(rt: RealtimeConfig, req: IncomingMessage, trustProxy: boolean): string {
  const host = rt.wsHost ?? pageHost(req, trustProxy);
  if (host === null || !HOST_NAME.test(host)) return '';
  const port = rt.wsPort ?? rt.port;
  return `ws://${host}:${port} wss://${host}:${port}`;
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
