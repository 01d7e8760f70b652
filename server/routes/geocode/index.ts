// GET utilities/geocode?address=… (ours, spec 3 §5 "Geocoding happens on address blur", §8 the geocode alert):
// the point of an address from the configured geocoder (server/plugins/geocoder.ts), for the lot modal's map.
// A failure answers its status word as `reason` (ZERO_RESULTS 404; NOT_CONFIGURED and UNAVAILABLE 503).
import type { FastifyInstance } from 'fastify';
import { GeocodeQuery } from '../../../src/contracts/geocode.struct';
import { HttpError } from '../../http/errors';
import type { MessageKey } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const FAILURES = {
  ZERO_RESULTS: { code: 404, key: 'geocodeZeroResults' },
  NOT_CONFIGURED: { code: 503, key: 'geocodeNotConfigured' },
  UNAVAILABLE: { code: 503, key: 'geocodeUnavailable' },
} as const satisfies Record<string, { code: number; key: MessageKey }>;

export function geocodeRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/utilities/geocode',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: NO_TENANT,
    query: GeocodeQuery,
    example: () => ({ query: { address: 'Av. Juárez 200, Monterrey' } }),
    handler: async ({ query, locale }) => {
      const result = await app.geocoder.geocode(query.address.trim(), locale);
      if ('point' in result) return { data: result.point, status: 'OK' };
      const failure = FAILURES[result.status];
      throw new HttpError(failure.code, failure.key, undefined, {}, { reason: result.status });
    },
  });
}
