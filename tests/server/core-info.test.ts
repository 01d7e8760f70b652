// A lot's fiscal and bank data (issue 16 item 3, spec 3 §5 Fiscal, §7): the banks, the first save with its two
// documents, edits that keep or replace them, every rule refused with 422 in the caller's language and nothing
// written, the documents downloaded by the lot's administrators only, and another lot 404.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart, type MultipartFile } from './multipart';

let server: TestServer;
let admin: string;
let otherAdmin: string;
let operator: string;

/** A small, well-formed PDF. */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const TAX_PDF = pdf('Constancia de situacion fiscal');
/** A Windows executable's first bytes (the MZ header and DOS stub). */
const EXECUTABLE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.from('This program cannot be run in DOS mode.\r\r\n$'), Buffer.alloc(400, 7)]);
const scan = (format: 'png' | 'jpeg') => sharp({ create: { width: 1240, height: 1754, channels: 3, background: { r: 250, g: 250, b: 245 } } }).toFormat(format).toBuffer();

const doc = (field: string, bytes: Buffer, filename: string, contentType = 'application/pdf'): MultipartFile => ({ field, filename, contentType, bytes });

const fields = (over: Record<string, string | number> = {}) => ({
  taxpayer_name: 'Estacionamientos del Norte SA de CV',
  rfc: 'eno0101017a1',
  interbank_account: '002 010 07777777777 1',
  bank_account: '0777 777 7777',
  bank_id: 1,
  account_owner: 'Estacionamientos del Norte',
  identifying_name: 'Cobros Fundadores',
  ...over,
});

const url = (lot: number) => `/api/parkings/${lot}/core-info`;
function save(token: string, lot: number, body: Record<string, string | number>, files: MultipartFile[] = [], locale = 'en') {
  const form = multipart(body, files);
  return as(server.app, token, { method: 'POST', url: url(lot), payload: form.payload, headers: { ...form.headers, 'x-locale': locale } });
}
const read = (token: string, lot: number) => as(server.app, token, { method: 'GET', url: url(lot) });
const download = (token: string, address: string) => as(server.app, token, { method: 'GET', url: address });
const documentRows = async () =>
  Number(((await server.handle.db.execute(sql`select count(*) as n from files where owner_kind = 'lot-core-info'`)) as unknown as { rows: { n: string }[] }).rows[0].n);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'parking');
  otherAdmin = await tokenFor(server, 'parking2');
  operator = await tokenFor(server, 'operator');
}, 60_000);
afterAll(() => server.close());

describe('GET utilities/banks', () => {
  it('lists the Mexican banks by CLABE code, each code once', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: '/api/utilities/banks' });
    expect(res.statusCode).toBe(200);
    const banks = res.json().data as { id: number; bank: string; code: string; image: string | null }[];
    expect(banks.length).toBeGreaterThanOrEqual(45);
    expect(banks[0]).toEqual({ id: 1, bank: 'BANAMEX', code: '002', image: null });
    const byCode = new Map(banks.map((b) => [b.code, b.bank]));
    expect(byCode.size).toBe(banks.length);
    expect(banks.every((b) => /^\d{3}$/.test(b.code))).toBe(true);
    expect(banks.map((b) => b.code)).toEqual([...byCode.keys()].sort());
    for (const [code, bank] of [['012', 'BBVA MEXICO'], ['014', 'SANTANDER'], ['021', 'HSBC'], ['072', 'BANORTE'], ['127', 'AZTECA'], ['137', 'BANCOPPEL'], ['646', 'STP']]) {
      expect(byCode.get(code), code).toBe(bank);
    }
  });

  it('is public (the store account request offers it to visitors), and any signed-in user reads it', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/utilities/banks' })).statusCode).toBe(200);
    expect((await as(server.app, operator, { method: 'GET', url: '/api/utilities/banks' })).statusCode).toBe(200);
  });
});

describe('the first save', () => {
  it('answers null before the lot has any data', async () => {
    const res = await read(admin, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('needs both documents', async () => {
    const res = await save(admin, 2, fields(), [], 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ taxpayer_file: ['The taxpayer file field is required.'], address_file: ['The address file field is required.'] });
    const one = await save(admin, 2, fields(), [doc('taxpayer_file', TAX_PDF, 'rfc.pdf')], 'es');
    expect(one.json().errors).toEqual({ address_file: ['El campo address file es obligatorio.'] });
    expect((await read(admin, 2)).json()).toEqual({ data: null });
  });

  it('refuses a renamed executable, in English and in Spanish, and writes nothing', async () => {
    const en = await save(admin, 1, fields(), [doc('taxpayer_file', EXECUTABLE, 'constancia.pdf'), doc('address_file', TAX_PDF, 'domicilio.pdf')], 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({ message: 'The file must be a PDF, JPEG or PNG document.', errors: { taxpayer_file: ['The file must be a PDF, JPEG or PNG document.'] } });
    const es = await save(admin, 1, fields(), [doc('taxpayer_file', TAX_PDF, 'constancia.pdf'), doc('address_file', EXECUTABLE, 'domicilio.png', 'image/png')], 'es');
    expect(es.json().errors).toEqual({ address_file: ['El archivo debe ser un documento PDF, JPEG o PNG.'] });
    expect(await documentRows()).toBe(0);
    expect((await read(admin, 1)).json()).toEqual({ data: null });
  });

  it('refuses a document whose name says another type than its bytes', async () => {
    const png = await scan('png');
    const res = await save(admin, 1, fields(), [doc('taxpayer_file', png, 'constancia.pdf'), doc('address_file', TAX_PDF, 'domicilio.pdf')], 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.taxpayer_file).toEqual(['The file is not what its name says (.pdf): send it with the extension of its type.']);
    const es = await save(admin, 1, fields(), [doc('taxpayer_file', TAX_PDF, 'constancia.jpg', 'image/jpeg'), doc('address_file', TAX_PDF, 'domicilio.pdf')], 'es');
    expect(es.json().errors.taxpayer_file).toEqual(['El archivo no es lo que dice su nombre (.jpg): envíalo con la extensión de su tipo.']);
    expect(await documentRows()).toBe(0);
  });

  it('refuses a document over 5 MB', async () => {
    const big = Buffer.concat([TAX_PDF, Buffer.alloc(5 * 1024 * 1024, 32)]);
    const res = await save(admin, 1, fields(), [doc('taxpayer_file', TAX_PDF, 'a.pdf'), doc('address_file', big, 'b.pdf')], 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ address_file: ['The file may be at most 5 MB.'] });
    expect(await documentRows()).toBe(0);
  });

  it('refuses three files in one request', async () => {
    const res = await save(admin, 1, fields(), [doc('taxpayer_file', TAX_PDF, 'a.pdf'), doc('address_file', TAX_PDF, 'b.pdf'), doc('other', TAX_PDF, 'c.pdf')]);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await documentRows()).toBe(0);
  });

  it('stores the data with a PDF and a scanned page, and answers it', async () => {
    const res = await save(admin, 1, fields(), [doc('taxpayer_file', TAX_PDF, 'constancia.pdf'), doc('address_file', await scan('jpeg'), 'domicilio.jpeg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Saved.');
    expect(data).toEqual({
      taxpayer_name: 'Estacionamientos del Norte SA de CV',
      rfc: 'ENO0101017A1',
      interbank_account: '002010077777777771',
      bank_account: '07777777777',
      bank_id: 1,
      bank: { id: 1, bank: 'BANAMEX', code: '002', image: null },
      account_owner: 'Estacionamientos del Norte',
      identifying_name: 'Cobros Fundadores',
      taxpayer_file: expect.stringMatching(/^\/api\/parkings\/1\/core-info\/files\/[0-9a-f]{64}\.pdf$/),
      address_file: expect.stringMatching(/^\/api\/parkings\/1\/core-info\/files\/[0-9a-f]{64}\.jpg$/),
    });
    expect((await read(admin, 1)).json()).toEqual({ data });
    expect(await documentRows()).toBe(2);
  });
});

describe('the documents', () => {
  it('the lot\'s administrator downloads them: the PDF as sent, the page re-encoded', async () => {
    const { data } = (await read(admin, 1)).json();
    const tax = await download(admin, data.taxpayer_file);
    expect(tax.statusCode).toBe(200);
    expect(tax.headers['content-type']).toBe('application/pdf');
    expect(tax.headers['x-content-type-options']).toBe('nosniff');
    expect(tax.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{64}\.pdf"$/);
    expect(tax.rawPayload.equals(TAX_PDF)).toBe(true);
    const address = await download(admin, data.address_file);
    expect(address.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(address.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1240, 1754]);
  });

  it('the operator is refused, and cannot read them as the lot\'s files either', async () => {
    const { data } = (await read(admin, 1)).json();
    expect((await download(operator, data.taxpayer_file)).statusCode).toBe(403);
    const name = (data.taxpayer_file as string).split('/').pop()!;
    expect((await download(operator, `/api/parkings/1/files/${name}`)).statusCode).toBe(404);
    expect((await download(admin, `/api/parkings/1/files/${name}`)).statusCode).toBe(404);
  });

  it('another lot\'s administrator gets 404, exactly like a document that does not exist', async () => {
    const { data } = (await read(admin, 1)).json();
    const name = (data.taxpayer_file as string).split('/').pop()!;
    const missing = await download(otherAdmin, `/api/parkings/3/core-info/files/${'a'.repeat(64)}.pdf`);
    expect(missing.statusCode).toBe(404);
    const viaOwnerLot = await download(otherAdmin, data.taxpayer_file);
    expect(viaOwnerLot.statusCode).toBe(404);
    const viaOwnLot = await download(otherAdmin, `/api/parkings/3/core-info/files/${name}`);
    expect(viaOwnLot.statusCode).toBe(404);
    expect(viaOwnLot.body).toBe(missing.body);
  });

  it('refuses names the server never makes', async () => {
    expect((await download(admin, '/api/parkings/1/core-info/files/..%2F..%2Fserver.lock')).statusCode).toBe(422);
    expect((await download(admin, `/api/parkings/1/core-info/files/${'a'.repeat(64)}.exe`)).statusCode).toBe(422);
  });
});

describe('editing', () => {
  it('without files (JSON or a form) keeps the stored documents', async () => {
    const before = (await read(admin, 1)).json().data;
    const json = await as(server.app, admin, { method: 'POST', url: url(1), payload: fields({ identifying_name: 'Caja Norte' }) });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().data).toEqual({ ...before, identifying_name: 'Caja Norte' });
    const form = await as(server.app, admin, {
      method: 'POST',
      url: url(1),
      payload: new URLSearchParams(Object.entries(fields({ account_owner: 'Norte Estacionamientos' })).map(([k, v]) => [k, String(v)])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data).toEqual({ ...before, account_owner: 'Norte Estacionamientos' });
    expect((await download(admin, before.taxpayer_file)).rawPayload.equals(TAX_PDF)).toBe(true);
  });

  it('with one new document replaces it, keeps the other, and the replaced one is gone', async () => {
    const before = (await read(admin, 1)).json().data;
    const newer = pdf('Constancia 2026');
    const res = await save(admin, 1, fields({ interbank_account: '014027000005555558', bank_id: 5 }), [doc('taxpayer_file', newer, 'constancia-2026.pdf')]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.bank).toEqual({ id: 5, bank: 'SANTANDER', code: '014', image: null });
    expect(data.address_file).toBe(before.address_file);
    expect(data.taxpayer_file).not.toBe(before.taxpayer_file);
    expect((await download(admin, data.taxpayer_file)).rawPayload.equals(newer)).toBe(true);
    expect((await download(admin, before.taxpayer_file)).statusCode).toBe(404);
    expect(await documentRows()).toBe(2);
  });
});

describe('the rules, each a 422 that changes nothing', () => {
  const cases: [label: string, over: Record<string, string | number>, field: string, en: string, es: string][] = [
    ['a wrong CLABE check digit', { interbank_account: '002010077777777779' }, 'interbank_account', 'The interbank account field has a wrong check digit: check its 18 digits.', 'El campo interbank account tiene un dígito de control incorrecto: revisa sus 18 dígitos.'],
    ['a CLABE of another bank than the chosen one', { interbank_account: '014027000005555558', bank_id: 1 }, 'interbank_account', 'The interbank account field belongs to another bank: choose the bank of its first three digits.', 'El campo interbank account es de otro banco: elige el banco de sus tres primeros dígitos.'],
    ['a CLABE of 17 digits', { interbank_account: '00201007777777777' }, 'interbank_account', 'The interbank account field must be 18 digits.', 'El campo interbank account debe tener 18 dígitos.'],
    ['a bank that does not exist', { bank_id: 9999 }, 'bank_id', 'The selected bank id is invalid.', 'El valor seleccionado en bank id no es válido.'],
    ['a short taxpayer name', { taxpayer_name: ' Ana ' }, 'taxpayer_name', 'The taxpayer name field must be at least 5 characters.', 'El campo taxpayer name debe tener al menos 5 caracteres.'],
    ['a short RFC', { rfc: 'ENO010101' }, 'rfc', 'The rfc field must be at least 10 characters.', 'El campo rfc debe tener al menos 10 caracteres.'],
    ['a long RFC', { rfc: 'ENO0101017A1XXXX' }, 'rfc', 'The rfc field may not be greater than 15 characters.', 'El campo rfc no debe tener más de 15 caracteres.'],
    ['an RFC with signs', { rfc: 'ENO-010101-7A1' }, 'rfc', 'The rfc field is invalid.', 'El campo rfc no es válido.'],
    ['an account number with letters', { bank_account: '07777A77777' }, 'bank_account', 'The bank account field must have 10 to 15 digits.', 'El campo bank account debe tener de 10 a 15 dígitos.'],
    ['a short account number', { bank_account: '123456789' }, 'bank_account', 'The bank account field must have 10 to 15 digits.', 'El campo bank account debe tener de 10 a 15 dígitos.'],
    ['a short receiver name', { account_owner: 'Ana' }, 'account_owner', 'The account owner field must be at least 4 characters.', 'El campo account owner debe tener al menos 4 caracteres.'],
    ['a long identifying name', { identifying_name: 'x'.repeat(51) }, 'identifying_name', 'The identifying name field may not be greater than 50 characters.', 'El campo identifying name no debe tener más de 50 caracteres.'],
  ];

  it.each(cases)('%s', async (_label, over, field, en, es) => {
    const before = (await read(admin, 1)).json();
    const english = await save(admin, 1, fields(over), [], 'en');
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ [field]: [en] });
    expect(english.json().message).toBe(en);
    const spanish = await save(admin, 1, fields(over), [doc('taxpayer_file', pdf('otra'), 'otra.pdf')], 'es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().errors).toEqual({ [field]: [es] });
    expect((await read(admin, 1)).json()).toEqual(before);
    expect(await documentRows()).toBe(2);
  });

  it('every field is required', async () => {
    const res = await as(server.app, admin, { method: 'POST', url: url(1), payload: {}, headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['account_owner', 'bank_account', 'bank_id', 'identifying_name', 'interbank_account', 'rfc', 'taxpayer_name']);
  });
});

describe('who may read and write', () => {
  it('the operator is refused (403); another lot\'s administrator gets 404, like a lot that does not exist', async () => {
    const before = (await read(admin, 1)).json();
    expect((await read(operator, 1)).statusCode).toBe(403);
    expect((await as(server.app, operator, { method: 'POST', url: url(1), payload: fields() })).statusCode).toBe(403);
    const missing = await read(otherAdmin, 999_999);
    expect(missing.statusCode).toBe(404);
    const other = await read(otherAdmin, 1);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const write = await save(otherAdmin, 1, fields({ identifying_name: 'Ajeno' }), [doc('taxpayer_file', TAX_PDF, 'a.pdf'), doc('address_file', TAX_PDF, 'b.pdf')]);
    expect(write.statusCode).toBe(404);
    expect((await read(admin, 1)).json()).toEqual(before);
  });

  it('each lot has its own data: lot 3\'s administrator saves theirs, lot 1\'s is untouched', async () => {
    const lot1 = (await read(admin, 1)).json();
    const res = await save(otherAdmin, 3, fields({ taxpayer_name: 'Valle Oriente SA de CV', interbank_account: '072 180 00000000001 3', bank_id: 16 }), [
      doc('taxpayer_file', pdf('Valle'), 'valle.pdf'),
      doc('address_file', await scan('png'), 'valle.png', 'image/png'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bank.code).toBe('072');
    expect(res.json().data.address_file).toMatch(/^\/api\/parkings\/3\/core-info\/files\/[0-9a-f]{64}\.png$/);
    expect((await read(admin, 1)).json()).toEqual(lot1);
    expect((await read(admin, 3)).statusCode).toBe(404);
    expect((await download(admin, res.json().data.taxpayer_file)).statusCode).toBe(404);
  });
});
