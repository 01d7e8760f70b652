// Gate events for tests, sent as a lot's device would send them.
import type { FastifyInstance } from 'fastify';

let counter = 0;

export function gateEvent(app: FastifyInstance, lot: number, gate: number, body: Record<string, unknown>, key = `demo-lot-${lot}-key`) {
  return app.inject({
    method: 'POST',
    url: `/api/devices/parkings/${lot}/gates/${gate}/events`,
    headers: { 'x-device-key': key, 'x-locale': 'en' },
    payload: { event_id: `test-${Date.now()}-${counter++}`, ...body },
  });
}

export const minutesAgo = (n: number): string => new Date(Date.now() - n * 60_000).toISOString();
