// Cashier shifts (issue 21 item 5; docs/api.md "Cashier shifts"): the operator's open shift, opening one at an
// exit gate with a cash float, closing it with the cash and card counted (parking.gates, the operator's work);
// the lot admin's list of shifts with the per-operator-and-day differences, its export and one shift's checkouts
// (parking.dashboard). Tenant: the lot.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { CloseShiftBody, OpenShiftBody, ShiftsQuery } from '../../../src/contracts/shifts.struct';
import { id } from '../../../src/contracts/rules';
import { HttpError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { readPage } from '../../lists/paging';
import { lotRecord } from '../../reference/lots';
import { closeShift, openShift } from '../../shifts/shift-actions';
import { currentShift, shiftCheckouts, shiftCount, shiftFilter, shiftOfLot, shiftOperators, shiftRows, shiftSummary } from '../../shifts/shift-records';
import { sendShiftSheet } from '../../shifts/shift-sheet';

const lot = { kind: 'parking', param: 'parkingId' } as const;
const LotParams = object({ parkingId: id() });
const ShiftParams = object({ parkingId: id(), shiftId: id() });
const OPERATOR = 'parking.gates';
const ADMIN = 'parking.dashboard';
const listExample = (ids: { parkingId: number }) => ({ params: { parkingId: ids.parkingId }, query: { from: '2026-01-01', to: '2026-12-31', page: '1', per_page: '10' } });

export function shiftRoutes(app: FastifyInstance): void {
  const timeZoneOf = async (parkingId: number) => (await lotRecord(app.db, parkingId))?.timeZone ?? 'America/Monterrey';

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/shifts/current',
    auth: 'user',
    permission: OPERATOR,
    tenant: lot,
    params: LotParams,
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params, user }) => ({ shift: await currentShift(app.db, params.parkingId, user.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/shifts',
    auth: 'user',
    permission: OPERATOR,
    tenant: lot,
    params: LotParams,
    body: OpenShiftBody,
    example: { skip: 'opens a shift, so a second account would find the gate taken (409); covered in tests/server/shifts.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId }, body: { gate_id: ids.parkingId === 1 ? 4 : 1, float_cents: 50000 } }),
    handler: async ({ params, body, user, locale }) => {
      const shift = await openShift(app.db, { parkingId: params.parkingId, operatorId: user.id, locale }, body);
      return { message: t('shiftOpened', locale, shift.gate_name), shift };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/parkings/:parkingId/shifts/:shiftId/close',
    auth: 'user',
    permission: OPERATOR,
    tenant: lot,
    params: ShiftParams,
    body: CloseShiftBody,
    example: { skip: "needs the caller's own open shift; covered in tests/server/shifts.test.ts" },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, shiftId: 1 }, body: { counted_cash_cents: 50000, counted_card_cents: 0, note: 'Cuadra' } }),
    handler: async ({ params, body, user, locale }) => {
      const shift = await closeShift(app.db, { parkingId: params.parkingId, operatorId: user.id, locale }, params.shiftId, body);
      return { message: t('shiftClosed', locale), shift };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/shifts',
    auth: 'user',
    permission: ADMIN,
    tenant: lot,
    params: LotParams,
    query: ShiftsQuery,
    example: listExample,
    handler: async ({ params, query }) => {
      const timeZone = await timeZoneOf(params.parkingId);
      const where = shiftFilter(params.parkingId, query, timeZone);
      const page = await readPage(query, () => shiftCount(app.db, where), ({ limit, offset }) => shiftRows(app.db, where, limit, offset));
      return { ...page, summary: await shiftSummary(app.db, where, timeZone), operators: await shiftOperators(app.db, params.parkingId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/shifts/export',
    auth: 'user',
    permission: ADMIN,
    tenant: lot,
    params: LotParams,
    query: ShiftsQuery,
    example: listExample,
    handler: async ({ params, query, locale, reply }) => {
      const timeZone = await timeZoneOf(params.parkingId);
      const operators = query.operator_id ? await shiftOperators(app.db, params.parkingId) : [];
      const operatorName = operators.find((o) => o.id === query.operator_id)?.name ?? null;
      return sendShiftSheet(app.db, { where: shiftFilter(params.parkingId, query, timeZone), query, operatorName, timeZone, locale, reply });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/parkings/:parkingId/shifts/:shiftId',
    auth: 'user',
    permission: ADMIN,
    tenant: lot,
    params: ShiftParams,
    example: { skip: 'needs a shift of the lot (the demo has none); covered in tests/server/shifts.test.ts' },
    sample: (ids) => ({ params: { parkingId: ids.parkingId, shiftId: 1 } }),
    handler: async ({ params }) => {
      const shift = await shiftOfLot(app.db, params.parkingId, params.shiftId);
      if (!shift) throw new HttpError(404, 'notFound');
      return { shift, checkouts: await shiftCheckouts(app.db, shift) };
    },
  });
}
