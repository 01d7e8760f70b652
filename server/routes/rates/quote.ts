// POST parkings/{id}/rates/quote (ours): the engine's quote for a stay, with the lot's rates as they are now.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { QuoteBody } from '../../../src/contracts/rates.struct';
import { id } from '../../../src/contracts/rules';
import { labelledLines, quote, tariffMessage, TariffInputError } from '../../../src/domain/tariff';
import { accesses } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { loadLotRates } from '../../rates/lot-rates';

const isInstant = (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(s) && !Number.isNaN(Date.parse(s));

export function registerQuote(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/rates/quote',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id() }),
    body: QuoteBody,
    // The seed's first access of lot N has id N + (N > 1 ? 1 : 0): lot 1 -> 1, lot 2 -> 3, lot 3 -> 4.
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { entry: '2030-01-07T15:00:00Z', exit: '2030-01-07T17:10:00Z', access: ids.parkingId === 1 ? 1 : ids.parkingId + 1 } }),
    handler: async ({ params, body, locale }) => {
      for (const field of ['entry', 'exit'] as const) {
        if (!isInstant(body[field])) throw ValidationError.field(field, t('badInstant', locale));
      }
      const [access] = await app.db.select({ id: accesses.id }).from(accesses).where(and(eq(accesses.id, body.access), eq(accesses.parkingId, params.parkingId)));
      if (!access) throw ValidationError.field('access', t('accessUnknown', locale));
      const rates = await loadLotRates(app.db, params.parkingId);
      try {
        const q = quote({ ...rates, entry: body.entry, exit: body.exit, accessId: body.access });
        return { data: { ...q, lines: labelledLines(q.lines, locale) } };
      } catch (err) {
        // The engine names the field at fault (e.g. timeline.1.0.feeSetId): the stay asked for, or a configuration to fix.
        if (err instanceof TariffInputError) throw ValidationError.field(err.field, tariffMessage(err, locale));
        throw err;
      }
    },
  });
}
