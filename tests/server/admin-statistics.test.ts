// The platform statistics (issue 20 item 2; server/admin/statistics) against known data: visits of two lots in
// two time zones (lot 3 moved to Cancún, UTC-5, beside Monterrey's UTC-6, so a night stay falls on another
// local day in each), the credit ledger of two shops, and requests with their offers, all in the week of
// 2025-03-03 (a Monday) to 2025-03-09 with one of each kind just outside it. Each tile's exact figures, by
// hand; the filters; the export; the refusals.
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVisitsToRollup } from '../../server/dashboards/rollups';
import { categories, creditEntries, customers, parkings, shoppingOffers, shoppingRequests, visits } from '../../server/db/schema';
import type { TileData } from '../../src/contracts/statistics.struct';
import { formatDay } from '../../src/domain/formats/edge-formats';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin = '';
const WEEK = 'from=2025-03-03&to=2025-03-09';

/** A wall-clock time of Monterrey (UTC-6) or Cancún (UTC-5) as an instant. */
const mty = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-06:00`);
const cun = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);

async function stay(parkingId: number, entry: Date, exit: Date, amount: number) {
  const gates = parkingId === 1 ? { accessId: 1, entryGateId: 1, exitGateId: 2 } : { accessId: 4, entryGateId: 7, exitGateId: 8 };
  const [row] = await server.handle.db
    .insert(visits)
    .values({ parkingId, ...gates, entryAt: entry, exitAt: exit, paidAt: exit, paidBy: 'barrier', plate: `ST${entry.getTime() % 100000}`, state: 'closed', amount })
    .returning({ id: visits.id });
  return row.id;
}

async function request(createdAt: Date, plazaId: number, categoryId: number, customerId: number) {
  const [row] = await server.handle.db
    .insert(shoppingRequests)
    .values({ customerId, plazaId, categoryId, text: 'Unos tenis blancos', createdAt, expiresAt: new Date(createdAt.getTime() + 7_200_000) })
    .returning({ id: shoppingRequests.id });
  return row.id;
}

async function offer(requestId: number, store: { shopId: number; branchId: number }, at: Date, credits: number, status: 'accepted' | 'expired') {
  const [row] = await server.handle.db
    .insert(shoppingOffers)
    .values({ requestId, ...store, salesmanId: 7, product: 'Tenis', priceCents: 99_900, expiresAt: new Date(at.getTime() + 1_800_000), status, credits, createdAt: at })
    .returning({ id: shoppingOffers.id });
  await server.handle.db.insert(creditEntries).values({ ...store, kind: 'offer', credits: -credits, movable: false, offerId: row.id, at });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  const db = server.handle.db;
  await db.update(parkings).set({ timeZone: 'America/Cancun' }).where(eq(parkings.id, 3));

  // Lot 1 (Monterrey): Monday 10:00-12:00 ($50) and 11:00-11:30 ($20); Tuesday 23:30 to Wednesday 01:30 ($30);
  // Thursday 20:00-21:00 ($10: Friday already in UTC).
  // Lot 3 (Cancún): Wednesday 00:30-01:30 ($40), which is Tuesday 23:30 in Monterrey. Outside the week: Sunday
  // 2 March 23:00 in lot 1 and Monday 10 March 00:30 in lot 3 (both $99.99).
  const ids = [
    await stay(1, mty('2025-03-03', '10:00'), mty('2025-03-03', '12:00'), 5_000),
    await stay(1, mty('2025-03-03', '11:00'), mty('2025-03-03', '11:30'), 2_000),
    await stay(1, mty('2025-03-04', '23:30'), mty('2025-03-05', '01:30'), 3_000),
    await stay(1, mty('2025-03-06', '20:00'), mty('2025-03-06', '21:00'), 1_000),
    await stay(3, cun('2025-03-05', '00:30'), cun('2025-03-05', '01:30'), 4_000),
    await stay(1, mty('2025-03-02', '23:00'), mty('2025-03-02', '23:50'), 9_999),
    await stay(3, cun('2025-03-10', '00:30'), cun('2025-03-10', '01:00'), 9_999),
  ];
  await addVisitsToRollup(db, ids);

  // Credits (Monterrey's days): Monday shop 1 buys 50 ($899) with 5 given, shop 2 buys 10 ($199) at 23:00;
  // Wednesday shop 1 moves 5 between its stores (no credits added); Saturday 8 March shop 2 is given 7 by the
  // platform; Monday 10 March (outside) shop 1 buys 10.
  await db.insert(creditEntries).values([
    { shopId: 1, branchId: 1, kind: 'purchase', credits: 50, movable: true, amountCents: 89_900, at: mty('2025-03-03', '09:00') },
    { shopId: 1, branchId: 1, kind: 'gift', credits: 5, movable: true, at: mty('2025-03-03', '09:00') },
    { shopId: 2, branchId: 3, kind: 'purchase', credits: 10, movable: false, amountCents: 19_900, at: mty('2025-03-03', '23:00') },
    { shopId: 1, branchId: 1, kind: 'transfer_out', credits: -5, movable: true, counterpartBranchId: 2, at: mty('2025-03-05', '12:00') },
    { shopId: 1, branchId: 2, kind: 'transfer_in', credits: 5, movable: true, counterpartBranchId: 1, at: mty('2025-03-05', '12:00') },
    { shopId: 2, branchId: 3, kind: 'gift', credits: 7, movable: true, note: 'Bienvenida', at: mty('2025-03-08', '10:00') },
    { shopId: 1, branchId: 1, kind: 'purchase', credits: 10, movable: false, amountCents: 19_900, at: mty('2025-03-10', '09:00') },
  ]);

  // Requests: R1 (plaza 1, clothing: reaches Sucursal Centro of shop 1) offered by shop 1, accepted and sold;
  // R2 (plaza 1, clothing) offered by shop 2's Sucursal Norte (jewelry: it reached shop 2 by answering), accepted;
  // R3 (plaza 2, shoes: reaches Sucursal Valle of shop 1) without offers; R4 (plaza 1, jewelry: reaches Sucursal
  // Norte) offered by shop 2, expired; R5 on Monday 10 March, outside.
  const [customer] = await db.insert(customers).values({ name: 'Bea', email: 'bea.stats@example.mx', passwordHash: 'x' }).returning({ id: customers.id });
  const category = async (name: string) => (await db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, name)))[0].id;
  const [clothing, shoes, jewelry] = [await category('Clothing and accessories'), await category('Shoes'), await category('Jewelry and watches')];
  const centro = { shopId: 1, branchId: 1 };
  const norte = { shopId: 2, branchId: 3 };
  const r1 = await request(mty('2025-03-03', '10:00'), 1, clothing, customer.id);
  const o1 = await offer(r1, centro, mty('2025-03-03', '10:05'), 2, 'accepted');
  await db.update(shoppingRequests).set({ status: 'done', acceptedOfferId: o1, closedAt: mty('2025-03-03', '12:00') }).where(eq(shoppingRequests.id, r1));
  const r2 = await request(mty('2025-03-04', '09:00'), 1, clothing, customer.id);
  const o2 = await offer(r2, norte, mty('2025-03-04', '09:30'), 3, 'accepted');
  await db.update(shoppingRequests).set({ status: 'accepted', acceptedOfferId: o2 }).where(eq(shoppingRequests.id, r2));
  await request(mty('2025-03-05', '12:00'), 2, shoes, customer.id);
  const r4 = await request(mty('2025-03-06', '15:00'), 1, jewelry, customer.id);
  await offer(r4, norte, mty('2025-03-06', '15:10'), 1, 'expired');
  await request(mty('2025-03-10', '00:30'), 1, clothing, customer.id);
  await db.execute(sql`update shopping_requests set status = 'expired' where status = 'open'`);
});
afterAll(() => server.close());

const get = (url: string, token = admin, headers: Record<string, string> = {}) =>
  as(server.app, token, { method: 'GET', url: `/api/admin/statistics${url}`, headers: { 'x-locale': 'en', ...headers } });
const tile = async (name: string, query = WEEK): Promise<TileData> => {
  const res = await get(`/${name}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as TileData;
};

describe('the parking tiles, each lot on its own local days', () => {
  it('adds the income by lot and day: the night stay paid on Wednesday in both zones', async () => {
    expect(await tile('income')).toEqual({
      tile: 'income',
      from: '2025-03-03',
      to: '2025-03-09',
      total: 15_000,
      payments: 5,
      lots: [
        { parking_id: 1, name: 'Fundadores Norte', amount: 11_000, payments: 4 },
        { parking_id: 3, name: 'Valle Oriente', amount: 4_000, payments: 1 },
        { parking_id: 2, name: 'Fundadores Sur', amount: 0, payments: 0 },
      ],
      days: [
        { day: '2025-03-03', parking_id: 1, amount: 7_000, payments: 2 },
        { day: '2025-03-05', parking_id: 1, amount: 3_000, payments: 1 },
        { day: '2025-03-05', parking_id: 3, amount: 4_000, payments: 1 },
        { day: '2025-03-06', parking_id: 1, amount: 1_000, payments: 1 },
      ],
    });
  });

  it('counts the visits by the day they entered: the night stay entered on Tuesday in Monterrey', async () => {
    const visitsTile = await tile('visits');
    expect(visitsTile).toMatchObject({ tile: 'visits', total: 5 });
    expect(visitsTile.tile === 'visits' && visitsTile.days).toEqual([
      { day: '2025-03-03', parking_id: 1, visits: 2 },
      { day: '2025-03-04', parking_id: 1, visits: 1 },
      { day: '2025-03-05', parking_id: 3, visits: 1 },
      { day: '2025-03-06', parking_id: 1, visits: 1 },
    ]);
  });

  it('averages the stays, per lot and by length', async () => {
    expect(await tile('stay')).toEqual({
      tile: 'stay',
      from: '2025-03-03',
      to: '2025-03-09',
      // (120 + 30 + 120 + 60 + 60) / 5 = 78 minutes; lot 1: 330 / 4 = 82.5
      minutes: 78,
      visits: 5,
      lots: [
        { parking_id: 1, name: 'Fundadores Norte', minutes: 83, visits: 4 },
        { parking_id: 3, name: 'Valle Oriente', minutes: 60, visits: 1 },
        { parking_id: 2, name: 'Fundadores Sur', minutes: 0, visits: 0 },
      ],
      buckets: [
        { label: '<30m', visits: 0 },
        { label: '30m-1h', visits: 1 },
        { label: '1-2h', visits: 2 },
        { label: '2-4h', visits: 2 },
        { label: '4-8h', visits: 0 },
        { label: '8h+', visits: 0 },
      ],
    });
  });

  it('maps the cars present at each local hour by weekday, summed over the lots', async () => {
    const occupancy = await tile('occupancy');
    if (occupancy.tile !== 'occupancy') throw new Error('not the occupancy tile');
    // Seven days: each weekday once. Every hour of every weekday has its cell.
    expect(occupancy.cells).toHaveLength(7 * 24);
    // Monday 10:00 and 11:00 (two cars at 11:00), Wednesday 00:00 in lot 1 and 01:00 in both lots, Thursday 20:00.
    expect(occupancy.cells.filter((c) => c.cars !== 0)).toEqual([
      { weekday: 1, hour: 10, cars: 1 },
      { weekday: 1, hour: 11, cars: 2 },
      { weekday: 3, hour: 0, cars: 1 },
      { weekday: 3, hour: 1, cars: 2 },
      { weekday: 4, hour: 20, cars: 1 },
    ]);
  });

  it('keeps one lot when parking_id names it; a two-week period halves the averages', async () => {
    const income = await tile('income', `${WEEK}&parking_id=3`);
    expect(income).toMatchObject({ total: 4_000, lots: [{ parking_id: 3, amount: 4_000 }], days: [{ day: '2025-03-05', parking_id: 3, amount: 4_000 }] });
    const occupancy = await tile('occupancy', 'from=2025-03-03&to=2025-03-16&parking_id=1');
    expect(occupancy.tile === 'occupancy' && occupancy.cells.filter((c) => c.cars !== 0)).toEqual([
      { weekday: 1, hour: 10, cars: 0.5 },
      { weekday: 1, hour: 11, cars: 1 },
      { weekday: 3, hour: 0, cars: 0.5 },
      { weekday: 3, hour: 1, cars: 0.5 },
      { weekday: 4, hour: 20, cars: 0.5 },
    ]);
  });
});

describe('the shopping tiles, on the platform days', () => {
  it('sums the credits sold, given and spent by day; transfers add nothing', async () => {
    expect(await tile('credits')).toEqual({
      tile: 'credits',
      from: '2025-03-03',
      to: '2025-03-09',
      totals: { sold: 60, gifted: 12, spent: 6, amount_cents: 109_800 },
      days: [
        { day: '2025-03-03', sold: 60, gifted: 5, spent: 2, amount_cents: 109_800 },
        { day: '2025-03-04', sold: 0, gifted: 0, spent: 3, amount_cents: 0 },
        { day: '2025-03-06', sold: 0, gifted: 0, spent: 1, amount_cents: 0 },
        { day: '2025-03-08', sold: 0, gifted: 7, spent: 0, amount_cents: 0 },
      ],
    });
    expect(await tile('credits', `${WEEK}&shop_id=1`)).toMatchObject({ totals: { sold: 50, gifted: 5, spent: 2, amount_cents: 89_900 } });
  });

  it('follows the requests of the period: offered, accepted, sold; a shop sees those that reached it', async () => {
    expect(await tile('funnel')).toEqual({ tile: 'funnel', from: '2025-03-03', to: '2025-03-09', requests: 4, offered: 3, accepted: 2, done: 1 });
    // R2 reached shop 1 too (Sucursal Centro sells clothing in plaza 1), but shop 2 won it.
    expect(await tile('funnel', `${WEEK}&shop_id=1`)).toMatchObject({ requests: 3, offered: 1, accepted: 1, done: 1 });
    expect(await tile('funnel', `${WEEK}&shop_id=2`)).toMatchObject({ requests: 2, offered: 2, accepted: 1, done: 0 });
  });
});

describe('the period, the filters and the export', () => {
  it('reads the last 30 days up to today without dates, and offers every lot and shop', async () => {
    const before = formatDay(new Date(), 'America/Monterrey');
    const income = await tile('income', '');
    // Today as read before or after the request: they differ when Monterrey's midnight passed in between.
    expect([before, formatDay(new Date(), 'America/Monterrey')]).toContain(income.to);
    expect((Date.parse(income.to) - Date.parse(income.from)) / 86_400_000).toBe(29);
    const choices = await get('');
    expect(choices.json()).toEqual({
      data: {
        lots: [{ id: 1, name: 'Fundadores Norte' }, { id: 2, name: 'Fundadores Sur' }, { id: 3, name: 'Valle Oriente' }],
        shops: [{ id: 2, name: 'Boutique Norte' }, { id: 1, name: 'Tienda Centro' }],
      },
    });
  });

  it('refuses a period backwards or over 366 days, and a lot or shop that does not exist, in the caller language', async () => {
    const backwards = await get('/income?from=2025-03-09&to=2025-03-03', admin, { 'x-locale': 'es' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: ['El periodo debe terminar el mismo día en que empieza o después.'] });
    const long = await get('/visits?from=2024-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ from: ['The period can be at most 366 days long.'] });
    expect((await get('/visits?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await get('/stay?parking_id=999')).json().errors).toEqual({ parking_id: ['There is no such parking lot.'] });
    expect((await get('/funnel?shop_id=999')).json().errors).toEqual({ shop_id: ['There is no such shop.'] });
    expect((await get('/weather')).statusCode).toBe(422);
    expect((await get('/income?from=2025-02-30')).statusCode).toBe(422);
  });

  it('answers 403 to a parking admin and a shop owner', async () => {
    for (const who of ['parking', 'shop'] as const) {
      const token = await tokenFor(server, who);
      expect((await get('/income', token)).statusCode).toBe(403);
      expect((await get('/income/export', token)).statusCode).toBe(403);
      expect((await get('', token)).statusCode).toBe(403);
    }
  });

  it("exports a tile as report.xlsx: the filters named, the tile's rows and its total", async () => {
    const res = await get(`/income/export?${WEEK}&parking_id=1`, admin, { 'x-locale': 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']);
    const texts = [...sheet.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]);
    expect(texts).toEqual([
      'Estadísticas: Ingresos | Desde: 2025-03-03 | Hasta: 2025-03-09 | Estacionamiento: Fundadores Norte | Tienda: Todos',
      'Día', 'Estacionamiento', 'Pagos', 'Ingresos',
      '2025-03-03', 'Fundadores Norte',
      '2025-03-05', 'Fundadores Norte',
      '2025-03-06', 'Fundadores Norte',
      'Total',
    ]);
    expect([...sheet.matchAll(/<v>([^<]*)<\/v>/g)].map((m) => m[1])).toEqual(['2', '70.00', '1', '30.00', '1', '10.00', '4', '110.00']);
    const funnel = await get(`/funnel/export?${WEEK}`);
    const funnelSheet = strFromU8(unzipSync(new Uint8Array(funnel.rawPayload))['xl/worksheets/sheet1.xml']);
    expect([...funnelSheet.matchAll(/<v>([^<]*)<\/v>/g)].map((m) => m[1])).toEqual(['4', '3', '2', '1']);
  });
});
