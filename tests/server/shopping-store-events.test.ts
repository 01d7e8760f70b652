// Which stores hear a request's events (server/shopping/store-events.ts): the active stores of its plaza and
// category (or only those with a salesman online, for a new request), a store that offered on it after it stops
// matching, one store alone for its chat; the offering store's channel alone carries its credits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_REQUEST_EVENT } from '../../src/contracts/shopping.struct';
import { branches, salesmanOnline, shoppingOffers } from '../../server/db/schema';
import { publishToStores } from '../../server/shopping/store-events';
import { startTestServer, type TestServer } from './helpers';
import { CENTRO, NORTE, VALLE, categoryId, fileStoreUnder, listen, newCustomer, newRequest } from './shopping-helpers';

let server: TestServer;
let clothing: number;
let customer: number;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  clothing = await categoryId(db, 'Clothing and accessories');
  await fileStoreUnder(db, NORTE, clothing);
  customer = await newCustomer(db);
});
afterAll(() => server.close());

describe('publishToStores', () => {
  it('tells every active store of the plaza filed under the category, on its channel', async () => {
    const request = await newRequest(server.handle.db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const { heard, stop } = listen(server);
    expect(await publishToStores(server.app, request, 'request')).toEqual([CENTRO, NORTE]);
    stop();
    expect(heard).toEqual([
      { channel: `private-store.${CENTRO}`, event: STORE_REQUEST_EVENT, data: { request_id: request, kind: 'request' } },
      { channel: `private-store.${NORTE}`, event: STORE_REQUEST_EVENT, data: { request_id: request, kind: 'request' } },
    ]);
  });

  it('tells no store of another plaza or category', async () => {
    const db = server.handle.db;
    const shoes = await categoryId(db, 'Shoes');
    expect(await publishToStores(server.app, await newRequest(db, { customerId: customer, plazaId: 2, categoryId: clothing }), 'request')).toEqual([]);
    expect(await publishToStores(server.app, await newRequest(db, { customerId: customer, plazaId: 2, categoryId: shoes }), 'request')).toEqual([VALLE]);
    expect(await publishToStores(server.app, await newRequest(db, { customerId: customer, plazaId: 1, categoryId: shoes }), 'request')).toEqual([]);
  });

  it('tells only the stores with a salesman online when asked, and one store alone with branchIds', async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    expect(await publishToStores(server.app, request, 'request', { onlineOnly: true })).toEqual([]);
    await db.insert(salesmanOnline).values({ userId: 7, branchId: CENTRO });
    expect(await publishToStores(server.app, request, 'request', { onlineOnly: true })).toEqual([CENTRO]);
    await db.delete(salesmanOnline).where(eq(salesmanOnline.userId, 7));
    expect(await publishToStores(server.app, request, 'message', { branchIds: [NORTE] })).toEqual([NORTE]);
  });

  it("keeps telling a store that offered after it stops matching; its balance goes on its own channel only", async () => {
    const db = server.handle.db;
    const request = await newRequest(db, { customerId: customer, plazaId: 1, categoryId: clothing });
    const [offer] = await db
      .insert(shoppingOffers)
      .values({ requestId: request, shopId: 2, branchId: NORTE, salesmanId: 7, product: 'Chamarra', priceCents: 100, expiresAt: new Date(Date.now() + 60_000), credits: 1 })
      .returning({ id: shoppingOffers.id });
    expect(offer.id).toBeGreaterThan(0);
    await db.update(branches).set({ status: 'inactive' }).where(eq(branches.id, NORTE));
    const { heard, stop } = listen(server);
    expect(await publishToStores(server.app, request, 'offer', { credits: { branchId: NORTE, balance: 44 } })).toEqual([CENTRO, NORTE]);
    stop();
    expect(heard.map((m) => m.data)).toEqual([
      { request_id: request, kind: 'offer' },
      { request_id: request, kind: 'offer', credits: 44 },
    ]);
    await db.update(branches).set({ status: 'active' }).where(eq(branches.id, NORTE));
  });
});
