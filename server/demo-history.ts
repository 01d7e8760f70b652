// On the first start the demo lots get HISTORY_DAYS days of traffic (default 90): the simulator's back-fill
// (src/domain/simulation/backfill.ts) sent through this server's own device routes with each lot's device key,
// the same route code as real gates. It runs in the background after the server listens, so the console is
// usable at once while the history fills in.
import type { FastifyInstance } from 'fastify';
import { validate } from 'superstruct';
import { DeviceConfigAnswer } from '../src/contracts/devices.struct';
import { backfill, type BackfillGates } from '../src/domain/simulation/backfill';

export const DEMO_LOTS = [1, 2, 3] as const;

/** A demo lot's gates driving the device API in process (app.inject: every hook and check, no socket). */
function demoGates(app: FastifyInstance, lot: number): BackfillGates {
  const url = (path: string) => `/api/devices/parkings/${lot}${path}`;
  const headers = { 'x-device-key': `demo-lot-${lot}-key`, 'x-locale': 'en' };
  return {
    config: async () => {
      const res = await app.inject({ method: 'GET', url: url('/config'), headers });
      const [err, answer] = validate(res.json(), DeviceConfigAnswer);
      if (res.statusCode !== 200 || err) throw new Error(`lot ${lot}: the device config answered ${res.statusCode} ${res.body}`);
      return answer.data;
    },
    event: async (gateId, body) => {
      const res = await app.inject({ method: 'POST', url: url(`/gates/${gateId}/events`), headers, payload: body });
      return { status: res.statusCode };
    },
  };
}

export async function fillDemoHistory(app: FastifyInstance, days: number): Promise<void> {
  const started = performance.now();
  for (const lot of DEMO_LOTS) {
    const result = await backfill(demoGates(app, lot), { lot, days, log: (line) => app.log.info(line) });
    app.log.info(`demo history: lot ${lot}, ${days} days, ${result.visits} visits, ${result.events} events, ${result.refused} refused`);
  }
  app.log.info(`demo history ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
