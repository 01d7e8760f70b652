// The credit ledger (server/credits): balances are the sums of the entries; transfers move only transferable
// credits out of an active store, and concurrent transfers and purchases never overdraw a store; the entries
// cannot be changed or removed; the list's filters, paging and totals, and its Excel download.
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, creditEntries } from '../../server/db/schema';
import type { CreditBalances, LedgerPage } from '../../src/contracts/credits.struct';
import { adapterFor, cvvTicket, listenGateway, savedCard, type ListeningGateway } from './credits-helpers';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let gw: ListeningGateway;
let server: TestServer;
let owner: string;

beforeAll(async () => {
  gw = await listenGateway();
  server = await startTestServer({ payments: adapterFor(gw.url) });
  owner = await tokenFor(server, 'shop');
});
afterAll(async () => {
  await server.close();
  await gw.close();
});

const sums = async () => {
  const res = (await server.handle.db.execute(
    sql`select branch_id, sum(credits)::int as total, sum(credits) filter (where movable)::int as movable, min(credits) as min from credit_entries group by branch_id order by branch_id`,
  )) as unknown as { rows: { branch_id: number; total: number; movable: number | null }[] };
  return res.rows;
};
const balances = async (shopId = 1): Promise<CreditBalances> => (await as(server.app, owner, { method: 'GET', url: `/api/shops/${shopId}/credits` })).json().data;
const transfer = (from: number, to: number, credits: number, locale = 'en') =>
  as(server.app, owner, { method: 'POST', url: '/api/shops/1/credits/transfers', payload: { from_branch_id: from, to_branch_id: to, credits }, headers: { 'x-locale': locale } });

describe('balances', () => {
  it("are each store's sum of entries (the demo's welcome gifts)", async () => {
    const b = await balances();
    expect(b.stores).toEqual([
      { id: 1, name: 'Sucursal Centro', total: 30, transferable: 30 },
      { id: 2, name: 'Sucursal Valle', total: 8, transferable: 0 },
    ]);
    expect(b.total).toBe(38);
    const rows = await sums();
    for (const s of b.stores) expect(rows.find((r) => r.branch_id === s.id)?.total).toBe(s.total);
  });

  it("are the shopping session's credits.total: the shop's and each store's, and the salesman's store", async () => {
    const shops = (await as(server.app, owner, { method: 'GET', url: '/api/shops' })).json().data;
    expect(shops[0].credits).toEqual({ total: 38 });
    const store = (id: number, name: string, total: number) => ({ id, name, prefix: 'TNDA', url_logo: null, credits: { total } });
    expect(shops[0].branchs).toEqual([store(1, 'Sucursal Centro', 30), store(2, 'Sucursal Valle', 8)]);
    // The manager belongs to Sucursal Centro: their session holds that store and its credits only.
    const manager = await tokenFor(server, 'manager');
    const managed = (await as(server.app, manager, { method: 'GET', url: '/api/shops' })).json().data;
    expect([managed[0].branchs, managed[0].credits]).toEqual([[store(1, 'Sucursal Centro', 30)], { total: 30 }]);
    const salesman = await tokenFor(server, 'salesman');
    expect((await as(server.app, salesman, { method: 'GET', url: '/api/users/salesman/my-branchs' })).json().data).toEqual([store(1, 'Sucursal Centro', 30)]);
  });
});

describe('transfers', () => {
  it('move transferable credits only, out of an active store, and say why they refuse', async () => {
    const tooMany = await transfer(1, 2, 31);
    expect([tooMany.statusCode, tooMany.json().errors.credits[0]]).toEqual([422, 'The store has only 30 transferable credits.']);
    const singleStore = await transfer(2, 1, 1, 'es');
    expect(singleStore.json().errors.credits[0]).toBe('La tienda solo tiene 0 créditos transferibles.');
    expect((await transfer(1, 1, 1)).statusCode).toBe(422);
    expect((await transfer(1, 3, 1)).statusCode).toBe(404);
    const ok = await transfer(1, 2, 5);
    expect(ok.statusCode).toBe(201);
    expect((ok.json().data as CreditBalances).stores.map((s) => [s.total, s.transferable])).toEqual([[25, 25], [13, 5]]);
    // What a store received by transfer may move on.
    expect((await transfer(2, 1, 5)).statusCode).toBe(201);
    await server.handle.db.update(branches).set({ status: 'inactive' }).where(sql`id = 1`);
    const inactive = await transfer(1, 2, 1);
    expect([inactive.statusCode, inactive.json().errors.from_branch_id[0]]).toEqual([422, "An inactive store's credits can no longer be transferred."]);
    await server.handle.db.update(branches).set({ status: 'active' }).where(sql`id = 1`);
  });

  it('running together never overdraw a store, while purchases credit it', async () => {
    const start = (await balances()).stores[0].transferable;
    const card = await savedCard(server.handle.db, gw.url, 1, '4242 4242 4242 4242');
    const purchases = await Promise.all(
      [0, 1, 2].map(async (i) =>
        as(server.app, owner, {
          method: 'POST',
          url: '/api/shops/1/credits/purchases',
          payload: { package_id: 2, recipients: { kind: 'pool', branch_ids: [2] }, card_id: card.id, cvv_ticket: await cvvTicket(gw.url, card.token), idempotency_key: `concurrent-${i}-${Date.now()}`, amount_cents: 89_900 },
        }),
      ),
    );
    // 40 transfers of 3 credits out of store 1 at once, and 20 of 2 from store 2 back to it, beside the purchases.
    const moves = await Promise.all([...Array.from({ length: 40 }, () => transfer(1, 2, 3)), ...Array.from({ length: 20 }, () => transfer(2, 1, 2))]);
    expect(purchases.map((p) => p.statusCode)).toEqual([201, 201, 201]);
    expect(moves.every((m) => m.statusCode === 201 || m.statusCode === 422)).toBe(true);
    const rows = await sums();
    for (const r of rows) expect(r.total).toBeGreaterThanOrEqual(0);
    const b = await balances();
    for (const s of b.stores) {
      expect(s.total).toBe(rows.find((r) => r.branch_id === s.id)?.total);
      expect(s.transferable).toBeGreaterThanOrEqual(0);
    }
    // Every transfer that was taken is in the ledger; the shop's total only grew by the purchases.
    const out = moves.slice(0, 40).filter((m) => m.statusCode === 201).length;
    expect(out).toBeGreaterThanOrEqual(Math.floor(start / 3));
    expect(b.total).toBe(38 + 3 * 55);
  });
});

describe('the ledger', () => {
  it('is append-only: an entry cannot be changed or removed', async () => {
    await expect(server.handle.db.update(creditEntries).set({ credits: 1000 }).where(sql`id = 1`)).rejects.toThrow();
    await expect(server.handle.db.delete(creditEntries).where(sql`id = 1`)).rejects.toThrow();
  });

  it('lists entries newest first with filters, paging and the totals of the whole filtered set', async () => {
    const get = async (query: string, token = owner, url = '/api/shops/1/credits/transactions') => {
      const res = await as(server.app, token, { method: 'GET', url: `${url}?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as LedgerPage;
    };
    const all = await get('per_page=5');
    expect(all.data).toHaveLength(5);
    expect(all.data[0].id).toBeGreaterThan(all.data[4].id);
    const rows = await sums();
    expect(all.totals.credits_in - all.totals.credits_out).toBe(rows.filter((r) => r.branch_id !== 3).reduce((s, r) => s + r.total, 0));
    expect(all.totals.amount_cents).toBe(3 * 89_900);
    const page2 = await get('per_page=5&page=2');
    expect(page2.data[0].id).toBeLessThan(all.data[4].id);
    const bought = await get('kind=purchase&per_page=50');
    expect(bought.total).toBe(3);
    expect(bought.data.every((r) => r.kind === 'purchase' && r.package_name === 'Paquete 50' && r.branch_name === 'Sucursal Valle')).toBe(true);
    const store1 = await get('branch_id=1&kind=transfer_out&per_page=50');
    expect(store1.data.every((r) => r.branch_id === 1 && r.credits < 0 && r.counterpart === 'Sucursal Valle')).toBe(true);
    const none = await get('from=2020-01-01&to=2020-12-31');
    expect([none.total, none.totals.credits_in]).toEqual([0, 0]);
    // A manager's store list: their store's entries only, whatever store they name.
    const manager = await tokenFor(server, 'manager');
    const mine = await get('per_page=50', manager, '/api/shops/1/branch/1/credits/transactions');
    expect(mine.data.every((r) => r.branch_id === 1)).toBe(true);
    const other = await get('branch_id=2', manager, '/api/shops/1/branch/1/credits/transactions');
    expect(other.total).toBe(0);
  });

  it('downloads the filtered ledger as report.xlsx with a totals row', async () => {
    const res = await as(server.app, owner, { method: 'GET', url: '/api/shops/1/credits/transactions/download?kind=purchase', headers: { 'x-locale': 'es' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('report.xlsx');
    const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('Transacciones de créditos');
    // The filters' line names the kind once; then the three purchases.
    expect(sheet.match(/Compra/g)?.length).toBe(4);
    expect(sheet).toContain('<v>2697.00</v>');
  });
});
