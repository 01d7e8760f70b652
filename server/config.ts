// Everything the server reads from the environment, in one place (listed in README).
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  /** An SMS gateway taking JSON { to, text } (SMS_URL), or null: messages go to DATA_DIR/outbox as .sms files. */
  smsUrl: string | null;
  /** The console's public address (PUBLIC_URL): mailed links, and the CSP's and the card gateway's browser address (never a request's Host). */
  publicUrl: string;
  logLevel: string;
  version: string;
  /** Behind a reverse proxy (TRUST_PROXY=1): the client's address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** Signs realtime identities; random per start unless REALTIME_SECRET is set. */
  realtimeSecret: string;
  /** The realtime channel (docs/realtime.md). */
  realtime: RealtimeConfig;
  /** A Nominatim-compatible geocoder (GEOCODER_URL), or null: addresses are not geocoded and the pin is placed by hand. */
  geocoderUrl: string | null;
  /** The maps' tile address with {z}, {x} and {y} (MAP_TILES_URL); the console's CSP allows its host. */
  mapTilesUrl: string;
  /** The card gateway (docs/payments.md). */
  payments: PaymentsConfig;
};

export type PaymentsConfig = {
  /** The gateway (PAYMENTS_URL); null: `npm start` starts the sandbox gateway beside the server and fills it in. */
  url: string | null;
  /**
   * The gateway's address as the browser reaches it for the card calls (PAYMENTS_PUBLIC_URL), when PAYMENTS_URL
   * is an internal one; null: worked out from PAYMENTS_URL and PUBLIC_URL (server/http/payments-address.ts).
   */
  publicUrl: string | null;
  /** Signs our requests to the gateway and its answers to us (PAYMENTS_SECRET). */
  secret: string;
  /** A charge with no answer after this long is 'unknown' until its status is asked (PAYMENTS_TIMEOUT_MS). */
  timeoutMs: number;
  /** The sandbox started beside the server: its port (GATEWAY_PORT; 0, a free one) and data folder (GATEWAY_DATA_DIR). */
  sandbox: { port: number; dataDir: string };
};

/** The sandbox gateway's dev-only secret (gateway/signing.ts DEV_SECRET): anyone who reads the code can sign with it. */
export const DEV_PAYMENTS_SECRET = 'nexo-sandbox-dev-only-secret';

/** OpenStreetMap's tiles, pigeon-maps' own default. */
export const DEFAULT_MAP_TILES_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export type RealtimeConfig = {
  appId: string;
  key: string;
  secret: string;
  /** An external Pusher-compatible service (PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_HOST all set). */
  external: { host: string; port: number; useTLS: boolean } | null;
  /** What the browser is told: null host or port means the page's own (the embedded server is on the server's port);
   *  the CSP names PUBLIC_URL's then. */
  wsHost: string | null;
  wsPort: number | null;
  forceTLS: boolean;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    // This machine only, unless told otherwise (HOST=0.0.0.0): the demo accounts' password is public.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    smsUrl: env.SMS_URL || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    version: env.APP_VERSION ?? env.npm_package_version ?? '0.0.0',
    trustProxy: env.TRUST_PROXY === '1',
    realtimeSecret: env.REALTIME_SECRET ?? randomBytes(32).toString('hex'),
    realtime: readRealtimeConfig(env),
    geocoderUrl: env.GEOCODER_URL ? env.GEOCODER_URL.replace(/\/$/, '') : null,
    mapTilesUrl: env.MAP_TILES_URL || DEFAULT_MAP_TILES_URL,
    payments: {
      url: env.PAYMENTS_URL ? env.PAYMENTS_URL.replace(/\/$/, '') : null,
      publicUrl: env.PAYMENTS_PUBLIC_URL ? env.PAYMENTS_PUBLIC_URL.replace(/\/$/, '') : null,
      secret: env.PAYMENTS_SECRET || DEV_PAYMENTS_SECRET,
      timeoutMs: Number(env.PAYMENTS_TIMEOUT_MS || 10_000),
      sandbox: { port: Number(env.GATEWAY_PORT || 0), dataDir: path.resolve(env.GATEWAY_DATA_DIR || path.join(env.DATA_DIR ?? './data', 'gateway')) },
    },
  };
}

function readRealtimeConfig(env: NodeJS.ProcessEnv): RealtimeConfig {
  const external = Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET && env.PUSHER_HOST);
  const useTLS = (env.PUSHER_SCHEME ?? 'https') === 'https';
  const externalPort = Number(env.PUSHER_PORT || (useTLS ? 443 : 80));
  const wsPort = env.REALTIME_WS_PORT ? Number(env.REALTIME_WS_PORT) : external ? externalPort : null;
  return {
    appId: env.PUSHER_APP_ID || 'nexo',
    // The key is public and stays the same across restarts, so that a console reconnecting after a restart is
    // not refused (4001); the random secret only means its channels are authorised again, which pusher-js does.
    key: env.PUSHER_KEY || 'nexo-app-key',
    secret: env.PUSHER_SECRET || randomBytes(32).toString('hex'),
    external: external ? { host: env.PUSHER_HOST as string, port: externalPort, useTLS } : null,
    wsHost: env.REALTIME_WS_HOST || (external ? (env.PUSHER_HOST as string) : null),
    wsPort,
    forceTLS: external ? useTLS : env.REALTIME_FORCE_TLS === '1',
  };
}
