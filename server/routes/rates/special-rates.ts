// Special (temporary) rates: GET and POST parkings/{parkingId}/temporary-rates, PUT and DELETE
// .../temporary-rates/{rateId} (also as POST with _method, in the spec's style).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { SpecialRateBody, type SpecialRateItem } from '../../../src/contracts/rates.struct';
import { id } from '../../../src/contracts/rules';
import { parsePercent } from '../../../src/domain/rates/amounts';
import { HH_MM } from '../../../src/domain/rates/clock-times';
import { checkDateRanges } from '../../../src/domain/rates/rate-rules';
import { validationMessage, type Locale } from '../../../src/domain/validation/messages';
import type { SpecialRate } from '../../../src/domain/tariff';
import { accesses, specialRates } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { money, problemsError, toRules } from '../../rates/rate-input';
import { writeLotRates } from '../../rates/rate-writes';

const lot = { kind: 'parking', param: 'parkingId' } as const;
export const DEFAULT_SPECIAL_COURTESY = '00:10';

const exampleBody = {
  name: 'Buen fin',
  typeTariff: 'discount',
  access: -1,
  courtesy: { isCourtesy: true, timeCourtesy: '00:10' },
  dates: [{ from: '2030-11-15', to: '2030-11-18' }],
  rules: { discount: { discount: '10%' } },
};

export function registerSpecialRates(app: FastifyInstance): void {
  const list = async (parkingId: number): Promise<SpecialRateItem[]> => {
    const names = new Map((await app.db.select().from(accesses).where(eq(accesses.parkingId, parkingId))).map((a) => [a.id, a.name]));
    const rows = await app.db.select().from(specialRates).where(eq(specialRates.parkingId, parkingId)).orderBy(asc(specialRates.id));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      typeTariff: r.typeTariff,
      type_special: r.typeTariff,
      access: r.accessId,
      access_str: r.accessId === -1 ? 'All' : (names.get(r.accessId) ?? ''),
      courtesy: r.courtesy,
      dates: r.dates,
      rules: r.rules,
      times_g: { str_dates: r.dates.map((d) => `${d.from} - ${d.to}`).join(', ') },
    }));
  };

  /** Checks the form again and keeps only the branch of rules its type uses, amounts in cents. */
  const toRow = async (parkingId: number, body: SpecialRateBody, locale: Locale) => {
    if (body.access !== -1) {
      const [access] = await app.db.select().from(accesses).where(and(eq(accesses.id, body.access), eq(accesses.parkingId, parkingId)));
      if (!access) throw ValidationError.field('access', t('accessUnknown', locale));
    }
    if (body.dates.length === 0) throw ValidationError.field('dates', validationMessage('required', 'dates', locale));
    const problems = checkDateRanges(body.dates);
    if (problems.length > 0) throw problemsError(problems, locale, '');
    const timeCourtesy = body.courtesy.timeCourtesy ?? DEFAULT_SPECIAL_COURTESY;
    if (body.courtesy.isCourtesy && !HH_MM.test(timeCourtesy)) throw ValidationError.field('courtesy.timeCourtesy', validationMessage('type', 'timeCourtesy', locale));
    const rules: SpecialRate['rules'] = {};
    if (body.typeTariff === 'custom') rules.custom = toRules(body.rules.custom ?? [], 'rules.custom', locale);
    if (body.typeTariff === 'per_day') {
      if (!body.rules.per_day) throw ValidationError.field('rules.per_day.price', validationMessage('required', 'price', locale));
      rules.per_day = { price: money(body.rules.per_day.price, 'rules.per_day.price', locale) };
    }
    if (body.typeTariff === 'discount') {
      const discount = body.rules.discount ? parsePercent(body.rules.discount.discount) : null;
      if (discount === null) throw ValidationError.field('rules.discount.discount', validationMessage('range|1|100', 'discount', locale));
      rules.discount = { discount };
    }
    return {
      parkingId,
      name: body.name.trim(),
      typeTariff: body.typeTariff,
      accessId: body.access,
      courtesy: { isCourtesy: body.courtesy.isCourtesy, timeCourtesy },
      dates: body.dates,
      rules,
    };
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/temporary-rates',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: object({ parkingId: id() }),
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await list(params.parkingId) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/temporary-rates',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: object({ parkingId: id() }),
    body: SpecialRateBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: exampleBody }),
    handler: async ({ params, body, locale }) => {
      const row = await toRow(params.parkingId, body, locale);
      await writeLotRates(
        app.db,
        params.parkingId,
        locale,
        async (tx) => (await tx.insert(specialRates).values(row).returning({ id: specialRates.id }))[0],
        { saved: (created) => ({ specialRateId: created.id }) },
      );
      return { data: await list(params.parkingId), message: t('saved', locale) };
    },
  });

  const one = object({ parkingId: id(), rateId: id() });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/parkings/:parkingId/temporary-rates/:rateId',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: one,
    body: SpecialRateBody,
    // The seed gives every lot one special rate with id = lot id.
    example: (ids) => ({ params: { parkingId: ids.parkingId, rateId: ids.parkingId }, body: exampleBody }),
    handler: async ({ params, body, locale }) => {
      const row = await toRow(params.parkingId, body, locale);
      await writeLotRates(
        app.db,
        params.parkingId,
        locale,
        async (tx) => {
          const updated = await tx
            .update(specialRates)
            .set(row)
            .where(and(eq(specialRates.id, params.rateId), eq(specialRates.parkingId, params.parkingId)))
            .returning({ id: specialRates.id });
          if (updated.length === 0) throw new HttpError(404, 'notFound');
        },
        { saved: () => ({ specialRateId: params.rateId }) },
      );
      return { data: await list(params.parkingId), message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/parkings/:parkingId/temporary-rates/:rateId',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: one,
    example: (ids) => ({ params: { parkingId: ids.parkingId, rateId: ids.parkingId } }),
    handler: async ({ params, locale }) => {
      await writeLotRates(app.db, params.parkingId, locale, async (tx) => {
        const gone = await tx
          .delete(specialRates)
          .where(and(eq(specialRates.id, params.rateId), eq(specialRates.parkingId, params.parkingId)))
          .returning({ id: specialRates.id });
        if (gone.length === 0) throw new HttpError(404, 'notFound');
      });
      return { data: await list(params.parkingId), message: t('deleted', locale), success: true };
    },
  });
}
