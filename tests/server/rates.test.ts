import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { labelledLines, quote } from '../../src/domain/tariff';
import { feeSets, parkings, rateTimelines, specialRates } from '../../server/db/schema';
import { EMPTY_WEEK, loadLotRates } from '../../server/rates/lot-rates';
import { forget } from '../../server/cache/caches';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let admin2: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  admin2 = await tokenFor(server, 'parking2');
});
afterAll(() => server.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  as(server.app, token, { method, url: `/api/parkings/${url}`, payload, headers: { 'x-locale': 'en' } });

describe('time-fee sets', () => {
  it('creates a fee set from form text and lists it with rules as JSON text in cents', async () => {
    const res = await call(admin, 'POST', '1/times/new', { name: 'New Time Fee', rules: JSON.stringify([{ qty: 1, unit: 'hour', price: '$20.00' }, { qty: '15', unit: 'minute', price: '5.5' }]) });
    expect(res.statusCode).toBe(200);
    const index = (await call(admin, 'GET', '1/times/index')).json().data;
    const created = index.times.find((s: { name: string }) => s.name === 'New Time Fee');
    expect(JSON.parse(created.rules)).toEqual([{ qty: 1, unit: 'hour', price: 2000 }, { qty: 15, unit: 'minute', price: 550 }]);
    expect(index.times_g.id).toBe(1);
    expect(index.configs.maxRate).toEqual([{ unit: 'day', price: 12000 }]);
  });

  it('refuses quantities outside 1-60, bad prices, no rules and text that is not JSON', async () => {
    const bad = async (rules: string) => (await call(admin, 'POST', '1/times/new', { name: 'Broken', rules })).json();
    expect((await bad(JSON.stringify([{ qty: 61, unit: 'hour', price: '1.00' }]))).errors).toEqual({ 'rules.0.qty': ['The quantity must be between 1 and 60.'] });
    expect(Object.keys((await bad(JSON.stringify([{ qty: 1, unit: 'hour', price: '1.234' }]))).errors)).toEqual(['rules.0.price']);
    expect(Object.keys((await bad('[]')).errors)).toEqual(['rules']);
    expect(Object.keys((await bad('{nope')).errors)).toEqual(['rules']);
  });

  it("refuses to delete a fee set the timeline uses, and another lot's fee set is not found", async () => {
    expect((await call(admin, 'POST', '1/times/delete', { id: 11 })).json().errors.id).toEqual(['This rate is used in the weekly timeline: remove it from the timeline first.']);
    expect((await call(admin, 'POST', '1/times/delete', { id: 31 })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '1/times/edit', { id: 31, name: 'Stolen', rules: JSON.stringify([{ qty: 1, unit: 'hour', price: '1' }]) })).statusCode).toBe(404);
  });
});

describe('weekly timeline', () => {
  const save = (days: object, token = admin, path = '1/times/1/save') => call(token, 'POST', path, { times_configs: JSON.stringify(days) });

  it('saves the whole week', async () => {
    const res = await save({ 1: [{ from: '08:00', to: '20:00', fromID: 11 }], 0: [{ from: '09:00', to: '21:00', fromID: 12 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.days['1']).toEqual([{ from: '08:00', to: '20:00', fromID: 11, fromName: 'Tarifa general' }]);
    expect(res.json().data.days['2']).toEqual([]);
  });

  it('refuses overlap, from >= to, hours outside the schedule and fee sets of another lot, changing nothing', async () => {
    const before = (await call(admin, 'GET', '1/times/index')).json().data.times_g;
    const res = await save({
      1: [{ from: '08:00', to: '12:00', fromID: 11 }, { from: '11:00', to: '13:00', fromID: 11 }],
      2: [{ from: '10:00', to: '10:00', fromID: 11 }],
      3: [{ from: '05:00', to: '08:00', fromID: 11 }],
      4: [{ from: '08:00', to: '09:00', fromID: 31 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'times_configs.1.1': ['The periods overlap.'],
      'times_configs.2.0': ['The start must be before the end.'],
      'times_configs.3.0': ["The period is outside the lot's opening hours."],
      'times_configs.4.0': ['Choose one of the existing rates.'],
    });
    expect((await call(admin, 'GET', '1/times/index')).json().data.times_g).toEqual(before);
  });

  it("answers 404 for another lot's group and for another tenant's lot", async () => {
    expect((await save({}, admin, '1/times/2/save')).statusCode).toBe(404);
    expect((await save({}, admin2, '1/times/1/save')).statusCode).toBe(404);
  });
});

describe('lot configuration', () => {
  it('normalises prices and refuses a fifth row or a repeated unit', async () => {
    const ok = await call(admin, 'PUT', '2/configs', { isFractionaryOff: false, isCourtesy: true, isCourtesyAllMinutes: true, timeCourtesy: '00:10', maxRate: [{ unit: 'day', price: '$150.50' }, { unit: 'week', price: '700' }] });
    expect(ok.json().data.maxRate).toEqual([{ unit: 'day', price: 15050 }, { unit: 'week', price: 70000 }]);
    const dup = await call(admin, 'PUT', '2/configs', { isFractionaryOff: false, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00', maxRate: [{ unit: 'day', price: '1' }, { unit: 'day', price: '2' }] });
    expect(dup.json().errors).toEqual({ 'maxRate.1.unit': ['Each period can be used once.'] });
    const bad = await call(admin, 'PUT', '2/configs', { isFractionaryOff: false, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '25:00', maxRate: [] });
    expect(Object.keys(bad.json().errors)).toEqual(['timeCourtesy']);
  });
});

describe('special rates', () => {
  const body = {
    name: 'Navidad',
    typeTariff: 'per_day',
    access: 2,
    courtesy: { isCourtesy: false },
    dates: [{ from: '2030-12-24', to: '2030-12-25' }, { from: '2030-12-31', to: '2031-01-01' }],
    rules: { per_day: { price: '$80.00' }, discount: { discount: '50%' } },
  };

  it('creates with two date ranges, keeps only its type of rules, and lists it', async () => {
    const res = await call(admin, 'POST', '1/temporary-rates', body);
    expect(res.statusCode).toBe(200);
    const created = res.json().data.find((r: { name: string }) => r.name === 'Navidad');
    expect(created).toMatchObject({ access: 2, access_str: 'Acceso Sur', rules: { per_day: { price: 8000 } }, courtesy: { isCourtesy: false, timeCourtesy: '00:10' } });
    expect(created.rules.discount).toBeUndefined();
    expect(created.times_g.str_dates).toBe('2030-12-24 - 2030-12-25, 2030-12-31 - 2031-01-01');
  });

  it('refuses overlapping dates with the spec message, an access of another lot, and a discount over 100', async () => {
    const overlap = await call(admin, 'POST', '1/temporary-rates', { ...body, dates: [{ from: '2030-12-24', to: '2030-12-26' }, { from: '2030-12-26', to: '2030-12-27' }] });
    expect(overlap.json().errors).toEqual({ 'dates.1': ['Beware the dates overlap'] });
    const es = await as(server.app, admin, { method: 'POST', url: '/api/parkings/1/temporary-rates', payload: { ...body, dates: [{ from: '2030-12-24', to: '2030-12-26' }, { from: '2030-12-25', to: '2030-12-27' }] }, headers: { 'x-locale': 'es' } });
    expect(es.json().errors['dates.1']).toEqual(['Hay fechas repetidas']);
    expect(Object.keys((await call(admin, 'POST', '1/temporary-rates', { ...body, access: 4 })).json().errors)).toEqual(['access']);
    expect(Object.keys((await call(admin, 'POST', '1/temporary-rates', { ...body, typeTariff: 'discount', rules: { discount: { discount: '120%' } } })).json().errors)).toEqual(['rules.discount.discount']);
  });

  it('edits with _method=put and deletes with _method=delete', async () => {
    const edited = await call(admin, 'POST', '1/temporary-rates/1', { ...body, _method: 'put', name: 'Buen Fin Extendido' });
    expect(edited.json().data.find((r: { id: number }) => r.id === 1).name).toBe('Buen Fin Extendido');
    const deleted = await call(admin, 'POST', '1/temporary-rates/1', { _method: 'delete' });
    expect(deleted.json().data.some((r: { id: number }) => r.id === 1)).toBe(false);
    expect((await call(admin, 'POST', '1/temporary-rates/3', { _method: 'delete' })).statusCode).toBe(404);
  });
});

describe('POST rates/quote', () => {
  it("answers the engine's quote with the lot's rates", async () => {
    const stay = { entry: '2030-01-07T15:00:00Z', exit: '2030-01-07T17:10:00Z', access: 1 };
    const res = await call(admin2, 'POST', '3/rates/quote', { ...stay, access: 4 });
    expect(res.statusCode).toBe(200);
    const expected = quote({ ...(await loadLotRates(server.handle.db, 3)), entry: stay.entry, exit: stay.exit, accessId: 4 });
    expect(res.json().data).toEqual({ ...expected, lines: labelledLines(expected.lines, 'en') });
    expect(expected.total).toBeGreaterThan(0);
  });

  it("words the lines in the caller's language beside their kind and params", async () => {
    const stay = { entry: '2030-01-07T15:00:00Z', exit: '2030-01-07T17:10:00Z', access: 4 };
    const es = await as(server.app, admin2, { method: 'POST', url: '/api/parkings/3/rates/quote', payload: stay, headers: { 'x-locale': 'es' } });
    const [line] = es.json().data.lines;
    expect(line).toMatchObject({ kind: 'segment', params: { name: expect.any(String) } });
    expect(line.label).toBe(`Tarifa · ${line.params.name}`);
    const en = (await call(admin2, 'POST', '3/rates/quote', stay)).json().data.lines[0];
    expect(en.label).toBe(`Fee · ${line.params.name}`);
  });

  it('refuses instants that are not ISO-8601 and accesses of another lot', async () => {
    expect(Object.keys((await call(admin, 'POST', '1/rates/quote', { entry: 'yesterday', exit: '2030-01-07T17:10:00Z', access: 1 })).json().errors)).toEqual(['entry']);
    expect(Object.keys((await call(admin, 'POST', '1/rates/quote', { entry: '2030-01-07T15:00:00Z', exit: '2030-01-07T17:10:00Z', access: 4 })).json().errors)).toEqual(['access']);
  });
});

describe("a lot's rates can only be saved in a state the engine can quote", () => {
  const lot2 = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, locale = 'en') =>
    as(server.app, admin, { method, url: `/api/parkings/2/${path}`, payload, headers: { 'x-locale': locale } });
  const index = async () => (await lot2('GET', 'times/index')).json().data;
  const specials = async () => (await server.handle.db.select().from(specialRates).where(eq(specialRates.parkingId, 2)));
  const stay = { entry: '2030-01-07T15:00:00Z', exit: '2030-01-07T17:10:00Z', access: 3 };
  const quotable = async () => (await lot2('POST', 'rates/quote', stay)).statusCode;
  const rules = (price: string) => JSON.stringify([{ qty: 1, unit: 'hour', price }]);
  const perDay = (price: string) => ({ name: 'Feria', typeTariff: 'per_day', access: -1, courtesy: { isCourtesy: false }, dates: [{ from: '2030-10-01', to: '2030-10-03' }], rules: { per_day: { price } } });

  it('refuses an empty week with 422 in the caller\'s language, and keeps the week it had', async () => {
    const before = await index();
    const en = await lot2('POST', 'times/2/save', { times_configs: '{}' });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The weekly timeline has no periods: add at least one period with a time fee.',
      errors: { timeline: ['The weekly timeline has no periods: add at least one period with a time fee.'] },
    });
    const es = await lot2('POST', 'times/2/save', { times_configs: JSON.stringify({ 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] }) }, 'es');
    expect(es.statusCode).toBe(422);
    expect(es.json().message).toBe('La semana no tiene periodos: agrega al menos un periodo con una tarifa por tiempo.');
    expect(await index()).toEqual(before);
    expect(await quotable()).toBe(200);
  });

  it('refuses a time fee the engine cannot price, new or edited, naming the rule, and saves nothing', async () => {
    const before = await index();
    const created = await lot2('POST', 'times/new', { name: 'Carísima', rules: rules('$20,000,000.00') });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ 'rules.0.price': ['In time fee “Carísima”, rule 1, the price must be from MXN 0.00 to MXN 10,000,000.00.'] });
    const edited = await lot2('POST', 'times/edit', { id: 21, name: 'Tarifa general', rules: rules('10000000.01') }, 'es');
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ 'rules.0.price': ['En la tarifa por tiempo «Tarifa general», regla 1, el precio debe ser de MXN 0.00 a MXN 10,000,000.00.'] });
    expect(await index()).toEqual(before);
    expect(await quotable()).toBe(200);
  });

  it('refuses a special rate the engine cannot price, new or edited, and saves nothing', async () => {
    const before = await specials();
    const created = await lot2('POST', 'temporary-rates', perDay('$10,000,000.01'));
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ 'rules.per_day.price': ['In special rate “Feria”, the price must be from MXN 0.00 to MXN 10,000,000.00.'] });
    const custom = { ...perDay('1'), typeTariff: 'custom', rules: { custom: [{ qty: 1, unit: 'hour', price: '1' }, { qty: 1, unit: 'day', price: '99999999' }] } };
    const edited = await lot2('PUT', 'temporary-rates/2', custom, 'es');
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ 'rules.custom.1.price': ['En la tarifa especial «Feria», regla 2, el precio debe ser de MXN 0.00 a MXN 10,000,000.00.'] });
    expect(await specials()).toEqual(before);
  });

  it('says what to fix in a discount out of range, with its numbers', async () => {
    const res = await lot2('POST', 'temporary-rates', { ...perDay('1'), typeTariff: 'discount', rules: { discount: { discount: '120%' } } });
    expect(res.json().errors).toEqual({ 'rules.discount.discount': ['The discount field must be between 1 and 100.'] });
    const es = await lot2('POST', 'temporary-rates', { ...perDay('1'), typeTariff: 'discount', rules: { discount: { discount: '0' } } }, 'es');
    expect(es.json().errors).toEqual({ 'rules.discount.discount': ['El campo discount debe estar entre 1 y 100.'] });
  });

  it('refuses any write while other rates of the lot are broken, naming them, until they are fixed', async () => {
    // Data broken in the database (not through the API): a special rate with a price the engine refuses.
    await server.handle.db.update(specialRates).set({ typeTariff: 'per_day', rules: { per_day: { price: 2_000_000_000 } } }).where(eq(specialRates.id, 2));
    const configsBefore = (await server.handle.db.select().from(parkings).where(eq(parkings.id, 2)))[0];
    const configs = await lot2('PUT', 'configs', { isFractionaryOff: false, isCourtesy: false, isCourtesyAllMinutes: false, timeCourtesy: '00:00', maxRate: [] });
    expect(configs.statusCode).toBe(422);
    expect(configs.json()).toEqual({
      message: 'In special rate “Buen Fin”, the price must be from MXN 0.00 to MXN 10,000,000.00.',
      errors: { 'specialRates.0.rules.per_day.price': ['In special rate “Buen Fin”, the price must be from MXN 0.00 to MXN 10,000,000.00.'] },
    });
    expect((await server.handle.db.select().from(parkings).where(eq(parkings.id, 2)))[0]).toEqual(configsBefore);
    // Fixing the broken rate itself is a write that leaves the lot quotable.
    const fixed = await lot2('PUT', 'temporary-rates/2', perDay('$80.00'));
    expect(fixed.statusCode).toBe(200);
    expect(await quotable()).toBe(200);
  });

  it('lets a lot whose week was never set hold time fees and settings, and its first week must have periods', async () => {
    const [timeline] = await server.handle.db.select().from(rateTimelines).where(eq(rateTimelines.parkingId, 2));
    await server.handle.db.update(rateTimelines).set({ days: EMPTY_WEEK }).where(eq(rateTimelines.parkingId, 2));
    forget(server.handle.db, { topic: 'lot', id: 2 });
    const quote = await lot2('POST', 'rates/quote', stay);
    expect(quote.statusCode).toBe(422);
    expect(quote.json().errors).toEqual({ timeline: ['The weekly timeline has no periods: add at least one period with a time fee.'] });
    const created = await lot2('POST', 'times/new', { name: 'Primera', rules: rules('20.00') });
    expect(created.statusCode).toBe(200);
    expect((await lot2('POST', 'times/2/save', { times_configs: '{}' })).statusCode).toBe(422);
    const week = { 1: [{ from: '08:00', to: '22:00', fromID: created.json().data.id }] };
    expect((await lot2('POST', 'times/2/save', { times_configs: JSON.stringify(week) })).statusCode).toBe(200);
    expect(await quotable()).toBe(200);
    await server.handle.db.update(rateTimelines).set({ days: timeline.days }).where(eq(rateTimelines.parkingId, 2));
    forget(server.handle.db, { topic: 'lot', id: 2 });
  });

  it('serialises a time-fee delete and a week save fired together: one wins, and the lot stays quotable', async () => {
    // Each round fires both, one or the other first, the second a few event-loop turns later. With the check outside
    // the writing transaction both passed on PostgreSQL (npm run test:pg) and the week named a deleted time fee.
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    for (let round = 0; round < 10; round++) {
      const created = (await lot2('POST', 'times/new', { name: `Carrera ${round}`, rules: rules('30.00') })).json().data;
      const days = (await index()).times_g.days as Record<string, { from: string; to: string; fromID: number }[]>;
      const week = { ...days, 1: [{ from: '08:00', to: '22:00', fromID: created.id }] };
      const remove = () => lot2('POST', 'times/delete', { id: created.id });
      const save = () => lot2('POST', 'times/2/save', { times_configs: JSON.stringify(week) });
      const [first, second] = round % 2 === 0 ? [remove, save] : [save, remove];
      const one = first();
      for (let i = 0; i < Math.floor(round / 2); i++) await tick();
      const answers = await Promise.all([one, second()]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
      const ids = new Set((await server.handle.db.select({ id: feeSets.id }).from(feeSets).where(eq(feeSets.parkingId, 2))).map((r) => r.id));
      const [saved] = await server.handle.db.select().from(rateTimelines).where(eq(rateTimelines.parkingId, 2));
      expect(Object.values(saved.days).flat().every((p) => ids.has(p.feeSetId))).toBe(true);
      expect(await quotable()).toBe(200);
    }
  });
});
