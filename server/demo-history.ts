// On the first start the demo lots get HISTORY_DAYS days of traffic (default 90), sent by the simulator's
// back-fill through this server's own device API: the same code path as real gates. It runs in the
// background after the server listens, so the console is usable at once while the history fills in.
import type { FastifyBaseLogger } from 'fastify';
import { backfill } from '../simulator/backfill';
import { httpDeviceClient } from '../simulator/device-client';

export const DEMO_LOTS = [1, 2, 3] as const;

export async function fillDemoHistory(baseUrl: string, days: number, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  for (const lot of DEMO_LOTS) {
    const result = await backfill(httpDeviceClient(baseUrl, lot, `demo-lot-${lot}-key`), { lot, days, log: (line) => log.info(line) });
    log.info(`demo history: lot ${lot}, ${days} days, ${result.visits} visits, ${result.events} events, ${result.refused} refused`);
  }
  log.info(`demo history ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
