// Lost ticket and receipts (issue 21 items 4 and 6): the lot's fee setting, the fee on the operator's quote and
// checkout, and the receipt of a paid visit as JSON and as a PDF.
import { inflateSync } from 'node:zlib';
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { parkings, visits, type ReceiptRow } from '../../server/db/schema';
import { quoteVisit } from '../../server/parking/visit-quote';
import type { ReceiptLine } from '../../src/domain/receipts';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
let operator: string;
let admin: string;
let otherTenant: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = await tokenFor(server, 'operator');
  admin = await tokenFor(server, 'parking');
  otherTenant = await tokenFor(server, 'parking2');
});
afterAll(() => server.close());

const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: object, locale = 'en') =>
  as(server.app, token, { method, url, payload, headers: { 'x-locale': locale } });

const checkoutAs = (token: string, body: object) =>
  as(server.app, token, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/checkout', payload: body, headers: { 'x-locale': 'en' } });

/**
 * The text a PDF draws: its content streams inflated, the hex strings of their Tj operators read as WinAnsi. Each
 * stream is the /Length bytes after `stream`: read up to `endstream` instead, a stream whose last byte is a carriage
 * return (its checksum's, about one in 256) lost that byte and inflated to nothing.
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const texts: string[] = [];
  for (const m of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const data = raw.slice(start, start + Number(m[1]));
    let body: string;
    try {
      body = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      body = data;
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(hex[1], 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe('the lot’s lost-ticket fee', () => {
  it('reads the default (fixed 200.00) and saves a new fee for the lot only', async () => {
    expect((await call(admin, 'GET', '/api/parkings/1/lost-ticket')).json()).toEqual({ data: { mode: 'fixed', cents: 20000 } });
    const saved = await call(admin, 'PUT', '/api/parkings/1/lost-ticket', { mode: 'day_max', cents: 15000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { mode: 'day_max', cents: 15000 }, message: 'Lost-ticket fee saved.' });
    const [lot] = await server.handle.db.select().from(parkings).where(eq(parkings.id, 1));
    expect(lot).toMatchObject({ lostTicketMode: 'day_max', lostTicketCents: 15000 });
    await call(admin, 'PUT', '/api/parkings/1/lost-ticket', { mode: 'fixed', cents: 20000 });
  });

  it('refuses a bad mode or amount at its field, in the caller’s language, and changes nothing', async () => {
    const bad = await call(admin, 'PUT', '/api/parkings/1/lost-ticket', { mode: 'weekly', cents: 0 }, 'es');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cents', 'mode']);
    expect((await call(admin, 'GET', '/api/parkings/1/lost-ticket')).json().data).toEqual({ mode: 'fixed', cents: 20000 });
  });

  it('keeps the fee to its lot’s administrators: an operator may not change it, another tenant may not see it', async () => {
    expect((await call(operator, 'PUT', '/api/parkings/1/lost-ticket', { mode: 'fixed', cents: 100 })).statusCode).toBe(403);
    expect((await call(otherTenant, 'GET', '/api/parkings/1/lost-ticket')).statusCode).toBe(404);
  });
});

describe('a stored receipt', () => {
  const lines: ReceiptLine[] = [
    { kind: 'segment', params: { name: 'General' }, from: '2026-11-20T15:00:00.000Z', to: '2026-11-20T17:00:00.000Z', amount: 4000 },
    { kind: 'validation.percent', params: { name: 'Café Ñandú', percent: 25 }, amount: -1000 },
    { kind: 'lost_ticket', params: { reason: 'Se le cayó en el elevador' }, amount: 20000 },
  ];
  const receipt: ReceiptRow = {
    lines,
    net: 23000,
    service: 0,
    tax: 3680,
    total: 26680,
  };

  async function paidVisit(plate: string, phone: string): Promise<number> {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate, phone, at: minutesAgo(120) });
    const [visit] = await server.handle.db.select().from(visits).where(eq(visits.plate, plate));
    await server.handle.db
      .update(visits)
      .set({
        state: 'paid',
        amount: receipt.total,
        serviceCents: 0,
        taxCents: 3680,
        paidAt: new Date('2026-11-20T17:00:00Z'),
        paidBy: 'operator',
        operatorId: 4,
        exitGateId: 2,
        customerName: 'Carla Méndez',
        period: '2:00',
        paymentKind: 'cash',
        lostTicketCents: 20000,
        lostTicketReason: 'Se le cayó en el elevador',
        validationCents: 1000,
        receipt,
      })
      .where(eq(visits.id, visit.id));
    return visit.id;
  }

  it('answers the receipt as paid, its lines in the caller’s words, with the lot, gate, operator and payment kind', async () => {
    const id = await paidVisit('RCP0001', '8180001001');
    const res = await call(operator, 'GET', `/api/parkings/1/visits/${id}/receipt`, undefined, 'es');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      visit_id: id,
      plate: 'RCP0001',
      customer_name: 'Carla Méndez',
      lot: { id: 1, name: 'Fundadores Norte', time_zone: 'America/Monterrey' },
      gate: 'Salida Norte',
      paid_by: 'operator',
      payment_kind: 'cash',
      paid_at: '2026-11-20T17:00:00.000Z',
      net: 23000,
      service: 0,
      tax: 3680,
      total: 26680,
      validation_cents: 1000,
      lost_ticket: { cents: 20000, reason: 'Se le cayó en el elevador' },
    });
    expect(data.operator).toMatch(/\S+ \S+/);
    expect(data.lines.map((l: { label: string }) => l.label)).toEqual([
      'Tarifa · General',
      'Validación · Café Ñandú: 25 % de descuento',
      'Boleto perdido · Se le cayó en el elevador',
    ]);
  });

  it('gives the receipt as a PDF in the caller’s language, every line and the explanation of each kind', async () => {
    const id = await paidVisit('RCP0002', '8180001002');
    const res = await call(operator, 'GET', `/api/parkings/1/visits/${id}/receipt/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${id}.pdf"`);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pdfText(bytes);
    for (const words of ['Parking receipt', 'Fundadores Norte', 'RCP0002', 'Carla Méndez', 'Fee · General', 'Validation · Café Ñandú: 25% off', 'Lost ticket · Se le cayó en el elevador', 'MXN 266.80', 'Cash']) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Lost ticket: ');
    expect(text).toContain('Validation: ');
    expect(text).not.toContain('Service charge');
    const es = pdfText((await call(operator, 'GET', `/api/parkings/1/visits/${id}/receipt/pdf`, undefined, 'es')).rawPayload);
    expect(es).toContain('Recibo de estacionamiento');
    expect(es).toContain('Efectivo');
  });

  it('answers 409 for an unpaid visit and 404 for another lot’s visit or another tenant', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'RCP0003', phone: '8180001003', at: minutesAgo(30) });
    const [open] = await server.handle.db.select().from(visits).where(eq(visits.plate, 'RCP0003'));
    const unpaid = await call(operator, 'GET', `/api/parkings/1/visits/${open.id}/receipt`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: 'This visit is not paid yet: its receipt comes with the checkout.', reason: 'unpaid' });
    expect((await call(operator, 'GET', `/api/parkings/1/visits/${open.id}/receipt/pdf`)).statusCode).toBe(409);
    const id = await paidVisit('RCP0004', '8180001004');
    expect((await call(admin, 'GET', `/api/parkings/2/visits/${id}/receipt`)).statusCode).toBe(404);
    expect((await call(otherTenant, 'GET', `/api/parkings/1/visits/${id}/receipt`)).statusCode).toBe(404);
  });
});

describe('a lost ticket at the operator’s quote and checkout', () => {
  const rate = (body: object, locale = 'en') => as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/rate', payload: body, headers: { 'x-locale': locale } });
  const visitOf = async (id: number) => (await server.handle.db.select().from(visits).where(eq(visits.id, id)))[0];

  it('adds the lot’s fixed fee after the tariff with the reason, keeps it on the visit, and a quote without it clears it', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'LOST001', phone: '8180002001', at: minutesAgo(95) });
    const plain = (await rate({ phone: '8180002001' })).json();
    const lost = await rate({ phone: '8180002001', lost_ticket: { reason: '  Lost in the mall ' } });
    expect(lost.statusCode).toBe(200);
    const body = lost.json();
    expect(body.lines.at(-1)).toEqual({ kind: 'lost_ticket', label: 'Lost ticket · Lost in the mall', params: { reason: 'Lost in the mall' }, amount: 20000 });
    const untimed = (lines: { to?: string }[]) => lines.map(({ to: _to, ...line }) => line);
    expect(untimed(body.lines.slice(0, -1))).toEqual(untimed(plain.lines));
    expect(body.subtotal).toBe(plain.subtotal + 20000);
    expect(await visitOf(body.id)).toMatchObject({ lostTicketCents: 20000, lostTicketReason: 'Lost in the mall', quotedAmount: body.to_pay });

    const again = (await rate({ phone: '8180002001' })).json();
    expect(again.lines.some((l: { kind: string }) => l.kind === 'lost_ticket')).toBe(false);
    expect(await visitOf(body.id)).toMatchObject({ lostTicketCents: null, lostTicketReason: null });
  });

  it('refuses a lost ticket without a reason at lost_ticket.reason, in the caller’s language, and changes nothing', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'LOST002', phone: '8180002002', at: minutesAgo(30) });
    const first = (await rate({ phone: '8180002002', lost_ticket: { reason: 'Se mojó' } })).json();
    for (const lostTicket of [{ reason: '   ' }, {}]) {
      const res = await rate({ phone: '8180002002', lost_ticket: lostTicket }, 'es');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['lost_ticket.reason']);
    }
    expect(await visitOf(first.id)).toMatchObject({ lostTicketCents: 20000, lostTicketReason: 'Se mojó', quotedAt: new Date(first.quoted_at) });
  });

  it('charges, in day_max mode, what a stay from the lot’s opening today until now costs', async () => {
    await call(admin, 'PUT', '/api/parkings/1/lost-ticket', { mode: 'day_max', cents: 20000 });
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'LOST003', phone: '8180002003', at: minutesAgo(10) });
    const body = (await rate({ phone: '8180002003', lost_ticket: { reason: 'Lost' } })).json();
    await call(admin, 'PUT', '/api/parkings/1/lost-ticket', { mode: 'fixed', cents: 20000 });
    // Fundadores Norte opens at 07:00 (Sundays 09:00), Monterrey time; before opening the day began at midnight.
    const at = new Date(body.quoted_at);
    const local = new TZDate(at.getTime(), 'America/Monterrey');
    const opens = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), local.getDay() === 0 ? 9 : 7, 0, 'America/Monterrey');
    const from = opens.getTime() <= at.getTime() ? opens : new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 'America/Monterrey');
    const visit = await visitOf(body.id);
    const day = await quoteVisit(server.handle.db, { ...visit, entryAt: new Date(from.getTime()) }, at, 'en');
    expect(body.lines.at(-1)).toMatchObject({ kind: 'lost_ticket', amount: day.total });
    expect(visit.lostTicketCents).toBe(day.total);
  });

  it('charges the fee at checkout: the receipt ends with the lost ticket, which the PDF explains', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'LOST004', phone: '8180002004', at: minutesAgo(61) });
    // A checkout belongs to the operator's open cashier shift.
    expect((await as(server.app, operator, { method: 'POST', url: '/api/parkings/1/shifts', payload: { gate_id: 2, float_cents: 50_000 } })).statusCode).toBeLessThan(300);
    const quoted = (await rate({ phone: '8180002004', lost_ticket: { reason: 'Dropped it' } })).json();
    const paid = await checkoutAs(operator, { name: 'Carla Méndez', transaction_id: quoted.id, gate_out: 2, payment_kind: 'cash' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().amount).toBe(quoted.to_pay);
    const { data } = (await call(operator, 'GET', `/api/parkings/1/visits/${quoted.id}/receipt`)).json();
    expect(data).toMatchObject({ total: quoted.to_pay, net: quoted.subtotal, lost_ticket: { cents: 20000, reason: 'Dropped it' }, gate: 'Salida Norte', payment_kind: 'cash' });
    expect(data.lines).toEqual(quoted.lines);
    const pdf = pdfText((await call(operator, 'GET', `/api/parkings/1/visits/${quoted.id}/receipt/pdf`)).rawPayload);
    expect(pdf).toContain('Lost ticket · Dropped it');
    expect(pdf).toContain("Lost ticket: the lot's fee when the ticket is missing");

    const listed = (await call(admin, 'GET', '/api/parkings/1/transactions?search=LOST004')).json().data.data;
    expect(listed).toEqual([expect.objectContaining({ plate: 'LOST004', total: quoted.to_pay, payment_kind: 'cash', validations: 0, lost_ticket: 20000, lost_ticket_reason: 'Dropped it' })]);
    const sheet = await call(admin, 'GET', '/api/parkings/1/transactions/download?search=LOST004');
    const xml = strFromU8(unzipSync(new Uint8Array(sheet.rawPayload))['xl/worksheets/sheet1.xml']);
    expect(xml).toContain('Lost-ticket reason');
    expect(xml).toContain('Dropped it');
  });
});
