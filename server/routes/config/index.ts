// GET config: what the console needs before sign-in (the running version, for the new-version notice; where
// the realtime channel listens; where the maps' tiles come from; where the browser reaches the card gateway).
import type { FastifyInstance } from 'fastify';
import type { ConfigAnswer } from '../../../src/contracts/context.struct';
import { LOCALES } from '../../../src/domain/validation/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';
import { paymentsBrowserUrl } from '../../http/payments-address';

export function configRoutes(app: FastifyInstance): void {
  // From the configuration alone (PUBLIC_URL, PAYMENTS_URL), never from the request's headers.
  const paymentsUrl = paymentsBrowserUrl(app.config.payments, app.config.publicUrl);
  defineRoute(app, {
    method: 'GET',
    url: '/api/config',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async (): Promise<ConfigAnswer> => {
      const rt = app.config.realtime;
      return {
        version: app.config.version,
        locales: [...LOCALES],
        realtime: { key: rt.key, wsHost: rt.wsHost, wsPort: rt.wsPort, forceTLS: rt.forceTLS },
        map: { tiles: app.config.mapTilesUrl },
        payments_url: paymentsUrl,
      };
    },
  });
}
