// GET config: what the console needs before sign-in (the running version, for the new-version notice; where
// the realtime channel listens; where the maps' tiles come from; where the browser reaches the card gateway).
import type { FastifyInstance } from 'fastify';
import type { ConfigAnswer } from '../../../src/contracts/context.struct';
import { LOCALES } from '../../../src/domain/validation/messages';
import { defineRoute } from '../../http/route';
import { pageAddress } from '../../http/security-headers';
import { NO_TENANT } from '../../http/tenant';
import { paymentsBrowserUrl } from '../../http/payments-address';

export function configRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/config',
    auth: 'public',
    permission: null,
    tenant: NO_TENANT,
    example: () => ({}),
    handler: async ({ request }): Promise<ConfigAnswer> => {
      const rt = app.config.realtime;
      return {
        version: app.config.version,
        locales: [...LOCALES],
        realtime: { key: rt.key, wsHost: rt.wsHost, wsPort: rt.wsPort, forceTLS: rt.forceTLS },
        map: { tiles: app.config.mapTilesUrl },
        payments_url: paymentsBrowserUrl(app.config.payments, pageAddress(request.raw, app.config.trustProxy)),
      };
    },
  });
}
