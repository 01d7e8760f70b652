// The admin module's Users (issue 20): every user of every tenant but the deleted ones, paged, searched and
// filtered by provider, lot, shop and status, and exported as report.xlsx; deactivating signs the user out and
// keeps them out, reactivating lets them in; nobody deactivates their own account or the last active user who may
// change roles; a reset link is mailed in the company's language and sets a password; signing a user out ends
// every session of theirs. Only nexo.users calls any of it; bad input is a 422 that changes nothing.
import { eq, isNull, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPage } from '../../src/contracts/admin-list.struct';
import { AdminUser, AdminUserAnswer } from '../../src/contracts/admin-users.struct';
import { hashPassword } from '../../server/auth/passwords';
import { createSession } from '../../server/plugins/auth';
import { permissions, rolePermissions, roles, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { as, login, startTestServer, tokenFor, type TestServer } from './helpers';
import { nextMail, readable, resetToken } from './outbox';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
});
afterAll(() => server.close());

const get = (url: string, token = admin, locale = 'en') => as(server.app, token, { method: 'GET', url, headers: { 'x-locale': locale } });
const post = (url: string, payload: object = {}, token = admin, locale = 'en') => as(server.app, token, { method: 'POST', url, payload, headers: { 'x-locale': locale } });
const UsersPage = adminPage(AdminUser);

async function page(query: string) {
  const res = await get(`/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const [err, value] = validate(res.json(), UsersPage);
  expect(err).toBeUndefined();
  return value!;
}
const ids = async (query: string) => (await page(`${query}&per_page=50`)).data.map((u) => u.id).sort((a, b) => a - b);

/** A user of its own for a test that changes them: a shop manager of shop 2 with a password. */
async function newUser(email: string, roleId = 3, provider = 'shopping'): Promise<number> {
  const [row] = await server.handle.db
    .insert(users)
    .values({ provider, email, firstName: 'Prueba', lastName: email.split('@')[0], passwordHash: await hashPassword(DEMO_PASSWORD), roleId, shopId: provider === 'shopping' ? 2 : null })
    .returning({ id: users.id });
  return row.id;
}
const signIn = (email: string, provider = 'shopping') => server.app.inject({ method: 'POST', url: `/api/users/${provider}/login`, payload: { email, password: DEMO_PASSWORD } });
/** A call any signed-in console user may make. */
const me = (token: string) => as(server.app, token, { method: 'GET', url: '/api/menus/shopping' });

describe('admin users list', () => {
  it('lists every user of every tenant with their role, lots or shop and devices, by last name, paged', async () => {
    const first = await page('per_page=5&page=1');
    const [{ n }] = await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(users).where(isNull(users.deletedAt));
    expect(first.total).toBe(n);
    expect(first.data).toHaveLength(5);
    expect(first.per_page).toBe(5);
    const all = (await page('per_page=50')).data;
    expect(all.map((u) => u.last_name)).toEqual([...all.map((u) => u.last_name)].sort((a, b) => a.localeCompare(b, 'en')));
    const parking = all.find((u) => u.id === 2)!;
    expect(parking).toMatchObject({ provider: 'parking', role: 'Parking administrator', shop: null, status: 1 });
    expect(parking.lots.map((l) => l.id)).toEqual([1, 2]);
    expect(all.find((u) => u.id === 4)).toMatchObject({ provider: 'operator', username: 'PF_OPERADOR', email: null, lots: [{ id: 1, name: 'Fundadores Norte' }] });
    expect(all.find((u) => u.id === 7)).toMatchObject({ provider: 'salesman', shop: { id: 1, name: 'Tienda Centro' }, lots: [] });
    expect(all.find((u) => u.id === 1)!.devices).toBeGreaterThanOrEqual(1);
  });

  it('answers the last page there is for a page past the end', async () => {
    const last = await page('per_page=5&page=999');
    expect(last.page).toBe(Math.ceil(last.total / 5));
    expect(last.data.length).toBeGreaterThan(0);
  });

  it('filters by provider, lot (administrators and operators), shop and status, and searches names, e-mails and usernames', async () => {
    expect(await ids('provider=operator')).toEqual([4]);
    expect(await ids('parking_id=1')).toEqual([2, 4]);
    expect(await ids('parking_id=3')).toEqual([3]);
    expect((await ids('shop_id=1')).filter((id) => id <= 7)).toEqual([5, 6, 7]);
    expect(await ids('q=tnda_vend')).toEqual([7]);
    expect(await ids('q=Sof%C3%ADa%20Tienda')).toEqual([5]);
    expect(await ids('q=parking2%40nexo')).toEqual([3]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('provider=shopping&shop_id=1&status=1&q=gerente')).toEqual([6]);
  });

  it('leaves deleted users out', async () => {
    const id = await newUser('borrado@nexo.demo');
    expect(await ids('q=borrado')).toEqual([id]);
    await server.handle.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    expect(await ids('q=borrado')).toEqual([]);
    expect((await post(`/api/admin/users/${id}/status`, { status: 2 })).statusCode).toBe(404);
  });

  it('refuses filters and pages out of their values with 422 in the caller language', async () => {
    const bad = await get('/api/admin/users?provider=admin&per_page=7&status=3', admin, 'es');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'provider', 'status']);
    expect((await get('/api/admin/users?parking_id=abc')).statusCode).toBe(422);
  });

  it('offers the lots and shops to filter by', async () => {
    const res = await get('/api/admin/users/tenants');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.parkings.map((p: { name: string }) => p.name)).toEqual(['Fundadores Norte', 'Fundadores Sur', 'Valle Oriente']);
    expect(res.json().data.shops.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('exports the users the filters keep as report.xlsx, the filters named in the title line', async () => {
    const res = await get('/api/admin/users/export?provider=parking&q=nexo', admin, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-export-rows']).toBe('2');
    const xml = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']);
    expect(xml).toContain('Usuarios');
    expect(xml).toContain('Proveedor: parking');
    expect(xml).toContain('parking2@nexo.demo');
    expect(xml).toContain('Fundadores Norte, Fundadores Sur');
    expect(xml).not.toContain('shop@nexo.demo');
  });

  it('is the platform admin\'s only: a parking admin, a shop owner and a salesman get 403, nobody signed in 401', async () => {
    for (const who of ['parking', 'shop', 'salesman'] as const) {
      const token = await tokenFor(server, who);
      expect((await get('/api/admin/users', token)).statusCode).toBe(403);
      expect((await post('/api/admin/users/5/sign-out', {}, token)).statusCode).toBe(403);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });
});

describe('admin user actions', () => {
  it('deactivates a user: their sessions end at once and they cannot sign in; reactivating lets them in again', async () => {
    const id = await newUser('pausa@nexo.demo');
    const token = (await signIn('pausa@nexo.demo')).json().access_token as string;
    expect((await me(token)).statusCode).toBe(200);
    const off = await post(`/api/admin/users/${id}/status`, { status: 2 });
    expect(off.statusCode, off.body).toBe(200);
    const [err, answer] = validate(off.json(), AdminUserAnswer);
    expect(err).toBeUndefined();
    expect(answer).toMatchObject({ data: { id, status: 2, devices: 0 }, message: "Prueba pausa's account is inactive now and was signed out of every device." });
    expect((await me(token)).statusCode).toBe(401);
    expect((await signIn('pausa@nexo.demo')).statusCode).not.toBe(200);
    expect(await ids('status=2&q=pausa')).toEqual([id]);
    const on = await post(`/api/admin/users/${id}/status`, { status: 1 }, admin, 'es');
    expect(on.json().message).toBe('La cuenta de Prueba pausa está activa de nuevo: puede iniciar sesión.');
    expect((await signIn('pausa@nexo.demo')).statusCode).toBe(200);
  });

  it('refuses to deactivate one\'s own account and the last active user who may change roles (409), changing nothing', async () => {
    const own = await post('/api/admin/users/1/status', { status: 2 });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot deactivate your own account: ask another administrator.');
    // A second platform admin, and a users-only admin who holds no nexo.roles.
    const second = await newUser('segundo@nexo.demo', 1, 'nexo');
    const [usersOnly] = await server.handle.db.insert(roles).values({ name: 'Solo usuarios', type: 'nexo' }).returning({ id: roles.id });
    const [permission] = await server.handle.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'nexo.users'));
    await server.handle.db.insert(rolePermissions).values({ roleId: usersOnly.id, permissionId: permission.id });
    const helper = await newUser('ayudante@nexo.demo', usersOnly.id, 'nexo');
    const helperToken = await createSession(server.handle.db, helper);
    expect((await post('/api/admin/users/1/status', { status: 2 }, helperToken)).statusCode).toBe(200);
    const last = await post(`/api/admin/users/${second}/status`, { status: 2 }, helperToken);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toContain('Prueba segundo');
    expect(last.json().message).toContain('nexo.roles');
    const [row] = await server.handle.db.select({ status: users.status }).from(users).where(eq(users.id, second));
    expect(row.status).toBe(1);
    expect((await post('/api/admin/users/1/status', { status: 1 }, helperToken)).statusCode).toBe(200);
    // Deactivating signed the platform admin out.
    expect((await get('/api/admin/users')).statusCode).toBe(401);
    admin = await tokenFor(server, 'admin');
  });

  it('mails a reset link in the company language that sets a new password; not to a username-only or inactive user', async () => {
    const id = await newUser('olvido@nexo.demo');
    const sent = await post(`/api/admin/users/${id}/reset-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('A link to choose a new password was sent to olvido@nexo.demo.');
    const mail = await nextMail(server.dataDir);
    expect(readable(mail)).toContain('Subject: Restablece tu contraseña de Nexo');
    expect(mail).toContain('olvido@nexo.demo');
    const key = (await server.app.inject({ method: 'POST', url: '/api/users/resetpassword', payload: { token: resetToken(mail) } })).json().key as string;
    const set = await server.app.inject({ method: 'POST', url: '/api/users/resetpassword/update', payload: { key, passwordnew: 'nueva1234', passwordvery: 'nueva1234' } });
    expect(set.statusCode).toBe(200);
    const signedIn = await server.app.inject({ method: 'POST', url: '/api/users/shopping/login', payload: { email: 'olvido@nexo.demo', password: 'nueva1234' } });
    expect(signedIn.statusCode).toBe(200);

    const operator = await post('/api/admin/users/4/reset-link');
    expect(operator.statusCode).toBe(409);
    expect(operator.json().message).toBe('Oscar Operador signs in with a username and has no e-mail: their lot or shop administrator sets their password.');
    await post(`/api/admin/users/${id}/status`, { status: 2 });
    expect((await post(`/api/admin/users/${id}/reset-link`)).statusCode).toBe(409);
    expect((await post('/api/admin/users/999999/reset-link')).statusCode).toBe(404);
  });

  it('signs a user out of every device, in the caller language', async () => {
    const id = await newUser('salida@nexo.demo');
    const tokens = [(await signIn('salida@nexo.demo')).json().access_token as string, (await signIn('salida@nexo.demo')).json().access_token as string];
    const out = await post(`/api/admin/users/${id}/sign-out`, {}, admin, 'es');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ data: { id, devices: 0, status: 1 }, message: 'Se cerró la sesión en 2 dispositivos.' });
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
    expect((await post(`/api/admin/users/${id}/sign-out`)).json().message).toBe('Signed out of 0 devices.');
    expect((await signIn('salida@nexo.demo')).statusCode).toBe(200);
  });

  it('refuses a status other than 1 or 2 with 422 and changes nothing', async () => {
    const bad = await post('/api/admin/users/5/status', { status: 3 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['status']);
    expect((await login(server.app, 'shop')).statusCode).toBe(200);
  });
});
