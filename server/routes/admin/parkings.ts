// Admin: Parking (nexo.parking; issue 20): GET admin/parkings (every lot of every tenant, filtered by plaza and
// status, searched, paged) and its export, and PUT admin/parkings/{parking}/status, the active switch.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminParkingsQuery, ParkingStatusBody } from '../../../src/contracts/admin-parkings.struct';
import { id } from '../../../src/contracts/rules';
import { readPage } from '../../lists/paging';
import { parkingCount, parkingFilter, parkingRows } from '../../admin/parkings/parking-records';
import { sendParkingSheet } from '../../admin/parkings/parking-sheet';
import { setLotActive } from '../../admin/parkings/parking-status';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'nexo.parking';

export function adminParkingRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/parkings',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminParkingsQuery,
    example: () => ({ query: { q: 'fundadores', plaza_id: '1', status: '1', page: '1', per_page: '10' } }),
    handler: async ({ query }) => {
      const where = parkingFilter(query);
      return readPage(query, () => parkingCount(app.db, where), ({ limit, offset }) => parkingRows(app.db, where, limit, offset));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/parkings/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminParkingsQuery,
    example: () => ({ query: { plaza_id: '1' } }),
    handler: async ({ query, locale, reply }) => sendParkingSheet(app, query, locale, reply),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/parkings/:parkingId/status',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: object({ parkingId: id() }),
    body: ParkingStatusBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId }, body: { active: true } }),
    handler: async ({ params, body, locale }) => setLotActive(app, locale, params.parkingId, body.active),
  });
}
