// A shop's core info, the onboarding wizard's calls (issue 18 item 1, spec 1 §3, §5 core steps 1 to 3, §7): the
// banks with their legal names, step 1 (multipart with `_method=PUT`, notUnder as JSON text, the logo as base64
// PNG), the taxpayer data with its two documents and the bank account, for the shop and for a store; every rule
// refused with 422 in the caller's language and nothing written; the shop's forms its owner's only, a store's the
// owner's or its manager's (another store of the shop 403), another shop's or store's 404.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart, type MultipartFile } from './multipart';

let server: TestServer;
let owner: string;
let manager: string;
let salesman: string;

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Title (${text}) >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const EXECUTABLE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.alloc(400, 7)]);
const picture = (format: 'png' | 'jpeg', width = 600, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } }).toFormat(format).toBuffer();
const doc = (field: string, bytes: Buffer, filename: string, contentType = 'application/pdf'): MultipartFile => ({ field, filename, contentType, bytes });

const shopData = (over: Record<string, string | number> = {}) => ({
  _method: 'PUT',
  id: 1,
  name: 'Tienda Centro',
  address: 'Av. Juárez 100, Centro',
  country_code: '52',
  phone: '81 1234 5678',
  email: 'hola@tienda.demo',
  more_than_one: 'true',
  notUnder: '[2]',
  ...over,
});
const taxpayerData = (over: Record<string, string | number> = {}) => ({ taxpayer: 'Tienda Centro SA de CV', rfc: 'tce010101ab1', ...over });
const accountData = (over: Record<string, string | number> = {}) => ({
  interbank_key: '0020 1007 7777 7777 71',
  account_number: '0777777777',
  bank_id: 4,
  name_receiver: 'Tienda Centro',
  identifying_text: 'Ventas',
  ...over,
});

const base = (shop: number, branch?: number) => (branch === undefined ? `/api/shops/${shop}/core-info` : `/api/shops/${shop}/branch/${branch}/core-info`);
function post(token: string, url: string, body: Record<string, string | number>, files: MultipartFile[] = [], locale = 'en') {
  const form = multipart(body, files);
  return as(server.app, token, { method: 'POST', url, payload: form.payload, headers: { ...form.headers, 'x-locale': locale } });
}
const read = (token: string, shop: number, branch?: number) => as(server.app, token, { method: 'GET', url: base(shop, branch) });
const count = async (table: string) => Number(((await server.handle.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: { n: string }[] }).rows[0].n);

beforeAll(async () => {
  server = await startTestServer();
  owner = await tokenFor(server, 'shop');
  manager = await tokenFor(server, 'manager');
  salesman = await tokenFor(server, 'salesman');
}, 60_000);
afterAll(() => server.close());

describe('GET shops/{shop}/core-info/banks', () => {
  it('lists the Mexican banks by name, each with its legal name', async () => {
    const res = await as(server.app, owner, { method: 'GET', url: '/api/shops/1/core-info/banks' });
    expect(res.statusCode).toBe(200);
    const banks = res.json().data as { id: number; bank: string; razon_social: string }[];
    expect(banks.length).toBeGreaterThanOrEqual(50);
    expect(Object.keys(banks[0]).sort()).toEqual(['bank', 'id', 'razon_social']);
    expect(banks.map((b) => b.bank)).toEqual([...banks.map((b) => b.bank)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(banks.find((b) => b.bank === 'BANORTE')?.razon_social).toBe('Banco Mercantil del Norte, S.A., Institución de Banca Múltiple, Grupo Financiero Banorte');
    expect(banks.find((b) => b.bank === 'BBVA MEXICO')?.razon_social).toMatch(/^BBVA México, S\.A\./);
    expect(banks.every((b) => b.razon_social.length > b.bank.length - 10)).toBe(true);
  });

  it("is the shop's owner's and manager's; the salesman 403, another shop 404", async () => {
    expect((await as(server.app, manager, { method: 'GET', url: '/api/shops/1/core-info/banks' })).statusCode).toBe(200);
    expect((await as(server.app, salesman, { method: 'GET', url: '/api/shops/1/core-info/banks' })).statusCode).toBe(403);
    expect((await as(server.app, owner, { method: 'GET', url: '/api/shops/2/core-info/banks' })).statusCode).toBe(404);
  });
});

describe('step 1: the shop data', () => {
  it('answers the shop name and empty fields before the first save, with the stores to exclude', async () => {
    const res = await read(owner, 1);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: 1, branch_id: null, name: 'Tienda Centro', address: '', phone: '', email: '', notUnder: [], taxpayer: '', doc_taxpayer: null, bank_id: null });
    expect(data.branchs).toEqual([
      { id: 1, name: 'Sucursal Centro' },
      { id: 2, name: 'Sucursal Valle' },
    ]);
  });

  it('saves with _method=PUT: the name, the logo as a 600x600 PNG, notUnder from its JSON text', async () => {
    const logo = `data:image/png;base64,${(await picture('png')).toString('base64')}`;
    const res = await post(owner, base(1), shopData({ logo }));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Saved.');
    const data = (await read(owner, 1)).json().data;
    expect(data).toMatchObject({ name: 'Tienda Centro', address: 'Av. Juárez 100, Centro', country_code: '52', phone: '8112345678', email: 'hola@tienda.demo', more_than_one: true, notUnder: [2] });
    expect(data.logo_url.original).toMatch(/^\/api\/shops\/1\/logo\/[0-9a-f]{64}\.png$/);
    // The shop's people read the logo (the session's dropdowns show it); another shop's owner does not.
    const image = await as(server.app, manager, { method: 'GET', url: data.logo_url.original });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 600, height: 600, format: 'png' });
    expect((await as(server.app, owner, { method: 'GET', url: data.logo_url.original.replace('/shops/1/', '/shops/2/') })).statusCode).toBe(404);
    // The session's shop list carries the new logo.
    const shops = await as(server.app, owner, { method: 'GET', url: '/api/shops' });
    expect(shops.json().data[0]).toMatchObject({ id: 1, url_logo: data.logo_url.original });
  });

  it('keeps the logo when none is sent, and takes notUnder back to none', async () => {
    const before = (await read(owner, 1)).json().data.logo_url.original;
    const res = await post(owner, base(1), shopData({ notUnder: '[]', name: 'Tienda Centro MX' }));
    expect(res.statusCode).toBe(200);
    const data = (await read(owner, 1)).json().data;
    expect(data).toMatchObject({ name: 'Tienda Centro MX', notUnder: [], logo_url: { original: before } });
    expect((await post(owner, base(1), shopData())).statusCode).toBe(200);
  });

  it('is refused as a plain POST (the spec sends _method=PUT)', async () => {
    const { _method: _ignored, ...body } = shopData();
    expect((await post(owner, base(1), body)).statusCode).toBe(405);
  });

  it('refuses every rule with 422 in the caller language and writes nothing', async () => {
    const before = JSON.stringify((await read(owner, 1)).json());
    const cases: [Record<string, string | number>, string, string][] = [
      [{ name: 'Abc' }, 'name', 'The name field must be at least 4 characters.'],
      [{ name: 'x'.repeat(51) }, 'name', 'The name field may not be greater than 50 characters.'],
      [{ address: '' }, 'address', 'The address field is required.'],
      [{ phone: '81123' }, 'phone', 'The phone field must have 10 to 15 digits.'],
      [{ phone: '81-ABC-45678' }, 'phone', 'The phone field must have 10 to 15 digits.'],
      [{ email: 'hola@' }, 'email', 'The email field must be a valid email address.'],
      [{ country_code: '999' }, 'country_code', 'The selected country code is invalid.'],
      [{ more_than_one: 'maybe' }, 'more_than_one', 'The more than one field is invalid.'],
      [{ notUnder: '[3]' }, 'notUnder', 'The selected notUnder is invalid.'],
      [{ notUnder: '{"a":1}' }, 'notUnder', 'The notUnder field is invalid.'],
      [{ notUnder: '[0]' }, 'notUnder.0', 'The notUnder.0 field must be a whole number from 1 to 2147483647.'],
      [{ id: 2 }, 'id', 'The selected id is invalid.'],
      [{ logo: 'not base64!' }, 'logo', 'The logo field is invalid.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(owner, base(1), shopData(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(over)).toEqual([message]);
    }
    const spanish = await post(owner, base(1), shopData({ name: 'Abc' }), [], 'es');
    expect(spanish.json().errors.name).toEqual(['El campo name debe tener al menos 4 caracteres.']);
    expect(JSON.stringify((await read(owner, 1)).json())).toBe(before);
  });

  it('refuses a logo that is not a PNG picture', async () => {
    const jpeg = await post(owner, base(1), shopData({ logo: (await picture('jpeg')).toString('base64') }));
    expect(jpeg.statusCode).toBe(422);
    expect(jpeg.json().errors.logo).toEqual(['The logo must be a PNG image.']);
    const spanish = await post(owner, base(1), shopData({ logo: Buffer.from('%PDF-1.4 hola').toString('base64') }), [], 'es');
    expect(spanish.json().errors.logo).toEqual(['El logo debe ser una imagen PNG.']);
    const broken = (await picture('png')).subarray(0, 60).toString('base64');
    expect((await post(owner, base(1), shopData({ logo: broken }))).json().errors.logo).toEqual(['The image could not be read: it may be damaged.']);
  });

  it("is the owner's only: the manager and the salesman 403, another shop 404", async () => {
    expect((await read(manager, 1)).statusCode).toBe(403);
    expect((await post(manager, base(1), shopData())).statusCode).toBe(403);
    expect((await read(salesman, 1)).statusCode).toBe(403);
    expect((await read(owner, 2)).statusCode).toBe(404);
    expect((await post(owner, base(2), shopData({ id: 2 }))).statusCode).toBe(404);
  });
});

describe('step 2: the taxpayer data', () => {
  const documents = () => [doc('doc_taxpayer', pdf('Constancia'), 'constancia.pdf'), doc('doc_proof_address', pdf('Comprobante'), 'C:\\fakepath\\comprobante.pdf')];

  it('needs both documents, each a PDF, JPEG or PNG, and writes nothing otherwise', async () => {
    const none = await post(owner, `${base(1)}/taxpayer`, taxpayerData());
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ doc_taxpayer: ['The doc taxpayer field is required.'], doc_proof_address: ['The doc proof address field is required.'] });
    const one = await post(owner, `${base(1)}/taxpayer`, taxpayerData(), [documents()[0]], 'es');
    expect(one.json().errors).toEqual({ doc_proof_address: ['El campo doc proof address es obligatorio.'] });
    const exe = await post(owner, `${base(1)}/taxpayer`, taxpayerData(), [documents()[0], doc('doc_proof_address', EXECUTABLE, 'comprobante.pdf')]);
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.doc_proof_address).toEqual(['The file must be a PDF, JPEG or PNG document.']);
    expect(await count('shop_taxpayers')).toBe(0);
    expect(await count("files where owner_kind = 'shop-core-info'")).toBe(0);
  });

  it('refuses the taxpayer and RFC rules', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ taxpayer: 'Abcd' }, 'taxpayer', 'The taxpayer field must be at least 5 characters.'],
      [{ taxpayer: 'x'.repeat(101) }, 'taxpayer', 'The taxpayer field may not be greater than 100 characters.'],
      [{ rfc: 'ABC123' }, 'rfc', 'The rfc field must be at least 10 characters.'],
      [{ rfc: 'A'.repeat(16) }, 'rfc', 'The rfc field may not be greater than 15 characters.'],
      [{ rfc: 'TCE-010101-AB1' }, 'rfc', 'The rfc field is invalid.'],
      [{ branch_id: 1 }, 'branch_id', 'The selected branch id is invalid.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(owner, `${base(1)}/taxpayer`, taxpayerData(over), documents());
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(over)).toEqual([message]);
    }
    expect(await count('shop_taxpayers')).toBe(0);
  });

  it("saves the shop's, the RFC upper-cased, the documents by the names they were sent under", async () => {
    const res = await post(owner, `${base(1)}/taxpayer`, taxpayerData({ id: 1 }), documents());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ taxpayer: 'Tienda Centro SA de CV', rfc: 'TCE010101AB1', name_taxpayer: 'constancia.pdf', name_proof_address: 'comprobante.pdf' });
    expect(data.doc_taxpayer).toMatch(/^\/api\/shops\/1\/core-info\/files\/[0-9a-f]{64}\.pdf$/);
    const file = await as(server.app, owner, { method: 'GET', url: data.doc_taxpayer });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await as(server.app, manager, { method: 'GET', url: data.doc_taxpayer })).statusCode).toBe(403);
  });

  it('keeps the stored documents on an edit that sends none, and replaces the one sent', async () => {
    const before = (await read(owner, 1)).json().data;
    const edit = await post(owner, `${base(1)}/taxpayer`, taxpayerData({ taxpayer: 'Tienda Centro SA' }));
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ taxpayer: 'Tienda Centro SA', doc_taxpayer: before.doc_taxpayer, doc_proof_address: before.doc_proof_address });
    const replaced = await post(owner, `${base(1)}/taxpayer`, taxpayerData(), [doc('doc_taxpayer', await picture('png', 800, 1100), 'constancia.png', 'image/png')]);
    const after = replaced.json().data;
    expect(after.doc_taxpayer).toMatch(/\.png$/);
    expect(after).toMatchObject({ doc_proof_address: before.doc_proof_address, name_taxpayer: 'constancia.png', name_proof_address: 'comprobante.pdf' });
    expect((await as(server.app, owner, { method: 'GET', url: before.doc_taxpayer })).statusCode).toBe(404);
    expect(await count('shop_taxpayers')).toBe(1);
  });

  it("keeps a store's apart from the shop's; the manager acts on their own store only", async () => {
    const own = await post(manager, `${base(1, 1)}/taxpayer`, taxpayerData({ taxpayer: 'Sucursal Centro SA', branch_id: 1 }), documents());
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ branch_id: 1, taxpayer: 'Sucursal Centro SA' });
    expect(own.json().data.doc_taxpayer).toMatch(/^\/api\/shops\/1\/branch\/1\/core-info\/files\//);
    expect((await as(server.app, manager, { method: 'GET', url: own.json().data.doc_taxpayer })).statusCode).toBe(200);
    expect((await read(owner, 1)).json().data.taxpayer).toBe('Tienda Centro SA de CV');

    const other = await post(manager, `${base(1, 2)}/taxpayer`, taxpayerData(), documents(), 'es');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Solo puedes administrar tus tiendas.');
    expect((await read(manager, 1, 2)).statusCode).toBe(403);
    expect((await post(owner, `${base(1, 2)}/taxpayer`, taxpayerData({ branch_id: 1 }), documents())).statusCode).toBe(422);
    expect((await post(owner, `${base(1, 2)}/taxpayer`, taxpayerData({ branch_id: 2 }), documents())).statusCode).toBe(200);
    expect((await post(owner, `${base(2, 3)}/taxpayer`, taxpayerData(), documents())).statusCode).toBe(404);
    expect((await post(owner, `${base(1, 3)}/taxpayer`, taxpayerData(), documents())).statusCode).toBe(404);
    expect((await post(salesman, `${base(1, 1)}/taxpayer`, taxpayerData(), documents())).statusCode).toBe(403);
    expect(await count('shop_taxpayers')).toBe(3);
  });

  it("answers a store's step-1 data as the shop's", async () => {
    const store = (await read(owner, 1, 2)).json().data;
    expect(store).toMatchObject({ id: 1, branch_id: 2, name: 'Tienda Centro', email: 'hola@tienda.demo', taxpayer: 'Tienda Centro SA de CV' });
  });
});

describe('step 3: the bank account', () => {
  it('refuses every rule with 422 and writes nothing', async () => {
    const cases: [Record<string, string | number>, string, string][] = [
      [{ interbank_key: '0'.repeat(17) }, 'interbank_key', 'The interbank key field must have 18 to 20 digits.'],
      [{ interbank_key: '0'.repeat(21) }, 'interbank_key', 'The interbank key field must have 18 to 20 digits.'],
      [{ interbank_key: '00201007777777777A' }, 'interbank_key', 'The interbank key field must have 18 to 20 digits.'],
      [{ interbank_key: '' }, 'interbank_key', 'The interbank key field is required.'],
      [{ account_number: '123456789' }, 'account_number', 'The account number field must have 10 to 15 digits.'],
      [{ bank_id: 999 }, 'bank_id', 'The selected bank id is invalid.'],
      [{ bank_id: 'x' }, 'bank_id', 'The bank id field must be a whole number.'],
      [{ name_receiver: 'Abc' }, 'name_receiver', 'The name receiver field must be at least 4 characters.'],
      [{ identifying_text: 'x'.repeat(51) }, 'identifying_text', 'The identifying text field may not be greater than 50 characters.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await post(owner, `${base(1)}/accounts`, accountData(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(over)).toEqual([message]);
    }
    const spanish = await post(owner, `${base(1)}/accounts`, accountData({ interbank_key: '123' }), [], 'es');
    expect(spanish.json().errors.interbank_key).toEqual(['El campo interbank key debe tener de 18 a 20 dígitos.']);
    expect(await count('shop_bank_accounts')).toBe(0);
  });

  it('saves the shop account (18 to 20 digits) and edits it in place; a store keeps its own', async () => {
    const res = await post(owner, `${base(1)}/accounts`, accountData());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ interbank_key: '002010077777777771', account_number: '0777777777', bank_id: 4, name_receiver: 'Tienda Centro', identifying_text: 'Ventas' });
    const twenty = await post(owner, `${base(1)}/accounts`, accountData({ interbank_key: '00201007777777777123', identifying_text: '' }));
    expect(twenty.json().data).toMatchObject({ interbank_key: '00201007777777777123', identifying_text: '' });
    const store = await as(server.app, manager, {
      method: 'POST',
      url: `${base(1, 1)}/accounts`,
      payload: { ...accountData({ bank_id: 16, name_receiver: 'Sucursal Centro' }), branch_id: 1 },
    });
    expect(store.statusCode).toBe(200);
    expect((await read(owner, 1)).json().data).toMatchObject({ bank_id: 4, name_receiver: 'Tienda Centro' });
    expect((await read(owner, 1, 1)).json().data).toMatchObject({ bank_id: 16, name_receiver: 'Sucursal Centro' });
    expect(await count('shop_bank_accounts')).toBe(2);
  });

  it('answers 403 for the manager on another store and on the shop, 404 for another shop', async () => {
    expect((await post(manager, `${base(1, 2)}/accounts`, accountData())).statusCode).toBe(403);
    expect((await post(manager, `${base(1)}/accounts`, accountData())).statusCode).toBe(403);
    expect((await post(owner, `${base(2)}/accounts`, accountData())).statusCode).toBe(404);
    expect((await post(owner, `${base(2, 3)}/accounts`, accountData())).statusCode).toBe(404);
    expect(await count('shop_bank_accounts')).toBe(2);
  });
});
