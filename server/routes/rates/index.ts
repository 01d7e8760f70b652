// Rates: time-fee sets, the weekly timeline, the lot's configuration, special rates and the quote (spec 2 §7).
import type { FastifyInstance } from 'fastify';
import { forgetLotRates } from '../../rates/lot-rates';
import { registerConfigs } from './configs';
import { registerFeeSets } from './fee-sets';
import { registerQuote } from './quote';
import { registerSpecialRates } from './special-rates';
import { registerTimeline } from './timeline';

const RATE_WRITES = /^\/api\/parkings\/:parkingId\/(times|configs|temporary-rates)/;

export function rateRoutes(app: FastifyInstance): void {
  registerFeeSets(app);
  registerTimeline(app);
  registerConfigs(app);
  registerSpecialRates(app);
  registerQuote(app);
  // A successful rate write forgets the lot's cached rates before its answer leaves, so the next quote
  // anyone asks for uses the new configuration.
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    if (request.method !== 'GET' && reply.statusCode < 300 && RATE_WRITES.test(url)) {
      forgetLotRates(app.db, Number((request.params as { parkingId: string }).parkingId));
    }
    return payload;
  });
}
