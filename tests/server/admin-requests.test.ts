// The admin module's Requests (issue 20): the store account requests listed newest first, searched, filtered by
// status and exported; one read whole; approving creates the shop, its owner and its first store in one
// transaction and mails the owner a link (in the request's language) with which they choose a password and sign
// in; rejecting mails the reason; a decided request is not decided again (409); a refused approval writes nothing.
// Reading needs nexo.request, deciding nexo.request.accepted.
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRequestRow, RequestDecidedAnswer } from '../../src/contracts/admin-requests.struct';
import { adminPage } from '../../src/contracts/admin-list.struct';
import { freeShopPrefix } from '../../server/admin/requests/request-decisions';
import { createSession } from '../../server/plugins/auth';
import { branchCategories, branches, permissions, rolePermissions, roles, shops, storeRequests, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { nextMail, readable, resetToken } from './outbox';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
});
afterAll(() => server.close());

const get = (url: string, token = admin, locale = 'en') => as(server.app, token, { method: 'GET', url, headers: { 'x-locale': locale } });
const post = (url: string, payload: object, token = admin, locale = 'en') => as(server.app, token, { method: 'POST', url, payload, headers: { 'x-locale': locale } });

let sent = 0;
/** A visitor's request as POST store-requests stores it (its documents' names only: nothing reads them here). */
async function request(over: Partial<typeof storeRequests.$inferInsert> = {}): Promise<number> {
  sent++;
  const [row] = await server.handle.db
    .insert(storeRequests)
    .values({
      storeName: `Zapatería Luna ${sent}`,
      kind: 'parent',
      address: 'Av. Constitución 400, Centro, Monterrey',
      description: 'Zapatos de piel hechos en León.',
      productKinds: 'Zapatos, bolsas',
      categoryId: 2,
      mobilePhone: '8112345678',
      birthDate: '1985-04-12',
      welcomeMessage: 'Bienvenido',
      firstName: 'Ana',
      lastName: `Luna ${sent}`,
      email: `ana.luna${sent}@example.com`,
      bankId: 1,
      accountNumber: '07777777777',
      extraSanitizer: true,
      cleanFrequently: false,
      customerLimit: true,
      rfcFile: `${'a'.repeat(64)}.pdf`,
      addressFile: `${'b'.repeat(64)}.pdf`,
      locale: 'es',
      // One second apart, so that "newest first" has one order.
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, sent)),
      ...over,
    })
    .returning({ id: storeRequests.id });
  return row.id;
}
const statusOf = async (id: number) => (await server.handle.db.select({ status: storeRequests.status }).from(storeRequests).where(eq(storeRequests.id, id)))[0].status;
const TABLES = { shops, users, branches };
const count = async (table: keyof typeof TABLES) => (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(TABLES[table]))[0].n;

describe('admin requests list', () => {
  it('lists the requests newest first, searched and filtered by status, with their category in the caller language', async () => {
    const older = await request({ storeName: 'Dulcería Sol', email: 'sol@example.com' });
    const newer = await request({ storeName: 'Papelería Río', status: 'rejected', rejectReason: 'Ilegible', decidedAt: new Date() });
    const res = await get('/api/admin/requests?per_page=50', admin, 'es');
    expect(res.statusCode).toBe(200);
    const [err, page] = validate(res.json(), adminPage(AdminRequestRow));
    expect(err).toBeUndefined();
    expect(page!.data.map((r) => r.id).slice(0, 2)).toEqual([newer, older]);
    expect(page!.data[1]).toMatchObject({ store_name: 'Dulcería Sol', category: 'Calzado', status: 'pending', decided_at: null, kind: 'parent' });
    const pending = (await get('/api/admin/requests?status=pending&q=sol%40')).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toEqual([older]);
    expect((await get('/api/admin/requests?status=rejected&q=papeler')).json().total).toBe(1);
    expect((await get('/api/admin/requests?status=done')).statusCode).toBe(422);
  });

  it('exports them as report.xlsx in the caller language', async () => {
    const res = await get('/api/admin/requests/export?status=rejected', admin, 'es');
    expect(res.statusCode).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']);
    expect(xml).toContain('Solicitudes de tienda');
    expect(xml).toContain('Estatus: Rechazada');
    expect(xml).toContain('Papelería Río');
    expect(xml).not.toContain('Dulcería Sol');
  });

  it('reads one request whole; an unknown one is 404', async () => {
    const id = await request({ kind: 'branch', hqAddress: 'Av. Juárez 100, Centro, Monterrey' });
    const res = await get(`/api/admin/requests/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, kind: 'branch', hq_address: 'Av. Juárez 100, Centro, Monterrey', bank: 'BANAMEX', category: 'Shoes', status: 'pending', shop_id: null, decided_by: null });
    expect((await get('/api/admin/requests/999999')).statusCode).toBe(404);
  });
});

describe('approving a request', () => {
  it('creates the shop, its owner and its first store in one go, and mails the owner a link to choose a password', async () => {
    const id = await request({ storeName: 'Óptica Mirador', email: 'Duena.Optica@example.com', firstName: 'Olga', lastName: 'Mirador' });
    const res = await post(`/api/admin/requests/${id}/approve`, { plaza_id: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const [err, answer] = validate(res.json(), RequestDecidedAnswer);
    expect(err).toBeUndefined();
    expect(answer!.message).toBe('Request approved: Óptica Mirador was created and its owner was e-mailed a link to choose a password.');
    expect(answer!.data).toMatchObject({ status: 'approved', decided_by: 'Ana Admin', shop_name: 'Óptica Mirador' });
    const shopId = answer!.data.shop_id!;

    const [shop] = await server.handle.db.select().from(shops).where(eq(shops.id, shopId));
    expect(shop).toMatchObject({ name: 'Óptica Mirador', prefix: 'OPTI' });
    const [owner] = await server.handle.db.select().from(users).where(eq(users.shopId, shopId));
    expect(owner).toMatchObject({ provider: 'shopping', roleId: 4, email: 'Duena.Optica@example.com', firstName: 'Olga', lastName: 'Mirador', phone: '8112345678', status: 1 });
    const [store] = await server.handle.db.select().from(branches).where(eq(branches.shopId, shopId));
    expect(store).toMatchObject({ name: 'Óptica Mirador', status: 'invalid', plazaId: 2, address: 'Av. Constitución 400, Centro, Monterrey', phoneNumber: '8112345678', covidDisinfectant: true, covidCleansing: false, covidControlledAccess: true });
    expect(await server.handle.db.select().from(branchCategories).where(eq(branchCategories.branchId, store.id))).toEqual([{ branchId: store.id, categoryId: 2 }]);

    // The mail goes in the request's language (es), with the link and where to sign in.
    const mail = await nextMail(server.dataDir);
    const text = readable(mail);
    expect(text).toContain('Subject: Aprobamos tu tienda Óptica Mirador en Nexo');
    expect(text).toContain('http://nexo.test/login/shopping');
    const key = (await server.app.inject({ method: 'POST', url: '/api/users/resetpassword', payload: { token: resetToken(mail) } })).json().key as string;
    const set = await server.app.inject({ method: 'POST', url: '/api/users/resetpassword/update', payload: { key, passwordnew: 'optica123', passwordvery: 'optica123' } });
    expect(set.statusCode).toBe(200);
    const signIn = await server.app.inject({ method: 'POST', url: '/api/users/shopping/login', payload: { email: 'duena.optica@example.com', password: 'optica123' } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json()).toMatchObject({ role_id: 4, type: 'shopping' });
  });

  it('decides a request once: approving or rejecting it again is a 409 that says what to do', async () => {
    const id = await request();
    expect((await post(`/api/admin/requests/${id}/reject`, { reason: 'La constancia no se lee.' })).statusCode).toBe(200);
    await nextMail(server.dataDir);
    const again = await post(`/api/admin/requests/${id}/approve`, { plaza_id: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already decided: reload the list to see its decision.');
    expect((await post(`/api/admin/requests/${id}/reject`, { reason: 'Otra vez' })).statusCode).toBe(409);
    expect((await post('/api/admin/requests/999999/approve', { plaza_id: 1 })).statusCode).toBe(404);
  });

  it('writes nothing when it refuses: an unknown plaza (422), an e-mail a shop account already uses (409)', async () => {
    const before = { shops: await count('shops'), users: await count('users'), branches: await count('branches') };
    const id = await request();
    const noPlaza = await post(`/api/admin/requests/${id}/approve`, { plaza_id: 999 }, admin, 'es');
    expect(noPlaza.statusCode).toBe(422);
    expect(Object.keys(noPlaza.json().errors)).toEqual(['plaza_id']);
    expect((await post(`/api/admin/requests/${id}/approve`, {})).statusCode).toBe(422);

    const taken = await request({ email: 'SHOP@nexo.demo' });
    const refused = await post(`/api/admin/requests/${taken}/approve`, { plaza_id: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A shop account already uses SHOP@nexo.demo: reject the request, or ask the visitor to send it again with another e-mail.');
    expect([await statusOf(id), await statusOf(taken)]).toEqual(['pending', 'pending']);
    expect({ shops: await count('shops'), users: await count('users'), branches: await count('branches') }).toEqual(before);
  });

  it('offers the plazas the first store may be in, to who may decide', async () => {
    const res = await get('/api/admin/requests/plazas');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('gives the new shop a prefix no other shop has', async () => {
    expect(await freeShopPrefix(server.handle.db, 'Tn')).toBe('TN');
    expect(await freeShopPrefix(server.handle.db, 'TNDA')).toBe('TNDA1');
    expect(await freeShopPrefix(server.handle.db, '¡¿ !?')).toBe('TNDA1');
    expect(await freeShopPrefix(server.handle.db, 'Ñandú Árbol')).toBe('NANDU'.slice(0, 4));
  });
});

describe('rejecting a request', () => {
  it('keeps the reason and mails it in the request language; a reason too short is a 422', async () => {
    const id = await request({ locale: 'en', storeName: 'Florería Alba' });
    const short = await post(`/api/admin/requests/${id}/reject`, { reason: 'no' }, admin, 'es');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['reason']);
    const res = await post(`/api/admin/requests/${id}/reject`, { reason: '  The tax certificate cannot be read.  ' }, admin, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'rejected', reject_reason: 'The tax certificate cannot be read.', shop_id: null }, message: `Solicitud rechazada: se envió el motivo a ana.luna${sent}@example.com.` });
    const text = readable(await nextMail(server.dataDir));
    expect(text).toContain('Subject: Your request for Florería Alba was not approved');
    expect(text).toContain('The tax certificate cannot be read.');
  });
});

describe('who may read and decide', () => {
  it('reads with nexo.request, decides with nexo.request.accepted; other accounts get 403', async () => {
    const id = await request();
    for (const who of ['parking', 'shop'] as const) {
      const token = await tokenFor(server, who);
      expect((await get('/api/admin/requests', token)).statusCode).toBe(403);
      expect((await post(`/api/admin/requests/${id}/approve`, { plaza_id: 1 }, token)).statusCode).toBe(403);
    }
    const [reader] = await server.handle.db.insert(roles).values({ name: 'Lector de solicitudes', type: 'nexo' }).returning({ id: roles.id });
    const [permission] = await server.handle.db.select({ id: permissions.id }).from(permissions).where(eq(permissions.name, 'nexo.request'));
    await server.handle.db.insert(rolePermissions).values({ roleId: reader.id, permissionId: permission.id });
    const [user] = await server.handle.db
      .insert(users)
      .values({ provider: 'nexo', email: 'lector@nexo.demo', firstName: 'Lía', lastName: 'Lectora', passwordHash: await hashPassword('lector123'), roleId: reader.id })
      .returning({ id: users.id });
    const token = await createSession(server.handle.db, user.id);
    expect((await get(`/api/admin/requests/${id}`, token)).statusCode).toBe(200);
    expect((await post(`/api/admin/requests/${id}/reject`, { reason: 'No me corresponde' }, token)).statusCode).toBe(403);
    expect((await get('/api/admin/requests/plazas', token)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('pending');
  });
});

describe('two approvals at the same moment', () => {
  it('creates one owner for one e-mail: the other approval meets it at the database and answers 409 (nothing of it stays)', async () => {
    const email = 'mismo.correo@example.com';
    const [first, second] = [await request({ email }), await request({ email })];
    const answers = await Promise.all([post(`/api/admin/requests/${first}/approve`, { plaza_id: 1 }), post(`/api/admin/requests/${second}/approve`, { plaza_id: 1 })]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([409, 422]).toContain(codes[1]);
    const statuses = [await statusOf(first), await statusOf(second)].sort();
    expect(statuses).toEqual(['approved', 'pending']);
    const refused = answers.find((a) => a.statusCode !== 200)!;
    if (refused.statusCode === 409) expect(refused.json()).toMatchObject({ reason: 'write_conflict', message: expect.stringContaining('at the same moment') });
  });
});
