// Shopping-to-go statistics (server/shopping-stats): rows inserted directly (requests, offers, a dismissal, the
// credit entries of the offers) on one local day of Monterrey, then each route's exact figures: per store, per
// salesman, the series, the median reply time; the salesman sees only their own; the tenant refusals.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, creditEntries, customers, shoppingDismissals, shoppingOffers, shoppingRequests, userBranches, users } from '../../server/db/schema';
import type { SalesmanHistory, ShopStatistics } from '../../src/contracts/shopping-stats.struct';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
const tokens: Record<'shop' | 'manager' | 'salesman', string> = { shop: '', manager: '', salesman: '' };
const SALESMAN = 7;
let other = 0; // a second salesman of Sucursal Centro

// Monterrey is UTC-6: the local 2026-11-20 runs from 06:00Z to 06:00Z the next day.
const local = (hhmm: string, day = '2026-11-20') => new Date(`${day}T${hhmm}:00-06:00`);
const DATE = '2026-11-20T18:00:00Z';
const CLOTHING = 1; // Centro's category (plaza 1); checked below by the requests that reach it
const PLAZA_1 = 1;

async function insertRequest(at: Date, plazaId: number, categoryId: number, customerId: number) {
  const [row] = await server.handle.db
    .insert(shoppingRequests)
    .values({ customerId, plazaId, categoryId, text: 'Una chamarra de mezclilla', createdAt: at, expiresAt: new Date(at.getTime() + 7_200_000) })
    .returning({ id: shoppingRequests.id });
  return row.id;
}

async function insertOffer(requestId: number, branchId: number, salesmanId: number, at: Date, status: 'offered' | 'accepted' | 'expired' = 'offered', decidedAt: Date | null = null) {
  const [row] = await server.handle.db
    .insert(shoppingOffers)
    .values({ requestId, shopId: 1, branchId, salesmanId, product: 'Chamarra', priceCents: 89_900, expiresAt: new Date(at.getTime() + 1_800_000), status, credits: 1, createdAt: at, decidedAt })
    .returning({ id: shoppingOffers.id });
  await server.handle.db.insert(creditEntries).values({ shopId: 1, branchId, kind: 'offer', credits: -1, movable: false, offerId: row.id, userId: salesmanId, at });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['shop', 'manager', 'salesman'] as const) tokens[who] = await tokenFor(server, who);
  const db = server.handle.db;
  const [customer] = await db.insert(customers).values({ name: 'Ana', email: 'ana.stats@example.mx', passwordHash: 'x' }).returning({ id: customers.id });
  const [second] = await db
    .insert(users)
    .values({ provider: 'salesman', username: 'TNDA_SEGUNDO', firstName: 'Sergio', lastName: 'Segundo', passwordHash: 'x', roleId: 5, shopId: 1 })
    .returning({ id: users.id });
  other = second.id;
  await db.insert(userBranches).values({ userId: other, branchId: 1 });

  // R1: offered by the salesman 2 minutes after, accepted, sold at 11:00.
  const r1 = await insertRequest(local('10:00'), PLAZA_1, CLOTHING, customer.id);
  const o1 = await insertOffer(r1, 1, SALESMAN, local('10:02'), 'accepted', local('10:30'));
  await db.update(shoppingRequests).set({ status: 'done', acceptedOfferId: o1, closedAt: local('11:00') }).where(eq(shoppingRequests.id, r1));
  // R2: the other salesman offers after 10 minutes (it expires), the salesman after an hour.
  const r2 = await insertRequest(local('12:00'), PLAZA_1, CLOTHING, customer.id);
  await insertOffer(r2, 1, other, local('12:10'), 'expired');
  await insertOffer(r2, 1, SALESMAN, local('13:00'));
  // R3: the salesman rejects it.
  const r3 = await insertRequest(local('14:00'), PLAZA_1, CLOTHING, customer.id);
  await db.insert(shoppingDismissals).values({ requestId: r3, branchId: 1, userId: SALESMAN, kind: 'reject', createdAt: local('14:05') });
  // R4: another category of plaza 1 (Sucursal Norte's, shop 2): reaches no store of shop 1.
  await insertRequest(local('15:00'), PLAZA_1, 11, customer.id);
  // R5: plaza 2, shoes: reaches Sucursal Valle.
  await insertRequest(local('16:00'), 2, 2, customer.id);
  // R6: the day before, Centro's: in the week only.
  await insertRequest(local('22:00', '2026-11-19'), PLAZA_1, CLOTHING, customer.id);
});
afterAll(() => server.close());

const get = (who: keyof typeof tokens, url: string, locale = 'en') => as(server.app, tokens[who], { method: 'GET', url, headers: { 'x-locale': locale } });

describe('the demo data this test relies on', () => {
  it('has Centro in plaza 1 selling category 1, Valle in plaza 2 selling category 2, Norte (shop 2) category 11', async () => {
    const rows = (await server.handle.db.execute(
      sql`select b.id, b.plaza_id, bc.category_id from branches b join branch_categories bc on bc.branch_id = b.id order by b.id`,
    )) as unknown as { rows: { id: number; plaza_id: number; category_id: number }[] };
    expect(rows.rows).toEqual([
      { id: 1, plaza_id: 1, category_id: 1 },
      { id: 2, plaza_id: 2, category_id: 2 },
      { id: 3, plaza_id: 1, category_id: 11 },
    ]);
  });
});

describe("the shop's statistics (owner)", () => {
  it('counts each store and salesman of the day exactly, with the median reply time', async () => {
    const res = await get('shop', `/api/shops/1/statistics?period=day&date=${DATE}`);
    expect(res.statusCode).toBe(200);
    const data: ShopStatistics = res.json().data;
    expect(data.from).toBe('2026-11-20T06:00:00.000Z');
    expect(data.to).toBe('2026-11-21T06:00:00.000Z');
    expect(data.time_zone).toBe('America/Monterrey');
    // Store-level reply times: R1 120 s, R2 600 s (the first offer of the store) -> 360.
    expect(data.stores).toEqual([
      { branch_id: 1, name: 'Sucursal Centro', received: 3, answered: 3, offers: 3, accepted: 1, sales: 1, median_reply_seconds: 360, credits: 3 },
      { branch_id: 2, name: 'Sucursal Valle', received: 1, answered: 0, offers: 0, accepted: 0, sales: 0, median_reply_seconds: null, credits: 0 },
    ]);
    expect(data.totals).toEqual({ received: 4, answered: 3, offers: 3, accepted: 1, sales: 1, median_reply_seconds: 360, credits: 3 });
    // The salesman: R1 120 s, R2 3,600 s -> 1,860; the other: R2 600 s.
    expect(data.salesmen).toEqual([
      { user_id: other, name: 'Sergio Segundo', answered: 1, offers: 1, accepted: 0, sales: 0, median_reply_seconds: 600, credits: 1 },
      { user_id: SALESMAN, name: 'Valentín Vendedor', answered: 3, offers: 2, accepted: 1, sales: 1, median_reply_seconds: 1860, credits: 2 },
    ]);
  });

  it('splits the day by local hour, empty hours included, summing to the totals', async () => {
    const data: ShopStatistics = (await get('shop', `/api/shops/1/statistics?period=day&date=${DATE}`)).json().data;
    expect(data.series).toHaveLength(24);
    expect(data.series[0].bucket).toBe('2026-11-20 00:00');
    const at = (hour: string) => data.series.find((b) => b.bucket === `2026-11-20 ${hour}`);
    expect(at('10:00')).toEqual({ bucket: '2026-11-20 10:00', received: 1, answered: 1, offers: 1, accepted: 1, sales: 0, median_reply_seconds: 120, credits: 1 });
    expect(at('11:00')).toMatchObject({ sales: 1, offers: 0 });
    expect(at('12:00')).toMatchObject({ received: 1, answered: 1, offers: 1, median_reply_seconds: 600 });
    expect(at('13:00')).toMatchObject({ offers: 1, answered: 0, median_reply_seconds: null });
    expect(at('14:00')).toMatchObject({ received: 1, answered: 1, offers: 0 });
    expect(at('16:00')).toMatchObject({ received: 1 });
    for (const key of ['received', 'answered', 'offers', 'accepted', 'sales', 'credits'] as const) {
      expect(data.series.reduce((s, b) => s + b[key], 0), key).toBe(data.totals[key]);
    }
  });

  it('counts the week by local day: the day before adds its request', async () => {
    const data: ShopStatistics = (await get('shop', `/api/shops/1/statistics?period=week&date=${DATE}`)).json().data;
    expect(data.from).toBe('2026-11-14T06:00:00.000Z');
    expect(data.series.map((b) => b.bucket)).toEqual(['2026-11-14', '2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
    expect(data.series[5]).toMatchObject({ received: 1, answered: 0 });
    expect(data.series[6]).toMatchObject({ received: 4, answered: 3, offers: 3, credits: 3 });
    expect(data.totals.received).toBe(5);
  });

  it('shows nothing of another day', async () => {
    const data: ShopStatistics = (await get('shop', '/api/shops/1/statistics?period=day&date=2026-11-10T18:00:00Z')).json().data;
    expect(data.totals).toEqual({ received: 0, answered: 0, offers: 0, accepted: 0, sales: 0, median_reply_seconds: null, credits: 0 });
  });

  it('counts no request for a store while it is inactive, unless the store answered it', async () => {
    await server.handle.db.update(branches).set({ status: 'inactive' }).where(inArray(branches.id, [1, 2]));
    try {
      const data: ShopStatistics = (await get('shop', `/api/shops/1/statistics?period=day&date=${DATE}`)).json().data;
      // Centro answered R1, R2 and R3; Valle answered nothing.
      expect(data.stores.map((s) => [s.name, s.received])).toEqual([
        ['Sucursal Centro', 3],
        ['Sucursal Valle', 0],
      ]);
    } finally {
      await server.handle.db.update(branches).set({ status: 'active' }).where(inArray(branches.id, [1, 2]));
    }
  });

  it("refuses another shop (404) and someone without the owner's permission (403)", async () => {
    expect((await get('shop', `/api/shops/2/statistics?period=day`)).statusCode).toBe(404);
    expect((await get('manager', `/api/shops/1/statistics?period=day`)).statusCode).toBe(403);
    expect((await get('salesman', `/api/shops/1/statistics?period=day`)).statusCode).toBe(403);
  });

  it('refuses a period it does not know or a date that is not an instant, in the caller’s language', async () => {
    const year = await get('shop', '/api/shops/1/statistics?period=year', 'es');
    expect(year.statusCode).toBe(422);
    expect(year.json().errors).toHaveProperty('period');
    expect((await get('shop', '/api/shops/1/statistics?period=day&date=ayer')).statusCode).toBe(422);
  });
});

describe("a manager's statistics of their store", () => {
  it("are their store's figures, per salesman", async () => {
    const data: ShopStatistics = (await get('manager', `/api/branch/1/statistics?period=day&date=${DATE}`)).json().data;
    expect(data.stores).toEqual([{ branch_id: 1, name: 'Sucursal Centro', received: 3, answered: 3, offers: 3, accepted: 1, sales: 1, median_reply_seconds: 360, credits: 3 }]);
    expect(data.totals).toEqual({ received: 3, answered: 3, offers: 3, accepted: 1, sales: 1, median_reply_seconds: 360, credits: 3 });
    expect(data.salesmen.map((s) => [s.user_id, s.offers])).toEqual([
      [other, 1],
      [SALESMAN, 2],
    ]);
  });

  it('refuses another store of the same shop (403) and a store of another shop (404)', async () => {
    const valle = await get('manager', '/api/branch/2/statistics?period=day', 'es');
    expect(valle.statusCode).toBe(403);
    expect(valle.json().message).toBe('Solo puedes administrar tus tiendas.');
    expect((await get('manager', '/api/branch/3/statistics?period=day')).statusCode).toBe(404);
    expect((await get('manager', '/api/branch/999999/statistics?period=day')).statusCode).toBe(404);
  });
});

describe("the salesman's history", () => {
  it('holds only their own figures', async () => {
    const res = await get('salesman', `/api/branch/1/history?period=day&date=${DATE}`);
    expect(res.statusCode).toBe(200);
    const data: SalesmanHistory = res.json().data;
    expect(data.totals).toEqual({ answered: 3, offers: 2, accepted: 1, sales: 1, median_reply_seconds: 1860, credits: 2 });
    expect(data.series).toHaveLength(24);
    expect(data.series.find((b) => b.bucket === '2026-11-20 13:00')).toEqual({ bucket: '2026-11-20 13:00', answered: 1, offers: 1, accepted: 0, sales: 0, median_reply_seconds: 3600, credits: 1 });
    // Their first answer to R2 is their offer at 13:00: the other salesman's at 12:10 is not theirs.
    expect(data.series.find((b) => b.bucket === '2026-11-20 12:00')).toMatchObject({ offers: 0, answered: 0 });
  });

  it('by day over the month', async () => {
    const data: SalesmanHistory = (await get('salesman', `/api/branch/1/history?period=month&date=${DATE}`)).json().data;
    expect(data.series).toHaveLength(30);
    expect(data.series[29]).toMatchObject({ bucket: '2026-11-20', answered: 3, offers: 2, credits: 2 });
    expect(data.totals.offers).toBe(2);
  });

  it("refuses another store of their shop (403) and another shop's (404)", async () => {
    expect((await get('salesman', '/api/branch/2/history?period=day')).statusCode).toBe(403);
    expect((await get('salesman', '/api/branch/3/history?period=day')).statusCode).toBe(404);
  });
});
