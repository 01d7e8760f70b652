// Builds the Fastify app (tests call this and `app.inject`); main.ts opens the database and listens.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { closeCaches, openCaches } from './cache/caches';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';
import { scopedDb } from './db/write-scope';
import { HttpError, ValidationError } from './http/errors';
import { registerJsonBody, BODY_LIMIT } from './http/json-body';
import { t, type MessageKey } from './http/messages';
import type { DeclaredRoute } from './http/route';
import { registerSecurityHeaders } from './http/security-headers';
import type { ThrottleLimits } from './limits/account-limits';
import { registerAuth } from './plugins/auth';
import { registerCompanyLanguage } from './settings/default-language';
import { periodLockedError } from './settings/period-lock';
import { writeConflictError } from './http/write-conflict';
import { registerCustomerAuth } from './plugins/customer-auth';
import { registerFiles } from './files/plugin';
import { createMailer, type Mailer } from './plugins/mail';
import { createSmsSender, type SmsSender } from './plugins/sms';
import { registerGeocoder, type Geocoder } from './plugins/geocoder';
import { registerPayments, type Payments } from './plugins/payments';
import { registerRealtimeSockets } from './plugins/realtime';
import { authRoutes } from './routes/auth';
import { broadcastingRoutes } from './routes/broadcasting';
import { cardRoutes } from './routes/cards';
import { configRoutes } from './routes/config';
import { menuRoutes } from './routes/menus';
import { parkingRoutes } from './routes/parkings';
import { pensionRoutes } from './routes/pensions';
import { rateRoutes } from './routes/rates';
import { deviceRoutes } from './routes/devices';
import { operatorRoutes } from './routes/operators';
import { dashboardRoutes } from './routes/dashboards';
import { fileRoutes } from './routes/files';
import { peopleRoutes } from './routes/people';
import { chatRoutes } from './routes/chat';
import { coreInfoRoutes } from './routes/core-info';
import { newsRoutes } from './routes/news';
import { auditRoutes } from './routes/audit';
import { lotRoutes } from './routes/lots';
import { geocodeRoutes } from './routes/geocode';
import { createInProcessPublisher, publishingAfterCommit, type Publisher } from './realtime/publisher';
import { roleRoutes } from './routes/roles';
import { shopRoutes } from './routes/shops';
import { shopUserRoutes } from './routes/shop-users';
import { transactionRoutes } from './routes/transactions';
import { creditRoutes } from './routes/credits';
import { storeRequestRoutes } from './routes/store-requests';
import { storeRoutes } from './routes/stores';
import { shopCoreInfoRoutes } from './routes/shop-core-info';
import { shoppingRoutes } from './routes/shopping';
import { customerRoutes } from './routes/customer';
import { salesmanOnlineRoutes } from './routes/salesman-online';
import { shoppingStatsRoutes } from './routes/shopping-stats';
import { adminRoutes } from './routes/admin';
import { searchRoutes } from './routes/search';
import { receiptRoutes } from './routes/receipts';
import { validationRoutes } from './routes/validations';
import { shiftRoutes } from './routes/shifts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    mailer: Mailer;
    sms: SmsSender;
    publisher: Publisher;
  }
}

export type BuildOptions = {
  db: Db;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  sms?: SmsSender;
  throttle?: ThrottleLimits;
  publisher?: Publisher;
  /** The geocoder adapter; by default the one GEOCODER_URL configures (none when unset). */
  geocoder?: Geocoder;
  /** The payments adapter; by default the one PAYMENTS_URL configures (none when unset: docs/payments.md). */
  payments?: Payments;
  /** Folder of the built console; served with an SPA fallback when it exists. */
  staticDir?: string | null;
};

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  // Spec 2 §7 writes one call with a trailing slash (POST parkings/{parkingId}/temporary-rates/): every path is
  // routed with or without one.
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: BODY_LIMIT, trustProxy: opts.config.trustProxy, routerOptions: { ignoreTrailingSlash: true } });
  // A write route's handler reads its request's transaction here (server/db/write-scope.ts).
  app.decorate('db', { getter: () => scopedDb(opts.db) });
  // Reference data and sessions kept in this process, forgotten on write in every process (server/cache).
  await openCaches(opts.db, app.log);
  app.addHook('onClose', () => closeCaches(opts.db));
  app.decorate('config', opts.config);
  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: opts.config.smtpUrl, outboxDir: path.join(opts.config.dataDir, 'outbox'), log: (m) => app.log.info(m) }));
  app.decorate('sms', opts.sms ?? createSmsSender({ url: opts.config.smsUrl, outboxDir: path.join(opts.config.dataDir, 'outbox'), log: (m) => app.log.info(m) }));
  app.decorate('routeTable', [] as DeclaredRoute[]);
  app.decorate('publisher', publishingAfterCommit(opts.publisher ?? createInProcessPublisher()));
  registerGeocoder(app, opts.geocoder);
  registerPayments(app, opts.payments);
  registerRealtimeSockets(app);
  await registerSecurityHeaders(app);

  registerJsonBody(app);
  // Laravel clients also post forms; they read like JSON bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  registerAuth(app);
  registerCompanyLanguage(app);
  registerCustomerAuth(app);
  // Multipart bodies: their text fields read like a form's, their files go through server/files.
  await registerFiles(app);
  app.setErrorHandler((err, request, reply) => {
    const locale = request.locale ?? 'es';
    if (err instanceof ValidationError) return reply.code(422).send(err.body(locale));
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.body(locale));
    // The lock date's refusal comes from the database (migration 0022) in whatever write met it.
    const locked = periodLockedError(err);
    if (locked) return reply.code(409).send(locked.body(locale));
    const conflict = writeConflictError(err);
    if (conflict) {
      request.log.warn({ err }, 'write conflict');
      return reply.code(409).send(conflict.body(locale));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (err as { code?: string }).code ?? '';
      const key = clientErrorKey(code, err);
      return reply.code(status).send({ message: t(key, locale) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: t('serverError', locale) });
  });

  configRoutes(app);
  authRoutes(app, opts.throttle);
  roleRoutes(app);
  menuRoutes(app);
  parkingRoutes(app);
  shopRoutes(app);
  shopUserRoutes(app);
  cardRoutes(app);
  rateRoutes(app);
  pensionRoutes(app);
  operatorRoutes(app);
  dashboardRoutes(app);
  deviceRoutes(app);
  broadcastingRoutes(app);
  transactionRoutes(app);
  fileRoutes(app);
  peopleRoutes(app);
  chatRoutes(app);
  coreInfoRoutes(app);
  newsRoutes(app);
  auditRoutes(app);
  lotRoutes(app);
  geocodeRoutes(app);
  creditRoutes(app);
  storeRequestRoutes(app);
  storeRoutes(app);
  shopCoreInfoRoutes(app);
  shoppingRoutes(app);
  customerRoutes(app, opts.throttle);
  salesmanOnlineRoutes(app);
  shoppingStatsRoutes(app);
  adminRoutes(app);
  searchRoutes(app);
  receiptRoutes(app);
  validationRoutes(app);
  shiftRoutes(app);

  const staticDir = opts.staticDir === undefined ? null : opts.staticDir;
  const indexHtml = staticDir ? path.join(staticDir, 'index.html') : null;
  if (staticDir && indexHtml && fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !indexHtml || !fs.existsSync(indexHtml)) {
      return reply.code(404).send({ message: t('notFound', request.locale ?? 'es') });
    }
    // Client-side routes: the console's router takes over from index.html.
    return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(indexHtml));
  });
  return app;
}

/** Fastify's own 4xx (body parsing, content type, size) in our words. */
function clientErrorKey(code: string, err: unknown): MessageKey {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) return 'badJson';
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'tooLarge';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'unsupportedMediaType';
  return 'badRequest';
}
