// Merchant validations (issue 21 item 3): the lot admin's policies, a shop validating a car inside by plate or
// ticket within its policy (credits debited in the same transaction), the operator's quote and the barrier's
// payment taking the validation off the tariff with a line of its own, withdrawing, the lists and the report; the
// issue's bad input (beyond the lot's maximum 422, a shop not allowed 409, after the visit was paid 409) changing
// nothing; the operator's checkout with the validation on the receipt and the transactions; tenant isolation.
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
    const lotTwo = await validate(owner, { parking_id: 2, plate: 'VAL0002', kind: 'minutes', value: 30 });
    expect([lotTwo.statusCode, lotTwo.json().reason]).toEqual([409, 'shop_not_allowed']);
    const valle = await validate(owner, { parking_id: 1, plate: 'VAL0002', kind: 'minutes', value: 30 }, 2);
    expect([valle.statusCode, valle.json().message]).toEqual([409, "This store is not in the lot's plaza."]);
    expect((await validate(manager, { parking_id: 1, plate: 'VAL0002', kind: 'minutes', value: 30 }, 2)).statusCode).toBe(403);
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', { ...policy, max_percent: 0 });
    const kind = await validate(owner, { parking_id: 1, plate: 'VAL0002', kind: 'percent', value: 10 });
    expect([kind.statusCode, kind.json().errors]).toEqual([422, { kind: ['This lot does not allow that kind of validation for your shop.'] }]);
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

/** The validations of a visit, withdrawn or not, and what the store's credits say: what a refusal must not change. */
const written = async (plate: string) =>
  (await server.handle.db.select({ id: parkingValidations.id, voided: parkingValidations.voidedAt }).from(parkingValidations).innerJoin(visits, eq(visits.id, parkingValidations.visitId)).where(eq(visits.plate, plate))).length;

describe('refusals change nothing (issue 21: beyond the lot, a shop not allowed, after payment)', () => {
  it('beyond the percentage the lot allows: 422 on the value, nothing written, no credit taken', async () => {
    await enter('VAL0007', 45);
    const credits = await balance(1);
    const res = await validate(owner, { parking_id: 1, plate: 'VAL0007', kind: 'percent', value: 51 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ value: ['At most 50% off.'] });
    expect([await written('VAL0007'), await balance(1)]).toEqual([0, credits]);
  });

  it('a shop whose policy is switched off is not offered the lot and is refused 409, nothing written', async () => {
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', { ...policy, active: false });
    expect((await call(owner, 'GET', '/api/shops/1/validations/lots')).json().data).toEqual([]);
    const credits = await balance(1);
    const res = await validate(manager, { parking_id: 1, plate: 'VAL0007', kind: 'minutes', value: 30 }, 1, 'es');
    expect([res.statusCode, res.json().reason]).toEqual([409, 'shop_not_allowed']);
    expect(res.json().message).toBe('Tu comercio no puede validar estacionamiento en este lote.');
    expect([await written('VAL0007'), await balance(1)]).toEqual([0, credits]);
    await call(admin, 'PUT', '/api/parkings/1/validation-policies/1', policy);
  });

  it("the operator's checkout takes the validation off with its line on the receipt and in the transactions; afterwards a validation or a withdrawal is refused 409, nothing changed", async () => {
    const visit = await enter('VAL0008', 130, '8170000008');
    const made = (await validate(owner, { parking_id: 1, plate: 'VAL0008', kind: 'minutes', value: 60 })).json().data;
    expect((await call(operator, 'POST', '/api/parkings/1/shifts', { gate_id: 2, float_cents: 50_000 })).statusCode).toBeLessThan(300);
    const quoted = RateAnswer.create((await call(operator, 'POST', '/api/parkings/1/operators/checkout/users/rate', { phone: '8170000008' })).json());
    const line = quoted.lines.at(-1);
    expect(line).toMatchObject({ kind: 'validation.minutes', label: 'Validation · Tienda Centro: 60 minutes free' });
    expect(line?.amount).toBeLessThan(0);
    const paid = await call(operator, 'POST', '/api/parkings/1/operators/checkout/users/checkout', { name: 'Carla Validada', transaction_id: quoted.id, gate_out: 2, payment_kind: 'card' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().amount).toBe(quoted.to_pay);
    const receipt = (await call(operator, 'GET', `/api/parkings/1/visits/${visit.id}/receipt`)).json().data;
    expect(receipt.lines).toEqual(quoted.lines);
    expect(receipt.validation_cents).toBe(-(line?.amount ?? 0));
    const [applied] = await server.handle.db.select().from(parkingValidations).where(eq(parkingValidations.id, made.id));
    expect(applied.appliedCents).toBe(-(line?.amount ?? 0));
    const listed = (await call(admin, 'GET', '/api/parkings/1/transactions?search=VAL0008')).json().data.data;
    expect(listed).toEqual([expect.objectContaining({ plate: 'VAL0008', total: quoted.to_pay, validations: -(line?.amount ?? 0) })]);

    const credits = await balance(1);
    const late = await validate(manager, { parking_id: 1, plate: 'VAL0008', kind: 'percent', value: 10 });
    expect([late.statusCode, late.json().reason]).toEqual([409, 'visit_paid']);
    const withdraw = await call(owner, 'DELETE', `/api/shops/1/branches/1/validations/${made.id}`);
    expect([withdraw.statusCode, withdraw.json().reason]).toEqual([409, 'visit_paid']);
    expect([await written('VAL0008'), await balance(1)]).toEqual([1, credits]);
    const [still] = await server.handle.db.select().from(parkingValidations).where(eq(parkingValidations.id, made.id));
    expect([still.voidedAt, still.appliedCents]).toEqual([null, applied.appliedCents]);
  });
});

describe('tenants', () => {
  it("keeps a shop to its own stores and validations, and each lot's validations to its administrators", async () => {
    await enter('VAL0009', 30);
    const [mine] = (await call(owner, 'GET', '/api/shops/1/validations?per_page=10')).json().data;
    // Tienda Centro's owner acting for Boutique Norte (shop 2, store 3).
    for (const [method, url, body] of [
      ['POST', '/api/shops/2/branches/3/validations', { parking_id: 1, plate: 'VAL0009', kind: 'minutes', value: 30 }],
      ['GET', '/api/shops/2/validations/lots', undefined],
      ['GET', '/api/shops/2/validations', undefined],
      ['DELETE', `/api/shops/2/branches/3/validations/${mine.id}`, undefined],
    ] as const) {
      expect([403, 404], `${method} ${url}`).toContain((await call(owner, method, url, body)).statusCode);
    }
    // A store of the shop that did not make the validation cannot withdraw it.
    expect((await call(owner, 'DELETE', `/api/shops/1/branches/2/validations/${mine.id}`)).statusCode).toBe(404);
    expect(await written('VAL0009')).toBe(0);
    // Another lot's administrator, the operator and the salesman.
    const salesman = await tokenFor(server, 'salesman');
    for (const url of ['/api/parkings/1/validations', '/api/parkings/1/validations/report', '/api/parkings/1/validations/export', '/api/parkings/1/validations/report/export']) {
      expect((await call(admin2, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(operator, 'GET', url)).statusCode, url).toBe(403);
    }
    expect((await call(salesman, 'POST', '/api/shops/1/branches/1/validations', { parking_id: 1, plate: 'VAL0009', kind: 'minutes', value: 30 })).statusCode).toBe(403);
    expect((await call(admin2, 'PUT', '/api/parkings/1/validation-policies/1', policy)).statusCode).toBe(404);
    expect(await written('VAL0009')).toBe(0);
  });
});
