// Offers (server/shopping/offers.ts; docs/shopping.md "Offers"): each spends the store's credits exactly once, in
// the offer's own transaction; every refusal (404 a request that never reached the store, 403/404 someone else's
// store, 409 tooLate / requestClosed / offerLive / noCredits) writes nothing; two stores on the last place at once:
// one wins, the other is told "Too late!"; one store twice at once: one offer. Expired offers free their place.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OfferAnswer } from '../../src/contracts/shopping.struct';
import { creditEntries, shoppingDismissals, shoppingOffers, shoppingRequests, shoppingSettings } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { CENTRO, NORTE, VALLE, categoryId, fileStoreUnder, listen, newCustomer, newRequest, newSalesman } from './shopping-helpers';

let server: TestServer;
let clothing: number;
let shoes: number;
let customer: number;
const token = { salesman: '', owner: '', manager: '', norte: '', centro2: '' };

const offer = { product: 'Chamarra de mezclilla', price_cents: 89_950, discount_percent: 10, discount_minutes: 30, expires_minutes: 60 };

const post = (who: string, branchId: number, requestId: number, body: object = offer, locale = 'en') =>
  as(server.app, who, { method: 'POST', url: `/api/branch/${branchId}/requests/${requestId}/offers`, payload: body, headers: { 'x-locale': locale } });

/** A store's balance: the sum of its ledger entries. */
async function balance(branchId: number): Promise<number> {
  const [row] = await server.handle.db.select({ n: sql<number>`coalesce(sum(${creditEntries.credits}), 0)::int` }).from(creditEntries).where(eq(creditEntries.branchId, branchId));
  return row.n;
}

async function offerEntries(requestId: number) {
  return server.handle.db
    .select({ branchId: creditEntries.branchId, credits: creditEntries.credits, offerId: creditEntries.offerId, movable: creditEntries.movable })
    .from(creditEntries)
    .innerJoin(shoppingOffers, eq(shoppingOffers.id, creditEntries.offerId))
    .where(eq(shoppingOffers.requestId, requestId));
}

const setSettings = (values: Partial<typeof shoppingSettings.$inferInsert>) => server.handle.db.update(shoppingSettings).set(values).where(eq(shoppingSettings.id, 1));
const clothingRequest = (minutes?: number) => newRequest(server.handle.db, { customerId: customer, plazaId: 1, categoryId: clothing, minutes });

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  clothing = await categoryId(db, 'Clothing and accessories');
  shoes = await categoryId(db, 'Shoes');
  // Sucursal Norte (shop 2) sells clothing too: two shops' stores answer plaza 1's clothing requests.
  await fileStoreUnder(db, NORTE, clothing);
  customer = await newCustomer(db, 'Carla Cliente');
  token.salesman = await tokenFor(server, 'salesman');
  token.owner = await tokenFor(server, 'shop');
  token.manager = await tokenFor(server, 'manager');
  token.norte = (await newSalesman(server, 2, NORTE, 'TNDB_NORTE')).token;
  token.centro2 = (await newSalesman(server, 1, CENTRO, 'TNDA_SEGUNDO')).token;
});
afterAll(() => server.close());
beforeEach(() => setSettings({ offerCredits: 1, maxOffers: 3 }));

describe('an offer', () => {
  it('is stored with its credit entry, answers the request in progress and the balance, and tells the stores', async () => {
    const request = await clothingRequest();
    const before = await balance(CENTRO);
    const { heard, stop } = listen(server);
    const res = await post(token.salesman, CENTRO, request);
    stop();
    expect(res.statusCode).toBe(201);
    const body = res.json() as OfferAnswer;
    expect(body.data).toMatchObject({ request_id: request, branch_id: CENTRO, branch_name: 'Sucursal Centro', product: 'Chamarra de mezclilla', price_cents: 89_950, discount_percent: 10, total_cents: 80_955, status: 'offered', credits: 1 });
    const created = Date.parse(body.data.created_at);
    expect(Date.parse(body.data.expires_at) - created).toBe(60 * 60_000);
    expect(Date.parse(body.data.discount_until!) - created).toBe(30 * 60_000);
    expect(body.request).toMatchObject({ id: request, view: 'progress', offers_count: 1, max_offers: 3, customer_name: 'Carla' });
    expect(body.request.my_offers.map((o) => o.id)).toEqual([body.data.id]);
    expect(body.credits).toBe(before - 1);
    expect(await balance(CENTRO)).toBe(before - 1);
    expect(await offerEntries(request)).toEqual([{ branchId: CENTRO, credits: -1, offerId: body.data.id, movable: false }]);
    expect(heard.filter((m) => m.event === 'request.changed').map((m) => [m.channel, m.data])).toEqual([
      [`private-store.${CENTRO}`, { request_id: request, kind: 'offer', credits: before - 1 }],
      [`private-store.${NORTE}`, { request_id: request, kind: 'offer' }],
    ]);
  });

  it('spends what the setting says an offer costs, and no discount end when the discount lasts the whole offer', async () => {
    await setSettings({ offerCredits: 3 });
    const request = await clothingRequest();
    const before = await balance(NORTE);
    const res = await post(token.norte, NORTE, request, { ...offer, discount_minutes: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ credits: before - 3, data: { credits: 3, discount_until: null, total_cents: 80_955 } });
    expect(await offerEntries(request)).toEqual([{ branchId: NORTE, credits: -3, offerId: (res.json() as OfferAnswer).data.id, movable: false }]);
  });

  it('holds a discount as long as the offer when its minutes reach the expiry, and takes no end without a discount', async () => {
    const long = (await post(token.salesman, CENTRO, await clothingRequest(), { ...offer, discount_minutes: 60 })).json() as OfferAnswer;
    expect([long.data.discount_until, long.data.total_cents]).toEqual([null, 80_955]);
    const none = (await post(token.salesman, CENTRO, await clothingRequest(), { ...offer, discount_percent: 0, discount_minutes: 30 })).json() as OfferAnswer;
    expect([none.data.discount_until, none.data.total_cents]).toEqual([null, 89_950]);
  });

  it('is refused 404 on a request that never reached the store: another plaza, another category, or none', async () => {
    const db = server.handle.db;
    const plaza2 = await newRequest(db, { customerId: customer, plazaId: 2, categoryId: clothing });
    const shoesInPlaza1 = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: shoes });
    for (const request of [plaza2, shoesInPlaza1, 999_999]) {
      const res = await post(token.salesman, CENTRO, request);
      expect([res.statusCode, res.json().message]).toEqual([404, 'Not found.']);
    }
    expect(await db.select().from(shoppingOffers).where(eq(shoppingOffers.requestId, plaza2))).toEqual([]);
  });

  it("is refused on someone else's store: another shop's 404, another store of one's shop 403, the manager 403", async () => {
    const request = await clothingRequest();
    expect((await post(token.salesman, NORTE, request)).statusCode).toBe(404);
    expect((await post(token.owner, NORTE, request)).statusCode).toBe(404);
    expect((await post(token.norte, CENTRO, request)).statusCode).toBe(404);
    const valle = await post(token.salesman, VALLE, request);
    expect([valle.statusCode, valle.json().message]).toEqual([403, 'You can only manage your own stores.']);
    expect((await post(token.manager, CENTRO, request)).statusCode).toBe(403);
    expect(await offerEntries(request)).toEqual([]);
  });

  it("is the shop owner's to make for any of the shop's stores", async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 2, categoryId: shoes });
    const res = await post(token.owner, VALLE, request);
    expect(res.statusCode).toBe(201);
    const [row] = await db.select({ salesmanId: shoppingOffers.salesmanId }).from(shoppingOffers).where(eq(shoppingOffers.requestId, request));
    expect(row.salesmanId).toBe(5);
  });

  it('is refused 409 offerLive while the store\'s offer holds, by any of its salesmen', async () => {
    const request = await clothingRequest();
    expect((await post(token.salesman, CENTRO, request)).statusCode).toBe(201);
    const again = await post(token.centro2, CENTRO, request);
    expect([again.statusCode, again.json()]).toEqual([409, { message: "Your store's offer on this request still holds: you can make a new one when it expires.", reason: 'offerLive' }]);
    expect(await offerEntries(request)).toHaveLength(1);
  });

  it('is refused 409 tooLate once the live offers of other stores reach the setting, in Spanish with tú', async () => {
    await setSettings({ maxOffers: 1 });
    const request = await clothingRequest();
    expect((await post(token.norte, NORTE, request)).statusCode).toBe(201);
    const late = await post(token.salesman, CENTRO, request, offer, 'es');
    expect([late.statusCode, late.json()]).toEqual([409, { message: '¡Demasiado tarde! El cliente ya tiene las ofertas permitidas de otras tiendas o ya eligió una.', reason: 'tooLate' }]);
    expect(await offerEntries(request)).toHaveLength(1);
    // The store's own live offer never counts against it: Norte is told offerLive, not tooLate.
    expect((await post(token.norte, NORTE, request)).json().reason).toBe('offerLive');
  });

  it('is refused 409 tooLate once the customer chose an offer (accepted, pickup, done)', async () => {
    const db = server.handle.db;
    const request = await clothingRequest();
    const won = (await post(token.norte, NORTE, request)).json() as OfferAnswer;
    await db.update(shoppingOffers).set({ status: 'accepted' }).where(eq(shoppingOffers.id, won.data.id));
    for (const status of ['accepted', 'pickup', 'done'] as const) {
      await db.update(shoppingRequests).set({ status, acceptedOfferId: won.data.id }).where(eq(shoppingRequests.id, request));
      expect((await post(token.salesman, CENTRO, request)).json().reason).toBe('tooLate');
    }
    expect(await offerEntries(request)).toHaveLength(1);
  });

  it('is refused 409 requestClosed when the request was cancelled, expired, or its reply window passed', async () => {
    const db = server.handle.db;
    const passed = await clothingRequest(-1);
    const cancelled = await clothingRequest();
    await db.update(shoppingRequests).set({ status: 'cancelled' }).where(eq(shoppingRequests.id, cancelled));
    const expired = await clothingRequest();
    await db.update(shoppingRequests).set({ status: 'expired' }).where(eq(shoppingRequests.id, expired));
    for (const request of [passed, cancelled, expired]) {
      const res = await post(token.salesman, CENTRO, request);
      expect([res.statusCode, res.json()]).toEqual([409, { message: 'This request no longer takes offers: it was cancelled or its reply time ended.', reason: 'requestClosed' }]);
      expect(await offerEntries(request)).toEqual([]);
    }
  });

  it('is refused 409 noCredits when the balance is below the price, pointing to the owner, and writes nothing', async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 2, categoryId: shoes });
    const valle = await balance(VALLE);
    await setSettings({ offerCredits: valle + 1 });
    const en = await post(token.owner, VALLE, request);
    expect([en.statusCode, en.json()]).toEqual([409, { message: `Your store does not have the ${valle + 1} credits an offer costs: the shop owner can buy more credits.`, reason: 'noCredits' }]);
    await setSettings({ offerCredits: 1 });
    // Spent to nothing by a transfer: one credit short of one.
    await db.insert(creditEntries).values({ shopId: 1, branchId: VALLE, kind: 'transfer_out', credits: -valle, movable: false, counterpartBranchId: CENTRO });
    const es = await post(token.owner, VALLE, request, offer, 'es');
    expect([es.statusCode, es.json().message]).toEqual([409, 'Tu tienda no tiene el 1 crédito que cuesta una oferta: el dueño de la tienda puede comprar más créditos.']);
    expect(await db.select().from(shoppingOffers).where(eq(shoppingOffers.requestId, request))).toEqual([]);
    expect(await balance(VALLE)).toBe(0);
  });

  it('is refused 409 storeNotActive for an inactive store that offered before', async () => {
    const db = server.handle.db;
    const request = await clothingRequest();
    const first = (await post(token.norte, NORTE, request)).json() as OfferAnswer;
    await db.update(shoppingOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(shoppingOffers.id, first.data.id));
    await db.execute(sql`update branches set status = 'inactive' where id = ${NORTE}`);
    const res = await post(token.norte, NORTE, request);
    await db.execute(sql`update branches set status = 'active' where id = ${NORTE}`);
    expect([res.statusCode, res.json().message]).toEqual([409, 'This store is not active: it cannot receive requests.']);
    expect(await offerEntries(request)).toHaveLength(1);
  });

  it('answers 422 for a body out of the rules, in the caller\'s language', async () => {
    const request = await clothingRequest();
    const res = await post(token.salesman, CENTRO, request, { ...offer, price_cents: 0, expires_minutes: 2 }, 'es');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['expires_minutes', 'price_cents']);
    expect(await offerEntries(request)).toEqual([]);
  });
});

describe('expired offers', () => {
  it('free the store to offer again: the old one is written expired, credits spent once per offer', async () => {
    const db = server.handle.db;
    const request = await clothingRequest();
    const before = await balance(CENTRO);
    const first = (await post(token.salesman, CENTRO, request)).json() as OfferAnswer;
    await db.update(shoppingOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(shoppingOffers.id, first.data.id));
    const seen = await as(server.app, token.salesman, { method: 'GET', url: `/api/branch/${CENTRO}/requests/${request}` });
    expect(seen.json().data).toMatchObject({ view: 'pending', offers_count: 0 });
    expect(seen.json().data.my_offers.map((o: { status: string }) => o.status)).toEqual(['expired']);
    const second = await post(token.salesman, CENTRO, request);
    expect(second.statusCode).toBe(201);
    const rows = await db.select({ id: shoppingOffers.id, status: shoppingOffers.status }).from(shoppingOffers).where(eq(shoppingOffers.requestId, request)).orderBy(shoppingOffers.id);
    expect(rows).toEqual([{ id: first.data.id, status: 'expired' }, { id: (second.json() as OfferAnswer).data.id, status: 'offered' }]);
    expect((await offerEntries(request)).map((e) => e.credits)).toEqual([-1, -1]);
    expect(await balance(CENTRO)).toBe(before - 2);
  });

  it("no longer take one of the request's places", async () => {
    await setSettings({ maxOffers: 1 });
    const db = server.handle.db;
    const request = await clothingRequest();
    const norte = (await post(token.norte, NORTE, request)).json() as OfferAnswer;
    expect((await post(token.salesman, CENTRO, request)).json().reason).toBe('tooLate');
    await db.update(shoppingOffers).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(shoppingOffers.id, norte.data.id));
    expect((await post(token.salesman, CENTRO, request)).statusCode).toBe(201);
  });
});

describe('an offer after the store said no', () => {
  it('takes the no back', async () => {
    const db = server.handle.db;
    const request = await clothingRequest();
    const no = await as(server.app, token.salesman, { method: 'POST', url: `/api/branch/${CENTRO}/requests/${request}/dismiss`, payload: { kind: 'reject' } });
    expect(no.statusCode).toBe(200);
    expect((await post(token.salesman, CENTRO, request)).statusCode).toBe(201);
    expect(await db.select().from(shoppingDismissals).where(and(eq(shoppingDismissals.requestId, request), eq(shoppingDismissals.branchId, CENTRO)))).toEqual([]);
  });
});

describe('offers at the same moment', () => {
  it('two stores on the last place: one wins, the other is told tooLate, credits spent once (five rounds)', async () => {
    await setSettings({ maxOffers: 1 });
    for (let round = 0; round < 5; round++) {
      const request = await clothingRequest();
      const centro = await balance(CENTRO);
      const norte = await balance(NORTE);
      const answers = await Promise.all([post(token.salesman, CENTRO, request), post(token.norte, NORTE, request)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().reason).toBe('tooLate');
      const entries = await offerEntries(request);
      expect(entries).toHaveLength(1);
      expect((await balance(CENTRO)) + (await balance(NORTE))).toBe(centro + norte - 1);
      expect(await server.handle.db.select().from(shoppingOffers).where(eq(shoppingOffers.requestId, request))).toHaveLength(1);
    }
  });

  it('one store twice (two of its salesmen): one offer, the other offerLive, credits spent once (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const request = await clothingRequest();
      const before = await balance(CENTRO);
      const answers = await Promise.all([post(token.salesman, CENTRO, request), post(token.centro2, CENTRO, request)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().reason).toBe('offerLive');
      expect(await offerEntries(request)).toHaveLength(1);
      expect(await balance(CENTRO)).toBe(before - 1);
    }
  });

  it('one store on two requests with credits for one: one offer, the other noCredits', async () => {
    const db = server.handle.db;
    const [a, b] = [await clothingRequest(), await clothingRequest()];
    const left = await balance(NORTE);
    await db.insert(creditEntries).values({ shopId: 2, branchId: NORTE, kind: 'transfer_out', credits: -(left - 1), movable: false, counterpartBranchId: NORTE });
    const answers = await Promise.all([post(token.norte, NORTE, a), post(token.norte, NORTE, b)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((x) => x.statusCode === 409)!.json().reason).toBe('noCredits');
    expect(await balance(NORTE)).toBe(0);
  });
});
