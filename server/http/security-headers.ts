// Security headers on every answer, the API's and the built console's (docs/api.md, "Security headers"):
// a Content-Security-Policy the console runs under without violations, no framing, nosniff and a referrer
// policy, through @fastify/helmet. `npm run dev` is served by Vite, not by this server: the policy applies to
// the built console only.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RealtimeConfig, ServerConfig } from '../config';
import { paymentsBrowserUrl } from './payments-address';

/** A host name or IPv4 address: anything else (a value with `;`, an IPv6 literal) never reaches the policy. */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

/**
 * Where the console's websocket goes (src/services/realtime.ts, src/domain/realtime/socket-address.ts): the
 * configured host (REALTIME_WS_HOST, an external service's PUSHER_HOST) or else the console's public host
 * (PUBLIC_URL), on the configured port (REALTIME_WS_PORT, the service's) or else PUBLIC_URL's. The embedded
 * server answers on the page's own origin, which CSP3's `'self'` covers for ws: and wss: too; PUBLIC_URL is
 * still named for browsers that never took that rule (older Safari among them). Never the request's Host: a
 * forged header must not widen the policy. pusher-js picks wss on an https page, so both schemes.
 */
export function realtimeSources(rt: RealtimeConfig, consoleUrl: string): string {
  let page: URL | null;
  try {
    page = new URL(consoleUrl);
  } catch {
    page = null;
  }
  const host = rt.wsHost ?? page?.hostname ?? null;
  if (host === null || !HOST_NAME.test(host)) return '';
  const port = rt.wsPort ?? (page?.port || null);
  const at = port === null ? host : `${host}:${port}`;
  return `ws://${at} wss://${at}`;
}

/** Stand in the probe's policy for the configured addresses, put in once at start: the realtime socket's
 *  (realtimeSources), the card gateway's as the browser reaches it (paymentsBrowserUrl) and the maps' tile host (tileSource). */
const REALTIME_SOURCES = 'nexo-realtime-sources';
const PAYMENTS_SOURCE = 'nexo-payments-source';
const MAP_TILES_SOURCE = 'nexo-map-tiles';

/** The scheme and host (with its port) of the tile address, or nothing when it names no http(s) host: a
 *  template's {s}, {z}, {x} and {y} sit in its path, never in its host. */
export function tileSource(tilesUrl: string): string {
  try {
    const url = new URL(tilesUrl);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !HOST_NAME.test(url.hostname)) return '';
    return `${url.protocol}//${url.host}`;
  } catch {
    return '';
  }
}

/** The scheme, host and port of an http(s) address, or nothing. */
function originOf(url: string | null): string {
  if (url === null) return '';
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && (HOST_NAME.test(u.hostname) || u.hostname === '[::1]') ? u.origin : '';
  } catch {
    return '';
  }
}

/** What helmet is asked for (everything else is its default). */
const HELMET_OPTIONS: FastifyHelmetOptions = {
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
      // icons Mantine draws as data URLs; blob: for the uploaded pictures, read behind the bearer token and
      // shown through object URLs (and a picture chosen before it is sent). The maps' tile host (MAP_TILES_URL)
      // is put in at start (tileSource).
      imgSrc: ["'self'", 'data:', 'blob:', MAP_TILES_SOURCE],
      fontSrc: ["'self'"],
      // The card editor calls the card gateway, another host (docs/payments.md): its origin as the browser reaches it.
      connectSrc: ["'self'", REALTIME_SOURCES, PAYMENTS_SOURCE],
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
};

/**
 * @fastify/helmet builds helmet anew at every request (~80 µs, a sixth of the server's CPU on an authenticated
 * read), yet every header it sets is the same for every answer: the policy's addresses all come from the
 * configuration. So helmet answers one probe request at start, and each request gets its headers from the table.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { fixed, policy } = await helmetHeaders();
  const headers: [string, string][] = [...fixed, ['content-security-policy', contentSecurityPolicy(policy, app.config)]];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The probe's policy with the configured addresses in place of its markers. */
function contentSecurityPolicy(probed: string, config: Pick<ServerConfig, 'publicUrl' | 'realtime' | 'payments' | 'mapTilesUrl'>): string {
  return probed
    .replace(MAP_TILES_SOURCE, tileSource(config.mapTilesUrl))
    .replace(REALTIME_SOURCES, realtimeSources(config.realtime, config.publicUrl))
    .replace(PAYMENTS_SOURCE, originOf(paymentsBrowserUrl(config.payments, config.publicUrl)))
    .replace(/ +;/g, ';')
    .replace(/ {2,}/g, ' ');
}

/** The headers helmet adds to an answer with this policy: those of a probe route with helmet less those of one without. */
async function helmetHeaders(): Promise<{ fixed: [string, string][]; policy: string }> {
  const probe = Fastify();
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/with', async () => '');
  probe.get('/without', { helmet: false }, async () => '');
  const withHelmet = await probe.inject({ method: 'GET', url: '/with' });
  const without = await probe.inject({ method: 'GET', url: '/without' });
  await probe.close();
  const fixed = Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers) && name !== 'content-security-policy')
    .map(([name, value]): [string, string] => [name, String(value)]);
  return { fixed, policy: String(withHelmet.headers['content-security-policy']) };
}
