// The pension dashboard (spec 2 §7): GET parkings/{id}/dashboards/pensions/search/type/{period} (the newest
// 50 pension events), .../{period}/last_item/{last} (the 50 before event `last`, for the infinite scroll)
// and .../pensions/image/{image} (an event's picture, or an error when it has none).
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { DashboardPeriod } from '../../../src/contracts/dashboard.struct';
import { PENSION_EVENTS_PAGE, type PensionEventsAnswer, type PensionImageAnswer } from '../../../src/contracts/pension-dashboard.struct';
import { id } from '../../../src/contracts/rules';
import { gates, pensionEntrances, pensions, visits } from '../../db/schema';
import { periodWindow } from '../../dashboards/period';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { lotRecord } from '../../reference/lots';
import { t } from '../../http/messages';

const lot = { kind: 'parking', param: 'parkingId' } as const;

export function registerPensionDashboard(app: FastifyInstance): void {
  const page = async (parkingId: number, period: 'day' | 'week' | 'month' | 'year', before: number | null): Promise<PensionEventsAnswer> => {
    const lot = await lotRecord(app.db, parkingId);
    if (!lot) throw new HttpError(404, 'notFound');
    const w = periodWindow(period, lot.timeZone);
    const inWindow = and(eq(pensionEntrances.parkingId, parkingId), gte(pensionEntrances.at, w.from), lt(pensionEntrances.at, w.to));
    const events = await app.db
      .select({ id: pensionEntrances.id, at: pensionEntrances.at, plate: pensionEntrances.plate, type: pensionEntrances.direction, picture: pensionEntrances.picture, first: pensions.firstName, last: pensions.lastName, job: pensions.role, gate: gates.name })
      .from(pensionEntrances)
      .innerJoin(pensions, eq(pensions.id, pensionEntrances.pensionId))
      .innerJoin(gates, eq(gates.id, pensionEntrances.gateId))
      .where(before === null ? inWindow : and(inWindow, lt(pensionEntrances.id, before)))
      .orderBy(desc(pensionEntrances.id))
      .limit(PENSION_EVENTS_PAGE);
    const [pensionTotal] = await app.db.select({ n: sql<number>`count(*)::int` }).from(pensionEntrances).where(and(inWindow, eq(pensionEntrances.direction, 'in')));
    const [generalTotal] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(visits)
      .where(and(eq(visits.parkingId, parkingId), gte(visits.entryAt, w.from), lt(visits.entryAt, w.to)));
    return {
      data: events.map((e) => ({ id: e.id, name: `${e.first} ${e.last}`, plate: e.plate, type: e.type, job: e.job, date: e.at.toISOString(), gate: e.gate, image: e.picture ? String(e.id) : null })),
      totals: { general: { total: generalTotal.n }, pensions: { total: pensionTotal.n } },
      last: events.length === PENSION_EVENTS_PAGE ? events[events.length - 1].id : null,
    };
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/dashboards/pensions/search/type/:period',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: object({ parkingId: id(), period: DashboardPeriod }),
    example: (ids) => ({ params: { parkingId: ids.parkingId, period: 'week' } }),
    handler: ({ params }) => page(params.parkingId, params.period, null),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/dashboards/pensions/search/type/:period/last_item/:last',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: object({ parkingId: id(), period: DashboardPeriod, last: id() }),
    example: (ids) => ({ params: { parkingId: ids.parkingId, period: 'week', last: 1_000_000 } }),
    handler: ({ params }) => page(params.parkingId, params.period, params.last),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/dashboards/pensions/image/:image',
    auth: 'user',
    permission: 'parking.dashboard',
    tenant: lot,
    params: object({ parkingId: id(), image: id() }),
    example: (ids) => ({ params: { parkingId: ids.parkingId, image: 1 } }),
    handler: async ({ params, locale }): Promise<PensionImageAnswer> => {
      const [row] = await app.db
        .select({ picture: pensionEntrances.picture })
        .from(pensionEntrances)
        .where(and(eq(pensionEntrances.id, params.image), eq(pensionEntrances.parkingId, params.parkingId)));
      // The spec's console reads `error` and shows 'Image not Available': an event without a picture is not a failure.
      return row?.picture ? { error: false, data: row.picture } : { error: true, data: null, message: t('imageNotAvailable', locale) };
    },
  });
}
