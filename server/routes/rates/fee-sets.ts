// Time-fee sets and the rates overview: GET times/index, POST times/new, times/edit, times/delete.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { FeeSetBody, FeeSetDeleteBody } from '../../../src/contracts/rates.struct';
import { id } from '../../../src/contracts/rules';
import { feeSets, parkings } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { parseJsonField, toRules } from '../../rates/rate-input';
import { timelineOf } from '../../rates/lot-rates';
import { writeLotRates } from '../../rates/rate-writes';
import { toTimelineAnswer } from './timeline-answer';
import { spareFeeSetId } from '../../demo/seed';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const Params = object({ parkingId: id() });
const feeSetAnswer = (s: typeof feeSets.$inferSelect) => ({ id: s.id, name: s.name, rules: JSON.stringify(s.rules) });

export function registerFeeSets(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/times/index',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: Params,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => {
      const sets = await app.db.select().from(feeSets).where(eq(feeSets.parkingId, params.parkingId)).orderBy(asc(feeSets.id));
      const [row] = await app.db.select().from(parkings).where(eq(parkings.id, params.parkingId));
      const timeline = await timelineOf(app.db, params.parkingId);
      return {
        data: {
          times: sets.map(feeSetAnswer),
          times_g: toTimelineAnswer(timeline, sets),
          configs: { ...row.configs, maxRate: row.maxRates },
          schedules: row.schedulesOpt,
          time_zone: row.timeZone,
        },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/times/new',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: Params,
    body: FeeSetBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { name: 'Matrix rate', rules: JSON.stringify([{ qty: 1, unit: 'hour', price: '$20.00' }]) } }),
    handler: async ({ params, body, locale }) => {
      const rules = toRules(parseJsonField(body.rules, 'rules', locale), 'rules', locale);
      const created = await writeLotRates(
        app.db,
        params.parkingId,
        locale,
        async (tx) => (await tx.insert(feeSets).values({ parkingId: params.parkingId, name: body.name.trim(), rules }).returning())[0],
        { saved: (row) => ({ feeSetId: row.id }) },
      );
      return { data: feeSetAnswer(created), message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/times/edit',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: Params,
    body: FeeSetBody,
    example: (ids) => ({
      params: { parkingId: ids.parkingId },
      body: { id: spareFeeSetId(ids.parkingId), name: 'Tarifa evento', rules: JSON.stringify([{ qty: 1, unit: 'hour', price: '30.00' }]) },
    }),
    handler: async ({ params, body, locale }) => {
      if (body.id === undefined || body.id === null) throw ValidationError.field('id', t('notFound', locale));
      const rules = toRules(parseJsonField(body.rules, 'rules', locale), 'rules', locale);
      const feeSetId = body.id;
      const updated = await writeLotRates(
        app.db,
        params.parkingId,
        locale,
        async (tx) => {
          const [row] = await tx
            .update(feeSets)
            .set({ name: body.name.trim(), rules })
            .where(and(eq(feeSets.id, feeSetId), eq(feeSets.parkingId, params.parkingId)))
            .returning();
          if (!row) throw new HttpError(404, 'notFound');
          return row;
        },
        { saved: (row) => ({ feeSetId: row.id }) },
      );
      return { data: feeSetAnswer(updated), message: t('saved', locale) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/times/delete',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: lot,
    params: Params,
    body: FeeSetDeleteBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { id: spareFeeSetId(ids.parkingId) } }),
    handler: async ({ params, body, locale }) => {
      // The check and the delete run under the lot's lock: a week saved at the same time waits, then sees it gone.
      await writeLotRates(app.db, params.parkingId, locale, async (tx) => {
        const timeline = await timelineOf(tx, params.parkingId);
        if (Object.values(timeline.days).some((day) => day.some((p) => p.feeSetId === body.id))) {
          throw ValidationError.field('id', t('feeSetInUse', locale));
        }
        const gone = await tx
          .delete(feeSets)
          .where(and(eq(feeSets.id, body.id), eq(feeSets.parkingId, params.parkingId)))
          .returning({ id: feeSets.id });
        if (gone.length === 0) throw new HttpError(404, 'notFound');
      });
      return { message: t('deleted', locale), success: true };
    },
  });
}
