import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feeSets, rateTimelines, visits } from '../../server/db/schema';
import { EMPTY_WEEK } from '../../server/rates/lot-rates';
import { forget } from '../../server/cache/caches';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { quoteVisit } from '../../server/parking/visit-quote';
import { labelledLines } from '../../src/domain/tariff';
import { as, DEMO, startTestServer, tokenFor, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';
import { openShiftAs } from './shift-helpers';

let server: TestServer;
let operator: string;
let admin: string;
let otherTenant: string;
const published: RealtimeMessage[] = [];

beforeAll(async () => {
  server = await startTestServer();
  server.app.publisher.subscribe((m) => published.push(m));
  operator = await tokenFor(server, 'operator');
  admin = await tokenFor(server, 'parking');
  otherTenant = await tokenFor(server, 'parking2');
  // Every checkout belongs to its operator's open cashier shift (issue 21 item 5).
  await openShiftAs(server.app, operator, 2);
  await openShiftAs(server.app, admin, 4);
});
afterAll(() => server.close());

const rate = (token: string, phone: string, lot = 1) =>
  as(server.app, token, { method: 'POST', url: `/api/parkings/${lot}/operators/checkout/users/rate`, payload: { phone }, headers: { 'x-locale': 'en' } });
const checkout = (token: string, body: object, lot = 1) =>
  as(server.app, token, { method: 'POST', url: `/api/parkings/${lot}/operators/checkout/users/checkout`, payload: { payment_kind: 'cash', ...body }, headers: { 'x-locale': 'en' } });
const visitById = async (id: number) => (await server.handle.db.select().from(visits).where(eq(visits.id, id)))[0];

describe('quote by phone', () => {
  it('quotes the open visit with the engine at this instant', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'QTE0001', phone: '8180000001', at: minutesAgo(95) });
    const res = await rate(operator, '8180000001');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const visit = await visitById(body.id);
    const expected = await quoteVisit(server.handle.db, visit, new Date(body.quoted_at), 'en');
    expect(body).toMatchObject({ message: 'Amount to pay.', to_pay: expected.total, time_utc: visit.entryAt.toISOString(), plate: 'QTE0001', open_visits: 1 });
    expect(body.lines).toEqual(labelledLines(expected.lines, 'en'));
    expect(body.lines[0].label).toMatch(/^Fee · /);
    expect(visit.quoteLines).toEqual(expected.lines);
    expect(visit.quotedAmount).toBe(expected.total);
  });

  it('answers 404 with a message for an unknown phone, and 422 for a phone that is not 10 digits', async () => {
    const unknown = await rate(operator, '8189999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no open visit for that phone.');
    expect((await rate(operator, '81-123')).json().errors).toEqual({ phone: ['The phone field must be 10 digits.'] });
  });

  it('quotes the most recent of two open visits, and says so', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'TWO0001', phone: '8180000002', at: minutesAgo(120) });
    await gateEvent(server.app, 1, 3, { direction: 'in', plate: 'TWO0002', phone: '8180000002', at: minutesAgo(20) });
    const body = (await rate(operator, '8180000002')).json();
    expect(body.plate).toBe('TWO0002');
    expect(body.message).toBe('That phone has 2 open visits: this is the most recent one.');
  });

  it("keeps another tenant's lot out of reach", async () => {
    expect((await rate(otherTenant, '8180000001')).statusCode).toBe(404);
    expect((await checkout(otherTenant, { name: 'Nadie Nunca', transaction_id: 1, gate_out: 2 })).statusCode).toBe(404);
  });
});

describe('checkout', () => {
  it('takes the call exactly as spec 2 §7 writes it (name, transaction_id, gate_out): paid in cash', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'SPC0001', phone: '8180000090', at: minutesAgo(30) });
    const quoted = (await rate(operator, '8180000090')).json();
    const payload = { name: 'Cliente Según Spec', transaction_id: quoted.id, gate_out: 2 };
    const res = await as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/checkout', payload, headers: { 'x-locale': 'en' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.any(String) });
    expect(await visitById(quoted.id)).toMatchObject({ state: 'paid', paymentKind: 'cash' });
  });

  it('pays the visit once at the quoted amount, opens the exit gate, and the exit event closes it', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'PAY0001', phone: '8180000003', at: minutesAgo(61) });
    const quoted = (await rate(operator, '8180000003')).json();
    const res = await checkout(operator, { name: 'Carla Méndez', transaction_id: quoted.id, gate_out: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Checked out: the gate Salida Norte opens.', success: true, amount: quoted.to_pay });
    expect(await visitById(quoted.id)).toMatchObject({ state: 'paid', amount: quoted.to_pay, customerName: 'Carla Méndez', operatorId: DEMO.operator.id, exitGateId: 2, paidBy: 'operator', paymentKind: 'cash' });
    expect((await visitById(quoted.id)).shiftId).toEqual(expect.any(Number));
    expect(published.at(-1)).toMatchObject({ channel: 'private-dashboard.1', event: 'OpenGate', data: { gate_id: 2, visit_id: quoted.id, plate: 'PAY0001' } });

    const again = await checkout(operator, { name: 'Carla Méndez', transaction_id: quoted.id, gate_out: 2 });
    expect(again.statusCode).toBe(200);
    expect(published.filter((m) => m.event === 'OpenGate' && m.data.visit_id === quoted.id)).toHaveLength(1);

    expect((await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'PAY0001' })).statusCode).toBe(200);
    expect(await visitById(quoted.id)).toMatchObject({ state: 'closed', amount: quoted.to_pay });
  });

  it('lets exactly one of two operators at once check a visit out', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'RACE001', phone: '8180000004', at: minutesAgo(40) });
    const quoted = (await rate(operator, '8180000004')).json();
    const body = { name: 'Rodrigo Treviño', transaction_id: quoted.id, gate_out: 4 };
    const results = await Promise.all([checkout(operator, body), checkout(admin, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(published.filter((m) => m.event === 'OpenGate' && m.data.visit_id === quoted.id)).toHaveLength(1);
    const visit = await visitById(quoted.id);
    const winner = results.findIndex((r) => r.statusCode === 200) === 0 ? DEMO.operator.id : DEMO.parking.id;
    expect(visit.operatorId).toBe(winner);
  });

  it('tells the dashboard of the payment once, after it is committed, with the visit and the amount', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'DSB0001', phone: '8180000007', at: minutesAgo(75) });
    const quoted = (await rate(operator, '8180000007')).json();
    const seen: ReturnType<typeof visitById>[] = [];
    // The listener reads the visit as a tile reload would (on PostgreSQL, another connection): already paid.
    const stop = server.app.publisher.subscribe((m) => {
      if (m.event === 'UpdateDashboard') seen.push(visitById(quoted.id));
    });
    const body = { name: 'Diana Salas', transaction_id: quoted.id, gate_out: 2 };
    expect((await checkout(operator, body)).statusCode).toBe(200);
    expect((await checkout(operator, body)).statusCode).toBe(200);
    stop();
    expect(published.filter((m) => m.event === 'UpdateDashboard' && m.data.visit_id === quoted.id)).toEqual([
      { channel: 'private-dashboard.1', event: 'UpdateDashboard', data: { visit_id: quoted.id, amount: quoted.to_pay } },
    ]);
    expect(await Promise.all(seen)).toMatchObject([{ state: 'paid' }]);
  });

  it('refuses a quote older than a minute with reason quote_stale, so the console quotes again', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'OLD0001', phone: '8180000005', at: minutesAgo(30) });
    const quoted = (await rate(operator, '8180000005')).json();
    await server.handle.db.update(visits).set({ quotedAt: new Date(Date.now() - 61_000) }).where(eq(visits.id, quoted.id));
    const res = await checkout(operator, { name: 'Olga Ortega', transaction_id: quoted.id, gate_out: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The amount was quoted more than a minute ago: quote again.', reason: 'quote_stale' });
    expect((await visitById(quoted.id)).state).toBe('open');
  });

  it('refuses an entry gate or another lot\'s gate as the exit, and a short name', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'GTE0001', phone: '8180000006', at: minutesAgo(30) });
    const quoted = (await rate(operator, '8180000006')).json();
    expect((await checkout(operator, { name: 'Gerardo Tello', transaction_id: quoted.id, gate_out: 1 })).json().errors).toEqual({ gate_out: ['That gate is not an exit gate.'] });
    expect((await checkout(operator, { name: 'Gerardo Tello', transaction_id: quoted.id, gate_out: 8 })).json().errors).toEqual({ gate_out: ['That gate does not belong to this lot.'] });
    expect(Object.keys((await checkout(operator, { name: 'Gera', transaction_id: quoted.id, gate_out: 2 })).json().errors)).toEqual(['name']);
  });

  it("lists the operator's checkouts of the day with their total", async () => {
    const res = await as(server.app, operator, { method: 'GET', url: '/api/parkings/1/operators/checkout/history' });
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(body.total).toBe(body.data.reduce((s: number, v: { amount: number }) => s + v.amount, 0));
    expect(body.data.every((v: { plate: string }) => v.plate !== 'OLD0001')).toBe(true);
  });
});

describe('a lot whose rates were broken behind the API', () => {
  const db = () => server.handle.db;
  const rateIn = (locale: string, phone: string) =>
    as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/rate', payload: { phone }, headers: { 'x-locale': locale } });

  /** Breaks lot 1's rates in the database for the length of `check`, then puts them back. */
  async function whileBroken(breakIt: () => Promise<unknown>, restore: () => Promise<unknown>, check: () => Promise<void>) {
    await breakIt();
    forget(db(), { topic: 'lot', id: 1 });
    try {
      await check();
    } finally {
      await restore();
      forget(db(), { topic: 'lot', id: 1 });
    }
  }

  it('answers the operator 409 with reason rates_unquotable in their language, and the visit stays open with its last quote', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'BRK0001', phone: '8180000009', at: minutesAgo(45) });
    const first = (await rate(operator, '8180000009')).json();
    const quotedBefore = await visitById(first.id);
    const [general] = await db().select().from(feeSets).where(eq(feeSets.id, 11));
    await whileBroken(
      () => db().update(feeSets).set({ rules: [] }).where(eq(feeSets.id, 11)),
      () => db().update(feeSets).set({ rules: general.rules }).where(eq(feeSets.id, 11)),
      async () => {
        const en = await rateIn('en', '8180000009');
        expect(en.statusCode).toBe(409);
        expect(en.json()).toEqual({
          message: "The lot's rates cannot price this stay: ask an administrator to fix them in Rates. Give time fee “Tarifa general” at least one rule.",
          reason: 'rates_unquotable',
          field: 'feeSets.0.rules',
        });
        const es = await rateIn('es', '8180000009');
        expect(es.statusCode).toBe(409);
        expect(es.json().message).toBe(
          'Las tarifas del estacionamiento no pueden cobrar esta estancia: pide a un administrador que las corrija en Tarifas. Agrega al menos una regla a la tarifa por tiempo «Tarifa general».',
        );
        expect(await visitById(first.id)).toEqual(quotedBefore);
      },
    );
    expect((await rate(operator, '8180000009')).statusCode).toBe(200);
  });

  it('answers 409 for a lot whose week has no periods, and the visit cannot be checked out unquoted', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'BRK0002', phone: '8180000010', at: minutesAgo(20) });
    const [timeline] = await db().select().from(rateTimelines).where(eq(rateTimelines.parkingId, 1));
    await whileBroken(
      () => db().update(rateTimelines).set({ days: EMPTY_WEEK }).where(eq(rateTimelines.parkingId, 1)),
      () => db().update(rateTimelines).set({ days: timeline.days }).where(eq(rateTimelines.parkingId, 1)),
      async () => {
        const res = await rate(operator, '8180000010');
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          "The lot's rates cannot price this stay: ask an administrator to fix them in Rates. The weekly timeline has no periods: add at least one period with a time fee.",
        );
        const [visit] = await db().select().from(visits).where(eq(visits.plate, 'BRK0002'));
        expect(visit).toMatchObject({ state: 'open', quotedAmount: null, quotedAt: null });
        const paid = await checkout(operator, { name: 'Bruno Rocha', transaction_id: visit.id, gate_out: 2 });
        expect(paid.json()).toMatchObject({ reason: 'quote_stale' });
        expect((await visitById(visit.id)).state).toBe('open');
      },
    );
  });
});
