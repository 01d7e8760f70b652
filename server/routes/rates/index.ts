// Rates: time-fee sets, the weekly timeline, the lot's configuration, special rates and the quote (spec 2 §7).
import type { FastifyInstance } from 'fastify';
import { registerConfigs } from './configs';
import { registerFeeSets } from './fee-sets';
import { registerQuote } from './quote';
import { registerSpecialRates } from './special-rates';
import { registerTimeline } from './timeline';

export function rateRoutes(app: FastifyInstance): void {
  registerFeeSets(app);
  registerTimeline(app);
  registerConfigs(app);
  registerSpecialRates(app);
  registerQuote(app);
}
