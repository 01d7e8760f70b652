// Pensions (spec 3 §3, §5, §7): list, create, edit (_method put), delete; validation in es and en; the atomic
// save of a pension with its cars; plate uniqueness within a body and across the lot's pensions; tenants.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pensionCars, pensionEntrances, pensions } from '../../server/db/schema';
import { gateEvent, minutesAgo } from './parking-helpers';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let admin2: string;
let operator: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  admin2 = await tokenFor(server, 'parking2');
  operator = await tokenFor(server, 'operator');
});
afterAll(() => server.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'en') =>
  as(server.app, token, { method, url: `/api/parkings/${url}`, payload, headers: { 'x-locale': locale } });

const car = (plate: string, extra: object = {}) => ({ brand: 'Nissan', model: 'versa', color: 'blue', plate, ...extra });
const body = (cars: object[], extra: object = {}) => ({ first_name: 'juan carlos', lastname: 'de la garza', email: 'jc@example.mx', role: 'jefe de turno', cars, ...extra });
const pensionsOfLot = async (lot: number) => server.handle.db.select().from(pensions).where(eq(pensions.parkingId, lot));

describe('GET parkings/{id}/pensions', () => {
  it('lists the lot\'s pensions with their cars under data.data (spec 3 §7)', async () => {
    const res = await call(admin, 'GET', '1/pensions');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([
      { id: 1, first_name: 'Lucía', lastname: 'Garza', email: 'lucia.garza1@example.mx', role: 'Contadora', cars: [{ id: 1, plate: 'NXP1001', brand: 'Mazda', model: 'Mazda 3', color: 'red' }] },
    ]);
  });

  it("answers 404 for another tenant's lot and 403 without parking.dashboard", async () => {
    expect((await call(admin2, 'GET', '1/pensions')).statusCode).toBe(404);
    expect((await call(operator, 'GET', '1/pensions')).statusCode).toBe(403);
  });
});

describe('POST parkings/{id}/pensions', () => {
  it('creates a pension with two cars: names, role and model capitalised word by word, plates upper case', async () => {
    const res = await call(admin, 'POST', '1/pensions', body([car(' abc1234 '), car('xyz9876', { brand: 'Volvo', model: 'xc 40', color: 'white' })]));
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ first_name: 'Juan Carlos', lastname: 'De La Garza', email: 'jc@example.mx', role: 'Jefe De Turno' });
    expect(saved.cars.map((c: { plate: string; model: string; brand: string; color: string }) => [c.plate, c.brand, c.model, c.color])).toEqual([
      ['ABC1234', 'Nissan', 'Versa', 'blue'],
      ['XYZ9876', 'Volvo', 'Xc 40', 'white'],
    ]);
    const listed = (await call(admin, 'GET', '1/pensions')).json().data.data;
    expect(listed.find((p: { id: number }) => p.id === saved.id)).toEqual(saved);
  });

  it('refuses each field by the spec 3 §5 rules, in English', async () => {
    const res = await call(admin, 'POST', '1/pensions', { first_name: 'Al', lastname: '', email: 'nope', role: 'ab', cars: [{ brand: 'Yugo', model: 'x', color: 'pink', plate: 'AB12' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['The first name field must be at least 3 characters.'],
      lastname: ['The lastname field is required.'],
      email: ['The email field must be a valid email address.'],
      role: ['The role field must be at least 3 characters.'],
      'cars.0.brand': ['The selected cars.0.brand is invalid.'],
      'cars.0.model': ['The cars.0.model field must be at least 2 characters.'],
      'cars.0.color': ['The selected cars.0.color is invalid.'],
      'cars.0.plate': ['The cars.0.plate field must be at least 7 characters.'],
    });
    const long = await call(admin, 'POST', '1/pensions', body([car('LONG0001', { model: 'a model too long!' })]));
    expect(long.json().errors).toEqual({ 'cars.0.model': ['The cars.0.model field may not be greater than 15 characters.'] });
  });

  it('refuses in Spanish, and a pension without cars', async () => {
    const res = await call(admin, 'POST', '1/pensions', body([], { first_name: 'Al' }), 'es');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['El campo first name debe tener al menos 3 caracteres.'],
      cars: ['El campo cars es obligatorio.'],
    });
    expect(res.json().message).toBe('El campo first name debe tener al menos 3 caracteres.');
  });

  it('saves all or nothing: a duplicate plate in the second car leaves no pension', async () => {
    const before = (await pensionsOfLot(1)).length;
    const taken = await call(admin, 'POST', '1/pensions', body([car('NEW0001'), car('nxp1001')], { email: 'atomic@example.mx' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ 'cars.1.plate': ['The plate NXP1001 already belongs to a pension of this lot.'] });
    const repeated = await call(admin, 'POST', '1/pensions', body([car('NEW0001'), car('new0001')], { email: 'atomic@example.mx' }), 'es');
    expect(repeated.json().errors).toEqual({ 'cars.1.plate': ['La placa NEW0001 está repetida en esta pensión.'] });
    expect((await pensionsOfLot(1)).length).toBe(before);
    expect(await server.handle.db.select().from(pensionCars).where(eq(pensionCars.plate, 'NEW0001'))).toEqual([]);
  });

  it("a plate is unique per lot: another lot may hold it, and a refused save there adds nothing", async () => {
    const before = (await pensionsOfLot(2)).length;
    expect((await call(admin, 'POST', '2/pensions', body([car('NXP1001')]))).statusCode).toBe(200);
    const es = await call(admin, 'POST', '2/pensions', body([car('OTRA001'), car('NXP1001')]), 'es');
    expect(es.json().errors).toEqual({ 'cars.1.plate': ['La placa NXP1001 ya pertenece a una pensión de este estacionamiento.'] });
    expect((await pensionsOfLot(2)).length).toBe(before + 1);
  });

  it("answers 404 for another tenant's lot and 403 without parking.rates.add", async () => {
    expect((await call(admin2, 'POST', '1/pensions', body([car('TEN0001')]))).statusCode).toBe(404);
    expect((await call(operator, 'POST', '1/pensions', body([car('TEN0001')]))).statusCode).toBe(403);
  });
});

describe('PUT parkings/{id}/pensions/{pensionId}', () => {
  it('edits with _method=put: replaces the car list, keeps the e-mail, and may keep its own plates', async () => {
    const created = (await call(admin, 'POST', '1/pensions', body([car('EDT0001'), car('EDT0002')], { email: 'edit@example.mx' }))).json().data;
    const res = await call(admin, 'POST', `1/pensions/${created.id}`, { ...body([car('edt0002', { model: 'sentra' }), car('EDT0003')], { email: 'other@example.mx', role: 'supervisor' }), _method: 'put' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, email: 'edit@example.mx', role: 'Supervisor' });
    expect(res.json().data.cars.map((c: { plate: string; model: string }) => `${c.plate} ${c.model}`)).toEqual(['EDT0002 Sentra', 'EDT0003 Versa']);
    expect(await server.handle.db.select().from(pensionCars).where(eq(pensionCars.plate, 'EDT0001'))).toEqual([]);
  });

  it("refuses another pension's plate, changing nothing", async () => {
    const created = (await call(admin, 'PUT', '1/pensions/1', body([car('NXP1001')]))).json().data;
    expect(created.cars.map((c: { plate: string }) => c.plate)).toEqual(['NXP1001']);
    const res = await call(admin, 'PUT', '1/pensions/1', body([car('KEEP001'), car('EDT0003')]));
    expect(res.json().errors).toEqual({ 'cars.1.plate': ['The plate EDT0003 already belongs to a pension of this lot.'] });
    const after = (await call(admin, 'GET', '1/pensions')).json().data.data.find((p: { id: number }) => p.id === 1);
    expect(after.cars.map((c: { plate: string }) => c.plate)).toEqual(['NXP1001']);
    expect(after.first_name).toBe('Juan Carlos');
  });

  it("answers 404 for another lot's pension and another tenant's lot", async () => {
    expect((await call(admin, 'PUT', '1/pensions/3', body([car('LOT3001')]))).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '1/pensions/2', body([car('LOT2001')]))).statusCode).toBe(404);
    expect((await call(admin2, 'PUT', '1/pensions/1', body([car('LOT1001')]))).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '1/pensions/999', body([car('LOT9001')]))).statusCode).toBe(404);
  });
});

describe('DELETE parkings/{id}/pensions/{pensionId}', () => {
  it('deletes a pension softly: it leaves the list, its plate is free again, its entrances stay', async () => {
    const created = (await call(admin, 'POST', '1/pensions', body([car('DEL0001')], { email: 'del@example.mx' }))).json().data;
    expect((await gateEvent(server.app, 1, 1, { event_id: 'del-in-1', direction: 'in', plate: 'DEL0001', at: minutesAgo(30) })).statusCode).toBe(200);
    const res = await call(admin, 'DELETE', `1/pensions/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Deleted.' });
    expect((await call(admin, 'GET', '1/pensions')).json().data.data.some((p: { id: number }) => p.id === created.id)).toBe(false);
    expect(await server.handle.db.select().from(pensionEntrances).where(eq(pensionEntrances.pensionId, created.id))).toHaveLength(1);
    expect((await call(admin, 'DELETE', `1/pensions/${created.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', `1/pensions/${created.id}`, body([car('DEL0002')]))).statusCode).toBe(404);
    // The plate is free: a new pension takes it, and its next entrance belongs to the new pension.
    const again = (await call(admin, 'POST', '1/pensions', body([car('DEL0001')]))).json().data;
    expect((await gateEvent(server.app, 1, 1, { event_id: 'del-in-2', direction: 'in', plate: 'DEL0001', at: minutesAgo(5) })).statusCode).toBe(200);
    expect(await server.handle.db.select().from(pensionEntrances).where(eq(pensionEntrances.pensionId, again.id))).toHaveLength(1);
  });

  it("answers 404 for another lot's pension, another tenant's lot and with _method=delete", async () => {
    expect((await call(admin, 'DELETE', '1/pensions/3')).statusCode).toBe(404);
    expect((await call(admin2, 'DELETE', '1/pensions/1')).statusCode).toBe(404);
    expect((await call(admin, 'POST', '1/pensions/3', { _method: 'delete' })).statusCode).toBe(404);
    expect((await call(admin2, 'POST', '3/pensions/3', { _method: 'delete' })).json()).toMatchObject({ success: true });
    expect((await call(admin2, 'GET', '3/pensions')).json().data.data).toEqual([]);
  });
});
