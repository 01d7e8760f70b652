// The salesman's workspace (server/shopping/workspace.ts, dismissals.ts, sale.ts, store-messages.ts; docs/shopping.md):
// a request's way through the views pending -> progress -> here -> sales as the customer's side moves it (written
// here directly: the customer API is tests/server/customer-*.test.ts's subject), saying no, the chat with the
// customer (images, resends, read marks), the request's files, the sale, and who hears the store's channel.
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferAnswer, StoreRequest, StoreRequestsAnswer, WorkspaceView } from '../../src/contracts/shopping.struct';
import { shoppingDismissals, shoppingMessages, shoppingOffers, shoppingRequests } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { multipart } from './multipart';
import { CENTRO, NORTE, VALLE, categoryId, fileStoreUnder, listen, newCustomer, newRequest, newSalesman } from './shopping-helpers';

let server: TestServer;
let clothing: number;
let customer: number;
const token = { salesman: '', owner: '', manager: '', norte: '', parking: '' };

const offer = { product: 'Chamarra de mezclilla', price_cents: 89_950, discount_percent: 0, discount_minutes: 0, expires_minutes: 60 };
const url = (branchId: number, requestId: number, tail = '') => `/api/branch/${branchId}/requests/${requestId}${tail}`;
const get = (who: string, path: string) => as(server.app, who, { method: 'GET', url: path, headers: { 'x-locale': 'en' } });
const post = (who: string, path: string, payload?: object) => as(server.app, who, { method: 'POST', url: path, payload, headers: { 'x-locale': 'en' } });

async function list(who: string, branchId: number, view: WorkspaceView): Promise<StoreRequestsAnswer> {
  const res = await get(who, `/api/branch/${branchId}/requests?view=${view}`);
  expect(res.statusCode).toBe(200);
  return res.json() as StoreRequestsAnswer;
}
const listed = async (who: string, branchId: number, view: WorkspaceView) => (await list(who, branchId, view)).data.map((r) => r.id);
/** The views of the store listing the request. */
async function viewsListing(who: string, branchId: number, requestId: number): Promise<WorkspaceView[]> {
  const views: WorkspaceView[] = [];
  for (const view of ['pending', 'progress', 'here', 'sales'] as const) if ((await listed(who, branchId, view)).includes(requestId)) views.push(view);
  return views;
}
const one = async (who: string, branchId: number, requestId: number): Promise<StoreRequest> => (await get(who, url(branchId, requestId))).json().data as StoreRequest;

/** What the customer API does on the customer's side: accept an offer (others declined), "I'm here". */
async function accept(requestId: number, offerId: number) {
  const db = server.handle.db;
  await db.update(shoppingOffers).set({ status: 'declined' }).where(sql`${shoppingOffers.requestId} = ${requestId} and ${shoppingOffers.status} = 'offered' and ${shoppingOffers.id} <> ${offerId}`);
  await db.update(shoppingOffers).set({ status: 'accepted' }).where(eq(shoppingOffers.id, offerId));
  await db.update(shoppingRequests).set({ status: 'accepted', acceptedOfferId: offerId }).where(eq(shoppingRequests.id, requestId));
}
const arrive = (requestId: number) => server.handle.db.update(shoppingRequests).set({ status: 'pickup', arrivedAt: sql`now()` }).where(eq(shoppingRequests.id, requestId));
const customerSays = (requestId: number, branchId: number, body: string) => server.handle.db.insert(shoppingMessages).values({ requestId, branchId, fromCustomer: true, body });

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  clothing = await categoryId(db, 'Clothing and accessories');
  await fileStoreUnder(db, NORTE, clothing);
  customer = await newCustomer(db, 'Rosa María Pérez');
  token.salesman = await tokenFor(server, 'salesman');
  token.owner = await tokenFor(server, 'shop');
  token.manager = await tokenFor(server, 'manager');
  token.parking = await tokenFor(server, 'parking');
  token.norte = (await newSalesman(server, 2, NORTE, 'TNDB_NORTE')).token;
});
afterAll(() => server.close());

describe('a request through the workspace', () => {
  it('moves pending -> progress -> here -> sales for the store whose offer was accepted, and leaves the other', async () => {
    const request = await newRequest(server.handle.db, { customerId: customer, plazaId: 1, categoryId: clothing, text: 'Chamarra de mezclilla talla M' });
    const pending = await list(token.salesman, CENTRO, 'pending');
    expect(pending.offer_credits).toBe(1);
    expect(pending.credits).toBe(30);
    expect(pending.data.find((r) => r.id === request)).toMatchObject({
      text: 'Chamarra de mezclilla talla M', picture: null, category_id: clothing, category: 'Clothing and accessories', plaza_id: 1,
      customer_name: 'Rosa', status: 'open', view: 'pending', offers_count: 0, max_offers: 3, my_offers: [], unread: 0, arrived_at: null, closed_at: null,
    });
    expect(await viewsListing(token.norte, NORTE, request)).toEqual(['pending']);
    // The owner reads the same workspace of any store of the shop; categories in the caller's language.
    const es = await as(server.app, token.owner, { method: 'GET', url: `/api/branch/${CENTRO}/requests?view=pending`, headers: { 'x-locale': 'es' } });
    expect((es.json() as StoreRequestsAnswer).data.find((r) => r.id === request)?.category).toBe('Ropa y accesorios');

    const mine = (await post(token.salesman, url(CENTRO, request, '/offers'), offer)).json() as OfferAnswer;
    const theirs = (await post(token.norte, url(NORTE, request, '/offers'), offer)).json() as OfferAnswer;
    expect(await viewsListing(token.salesman, CENTRO, request)).toEqual(['progress']);
    expect((await one(token.salesman, CENTRO, request)).offers_count).toBe(2);
    expect((await list(token.salesman, CENTRO, 'pending')).credits).toBe(29);

    await accept(request, mine.data.id);
    expect(await viewsListing(token.salesman, CENTRO, request)).toEqual(['progress']);
    expect(await one(token.salesman, CENTRO, request)).toMatchObject({ status: 'accepted', view: 'progress', offers_count: 0 });
    expect(await viewsListing(token.norte, NORTE, request)).toEqual([]);
    const norte = await one(token.norte, NORTE, request);
    expect(norte).toMatchObject({ status: 'accepted', view: 'pending' });
    expect(norte.my_offers.map((o) => [o.id, o.status])).toEqual([[theirs.data.id, 'declined']]);

    await arrive(request);
    expect(await viewsListing(token.salesman, CENTRO, request)).toEqual(['here']);
    expect((await one(token.salesman, CENTRO, request)).arrived_at).not.toBeNull();

    const { heard, stop } = listen(server);
    const sale = await post(token.salesman, url(CENTRO, request, '/sale'));
    stop();
    expect(sale.statusCode).toBe(200);
    expect(sale.json().data).toMatchObject({ id: request, status: 'done', view: 'sales' });
    expect(sale.json().data.closed_at).not.toBeNull();
    expect(heard.map((m) => [m.channel, m.data])).toEqual([
      [`private-store.${CENTRO}`, { request_id: request, kind: 'sale' }],
      [`private-store.${NORTE}`, { request_id: request, kind: 'sale' }],
    ]);
    expect(await viewsListing(token.salesman, CENTRO, request)).toEqual(['sales']);
    expect(await viewsListing(token.norte, NORTE, request)).toEqual([]);
  });

  it('closes a sale from accepted too (the customer never said "I\'m here")', async () => {
    const request = await newRequest(server.handle.db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const mine = (await post(token.salesman, url(CENTRO, request, '/offers'), offer)).json() as OfferAnswer;
    await accept(request, mine.data.id);
    expect((await post(token.salesman, url(CENTRO, request, '/sale'))).json().data.status).toBe('done');
    const again = await post(token.salesman, url(CENTRO, request, '/sale'));
    expect([again.statusCode, again.json()]).toEqual([409, { message: 'This sale is already closed.', reason: 'saleClosed' }]);
  });

  it("refuses the sale to a store whose offer was not accepted, and of a request not accepted (409), another's request 404", async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const refusal = { message: "Only a request whose customer accepted your store's offer can be closed as a sale.", reason: 'notYours' };
    const open = await post(token.salesman, url(CENTRO, request, '/sale'));
    expect([open.statusCode, open.json()]).toEqual([409, refusal]);
    const theirs = (await post(token.norte, url(NORTE, request, '/offers'), offer)).json() as OfferAnswer;
    await post(token.salesman, url(CENTRO, request, '/offers'), offer);
    await accept(request, theirs.data.id);
    const lost = await post(token.salesman, url(CENTRO, request, '/sale'));
    expect([lost.statusCode, lost.json()]).toEqual([409, refusal]);
    const valle = await newRequest(db, { customerId: customer, plazaId: 2, categoryId: clothing });
    expect((await post(token.salesman, url(CENTRO, valle, '/sale'))).statusCode).toBe(404);
    const [row] = await db.select({ status: shoppingRequests.status }).from(shoppingRequests).where(eq(shoppingRequests.id, request));
    expect(row.status).toBe('accepted');
  });
});

describe('the views', () => {
  it("leave out of pending a request past its reply window, cancelled, or of another plaza or category; GET one answers 404 for those never reached", async () => {
    const db = server.handle.db;
    const shoes = await categoryId(db, 'Shoes');
    const passed = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing, minutes: -1 });
    const cancelled = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    await db.update(shoppingRequests).set({ status: 'cancelled' }).where(eq(shoppingRequests.id, cancelled));
    const elsewhere = await newRequest(db, { customerId: customer, plazaId: 2, categoryId: clothing });
    const otherCategory = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: shoes });
    const pending = await listed(token.salesman, CENTRO, 'pending');
    for (const request of [passed, cancelled, elsewhere, otherCategory]) expect(pending).not.toContain(request);
    expect((await one(token.salesman, CENTRO, cancelled)).status).toBe('cancelled');
    for (const request of [elsewhere, otherCategory, 999_999]) expect((await get(token.salesman, url(CENTRO, request))).statusCode).toBe(404);
    expect(await listed(token.owner, VALLE, 'pending')).not.toContain(otherCategory);
  });

  it('keep a request whose reply window passed in progress while the store\'s offer holds; with no live offer it reads expired', async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const mine = (await post(token.salesman, url(CENTRO, request, '/offers'), offer)).json() as OfferAnswer;
    await db.update(shoppingRequests).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(shoppingRequests.id, request));
    expect(await viewsListing(token.salesman, CENTRO, request)).toEqual(['progress']);
    expect(await one(token.salesman, CENTRO, request)).toMatchObject({ status: 'open', view: 'progress', offers_count: 1 });
    expect(await one(token.norte, NORTE, request)).toMatchObject({ status: 'open', view: 'pending' });
    expect(await viewsListing(token.norte, NORTE, request)).toEqual([]);
    await db.update(shoppingOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(shoppingOffers.id, mine.data.id));
    expect(await viewsListing(token.salesman, CENTRO, request)).toEqual([]);
    expect(await one(token.salesman, CENTRO, request)).toMatchObject({ status: 'expired', view: 'pending', offers_count: 0 });
  });

  it('answer 422 for an unknown view, 403 to the manager and to a salesman on another store of the shop, 404 on another shop\'s', async () => {
    const bad = await get(token.salesman, `/api/branch/${CENTRO}/requests?view=archive`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['view']);
    expect((await get(token.manager, `/api/branch/${CENTRO}/requests?view=pending`)).statusCode).toBe(403);
    expect((await get(token.salesman, `/api/branch/${VALLE}/requests?view=pending`)).statusCode).toBe(403);
    expect((await get(token.salesman, `/api/branch/${NORTE}/requests?view=pending`)).statusCode).toBe(404);
    expect((await get(token.owner, `/api/branch/${NORTE}/requests?view=pending`)).statusCode).toBe(404);
    expect((await get(token.norte, `/api/branch/${CENTRO}/requests?view=pending`)).statusCode).toBe(404);
  });
});

describe('saying no', () => {
  it('reject and discard take the request out of the store\'s pending list only; a second no replaces the first', async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const { heard, stop } = listen(server);
    const res = await post(token.salesman, url(CENTRO, request, '/dismiss'), { kind: 'reject' });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: request, view: 'pending', status: 'open' });
    expect(heard.map((m) => [m.channel, m.data])).toEqual([[`private-store.${CENTRO}`, { request_id: request, kind: 'dismissed' }]]);
    expect(await listed(token.salesman, CENTRO, 'pending')).not.toContain(request);
    expect(await listed(token.norte, NORTE, 'pending')).toContain(request);
    expect((await post(token.salesman, url(CENTRO, request, '/dismiss'), { kind: 'discard' })).statusCode).toBe(200);
    expect(await db.select({ kind: shoppingDismissals.kind, userId: shoppingDismissals.userId }).from(shoppingDismissals).where(eq(shoppingDismissals.requestId, request))).toEqual([{ kind: 'discard', userId: 7 }]);
  });

  it('is refused 409 for a request no longer pending for the store (its live offer, closed, window passed), 404 one never reached, 422 a kind of no it does not know', async () => {
    const db = server.handle.db;
    const offered = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    await post(token.salesman, url(CENTRO, offered, '/offers'), offer);
    const passed = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing, minutes: -1 });
    const cancelled = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    await db.update(shoppingRequests).set({ status: 'cancelled' }).where(eq(shoppingRequests.id, cancelled));
    for (const request of [offered, passed, cancelled]) {
      const res = await post(token.salesman, url(CENTRO, request, '/dismiss'), { kind: 'discard' });
      expect([res.statusCode, res.json()]).toEqual([409, { message: 'This request is no longer among your pending requests.', reason: 'notPending' }]);
    }
    const elsewhere = await newRequest(db, { customerId: customer, plazaId: 2, categoryId: clothing });
    expect((await post(token.salesman, url(CENTRO, elsewhere, '/dismiss'), { kind: 'reject' })).statusCode).toBe(404);
    expect((await post(token.salesman, url(CENTRO, offered, '/dismiss'), { kind: 'ignore' })).statusCode).toBe(422);
    expect(await db.select().from(shoppingDismissals).where(sql`${shoppingDismissals.requestId} in (${offered}, ${passed}, ${cancelled}, ${elsewhere})`)).toEqual([]);
  });
});

describe('the chat with the customer', () => {
  it('opens with the offer: messages both ways, unread counted until read, images readable by the store', async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const before = await post(token.salesman, url(CENTRO, request, '/messages'), { message: 'Hola' });
    expect([before.statusCode, before.json()]).toEqual([409, { message: 'Send an offer first: the chat with the customer opens with it.', reason: 'noOffer' }]);
    expect((await get(token.salesman, url(CENTRO, request, '/messages'))).json()).toEqual({ data: [] });

    await post(token.salesman, url(CENTRO, request, '/offers'), offer);
    const { heard, stop } = listen(server);
    const sent = await post(token.salesman, url(CENTRO, request, '/messages'), { message: '  Sí, la tenemos en talla M  ', client_id: 'centro-0001' });
    stop();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { request_id: request, branch_id: CENTRO, message: 'Sí, la tenemos en talla M', me: true, from_customer: false, image: null, client_id: 'centro-0001' } });
    expect(heard.map((m) => [m.channel, m.data])).toEqual([[`private-store.${CENTRO}`, { request_id: request, kind: 'message' }]]);
    // A resend after a lost answer: the stored message, nothing stored or announced again.
    const resent = await post(token.salesman, url(CENTRO, request, '/messages'), { message: 'Sí, la tenemos en talla M', client_id: 'centro-0001' });
    expect(resent.json().data.id).toBe(sent.json().data.id);

    await customerSays(request, CENTRO, '¿La apartas?');
    await customerSays(request, CENTRO, 'Voy en camino');
    expect((await one(token.salesman, CENTRO, request)).unread).toBe(2);
    const thread = (await get(token.salesman, url(CENTRO, request, '/messages'))).json().data as { message: string; me: boolean; from_customer: boolean }[];
    expect(thread.map((m) => [m.message, m.me, m.from_customer])).toEqual([
      ['Sí, la tenemos en talla M', true, false],
      ['¿La apartas?', false, true],
      ['Voy en camino', false, true],
    ]);
    const read = listen(server);
    expect((await post(token.salesman, url(CENTRO, request, '/messages/read'))).json()).toEqual({ success: true });
    read.stop();
    expect(read.heard.map((m) => [m.channel, m.data])).toEqual([[`private-store.${CENTRO}`, { request_id: request, kind: 'message' }]]);
    expect((await one(token.salesman, CENTRO, request)).unread).toBe(0);
    const [firstRead] = await db.select({ readAt: shoppingMessages.readAt }).from(shoppingMessages).where(sql`${shoppingMessages.requestId} = ${request} and ${shoppingMessages.fromCustomer}`);
    // The store's own messages stay unread until the customer reads them.
    const [ownMessage] = await db.select({ readAt: shoppingMessages.readAt }).from(shoppingMessages).where(sql`${shoppingMessages.requestId} = ${request} and not ${shoppingMessages.fromCustomer}`);
    expect([firstRead.readAt === null, ownMessage.readAt]).toEqual([false, null]);
    // Norte never offered: its thread is its own, empty.
    expect((await get(token.norte, url(NORTE, request, '/messages'))).json()).toEqual({ data: [] });

    const form = multipart({ client_id: 'centro-0002' }, { field: 'image', filename: 'foto.png', contentType: 'image/png', bytes: await png() });
    const image = await as(server.app, token.salesman, { method: 'POST', url: url(CENTRO, request, '/messages'), payload: form.payload, headers: form.headers });
    expect(image.statusCode).toBe(200);
    const address = image.json().data.image.original as string;
    expect(address).toMatch(new RegExp(`^/api/branch/${CENTRO}/requests/${request}/files/[0-9a-f]{64}\\.png$`));
    const file = await get(token.salesman, address);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    // Another store the request reached reads the request's picture but not this chat's images; a store it never
    // reached nothing; another shop's store is not the salesman's to name.
    expect((await get(token.norte, address.replace(`/branch/${CENTRO}/`, `/branch/${NORTE}/`))).statusCode).toBe(404);
    expect((await get(token.owner, address.replace(`/branch/${CENTRO}/`, `/branch/${VALLE}/`))).statusCode).toBe(404);
    expect((await get(token.salesman, address.replace(`/branch/${CENTRO}/`, `/branch/${NORTE}/`))).statusCode).toBe(404);
    const name = address.split('/').pop()!;
    await db.update(shoppingRequests).set({ picture: name }).where(eq(shoppingRequests.id, request));
    expect((await one(token.norte, NORTE, request)).picture).toBe(`/api/branch/${NORTE}/requests/${request}/files/${name}`);
    expect((await get(token.norte, `/api/branch/${NORTE}/requests/${request}/files/${name}`)).statusCode).toBe(200);
  });

  it("answers 404 for the thread, the read mark and a message of a request that never reached the store", async () => {
    const elsewhere = await newRequest(server.handle.db, { customerId: customer, plazaId: 2, categoryId: clothing });
    expect((await get(token.salesman, url(CENTRO, elsewhere, '/messages'))).statusCode).toBe(404);
    expect((await post(token.salesman, url(CENTRO, elsewhere, '/messages/read'))).statusCode).toBe(404);
    expect((await post(token.salesman, url(CENTRO, elsewhere, '/messages'), { message: 'Hola' })).statusCode).toBe(404);
  });

  it('refuses an empty message (422) and a store the customer did not choose once they chose (409)', async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const mine = (await post(token.salesman, url(CENTRO, request, '/offers'), offer)).json() as OfferAnswer;
    await post(token.norte, url(NORTE, request, '/offers'), offer);
    const empty = await post(token.salesman, url(CENTRO, request, '/messages'), { message: '   ' });
    expect(empty.statusCode).toBe(422);
    await accept(request, mine.data.id);
    expect((await post(token.salesman, url(CENTRO, request, '/messages'), { message: 'Te esperamos' })).statusCode).toBe(200);
    const closed = await post(token.norte, url(NORTE, request, '/messages'), { message: 'Tenemos otra' });
    expect([closed.statusCode, closed.json()]).toEqual([409, { message: 'This conversation is closed: the request is over or went to another store.', reason: 'chatClosed' }]);
    const rows = await db.select({ branchId: shoppingMessages.branchId }).from(shoppingMessages).where(eq(shoppingMessages.requestId, request));
    expect(rows).toEqual([{ branchId: CENTRO }]);
  });
});

describe("the store's channel", () => {
  const channelAuth = (who: string, channel: string) => post(who, '/api/broadcasting/auth', { socket_id: '1234.5678', channel_name: channel });

  it("signs its salesmen, its manager and its shop's owner; refuses everyone else", async () => {
    const signed = async (who: string, branchId: number) => (await channelAuth(who, `private-store.${branchId}`)).statusCode;
    expect(await signed(token.salesman, CENTRO)).toBe(200);
    expect(await signed(token.manager, CENTRO)).toBe(200);
    expect(await signed(token.owner, CENTRO)).toBe(200);
    expect(await signed(token.owner, VALLE)).toBe(200);
    expect(await signed(token.norte, NORTE)).toBe(200);
    expect(await signed(token.salesman, VALLE)).toBe(403);
    expect(await signed(token.manager, VALLE)).toBe(403);
    expect(await signed(token.owner, NORTE)).toBe(403);
    expect(await signed(token.norte, CENTRO)).toBe(403);
    expect(await signed(token.parking, CENTRO)).toBe(403);
    expect(await signed(token.salesman, 999_999)).toBe(403);
  });
});
