// The profile (issue 15 item 5; spec 1 §2.3, §5, §7): the profile read, its edit by the user only (names, phone
// valid for its country, a 106x106 picture the user's lot or shop can read), and the signed-in devices: the
// device and last use a session records, the caller's list, and signing one or all other devices out, at once.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { hashToken } from '../../server/auth/tokens';
import { createSession } from '../../server/plugins/auth';
import { describeAgent } from '../../server/profile/devices';
import { as, DEMO, login, startTestServer, tokenFor, type DemoName, type TestServer } from './helpers';
import { multipart } from './multipart';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const profileUrl = (who: DemoName, id: number = DEMO[who].id) => `/api/users/${DEMO[who].provider}/${id}`;
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } }).png().toBuffer();
const EXECUTABLE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b8000000', 'hex'), Buffer.alloc(300, 7)]);

/** Signs in through the API as a browser would, from an address. */
async function signIn(who: DemoName, userAgent: string, remoteAddress: string): Promise<string> {
  const res = await login(server.app, who, undefined, { 'user-agent': userAgent });
  expect(res.statusCode, res.body).toBe(200);
  // inject's remoteAddress is fixed per call: the address is checked through the row itself below.
  await server.handle.db.update(sessions).set({ ip: remoteAddress }).where(eq(sessions.tokenHash, hashToken(res.json().access_token)));
  return res.json().access_token as string;
}

const userRow = async (id: number) => (await server.handle.db.select().from(users).where(eq(users.id, id)))[0];
const sessionRow = async (token: string) => (await server.handle.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token))))[0];
const save = (token: string, who: DemoName, payload: object, locale = 'en') =>
  as(server.app, token, { method: 'PUT', url: profileUrl(who), payload, headers: { 'x-locale': locale } });

describe('the profile read: GET users/{provider}/{userId}', () => {
  it('answers the spec\'s fields and the phone\'s dialling code', async () => {
    const token = await tokenFor(server, 'parking');
    const res = await as(server.app, token, { method: 'GET', url: profileUrl('parking') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: DEMO.parking.id,
      username: null,
      email: 'parking@nexo.demo',
      first_name: 'Pablo',
      last_name: 'Fundadores',
      url_logo: { original: null },
      phone: '8110000002',
      country_code: expect.toBeOneOf([null, '52']),
      type: 'parking',
      role: 'Parking administrator',
      role_id: 2,
    });
  });

  it('answers 404 for the wrong provider', async () => {
    const token = await tokenFor(server, 'parking');
    expect((await as(server.app, token, { method: 'GET', url: `/api/users/shopping/${DEMO.parking.id}` })).statusCode).toBe(404);
  });
});

describe('the profile edit: PUT users/{provider}/{userId}', () => {
  it('saves names and a phone of another country, as JSON or as POST with _method=put, and answers the profile', async () => {
    const token = await tokenFor(server, 'shop');
    const res = await save(token, 'shop', { first_name: '  Sofía ', last_name: 'Tiendera', phone: '32 12 34 56', country_code: '+45' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Profile updated.', data: expect.objectContaining({ first_name: 'Sofía', last_name: 'Tiendera', phone: '32123456', country_code: '45' }) });
    const form = new URLSearchParams({ _method: 'put', first_name: 'Sofía', last_name: 'Tienda', phone: '2133734253', country_code: '1' }).toString();
    const spoofed = await as(server.app, token, { method: 'POST', url: profileUrl('shop'), payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'es' } });
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect(spoofed.json().message).toBe('Perfil actualizado.');
    expect(await userRow(DEMO.shop.id)).toMatchObject({ firstName: 'Sofía', lastName: 'Tienda', phone: '2133734253', countryCode: '1' });
  });

  it('takes Mexico when a phone comes without its dialling code, keeps the phone when none is sent and clears it when empty', async () => {
    const token = await tokenFor(server, 'manager');
    expect((await save(token, 'manager', { first_name: 'Mario', last_name: 'Gerente', phone: '8112345678' })).json().data).toMatchObject({ phone: '8112345678', country_code: '52' });
    expect((await save(token, 'manager', { first_name: 'Mariano', last_name: 'Gerente' })).json().data).toMatchObject({ first_name: 'Mariano', phone: '8112345678', country_code: '52' });
    expect((await save(token, 'manager', { first_name: 'Mariano', last_name: 'Gerente', phone: '' })).json().data).toMatchObject({ phone: null, country_code: null });
  });

  it('answers 422 in the caller\'s language for every broken rule, and changes nothing', async () => {
    const token = await tokenFor(server, 'parking2');
    const before = await userRow(DEMO.parking2.id);
    const cases: [object, Record<string, string[]>, string][] = [
      [{ first_name: 'Val', last_name: '' }, { first_name: ['The first name field must be at least 4 characters.'], last_name: ['The last name field is required.'] }, 'en'],
      [{ first_name: 'x'.repeat(101), last_name: 'Oriente' }, { first_name: ['The first name field may not be greater than 100 characters.'] }, 'en'],
      [{ first_name: 'Valeria', last_name: 'Oriente', phone: '81-1234-567a' }, { phone: ['The phone field is invalid.'] }, 'en'],
      [{ first_name: 'Valeria', last_name: 'Oriente', phone: '81123456789' }, { phone: ['The phone field may have at most 10 digits.'] }, 'en'],
      [{ first_name: 'Valeria', last_name: 'Oriente', phone: '12345678', country_code: '45' }, { phone: ['The phone field must be a valid phone number for its country.'] }, 'en'],
      [{ first_name: 'Valeria', last_name: 'Oriente', phone: '811234567' }, { phone: ['El campo phone debe ser un número de teléfono válido para su país.'] }, 'es'],
      [{ first_name: 'Valeria', last_name: 'Oriente', phone: '8112345678', country_code: '999' }, { country_code: ['El valor seleccionado en country code no es válido.'] }, 'es'],
      [{ first_name: 'Valeria', last_name: 'Ori\u0000ente' }, { last_name: ['El campo last name contiene caracteres no permitidos.'] }, 'es'],
    ];
    for (const [body, errors, locale] of cases) {
      const res = await save(token, 'parking2', body, locale);
      expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([422, errors]);
    }
    expect(await userRow(DEMO.parking2.id)).toEqual(before);
  });

  it('is the user\'s own: anyone else, the platform admin and the lot\'s administrator included, gets 404', async () => {
    const body = { first_name: 'Oscar', last_name: 'Cambiado' };
    for (const who of ['admin', 'parking', 'parking2'] as const) {
      const token = await tokenFor(server, who);
      const res = await as(server.app, token, { method: 'PUT', url: profileUrl('operator'), payload: body });
      expect([who, res.statusCode]).toEqual([who, 404]);
    }
    const operator = await tokenFor(server, 'operator');
    expect((await as(server.app, operator, { method: 'PUT', url: `/api/users/parking/${DEMO.operator.id}`, payload: body })).statusCode).toBe(404);
    expect((await userRow(DEMO.operator.id)).lastName).toBe('Operador');
  });

  it('forgets the user\'s cached sessions, which carry the old name', async () => {
    const token = await tokenFor(server, 'salesman');
    expect((await as(server.app, token, { method: 'GET', url: profileUrl('salesman') })).statusCode).toBe(200);
    expect(server.app.sessionCache.get(token)?.firstName).toBe('Valentín');
    expect((await save(token, 'salesman', { first_name: 'Valentina', last_name: 'Vendedora' })).statusCode).toBe(200);
    expect(server.app.sessionCache.get(token)).toBeUndefined();
    const after = await as(server.app, token, { method: 'GET', url: profileUrl('salesman') });
    expect(after.json().data).toMatchObject({ first_name: 'Valentina' });
    // Cached again with the new name, or forgotten once more by the save's NOTIFY arriving after that read
    // (docs/architecture.md: every process forgets on it): never the old name.
    expect(server.app.sessionCache.get(token)?.firstName ?? 'Valentina').toBe('Valentina');
  });
});

describe('the profile picture', () => {
  const upload = (token: string, who: DemoName, bytes: Buffer, fields: Record<string, string> = { first_name: 'Pablo', last_name: 'Fundadores' }, locale = 'en') => {
    const form = multipart({ _method: 'put', ...fields }, { field: 'picture', filename: 'me.png', contentType: 'image/png', bytes });
    return as(server.app, token, { method: 'POST', url: profileUrl(who), payload: form.payload, headers: { ...form.headers, 'x-locale': locale } });
  };
  const fileCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from files`)) as unknown as { rows: { n: string }[] }).rows[0].n);

  it('is resized to 106x106 and read by the user, their lot\'s people and the platform admin; another lot or a shop gets 404', async () => {
    const token = await tokenFor(server, 'parking');
    const res = await upload(token, 'parking', await picture(1200, 800));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url_logo.original as string;
    expect(url).toMatch(new RegExp(`^/api/users/${DEMO.parking.id}/files/[0-9a-f]{64}\\.png$`));
    // A second administrator of lot 1, registered by the first: they share the lot.
    const colleague = await as(server.app, token, {
      method: 'POST',
      url: '/api/parkings/1/users/register',
      payload: { first_name: 'Renata', last_name: 'Quiroga', email: 'renata.profile@example.mx', phone: '8112345678', country_code: '52', password: 'secreto1', type: 'parking', role_id: 2 },
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    const readers = {
      parking: token,
      operator: await tokenFor(server, 'operator'),
      admin: await tokenFor(server, 'admin'),
      colleague: await createSession(server.handle.db, colleague.json().data.id as number),
    };
    for (const [who, reader] of Object.entries(readers)) {
      const file = await as(server.app, reader, { method: 'GET', url });
      expect([who, file.statusCode]).toEqual([who, 200]);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 106, 106]);
    }
    const missing = url.replace(/[0-9a-f]{64}/, '0'.repeat(64));
    for (const who of ['parking2', 'shop', 'salesman'] as const) {
      const outsider = await tokenFor(server, who);
      const [theirs, none] = [await as(server.app, outsider, { method: 'GET', url }), await as(server.app, outsider, { method: 'GET', url: missing })];
      expect([who, theirs.statusCode, theirs.body]).toEqual([who, 404, none.body]);
    }
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('of a shop\'s salesman is read by the shop, and of an operator by the lot\'s administrator', async () => {
    for (const [owner, reader, outsider] of [['salesman', 'shop', 'parking'], ['operator', 'parking', 'parking2']] as const) {
      const fields = owner === 'salesman' ? { first_name: 'Valentín', last_name: 'Vendedor' } : { first_name: 'Oscar', last_name: 'Operador' };
      const res = await upload(await tokenFor(server, owner), owner, await picture(300, 300), fields);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().data.url_logo.original as string;
      expect((await as(server.app, await tokenFor(server, reader), { method: 'GET', url })).statusCode).toBe(200);
      expect((await as(server.app, await tokenFor(server, outsider), { method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('refuses a renamed executable, and a picture sent with broken names, writing nothing', async () => {
    const token = await tokenFor(server, 'parking2');
    const [files, before] = [await fileCount(), await userRow(DEMO.parking2.id)];
    const executable = await upload(token, 'parking2', EXECUTABLE, { first_name: 'Valeria', last_name: 'Oriente' }, 'es');
    expect([executable.statusCode, executable.json().errors]).toEqual([422, { picture: ['El archivo debe ser una imagen PNG, JPEG o WebP.'] }]);
    const names = await upload(token, 'parking2', await picture(200, 200), { first_name: 'Va', last_name: 'Oriente' });
    expect([names.statusCode, Object.keys(names.json().errors)]).toEqual([422, ['first_name']]);
    expect([await fileCount(), await userRow(DEMO.parking2.id)]).toEqual([files, before]);
  });
});

describe('the signed-in devices', () => {
  it('names the browser and system a User-Agent shows', () => {
    expect(describeAgent(CHROME)).toEqual({ browser: 'Chrome 120', system: 'Windows 10' });
    expect(describeAgent(IPHONE)).toEqual({ browser: 'Safari 17', system: 'iOS 17.4' });
    expect(describeAgent(null)).toEqual({ browser: null, system: null });
    expect(describeAgent('curl')).toEqual({ browser: null, system: null });
  });

  it('records the device at sign-in and lists the caller\'s live sessions, this one marked current', async () => {
    const laptop = await signIn('parking2', CHROME, '203.0.113.7');
    const phone = await signIn('parking2', IPHONE, '198.51.100.20');
    expect(await sessionRow(laptop)).toMatchObject({ userAgent: CHROME, ip: '203.0.113.7', lastUsedAt: expect.any(Date) });
    const res = await as(server.app, phone, { method: 'GET', url: '/api/users/sessions' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; current: boolean; browser: string; system: string; address: string; created_at: string; last_used_at: string }[];
    const [laptopRow, phoneRow] = [await sessionRow(laptop), await sessionRow(phone)];
    expect(list.find((d) => d.id === laptopRow.id)).toEqual({
      id: laptopRow.id,
      browser: 'Chrome 120',
      system: 'Windows 10',
      address: '203.0.113.7',
      created_at: laptopRow.createdAt.toISOString(),
      last_used_at: laptopRow.lastUsedAt!.toISOString(),
      current: false,
    });
    expect(list.filter((d) => d.current).map((d) => d.id)).toEqual([phoneRow.id]);
    // Someone else's sessions are not in the list.
    const theirs = await tokenFor(server, 'parking');
    const ids = list.map((d) => d.id);
    expect(ids).not.toContain((await sessionRow(theirs)).id);
    // Revoked and expired sessions are not either.
    await server.handle.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, laptopRow.id));
    const after = await as(server.app, phone, { method: 'GET', url: '/api/users/sessions' });
    expect((after.json().data as { id: number }[]).map((d) => d.id)).not.toContain(laptopRow.id);
  });

  it('records the last use at most once a minute', async () => {
    const token = await tokenFor(server, 'admin');
    const id = (await sessionRow(token)).id;
    const longAgo = new Date(Date.now() - 5 * 60 * 1000);
    await server.handle.db.update(sessions).set({ lastUsedAt: longAgo }).where(eq(sessions.id, id));
    server.app.sessionCache.evictUser(DEMO.admin.id);
    expect((await as(server.app, token, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
    const used = (await sessionRow(token)).lastUsedAt!;
    expect(Date.now() - used.getTime()).toBeLessThan(10_000);
    // Within the minute, another uncached read writes nothing.
    const recent = new Date(Date.now() - 30 * 1000);
    await server.handle.db.update(sessions).set({ lastUsedAt: recent }).where(eq(sessions.id, id));
    server.app.sessionCache.evictUser(DEMO.admin.id);
    expect((await as(server.app, token, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
    expect((await sessionRow(token)).lastUsedAt).toEqual(recent);
  });

  it('signs one device out at once, even one whose session is cached; another user\'s session is 404', async () => {
    const laptop = await signIn('shop', CHROME, '203.0.113.8');
    const phone = await signIn('shop', IPHONE, '198.51.100.21');
    // The laptop's session is now in the session cache.
    expect((await as(server.app, laptop, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
    const laptopId = (await sessionRow(laptop)).id;
    const someoneElse = await tokenFor(server, 'manager');
    const theirId = (await sessionRow(someoneElse)).id;

    const refused = await as(server.app, phone, { method: 'POST', url: `/api/users/sessions/${theirId}/logout`, headers: { 'x-locale': 'en' } });
    expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'Not found.' }]);
    expect((await as(server.app, someoneElse, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);

    const res = await as(server.app, phone, { method: 'POST', url: `/api/users/sessions/${laptopId}/logout`, headers: { 'x-locale': 'es' } });
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Se cerró la sesión del dispositivo.', success: true, revoked: 1 }]);
    const after = await as(server.app, laptop, { method: 'GET', url: '/api/users/sessions' });
    expect([after.statusCode, after.json()]).toEqual([401, { message: 'Unauthenticated.' }]);
    // Signed out already: nothing to sign out.
    expect((await as(server.app, phone, { method: 'POST', url: `/api/users/sessions/${laptopId}/logout` })).statusCode).toBe(404);
    expect((await as(server.app, phone, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
  });

  it('signs every other device out at once and keeps this one', async () => {
    const others = [await signIn('salesman', CHROME, '203.0.113.9'), await signIn('salesman', IPHONE, '198.51.100.22')];
    for (const token of others) expect((await as(server.app, token, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(200);
    const mine = await signIn('salesman', CHROME, '203.0.113.10');
    const live = (await as(server.app, mine, { method: 'GET', url: '/api/users/sessions' })).json().data.length as number;
    const res = await as(server.app, mine, { method: 'POST', url: '/api/users/sessions/logout-others', headers: { 'x-locale': 'en' } });
    expect([res.statusCode, res.json()]).toEqual([200, { message: `${live - 1} other devices were signed out.`, success: true, revoked: live - 1 }]);
    for (const token of others) expect((await as(server.app, token, { method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
    const left = await as(server.app, mine, { method: 'GET', url: '/api/users/sessions' });
    expect((left.json().data as { current: boolean }[]).map((d) => d.current)).toEqual([true]);
    const again = await as(server.app, mine, { method: 'POST', url: '/api/users/sessions/logout-others', headers: { 'x-locale': 'es' } });
    expect(again.json()).toEqual({ message: 'Se cerró la sesión de 0 dispositivos más.', success: true, revoked: 0 });
  });

  it('needs a session, and refuses ids that are not ids', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/users/sessions' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: '/api/users/sessions/logout-others' })).statusCode).toBe(401);
    const token = await tokenFor(server, 'manager');
    const res = await as(server.app, token, { method: 'POST', url: '/api/users/sessions/2147483648/logout', headers: { 'x-locale': 'en' } });
    expect([res.statusCode, Object.keys(res.json().errors)]).toEqual([422, ['sessionId']]);
  });
});
