// A parking administrator's lots (issue 16 item 1, spec 3 §2 Properties, §3 Parking lot, §5 Parking lot, §7 Parking
// lots): the plazas, a new lot that is usable at once (its access and two gates, its device key shown once and
// taking an entry, in the admin's lot list and session at once), the edit, the key's rotation, every rule
// refused with 422 in the caller's language and nothing written, the status switch's permission, the operator
// refused and another tenant's lot 404.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { LotListAnswer, LotRegisterAnswer, type LotProperties } from '../../src/contracts/lot.struct';
import { accesses, gates, parkings, userParkings, visits } from '../../server/db/schema';
import { hashToken } from '../../server/auth/tokens';
import { cachesOf } from '../../server/cache/caches';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart, type MultipartFile } from './multipart';

let server: TestServer;
let admin: string;
let otherAdmin: string;
let operator: string;

const weekdays = (days: number[]) => Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), days.includes(d)]));
const row = (days: number[], start = '09:00:00', end = '21:00:00') => ({ ...weekdays(days), start, end });

const lotBody = (over: Record<string, unknown> = {}) => ({
  name: 'Estacionamiento Centro',
  plaza_id: 2,
  address: 'Av. Juárez 200, Monterrey',
  number: '81 1234 5678',
  country_code: '+52',
  phone_public: true,
  location: '25.6816,-100.2945',
  schedules: [row([1, 2, 3, 4, 5]), row([0, 6], '10:00', '14:00')],
  prefix: 'ec',
  optCovid: true,
  ...over,
});

const register = (token: string, body: unknown, locale = 'en') =>
  as(server.app, token, { method: 'POST', url: '/api/parkings/register', payload: body as object, headers: { 'x-locale': locale } });
const edit = (token: string, lot: number, body: unknown, locale = 'en') =>
  as(server.app, token, { method: 'PUT', url: `/api/parkings/${lot}`, payload: body as object, headers: { 'x-locale': locale } });
const lotCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from parkings`)) as unknown as { rows: { n: string }[] }).rows[0].n);
const lotRow = async (id: number) => (await server.handle.db.select().from(parkings).where(eq(parkings.id, id)))[0];
const entry = (lot: number, gate: number, key: string, eventId: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/devices/parkings/${lot}/gates/${gate}/events`,
    headers: { 'x-device-key': key },
    payload: { event_id: eventId, direction: 'in', plate: 'NEW1234' },
  });

const photo = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 30 } } })
    .png()
    .toBuffer();
const image = (field: string, bytes: Buffer, filename = 'fachada.png'): MultipartFile => ({ field, filename, contentType: 'image/png', bytes });
/** The lot as multipart fields: the schedules as JSON text. */
const formOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean).toString()]));
function sendForm(token: string, method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, files: MultipartFile[]) {
  const form = multipart(formOf(body), files);
  return as(server.app, token, { method, url, payload: form.payload, headers: { ...form.headers, 'x-locale': 'en' } });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  otherAdmin = await tokenFor(server, 'parking2');
  operator = await tokenFor(server, 'operator');
});
afterAll(() => server.close());

describe('plazas', () => {
  it('lists every plaza by name', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: '/api/plazas/1/name/asc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 1, name: 'Plaza Fundadores' },
      { id: 2, name: 'Plaza Valle' },
    ]);
  });
});

describe('a new lot', () => {
  let created: { id: number; device_key: string; data: LotProperties[] };

  beforeAll(async () => {
    // The session's lots are read (and cached) before the lot exists.
    expect((await as(server.app, admin, { method: 'GET', url: '/api/parkings' })).json().data.map((l: { id: number }) => l.id)).toEqual([1, 2]);
    const res = await register(admin, lotBody());
    expect(res.statusCode, res.body).toBe(200);
    const [err] = validate(res.json(), LotRegisterAnswer);
    expect(err).toBeUndefined();
    created = res.json();
  });

  it("answers the admin's lots with the new one as saved, and its device key once", async () => {
    expect(created.data.map((l) => l.id)).toEqual([1, 2, created.id]);
    const lot = created.data.find((l) => l.id === created.id);
    expect(lot).toEqual({
      id: created.id,
      name: 'Estacionamiento Centro',
      plaza_id: 2,
      plaza_name: 'Plaza Valle',
      address: 'Av. Juárez 200, Monterrey',
      number: '8112345678',
      country_code: '52',
      phone_public: true,
      location: '25.6816,-100.2945',
      schedules: [row([0, 6], '10:00:00', '14:00:00'), row([1, 2, 3, 4, 5])],
      url_storefront: null,
      url_location_map: null,
      status: 1,
      prefix: 'EC',
      optCovid: true,
      time_zone: 'America/Monterrey',
    });
    expect(created.device_key.length).toBeGreaterThanOrEqual(40);
    const stored = await lotRow(created.id);
    expect(stored.deviceKeyHash).toBe(hashToken(created.device_key));
    expect(JSON.stringify(stored)).not.toContain(created.device_key);
    // Read back, the key is never shown again.
    const listed = await as(server.app, admin, { method: 'GET', url: '/api/parkings/properties' });
    expect(listed.body).not.toContain(created.device_key);
    expect(validate(listed.json(), LotListAnswer)[0]).toBeUndefined();
    expect(listed.json().data).toEqual(created.data);
  });

  it('is linked to the admin and starts with one access holding an entry and an exit gate', async () => {
    const links = await server.handle.db.select().from(userParkings).where(eq(userParkings.parkingId, created.id));
    expect(links).toEqual([{ userId: 2, parkingId: created.id }]);
    const access = await server.handle.db.select().from(accesses).where(eq(accesses.parkingId, created.id));
    expect(access).toHaveLength(1);
    const lotGates = await server.handle.db.select().from(gates).where(eq(gates.parkingId, created.id));
    expect(lotGates.map((g) => [g.accessId, g.type, g.code])).toEqual([
      [access[0].id, 1, 'EC-E1'],
      [access[0].id, 2, 'EC-S1'],
    ]);
    const res = await as(server.app, admin, { method: 'GET', url: `/api/parkings/${created.id}/access` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].gates.map((g: { type: number }) => g.type)).toEqual([1, 2]);
  });

  it("shows at once in the admin's lot carousel (the session's lots), not in another admin's", async () => {
    const mine = await as(server.app, admin, { method: 'GET', url: '/api/parkings' });
    expect(mine.json().data.map((l: { id: number }) => l.id)).toEqual([1, 2, created.id]);
    expect(mine.json().data[2]).toMatchObject({ name: 'Estacionamiento Centro', prefix: 'EC', time_zone: 'America/Monterrey' });
    const theirs = await as(server.app, otherAdmin, { method: 'GET', url: '/api/parkings' });
    expect(theirs.json().data.map((l: { id: number }) => l.id)).toEqual([3]);
  });

  it("is read by every GET of the admin's lot routes (dashboard, rates, operators...) without a server error", async () => {
    const reads = server.app.routeTable.filter((r) => r.method === 'GET' && r.auth === 'user' && r.tenant.kind === 'parking');
    expect(reads.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of reads) {
      const example = 'skip' in route.example ? route.sample : route.example;
      const query = example?.({ parkingId: created.id, shopId: 1, branchId: 1, userId: 2, sessionId: 0, provider: 'parking', requestId: 1, offerId: 1 }).query;
      const param = route.tenant.kind === 'parking' ? route.tenant.param : '';
      const url = route.url.replace(`:${param}`, String(created.id));
      if (url.includes(':')) continue;
      const res = await as(server.app, admin, { method: 'GET', url, query });
      if (res.statusCode >= 500 || res.statusCode === 404) failures.push(`${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('takes an entry from a device with the shown key, and refuses a wrong key', async () => {
    const [entryGate] = await server.handle.db.select().from(gates).where(eq(gates.parkingId, created.id));
    expect((await entry(created.id, entryGate.id, 'demo-lot-1-key', 'new-lot-0')).statusCode).toBe(401);
    const res = await entry(created.id, entryGate.id, created.device_key, 'new-lot-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'visit', state: 'open' });
  });

  it('rotates its key: the new one is shown once and works, the old one stops at once', async () => {
    const [entryGate] = await server.handle.db.select().from(gates).where(eq(gates.parkingId, created.id));
    // The old key's lot is in the cache now (the entry above).
    const res = await as(server.app, admin, { method: 'POST', url: `/api/parkings/${created.id}/device-key`, headers: { 'x-locale': 'es' } });
    expect(res.statusCode).toBe(200);
    const { device_key: key, message } = res.json() as { device_key: string; message: string };
    expect(message).toContain('solo se muestra esta vez');
    expect(key).not.toBe(created.device_key);
    expect((await lotRow(created.id)).deviceKeyHash).toBe(hashToken(key));
    expect((await entry(created.id, entryGate.id, created.device_key, 'new-lot-2')).statusCode).toBe(401);
    // Past the key: the plate is already inside (the entry above).
    const again = await entry(created.id, entryGate.id, key, 'new-lot-2');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La placa NEW1234 ya está dentro.');
  });

  it("refuses a rotation of another tenant's lot (404) and an operator's (403)", async () => {
    const before = (await lotRow(3)).deviceKeyHash;
    expect((await as(server.app, admin, { method: 'POST', url: '/api/parkings/3/device-key' })).statusCode).toBe(404);
    expect((await as(server.app, operator, { method: 'POST', url: '/api/parkings/1/device-key' })).statusCode).toBe(403);
    expect((await lotRow(3)).deviceKeyHash).toBe(before);
  });
});

describe("a new lot's rates", () => {
  it('quotes and takes a card exit at once with the default rates: 20.00 an hour, 120.00 a day, no courtesy', async () => {
    const res = await register(admin, lotBody({ prefix: 'DEF', location: '25.7,-100.3' }));
    expect(res.statusCode, res.body).toBe(200);
    const lotId = (res.json() as { id: number }).id;
    const key = (res.json() as { device_key: string }).device_key;
    // The rates screen reads one fee set charged through the lot's whole week.
    const rates = (await as(server.app, admin, { method: 'GET', url: `/api/parkings/${lotId}/times/index`, headers: { 'x-locale': 'en' } })).json().data;
    expect(rates.times.map((s: { name: string; rules: string }) => [s.name, JSON.parse(s.rules)])).toEqual([['General rate', [{ qty: 1, unit: 'hour', price: 2000 }]]]);
    expect(rates.configs).toMatchObject({ isCourtesy: false, timeCourtesy: '00:00', maxRate: [{ unit: 'day', price: 12000 }] });
    const [entryGate, exitGate] = await server.handle.db.select().from(gates).where(eq(gates.parkingId, lotId)).orderBy(gates.id);
    const event = (gate: number, body: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: `/api/devices/parkings/${lotId}/gates/${gate}/events`, headers: { 'x-device-key': key }, payload: body });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    expect((await event(entryGate.id, { event_id: 'def-in', direction: 'in', plate: 'DEF1234', at: at(90) })).statusCode).toBe(200);
    const exit = await event(exitGate.id, { event_id: 'def-out', direction: 'out', plate: 'DEF1234', payment: 'card', at: at(0) });
    expect(exit.statusCode, exit.body).toBe(200);
    // An hour and a half is two whole hours.
    expect(exit.json().data).toMatchObject({ state: 'closed' });
    const [visit] = await server.handle.db.select().from(visits).where(eq(visits.id, exit.json().data.id));
    expect([visit.amount, visit.paidBy]).toEqual([4000, 'barrier']);
    // The session's lots carry the pin, for the special-rate screens' map.
    const carousel = await as(server.app, admin, { method: 'GET', url: '/api/parkings' });
    expect(carousel.json().data.find((l: { id: number }) => l.id === lotId)).toMatchObject({ prefix: 'DEF', location: '25.7,-100.3' });
  });
});

describe('editing a lot', () => {
  it("saves the properties and answers the admin's lots; the time zone, key and accesses stay", async () => {
    const before = await lotRow(2);
    const res = await edit(admin, 2, lotBody({ name: 'Fundadores Sur 2', prefix: 'PS', plaza_id: 1, schedules: [row([0, 1, 2, 3, 4, 5, 6], '08:00', '22:00')], phone_public: false }));
    expect(res.statusCode, res.body).toBe(200);
    const lot = (res.json().data as LotProperties[]).find((l) => l.id === 2);
    expect(lot).toMatchObject({ name: 'Fundadores Sur 2', prefix: 'PS', plaza_name: 'Plaza Fundadores', phone_public: false, status: 1, schedules: [row([0, 1, 2, 3, 4, 5, 6], '08:00:00', '22:00:00')] });
    const after = await lotRow(2);
    expect(after.timeZone).toBe(before.timeZone);
    expect(after.deviceKeyHash).toBe(before.deviceKeyHash);
    expect(after.schedulesOpt).toEqual([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '22:00' })));
    // The carousel sees the new name at once (the lot's cache was forgotten).
    const carousel = await as(server.app, admin, { method: 'GET', url: '/api/parkings' });
    expect(carousel.json().data.find((l: { id: number }) => l.id === 2).name).toBe('Fundadores Sur 2');
  });

  it("answers 404 for another tenant's lot and 403 for the operator, changing nothing", async () => {
    const before = await lotRow(3);
    expect((await edit(admin, 3, lotBody({ prefix: 'VO' }))).statusCode).toBe(404);
    expect((await edit(admin, 999_999, lotBody({ prefix: 'ZZ' }))).statusCode).toBe(404);
    expect((await edit(operator, 1, lotBody({ prefix: 'PF' }))).statusCode).toBe(403);
    expect((await register(operator, lotBody({ prefix: 'OP' }))).statusCode).toBe(403);
    expect(await lotRow(3)).toEqual(before);
  });

  it('refuses a status change without nexo.request.accepted, and keeps an unchanged status', async () => {
    expect((await edit(admin, 1, lotBody({ prefix: 'PF', status: 2 }))).statusCode).toBe(403);
    expect((await lotRow(1)).status).toBe(1);
    expect((await edit(admin, 1, lotBody({ prefix: 'PF', status: 1 }))).statusCode).toBe(200);
    expect((await register(admin, lotBody({ prefix: 'IN', status: 2 }))).statusCode).toBe(403);
  });
});

describe('images', () => {
  it('takes the storefront and location-map images as multipart, cropped to 900x508, readable by the lot', async () => {
    const files = [image('url_storefront', await photo(1800, 1200)), image('url_location_map', await photo(600, 400), 'mapa.png')];
    const res = await sendForm(admin, 'POST', '/api/parkings/register', lotBody({ prefix: 'IMG' }), files);
    expect(res.statusCode, res.body).toBe(200);
    const lot = (res.json().data as LotProperties[]).find((l) => l.id === res.json().id)!;
    expect(lot.schedules).toEqual([row([0, 6], '10:00:00', '14:00:00'), row([1, 2, 3, 4, 5])]);
    for (const address of [lot.url_storefront, lot.url_location_map]) {
      expect(address).toMatch(new RegExp(`^/api/parkings/${lot.id}/files/[0-9a-f]{64}\\.png$`));
      const read = await as(server.app, admin, { method: 'GET', url: address! });
      expect(read.statusCode).toBe(200);
      expect(await sharp(read.rawPayload).metadata()).toMatchObject({ width: 900, height: 508 });
      expect((await as(server.app, otherAdmin, { method: 'GET', url: address! })).statusCode).toBe(404);
    }
    // An edit without images keeps them; with one, replaces only that one.
    const kept = await sendForm(admin, 'PUT', `/api/parkings/${lot.id}`, lotBody({ prefix: 'IMG', name: 'Con imagenes' }), []);
    expect(kept.statusCode, kept.body).toBe(200);
    const keptLot = (kept.json().data as LotProperties[]).find((l) => l.id === lot.id)!;
    expect([keptLot.name, keptLot.url_storefront, keptLot.url_location_map]).toEqual(['Con imagenes', lot.url_storefront, lot.url_location_map]);
    const replaced = await sendForm(admin, 'PUT', `/api/parkings/${lot.id}`, lotBody({ prefix: 'IMG' }), [image('url_location_map', await photo(900, 900, 40))]);
    const replacedLot = (replaced.json().data as LotProperties[]).find((l) => l.id === lot.id)!;
    expect(replacedLot.url_storefront).toBe(lot.url_storefront);
    expect(replacedLot.url_location_map).not.toBe(lot.url_location_map);
  });

  it('refuses bytes that are no picture with 422 on the field, writing nothing', async () => {
    const before = await lotCount();
    const fake = image('url_storefront', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 1)]));
    const res = await sendForm(admin, 'POST', '/api/parkings/register', lotBody({ prefix: 'FAKE' }), [fake]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url_storefront).toEqual(['The file must be a PNG, JPEG or WebP image.']);
    expect(await lotCount()).toBe(before);
    const lot1 = await lotRow(1);
    expect((await sendForm(admin, 'PUT', '/api/parkings/1', lotBody({ prefix: 'PF' }), [{ ...fake, field: 'url_location_map' }])).statusCode).toBe(422);
    expect(await lotRow(1)).toEqual(lot1);
  });

  it('refuses schedules sent as text that is no JSON list', async () => {
    const res = await sendForm(admin, 'POST', '/api/parkings/register', { ...lotBody({ prefix: 'TXT' }), schedules: 'lunes' }, []);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['schedules']);
  });
});

describe('rules', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['a short name', { name: 'Abc' }, 'name', 'The name field must be at least 4 characters.', 'El campo name debe tener al menos 4 caracteres.'],
    ['a short address', { address: 'Av. 1' }, 'address', 'The address field must be at least 6 characters.', 'El campo address debe tener al menos 6 caracteres.'],
    ['a short phone', { number: '811234' }, 'number', 'The number field must have 10 to 15 digits.', 'El campo number debe tener de 10 a 15 dígitos.'],
    ['a phone with letters', { number: '81123456AB' }, 'number', 'The number field is invalid.', 'El campo number no es válido.'],
    ['an unknown dialling code', { country_code: '999' }, 'country_code', 'The selected country code is invalid.', 'El valor seleccionado en country code no es válido.'],
    [
      'a location out of range',
      { location: '95.1,-100.2' },
      'location',
      'The location field must be a latitude and longitude ("lat,lng") within their ranges.',
      'El campo location debe ser una latitud y longitud ("lat,lng") dentro de sus rangos.',
    ],
    [
      'overlapping weekdays',
      { schedules: [row([1, 2, 3]), row([3, 4], '10:00', '12:00')] },
      'schedules.1',
      'A weekday in schedules.1 is already in another schedule row.',
      'Un día de la semana en schedules.1 ya está en otra fila de horario.',
    ],
    ['a row without weekdays', { schedules: [row([])] }, 'schedules.0', 'Choose at least one weekday in schedules.0.', 'Elige al menos un día de la semana en schedules.0.'],
    [
      'a start after the end',
      { schedules: [row([1], '21:00', '09:00')] },
      'schedules.0.end',
      'The schedules.0.end field must be a time after start.',
      'El campo schedules.0.end debe ser una hora posterior a start.',
    ],
    ['a start equal to the end', { schedules: [row([1], '09:00', '09:00:00')] }, 'schedules.0.end', 'The schedules.0.end field must be a time after start.', 'El campo schedules.0.end debe ser una hora posterior a start.'],
    ['a time that is none', { schedules: [row([1], '25:00', '26:00')] }, 'schedules.0.start', 'The schedules.0.start field must be a time of day (HH:MM).', 'El campo schedules.0.start debe ser una hora del día (HH:MM).'],
    ['no schedule', { schedules: [] }, 'schedules', 'The schedules field is required.', 'El campo schedules es obligatorio.'],
    ['a prefix with symbols', { prefix: 'P-1' }, 'prefix', 'The prefix field may have only upper-case letters and digits.', 'El campo prefix solo puede tener letras mayúsculas y dígitos.'],
    ["another lot's prefix", { prefix: 'vo' }, 'prefix', 'The prefix VO already belongs to another lot.', 'El prefijo VO ya pertenece a otro estacionamiento.'],
    ['an unknown plaza', { plaza_id: 99 }, 'plaza_id', 'The selected plaza id is invalid.', 'El valor seleccionado en plaza id no es válido.'],
    ['a status that is none', { status: 3 }, 'status', 'The status field must be between 1 and 2.', 'El campo status debe estar entre 1 y 2.'],
  ];

  it.each(cases)('refuses %s with 422 in the caller language, writing nothing', async (_what, over, field, en, es) => {
    const before = await lotCount();
    const lot1 = await lotRow(1);
    for (const [locale, message] of [['en', en], ['es', es]] as const) {
      const res = await register(admin, lotBody({ prefix: 'RQ', ...over }), locale);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
      const edited = await edit(admin, 1, lotBody({ prefix: 'PF', ...over }), locale);
      expect(edited.statusCode, edited.body).toBe(422);
      expect(edited.json().errors[field]).toEqual([message]);
    }
    expect(await lotCount()).toBe(before);
    expect(await lotRow(1)).toEqual(lot1);
  });

  it("announces a new lot, its gates and the admin's sessions to every process sharing the database", async () => {
    const heard: string[] = [];
    const caches = cachesOf(server.handle.db)!;
    const stops = (['lot', 'gates', 'sessions'] as const).map((topic) => caches.on(topic, (id) => heard.push(`${topic} ${id}`)));
    try {
      const res = await register(admin, lotBody({ prefix: 'NOTE' }));
      expect(res.statusCode).toBe(200);
      const id = res.json().id as number;
      const want = [`lot ${id}`, `gates ${id}`, 'sessions 2'];
      // Once forgotten here at once, once more when PostgreSQL delivers the NOTIFY sent in the transaction.
      const until = Date.now() + 3_000;
      while (Date.now() < until && heard.length < 2 * want.length) await new Promise((r) => setTimeout(r, 20));
      expect([...heard].sort()).toEqual([...want, ...want].sort());
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('lets a lot keep its own prefix, and takes two racing registrations of one prefix once', async () => {
    expect((await edit(admin, 1, lotBody({ prefix: 'pf' }))).statusCode).toBe(200);
    const [a, b] = await Promise.all([register(admin, lotBody({ prefix: 'RACE' })), register(otherAdmin, lotBody({ prefix: 'RACE' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    expect([a, b].find((r) => r.statusCode === 422)?.json().errors.prefix).toEqual(['The prefix RACE already belongs to another lot.']);
  });
});
