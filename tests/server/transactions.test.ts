import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { pensionCars, pensions, visits } from '../../server/db/schema';
import { toFilters, visitExportBatch, type ExportCursor } from '../../server/routes/transactions/query';
import { createSheetWriter, excelSerial } from '../../server/routes/transactions/xlsx';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { gateEvent } from './parking-helpers';

let server: TestServer;
let admin: string;
let otherTenant: string;
let operator: string;

// Monterrey is UTC-6 all year: the local day 2025-03-10 runs from 06:00Z on the 10th to 06:00Z on the 11th.
type Made = { plate: string; inAt: string; outAt?: string; gate: number };
const DAY_10: Made[] = [
  { plate: 'TRXA001', inAt: '2025-03-10T06:30:00Z', outAt: '2025-03-10T08:05:00Z', gate: 1 },
  { plate: 'TRXA002', inAt: '2025-03-10T15:00:00Z', outAt: '2025-03-10T18:40:00Z', gate: 3 },
  { plate: 'TRXB003', inAt: '2025-03-11T05:50:00Z', outAt: '2025-03-11T07:00:00Z', gate: 3 },
  { plate: 'TRXB004', inAt: '2025-03-10T20:00:00Z', gate: 1 }, // still inside
];
const OUTSIDE: Made[] = [
  { plate: 'TRXC005', inAt: '2025-03-10T05:30:00Z', outAt: '2025-03-10T07:00:00Z', gate: 1 }, // 23:30 local on the 9th
  { plate: 'TRXC006', inAt: '2025-03-11T06:10:00Z', outAt: '2025-03-11T09:00:00Z', gate: 1 }, // 00:10 local on the 11th
];
const DAY_12: Made[] = Array.from({ length: 7 }, (_, i) => ({ plate: `TRXP${String(i).padStart(3, '0')}`, inAt: `2025-03-12T1${i}:00:00Z`, outAt: `2025-03-12T1${i}:45:00Z`, gate: 1 }));

async function make(list: Made[]) {
  for (const v of list) {
    expect((await gateEvent(server.app, 1, v.gate, { direction: 'in', plate: v.plate, at: v.inAt })).statusCode).toBeLessThan(300);
    if (v.outAt) expect((await gateEvent(server.app, 1, v.gate + 1, { direction: 'out', plate: v.plate, at: v.outAt, payment: 'card' })).statusCode).toBeLessThan(300);
  }
}

const amounts = async (plates: string[]) => {
  const rows = await server.handle.db.select({ plate: visits.plate, amount: visits.amount }).from(visits).where(inArray(visits.plate, plates));
  return new Map(rows.map((r) => [r.plate, r.amount ?? 0]));
};
const sum = (m: Map<string, number>, plates: string[]) => plates.reduce((acc, p) => acc + (m.get(p) ?? 0), 0);

const list = (token: string, query: Record<string, string>, lot = 1, path = 'transactions') =>
  as(server.app, token, { method: 'GET', url: `/api/parkings/${lot}/${path}?${new URLSearchParams(query).toString()}`, headers: { 'x-locale': 'en' } });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  otherTenant = await tokenFor(server, 'parking2');
  operator = await tokenFor(server, 'operator');
  await make([...DAY_10, ...OUTSIDE, ...DAY_12]);
  const [pension] = await server.handle.db.insert(pensions).values({ parkingId: 1, firstName: 'Laura', lastName: 'Garza', email: 'laura@example.com', role: 'Gerente' }).returning();
  await server.handle.db.insert(pensionCars).values({ pensionId: pension.id, parkingId: 1, plate: 'PEN0001', brand: 'Nissan', model: 'Versa', color: 'white' });
  await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'PEN0001', at: '2025-03-10T14:00:00Z' });
  await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'PEN0001', at: '2025-03-10T23:00:00Z' });
  await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'PEN0001', at: '2025-03-11T14:00:00Z' });
});
afterAll(() => server.close());

describe('GET parkings/{id}/transactions', () => {
  it("keeps the entries of the lot's local day, newest first, with the whole set's count and money total", async () => {
    const res = await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10' });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    const plates = DAY_10.map((v) => v.plate);
    expect(body.data.map((r: { plate: string }) => r.plate)).toEqual(['TRXB003', 'TRXB004', 'TRXA002', 'TRXA001']);
    expect(body.total).toBe(4);
    const m = await amounts(plates);
    expect(sum(m, plates)).toBeGreaterThan(0);
    expect(body.totals.amount).toBe(sum(m, plates));
    expect(body.gates).toEqual({ 'Entrada Norte': 1, 'Entrada Sur': 3 });
    expect(body.page).toBe(1);
    expect(body.per_page).toBe(10);
    const first = body.data.find((r: { plate: string }) => r.plate === 'TRXA001');
    expect(first).toMatchObject({ in: '2025-03-10T06:30:00.000Z', out: '2025-03-10T08:05:00.000Z', g_in: 'Entrada Norte', g_out: 'Salida Norte', state: 'closed', total: m.get('TRXA001'), service: 0, tax: 0 });
    expect(first.period).toMatch(/^\d+:\d{2}$/);
    const inside = body.data.find((r: { plate: string }) => r.plate === 'TRXB004');
    expect(inside).toMatchObject({ out: null, g_out: null, state: 'open', total: null, service: null, tax: null });
  });

  it('spans several days from in_date to the end of out_date', async () => {
    const body = (await list(admin, { in_date: '2025-03-09', out_date: '2025-03-11' })).json().data;
    expect(body.total).toBe(6);
    const plates = [...DAY_10, ...OUTSIDE].map((v) => v.plate);
    expect(body.totals.amount).toBe(sum(await amounts(plates), plates));
  });

  it('filters by entry gate and by plate text, case-insensitive, from 3 characters', async () => {
    const byGate = (await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10', gate_in: '3' })).json().data;
    expect(byGate.data.map((r: { plate: string }) => r.plate)).toEqual(['TRXB003', 'TRXA002']);
    expect(byGate.totals.amount).toBe(sum(await amounts(['TRXB003', 'TRXA002']), ['TRXB003', 'TRXA002']));
    const all = (await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10', gate_in: 'all' })).json().data;
    expect(all.total).toBe(4);
    const search = (await list(admin, { in_date: '2025-03-09', out_date: '2025-03-12', search: 'xa0' })).json().data;
    expect(search.data.map((r: { plate: string }) => r.plate)).toEqual(['TRXA002', 'TRXA001']);
    // Under 3 characters the text is not applied.
    expect((await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10', search: 'zz' })).json().data.total).toBe(4);
    // LIKE wildcards are taken literally.
    expect((await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10', search: 'TR%' })).json().data.total).toBe(0);
  });

  it('pages on the server: per_page and page, totals over the whole filtered set', async () => {
    const plates = DAY_12.map((v) => v.plate);
    const page2 = (await list(admin, { in_date: '2025-03-12', out_date: '2025-03-12', per_page: '5', page: '2' })).json().data;
    expect(page2.data.map((r: { plate: string }) => r.plate)).toEqual(['TRXP001', 'TRXP000']);
    expect(page2.total).toBe(7);
    expect(page2.totals.amount).toBe(sum(await amounts(plates), plates));
    expect(page2).toMatchObject({ page: 2, per_page: 5 });
    const page1 = (await list(admin, { in_date: '2025-03-12', out_date: '2025-03-12', per_page: '5' })).json().data;
    expect(page1.data.map((r: { plate: string }) => r.plate)).toEqual(['TRXP006', 'TRXP005', 'TRXP004', 'TRXP003', 'TRXP002']);
  });

  it('answers 422 for bad dates, pages and page sizes', async () => {
    const bad: Record<string, string>[] = [{ in_date: '2025-02-30' }, { out_date: '10/03/2025' }, { page: '0' }, { page: 'x' }, { per_page: '7' }, { gate_in: 'north' }];
    for (const query of bad) {
      const res = await list(admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([Object.keys(query)[0]]);
    }
  });

  it("keeps another tenant's lot out of reach, and needs parking.dashboard", async () => {
    expect((await list(otherTenant, { in_date: '2025-03-10', out_date: '2025-03-10' })).statusCode).toBe(404);
    expect((await list(otherTenant, {}, 1, 'transactions/download')).statusCode).toBe(404);
    const own = (await list(otherTenant, { in_date: '2025-03-10', out_date: '2025-03-10' }, 3)).json().data;
    expect(own.total).toBe(0);
    expect((await list(operator, {})).statusCode).toBe(403);
  });
});

describe('GET parkings/{id}/transactions/pensions', () => {
  it('lists pension entrances and exits with gate and pension name, no money', async () => {
    const body = (await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10' }, 1, 'transactions/pensions')).json().data;
    expect(body.total).toBe(2);
    expect(body.data).toMatchObject([
      { direction: 'out', plate: 'PEN0001', gate: 'Salida Norte', name: 'Laura Garza', in: '2025-03-10T23:00:00.000Z' },
      { direction: 'in', plate: 'PEN0001', gate: 'Entrada Norte', name: 'Laura Garza', in: '2025-03-10T14:00:00.000Z' },
    ]);
    expect(body.totals).toBeUndefined();
    expect(body.gates).toEqual({ 'Entrada Norte': 1, 'Entrada Sur': 3 });
  });
});

type SheetCell = { ref: string; type: string | null; style: string | null; value: string };
function sheetRows(xml: string): SheetCell[][] {
  const rows: SheetCell[][] = [];
  for (const row of xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)) {
    const cells: SheetCell[] = [];
    for (const c of row[2].matchAll(/<c r="([A-Z]+\d+)"(?: t="(\w+)")?(?: s="(\d+)")?>(.*?)<\/c>/g)) {
      const value = c[4].startsWith('<is>') ? c[4].replace(/<[^>]+>/g, '') : c[4].replace(/<\/?v>/g, '');
      cells.push({ ref: c[1], type: c[2] ?? null, style: c[3] ?? null, value });
    }
    rows.push(cells);
  }
  return rows;
}

describe('GET parkings/{id}/transactions/download', () => {
  it('streams report.xlsx: a filter line, a header, typed rows and the totals row', async () => {
    const res = await list(admin, { in_date: '2025-03-10', out_date: '2025-03-10', gate_in: '3' }, 1, 'transactions/download');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The data rows to come, for the console's progress: the same count as the listing's total.
    expect(res.headers['x-export-rows']).toBe('2');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    const styles = strFromU8(files['xl/styles.xml']);
    expect(styles).toContain('formatCode="yyyy-mm-dd hh:mm"');
    expect(styles).toContain('formatCode="&quot;MXN&quot; #,##0.00"');
    const rows = sheetRows(strFromU8(files['xl/worksheets/sheet1.xml']));
    expect(rows).toHaveLength(5);
    expect(rows[0][0].value).toMatch(/^Transactions \(\d{4}-\d{2}-\d{2}\) \| From: 2025-03-10 \| To: 2025-03-10 \| Entry gate: Entrada Sur$/);
    expect(rows[1].map((c) => c.value)).toEqual(['Entry', 'Exit', 'Entry gate', 'Exit gate', 'Plate', 'Period', 'Payment', 'Validations', 'Lost ticket', 'Lost-ticket reason', 'Service charge', 'Tax', 'Total']);
    const m = await amounts(['TRXB003', 'TRXA002']);
    const [b003, a002] = [rows[2], rows[3]];
    // Paid at the barrier: no validation (0.00), no lost ticket (its two cells stay empty); the payment kind as stored.
    const [paidB003] = await server.handle.db.select().from(visits).where(eq(visits.plate, 'TRXB003'));
    const kind = paidB003.paymentKind === null ? [] : [{ ref: 'G3', type: 'inlineStr', value: paidB003.paymentKind === 'card' ? 'Card' : 'Cash' }];
    expect(b003.map((c) => c.ref)).toEqual(['A3', 'B3', 'C3', 'D3', 'E3', 'F3', ...kind.map((c) => c.ref), 'H3', 'K3', 'L3', 'M3']);
    expect(b003[0]).toMatchObject({ type: null, style: '1' });
    expect(Number(b003[0].value)).toBeCloseTo(excelSerial(new Date('2025-03-11T05:50:00Z'), 'America/Monterrey'), 5);
    // 23:50 local on 2025-03-10 = serial 45726 + 23h50m.
    expect(Number(b003[0].value)).toBeCloseTo(45726 + (23 * 60 + 50) / 1440, 5);
    expect(b003[2]).toMatchObject({ type: 'inlineStr', value: 'Entrada Sur' });
    expect(b003[3]).toMatchObject({ type: 'inlineStr', value: 'Salida Sur' });
    expect(b003[4]).toMatchObject({ type: 'inlineStr', value: 'TRXB003' });
    // The settings' defaults charge no service charge or tax: both 0.00 of the total.
    const money = b003.slice(6 + kind.length);
    expect(b003.slice(6, 6 + kind.length)).toMatchObject(kind);
    expect(money.slice(0, 3)).toMatchObject([{ ref: 'H3', style: '2', value: '0.00' }, { style: '2', value: '0.00' }, { style: '2', value: '0.00' }]);
    expect(money[3]).toMatchObject({ type: null, style: '2', value: ((m.get('TRXB003') ?? 0) / 100).toFixed(2) });
    expect(a002[4].value).toBe('TRXA002');
    const totals = rows[4];
    expect(totals[0]).toMatchObject({ value: 'Total', type: 'inlineStr' });
    expect(totals[1].value).toBe('2');
    expect(totals[totals.length - 1]).toMatchObject({ ref: 'M5', style: '4', value: (sum(m, ['TRXB003', 'TRXA002']) / 100).toFixed(2) });
  });

  it('exports every row of the filtered set across keyset batches, ignoring the page', async () => {
    const res = await list(admin, { per_page: '5', page: '3' }, 1, 'transactions/download');
    const rows = sheetRows(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']));
    const count = (await list(admin, {})).json().data.total;
    expect(res.headers['x-export-rows']).toBe(String(count));
    expect(rows).toHaveLength(count + 3);
  });

  it('reads the set in keyset batches: newest first, nothing repeated or skipped (entries at the same instant included)', async () => {
    // Two entries at the very same instant, so the id breaks the tie.
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'TRXS001', at: '2025-03-12T20:30:00Z' });
    await gateEvent(server.app, 1, 3, { direction: 'in', plate: 'TRXS002', at: '2025-03-12T20:30:00Z' });
    const f = toFilters({ in_date: '2025-03-12', out_date: '2025-03-12' }, 'America/Monterrey');
    const seen: number[] = [];
    let cursor: ExportCursor = null;
    for (;;) {
      const rows = await visitExportBatch(server.handle.db, 1, f, cursor, 2);
      seen.push(...rows.map((r) => r[0]));
      if (rows.length < 2) break;
      cursor = { id: rows[1][0], us: rows[1][1] };
    }
    const all = (await list(admin, { in_date: '2025-03-12', out_date: '2025-03-12', per_page: '50' })).json().data;
    expect(seen).toEqual(all.data.map((r: { id: number }) => r.id));
    expect(seen).toHaveLength(9);
  });

  it('exports pension entrances without money', async () => {
    const res = await list(admin, { in_date: '2025-03-10', out_date: '2025-03-11' }, 1, 'transactions/pensions/download');
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    expect(res.headers['x-export-rows']).toBe('3');
    const rows = sheetRows(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']));
    expect(rows.map((r) => r.slice(1).map((c) => c.value))).toEqual([
      [],
      ['Direction', 'Plate', 'Gate', 'Pension'],
      ['In', 'PEN0001', 'Entrada Norte', 'Laura Garza'],
      ['Out', 'PEN0001', 'Salida Norte', 'Laura Garza'],
      ['In', 'PEN0001', 'Entrada Norte', 'Laura Garza'],
    ]);
    expect(rows[2][0].style).toBe('1');
  });
});

describe('the streamed sheet writer', () => {
  it('writes local wall-clock times across daylight-saving changes, and keeps odd text intact, formulas as text', async () => {
    const writer = createSheetWriter({ sheetName: 'R', timeZone: 'America/New_York' });
    const chunks: Buffer[] = [];
    writer.stream.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => writer.stream.on('end', resolve));
    // Each side of the spring and autumn changes, and a quiet day.
    const instants = ['2025-03-09T06:59:00Z', '2025-03-09T07:01:00Z', '2025-11-02T05:59:00Z', '2025-11-02T06:01:00Z', '2025-06-15T12:00:00Z'].map((t) => Date.parse(t));
    for (const ms of instants) writer.row([{ t: 'date', v: ms }]);
    writer.row([{ t: 'text', v: ' A&B <C> ' }, { t: 'text', v: 'ABC1234' }]);
    // What a user typed that a spreadsheet would read as a formula (a plate, a name, a reason) stays text.
    const formulas = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '=cmd|\' /C calc\'!A0'];
    writer.row(formulas.map((v) => ({ t: 'text', v })));
    await writer.flush();
    writer.end();
    await ended;
    const rows = sheetRows(strFromU8(unzipSync(new Uint8Array(Buffer.concat(chunks)))['xl/worksheets/sheet1.xml']));
    instants.forEach((ms, i) => expect(Number(rows[i][0].value)).toBeCloseTo(excelSerial(new Date(ms), 'America/New_York'), 6));
    // 01:59 EST, then 03:01 EDT on 2025-03-09.
    expect(Number(rows[0][0].value)).toBeCloseTo(45725 + (1 * 60 + 59) / 1440, 6);
    expect(Number(rows[1][0].value)).toBeCloseTo(45725 + (3 * 60 + 1) / 1440, 6);
    expect(rows[5][0].value).toBe(' A&amp;B &lt;C&gt; ');
    expect(strFromU8(unzipSync(new Uint8Array(Buffer.concat(chunks)))['xl/worksheets/sheet1.xml'])).toContain('<t xml:space="preserve"> A&amp;B');
    expect(rows[5][1].value).toBe('ABC1234');
    const xml = strFromU8(unzipSync(new Uint8Array(Buffer.concat(chunks)))['xl/worksheets/sheet1.xml']);
    expect(xml).not.toContain('<f>');
    expect(rows[6].map((c) => c.type)).toEqual(formulas.map(() => 'inlineStr'));
    const unescaped = (v: string) => v.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    expect(rows[6].map((c) => unescaped(c.value))).toEqual(formulas);
  });
});
