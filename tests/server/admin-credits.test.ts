// The admin module's credits (issue 20, helper C): Packages (the credit packages, on sale or not, with bulk and
// transferable), Gifts Credits (credits given to stores of any shop, one `gift` ledger entry a store with its
// reason and giver, in one transaction) and Gifts Credits Users (the gifts given). Each list's search, filters,
// paging and report.xlsx; each write's rules refused with 422 in the caller's language and nothing written; a
// parking administrator and a shop owner refused (403); and what the writes change elsewhere: the shop's packages
// on sale, the buy flow refusing the pool for a package that is not bulk, the store's ledger and balance.
import { eq, sql } from 'drizzle-orm';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GiftAnswer, GiftRow, GiftStoresAnswer } from '../../src/contracts/admin-gifts.struct';
import { AdminPackage, PackageSavedAnswer } from '../../src/contracts/admin-packages.struct';
import { CreditPackagesAnswer, LedgerAnswer } from '../../src/contracts/credits.struct';
import { branches, creditEntries } from '../../server/db/schema';
import { adminCalls, sheetOf } from './admin-calls';
import { startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let parkingAdmin: string;
let owner: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  parkingAdmin = await tokenFor(server, 'parking');
  owner = await tokenFor(server, 'shop');
});
afterAll(() => server.close());

const { call, list } = adminCalls(() => ({ server, token: admin }));
const giftCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from credit_entries where kind = 'gift'`)) as unknown as { rows: { n: string }[] }).rows[0].n);
const balanceOf = async (branchId: number) =>
  Number(((await server.handle.db.execute(sql`select coalesce(sum(credits), 0) as n from credit_entries where branch_id = ${branchId}`)) as unknown as { rows: { n: string }[] }).rows[0].n);

const pkg = (over: Record<string, unknown> = {}) => ({ name: 'Paquete 25', credits: 25, gift_credits: 3, price_cents: 45_900, bulk: true, transferable: true, active: true, ...over });

describe('Packages', () => {
  it('lists every package with its flags and approved purchases, cheapest first, searched and filtered by status', async () => {
    const all = await list('/api/admin/packages', AdminPackage);
    expect(all).toMatchObject({ total: 3, page: 1, per_page: 10 });
    expect(all.data.map((p) => [p.name, p.price_cents, p.bulk, p.transferable, p.active, p.purchases])).toEqual([
      ['Paquete 10', 19_900, false, false, true, 0],
      ['Paquete 50', 89_900, true, true, true, 0],
      ['Paquete 100', 159_900, true, true, true, 0],
    ]);
    expect((await list('/api/admin/packages?q=100', AdminPackage)).data.map((p) => p.id)).toEqual([3]);
    expect((await list('/api/admin/packages?status=inactive', AdminPackage)).total).toBe(0);
    expect((await list('/api/admin/packages?per_page=5&page=9', AdminPackage)).page).toBe(1);
  });

  it('adds a package, which the shop then sees on sale, and saves changes to it', async () => {
    const added = await call({ method: 'POST', url: '/api/admin/packages', body: pkg() });
    expect(added.statusCode, added.body).toBe(201);
    const [err, saved] = validate(added.json(), PackageSavedAnswer);
    expect(err).toBeUndefined();
    expect(saved!).toMatchObject({ message: 'Package Paquete 25 added.', data: { name: 'Paquete 25', credits: 25, gift_credits: 3, price_cents: 45_900, purchases: 0 } });
    const onSale = async () => validate((await call({ url: '/api/credits/packages', token: owner })).json(), CreditPackagesAnswer)[1]!.data;
    expect((await onSale()).map((p) => [p.name, p.bulk, p.transferable])).toEqual([
      ['Paquete 10', false, false],
      ['Paquete 25', true, true],
      ['Paquete 50', true, true],
      ['Paquete 100', true, true],
    ]);

    const id = saved!.data.id;
    const off = await call({ method: 'PUT', url: `/api/admin/packages/${id}`, body: pkg({ name: 'Paquete 30', credits: 30, active: false }), locale: 'es' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Paquete Paquete 30 guardado.', data: { id, name: 'Paquete 30', credits: 30, active: false } });
    expect((await onSale()).map((p) => p.name)).toEqual(['Paquete 10', 'Paquete 50', 'Paquete 100']);
    expect((await list('/api/admin/packages?status=inactive', AdminPackage)).data.map((p) => p.id)).toEqual([id]);
  });

  it("refuses a package's rules with 422 in the caller's language, and writes nothing", async () => {
    const before = (await list('/api/admin/packages?per_page=50', AdminPackage)).total;
    const refused = async (body: unknown, field: string, locale = 'en') => {
      const res = await call({ method: 'POST', url: '/api/admin/packages', body, locale });
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors[field][0] as string;
    };
    expect(await refused(pkg({ name: 'paquete 50' }), 'name')).toBe('The name paquete 50 already belongs to another package.');
    expect(await refused(pkg({ name: 'PAQUETE 100' }), 'name', 'es')).toBe('El nombre PAQUETE 100 ya pertenece a otro paquete.');
    expect(await refused(pkg({ name: 'P' }), 'name')).toMatch(/at least 3/);
    expect(await refused(pkg({ price_cents: 0 }), 'price_cents')).toMatch(/between 1 and/);
    expect(await refused(pkg({ credits: 0 }), 'credits')).toMatch(/between 1 and/);
    expect(await refused(pkg({ gift_credits: -1 }), 'gift_credits')).toMatch(/between 0 and/);
    expect(await refused(pkg({ bulk: 'maybe' }), 'bulk')).toBeTruthy();
    // Renaming onto another package's name is refused too; an unknown package is 404.
    const taken = await call({ method: 'PUT', url: '/api/admin/packages/2', body: pkg({ name: 'Paquete 10' }) });
    expect(taken.statusCode).toBe(422);
    expect((await call({ method: 'PUT', url: '/api/admin/packages/999', body: pkg({ name: 'Paquete 999' }) })).statusCode).toBe(404);
    expect((await list('/api/admin/packages?per_page=50', AdminPackage)).total).toBe(before);
  });

  it('exports the packages found as report.xlsx', async () => {
    const res = await call({ url: '/api/admin/packages/export?q=paquete%2050&status=active', locale: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    const sheet = sheetOf(res);
    expect(sheet).toContain('Paquetes');
    expect(sheet).toContain('Estatus: A la venta');
    expect(sheet).toContain('Paquete 50');
    expect(sheet).toContain('<v>899.00</v>');
  });

  it('the buy flow refuses the pool for a package that is not bulk (and still for one not transferable)', async () => {
    const buy = (packageId: number, amount: number) =>
      call({
        method: 'POST',
        url: '/api/shops/1/credits/purchases',
        token: owner,
        body: { package_id: packageId, recipients: { kind: 'pool', branch_ids: [1, 2] }, card_id: 999_999, cvv_ticket: 'cvt_0', idempotency_key: `pool-${packageId}-0001`, amount_cents: amount },
      });
    const notBulk = await buy(1, 19_900);
    expect(notBulk.statusCode).toBe(422);
    expect(notBulk.json().errors['recipients.kind']).toEqual(['This package is for one store only: choose a store.']);
    const transferableOnly = await call({ method: 'POST', url: '/api/admin/packages', body: pkg({ name: 'Paquete una tienda', bulk: false, transferable: true }) });
    const oneStore = transferableOnly.json().data.id as number;
    expect((await buy(oneStore, 45_900)).statusCode).toBe(422);
    // A bulk, transferable package passes that rule and fails later on the card that does not exist.
    expect((await buy(2, 89_900)).statusCode).toBe(404);
  });

  it('is the platform admin\'s: a parking administrator and a shop owner are refused (403)', async () => {
    for (const token of [parkingAdmin, owner]) {
      expect((await call({ url: '/api/admin/packages', token })).statusCode).toBe(403);
      expect((await call({ method: 'POST', url: '/api/admin/packages', body: pkg({ name: 'Paquete ajeno' }), token })).statusCode).toBe(403);
      expect((await call({ method: 'PUT', url: '/api/admin/packages/1', body: pkg(), token })).statusCode).toBe(403);
    }
  });
});

describe('Gifts Credits', () => {
  it('picks active stores of every shop by their name or their shop\'s', async () => {
    const picked = async (q: string) => validate((await call({ url: `/api/admin/gifts/stores?q=${encodeURIComponent(q)}` })).json(), GiftStoresAnswer)[1]!.data;
    expect((await picked('')).map((s) => [s.shop_name, s.name])).toEqual([
      ['Boutique Norte', 'Sucursal Norte'],
      ['Tienda Centro', 'Sucursal Centro'],
      ['Tienda Centro', 'Sucursal Valle'],
    ]);
    expect((await picked('boutique')).map((s) => s.id)).toEqual([3]);
    expect((await picked('valle')).map((s) => s.id)).toEqual([2]);
    await server.handle.db.update(branches).set({ status: 'inactive' }).where(eq(branches.id, 2));
    expect((await picked('valle')).map((s) => s.id)).toEqual([]);
    await server.handle.db.update(branches).set({ status: 'active' }).where(eq(branches.id, 2));
  });

  it("gives credits to stores of two shops: one gift entry a store, in each store's ledger with its reason", async () => {
    const before = [await balanceOf(1), await balanceOf(3)];
    const res = await call({ method: 'POST', url: '/api/admin/gifts', body: { branch_ids: [1, 3, 1], credits: 12, note: '  Bienvenida al programa  ' }, locale: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    const [err, answer] = validate(res.json(), GiftAnswer);
    expect(err).toBeUndefined();
    expect(answer).toEqual({ data: { stores: 2, credits: 24 }, message: 'Créditos regalados a 2 tiendas.' });
    expect([await balanceOf(1), await balanceOf(3)]).toEqual([before[0] + 12, before[1] + 12]);

    const rows = await server.handle.db.select().from(creditEntries).where(eq(creditEntries.note, 'Bienvenida al programa'));
    expect(rows.map((r) => [r.shopId, r.branchId, r.kind, r.credits, r.movable, r.userId, r.purchaseId])).toEqual([
      [1, 1, 'gift', 12, false, 1, null],
      [2, 3, 'gift', 12, false, 1, null],
    ]);
    // The owner's ledger shows it, with the reason.
    const ledger = await call({ url: '/api/shops/1/credits/transactions?kind=gift', token: owner });
    const [lerr, page] = validate(ledger.json(), LedgerAnswer);
    expect(lerr).toBeUndefined();
    expect(page!.data.data[0]).toMatchObject({ branch_name: 'Sucursal Centro', kind: 'gift', credits: 12, movable: false, note: 'Bienvenida al programa' });
  });

  it('refuses an inactive or unknown store and a bad reason with 422, and gives nothing to any store', async () => {
    const before = await giftCount();
    await server.handle.db.update(branches).set({ status: 'inactive' }).where(eq(branches.id, 2));
    const inactive = await call({ method: 'POST', url: '/api/admin/gifts', body: { branch_ids: [1, 2], credits: 5, note: 'Promoción' } });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors.branch_ids).toEqual(['An inactive store cannot receive credits.']);
    await server.handle.db.update(branches).set({ status: 'active' }).where(eq(branches.id, 2));
    const unknown = await call({ method: 'POST', url: '/api/admin/gifts', body: { branch_ids: [1, 999], credits: 5, note: 'Promoción' }, locale: 'es' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.branch_ids).toEqual(['Una de las tiendas elegidas ya no existe: elige las tiendas de nuevo.']);
    for (const [body, field] of [
      [{ branch_ids: [1], credits: 5, note: 'ok' }, 'note'],
      [{ branch_ids: [1], credits: 0, note: 'Promoción' }, 'credits'],
      [{ branch_ids: [], credits: 5, note: 'Promoción' }, 'branch_ids'],
    ] as const) {
      const res = await call({ method: 'POST', url: '/api/admin/gifts', body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await giftCount()).toBe(before);
  });

  it('is the platform admin\'s: a parking administrator and a shop owner are refused (403)', async () => {
    for (const token of [parkingAdmin, owner]) {
      expect((await call({ method: 'POST', url: '/api/admin/gifts', body: { branch_ids: [1], credits: 5, note: 'Para mí' }, token })).statusCode).toBe(403);
      expect((await call({ url: '/api/admin/gifts/stores', token })).statusCode).toBe(403);
      expect((await call({ url: '/api/admin/gifts/users', token })).statusCode).toBe(403);
    }
  });
});

describe('Gifts Credits Users', () => {
  it('lists the gifts given (not the gifts of purchases), newest first, with who gave them, searched and by days', async () => {
    await call({ method: 'POST', url: '/api/admin/gifts', body: { branch_ids: [2], credits: 7, note: 'Compensación por falla' } });
    const all = await list('/api/admin/gifts/users', GiftRow);
    // The three seeded welcome gifts (no reason, no giver) and the ones this file gave.
    expect(all.total).toBe(6);
    expect(all.data[0]).toMatchObject({ branch_name: 'Sucursal Valle', shop_name: 'Tienda Centro', credits: 7, note: 'Compensación por falla', given_by: 'Ana Admin', given_by_email: 'admin@nexo.demo' });
    expect(all.data.at(-1)).toMatchObject({ note: null, given_by: null });
    expect((await list('/api/admin/gifts/users?q=falla', GiftRow)).total).toBe(1);
    expect((await list('/api/admin/gifts/users?q=boutique', GiftRow)).data.map((g) => g.branch_id)).toEqual([3, 3]);
    expect((await list('/api/admin/gifts/users?q=ana%20admin', GiftRow)).total).toBe(3);
    expect((await list('/api/admin/gifts/users?from=2020-01-01&to=2020-12-31', GiftRow)).total).toBe(0);
    const bad = await call({ url: '/api/admin/gifts/users?from=2026-02-30' });
    expect(bad.statusCode).toBe(422);
  });

  it('exports them as report.xlsx', async () => {
    const res = await call({ url: '/api/admin/gifts/users/export?q=falla' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-export-rows']).toBe('1');
    const sheet = sheetOf(res);
    expect(sheet).toContain('Gift credits');
    expect(sheet).toContain('Compensación por falla');
    expect(sheet).toContain('Ana Admin');
  });
});
