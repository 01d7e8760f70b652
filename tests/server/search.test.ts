// The command palette's search (issue 21 item 2): GET parkings/{parkingId}/search?q= finds a lot's pensions by
// name, e-mail or plate and its visits by plate, phone or ticket number, open and recent apart, at most 8 of
// each; q outside 2..60 characters is 422 in the caller's language; another tenant's lot is refused; a shop
// user has no operators.search.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, type SearchAnswer } from '../../src/contracts/search.struct';
import { gates, visits } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let operator: string;
let shop: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const search = (token: string, lot: number, q: string, locale = 'en') =>
  as(server.app, token, { method: 'GET', url: `/api/parkings/${lot}/search?q=${encodeURIComponent(q)}`, headers: { 'x-locale': locale } });
const found = async (token: string, lot: number, q: string): Promise<SearchAnswer> => {
  const res = await search(token, lot, q);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchAnswer;
};

async function visit(lot: number, plate: string, opts: { phone?: string; ago: number; paid?: boolean }) {
  const db = server.handle.db;
  const [gate] = await db.select().from(gates).where(and(eq(gates.parkingId, lot), eq(gates.type, 1))).limit(1);
  const entryAt = new Date(Date.now() - opts.ago);
  const [row] = await db
    .insert(visits)
    .values({
      parkingId: lot,
      accessId: gate.accessId,
      entryGateId: gate.id,
      entryAt,
      plate,
      phone: opts.phone ?? null,
      ...(opts.paid ? { state: 'paid' as const, amount: 4500, serviceCents: 0, taxCents: 0, paidAt: new Date(entryAt.getTime() + HOUR), paidBy: 'operator' as const, period: '1:00' } : {}),
    })
    .returning();
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  [admin, operator, shop] = await Promise.all([tokenFor(server, 'parking'), tokenFor(server, 'operator'), tokenFor(server, 'shop')]);
});
afterAll(() => server.close());

describe('GET parkings/{parkingId}/search', () => {
  it('finds a pension by name, e-mail and plate, with its plates', async () => {
    for (const q of ['lucía gar', 'LUCIA.GARZA1@', 'nxp1001']) {
      const answer = await found(admin, 1, q);
      expect(answer.pensions, q).toEqual([{ id: 1, name: 'Lucía Garza', email: 'lucia.garza1@example.mx', plates: ['NXP1001'] }]);
    }
    // Lot 2's pension is not lot 1's.
    expect((await found(admin, 1, 'NXP2001')).pensions).toEqual([]);
  });

  it('finds open and recent visits by plate, phone and ticket number, newest first', async () => {
    const older = await visit(1, 'SRCH101', { phone: '8117770001', ago: 3 * HOUR });
    const newer = await visit(1, 'SRCH102', { phone: '8117770002', ago: HOUR });
    const paid = await visit(1, 'SRCH103', { ago: 2 * DAY, paid: true });
    const stale = await visit(1, 'SRCH104', { ago: 40 * DAY, paid: true });
    const byPlate = await found(operator, 1, 'srch10');
    expect(byPlate.open.map((v) => v.id)).toEqual([newer.id, older.id]);
    expect(byPlate.recent.map((v) => v.id)).toEqual([paid.id]);
    expect(byPlate.recent[0]).toMatchObject({ plate: 'SRCH103', state: 'paid', amount: 4500 });
    expect([...byPlate.open, ...byPlate.recent].map((v) => v.id)).not.toContain(stale.id);

    const byPhone = await found(operator, 1, '7770001');
    expect(byPhone.open).toEqual([{ id: older.id, plate: 'SRCH101', phone: '8117770001', state: 'open', entry_at: older.entryAt.toISOString(), paid_at: null, amount: null }]);

    // A ticket number as printed, with leading zeros (a fresh database's ids are short).
    const byTicket = await found(operator, 1, String(paid.id).padStart(6, '0'));
    expect(byTicket.recent.map((v) => v.id)).toContain(paid.id);
  });

  it('keeps each kind to the limit and takes LIKE characters literally', async () => {
    for (let i = 0; i < SEARCH_LIMIT + 2; i++) await visit(1, `LIMX${String(i).padStart(3, '0')}`, { ago: (i + 1) * 60_000 });
    const answer = await found(admin, 1, 'limx');
    expect(answer.open).toHaveLength(SEARCH_LIMIT);
    expect(answer.open[0].plate).toBe('LIMX000');
    const wild = await found(admin, 1, '%_');
    expect(wild).toEqual({ pensions: [], open: [], recent: [] });
  });

  it('refuses a text of fewer than 2 or more than 60 characters with 422 in the caller\'s language, and no text', async () => {
    for (const q of ['a', ' b ', 'x'.repeat(61)]) {
      const res = await search(admin, 1, q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors.q).toHaveLength(1);
    }
    const es = await search(admin, 1, 'a', 'es');
    expect(es.statusCode).toBe(422);
    expect(es.json().errors.q[0]).not.toBe((await search(admin, 1, 'a', 'en')).json().errors.q[0]);
    expect((await as(server.app, admin, { method: 'GET', url: '/api/parkings/1/search' })).statusCode).toBe(422);
  });

  it('answers only within the caller\'s lots and for operators.search', async () => {
    expect((await search(admin, 3, 'lucía')).statusCode).toBeGreaterThanOrEqual(403);
    expect((await search(operator, 2, 'lucía')).statusCode).toBeGreaterThanOrEqual(403);
    expect((await search(shop, 1, 'lucía')).statusCode).toBe(403);
  });
});
