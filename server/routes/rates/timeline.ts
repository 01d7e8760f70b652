// POST times/{group}/save: the whole week at once (spec 2 §4: every change saves the whole week). A week the
// engine cannot quote (no periods at all, a time fee that is gone) is refused.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object, validate } from 'superstruct';
import { TimelineDays, TimelineSaveBody } from '../../../src/contracts/rates.struct';
import { id } from '../../../src/contracts/rules';
import { checkDay } from '../../../src/domain/rates/rate-rules';
import type { WeeklyTimeline } from '../../../src/domain/tariff';
import { WEEKDAYS } from '../../../src/domain/rates/weekdays';
import { feeSets, parkings, rateTimelines } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { parseJsonField, problemsError } from '../../rates/rate-input';
import { timelineOf } from '../../rates/lot-rates';
import { writeLotRates } from '../../rates/rate-writes';
import { toTimelineAnswer } from './timeline-answer';

export function registerTimeline(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/times/:group/save',
    auth: 'user',
    permission: 'parking.rates.add',
    tenant: { kind: 'parking', param: 'parkingId' },
    params: object({ parkingId: id(), group: id() }),
    body: TimelineSaveBody,
    // The seed gives lot N the timeline group N.
    example: (ids) => ({
      params: { parkingId: ids.parkingId, group: ids.parkingId },
      body: { times_configs: JSON.stringify({ 1: [{ from: '09:00', to: '12:00', fromID: ids.parkingId * 10 + 1 }] }) },
    }),
    handler: async ({ params, body, locale }) => {
      const [err, days] = validate(parseJsonField(body.times_configs, 'times_configs', locale), TimelineDays);
      if (err) throw ValidationError.fromStruct(err, locale);
      const unknownDay = Object.keys(days).find((k) => !/^[0-6]$/.test(k));
      if (unknownDay) throw ValidationError.field(`times_configs.${unknownDay}`, t('badRequest', locale));

      // Under the lot's lock: a time fee deleted at the same time is either gone before these checks or waits.
      const { saved, sets } = await writeLotRates(
        app.db,
        params.parkingId,
        locale,
        async (tx) => {
          const current = await timelineOf(tx, params.parkingId);
          if (current.id !== params.group) throw new HttpError(404, 'notFound');
          const [lot] = await tx.select({ schedules: parkings.schedulesOpt }).from(parkings).where(eq(parkings.id, params.parkingId));
          const sets = await tx.select({ id: feeSets.id, name: feeSets.name }).from(feeSets).where(eq(feeSets.parkingId, params.parkingId));
          const setIds = new Set(sets.map((s) => s.id));
          const week = {} as WeeklyTimeline;
          const problems = WEEKDAYS.flatMap((day) => {
            const periods = (days[String(day)] ?? []).map((e) => ({ from: e.from, to: e.to, feeSetId: e.fromID }));
            week[day] = [...periods].sort((a, b) => a.from.localeCompare(b.from));
            const window = lot.schedules.find((s) => s.day === day) ?? null;
            return checkDay(day, periods, window, setIds);
          });
          if (problems.length > 0) throw problemsError(problems, locale, 'times_configs.');
          const [row] = await tx.update(rateTimelines).set({ days: week, updatedAt: new Date() }).where(eq(rateTimelines.id, current.id)).returning();
          return { saved: row, sets };
        },
        { requireWeek: true },
      );
      return { data: toTimelineAnswer(saved, sets), message: t('saved', locale) };
    },
  });
}
