// The parking dashboard's tiles (ours; spec 2 §2 names the tiles, §9 says the spec's console fakes them):
// GET parkings/{id}/dashboards/{tile}/{period}, one route a tile so that each reloads on its own when the
// lot's channel announces a change.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { DashboardPeriod } from '../../../src/contracts/dashboard.struct';
import { id } from '../../../src/contracts/rules';
import { periodWindow, type Period } from '../../dashboards/period';
import { averageTime, cars, incomes, parkingTime, peakHours } from '../../dashboards/tiles';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { lotRecord, type LotRecord } from '../../reference/lots';
import { registerPensionDashboard } from './pensions';

const Params = object({ parkingId: id(), period: DashboardPeriod });
const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));

export function dashboardRoutes(app: FastifyInstance): void {
  const tile = (name: string, compute: (lot: LotRecord, period: Period) => Promise<unknown>) =>
    defineRoute(app, {
      method: 'GET',
      url: `/api/parkings/:parkingId/dashboards/${name}/:period`,
      auth: 'user',
      permission: 'parking.dashboard',
      tenant: { kind: 'parking', param: 'parkingId' },
      params: Params,
      example: (ids) => ({ params: { parkingId: ids.parkingId, period: 'week' } }),
      handler: async ({ params }) => {
        const lot = await lotRecord(app.db, params.parkingId);
        if (!lot) throw new HttpError(404, 'notFound');
        return { data: await compute(lot, params.period) };
      },
    });

  const lotOf = (lot: LotRecord) => ({ id: lot.id, timeZone: lot.timeZone });
  const windowOf = (lot: LotRecord, period: Period) => periodWindow(period, lot.timeZone);

  tile('incomes', (lot, period) => incomes(app.db, lotOf(lot), windowOf(lot, period), period === 'day'));
  tile('peak-hours', (lot, period) => {
    // The chart spans the earliest opening hour to the latest closing hour of the lot's week.
    const first = Math.min(...lot.schedulesOpt.map((s) => hourOf(s.start)));
    const last = Math.max(...lot.schedulesOpt.map((s) => (s.end.endsWith(':00') ? hourOf(s.end) - 1 : hourOf(s.end))));
    return peakHours(app.db, lotOf(lot), windowOf(lot, period), { first, last });
  });
  tile('parking-time', (lot, period) => parkingTime(app.db, lotOf(lot), windowOf(lot, period)));
  tile('average-time', (lot, period) => averageTime(app.db, lotOf(lot), windowOf(lot, period)));
  tile('cars', (lot, period) => cars(app.db, lotOf(lot), windowOf(lot, period)));
  registerPensionDashboard(app);
}
