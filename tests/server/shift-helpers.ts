// Cashier shifts for the server tests (issue 21 item 5): an operator's checkout needs their open shift, so the
// tests that check visits out open one first, through the API as the console does.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as } from './helpers';

/** Opens the caller's shift at an exit gate of the lot with a cash float; answers the shift's id. */
export async function openShiftAs(app: FastifyInstance, token: string, gateId: number, lot = 1, floatCents = 50_000): Promise<number> {
  const res = await as(app, token, { method: 'POST', url: `/api/parkings/${lot}/shifts`, payload: { gate_id: gateId, float_cents: floatCents }, headers: { 'x-locale': 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shift.id as number;
}
