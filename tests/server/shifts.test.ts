// Cashier shifts, the operator's side (issue 21 item 5: "an operator opens a shift with a starting cash float at a
// gate, every checkout belongs to the open shift, closing asks for the counted cash and shows the difference by
// payment kind"; bad input: "closing a shift that is not open or not yours: 409/403"). Opening at an exit gate of
// the lot, one open shift per operator and per gate; the current shift with its running totals; checkouts counted
// into it by payment kind; closing with expected = float + cash checkouts (cash), card checkouts (card) and
// differences = counted - expected; refusals in the caller's language with nothing changed; other tenants kept out.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierShifts, visits } from '../../server/db/schema';
import { as, DEMO, startTestServer, tokenFor, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
let operator: string;
let admin: string;
let otherTenant: string;
let salesman: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = await tokenFor(server, 'operator');
  admin = await tokenFor(server, 'parking');
  otherTenant = await tokenFor(server, 'parking2');
  salesman = await tokenFor(server, 'salesman');
});
afterAll(() => server.close());

type Locale = 'en' | 'es';
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object, locale: Locale = 'en') =>
  as(server.app, token, { method, url, ...(payload ? { payload } : {}), headers: { 'x-locale': locale } });
const open = (token: string, body: object, lot = 1, locale: Locale = 'en') => call(token, 'POST', `/api/parkings/${lot}/shifts`, body, locale);
const close = (token: string, shiftId: number, body: object, lot = 1, locale: Locale = 'en') => call(token, 'POST', `/api/parkings/${lot}/shifts/${shiftId}/close`, body, locale);
const current = (token: string, lot = 1) => call(token, 'GET', `/api/parkings/${lot}/shifts/current`);
const shiftRows = () => server.handle.db.select().from(cashierShifts).orderBy(cashierShifts.id);
const openShiftOf = async (operatorId: number) =>
  (await server.handle.db.select().from(cashierShifts).where(and(eq(cashierShifts.operatorId, operatorId), isNull(cashierShifts.closedAt))))[0];

/** A car that arrived `minutes` ago, quoted by the operator and checked out through `gate` paid in `kind`. */
async function checkOut(token: string, plate: string, phone: string, kind: 'cash' | 'card', gate = 2, minutes = 61): Promise<{ status: number; amount: number; visitId: number; body: Record<string, unknown> }> {
  expect((await gateEvent(server.app, 1, 1, { direction: 'in', plate, phone, at: minutesAgo(minutes) })).statusCode).toBe(200);
  const quote = await call(token, 'POST', '/api/parkings/1/operators/checkout/users/rate', { phone });
  expect(quote.statusCode, quote.body).toBe(200);
  const quoted = quote.json();
  const res = await call(token, 'POST', '/api/parkings/1/operators/checkout/users/checkout', { name: 'Cliente de Turno', transaction_id: quoted.id, gate_out: gate, payment_kind: kind });
  return { status: res.statusCode, amount: quoted.to_pay as number, visitId: quoted.id as number, body: res.json() };
}

describe('opening a shift', () => {
  it('has no shift at first, and a checkout without one is refused 409 shift_required with the visit left open', async () => {
    expect((await current(operator)).json()).toEqual({ shift: null });
    const refused = await checkOut(operator, 'SHF0001', '8170000001', 'cash');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Open your cash shift in My shift before checking out.', reason: 'shift_required' });
    expect((await server.handle.db.select().from(visits).where(eq(visits.id, refused.visitId)))[0]).toMatchObject({ state: 'open', shiftId: null, paymentKind: null });
  });

  it('refuses a gate of another lot, an entry gate and bad amounts with 422 in the caller\'s language, opening nothing', async () => {
    const before = await shiftRows();
    expect((await open(operator, { gate_id: 8, float_cents: 50_000 })).json().errors).toEqual({ gate_id: ['That gate does not belong to this lot.'] });
    expect((await open(operator, { gate_id: 1, float_cents: 50_000 }, 1, 'es')).json().errors).toEqual({ gate_id: ['Esa pluma no es de salida.'] });
    for (const float_cents of [-1, 12.5, 100_000_001, 'quinientos', null]) {
      const res = await open(operator, { gate_id: 2, float_cents });
      expect(res.statusCode, String(float_cents)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['float_cents']);
    }
    const missing = await open(operator, { float_cents: 100 }, 1, 'es');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.gate_id[0]).toMatch(/obligatorio/i);
    expect(await shiftRows()).toEqual(before);
  });

  it('opens a shift with a float at an exit gate of the lot and answers it with its running totals', async () => {
    const res = await open(operator, { gate_id: 2, float_cents: 50_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { message, shift } = res.json();
    expect(message).toBe('Cash shift opened at Salida Norte.');
    expect(shift).toMatchObject({
      parking_id: 1,
      gate_id: 2,
      gate_name: 'Salida Norte',
      operator_id: DEMO.operator.id,
      closed_at: null,
      float_cents: 50_000,
      checkouts: 0,
      cash_cents: 0,
      card_cents: 0,
      expected_cash_cents: 50_000,
      expected_card_cents: 0,
      counted_cash_cents: null,
      counted_card_cents: null,
      difference_cash_cents: null,
      difference_card_cents: null,
      note: null,
    });
    expect((await current(operator)).json()).toEqual({ shift });
  });

  it('keeps one open shift per operator (409 shift_open) and per gate (409), opening nothing', async () => {
    const before = await shiftRows();
    const again = await open(operator, { gate_id: 4, float_cents: 10_000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already have an open cash shift: close it before opening another.', reason: 'shift_open' });
    const taken = await open(admin, { gate_id: 2, float_cents: 10_000 }, 1, 'es');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('La pluma Salida Norte ya tiene un turno de caja abierto: elige otra pluma.');
    expect(await shiftRows()).toEqual(before);
  });
});

describe('checkouts in the shift and closing it', () => {
  let cashPaid = 0;
  let cardPaid = 0;
  let shiftId = 0;

  it('counts each checkout into the open shift by payment kind', async () => {
    shiftId = (await openShiftOf(DEMO.operator.id)).id;
    const first = await checkOut(operator, 'SHF0002', '8170000002', 'cash');
    const second = await checkOut(operator, 'SHF0003', '8170000003', 'cash', 2, 125);
    const third = await checkOut(operator, 'SHF0004', '8170000004', 'card', 4, 95);
    for (const c of [first, second, third]) expect(c.status, JSON.stringify(c.body)).toBe(200);
    cashPaid = first.amount + second.amount;
    cardPaid = third.amount;
    expect(cashPaid).toBeGreaterThan(0);
    expect(cardPaid).toBeGreaterThan(0);
    const paid = await server.handle.db.select().from(visits).where(eq(visits.shiftId, shiftId));
    expect(paid.map((v) => [v.plate, v.paymentKind]).sort()).toEqual([['SHF0002', 'cash'], ['SHF0003', 'cash'], ['SHF0004', 'card']]);
    expect((await current(operator)).json().shift).toMatchObject({
      id: shiftId,
      checkouts: 3,
      cash_cents: cashPaid,
      card_cents: cardPaid,
      expected_cash_cents: 50_000 + cashPaid,
      expected_card_cents: cardPaid,
    });
  });

  it("refuses to close someone else's shift with 403, and a bad count with 422 in the caller's language, changing nothing", async () => {
    const before = await shiftRows();
    const notYours = await close(admin, shiftId, { counted_cash_cents: 1, counted_card_cents: 0 });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe('This cash shift is not yours: only the operator who opened it closes it.');
    for (const body of [{ counted_cash_cents: -5, counted_card_cents: 0 }, { counted_cash_cents: 100, counted_card_cents: 0.5 }, { counted_cash_cents: 100 }, { counted_cash_cents: 100, counted_card_cents: 0, note: 'x'.repeat(501) }]) {
      const res = await close(operator, shiftId, body, 1, 'es');
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toHaveLength(1);
      expect(res.json().message).not.toMatch(/field|must/i);
    }
    expect((await close(operator, 999_999, { counted_cash_cents: 0, counted_card_cents: 0 })).statusCode).toBe(404);
    expect(await shiftRows()).toEqual(before);
  });

  it('closes with the counted cash and card: expected cash = float + cash checkouts, expected card = card checkouts, differences = counted - expected', async () => {
    const countedCash = 50_000 + cashPaid - 2_000;
    const countedCard = cardPaid + 500;
    const res = await close(operator, shiftId, { counted_cash_cents: countedCash, counted_card_cents: countedCard, note: '  Faltó un billete de 20  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cash shift closed.');
    expect(res.json().shift).toMatchObject({
      id: shiftId,
      closed_at: expect.any(String),
      checkouts: 3,
      expected_cash_cents: 50_000 + cashPaid,
      expected_card_cents: cardPaid,
      counted_cash_cents: countedCash,
      counted_card_cents: countedCard,
      difference_cash_cents: -2_000,
      difference_card_cents: 500,
      note: 'Faltó un billete de 20',
    });
    expect((await current(operator)).json()).toEqual({ shift: null });
  });

  it('refuses closing a closed shift with 409, changing nothing, and a checkout after it with 409 shift_required', async () => {
    const before = await shiftRows();
    const again = await close(operator, shiftId, { counted_cash_cents: 0, counted_card_cents: 0 }, 1, 'es');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este turno de caja ya está cerrado.');
    expect(await shiftRows()).toEqual(before);
    const after = await checkOut(operator, 'SHF0005', '8170000005', 'cash');
    expect(after.status).toBe(409);
    expect(after.body.reason).toBe('shift_required');
  });

  it('opens a new shift at once, which starts from its own float and counts only its own checkouts', async () => {
    const res = await open(operator, { gate_id: 4, float_cents: 20_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().shift).toMatchObject({ gate_name: 'Salida Sur', float_cents: 20_000, checkouts: 0, cash_cents: 0, expected_cash_cents: 20_000 });
    const card = await checkOut(operator, 'SHF0006', '8170000006', 'card', 4);
    expect(card.status).toBe(200);
    expect((await current(operator)).json().shift).toMatchObject({ checkouts: 1, cash_cents: 0, card_cents: card.amount, expected_cash_cents: 20_000, expected_card_cents: card.amount });
    const closed = await close(operator, res.json().shift.id, { counted_cash_cents: 20_000, counted_card_cents: card.amount });
    expect(closed.json().shift).toMatchObject({ difference_cash_cents: 0, difference_card_cents: 0, note: null });
  });
});

describe('tenants and permissions', () => {
  it("keeps another lot's admin and a user without parking.gates out, reading or writing nothing", async () => {
    const before = await shiftRows();
    const shiftId = before[0].id;
    for (const res of [await current(otherTenant), await open(otherTenant, { gate_id: 2, float_cents: 100 }), await close(otherTenant, shiftId, { counted_cash_cents: 0, counted_card_cents: 0 })]) {
      expect([403, 404]).toContain(res.statusCode);
    }
    for (const res of [await current(salesman), await open(salesman, { gate_id: 2, float_cents: 100 })]) expect(res.statusCode).toBe(403);
    // The other lot's own shift: its gate, not lot 1's.
    expect((await open(otherTenant, { gate_id: 2, float_cents: 100 }, 3)).json().errors).toEqual({ gate_id: ['That gate does not belong to this lot.'] });
    expect(await shiftRows()).toEqual(before);
    expect((await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(cashierShifts).where(eq(cashierShifts.parkingId, 3)))[0].n).toBe(0);
  });
});
