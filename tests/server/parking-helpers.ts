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

/** A real 4x4 PNG, as a gate camera sends it: the device API keeps only pictures whose bytes are image data. */
export const GATE_PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAM0lEQVR4AUzIgQkAIAhE0cM5aoCWLFqyBnAQ9QTBgwfHl7GfdYKY3gWKiww8JcM8H8ToAAAA//8yR22dAAAABklEQVQDAN5aD8V9VCRSAAAAAElFTkSuQmCC';
