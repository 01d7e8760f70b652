// The company settings (issue 20, admin Settings; docs/api.md "Admin: settings"): read and saved by the nexo admin
// only, every rule refused with 422 in the caller's language and nothing saved; the language answers a caller
// that names none, the time zone is a new lot's; the tax and service charge go on new parking payments (the
// operator's quote and checkout, the barrier), kept on the visit and shown by the transactions; the closings move
// the lock date (later: a closing, earlier or none: a reopening), each one an event with its note.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { ClosedAnswer, ClosingsAnswer, SavedSettingsAnswer, SettingsAnswer, type SettingsBody } from '../../src/contracts/company-settings.struct';
import { paymentCharges } from '../../src/domain/charges/payment-charges';
import { closingEvents, companySettings, parkings, visits, visitHours } from '../../server/db/schema';
import { as, DEMO, startTestServer, tokenFor, type TestServer } from './helpers';
import { openShiftAs } from './shift-helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
let admin: string;
let parkingAdmin: string;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  parkingAdmin = await tokenFor(server, 'parking');
  operator = await tokenFor(server, 'operator');
  await openShiftAs(server.app, operator, 2);
});
afterAll(() => server.close());

const DEFAULTS: SettingsBody = { language: 'es', currency: 'MXN', time_zone: 'America/Monterrey', tax_required: false, tax_bp: 1600, service_bp: 0, service_before_tax: true };
const TAXED: SettingsBody = { ...DEFAULTS, tax_required: true, tax_bp: 1600, service_bp: 1000, service_before_tax: true };

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, locale = 'en') =>
  as(server.app, token, { method, url: `/api/admin/settings${url}`, ...(payload ? { payload } : {}), headers: { 'x-locale': locale } });
const save = (body: object, locale = 'en', token = admin) => call(token, 'PUT', '', body, locale);
const close = (body: object, locale = 'en', token = admin) => call(token, 'POST', '/closings', body, locale);
const row = async () => (await server.handle.db.select().from(companySettings).where(eq(companySettings.id, 1)))[0];
const visitByPlate = async (plate: string) => (await server.handle.db.select().from(visits).where(eq(visits.plate, plate)))[0];
/** yyyy-MM-dd `n` days from today in Monterrey. */
const day = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Monterrey' }).format(new Date(Date.now() + n * 86_400_000));

beforeEach(async () => {
  expect((await save(DEFAULTS)).statusCode).toBe(200);
  await server.handle.db.update(companySettings).set({ lockDate: null }).where(eq(companySettings.id, 1));
});

describe('GET|PUT admin/settings', () => {
  it('reads the defaults and saves a change, for the nexo admin only', async () => {
    const read = await call(admin, 'GET', '');
    expect(read.statusCode).toBe(200);
    expect(validate(read.json(), SettingsAnswer)[0]).toBeUndefined();
    expect(read.json().data).toMatchObject({ ...DEFAULTS, lock_date: null });

    const saved = await save({ ...TAXED, service_before_tax: false, time_zone: 'America/Cancun' }, 'es');
    expect(saved.statusCode).toBe(200);
    expect(validate(saved.json(), SavedSettingsAnswer)[0]).toBeUndefined();
    expect(saved.json()).toMatchObject({ message: 'Configuración guardada.', data: { tax_required: true, service_bp: 1000, service_before_tax: false, time_zone: 'America/Cancun' } });
    expect(await row()).toMatchObject({ taxRequired: true, taxBp: 1600, serviceBp: 1000, serviceBeforeTax: false, timeZone: 'America/Cancun' });
    // Read again at once, from this process's memory: the save was forgotten there.
    expect((await call(admin, 'GET', '')).json().data).toMatchObject({ time_zone: 'America/Cancun', service_before_tax: false });

    for (const token of [parkingAdmin, operator, await tokenFor(server, 'shop')]) {
      expect((await call(token, 'GET', '')).statusCode).toBe(403);
      expect((await save(DEFAULTS, 'en', token)).statusCode).toBe(403);
    }
  });

  it('refuses every broken rule with 422 in the caller language and saves nothing', async () => {
    const before = await row();
    const cases: [object, Record<string, string[]>, string][] = [
      [{ ...DEFAULTS, language: 'fr' }, { language: ['The selected language is invalid.'] }, 'en'],
      [{ ...DEFAULTS, currency: 'USD' }, { currency: ['The selected currency is invalid.'] }, 'en'],
      [{ ...DEFAULTS, time_zone: 'Europe/Madrid' }, { time_zone: ['The selected time zone is invalid.'] }, 'en'],
      [{ ...DEFAULTS, tax_bp: 10_001 }, { tax_bp: ['The tax bp field must be between 0 and 10000.'] }, 'en'],
      [{ ...DEFAULTS, service_bp: -5 }, { service_bp: ['El campo service bp debe estar entre 0 y 10000.'] }, 'es'],
      [{ ...DEFAULTS, service_bp: 12.5 }, { service_bp: ['The service bp field must be a whole number.'] }, 'en'],
      // A required tax needs a rate.
      [{ ...DEFAULTS, tax_required: true, tax_bp: 0 }, { tax_bp: ['El campo tax bp debe estar entre 1 y 10000.'] }, 'es'],
      [{ ...DEFAULTS, tax_required: 'yes' }, { tax_required: ['The tax required field is invalid.'] }, 'en'],
    ];
    for (const [body, errors, locale] of cases) {
      const res = await save(body, locale);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const { language: _omitted, ...noLanguage } = DEFAULTS;
    expect((await save(noLanguage)).json().errors).toEqual({ language: ['The language field is required.'] });
    expect(await row()).toEqual(before);
  });

  it("answers a caller that names no language in the company's language, and a caller that names one in theirs", async () => {
    const bare = () => server.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect((await bare()).json().message).toBe('No encontrado.');
    await save({ ...DEFAULTS, language: 'en' });
    expect((await bare()).json().message).toBe('Not found.');
    // A language we do not speak counts as none.
    expect((await server.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'fr-FR' } })).json().message).toBe('Not found.');
    expect((await server.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'es-MX,es;q=0.9' } })).json().message).toBe('No encontrado.');
    expect((await server.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'x-locale': 'es' } })).json().message).toBe('No encontrado.');
    // A device's refusal too.
    const device = await server.app.inject({ method: 'POST', url: '/api/devices/parkings/1/gates/1/events', headers: { 'x-device-key': 'demo-lot-1-key' }, payload: { event_id: 'lang-1', direction: 'out', plate: 'LANG001' } });
    expect(device.json().errors.direction).toEqual(['That gate is not an exit gate.']);
  });

  it("gives a new lot the company's time zone", async () => {
    await save({ ...DEFAULTS, time_zone: 'America/Tijuana' });
    const res = await as(server.app, parkingAdmin, {
      method: 'POST',
      url: '/api/parkings/register',
      headers: { 'x-locale': 'en' },
      payload: { name: 'Estacionamiento Tijuana', plaza_id: 2, address: 'Av. Revolución 100, Tijuana', number: '66 4123 4567', country_code: '+52', phone_public: true, location: '32.5149,-117.0382', schedules: [{ 0: false, 1: true, 2: true, 3: true, 4: true, 5: true, 6: false, start: '09:00', end: '21:00' }], prefix: 'TJ', optCovid: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await server.handle.db.select({ timeZone: parkings.timeZone }).from(parkings).where(eq(parkings.id, res.json().id)))[0].timeZone).toBe('America/Tijuana');
  });
});

describe('tax and service charge on new parking payments', () => {
  const quote = (phone: string) => as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/rate', payload: { phone }, headers: { 'x-locale': 'en' } });
  const checkout = (id: number) => as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/checkout', payload: { name: 'Carla Méndez', transaction_id: id, gate_out: 2, payment_kind: 'cash' }, headers: { 'x-locale': 'en' } });
  const rates = { taxRequired: true, taxBp: 1600, serviceBp: 1000, serviceBeforeTax: true };

  it('the defaults charge nothing on top: the quote is the tariff, the visit keeps zero charges', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CHG0001', phone: '8183000001', at: minutesAgo(95) });
    const q = (await quote('8183000001')).json();
    expect(q).toMatchObject({ service: 0, tax: 0, to_pay: q.subtotal });
    expect(q.subtotal).toBe(q.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0));
    expect((await checkout(q.id)).json().amount).toBe(q.subtotal);
    expect(await visitByPlate('CHG0001')).toMatchObject({ amount: q.subtotal, serviceCents: 0, taxCents: 0 });
  });

  it("the operator's quote and checkout add them; the visit, the dashboard's income and the transactions carry the total", async () => {
    await save(TAXED);
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CHG0002', phone: '8183000002', at: minutesAgo(95) });
    const q = (await quote('8183000002')).json();
    const expected = paymentCharges(q.subtotal, rates);
    expect(q.subtotal).toBeGreaterThan(0);
    expect(q).toMatchObject({ to_pay: expected.total, service: expected.service, tax: expected.tax });
    const done = await checkout(q.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().amount).toBe(expected.total);
    expect(await visitByPlate('CHG0002')).toMatchObject({ state: 'paid', amount: expected.total, serviceCents: expected.service, taxCents: expected.tax });
    const list = await as(server.app, parkingAdmin, { method: 'GET', url: '/api/parkings/1/transactions?search=CHG0002', headers: { 'x-locale': 'en' } });
    expect(list.json().data.data[0]).toMatchObject({ total: expected.total, service: expected.service, tax: expected.tax });
    const hours = await server.handle.db.select().from(visitHours).where(eq(visitHours.parkingId, 1));
    expect(hours.reduce((sum, h) => sum + h.income, 0)).toBeGreaterThanOrEqual(expected.total);
  });

  it('settings changed after the quote make it stale: the checkout is refused (quote_stale) and a new quote carries them', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CHG0003', phone: '8183000003', at: minutesAgo(200) });
    const q = (await quote('8183000003')).json();
    await save(TAXED);
    const stale = await checkout(q.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().reason).toBe('quote_stale');
    expect(await visitByPlate('CHG0003')).toMatchObject({ state: 'open', amount: null });
    const again = (await quote('8183000003')).json();
    expect(again.to_pay).toBe(paymentCharges(again.subtotal, rates).total);
    expect((await checkout(again.id)).json().amount).toBe(again.to_pay);
  });

  it("the barrier's card reader charges them too, with the service charge after tax when so set", async () => {
    await save({ ...TAXED, service_before_tax: false });
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CHG0004', at: minutesAgo(130) });
    const out = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'CHG0004', payment: 'card' });
    expect(out.statusCode).toBe(200);
    const v = await visitByPlate('CHG0004');
    const net = (v.quoteLines ?? []).reduce((sum, l) => sum + l.amount, 0);
    const expected = paymentCharges(net, { ...rates, serviceBeforeTax: false });
    expect(expected.service).toBeGreaterThan(0);
    expect(v).toMatchObject({ state: 'closed', paidBy: 'barrier', amount: expected.total, serviceCents: expected.service, taxCents: expected.tax });
  });
});

describe('GET|POST admin/settings/closings', () => {
  it('closes up to a past day, refuses the same day again, today or later, then reopens; each move an event with its note', async () => {
    const closed = await close({ lock_date: day(-10), note: 'Cierre de mes' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(validate(closed.json(), ClosedAnswer)[0]).toBeUndefined();
    expect(closed.json()).toMatchObject({
      message: `Closed up to ${day(-10)}: records dated on or before it can no longer be changed.`,
      data: { lock_date: day(-10) },
      closing: { from_date: null, to_date: day(-10), reopening: false, note: 'Cierre de mes', user: 'Ana Admin' },
    });
    expect((await row()).lockDate).toBe(day(-10));

    expect((await close({ lock_date: day(-10), note: 'Otra vez' })).json().errors).toEqual({ lock_date: ['The lock date field is the current one: choose another.'] });
    expect((await close({ lock_date: day(0), note: 'Hoy' }, 'es')).json().errors).toEqual({ lock_date: [`El campo lock date debe ser una fecha anterior a ${day(0)}.`] });
    expect((await close({ lock_date: day(3), note: 'Futuro' })).statusCode).toBe(422);
    expect((await close({ lock_date: '2026-02-30', note: 'Nada' })).json().errors).toEqual({ lock_date: ['The lock date field is invalid.'] });
    expect((await close({ lock_date: day(-12), note: '' })).json().errors).toEqual({ note: ['The note field is required.'] });
    expect((await close({ lock_date: day(-12) })).statusCode).toBe(422);

    const later = await close({ lock_date: day(-5), note: 'Cierre de semana' });
    expect(later.json().closing).toMatchObject({ from_date: day(-10), to_date: day(-5), reopening: false });
    const reopened = await close({ lock_date: day(-20), note: 'Corrección de una factura' }, 'es');
    expect(reopened.json()).toMatchObject({ message: `Reabierto: la fecha de cierre ahora es ${day(-20)}.`, closing: { from_date: day(-5), to_date: day(-20), reopening: true } });
    const none = await close({ lock_date: null, note: 'Sin cierre' });
    expect(none.json()).toMatchObject({ message: 'Reopened: no period is closed now.', data: { lock_date: null }, closing: { from_date: day(-20), to_date: null, reopening: true } });

    const list = await call(admin, 'GET', '/closings?per_page=5');
    expect(list.statusCode).toBe(200);
    expect(validate(list.json(), ClosingsAnswer)[0]).toBeUndefined();
    expect(list.json()).toMatchObject({ total: 4, page: 1, per_page: 5 });
    expect(list.json().data.map((c: { note: string }) => c.note)).toEqual(['Sin cierre', 'Corrección de una factura', 'Cierre de semana', 'Cierre de mes']);
    // A page past the end answers the last one.
    expect((await call(admin, 'GET', '/closings?per_page=5&page=2')).json()).toMatchObject({ page: 1, total: 4 });
    expect((await call(admin, 'GET', '/closings?per_page=5&q=cierre')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/closings?per_page=7')).json().errors).toEqual({ per_page: ['The selected per page is invalid.'] });
    expect((await server.handle.db.select().from(closingEvents)).map((e) => e.userId)).toEqual([DEMO.admin.id, DEMO.admin.id, DEMO.admin.id, DEMO.admin.id]);
  });

  it('is the nexo admin’s alone', async () => {
    for (const token of [parkingAdmin, operator]) {
      expect((await close({ lock_date: day(-3), note: 'Cierre' }, 'en', token)).statusCode).toBe(403);
      expect((await call(token, 'GET', '/closings')).statusCode).toBe(403);
    }
    expect((await row()).lockDate).toBeNull();
  });

  it('a closed day refuses a payment dated in it (409 periodLocked) through the API, and takes it again once reopened', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CLS0001', at: new Date(Date.now() - 9 * 86_400_000).toISOString() });
    expect((await close({ lock_date: day(-5), note: 'Cierre' })).statusCode).toBe(200);
    const paidThen = { direction: 'out', plate: 'CLS0001', payment: 'card', at: new Date(Date.now() - 8 * 86_400_000).toISOString() };
    const refused = await gateEvent(server.app, 1, 2, paidThen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toBe('period_locked');
    expect((await close({ lock_date: day(-30), note: 'Reapertura para cobrar' })).statusCode).toBe(200);
    expect((await gateEvent(server.app, 1, 2, paidThen)).statusCode).toBe(200);
  });
});
