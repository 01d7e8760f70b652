// PUT parkings/{id}/configs: fractional charging, courtesy and the max-rate rows.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { ConfigsBody } from '../../../src/contracts/rates.struct';
import { id } from '../../../src/contracts/rules';
import { checkMaxRates } from '../../../src/domain/rates/rate-rules';
import { parkings } from '../../db/schema';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { money, problemsError } from '../../rates/rate-input';
import { writeLotRates } from '../../rates/rate-writes';

export function registerConfigs(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId/configs',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id() }),
    body: ConfigsBody,
    example: (ids) => ({
      params: { parkingId: ids.parkingId },
      body: { isFractionaryOff: true, isCourtesy: true, isCourtesyAllMinutes: false, timeCourtesy: '00:15', maxRate: [{ unit: 'day', price: '$120.00' }] },
    }),
    handler: async ({ params, body, locale }) => {
      const problems = checkMaxRates(body.maxRate);
      if (problems.length > 0) throw problemsError(problems, locale, '');
      const maxRates = body.maxRate.map((r, i) => ({ unit: r.unit, price: money(r.price, `maxRate.${i}.price`, locale) }));
      const configs = { isFractionaryOff: body.isFractionaryOff, isCourtesy: body.isCourtesy, isCourtesyAllMinutes: body.isCourtesyAllMinutes, timeCourtesy: body.timeCourtesy };
      await writeLotRates(app.db, params.parkingId, locale, async (tx) => {
        await tx.update(parkings).set({ configs, maxRates }).where(eq(parkings.id, params.parkingId));
      });
      return { data: { ...configs, maxRate: maxRates }, message: t('saved', locale) };
    },
  });
}
