// A lot's news (issue 16 item 4, spec 3 §4 News, §5 News, §7 News, §9 images): create with a 380x214 picture,
// edit with and without a new one, delete (`_method=delete` or DELETE) closing the gap, order, the items shown
// today in the lot's time zone, every rule refused with 422 in the caller's language and nothing written, the
// operator refused and another lot 404.
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '../../src/contracts/news.struct';
import { NEWS_RULES } from '../../src/contracts/news.struct';
import { formatDay } from '../../src/domain/formats/edge-formats';
import { news, parkings } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart, type MultipartFile } from './multipart';

let server: TestServer;
let admin: string;
let otherAdmin: string;
let operator: string;

/** Lot 1 keeps the day of UTC+14, lot 3 that of UTC-11: their calendar days always differ by one or two. */
const ZONES = { 1: 'Pacific/Kiritimati', 3: 'Pacific/Pago_Pago' } as const;

const photo = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).toFormat(format).toBuffer();
const imageFile = (bytes: Buffer, filename = 'aviso.png', contentType = 'image/png'): MultipartFile => ({ field: 'image', filename, contentType, bytes });
/** A Windows executable's first bytes, named like a picture. */
const EXECUTABLE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000', 'hex'), Buffer.alloc(400, 7)]);

type Fields = Record<string, string | number>;
const fields = (over: Fields = {}): Fields => ({
  name: 'Nuevo horario',
  description: 'Abrimos de 7:00 a 23:00 toda la semana.',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  show_end_date: 'true',
  ...over,
});

const url = (lot: number, tail = '') => `/api/parkings/${lot}/news${tail}`;
function send(token: string, target: string, body: Fields, file?: MultipartFile, locale = 'en') {
  const form = multipart(body, file);
  return as(server.app, token, { method: 'POST', url: target, payload: form.payload, headers: { ...form.headers, 'x-locale': locale } });
}
const create = (token: string, lot: number, body: Fields, file?: MultipartFile, locale = 'en') => send(token, url(lot), body, file, locale);
const edit = (token: string, lot: number, id: number, body: Fields, file?: MultipartFile, locale = 'en') => send(token, url(lot, `/${id}`), body, file, locale);
const order = (token: string, lot: number, ids: unknown, locale = 'en') =>
  as(server.app, token, { method: 'POST', url: url(lot, '/order'), payload: { news: ids }, headers: { 'x-locale': locale } });
const remove = (token: string, lot: number, id: number) => as(server.app, token, { method: 'DELETE', url: url(lot, `/${id}`) });
const list = async (token: string, lot: number) => (await as(server.app, token, { method: 'GET', url: url(lot) })).json().data as NewsItem[];
const current = async (token: string, lot: number) => (await as(server.app, token, { method: 'GET', url: url(lot, '/current') })).json().data as NewsItem[];

/** The stored rows of a lot, in order: positions must be 1..n. */
const rows = (lot: number) =>
  server.handle.db.select({ id: news.id, position: news.position, name: news.name }).from(news).where(eq(news.parkingId, lot)).orderBy(asc(news.position));
const newsCount = async () => Number(((await server.handle.db.execute(sql`select count(*) as n from news`)) as unknown as { rows: { n: string }[] }).rows[0].n);

/** A day `days` after `day` (yyyy-MM-dd). */
const plusDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** Creates an item and answers it (the last of the list). */
async function made(token: string, lot: number, over: Fields = {}, file?: MultipartFile): Promise<NewsItem> {
  const res = await create(token, lot, fields(over), file ?? imageFile(await photo(800, 600)));
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as NewsItem[];
  return data[data.length - 1];
}

beforeAll(async () => {
  server = await startTestServer();
  // Before any request reads the lots (they are cached per process).
  for (const [lot, timeZone] of Object.entries(ZONES)) await server.handle.db.update(parkings).set({ timeZone }).where(eq(parkings.id, Number(lot)));
  admin = await tokenFor(server, 'parking');
  otherAdmin = await tokenFor(server, 'parking2');
  operator = await tokenFor(server, 'operator');
}, 60_000);
afterAll(() => server.close());

describe('creating', () => {
  it('answers the empty list before the lot has any news', async () => {
    const res = await as(server.app, admin, { method: 'GET', url: url(1) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('stores the item with its picture cropped to 380x214 and answers the list', async () => {
    const res = await create(admin, 1, fields({ name: '  Nuevo horario  ', show_end_date: '1' }), imageFile(await photo(1200, 900, 'jpeg'), 'aviso.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const { data, message } = res.json() as { data: NewsItem[]; message: string };
    expect(message).toBe('Saved.');
    expect(data).toEqual([
      {
        id: expect.any(Number),
        name: 'Nuevo horario',
        description: 'Abrimos de 7:00 a 23:00 toda la semana.',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        show_end_date: true,
        image_sel: expect.stringMatching(/^\/api\/parkings\/1\/files\/[0-9a-f]{64}\.jpg$/),
        image: { thumb_m: expect.stringMatching(/^\/api\/parkings\/1\/files\/[0-9a-f]{64}\.jpg$/) },
      },
    ]);
    expect(data[0].image_sel).toBe(data[0].image.thumb_m);
    const picture = await as(server.app, admin, { method: 'GET', url: data[0].image.thumb_m });
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 380, 214]);
    expect(await list(admin, 1)).toEqual(data);
  });

  it('appends each new item at the end of the order', async () => {
    const before = await list(admin, 1);
    const second = await made(admin, 1, { name: 'Pensiones', show_end_date: 'false' });
    const third = await made(admin, 1, { name: 'Lavado de autos', show_end_date: '0' }, imageFile(await photo(380, 214, 'webp'), 'lavado.webp', 'image/webp'));
    expect(second.show_end_date).toBe(false);
    expect(third.image.thumb_m).toMatch(/\.webp$/);
    expect((await list(admin, 1)).map((n) => n.id)).toEqual([...before.map((n) => n.id), second.id, third.id]);
    expect((await rows(1)).map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it('gives positions 1..n to items created at the same time', async () => {
    const picture = imageFile(await photo(400, 300));
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => create(admin, 2, fields({ name: `Aviso ${i}` }), picture)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await rows(2)).map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it(`refuses the item past ${NEWS_RULES.maxItems} with 409 in the caller's language`, async () => {
    const stored = (await rows(2)).length;
    const filler = Array.from({ length: NEWS_RULES.maxItems - stored }, (_, i) => ({
      parkingId: 2,
      name: `Relleno ${i}`,
      description: 'Aviso de prueba',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
      showEndDate: false,
      image: `${'0'.repeat(64)}.png`,
      position: stored + i + 1,
    }));
    await server.handle.db.insert(news).values(filler);
    const picture = imageFile(await photo(400, 300));
    const en = await create(admin, 2, fields(), picture, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({ message: 'A lot can have at most 100 news items: delete one first.' });
    const es = await create(admin, 2, fields(), picture, 'es');
    expect(es.json()).toEqual({ message: 'Un estacionamiento puede tener como máximo 100 noticias: elimina una primero.' });
    expect((await rows(2)).length).toBe(NEWS_RULES.maxItems);
  });
});

describe("creating: the rules, in the caller's language, and nothing written", () => {
  it('needs a picture', async () => {
    const before = await newsCount();
    const en = await create(admin, 1, fields(), undefined, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({ message: 'The image field is required.', errors: { image: ['The image field is required.'] } });
    const es = await create(admin, 1, fields(), undefined, 'es');
    expect(es.json().errors).toEqual({ image: ['El campo image es obligatorio.'] });
    const json = await as(server.app, admin, { method: 'POST', url: url(1), payload: { ...fields(), show_end_date: true } });
    expect(json.statusCode).toBe(422);
    expect(await newsCount()).toBe(before);
  });

  it('refuses bytes that are not a picture, a picture that does not decode, and a file over 5 MB', async () => {
    const before = await newsCount();
    const en = await create(admin, 1, fields(), imageFile(EXECUTABLE, 'aviso.png'), 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ image: ['The file must be a PNG, JPEG or WebP image.'] });
    const es = await create(admin, 1, fields(), imageFile(EXECUTABLE, 'aviso.png'), 'es');
    expect(es.json().errors).toEqual({ image: ['El archivo debe ser una imagen PNG, JPEG o WebP.'] });
    const cut = (await photo(1200, 900)).subarray(0, 200);
    expect((await create(admin, 1, fields(), imageFile(cut), 'en')).json().errors).toEqual({ image: ['The image could not be read: it may be damaged.'] });
    const big = Buffer.concat([await photo(100, 100), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const large = await create(admin, 1, fields(), imageFile(big), 'es');
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ image: ['El archivo puede pesar como máximo 5 MB.'] });
    expect(await newsCount()).toBe(before);
  });

  it('refuses names and descriptions out of their lengths', async () => {
    const before = await newsCount();
    const picture = imageFile(await photo(400, 300));
    const short = await create(admin, 1, fields({ name: ' abc ', description: 'xyz' }), picture, 'en');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      name: ['The name field must be at least 4 characters.'],
      description: ['The description field must be at least 4 characters.'],
    });
    const long = await create(admin, 1, fields({ name: 'n'.repeat(51), description: 'd'.repeat(351) }), picture, 'es');
    expect(long.json().errors).toEqual({
      name: ['El campo name no debe tener más de 50 caracteres.'],
      description: ['El campo description no debe tener más de 350 caracteres.'],
    });
    const empty = await create(admin, 1, fields({ name: '   ' }), picture, 'en');
    expect(empty.json().errors).toEqual({ name: ['The name field is required.'] });
    const edges = await create(admin, 1, fields({ name: 'n'.repeat(50), description: 'd'.repeat(350) }), picture, 'en');
    expect(edges.statusCode, edges.body).toBe(200);
    await remove(admin, 1, (edges.json().data as NewsItem[]).at(-1)!.id);
    expect(await newsCount()).toBe(before);
  });

  it('refuses an end date before the start date, and takes the same day', async () => {
    const before = await newsCount();
    const picture = imageFile(await photo(400, 300));
    const en = await create(admin, 1, fields({ start_date: '2026-12-10', end_date: '2026-12-09' }), picture, 'en');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The end date field must be a date after or equal to start date.',
      errors: { end_date: ['The end date field must be a date after or equal to start date.'] },
    });
    const es = await create(admin, 1, fields({ start_date: '2026-12-10', end_date: '2025-12-31' }), picture, 'es');
    expect(es.json().errors).toEqual({ end_date: ['El campo end date debe ser una fecha igual o posterior a start date.'] });
    expect(await newsCount()).toBe(before);
    const sameDay = await create(admin, 1, fields({ name: 'Un solo día', start_date: '2026-12-10', end_date: '2026-12-10' }), picture, 'en');
    expect(sameDay.statusCode, sameDay.body).toBe(200);
    await remove(admin, 1, (sameDay.json().data as NewsItem[]).at(-1)!.id);
  });

  it('refuses days that are not days and a show_end_date that is not yes or no', async () => {
    const before = await newsCount();
    const picture = imageFile(await photo(400, 300));
    const res = await create(admin, 1, fields({ start_date: '2026-02-30', end_date: '12/31/2026', show_end_date: 'maybe' }), picture, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      start_date: ['The start date field is invalid.'],
      end_date: ['The end date field is invalid.'],
      show_end_date: ['The show end date field is invalid.'],
    });
    const far = await create(admin, 1, fields({ end_date: '2100-01-01' }), picture, 'es');
    expect(far.json().errors).toEqual({ end_date: ['El campo end date debe ser una fecha de 2020 a 2099.'] });
    const missing = await create(admin, 1, { name: 'Sin fechas', description: 'Falta todo' }, picture, 'en');
    expect(missing.json().errors).toEqual({
      start_date: ['The start date field is required.'],
      end_date: ['The end date field is required.'],
      show_end_date: ['The show end date field is required.'],
    });
    expect(await newsCount()).toBe(before);
  });
});

describe('editing', () => {
  it('changes the fields and keeps the picture and the place when no new picture is sent (multipart or JSON)', async () => {
    const before = await list(admin, 1);
    const target = before[1];
    const res = await edit(admin, 1, target.id, fields({ name: 'Pensiones 2027', start_date: '2027-01-01', end_date: '2027-06-30', show_end_date: 'true' }));
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as NewsItem[];
    expect(after.map((n) => n.id)).toEqual(before.map((n) => n.id));
    expect(after[1]).toEqual({ ...target, name: 'Pensiones 2027', start_date: '2027-01-01', end_date: '2027-06-30', show_end_date: true });
    // JSON as the console's form holds the item: its id and image_sel travel too, and are not read.
    const { id, name, start_date, end_date } = after[1];
    const payload = { id, name, description: 'Cupo para 40 autos.', start_date, end_date, show_end_date: false, image_sel: 'blob:x', image: { thumb_m: 'x' } };
    const json = await as(server.app, admin, { method: 'POST', url: url(1, `/${target.id}`), payload });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().data[1]).toEqual({ ...after[1], description: 'Cupo para 40 autos.', show_end_date: false });
  });

  it('replaces the picture when a new one is sent', async () => {
    const before = await list(admin, 1);
    const target = before[0];
    const res = await edit(admin, 1, target.id, fields({ name: target.name }), imageFile(await photo(640, 640), 'nuevo.png'));
    expect(res.statusCode, res.body).toBe(200);
    const edited = (res.json().data as NewsItem[])[0];
    expect(edited.id).toBe(target.id);
    expect(edited.image.thumb_m).not.toBe(target.image.thumb_m);
    expect(edited.image_sel).toBe(edited.image.thumb_m);
    const meta = await sharp((await as(server.app, admin, { method: 'GET', url: edited.image.thumb_m })).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 380, 214]);
  });

  it("refuses the create's rules, a bad picture, and changes nothing", async () => {
    const before = await list(admin, 1);
    const target = before[0];
    const dates = await edit(admin, 1, target.id, fields({ start_date: '2026-05-02', end_date: '2026-05-01' }), undefined, 'es');
    expect(dates.statusCode).toBe(422);
    expect(dates.json().errors).toEqual({ end_date: ['El campo end date debe ser una fecha igual o posterior a start date.'] });
    const picture = await edit(admin, 1, target.id, fields({ name: 'Otro nombre' }), imageFile(EXECUTABLE, 'x.jpg', 'image/jpeg'), 'en');
    expect(picture.json().errors).toEqual({ image: ['The file must be a PNG, JPEG or WebP image.'] });
    expect(await list(admin, 1)).toEqual(before);
  });

  it("answers 404 for an item of another lot or one that does not exist, and the other lot's item stays", async () => {
    const theirs = await made(otherAdmin, 3, { name: 'Aviso Valle' });
    const viaMyLot = await edit(admin, 1, theirs.id, fields());
    const missing = await edit(admin, 1, 2_000_000, fields());
    expect(viaMyLot.statusCode).toBe(404);
    expect(viaMyLot.body).toBe(missing.body);
    expect((await edit(admin, 3, theirs.id, fields())).statusCode).toBe(404);
    expect((await list(otherAdmin, 3)).find((n) => n.id === theirs.id)).toEqual(theirs);
  });
});

describe('deleting', () => {
  it('with `_method=delete` and the id (multipart, form, JSON) removes the item and closes the gap', async () => {
    const extra = [await made(admin, 1, { name: 'Borrar uno' }), await made(admin, 1, { name: 'Borrar dos' }), await made(admin, 1, { name: 'Borrar tres' })];
    const before = await list(admin, 1);

    const form = multipart({ id: extra[0].id, _method: 'delete' });
    const viaMultipart = await as(server.app, admin, { method: 'POST', url: url(1, `/${extra[0].id}`), payload: form.payload, headers: { ...form.headers, 'x-locale': 'en' } });
    expect(viaMultipart.statusCode, viaMultipart.body).toBe(200);
    expect(viaMultipart.json().message).toBe('Deleted.');
    expect((viaMultipart.json().data as NewsItem[]).map((n) => n.id)).toEqual(before.filter((n) => n.id !== extra[0].id).map((n) => n.id));

    const viaForm = await as(server.app, admin, {
      method: 'POST',
      url: url(1, `/${extra[1].id}`),
      payload: `id=${extra[1].id}&_method=DELETE`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-locale': 'es' },
    });
    expect(viaForm.statusCode, viaForm.body).toBe(200);
    expect(viaForm.json().message).toBe('Eliminado.');

    const viaJson = await as(server.app, admin, { method: 'POST', url: url(1, `/${extra[2].id}`), payload: { id: extra[2].id, _method: 'delete' } });
    expect(viaJson.statusCode, viaJson.body).toBe(200);

    const left = await rows(1);
    expect(left.map((r) => r.id)).toEqual(before.filter((n) => !extra.some((e) => e.id === n.id)).map((n) => n.id));
    expect(left.map((r) => r.position)).toEqual(left.map((_, i) => i + 1));
  });

  it('from the middle of the order moves the later items up', async () => {
    const middle = await made(admin, 1, { name: 'En medio' });
    const last = await made(admin, 1, { name: 'Al final' });
    const res = await remove(admin, 1, middle.id);
    expect(res.statusCode, res.body).toBe(200);
    const left = await rows(1);
    expect(left[left.length - 1]).toEqual({ id: last.id, position: left.length, name: 'Al final' });
    expect(left.map((r) => r.position)).toEqual(left.map((_, i) => i + 1));
  });

  it('refuses a body whose id is not the path\'s, and another lot\'s item is 404 and stays', async () => {
    const mine = await made(admin, 1, { name: 'Se queda' });
    const other = await as(server.app, admin, { method: 'POST', url: url(1, `/${mine.id}`), payload: { id: mine.id + 1, _method: 'delete' } });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ id: ['El valor seleccionado en id no es válido.'] });
    const theirs = (await list(otherAdmin, 3))[0];
    const viaMyLot = await as(server.app, admin, { method: 'POST', url: url(1, `/${theirs.id}`), payload: { id: theirs.id, _method: 'delete' } });
    expect(viaMyLot.statusCode).toBe(404);
    expect((await list(otherAdmin, 3)).map((n) => n.id)).toContain(theirs.id);
    expect((await list(admin, 1)).map((n) => n.id)).toContain(mine.id);
  });
});

describe('ordering', () => {
  it('rewrites the order to the list given (JSON, or a form with the ids as text)', async () => {
    const ids = (await list(admin, 1)).map((n) => n.id);
    const reversed = [...ids].reverse();
    const res = await order(admin, 1, reversed);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as NewsItem[]).map((n) => n.id)).toEqual(reversed);
    expect((await rows(1)).map((r) => [r.id, r.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    const rotated = [...ids.slice(1), ids[0]];
    const form = await as(server.app, admin, {
      method: 'POST',
      url: url(1, '/order'),
      payload: `news=${rotated.join(',')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode, form.body).toBe(200);
    expect((await list(admin, 1)).map((n) => n.id)).toEqual(rotated);
  });

  it("refuses a list that is not exactly the lot's items, in the caller's language, and moves nothing", async () => {
    const before = await list(admin, 1);
    const ids = before.map((n) => n.id);
    const theirs = (await list(otherAdmin, 3))[0].id;
    const wrong = [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), ids[1]], [...ids.slice(1), theirs], [...ids, 2_000_000], []];
    for (const given of wrong) {
      const res = await order(admin, 1, given, 'en');
      expect(res.statusCode, JSON.stringify(given)).toBe(422);
      expect(res.json()).toEqual({
        message: "The order must name each of the lot's news items exactly once: reload the news and try again.",
        errors: { news: ["The order must name each of the lot's news items exactly once: reload the news and try again."] },
      });
    }
    const es = await order(admin, 1, ids.slice(1), 'es');
    expect(es.json().errors).toEqual({
      news: ['El orden debe nombrar cada noticia del estacionamiento exactamente una vez: vuelve a cargar las noticias e inténtalo de nuevo.'],
    });
    const notIds = await order(admin, 1, ['abc', ...ids.slice(1)], 'en');
    expect(notIds.json().errors).toEqual({ 'news.0': ['The news.0 field must be a whole number.'] });
    expect((await order(admin, 1, Array.from({ length: NEWS_RULES.maxItems + 1 }, (_, i) => i + 1))).statusCode).toBe(422);
    expect(await list(admin, 1)).toEqual(before);
  });
});

describe("the items shown today, in the lot's time zone", () => {
  it("answers the items whose days hold the lot's today, in the lot's order", async () => {
    const results: Record<number, string[]> = {};
    for (const [lot, token] of [[1, admin], [3, otherAdmin]] as const) {
      // The other lot's zone: its today is one or two days away from this lot's.
      const zones = [ZONES[lot], ZONES[lot === 1 ? 3 : 1]] as const;
      const days = () => zones.map((zone) => formatDay(new Date(), zone)).join(' ');
      // Once more when a midnight of either zone passed while this ran (the items were made for the day before).
      for (let attempt = 1; attempt <= 2; attempt++) {
        const startedOn = days();
        const [here, there] = startedOn.split(' ');
        const ids = (await list(token, lot)).map((n) => n.id);
        const items = [
          await made(token, lot, { name: 'Solo hoy aquí', start_date: here, end_date: here }),
          await made(token, lot, { name: 'Solo hoy allá', start_date: there, end_date: there }),
          await made(token, lot, { name: 'Ambos días', start_date: here < there ? here : there, end_date: here < there ? there : here }),
          await made(token, lot, { name: 'Empieza mañana', start_date: plusDays(here, 1), end_date: plusDays(here, 30) }),
          await made(token, lot, { name: 'Terminó ayer', start_date: plusDays(here, -30), end_date: plusDays(here, -1) }),
        ];
        // The last two days' items first, so the answer follows the lot's order, not the creation's.
        const ordered = await order(token, lot, [items[2].id, ...items.filter((_, i) => i !== 2).map((n) => n.id), ...ids]);
        expect(ordered.statusCode, ordered.body).toBe(200);
        const res = await as(server.app, token, { method: 'GET', url: url(lot, '/current') });
        expect(res.statusCode).toBe(200);
        if (days() !== startedOn && attempt === 1) continue;
        const shown = (res.json().data as NewsItem[]).filter((n) => items.some((m) => m.id === n.id));
        results[lot] = shown.map((n) => n.name);
        expect(shown[0]).toEqual(items[2]);
        break;
      }
    }
    expect(results).toEqual({ 1: ['Ambos días', 'Solo hoy aquí'], 3: ['Ambos días', 'Solo hoy aquí'] });
    const before = formatDay(new Date(), ZONES[1]);
    const shownNow = await current(admin, 1);
    const after = formatDay(new Date(), ZONES[1]);
    // Today is the day before the request or after it (they differ when the lot's midnight passed in between).
    expect(shownNow.every((n) => [before, after].some((today) => n.start_date <= today && n.end_date >= today))).toBe(true);
  });
});

describe('who may call', () => {
  it('the operator of the lot is refused every call (403)', async () => {
    const item = (await list(admin, 1))[0];
    const picture = imageFile(await photo(400, 300));
    const calls = [
      as(server.app, operator, { method: 'GET', url: url(1) }),
      as(server.app, operator, { method: 'GET', url: url(1, '/current') }),
      send(operator, url(1), fields(), picture),
      send(operator, url(1, `/${item.id}`), fields()),
      as(server.app, operator, { method: 'POST', url: url(1, `/${item.id}`), payload: { id: item.id, _method: 'delete' } }),
      order(operator, 1, [item.id]),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(['This action is unauthorized.', 'No tienes permiso para realizar esta acción.']).toContain(res.json().message);
    }
    expect((await list(admin, 1))[0]).toEqual(item);
  });

  it("another lot's administrator gets 404 for every call, like a lot that does not exist", async () => {
    const before = await list(admin, 1);
    const item = before[0];
    const picture = imageFile(await photo(400, 300));
    const calls = (lot: number) => [
      as(server.app, otherAdmin, { method: 'GET', url: url(lot) }),
      as(server.app, otherAdmin, { method: 'GET', url: url(lot, '/current') }),
      send(otherAdmin, url(lot), fields(), picture),
      send(otherAdmin, url(lot, `/${item.id}`), fields()),
      as(server.app, otherAdmin, { method: 'POST', url: url(lot, `/${item.id}`), payload: { id: item.id, _method: 'delete' } }),
      order(otherAdmin, lot, before.map((n) => n.id)),
    ];
    const theirs = await Promise.all(calls(1));
    const none = await Promise.all(calls(999_999));
    for (const [i, res] of theirs.entries()) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(none[i].body);
    }
    expect(await list(admin, 1)).toEqual(before);
  });

  it("the pictures are the lot's files: its people read them, another lot's administrator gets 404", async () => {
    // A picture no other lot has (names are content hashes: the same bytes in lot 3 would be lot 3's file too).
    const item = await made(admin, 1, { name: 'Solo del lote 1' }, imageFile(await photo(333, 222, 'jpeg'), 'unico.jpg', 'image/jpeg'));
    expect((await as(server.app, operator, { method: 'GET', url: item.image.thumb_m })).statusCode).toBe(200);
    const name = item.image.thumb_m.split('/').pop();
    expect((await as(server.app, otherAdmin, { method: 'GET', url: item.image.thumb_m })).statusCode).toBe(404);
    expect((await as(server.app, otherAdmin, { method: 'GET', url: `/api/parkings/3/files/${name}` })).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: url(1, '/current') })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'POST', url: url(1, '/order'), payload: { news: [] } })).statusCode).toBe(401);
  });
});
