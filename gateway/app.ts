// The sandbox card gateway's Fastify app (main.ts listens; tests call buildGateway and inject or listen). It is
// another host than our server, as a real gateway would be: its own process, port, store and words.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { message, requestLocale } from './messages';
import { cardRoutes } from './routes/cards';
import { chargeRoutes } from './routes/charges';
import { ANSWER_SIGNATURE, hmac } from './signing';
import type { GatewayStore } from './store';

export type GatewayOptions = {
  store: GatewayStore;
  secret: string;
  /** How long the timeout test card holds a charge's answer (longer than our server waits). */
  slowMs: number;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for request signatures. */
    rawBody?: string;
  }
}

/** Card calls (and a saved card's CVV confirmation) come from the console in the browser; charges and statuses only from our server. */
const BROWSER_PATHS = /^\/(payments\/cards|payments\/cards\/[^/]+\/cvv|ol\/edit|ol\/delete)$/;

export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  // A card form is small; 16 KB is generous.
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 16 * 1024 });
  const now = opts.now ?? (() => new Date());

  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = String(body);
    try {
      done(null, req.rawBody === '' ? {} : JSON.parse(req.rawBody));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = String(body);
    done(null, Object.fromEntries(new URLSearchParams(req.rawBody)));
  });

  // Any origin may tokenise (as with a real gateway's public tokenisation call): these calls carry no
  // credentials, and what they answer is signed for our server. The signature header is readable by the page,
  // which hands it on with the body.
  app.addHook('onRequest', async (req, reply) => {
    if (!BROWSER_PATHS.test(req.url.split('?')[0] ?? '')) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', ANSWER_SIGNATURE);
    if (req.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'POST, PUT')
        .header('access-control-allow-headers', 'content-type, x-locale, accept-language')
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });

  // Every answer is signed over its body as sent (gateway/signing.ts).
  app.addHook('onSend', async (_req, reply, payload) => {
    if (typeof payload === 'string') reply.header(ANSWER_SIGNATURE, hmac(opts.secret, payload));
    return payload;
  });

  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    const locale = requestLocale(req.headers);
    if (status >= 400 && status < 500) return reply.code(status).send({ message: message('badBody', locale) });
    req.log.error({ err }, 'gateway error');
    return reply.code(500).send({ message: message('serverError', locale) });
  });
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ message: message('notFound', requestLocale(req.headers)) }));

  // The timeout card's held answers end when the gateway closes, so a close never waits for them.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());

  cardRoutes(app, { store: opts.store, now });
  chargeRoutes(app, { store: opts.store, secret: opts.secret, slowMs: opts.slowMs, now, closing: closing.signal });
  return app;
}
