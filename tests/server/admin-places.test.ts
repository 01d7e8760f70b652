// The admin module's places (issue 20, helper B): Mall (plazas with address and pin), Parking (every lot with its
// plaza, owners and status, and the active switch), Brands (shops as brands: name, logo, more than one store, the
// stores excluded from sharing core info) and Categories (the tree). Each list's search, filters, paging and
// report.xlsx; each write's rules refused with 422 in the caller's language and nothing written; the deletes
// refused with 409 while something uses the row; a parking administrator and a shop owner refused (403); and what
// the writes change elsewhere: a renamed plaza in a lot's session list, a lot's status in its properties, a
// brand in its owner's core info, a category taken out of the store and request forms.
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBrand, BrandSavedAnswer } from '../../src/contracts/admin-brands.struct';
import { AdminCategory } from '../../src/contracts/admin-categories.struct';
import { adminPage } from '../../src/contracts/admin-list.struct';
import { AdminParking } from '../../src/contracts/admin-parkings.struct';
import { AdminPlaza } from '../../src/contracts/admin-plazas.struct';
import { categories, coreInfoExclusions, plazas, shops } from '../../server/db/schema';
import { adminCalls, sheetOf } from './admin-calls';
import { startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let admin: string;
let parkingAdmin: string;
let parkingAdmin2: string;
let owner: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  parkingAdmin = await tokenFor(server, 'parking');
  parkingAdmin2 = await tokenFor(server, 'parking2');
  owner = await tokenFor(server, 'shop');
});
afterAll(() => server.close());

const { call, list } = adminCalls(() => ({ server, token: admin }));
const countOf = async (table: string) => Number(((await server.handle.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: { n: string }[] }).rows[0].n);

describe('Mall (plazas)', () => {
  it('lists every plaza with its lots and stores, searched by name or address, paged', async () => {
    const all = await list('/api/admin/plazas', AdminPlaza);
    expect(all).toMatchObject({ total: 2, page: 1, per_page: 10 });
    expect(all.data.map((p) => [p.name, p.lots, p.stores])).toEqual([
      ['Plaza Fundadores', 2, 2],
      ['Plaza Valle', 1, 1],
    ]);
    expect((await list('/api/admin/plazas?q=VALLE', AdminPlaza)).data.map((p) => p.id)).toEqual([2]);
    // A LIKE character is taken literally.
    expect((await list('/api/admin/plazas?q=%25', AdminPlaza)).total).toBe(0);
    // A page past the end answers the last one.
    expect(await list('/api/admin/plazas?per_page=5&page=9', AdminPlaza)).toMatchObject({ total: 2, page: 1, per_page: 5 });
    expect((await call({ url: '/api/admin/plazas?per_page=7' })).statusCode).toBe(422);
  });

  it('adds a plaza with its address and pin; refuses a short name, a pin out of range and a name taken in any capitals, writing nothing', async () => {
    const before = await countOf('plazas');
    const bad = await call({ method: 'POST', url: '/api/admin/plazas', body: { name: 'PV', address: 'Av. Uno 1', location: '100,200' }, locale: 'es' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['El campo name debe tener al menos 3 caracteres.'] });
    const pin = await call({ method: 'POST', url: '/api/admin/plazas', body: { name: 'Plaza Sendero', address: 'Av. Uno 100', location: '100,200' } });
    expect(pin.json().errors).toEqual({ location: ['The location field must be a latitude and longitude ("lat,lng") within their ranges.'] });
    const taken = await call({ method: 'POST', url: '/api/admin/plazas', body: { name: 'plaza valle', address: 'Av. Uno 100' }, locale: 'es' });
    expect(taken.json().errors).toEqual({ name: ['El nombre plaza valle ya pertenece a otra plaza.'] });
    expect(await countOf('plazas')).toBe(before);

    const res = await call({ method: 'POST', url: '/api/admin/plazas', body: { name: '  Plaza Sendero ', address: 'Av. Sendero 100, Escobedo', location: '25.7950,-100.3260' }, locale: 'es' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { id: expect.any(Number), name: 'Plaza Sendero', address: 'Av. Sendero 100, Escobedo', location: '25.7950,-100.3260', lots: 0, stores: 0 }, message: 'Plaza Plaza Sendero agregada.' });
    // Offered at once to a lot's modal.
    const offered = await call({ url: '/api/plazas/1/name/asc', token: parkingAdmin });
    expect(offered.json().data.map((p: { name: string }) => p.name)).toContain('Plaza Sendero');
  });

  it("edits a plaza; a renamed plaza shows at once in its lots' session list", async () => {
    const lots = async () => (await call({ url: '/api/parkings', token: parkingAdmin2 })).json().data as { id: number; plaza_name: string }[];
    expect((await lots()).map((l) => l.plaza_name)).toEqual(['Plaza Valle']);
    const res = await call({ method: 'PUT', url: '/api/admin/plazas/2', body: { name: 'Plaza Valle Oriente', address: 'Av. Lázaro Cárdenas 1000, San Pedro', location: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: 2, name: 'Plaza Valle Oriente', address: 'Av. Lázaro Cárdenas 1000, San Pedro', location: null, lots: 1, stores: 1 });
    expect(res.json().message).toBe('Plaza Plaza Valle Oriente saved.');
    expect((await lots()).map((l) => l.plaza_name)).toEqual(['Plaza Valle Oriente']);
    // Its own name in other capitals is not "taken".
    expect((await call({ method: 'PUT', url: '/api/admin/plazas/2', body: { name: 'Plaza Valle', address: 'Av. Lázaro Cárdenas 1000, San Pedro' } })).statusCode).toBe(200);
    expect((await call({ method: 'PUT', url: '/api/admin/plazas/999', body: { name: 'Plaza X', address: 'Av. Uno 100' } })).statusCode).toBe(404);
  });

  it('refuses to delete a plaza that lots or stores are in (409, nothing deleted); deletes an empty one', async () => {
    const refused = await call({ method: 'DELETE', url: '/api/admin/plazas/1', locale: 'es' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No puedes eliminar la plaza Plaza Fundadores: tiene estacionamientos, tiendas o solicitudes de clientes. Primero mueve sus estacionamientos y tiendas a otra plaza.',
    );
    const [made] = await server.handle.db.insert(plazas).values({ name: 'Plaza Temporal', address: 'Av. Dos 200' }).returning({ id: plazas.id });
    const res = await call({ method: 'DELETE', url: `/api/admin/plazas/${made.id}` });
    expect(res.json()).toEqual({ message: 'Plaza Plaza Temporal deleted.' });
    expect(await server.handle.db.select().from(plazas).where(eq(plazas.id, made.id))).toEqual([]);
    expect((await call({ method: 'DELETE', url: `/api/admin/plazas/${made.id}` })).statusCode).toBe(404);
  });

  it('exports the plazas the search finds as report.xlsx', async () => {
    const res = await call({ url: '/api/admin/plazas/export?q=fundadores', locale: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    expect(res.headers['x-export-rows']).toBe('1');
    const sheet = sheetOf(res);
    expect(sheet).toContain('Búsqueda: fundadores');
    expect(sheet).toContain('Estacionamientos');
    expect(sheet).toContain('Plaza Fundadores');
    expect(sheet).not.toContain('Plaza Valle');
  });
});

describe('Parking (every lot)', () => {
  it("lists every tenant's lots with plaza, owners and status; filters by plaza, status and a search that reaches the owners", async () => {
    const all = await list('/api/admin/parkings', AdminParking);
    expect(all.total).toBe(3);
    expect(all.data.map((l) => [l.name, l.plaza_name, l.owners.map((o) => o.email), l.status, l.active])).toEqual([
      ['Fundadores Norte', 'Plaza Fundadores', ['parking@nexo.demo'], 1, true],
      ['Fundadores Sur', 'Plaza Fundadores', ['parking@nexo.demo'], 1, true],
      ['Valle Oriente', 'Plaza Valle', ['parking2@nexo.demo'], 1, true],
    ]);
    expect((await list('/api/admin/parkings?plaza_id=2', AdminParking)).data.map((l) => l.id)).toEqual([3]);
    expect((await list('/api/admin/parkings?q=parking2%40', AdminParking)).data.map((l) => l.id)).toEqual([3]);
    expect((await list('/api/admin/parkings?q=ps', AdminParking)).data.map((l) => l.prefix)).toEqual(['PS']);
    expect((await list('/api/admin/parkings?status=2', AdminParking)).total).toBe(0);
    expect((await call({ url: '/api/admin/parkings?status=3' })).statusCode).toBe(422);
  });

  it("switches a lot off and on: the list, the lot's administrator's properties and the export say so", async () => {
    const off = await call({ method: 'PUT', url: '/api/admin/parkings/3/status', body: { active: false }, locale: 'es' });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('El estacionamiento Valle Oriente está inactivo.');
    expect(off.json().data).toMatchObject({ id: 3, status: 2, active: false });
    expect((await list('/api/admin/parkings?status=2', AdminParking)).data.map((l) => l.id)).toEqual([3]);
    const properties = await call({ url: '/api/parkings/properties', token: parkingAdmin2 });
    expect(properties.json().data[0].status).toBe(2);
    const sheet = sheetOf(await call({ url: '/api/admin/parkings/export?status=2' }));
    expect(sheet).toContain('Status: Inactive');
    expect(sheet).toContain('Valle Oriente');
    expect(sheet).not.toContain('Fundadores Norte');

    const on = await call({ method: 'PUT', url: '/api/admin/parkings/3/status', body: { active: 'true' } });
    expect(on.json()).toMatchObject({ data: { status: 1, active: true }, message: 'The lot Valle Oriente is active.' });
    expect((await call({ method: 'PUT', url: '/api/admin/parkings/3/status', body: { active: 'maybe' } })).statusCode).toBe(422);
    expect((await call({ method: 'PUT', url: '/api/admin/parkings/999/status', body: { active: true } })).statusCode).toBe(404);
  });
});

const png = async (r: number) => `data:image/png;base64,${(await sharp({ create: { width: 80, height: 80, channels: 3, background: { r, g: 40, b: 90 } } }).png().toBuffer()).toString('base64')}`;

describe('Brands (shops)', () => {
  it('lists every shop as a brand with its owner, stores and the excluded count', async () => {
    const all = await list('/api/admin/brands', AdminBrand);
    expect(all.data.map((b) => [b.name, b.owner?.email ?? null, b.stores.map((s) => s.name), b.more_than_one, b.not_under, b.logo_url])).toEqual([
      ['Boutique Norte', null, ['Sucursal Norte'], false, [], null],
      ['Tienda Centro', 'shop@nexo.demo', ['Sucursal Centro', 'Sucursal Valle'], true, [], null],
    ]);
    expect((await list('/api/admin/brands?q=shop%40nexo', AdminBrand)).data.map((b) => b.id)).toEqual([1]);
    const detail = await call({ url: '/api/admin/brands/1' });
    expect(detail.json().data).toEqual({
      id: 1,
      name: 'Tienda Centro',
      prefix: 'TNDA',
      logo_url: null,
      owner: { id: 5, name: expect.any(String), email: 'shop@nexo.demo' },
      more_than_one: true,
      not_under: [],
      stores: [{ id: 1, name: 'Sucursal Centro' }, { id: 2, name: 'Sucursal Valle' }],
    });
    expect((await call({ url: '/api/admin/brands/99' })).statusCode).toBe(404);
  });

  it("saves name, logo, more than one store and the excluded stores; the owner's core info shows them; the admin reads the logo", async () => {
    const res = await call({ method: 'PUT', url: '/api/admin/brands/1', body: { name: 'Tienda Centro MX', logo: await png(200), more_than_one: true, not_under: [2] }, locale: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const [err, answer] = validate(res.json(), BrandSavedAnswer);
    expect(err).toBeUndefined();
    expect(answer!.message).toBe('Marca Tienda Centro MX guardada.');
    expect(answer!.data).toMatchObject({ name: 'Tienda Centro MX', more_than_one: true, not_under: [2], logo_url: expect.stringMatching(/^\/api\/admin\/brands\/1\/logo\/[0-9a-f]{64}\.png$/) });
    const core = (await call({ url: '/api/shops/1/core-info', token: owner })).json().data;
    expect([core.name, core.more_than_one, core.notUnder]).toEqual(['Tienda Centro MX', true, [2]]);
    const logo = await call({ url: answer!.data.logo_url! });
    expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/png']);
    // The shop's own address is still its people's.
    expect((await call({ url: answer!.data.logo_url!, token: owner })).statusCode).toBe(403);

    // One store only: the exclusions go; no logo keeps the stored one.
    const single = await call({ method: 'PUT', url: '/api/admin/brands/1', body: { name: 'Tienda Centro', more_than_one: false, not_under: [2] } });
    expect(single.json().data).toMatchObject({ more_than_one: false, not_under: [], logo_url: answer!.data.logo_url });
    expect(await server.handle.db.select().from(coreInfoExclusions)).toEqual([]);
  });

  it("a shop without core info gets its flag kept; another shop's store, a JPEG logo and a short name are refused, nothing written", async () => {
    const res = await call({ method: 'PUT', url: '/api/admin/brands/2', body: { name: 'Boutique Norte', more_than_one: true, not_under: '[3]' } });
    expect(res.json().data).toMatchObject({ more_than_one: true, not_under: [3] });
    expect((await call({ url: '/api/shops/2/core-info', token: await tokenFor(server, 'shop') })).statusCode).toBe(404);

    const [before] = await server.handle.db.select().from(shops).where(eq(shops.id, 1));
    const other = await call({ method: 'PUT', url: '/api/admin/brands/1', body: { name: 'Otra Tienda', more_than_one: true, not_under: [3] } });
    expect(other.json().errors).toEqual({ not_under: ['The selected not under is invalid.'] });
    const jpeg = `data:image/png;base64,${(await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } } }).jpeg().toBuffer()).toString('base64')}`;
    const logo = await call({ method: 'PUT', url: '/api/admin/brands/1', body: { name: 'Otra Tienda', logo: jpeg, more_than_one: false, not_under: [] } });
    expect(Object.keys(logo.json().errors)).toEqual(['logo']);
    const short = await call({ method: 'PUT', url: '/api/admin/brands/1', body: { name: 'Ot', more_than_one: false, not_under: [] }, locale: 'es' });
    expect(short.json().errors).toEqual({ name: ['El campo name debe tener al menos 4 caracteres.'] });
    expect((await server.handle.db.select().from(shops).where(eq(shops.id, 1)))[0]).toEqual(before);
    expect((await call({ method: 'PUT', url: '/api/admin/brands/99', body: { name: 'Nadie Aquí', more_than_one: false, not_under: [] } })).statusCode).toBe(404);
  });

  it('exports the brands as report.xlsx', async () => {
    const sheet = sheetOf(await call({ url: '/api/admin/brands/export', locale: 'es' }));
    expect(sheet).toContain('Marcas');
    expect(sheet).toContain('Boutique Norte');
    expect(sheet).toContain('shop@nexo.demo');
  });
});

describe('Categories (the tree)', () => {
  const tree = async (q = '', locale = 'en') => {
    const res = await call({ url: `/api/admin/categories?per_page=50&q=${encodeURIComponent(q)}`, locale });
    const [err, page] = validate(res.json(), adminPage(AdminCategory));
    expect(err).toBeUndefined();
    return page!;
  };
  const idOf = async (nameEn: string) => (await server.handle.db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, nameEn)))[0].id;
  const save = (body: Record<string, unknown>, id?: number, locale = 'en') =>
    call({ method: id ? 'PUT' : 'POST', url: id ? `/api/admin/categories/${id}` : '/api/admin/categories', body, locale });

  it('lists the categories in the tree order by name in the caller\'s language, with their uses', async () => {
    const en = await tree();
    expect(en.total).toBe(14);
    expect(en.data.slice(0, 3).map((c) => c.name_en)).toEqual(['Beauty and personal care', 'Books and stationery', 'Clothing and accessories']);
    expect(en.data.find((c) => c.name_en === 'Clothing and accessories')).toMatchObject({ depth: 0, path: '', stores: 1, requests: 0, children: 0, active: true });
    expect((await tree('', 'es')).data[0].name_es).toBe('Alimentos y bebidas');
    // Either language, any capitals and accents.
    expect((await tree('OPTICA')).data.map((c) => c.name_en)).toEqual(['Opticians']);
    expect((await tree('shoes')).data.map((c) => c.name_es)).toEqual(['Calzado']);
  });

  it('adds a subcategory under its parent; refuses a name taken, an unknown parent and a parent under the category itself', async () => {
    const clothing = await idOf('Clothing and accessories');
    const res = await save({ name_es: 'Ropa de niños', name_en: "Children's clothing", parent_id: clothing, active: true }, undefined, 'es');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Categoría Ropa de niños agregada.');
    const child = res.json().data.id as number;
    const rows = (await tree()).data;
    const at = rows.findIndex((c) => c.id === clothing);
    expect(rows[at + 1]).toMatchObject({ id: child, depth: 1, path: 'Clothing and accessories', parent_id: clothing });
    expect(rows[at]).toMatchObject({ children: 1 });

    const before = await countOf('categories');
    const taken = await save({ name_es: 'CALZADO', name_en: 'Boots', parent_id: null, active: true }, undefined, 'es');
    expect(taken.json().errors).toEqual({ name_es: ['El nombre CALZADO ya pertenece a otra categoría.'] });
    const unknown = await save({ name_es: 'Botas', name_en: 'Boots', parent_id: 99999, active: true });
    expect(unknown.json().errors).toEqual({ parent_id: ['The selected parent id is invalid.'] });
    expect(await countOf('categories')).toBe(before);

    const cycle = await save({ name_es: 'Ropa y accesorios', name_en: 'Clothing and accessories', parent_id: child, active: true }, clothing);
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors).toEqual({ parent_id: ['A category cannot go under itself or one of its subcategories.'] });
    const self = await save({ name_es: 'Ropa y accesorios', name_en: 'Clothing and accessories', parent_id: clothing, active: true }, clothing);
    expect(self.json().errors.parent_id).toHaveLength(1);
    expect((await server.handle.db.select({ parent: categories.parentId }).from(categories).where(eq(categories.id, clothing)))[0].parent).toBeNull();
  });

  it('refuses to delete a category with subcategories or in use (409); deletes an unused leaf', async () => {
    const clothing = await idOf('Clothing and accessories');
    const parent = await call({ method: 'DELETE', url: `/api/admin/categories/${clothing}` });
    expect([parent.statusCode, parent.json().message]).toEqual([409, 'The category Clothing and accessories has subcategories: move or delete them first.']);
    const shoes = await idOf('Shoes');
    const used = await call({ method: 'DELETE', url: `/api/admin/categories/${shoes}`, locale: 'es' });
    expect([used.statusCode, used.json().message]).toEqual([409, 'No puedes eliminar la categoría Calzado: la usan tiendas o solicitudes. Mejor desactívala.']);
    const child = await idOf("Children's clothing");
    expect((await call({ method: 'DELETE', url: `/api/admin/categories/${child}` })).json()).toEqual({ message: "Category Children's clothing deleted." });
    expect((await call({ method: 'DELETE', url: `/api/admin/categories/${child}` })).statusCode).toBe(404);
  });

  it('an inactive category leaves the store and request forms, which keep offering the active ones', async () => {
    const toys = await idOf('Toys');
    const offered = async () => ((await call({ url: '/api/utilities/categories', token: owner })).json().data as { id: number }[]).map((c) => c.id);
    expect(await offered()).toContain(toys);
    const res = await save({ name_es: 'Juguetes', name_en: 'Toys', parent_id: null, active: false }, toys, 'es');
    expect(res.json()).toMatchObject({ data: { active: false }, message: 'Categoría Juguetes guardada.' });
    expect(await offered()).not.toContain(toys);
    expect(await offered()).toHaveLength(13);
    const store = (categories: number[]) =>
      call({
        method: 'POST',
        url: '/api/shops/1/branch/register',
        token: owner,
        body: { name: 'Sucursal Cumbres', address: 'Av. Paseo de los Leones 300, Monterrey', number: '8112347777', country_code: '52', phone_public: true, location: '25.7341,-100.4021', opens_at: '10:00', closes_at: '20:00', days_open: [1, 2], categories, covid_disinfectant: false, covid_cleansing: false, covid_controlled_access: false },
      });
    const refused = await store([toys]);
    expect([refused.statusCode, Object.keys(refused.json().errors)]).toEqual([422, ['categories']]);
    expect((await store([await idOf('Shoes')])).statusCode).toBeLessThan(300);
  });

  it('exports the tree as report.xlsx', async () => {
    const sheet = sheetOf(await call({ url: '/api/admin/categories/export?q=ropa', locale: 'es' }));
    expect(sheet).toContain('Categorías');
    expect(sheet).toContain('Ropa y accesorios');
    expect(sheet).not.toContain('Calzado');
  });
});

describe('who may call them', () => {
  it('refuses a parking administrator and a shop owner (403) on every area', async () => {
    for (const token of [parkingAdmin, owner]) {
      for (const url of ['/api/admin/plazas', '/api/admin/parkings', '/api/admin/brands', '/api/admin/categories', '/api/admin/brands/1']) {
        expect((await call({ url, token })).statusCode, url).toBe(403);
      }
      expect((await call({ method: 'PUT', url: '/api/admin/parkings/1/status', body: { active: false }, token })).statusCode).toBe(403);
    }
    expect((await list('/api/admin/parkings?status=2', AdminParking)).total).toBe(0);
  });
});
