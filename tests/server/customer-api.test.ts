// The customer API (docs/api.md "Customer API"): the customer token kind (register, sign in, throttle, each kind
// refused on the other's routes), requests with and without a picture, bad input in the caller's language, another
// customer's request, accepting an offer (its rules), "I'm here", cancelling, the chat with a store that offered,
// and the store events each write publishes. Offers are written in the database here: the store's offer route is
// tests/server/shopping-*.test.ts's subject.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerRequestAnswer, CustomerTokenAnswer, PlazasAnswer, STORE_REQUEST_EVENT, ShoppingMessagesAnswer, ShoppingSentAnswer, storeChannel, type CustomerRequest } from '../../src/contracts/shopping.struct';
import { CategoriesAnswer } from '../../src/contracts/store-request.struct';
import { salesmanOnline, shoppingMessages, shoppingOffers, shoppingRequests } from '../../server/db/schema';
import { DEMO_CUSTOMER, DEMO_PASSWORD } from '../../server/demo/seed';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart } from './multipart';

let server: TestServer;
let carla: string;
let other: string;
const published: RealtimeMessage[] = [];

const CENTRO = 1;
const VALLE = 2;
const NORTE = 3;
const CLOTHING = 1;

const post = (token: string | null, url: string, payload?: object, locale = 'en') =>
  server.app.inject({ method: 'POST', url, payload, headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const get = (token: string | null, url: string, locale = 'en') =>
  server.app.inject({ method: 'GET', url, headers: { 'x-locale': locale, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

async function register(name: string, email: string): Promise<string> {
  const res = await post(null, '/api/customer/register', { name, email, password: 'secreto-largo' });
  expect(res.statusCode, res.body).toBe(201);
  expect(is(res.json(), CustomerTokenAnswer)).toBe(true);
  return (res.json() as CustomerTokenAnswer).token;
}

async function newRequest(token: string, text = 'Busco una chamarra de mezclilla talla M'): Promise<CustomerRequest> {
  const res = await post(token, '/api/customer/requests', { text, plaza_id: 1, category_id: CLOTHING });
  expect(res.statusCode, res.body).toBe(201);
  expect(is(res.json(), CustomerRequestAnswer)).toBe(true);
  return (res.json() as { data: CustomerRequest }).data;
}

/** A store's offer on the request, written as the store's offer route would (minutes < 0: already past expiry). */
async function offer(requestId: number, branchId: number, minutes = 60, discount?: { percent: number; minutes: number }): Promise<number> {
  const shopId = branchId === NORTE ? 2 : 1;
  const [row] = await server.handle.db
    .insert(shoppingOffers)
    .values({
      requestId,
      shopId,
      branchId,
      salesmanId: 7,
      product: 'Chamarra de mezclilla azul, talla M',
      priceCents: 89_900,
      discountPercent: discount?.percent ?? 0,
      discountUntil: discount ? sql`now() + make_interval(mins => ${discount.minutes})` : null,
      expiresAt: sql`now() + make_interval(mins => ${minutes})`,
      credits: 1,
    })
    .returning({ id: shoppingOffers.id });
  return row.id;
}

const read = async (token: string, id: number): Promise<CustomerRequest> => {
  const res = await get(token, `/api/customer/requests/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: CustomerRequest }).data;
};
const storeEvents = (from: number) =>
  published
    .slice(from)
    .filter((m) => m.event === STORE_REQUEST_EVENT)
    .map((m) => `${m.channel}:${(m.data as { kind: string }).kind}`);
const png = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } }).png().toBuffer();

beforeAll(async () => {
  server = await startTestServer({ throttle: { perAccount: 3, registrations: 6 } });
  server.app.publisher.subscribe((m) => published.push(m));
  carla = await register('Carla Prueba', 'carla@cliente.test');
  other = await register('Otra Prueba', 'otra@cliente.test');
}, 60_000);
afterAll(() => server.close());

describe('customer accounts and the token kind', () => {
  it('signs the demo customer in; a wrong password is 401, a taken e-mail 409, bad input 422 in the caller language', async () => {
    const ok = await post(null, '/api/customer/login', { email: DEMO_CUSTOMER.email.toUpperCase(), password: DEMO_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ customer: { id: DEMO_CUSTOMER.id, name: DEMO_CUSTOMER.name } });
    expect((await get(ok.json().token, '/api/customer/requests')).statusCode).toBe(200);

    const wrong = await post(null, '/api/customer/login', { email: DEMO_CUSTOMER.email, password: 'nope' }, 'es');
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, 'Estas credenciales no coinciden con nuestros registros.']);
    const taken = await post(null, '/api/customer/register', { name: 'Carla', email: 'CARLA@cliente.test', password: 'otra-clave-larga' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'The e-mail CARLA@cliente.test already has an account: sign in.']);
    const short = await post(null, '/api/customer/register', { name: 'C', email: 'no-mail', password: 'corta' }, 'es');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors).sort()).toEqual(['email', 'name', 'password']);
    expect(short.json().message).toMatch(/[a-z]/);
    expect(short.json().message).not.toBe((await post(null, '/api/customer/register', { name: 'C', email: 'no-mail', password: 'corta' }, 'en')).json().message);
  });

  it('signs a device out: its token opens nothing any more, the other devices stay signed in', async () => {
    const first = (await post(null, '/api/customer/login', { email: 'carla@cliente.test', password: 'secreto-largo' })).json().token as string;
    const second = (await post(null, '/api/customer/login', { email: 'carla@cliente.test', password: 'secreto-largo' })).json().token as string;
    const out = await post(first, '/api/customer/logout', undefined, 'es');
    expect([out.statusCode, out.json().message]).toEqual([200, 'Sesión cerrada.']);
    expect((await get(first, '/api/customer/requests')).statusCode).toBe(401);
    expect((await get(second, '/api/customer/requests')).statusCode).toBe(200);
  });

  it('throttles wrong passwords per account and address (429 with Retry-After), like the console', async () => {
    await register('Lenta', 'lenta@cliente.test');
    for (let i = 0; i < 3; i++) expect((await post(null, '/api/customer/login', { email: 'lenta@cliente.test', password: 'mal' })).statusCode).toBe(401);
    const refused = await post(null, '/api/customer/login', { email: 'lenta@cliente.test', password: 'secreto-largo' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits the accounts registered from one address (429 with Retry-After), each an argon2 hash', async () => {
    // carla, otra, the taken e-mail and lenta came first: 4 of 6.
    const answers = [];
    for (const n of [1, 2, 3]) answers.push(await post(null, '/api/customer/register', { name: 'Nueva', email: `nueva${n}@cliente.test`, password: 'secreto-largo' }, 'es'));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(answers[2].json().message).toMatch(/^Demasiadas cuentas nuevas desde esta dirección/);
    expect(Number(answers[2].headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a console token on customer routes and a customer token on console routes (401), and no token', async () => {
    const salesman = await tokenFor(server, 'salesman');
    expect((await get(salesman, '/api/customer/requests')).statusCode).toBe(401);
    expect((await get(null, '/api/customer/plazas')).statusCode).toBe(401);
    expect((await get(carla, '/api/users/logout')).statusCode).toBe(401);
    expect((await get(carla, '/api/parkings')).statusCode).toBe(401);
  });

  it('lists the plazas with a store and the categories in the caller language', async () => {
    const plazas = await get(carla, '/api/customer/plazas');
    expect(is(plazas.json(), PlazasAnswer)).toBe(true);
    expect(plazas.json().data).toEqual([
      { id: 1, name: 'Plaza Fundadores' },
      { id: 2, name: 'Plaza Valle' },
    ]);
    const es = await get(carla, '/api/customer/categories', 'es');
    expect(is(es.json(), CategoriesAnswer)).toBe(true);
    expect(es.json().data).toContainEqual({ id: CLOTHING, name: 'Ropa y accesorios' });
    expect((await get(carla, '/api/customer/categories')).json().data).toContainEqual({ id: CLOTHING, name: 'Clothing and accessories' });
  });
});

describe('requests', () => {
  it('creates a request open for request_minutes, announced to the matching stores with a salesman online only', async () => {
    await server.handle.db.insert(salesmanOnline).values({ userId: 7, branchId: CENTRO }).onConflictDoNothing();
    const from = published.length;
    const before = Date.now();
    const request = await newRequest(carla);
    expect(request).toMatchObject({ status: 'open', plaza_id: 1, category_id: CLOTHING, picture: null, offers: [], accepted_offer_id: null, rejected_by: [] });
    const window = new Date(request.expires_at).getTime() - before;
    expect(window).toBeGreaterThan(119 * 60_000);
    expect(window).toBeLessThan(121 * 60_000);
    // Centro matches and has its salesman online; Norte (plaza 1, jewelry) and Valle (plaza 2) are not reached.
    expect(storeEvents(from)).toEqual([`${storeChannel(CENTRO)}:request`]);
    const list = await get(carla, '/api/customer/requests');
    expect(list.json().data[0].id).toBe(request.id);
    expect((await get(other, '/api/customer/requests')).json().data.map((r: CustomerRequest) => r.id)).not.toContain(request.id);
  });

  it('takes a picture in a multipart request, readable by its customer only', async () => {
    const form = multipart({ text: 'Tenis como estos, talla 26', plaza_id: 1, category_id: CLOTHING }, { field: 'picture', filename: 'tenis.png', contentType: 'image/png', bytes: await png() });
    const res = await server.app.inject({ method: 'POST', url: '/api/customer/requests', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${carla}` } });
    expect(res.statusCode, res.body).toBe(201);
    const { picture, id } = (res.json() as { data: CustomerRequest }).data;
    expect(picture).toMatch(new RegExp(`^/api/customer/requests/${id}/files/[0-9a-f]{64}\\.png$`));
    const file = await get(carla, picture!);
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 500, height: 375 });
    expect((await get(other, picture!)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 in the caller language and writes nothing', async () => {
    const count = async () => (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(shoppingRequests))[0].n;
    const before = await count();
    const short = await post(carla, '/api/customer/requests', { text: 'no', plaza_id: 1, category_id: CLOTHING }, 'es');
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(['text']);
    const plaza = await post(carla, '/api/customer/requests', { text: 'Una chamarra', plaza_id: 99, category_id: CLOTHING }, 'es');
    expect([plaza.statusCode, plaza.json().errors]).toEqual([422, { plaza_id: ['No existe esa plaza.'] }]);
    const category = await post(carla, '/api/customer/requests', { text: 'Una chamarra', plaza_id: 1, category_id: 999 });
    expect([category.statusCode, category.json().errors]).toEqual([422, { category_id: ['There is no such category.'] }]);
    const form = multipart({ text: 'Una chamarra', plaza_id: 1, category_id: CLOTHING }, { field: 'picture', filename: 'a.png', contentType: 'image/png', bytes: Buffer.from('MZ not a picture') });
    const notPicture = await server.app.inject({ method: 'POST', url: '/api/customer/requests', payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${carla}`, 'x-locale': 'en' } });
    expect(notPicture.statusCode).toBe(422);
    expect(Object.keys(notPicture.json().errors)).toEqual(['picture']);
    expect(await count()).toBe(before);
  });

  it("answers another customer's request exactly like one that does not exist, on every request route", async () => {
    const mine = await newRequest(carla);
    const offerId = await offer(mine.id, CENTRO);
    const missing = await get(other, '/api/customer/requests/999999');
    for (const [method, url] of [
      ['GET', `/api/customer/requests/${mine.id}`],
      ['POST', `/api/customer/requests/${mine.id}/offers/${offerId}/accept`],
      ['POST', `/api/customer/requests/${mine.id}/here`],
      ['POST', `/api/customer/requests/${mine.id}/cancel`],
      ['GET', `/api/customer/requests/${mine.id}/branches/${CENTRO}/messages`],
      ['POST', `/api/customer/requests/${mine.id}/branches/${CENTRO}/messages`],
    ] as const) {
      const res = await server.app.inject({ method, url, payload: method === 'POST' ? { message: 'hola' } : undefined, headers: { authorization: `Bearer ${other}`, 'x-locale': 'en' } });
      expect([res.statusCode, res.body], `${method} ${url}`).toEqual([404, missing.body]);
    }
    expect((await read(carla, mine.id)).status).toBe('open');
  });
});

describe('offers, "I\'m here" and cancelling', () => {
  it('shows the offers with their totals; accepting one declines the others and tells each store', async () => {
    const request = await newRequest(carla);
    const centro = await offer(request.id, CENTRO, 60, { percent: 15, minutes: 30 });
    const norte = await offer(request.id, NORTE);
    const seen = await read(carla, request.id);
    expect(seen.offers.map((o) => [o.id, o.branch_name, o.status, o.total_cents])).toEqual([
      [norte, 'Sucursal Norte', 'offered', 89_900],
      [centro, 'Sucursal Centro', 'offered', 76_415],
    ]);
    const from = published.length;
    const res = await post(carla, `/api/customer/requests/${request.id}/offers/${centro}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = (res.json() as { data: CustomerRequest }).data;
    expect(accepted.status).toBe('accepted');
    expect(accepted.accepted_offer_id).toBe(centro);
    expect(Object.fromEntries(accepted.offers.map((o) => [o.id, o.status]))).toEqual({ [centro]: 'accepted', [norte]: 'declined' });
    expect(storeEvents(from).sort()).toEqual([`${storeChannel(CENTRO)}:accepted`, `${storeChannel(NORTE)}:declined`]);

    const again = await post(carla, `/api/customer/requests/${request.id}/offers/${norte}/accept`, undefined, 'es');
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'Esta solicitud ya no está abierta.', reason: 'requestClosed' }]);
  });

  it('accepts one offer of two tapped at once: the other tap is refused (409), one store wins', async () => {
    const request = await newRequest(carla);
    const centro = await offer(request.id, CENTRO);
    const norte = await offer(request.id, NORTE);
    const answers = await Promise.all([centro, norte].map((id) => post(carla, `/api/customer/requests/${request.id}/offers/${id}/accept`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const seen = await read(carla, request.id);
    expect(seen.offers.map((o) => o.status).sort()).toEqual(['accepted', 'declined']);
    expect(seen.accepted_offer_id).toBe(seen.offers.find((o) => o.status === 'accepted')!.id);
  });

  it('refuses an expired offer (409; a refusal writes nothing) and an offer of another request (404)', async () => {
    const request = await newRequest(carla);
    const lapsed = await offer(request.id, CENTRO, -1);
    expect((await read(carla, request.id)).offers[0].status).toBe('expired');
    const res = await post(carla, `/api/customer/requests/${request.id}/offers/${lapsed}/accept`);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'This offer has expired: it can no longer be accepted.', reason: 'offerExpired' }]);
    const elsewhere = await offer((await newRequest(carla)).id, CENTRO);
    expect((await post(carla, `/api/customer/requests/${request.id}/offers/${elsewhere}/accept`)).statusCode).toBe(404);
    expect((await read(carla, request.id)).status).toBe('open');
  });

  it('shows an open request past its reply window with no live offer as expired', async () => {
    const request = await newRequest(carla);
    await server.handle.db.update(shoppingRequests).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(shoppingRequests.id, request.id));
    expect((await read(carla, request.id)).status).toBe('expired');
    await offer(request.id, CENTRO);
    expect((await read(carla, request.id)).status).toBe('open');
  });

  it('says "I\'m here" once an offer is accepted (accepted -> pickup, the chosen store told); twice stays', async () => {
    const request = await newRequest(carla);
    const early = await post(carla, `/api/customer/requests/${request.id}/here`);
    expect([early.statusCode, early.json().reason]).toEqual([409, 'notAccepted']);
    const centro = await offer(request.id, CENTRO);
    expect((await post(carla, `/api/customer/requests/${request.id}/offers/${centro}/accept`)).statusCode).toBe(200);
    const from = published.length;
    const here = await post(carla, `/api/customer/requests/${request.id}/here`);
    expect(here.statusCode, here.body).toBe(200);
    expect(here.json().data.status).toBe('pickup');
    expect(storeEvents(from)).toEqual([`${storeChannel(CENTRO)}:here`]);
    expect((await post(carla, `/api/customer/requests/${request.id}/here`)).json().data.status).toBe('pickup');
    expect(storeEvents(from)).toHaveLength(1);
    const [row] = await server.handle.db.select({ arrivedAt: shoppingRequests.arrivedAt }).from(shoppingRequests).where(eq(shoppingRequests.id, request.id));
    expect(row.arrivedAt).not.toBeNull();
  });

  it('cancels an open request: its live offers declined, every store it reached told; an accepted one cannot be', async () => {
    const request = await newRequest(carla);
    const centro = await offer(request.id, CENTRO);
    const from = published.length;
    const res = await post(carla, `/api/customer/requests/${request.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', offers: [{ id: centro, status: 'declined' }] });
    expect(storeEvents(from)).toEqual([`${storeChannel(CENTRO)}:cancelled`]);
    expect((await post(carla, `/api/customer/requests/${request.id}/cancel`)).json().data.status).toBe('cancelled');
    expect((await post(carla, `/api/customer/requests/${request.id}/offers/${centro}/accept`)).json().reason).toBe('requestClosed');

    const dealt = await newRequest(carla);
    const offerId = await offer(dealt.id, CENTRO);
    await post(carla, `/api/customer/requests/${dealt.id}/offers/${offerId}/accept`);
    const refused = await post(carla, `/api/customer/requests/${dealt.id}/cancel`);
    expect([refused.statusCode, refused.json().reason]).toEqual([409, 'requestClosed']);
  });
});

describe('the chat with a store', () => {
  it('talks with a store that offered, a resend stored once; reading marks the store messages read', async () => {
    const request = await newRequest(carla);
    expect((await get(carla, `/api/customer/requests/${request.id}/branches/${CENTRO}/messages`)).statusCode).toBe(404);
    await offer(request.id, CENTRO);
    const url = `/api/customer/requests/${request.id}/branches/${CENTRO}/messages`;
    const from = published.length;
    const sent = await post(carla, url, { message: '¿La tienen en azul?', client_id: 'cliente-0001' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(is(sent.json(), ShoppingSentAnswer)).toBe(true);
    expect(sent.json().data).toMatchObject({ message: '¿La tienen en azul?', me: true, from_customer: true, branch_id: CENTRO });
    const resent = await post(carla, url, { message: '¿La tienen en azul?', client_id: 'cliente-0001' });
    expect(resent.json().data.id).toBe(sent.json().data.id);
    expect(storeEvents(from)).toEqual([`${storeChannel(CENTRO)}:message`]);
    const empty = await post(carla, url, {}, 'es');
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { message: ['Escribe un mensaje o adjunta una imagen.'] }]);

    await server.handle.db.insert(shoppingMessages).values({ requestId: request.id, branchId: CENTRO, fromCustomer: false, userId: 7, body: 'Sí, en azul y negro.' });
    const thread = await get(carla, url);
    expect(is(thread.json(), ShoppingMessagesAnswer)).toBe(true);
    expect(thread.json().data.map((m: { message: string; me: boolean }) => [m.message, m.me])).toEqual([
      ['¿La tienen en azul?', true],
      ['Sí, en azul y negro.', false],
    ]);
    const unread = await server.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(shoppingMessages)
      .where(and(eq(shoppingMessages.requestId, request.id), eq(shoppingMessages.fromCustomer, false), sql`${shoppingMessages.readAt} is null`));
    expect(unread[0].n).toBe(0);

    const form = multipart({ client_id: 'cliente-0002' }, { field: 'image', filename: 'color.png', contentType: 'image/png', bytes: await png(1000, 1000) });
    const image = await server.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${carla}` } });
    expect(image.statusCode, image.body).toBe(200);
    const original = image.json().data.image.original as string;
    expect(original).toMatch(new RegExp(`^/api/customer/requests/${request.id}/files/`));
    expect(await sharp((await get(carla, original)).rawPayload).metadata()).toMatchObject({ width: 500, height: 500 });
  });

  it('keeps only the chosen store chat open once an offer is accepted', async () => {
    const request = await newRequest(carla);
    const centro = await offer(request.id, CENTRO);
    await offer(request.id, NORTE);
    await post(carla, `/api/customer/requests/${request.id}/offers/${centro}/accept`);
    const closed = await post(carla, `/api/customer/requests/${request.id}/branches/${NORTE}/messages`, { message: 'Gracias' });
    expect([closed.statusCode, closed.json()]).toEqual([409, { message: 'This conversation is closed.', reason: 'chatClosed' }]);
    expect((await get(carla, `/api/customer/requests/${request.id}/branches/${NORTE}/messages`)).statusCode).toBe(200);
    expect((await post(carla, `/api/customer/requests/${request.id}/branches/${CENTRO}/messages`, { message: 'Voy en camino' })).statusCode).toBe(200);
    expect((await get(carla, `/api/customer/requests/${request.id}/branches/${VALLE}/messages`)).statusCode).toBe(404);
  });
});
