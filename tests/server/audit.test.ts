// The audit log (issue 20): a route's write leaves one entry per changed row, in its own transaction (a refused
// write that had already inserted leaves neither the row nor an entry), without secrets; each tenant reads its
// own entries, the platform admin everyone's.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, pensions } from '../../server/db/schema';
import { as, DEMO, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let parking: string;
let shop: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, parking, shop] = await Promise.all([tokenFor(server, 'admin'), tokenFor(server, 'parking'), tokenFor(server, 'shop')]);
});
afterAll(() => server.close());

const entriesOf = (entity: string) => server.handle.db.select().from(auditEntries).where(eq(auditEntries.entity, entity));
const pensionBody = (email: string, plates: string[]) => ({
  first_name: 'marta',
  lastname: 'salinas',
  email,
  role: 'gerente',
  cars: plates.map((plate) => ({ brand: 'Mazda', model: 'mazda 3', color: 'red', plate })),
});

describe('what a write records', () => {
  it('records who, where, which route and tenant, and the row after an insert', async () => {
    const res = await as(server.app, parking, { method: 'POST', url: '/api/parkings/1/pensions', payload: pensionBody('audit.one@example.mx', ['AUD0001']), headers: { 'x-forwarded-for': '10.9.8.7' } });
    expect(res.statusCode).toBeLessThan(300);
    const [pension] = await server.handle.db.select().from(pensions).where(eq(pensions.email, 'audit.one@example.mx'));
    const [entry] = await server.handle.db.select().from(auditEntries).where(and(eq(auditEntries.entity, 'pensions'), eq(auditEntries.entityId, String(pension.id))));
    expect(entry).toMatchObject({ actor: 'user', userId: DEMO.parking.id, method: 'POST', route: '/api/parkings/:parkingId/pensions', parkingId: 1, action: 'insert', before: null });
    expect(entry.after).toMatchObject({ id: pension.id, email: 'audit.one@example.mx', parking_id: 1 });
    expect(entry.ip).toBeTruthy();
    const cars = await entriesOf('pension_cars');
    expect(cars.some((c) => (c.after as { plate?: string } | null)?.plate === 'AUD0001')).toBe(true);
  });

  it('leaves neither the rows nor an entry when the write is refused halfway (the pension went in before its second car was refused)', async () => {
    const before = (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0].n;
    const res = await as(server.app, parking, { method: 'POST', url: '/api/parkings/1/pensions', payload: pensionBody('audit.two@example.mx', ['AUD0002', 'NXP1001']) });
    expect(res.statusCode).toBe(422);
    expect(await server.handle.db.select().from(pensions).where(eq(pensions.email, 'audit.two@example.mx'))).toEqual([]);
    const after = (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0].n;
    expect(after).toBe(before);
  });

  it('records an update with the values before and after, and a changed password as "changed", never its hash', async () => {
    const token = await tokenFor(server, 'parking2');
    const res = await as(server.app, token, { method: 'PUT', url: `/api/users/password/update/${DEMO.parking2.id}`, payload: { password: 'demo1234', passwordnew: 'audit123', passwordvery: 'audit123' } });
    expect(res.statusCode).toBe(200);
    const rows = await server.handle.db.select().from(auditEntries).where(and(eq(auditEntries.entity, 'users'), eq(auditEntries.entityId, String(DEMO.parking2.id))));
    const change = rows.find((r) => r.action === 'update');
    expect(change?.after).toMatchObject({ password_hash: 'changed' });
    expect(change?.before).not.toHaveProperty('password_hash');
    const everything = JSON.stringify(await server.handle.db.select({ before: auditEntries.before, after: auditEntries.after }).from(auditEntries));
    expect(everything).not.toMatch(/\$argon2/);
    expect(everything).not.toMatch(/"token_hash":"[0-9a-f]{16,}/);
  });

  it("files a device's write under its lot, as the device", async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/devices/parkings/1/gates/4/status', headers: { 'x-device-key': 'demo-lot-1-key' }, payload: { status: 'warning' } });
    expect(res.statusCode).toBeLessThan(300);
    const [entry] = await server.handle.db.select().from(auditEntries).where(and(eq(auditEntries.entity, 'gates'), eq(auditEntries.entityId, '4')));
    expect(entry).toMatchObject({ actor: 'device', userId: null, parkingId: 1, action: 'update', route: '/api/devices/parkings/:parkingId/gates/:gateId/status' });
  });

  it('records nothing for reads', async () => {
    const before = (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0].n;
    expect((await as(server.app, parking, { method: 'GET', url: '/api/parkings/1/pensions' })).statusCode).toBe(200);
    const after = (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(auditEntries))[0].n;
    expect(after).toBe(before);
  });
});

describe('who reads which entries', () => {
  it("shows a lot's administrator their lot's entries only; another lot is 404", async () => {
    const mine = await as(server.app, parking, { method: 'GET', url: '/api/parkings/1/audit?entity=pensions' });
    expect(mine.statusCode).toBe(200);
    const page = mine.json();
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.data.every((e: { parking_id: number }) => e.parking_id === 1)).toBe(true);
    expect(page.data[0]).toMatchObject({ user_name: 'Pablo Fundadores', entity: 'pensions', action: 'insert' });
    // (A fresh session: the password test above signed parking2's others out.)
    expect((await as(server.app, await tokenFor(server, 'parking2'), { method: 'GET', url: '/api/parkings/1/audit' })).statusCode).toBe(404);
    expect((await as(server.app, parking, { method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
    expect((await as(server.app, shop, { method: 'GET', url: '/api/parkings/1/audit' })).statusCode).toBe(403);
  });

  it('shows the platform admin every tenant, filtered by user, entity and days', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: `/api/audit?user_id=${DEMO.parking.id}&entity=pensions&per_page=50` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(1);
    expect(res.json().data.every((e: { user_id: number; entity: string }) => e.user_id === DEMO.parking.id && e.entity === 'pensions')).toBe(true);
    const byName = await as(server.app, admin, { method: 'GET', url: '/api/audit?q=fundadores&period=day&entity=pensions' });
    expect(byName.json().total).toBeGreaterThanOrEqual(1);
    expect(byName.json().data.every((e: { user_id: number }) => e.user_id === DEMO.parking.id)).toBe(true);
    const nobody = await as(server.app, admin, { method: 'GET', url: '/api/audit?q=nadie%25con_este_nombre' });
    expect(nobody.json().total).toBe(0);
    const future = await as(server.app, admin, { method: 'GET', url: '/api/audit?from=2099-01-01' });
    expect(future.json()).toMatchObject({ data: [], total: 0, page: 1, per_page: 10 });
    const bad = await as(server.app, admin, { method: 'GET', url: '/api/audit?from=yesterday', headers: { 'x-locale': 'en' } });
    expect(bad.statusCode).toBe(422);
  });

  it("shows a shop's owner their shop's entries and downloads them as report.xlsx", async () => {
    const res = await as(server.app, shop, { method: 'GET', url: '/api/shops/1/audit' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((e: { shop_id: number }) => e.shop_id === 1)).toBe(true);
    const sheet = await as(server.app, admin, { method: 'GET', url: '/api/audit/export?entity=pensions' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-disposition']).toContain('report.xlsx');
    expect(Number(sheet.headers['x-export-rows'])).toBeGreaterThanOrEqual(1);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
