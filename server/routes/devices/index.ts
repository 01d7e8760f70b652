// The gate device API (docs/devices.md): POST devices/parkings/{id}/gates/{gateId}/events and .../status,
// authenticated by the lot's X-Device-Key instead of a user token. An event's picture must be image data.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { GateEventBody, GateStatusBody } from '../../../src/contracts/devices.struct';
import { id } from '../../../src/contracts/rules';
import { ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { defineRoute } from '../../http/route';
import { readDeviceConfig } from '../../parking/device-config';
import { checkDevicePicture } from '../../parking/device-picture';
import { recordGateStatus } from '../../parking/gate-status';
import { lotGate } from '../../reference/lots';
import { recordGateEvent } from '../../parking/gate-events';
import { dashboardChannel } from '../../realtime/publisher';

/** The seed's gates: lot 1 enters through 1 and leaves through 2, lot 2 through 5 and 6, lot 3 through 7 and 8. */
const DEMO_GATES: Record<number, { entry: number; exit: number }> = { 1: { entry: 1, exit: 2 }, 2: { entry: 5, exit: 6 }, 3: { entry: 7, exit: 8 } };
const Params = object({ parkingId: id(), gateId: id() });
const lot = { kind: 'parking', param: 'parkingId' } as const;

export function deviceRoutes(app: FastifyInstance): void {
  const gateOf = async (parkingId: number, gateId: number, locale: Parameters<typeof t>[1]) => {
    const gate = await lotGate(app.db, parkingId, gateId);
    if (!gate) throw ValidationError.field('gateId', t('unknownGate', locale));
    return gate;
  };

  defineRoute(app, {
    method: 'POST',
    url: '/api/devices/parkings/:parkingId/gates/:gateId/events',
    auth: 'device',
    permission: null,
    tenant: lot,
    params: Params,
    body: GateEventBody,
    example: (ids) => ({
      params: { parkingId: ids.parkingId, gateId: DEMO_GATES[ids.parkingId].entry },
      body: { event_id: `matrix-${ids.parkingId}-${Math.random()}`, direction: 'in', plate: `MTX${Math.floor(Math.random() * 1e6)}` },
    }),
    handler: async ({ params, body, locale }) => {
      await checkDevicePicture(body.picture, locale);
      const gate = await gateOf(params.parkingId, params.gateId, locale);
      const { paid, ...result } = await recordGateEvent(app.db, gate, body, locale);
      if (!result.repeated) {
        app.publisher.publish({
          channel: dashboardChannel(params.parkingId),
          event: result.outcome === 'pension' ? 'UpdateCountCarPension' : 'UpdateCountCarGeneral',
          data: { gate_id: gate.id, direction: body.direction, plate: body.plate.toUpperCase(), id: result.id },
        });
      }
      // Paid at the barrier's card reader (the transaction has committed): the incomes changed.
      if (paid !== undefined) app.publisher.publish({ channel: dashboardChannel(params.parkingId), event: 'UpdateDashboard', data: { visit_id: result.id, amount: paid } });
      return { message: t(result.repeated ? 'eventRepeated' : 'eventRecorded', locale), success: true, data: result };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/devices/parkings/:parkingId/config',
    auth: 'device',
    permission: null,
    tenant: lot,
    params: object({ parkingId: id() }),
    example: (ids) => ({ params: { parkingId: ids.parkingId } }),
    handler: async ({ params }) => ({ data: await readDeviceConfig(app.db, params.parkingId) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/devices/parkings/:parkingId/gates/:gateId/status',
    auth: 'device',
    permission: null,
    tenant: lot,
    params: Params,
    body: GateStatusBody,
    example: (ids) => ({ params: { parkingId: ids.parkingId, gateId: DEMO_GATES[ids.parkingId].exit }, body: { status: 'online' } }),
    handler: async ({ params, body, locale }) => {
      const gate = await gateOf(params.parkingId, params.gateId, locale);
      const at = body.at ? new Date(body.at) : new Date();
      const barrier = body.barrier ?? gate.barrier;
      await recordGateStatus(app.db, gate, { status: body.status, barrier, at });
      const channel = dashboardChannel(params.parkingId);
      if (gate.status !== body.status) {
        app.publisher.publish({ channel, event: 'UpdateGateStatus', data: { gate_id: gate.id, status: body.status, at: at.toISOString() } });
      }
      if (body.barrier && gate.barrier !== body.barrier) {
        app.publisher.publish({ channel, event: 'NewGateStatus', data: { gate_id: gate.id, barrier: body.barrier, at: at.toISOString() } });
      }
      return { message: t('eventRecorded', locale), success: true };
    },
  });
}
