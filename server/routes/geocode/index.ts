// GET utilities/geocode?address=… (ours, spec 3 §5 "Geocoding happens on address blur", §8 the geocode alert):
// the point of an address from the configured geocoder (server/plugins/geocoder.ts), for the lot modal's map; GET
// shops/{shop}/geocode?address=… (ours) the same for the store form's map.
// A failure answers its status word as `reason` (ZERO_RESULTS 404; NOT_CONFIGURED and UNAVAILABLE 503).
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { GeocodeQuery } from '../../../src/contracts/geocode.struct';
import { id } from '../../../src/contracts/rules';
import type { Locale } from '../../../src/domain/validation/messages';
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
  const geocode = async (address: string, locale: Locale) => {
    const result = await app.geocoder.geocode(address.trim(), locale);
    if ('point' in result) return { data: result.point, status: 'OK' };
    const failure = FAILURES[result.status];
    throw new HttpError(failure.code, failure.key, undefined, {}, { reason: result.status });
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/utilities/geocode',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: NO_TENANT,
    query: GeocodeQuery,
    example: () => ({ query: { address: 'Av. Juárez 200, Monterrey' } }),
    handler: ({ query, locale }) => geocode(query.address, locale),
  });

  // The same for a shop's store form (spec 3 §2 "map location"): its people hold no parking permission.
  defineRoute(app, {
    method: 'GET',
    url: '/api/shops/:shopId/geocode',
    auth: 'user',
    permission: 'shopping.branch.settings',
    tenant: { kind: 'shop', param: 'shopId' },
    params: object({ shopId: id() }),
    query: GeocodeQuery,
    example: (ids) => ({ params: { shopId: ids.shopId }, query: { address: 'Av. Juárez 200, Monterrey' } }),
    handler: ({ query, locale }) => geocode(query.address, locale),
  });
}
