// A shop's stores (issue 18 item 2; spec 3 §2 store add/update, §3 Branch/store, §4 store status and phone): the
// list per user, a new store and its edit with every rule refused in the caller's language and nothing written,
// the storefront at 900x508 readable by the shop's people only, the SMS code (outbox, hashed, countdown, tries,
// expiry), send for verification, activate and inactivate with 'I Agree' and the credits it stops; another shop's
// store 404, a manager on a store that is not theirs 403.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopStoresAnswer, StoreAnswer, type Store } from '../../src/contracts/store.struct';
import { branches, storePhoneCodes, users } from '../../server/db/schema';
import { createSession } from '../../server/plugins/auth';
import type { SmsSender } from '../../server/plugins/sms';
import { KNOWN_ADDRESS, KNOWN_POINT } from './geocoder-double';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart } from './multipart';

let server: TestServer;
let owner: string;
let manager: string;
let salesman: string;
let otherShop: string;

const storeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Sucursal Cumbres',
  address: 'Av. Paseo de los Leones 300, Monterrey',
  number: '81 1234 7777',
  country_code: '+52',
  phone_public: true,
  location: '25.7341,-100.4021',
  opens_at: '10:00',
  closes_at: '20:00',
  days_open: [1, 2, 3, 4, 5],
  categories: [1, 2],
  covid_disinfectant: true,
  covid_cleansing: false,
  covid_controlled_access: true,
  ...over,
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, locale = 'en') =>
  as(server.app, token, { method, url: `/api/shops/${url}`, payload: payload as object, headers: { 'x-locale': locale } });
const register = (token: string, body: unknown, locale = 'en') => call(token, 'POST', '1/branch/register', body, locale);
const storeCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from branches`)) as unknown as { rows: { n: string }[] }).rows[0].n);
const storeOf = (res: { json: () => unknown }): Store => {
  const [err, answer] = validate(res.json(), StoreAnswer);
  if (err) throw err;
  return answer.data;
};
const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();

/** The SMS codes written to the test server's outbox for `phone`, oldest first. */
function smsCodes(phone: string): string[] {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sms'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((text) => text.startsWith(`To: ${phone}\n`))
    .map((text) => /\b(\d{6})\b/.exec(text)?.[1] ?? '');
}

/** A new store of shop 1 with an unverified phone. */
async function newStore(number: string): Promise<Store> {
  const res = await register(owner, storeBody({ number, name: `Tienda ${number.slice(-4)}` }));
  expect(res.statusCode, res.body).toBe(201);
  return storeOf(res);
}

/** Lets the next code be asked for at once (the countdown is the server's clock). */
const forgetCountdown = (branchId: number) =>
  server.handle.db.update(storePhoneCodes).set({ createdAt: sql`created_at - interval '2 hours'` }).where(eq(storePhoneCodes.branchId, branchId));

beforeAll(async () => {
  server = await startTestServer();
  owner = await tokenFor(server, 'shop');
  manager = await tokenFor(server, 'manager');
  salesman = await tokenFor(server, 'salesman');
  // The owner of shop 2 (Boutique Norte), made for this file.
  const [other] = await server.handle.db
    .insert(users)
    .values({ provider: 'shopping', email: 'norte@example.mx', firstName: 'Norma', lastName: 'Norte', passwordHash: 'x', roleId: 4, shopId: 2 })
    .returning({ id: users.id });
  otherShop = await createSession(server.handle.db, other.id);
});
afterAll(() => server.close());

describe('the stores list (GET shops/{shop}/branchs)', () => {
  it("shows the owner every store of the shop with its status, credits, prefix and logo; a manager their stores only", async () => {
    const all = await call(owner, 'GET', '1/branchs');
    const [err, list] = validate(all.json(), ShopStoresAnswer);
    expect(err).toBeUndefined();
    expect(list!.data.map((s) => [s.id, s.name, s.status, s.credits.total, s.prefix, s.phone_verified])).toEqual([
      [1, 'Sucursal Centro', 'active', 30, 'TNDA', true],
      [2, 'Sucursal Valle', 'active', 8, 'TNDA', true],
    ]);
    expect(list!.data[0]).toMatchObject({ address: 'Av. Juárez 500, Centro, Monterrey', location: '25.671400,-100.309700', categories: [1], opens_at: '10:00' });
    const mine = await call(manager, 'GET', '1/branchs');
    expect((mine.json().data as Store[]).map((s) => s.id)).toEqual([1]);
  });

  it("answers another shop's list 404 and a salesman 403", async () => {
    expect((await call(owner, 'GET', '2/branchs')).statusCode).toBe(404);
    expect((await call(salesman, 'GET', '1/branchs')).statusCode).toBe(403);
  });
});

describe('a new store and its edit', () => {
  it('adds a store that is not verified yet, with its categories, hours, days and precautions', async () => {
    const res = await register(owner, storeBody());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Store Sucursal Cumbres added.');
    expect(storeOf(res)).toMatchObject({
      name: 'Sucursal Cumbres',
      status: 'invalid',
      number: '8112347777',
      country_code: '52',
      phone_verified: false,
      days_open: [1, 2, 3, 4, 5],
      categories: [1, 2],
      covid_disinfectant: true,
      covid_controlled_access: true,
      url_storefront: null,
      credits: { total: 0 },
    });
  });

  it.each([
    ['en', { name: 'Abc' }, 'name', 'The name field must be at least 4 characters.'],
    ['es', { name: 'Abc' }, 'name', 'El campo name debe tener al menos 4 caracteres.'],
    ['en', { address: 'Calle' }, 'address', 'The address field must be at least 6 characters.'],
    ['en', { number: '12345' }, 'number', 'The number field must have 10 to 15 digits.'],
    ['en', { country_code: '999' }, 'country_code', 'The selected country code is invalid.'],
    ['en', { location: '95,200' }, 'location', 'The location field must be a latitude and longitude ("lat,lng") within their ranges.'],
    ['en', { opens_at: '20:00', closes_at: '10:00' }, 'closes_at', 'The closes at field must be a time after opens_at.'],
    ['en', { opens_at: '25:00' }, 'opens_at', 'The opens at field must be a time of day (HH:MM).'],
    ['es', { days_open: [] }, 'days_open', 'Elige al menos un día de la semana en days open.'],
    ['en', { days_open: [1, 7] }, 'days_open.1', 'The selected days open.1 is invalid.'],
    ['en', { categories: [] }, 'categories', 'The categories field is required.'],
    ['en', { categories: [1, 2, 3, 4, 5, 6] }, 'categories', 'Choose at most 5 in categories.'],
    ['en', { categories: [999] }, 'categories', 'The selected categories is invalid.'],
    ['es', { covid_cleansing: 'sí' }, 'covid_cleansing', 'El campo covid cleansing no es válido.'],
  ])('refuses (%s) %j on %s with 422 and writes nothing', async (locale, over, field, message) => {
    const before = await storeCount();
    const res = await register(owner, storeBody(over), locale);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await storeCount()).toBe(before);
  });

  it('takes a storefront picture in a multipart save, stored at 900x508 and readable by the shop only', async () => {
    const body = storeBody({ name: 'Sucursal Fachada', number: '8112347778' });
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    const { payload, headers } = multipart(fields, { field: 'url_storefront', filename: 'fachada.png', contentType: 'image/png', bytes: await photo(1600, 1200) });
    const res = await as(server.app, owner, { method: 'POST', url: '/api/shops/1/branch/register', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    const store = storeOf(res);
    expect(store.url_storefront).toMatch(new RegExp(`^/api/shops/1/branch/${store.id}/files/[0-9a-f]{64}\\.png$`));
    const picture = await as(server.app, owner, { method: 'GET', url: store.url_storefront! });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 900, height: 508 });
    expect((await as(server.app, otherShop, { method: 'GET', url: store.url_storefront! })).statusCode).toBe(404);
    // Not a picture: 422 on its field, nothing written.
    const before = await storeCount();
    const bad = multipart(fields, { field: 'url_storefront', filename: 'fachada.png', contentType: 'image/png', bytes: Buffer.from('MZ not a picture') });
    const refused = await as(server.app, owner, { method: 'POST', url: '/api/shops/1/branch/register', ...bad, headers: { ...bad.headers, 'x-locale': 'en' } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['url_storefront']);
    expect(await storeCount()).toBe(before);
  });

  it('edits a store; a changed phone is no longer verified, the same phone stays verified', async () => {
    const same = await call(owner, 'PUT', '1/branch/2', storeBody({ name: 'Sucursal Valle Oriente', number: '8112345002' }));
    expect(same.statusCode, same.body).toBe(200);
    expect(storeOf(same)).toMatchObject({ name: 'Sucursal Valle Oriente', phone_verified: true, status: 'active', categories: [1, 2] });
    const changed = await call(owner, 'PUT', '1/branch/2', storeBody({ name: 'Sucursal Valle', number: '8112345020' }));
    expect(storeOf(changed)).toMatchObject({ phone_verified: false, number: '8112345020' });
  });

  it("answers a manager's edit of a store that is not theirs 403, another shop's store 404, and reads their own", async () => {
    expect((await call(manager, 'PUT', '1/branch/2', storeBody())).statusCode).toBe(403);
    expect((await call(manager, 'GET', '1/branch/2')).json().message).toBe('You can only manage your own stores.');
    expect((await call(manager, 'GET', '1/branch/1')).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '1/branch/3', storeBody())).statusCode).toBe(404);
    expect((await call(owner, 'GET', '2/branch/3')).statusCode).toBe(404);
  });

  it("makes a manager's new store one of theirs, so they can go on to its pages", async () => {
    const res = await register(manager, storeBody({ name: 'Sucursal Gerente', number: '8112347779' }));
    expect(res.statusCode).toBe(201);
    const id = storeOf(res).id;
    expect((await call(manager, 'GET', `1/branch/${id}`)).statusCode).toBe(200);
    expect((await call(manager, 'GET', '1/branchs')).json().data.map((s: Store) => s.id)).toEqual([1, id]);
  });
});

describe("the store form's geocoding (GET shops/{shop}/geocode)", () => {
  it("answers the shop's people the point of an address through the geocoder; others' shops 404, a salesman 403", async () => {
    const res = await call(owner, 'GET', `1/geocode?${new URLSearchParams({ address: KNOWN_ADDRESS })}`);
    expect(res.json()).toEqual({ data: KNOWN_POINT, status: 'OK' });
    expect((await call(manager, 'GET', `1/geocode?${new URLSearchParams({ address: 'Calle que no existe 123' })}`)).json().reason).toBe('ZERO_RESULTS');
    expect((await call(owner, 'GET', `2/geocode?${new URLSearchParams({ address: KNOWN_ADDRESS })}`)).statusCode).toBe(404);
    expect((await call(salesman, 'GET', `1/geocode?${new URLSearchParams({ address: KNOWN_ADDRESS })}`)).statusCode).toBe(403);
  });
});

describe("the store's phone (SMS code)", () => {
  it('sends a code by SMS to the outbox, keeps only its hash, and verifies the phone with it', async () => {
    const store = await newStore('8112348001');
    const sent = await call(owner, 'POST', `1/branch/${store.id}/phone/code`, undefined, 'es');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ resend_after: 60, expires_in: 600, message: 'Te enviamos un código por SMS al +528112348001.' });
    const [code] = smsCodes('+528112348001');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await server.handle.db.select().from(storePhoneCodes).where(eq(storePhoneCodes.branchId, store.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(code);
    const verified = await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(storeOf(verified).phone_verified).toBe(true);
    // Verified: no more codes, the used one does not verify again.
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/code`)).json().errors.number).toEqual(["The store's phone is already verified."]);
  });

  it('answers a resend before the countdown 429 with the seconds to wait; afterwards only the new code counts', async () => {
    const store = await newStore('8112348002');
    await call(owner, 'POST', `1/branch/${store.id}/phone/code`);
    const early = await call(owner, 'POST', `1/branch/${store.id}/phone/code`);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(55);
    expect(early.json().message).toMatch(/^Wait \d+ seconds before asking for a new code\.$/);
    await forgetCountdown(store.id);
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/code`)).statusCode).toBe(200);
    const [first, second] = smsCodes('+528112348002');
    if (first !== second) expect((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code: first })).json().errors.code[0]).toMatch(/^Wrong code/);
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code: second })).statusCode).toBe(200);
  });

  it('counts wrong tries (4 left, 3 left ...) and spends the code after five', async () => {
    const store = await newStore('8112348003');
    await call(owner, 'POST', `1/branch/${store.id}/phone/code`);
    const [code] = smsCodes('+528112348003');
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code: wrong }, 'es')).json().errors.code[0]);
    expect(answers).toEqual([
      'Código incorrecto. Te quedan 4 intentos.',
      'Código incorrecto. Te quedan 3 intentos.',
      'Código incorrecto. Te quedan 2 intentos.',
      'Código incorrecto. Te queda 1 intento.',
      'Demasiados intentos fallidos: pide un código nuevo.',
    ]);
    const right = await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code });
    expect([right.statusCode, right.json().errors.code]).toEqual([422, ['Too many wrong tries: ask for a new code.']]);
  });

  it('refuses an expired code, a code before any was asked for, and a code of another shape', async () => {
    const store = await newStore('8112348004');
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code: '123456' })).json().errors.code).toEqual(['Ask for a code first.']);
    await call(owner, 'POST', `1/branch/${store.id}/phone/code`);
    const [code] = smsCodes('+528112348004');
    await server.handle.db.update(storePhoneCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(storePhoneCodes.branchId, store.id));
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code })).json().errors.code).toEqual(['The code expired: ask for a new one.']);
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code: '12ab' })).json().errors.code).toEqual(['The code field must be 6 digits.']);
  });

  it('does not verify a phone changed after the code was sent', async () => {
    const store = await newStore('8112348005');
    await call(owner, 'POST', `1/branch/${store.id}/phone/code`);
    const [code] = smsCodes('+528112348005');
    await call(owner, 'PUT', `1/branch/${store.id}`, storeBody({ number: '8112348055' }));
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/verify`, { code })).json().errors.code).toEqual(['Ask for a code first.']);
  });

  it('answers 503 and keeps no code when the SMS cannot be sent', async () => {
    const store = await newStore('8112348006');
    const sms = server.app.sms as SmsSender;
    const send = sms.send;
    sms.send = () => Promise.reject(new Error('gateway down'));
    try {
      const res = await call(owner, 'POST', `1/branch/${store.id}/phone/code`);
      expect([res.statusCode, res.json().message]).toEqual([503, 'The SMS could not be sent. Please try again later.']);
    } finally {
      sms.send = send;
    }
    expect(await server.handle.db.select().from(storePhoneCodes).where(eq(storePhoneCodes.branchId, store.id))).toEqual([]);
    expect((await call(owner, 'POST', `1/branch/${store.id}/phone/code`)).statusCode).toBe(200);
  });

  it("answers a manager's code for a store that is not theirs 403", async () => {
    expect((await call(manager, 'POST', '1/branch/2/phone/code')).statusCode).toBe(403);
    expect((await call(manager, 'POST', '1/branch/2/phone/verify', { code: '123456' })).statusCode).toBe(403);
  });
});

describe('send for verification, activate and inactivate', () => {
  it('says what a store lacks, then sends a complete one to pending once', async () => {
    const store = await newStore('8112349001');
    const lacking = await call(owner, 'POST', `1/branch/${store.id}/verification`);
    expect(lacking.statusCode).toBe(422);
    expect(lacking.json().errors).toEqual({ number: ["Verify the store's phone first."], url_storefront: ['Add a storefront picture first.'] });
    await server.handle.db.update(branches).set({ phoneVerifiedAt: new Date(), urlStorefront: 'a'.repeat(64) + '.png' }).where(eq(branches.id, store.id));
    const sent = await call(owner, 'POST', `1/branch/${store.id}/verification`);
    expect([sent.statusCode, storeOf(sent).status, sent.json().message]).toEqual([200, 'pending', 'Store sent for verification.']);
    expect((await call(owner, 'POST', `1/branch/${store.id}/verification`)).json().errors.status).toEqual(['This store is already waiting for verification.']);
    expect((await call(owner, 'POST', '1/branch/1/verification')).json().errors.status).toEqual(['This store is already verified.']);
  });

  it("inactivates an active store only with 'I Agree'; its credits then cannot be transferred nor bought; activates it again", async () => {
    const noAgree = await call(owner, 'POST', '1/branch/1/status', { action: 'inactivate' }, 'es');
    expect([noAgree.statusCode, noAgree.json().errors.agree]).toEqual([422, ['Confirma con "Acepto" para inactivar la tienda.']]);
    const off = await call(owner, 'POST', '1/branch/1/status', { action: 'inactivate', agree: true });
    expect([off.statusCode, storeOf(off).status]).toEqual([200, 'inactive']);
    expect(off.json().message).toBe('Store inactivated: it no longer receives purchase requests and its credits can no longer be transferred.');
    const transfer = await call(owner, 'POST', '1/credits/transfers', { from_branch_id: 1, to_branch_id: 2, credits: 1 });
    expect([transfer.statusCode, transfer.json().errors.from_branch_id]).toEqual([422, ["An inactive store's credits can no longer be transferred."]]);
    expect((await call(owner, 'POST', '1/branch/1/status', { action: 'inactivate', agree: true })).json().errors.action).toEqual(['Only an active store can be inactivated.']);
    const on = await call(owner, 'POST', '1/branch/1/status', { action: 'activate' });
    expect([on.statusCode, storeOf(on).status]).toEqual([200, 'active']);
    expect((await call(owner, 'POST', '1/credits/transfers', { from_branch_id: 1, to_branch_id: 2, credits: 1 })).statusCode).toBe(201);
    expect((await call(owner, 'POST', '1/branch/1/status', { action: 'activate' })).json().errors.action).toEqual(['Only an inactive store can be activated.']);
  });

  it('neither activates nor inactivates a store that is not verified', async () => {
    const store = await newStore('8112349002');
    expect((await call(owner, 'POST', `1/branch/${store.id}/status`, { action: 'activate' })).statusCode).toBe(422);
    expect((await call(owner, 'POST', `1/branch/${store.id}/status`, { action: 'inactivate', agree: true })).statusCode).toBe(422);
    expect((await server.handle.db.select({ status: branches.status }).from(branches).where(eq(branches.id, store.id)))[0].status).toBe('invalid');
  });

  it("answers a manager's status change of a store that is not theirs 403 and another shop's 404", async () => {
    expect((await call(manager, 'POST', '1/branch/2/status', { action: 'inactivate', agree: true })).statusCode).toBe(403);
    expect((await call(manager, 'POST', '1/branch/2/verification')).statusCode).toBe(403);
    expect((await call(owner, 'POST', '1/branch/3/status', { action: 'inactivate', agree: true })).statusCode).toBe(404);
    expect((await server.handle.db.select({ status: branches.status }).from(branches).where(eq(branches.id, 2)))[0].status).toBe('active');
  });
});
