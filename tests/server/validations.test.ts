// Merchant validations (issue 21 item 3): the lot admin's policies, a shop validating a car inside by plate or
// ticket within its policy (credits debited in the same transaction), the operator's quote and the barrier's
// payment taking the validation off the tariff with a line of its own, withdrawing, the lists and the report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sum } from 'drizzle-orm';
import { creditEntries, parkingValidations, visits } from '../../server/db/schema';
import { loadLotRates } from '../../server/rates/lot-rates';
import { quoteWithRates } from '../../server/parking/visit-quote';
import { ValidationPage, ValidationRow } from '../../src/contracts/validations.struct';
import { RateAnswer } from '../../src/contracts/checkout.struct';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
let owner: string;
let manager: string;
let admin: string;
let admin2: string;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  [owner, manager, admin, admin2, operator] = await Promise.all((['shop', 'manager', 'parking', 'parking2', 'operator'] as const).map((who) => tokenFor(server, who)));
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, locale = 'en') => as(server.app, token, { method, url, payload, headers: { 'x-locale': locale } });
const validate = (token: string, body: object, branch = 1, locale = 'en') => call(token, 'POST', `/api/shops/1/branches/${branch}/validations`, body, locale);
const balance = async (branchId: number) => Number((await server.handle.db.select({ n: sum(creditEntries.credits) }).from(creditEntries).where(eq(creditEntries.branchId, branchId)))[0].n);
const enter = async (plate: string, minutes: number, phone?: string) => {
  const res = await gateEvent(server.app, 1, 1, { direction: 'in', plate, phone, at: minutesAgo(minutes) });
  expect(res.statusCode).toBe(200);
  return (await server.handle.db.select().from(visits).where(and(eq(visits.plate, plate), eq(visits.state, 'open'))))[0];
};
const policy = { active: true, max_minutes: 120, max_fixed_cents: 5000, max_percent: 50, billing: 'credits', credits_cost: 1 };

describe('validation policies', () => {
  it("lists the shops with a store in the lot's plaza, with the demo's policy for Tienda Centro", async () => {
    const res = await call(admin, 'GET', '/api/parkings/1/validation-policies');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { shop_id: 2, shop_name: 'Boutique Norte', stores: [{ id: 3, name: 'Sucursal Norte' }], policy: null },
      { shop_id: 1, shop_name: 'Tienda Centro', stores: [{ id: 1, name: 'Sucursal Centro' }], policy: { ...policy, updated_at: expect.any(String) } },
    ]);
  });

  it("saves a shop's policy; refuses a shop with no store in the plaza and credits billing without a cost, changing nothing", async () => {
    const saved = await call(admin, 'PUT', '/api/parkings/1/validation-policies/2', { ...policy, billing: 'monthly', credits_cost: 0, max_fixed_cents: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Validation policy of Boutique Norte saved.', data: { shop_id: 2, policy: { billing: 'monthly', max_fixed_cents: 0 } } });
    // Lot 3's plaza holds Tienda Centro's Valle store only.
    const outside = await call(admin2, 'PUT', '/api/parkings/3/validation-policies/2', policy, 'es');
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ shop_id: ['Este comercio no tiene tienda en la plaza del estacionamiento.'] });
    const noCost = await call(admin, 'PUT', '/api/parkings/1/validation-policies/2', { ...policy, credits_cost: 0 });
    expect(noCost.statusCode).toBe(422);
    expect(Object.keys(noCost.json().errors)).toEqual(['credits_cost']);
    const bad = await call(admin, 'PUT', '/api/parkings/1/validation-policies/2', { ...policy, max_percent: 101, billing: 'weekly' });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['billing', 'max_percent']);
    const listed = (await call(admin, 'GET', '/api/parkings/1/validation-policies')).json().data;
    expect(listed[0].policy).toMatchObject({ billing: 'monthly', max_percent: 50 });
  });

  it("keeps policies to the lot's administrators", async () => {
    expect((await call(operator, 'GET', '/api/parkings/1/validation-policies')).statusCode).toBe(403);
    expect((await call(admin2, 'GET', '/api/parkings/1/validation-policies')).statusCode).toBe(404);
    expect((await call(owner, 'PUT', '/api/parkings/1/validation-policies/1', policy)).statusCode).toBe(403);
  });

  it('shows the shop the lots where it may validate, with their limits', async () => {
    const res = await call(manager, 'GET', '/api/shops/1/validations/lots');
    expect(res.json().data).toEqual([{ parking_id: 1, parking_name: 'Fundadores Norte', max_minutes: 120, max_fixed_cents: 5000, max_percent: 50, billing: 'credits', credits_cost: 1, branch_ids: [1] }]);
  });
});

describe('a shop validates a car inside', () => {
  it('by plate: debits the credits, and the quote takes the free minutes off the tariff with a line of its own', async () => {
    const visit = await enter('VAL0001', 150, '8170000001');
    const before = await balance(1);
    const res = await validate(owner, { parking_id: 1, plate: ' val0001 ', kind: 'minutes', value: 60 });
    expect(res.statusCode).toBe(201);
    const row = ValidationRow.create(res.json().data);
    expect(row).toMatchObject({ visit_id: visit.id, plate: 'VAL0001', shop_name: 'Tienda Centro', branch_name: 'Sucursal Centro', kind: 'minutes', value: 60, billing: 'credits', credits: 1, applied_cents: null, voided_at: null, visit_state: 'open' });
    expect(res.json().message).toBe('Parking of VAL0001 validated.');
    expect(await balance(1)).toBe(before - 1);

    const quoted = await call(operator, 'POST', '/api/parkings/1/operators/checkout/users/rate', { phone: '8170000001' });
    const answer = RateAnswer.create(quoted.json());
    const at = new Date(answer.quoted_at);
    const rates = await loadLotRates(server.handle.db, 1);
    const tariff = quoteWithRates(rates, visit, at, 'en').total;
    const shortened = quoteWithRates(rates, { entryAt: new Date(visit.entryAt.getTime() + 60 * 60_000), accessId: visit.accessId }, at, 'en').total;
    expect(tariff - shortened).toBeGreaterThan(0);
    expect(answer.lines.at(-1)).toEqual({ kind: 'validation.minutes', label: 'Validation · Tienda Centro: 60 minutes free', params: { name: 'Tienda Centro', minutes: 60 }, amount: shortened - tariff });
    expect(answer.subtotal).toBe(shortened);
  });

  it('refuses a second validation of the shop, a value beyond the policy, a kind it does not allow, and no car, in the caller’s language', async () => {
    const repeated = await validate(owner, { parking_id: 1, plate: 'VAL0001', kind: 'percent', value: 10 });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toMatchObject({ message: 'Your shop already validated VAL0001.', reason: 'already_validated' });
    await enter('VAL0002', 30);
    const tooMuch = await validate(owner, { parking_id: 1, plate: 'VAL0002', kind: 'fixed', value: 5001 }, 1, 'es');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ value: ['Como máximo MXN 50.00 de descuento.'] });
    expect((await validate(owner, { parking_id: 1, plate: 'VAL0002', kind: 'minutes', value: 121 })).json().errors).toEqual({ value: ['At most 120 free minutes.'] });
    expect((await validate(owner, { parking_id: 1, plate: 'NADIE01', kind: 'minutes', value: 30 })).json()).toMatchObject({ message: 'There is no car inside the lot with NADIE01.' });
    expect((await validate(owner, { parking_id: 1, kind: 'minutes', value: 30 })).json().errors).toHaveProperty('plate');
    expect((await validate(owner, { parking_id: 1, plate: 'VAL0002', ticket: 1, kind: 'minutes', value: 30 })).json().errors).toHaveProperty('ticket');
    // Lot 2 has no policy for the shop; the Valle store is in another plaza; the manager's store is Centro only.
    expect((await validate(owner, { parking_id: 2, plate: 'VAL0002', kind: 'minutes', value: 30 })).statusCode).toBe(403);
    expect((await validate(owner, { parking_id: 1, plate: 'VAL0002', kind: 'minutes', value: 30 }, 2)).json()).toMatchObject({ message: "This store is not in the lot's plaza." });
    expect((await validate(manager, { parking_id: 1, plate: 'VAL0002', kind: 'minutes', value: 30 }, 2)).statusCode).toBe(403);
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', { ...policy, max_percent: 0 });
    const kind = await validate(owner, { parking_id: 1, plate: 'VAL0002', kind: 'percent', value: 10 });
    expect([kind.statusCode, kind.json().reason]).toEqual([403, 'kind_not_allowed']);
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', policy);
    const [{ n }] = await server.handle.db.select({ n: sum(parkingValidations.value) }).from(parkingValidations).innerJoin(visits, eq(visits.id, parkingValidations.visitId)).where(eq(visits.plate, 'VAL0002'));
    expect(n).toBeNull();
  });

  it('refuses a validation the store cannot pay in credits', async () => {
    const visit = await enter('VAL0003', 40);
    const credits = await balance(1);
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', { ...policy, credits_cost: credits + 1 });
    const res = await validate(owner, { parking_id: 1, ticket: visit.id, kind: 'percent', value: 50 });
    expect([res.statusCode, res.json().reason]).toEqual([409, 'no_credits']);
    expect(await balance(1)).toBe(credits);
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', policy);
  });

  it('withdraws a validation while the visit is unpaid and gives the credits back; the quote no longer has it', async () => {
    const visit = await enter('VAL0004', 90, '8170000004');
    const credits = await balance(1);
    const made = (await validate(manager, { parking_id: 1, ticket: visit.id, kind: 'percent', value: 25 })).json().data;
    expect(await balance(1)).toBe(credits - 1);
    const withAll = RateAnswer.create((await call(operator, 'POST', '/api/parkings/1/operators/checkout/users/rate', { phone: '8170000004' })).json());
    const tariff = withAll.lines.filter((l) => !l.kind.startsWith('validation.')).reduce((s, l) => s + l.amount, 0);
    expect(withAll.lines.at(-1)).toMatchObject({ kind: 'validation.percent', amount: -Math.floor((tariff * 25 + 50) / 100) });
    const voided = await call(manager, 'DELETE', `/api/shops/1/branches/1/validations/${made.id}`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data.voided_at).not.toBeNull();
    expect(await balance(1)).toBe(credits);
    expect((await call(manager, 'DELETE', `/api/shops/1/branches/1/validations/${made.id}`)).json()).toMatchObject({ message: 'This validation was already withdrawn.' });
    const without = RateAnswer.create((await call(operator, 'POST', '/api/parkings/1/operators/checkout/users/rate', { phone: '8170000004' })).json());
    expect(without.lines.some((l) => l.kind.startsWith('validation.'))).toBe(false);
    expect(without.subtotal).toBe(tariff);
  });

  it('the barrier’s card payment applies the validations, keeps the receipt and each one’s share; a paid visit takes no more', async () => {
    const visit = await enter('VAL0005', 200);
    const made = (await validate(owner, { parking_id: 1, plate: 'VAL0005', kind: 'fixed', value: 1000 })).json().data;
    const exit = await gateEvent(server.app, 1, 4, { direction: 'out', plate: 'VAL0005', payment: 'card' });
    expect(exit.statusCode).toBe(200);
    const [paid] = await server.handle.db.select().from(visits).where(eq(visits.id, visit.id));
    const [applied] = await server.handle.db.select().from(parkingValidations).where(eq(parkingValidations.id, made.id));
    const tariff = (paid.quoteLines ?? []).reduce((s, l) => s + l.amount, 0);
    expect(applied.appliedCents).toBe(Math.min(1000, tariff));
    expect(paid.validationCents).toBe(applied.appliedCents);
    expect(paid.receipt?.lines.at(-1)).toEqual({ kind: 'validation.fixed', params: { name: 'Tienda Centro', cents: 1000 }, amount: -Math.min(1000, tariff) });
    expect(paid.receipt?.net).toBe(tariff - Math.min(1000, tariff));
    expect(paid.amount).toBe(paid.receipt?.total);
    const late = await validate(owner, { parking_id: 1, ticket: visit.id, kind: 'minutes', value: 10 }, 1, 'es');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: `La visita #${visit.id} ya está pagada: ya no se puede validar.`, reason: 'visit_paid' });
    expect((await call(owner, 'DELETE', `/api/shops/1/branches/1/validations/${made.id}`)).statusCode).toBe(409);
  });
});

describe('lists and report', () => {
  it("lists the lot's validations newest first, of one shop when asked, and the shop's (a manager: their store's)", async () => {
    const lot = ValidationPage.create((await call(admin, 'GET', '/api/parkings/1/validations?per_page=5')).json());
    expect(lot.total).toBe(3);
    expect(lot.data.map((r) => r.plate)).toEqual(['VAL0005', 'VAL0004', 'VAL0001']);
    expect((await call(admin, 'GET', '/api/parkings/1/validations?shop_id=2')).json().total).toBe(0);
    expect((await call(owner, 'GET', '/api/shops/1/validations?branch_id=1')).json().total).toBe(3);
    expect((await call(manager, 'GET', '/api/shops/1/validations')).json().total).toBe(3);
    expect((await call(admin, 'GET', '/api/parkings/1/validations?from=2020-01-01&to=2020-01-02')).json().total).toBe(0);
    expect((await call(admin, 'GET', '/api/parkings/1/validations?per_page=7')).statusCode).toBe(422);
  });

  it('reports per shop the live validations, the paid ones, what they took off and the credits', async () => {
    const report = (await call(admin, 'GET', '/api/parkings/1/validations/report')).json();
    const [applied] = await server.handle.db.select({ cents: sum(parkingValidations.appliedCents) }).from(parkingValidations);
    expect(report.data).toEqual([{ shop_id: 1, shop_name: 'Tienda Centro', billing: 'credits', count: 2, paid: 1, applied_cents: Number(applied.cents), credits: 2 }]);
    expect(report.totals).toEqual({ count: 2, paid: 1, applied_cents: Number(applied.cents), credits: 2 });
  });

  it('downloads the list and the report as report.xlsx', async () => {
    for (const [token, url] of [[admin, '/api/parkings/1/validations/export'], [admin, '/api/parkings/1/validations/report/export'], [owner, '/api/shops/1/validations/export']] as const) {
      const res = await call(token, 'GET', url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-disposition']).toContain('report.xlsx');
      expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });
});
