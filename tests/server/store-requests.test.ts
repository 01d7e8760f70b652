// The public store account request (issue 18 item 4, spec 3 §2, §3 Store request, §4): the categories and banks
// a visitor chooses from, a request with its two documents stored and confirmed by mail, every rule refused with
// 422 in the caller's language and nothing written, the documents read by the admins who answer requests only,
// and a client address's hourly budget.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_PER_ADDRESS } from '../../server/store-requests/send-store-request';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart, type MultipartFile } from './multipart';

let server: TestServer;
let admin: string;
let shop: string;

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const RFC_PDF = pdf('Constancia RFC');
const ADDRESS_PDF = pdf('Comprobante de domicilio');
const doc = (field: string, bytes: Buffer, filename = `${field}.pdf`, contentType = 'application/pdf'): MultipartFile => ({ field, filename, contentType, bytes });
const DOCUMENTS = [doc('rfc_file', RFC_PDF), doc('address_file', ADDRESS_PDF)];

const fields = (over: Record<string, string | number> = {}): Record<string, string | number> => ({
  store_name: '  Zapatería Luna ',
  kind: 'parent',
  address: 'Av. Constitución 400, Centro, Monterrey',
  description: 'Zapatos de piel hechos en León.',
  product_kinds: 'Zapatos, bolsas',
  category_id: 2,
  mobile_phone: '(81) 1234-5678',
  birth_date: '1985-04-12',
  welcome_message: 'Bienvenido a Zapatería Luna',
  first_name: 'Ana',
  last_name: 'Luna',
  email: 'ana.luna@example.com',
  bank_id: 1,
  account_number: '0777 777 7777',
  extra_sanitizer: 'true',
  clean_frequently: 'false',
  customer_limit: '1',
  ...over,
});

function send(body: Record<string, string | number>, files: MultipartFile[] = DOCUMENTS, opts: { locale?: string; address?: string } = {}) {
  const form = multipart(body, files);
  return server.app.inject({
    method: 'POST',
    url: '/api/store-requests',
    payload: form.payload,
    headers: { ...form.headers, 'x-locale': opts.locale ?? 'en' },
    remoteAddress: opts.address ?? '127.0.0.1',
  });
}

const count = async (table: 'store_requests' | 'files') => {
  const where = table === 'files' ? sql`where owner_kind = 'store-request'` : sql``;
  const result = (await server.handle.db.execute(sql`select count(*) as n from ${sql.raw(table)} ${where}`)) as unknown as { rows: { n: string }[] };
  return Number(result.rows[0].n);
};

const outbox = () => path.join(server.dataDir, 'outbox');
/** A quoted-printable mail body as text: soft line breaks joined, =XX bytes decoded. */
const decoded = (eml: string) =>
  Buffer.from(eml.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort().map((f) => decoded(fs.readFileSync(path.join(outbox(), f), 'utf8'))) : []);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  shop = await tokenFor(server, 'shop');
}, 60_000);
afterAll(() => server.close());

describe('what a visitor chooses from', () => {
  it('lists the active categories in the caller language, by name, without a session', async () => {
    const en = await server.app.inject({ method: 'GET', url: '/api/utilities/categories', headers: { 'x-locale': 'en' } });
    const es = await server.app.inject({ method: 'GET', url: '/api/utilities/categories', headers: { 'x-locale': 'es' } });
    expect(en.statusCode).toBe(200);
    const enNames = (en.json().data as { id: number; name: string }[]).map((c) => c.name);
    const esById = new Map((es.json().data as { id: number; name: string }[]).map((c) => [c.id, c.name]));
    expect(enNames).toContain('Shoes');
    expect(enNames).toEqual([...enNames].sort((a, b) => (a < b ? -1 : 1)));
    expect(esById.get(2)).toBe('Calzado');
    expect(esById.size).toBe(enNames.length);
  });

  it('hides a category the admins switched off', async () => {
    await server.handle.db.execute(sql`update categories set active = false where id = 14`);
    const res = await server.app.inject({ method: 'GET', url: '/api/utilities/categories' });
    expect((res.json().data as { id: number }[]).some((c) => c.id === 14)).toBe(false);
    const refused = await send(fields({ category_id: 14 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.category_id).toEqual(['The selected category id is invalid.']);
    await server.handle.db.execute(sql`update categories set active = true where id = 14`);
  });

  it('lists the banks without a session', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/utilities/banks' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({ id: 1, bank: 'BANAMEX', code: '002', image: null });
  });
});

describe('a request', () => {
  it('is stored as sent, with its documents, answers 201 and is confirmed by mail in the caller language', async () => {
    const res = await send(fields(), DOCUMENTS, { locale: 'es' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Solicitud enviada. Pronto recibirás nuestra respuesta.');
    expect(body.data).toMatchObject({ status: 'pending' });
    expect(Date.parse(body.data.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const stored = (await server.handle.db.execute(sql`select * from store_requests where id = ${body.data.id}`)) as unknown as { rows: Record<string, unknown>[] };
    expect(stored.rows[0]).toMatchObject({
      store_name: 'Zapatería Luna',
      kind: 'parent',
      hq_address: null,
      mobile_phone: '8112345678',
      account_number: '07777777777',
      extra_sanitizer: true,
      clean_frequently: false,
      customer_limit: true,
      locale: 'es',
      status: 'pending',
    });
    expect(await count('files')).toBe(2);
    const mail = mails().find((m) => m.includes('To: ana.luna@example.com'));
    expect(mail).toContain('Subject: =?UTF-8?Q?Recibimos_tu_solicitud');
    expect(mail).toContain('Hola Ana:');
    expect(mail).toContain('la tienda Zapatería Luna. Nuestro equipo la revisará y pronto recibirás nuestra respuesta');
  });

  it('of a branch names its head store; a head store does not', async () => {
    const branch = await send(fields({ kind: 'branch', hq_address: 'Av. Juárez 100, Centro, Monterrey' }));
    expect(branch.statusCode).toBe(201);
    const noHq = await send(fields({ kind: 'branch' }));
    expect(noHq.statusCode).toBe(422);
    expect(noHq.json().errors.hq_address).toEqual(['The hq address field is required.']);
    const parentWithHq = await send(fields({ hq_address: 'Av. Juárez 100, Centro, Monterrey' }));
    expect(parentWithHq.statusCode).toBe(422);
    expect(Object.keys(parentWithHq.json().errors)).toEqual(['hq_address']);
  });
});

describe('bad input: 422 in the caller language, nothing written', () => {
  const cases: [string, Record<string, string | number>, string, string][] = [
    ['a short store name', { store_name: 'Zap' }, 'store_name', 'The store name field must be at least 4 characters.'],
    ['an unknown kind', { kind: 'franchise' }, 'kind', 'The selected kind is invalid.'],
    ['a short address', { address: 'Av 1' }, 'address', 'The address field must be at least 6 characters.'],
    ['a short description', { description: 'Zapatos' }, 'description', 'The description field must be at least 10 characters.'],
    ['no product kinds', { product_kinds: '  ' }, 'product_kinds', 'The product kinds field is required.'],
    ['a category that does not exist', { category_id: 999 }, 'category_id', 'The selected category id is invalid.'],
    ['a nine-digit phone', { mobile_phone: '811234567' }, 'mobile_phone', 'The mobile phone field must be 10 digits.'],
    ['a phone with letters', { mobile_phone: '81123456ab' }, 'mobile_phone', 'The mobile phone field must be 10 digits.'],
    ['a day that does not exist', { birth_date: '1985-02-30' }, 'birth_date', 'The birth date field is invalid.'],
    ['a birth date before 1900', { birth_date: '1899-12-31' }, 'birth_date', 'The birth date field is invalid.'],
    ['a minor', { birth_date: `${new Date().getUTCFullYear() - 10}-01-01` }, 'birth_date', 'The birth date field must be the birth date of someone at least 18 years old.'],
    ['a short welcome', { welcome_message: 'Hi' }, 'welcome_message', 'The welcome message field must be at least 4 characters.'],
    ['a one-letter first name', { first_name: 'A' }, 'first_name', 'The first name field must be at least 2 characters.'],
    ['a bad e-mail', { email: 'ana@' }, 'email', 'The email field must be a valid email address.'],
    ['a bank that does not exist', { bank_id: 999 }, 'bank_id', 'The selected bank id is invalid.'],
    ['a short account number', { account_number: '12345' }, 'account_number', 'The account number field must have 10 to 15 digits.'],
    ['a flag that is not yes or no', { customer_limit: 'maybe' }, 'customer_limit', 'The customer limit field is invalid.'],
  ];
  it.each(cases)('%s', async (_name, over, field, message) => {
    const before = [await count('store_requests'), await count('files'), mails().length];
    const res = await send(fields(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect([await count('store_requests'), await count('files'), mails().length]).toEqual(before);
  });

  it('refuses a request without its documents, naming each', async () => {
    const res = await send(fields(), [], { locale: 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ rfc_file: ['El campo rfc file es obligatorio.'], address_file: ['El campo address file es obligatorio.'] });
  });

  it('refuses a document that is not a PDF or a picture, whatever its name says', async () => {
    const before = await count('store_requests');
    const res = await send(fields(), [doc('rfc_file', Buffer.from('#!/bin/sh\necho hi\n'.repeat(20)), 'rfc.pdf'), doc('address_file', ADDRESS_PDF)]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['rfc_file']);
    expect(await count('store_requests')).toBe(before);
  });

  it('refuses JSON without files the same way (the fuzz suite sends JSON)', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/store-requests', payload: fields() });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['address_file', 'rfc_file']);
  });
});

describe('the documents', () => {
  it('are read by an admin who answers requests, and by nobody else', async () => {
    const sent = await send(fields());
    const { id } = sent.json().data as { id: number };
    const names = (await server.handle.db.execute(sql`select rfc_file from store_requests where id = ${id}`)) as unknown as { rows: { rfc_file: string }[] };
    const url = `/api/store-requests/${id}/files/${names.rows[0].rfc_file}`;
    const read = await as(server.app, admin, { method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(RFC_PDF)).toBe(true);
    expect((await as(server.app, shop, { method: 'GET', url })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await as(server.app, admin, { method: 'GET', url: `/api/store-requests/${id + 1000}/files/${names.rows[0].rfc_file}` })).statusCode).toBe(404);
  });
});

describe('a client address', () => {
  it(`has ${REQUESTS_PER_ADDRESS.limit} accepted requests an hour; the next is 429 with Retry-After and writes nothing`, async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < REQUESTS_PER_ADDRESS.limit; i++) expect((await send(fields(), DOCUMENTS, { address })).statusCode).toBe(201);
    // Refused input is not counted: it cost no storage.
    expect((await send(fields({ email: 'x' }), DOCUMENTS, { address })).statusCode).toBe(422);
    const before = [await count('store_requests'), await count('files')];
    const refused = await send(fields(), DOCUMENTS, { address, locale: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().message).toBe('Too many store requests from this address. Please try again in 60 minutes.');
    expect([await count('store_requests'), await count('files')]).toEqual(before);
    expect((await send(fields(), DOCUMENTS, { address: '203.0.113.8' })).statusCode).toBe(201);
  });
});
