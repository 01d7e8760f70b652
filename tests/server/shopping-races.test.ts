// A store's offer at the same moment as the customer's decision (docs/shopping.md "Offers: the concurrency rule"):
// both lock the request's row, so one runs after the other. Whichever comes first, no live offer is left on a request
// the customer cancelled or decided, and the credits spent are those of the offers stored. The customer's side goes
// through the customer API (server/shopping/customer-decisions.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferAnswer } from '../../src/contracts/shopping.struct';
import { createCustomerSession } from '../../server/customers/customer-sessions';
import { creditEntries, shoppingOffers, shoppingRequests } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { CENTRO, NORTE, categoryId, fileStoreUnder, newCustomer, newRequest, newSalesman } from './shopping-helpers';

let server: TestServer;
let clothing: number;
let customer: number;
const token = { salesman: '', norte: '', customer: '' };

const offer = { product: 'Chamarra de mezclilla', price_cents: 89_950, discount_percent: 0, discount_minutes: 0, expires_minutes: 60 };
const offerFrom = (who: string, branchId: number, requestId: number) =>
  as(server.app, who, { method: 'POST', url: `/api/branch/${branchId}/requests/${requestId}/offers`, payload: offer });
const customerPost = (path: string) => as(server.app, token.customer, { method: 'POST', url: `/api/customer/requests/${path}` });

async function offersOn(requestId: number) {
  return server.handle.db.select({ id: shoppingOffers.id, status: shoppingOffers.status, branchId: shoppingOffers.branchId }).from(shoppingOffers).where(eq(shoppingOffers.requestId, requestId));
}
async function spentOn(requestId: number): Promise<number> {
  const [row] = await server.handle.db
    .select({ n: sql<number>`coalesce(-sum(${creditEntries.credits}), 0)::int` })
    .from(creditEntries)
    .innerJoin(shoppingOffers, eq(shoppingOffers.id, creditEntries.offerId))
    .where(eq(shoppingOffers.requestId, requestId));
  return row.n;
}
const statusOf = async (requestId: number) =>
  (await server.handle.db.select({ status: shoppingRequests.status }).from(shoppingRequests).where(eq(shoppingRequests.id, requestId)))[0].status;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  clothing = await categoryId(db, 'Clothing and accessories');
  await fileStoreUnder(db, NORTE, clothing);
  customer = await newCustomer(db);
  token.customer = await createCustomerSession(db, customer);
  token.salesman = await tokenFor(server, 'salesman');
  token.norte = (await newSalesman(server, 2, NORTE, 'TNDB_NORTE')).token;
});
afterAll(() => server.close());

describe("an offer and the customer's decision at once", () => {
  it('an offer and a cancel: the request ends cancelled with no live offer, whichever ran first (six rounds)', async () => {
    for (let round = 0; round < 6; round++) {
      const request = await newRequest(server.handle.db, { customerId: customer, plazaId: 1, categoryId: clothing });
      const [offered, cancelled] = await Promise.all([offerFrom(token.salesman, CENTRO, request), customerPost(`${request}/cancel`)]);
      expect(cancelled.statusCode).toBe(200);
      expect(await statusOf(request)).toBe('cancelled');
      if (offered.statusCode === 201) {
        // The offer came first: the cancel declined it; its credits stay spent.
        expect(await offersOn(request)).toEqual([{ id: (offered.json() as OfferAnswer).data.id, status: 'declined', branchId: CENTRO }]);
        expect(await spentOn(request)).toBe(1);
      } else {
        expect([offered.statusCode, offered.json().reason]).toEqual([409, 'requestClosed']);
        expect(await offersOn(request)).toEqual([]);
        expect(await spentOn(request)).toBe(0);
      }
    }
  });

  it("another store's offer while the customer accepts one: it is declined or told tooLate, never left live (six rounds)", async () => {
    for (let round = 0; round < 6; round++) {
      const request = await newRequest(server.handle.db, { customerId: customer, plazaId: 1, categoryId: clothing });
      const first = (await offerFrom(token.salesman, CENTRO, request)).json() as OfferAnswer;
      const [late, accepted] = await Promise.all([offerFrom(token.norte, NORTE, request), customerPost(`${request}/offers/${first.data.id}/accept`)]);
      expect(accepted.statusCode).toBe(200);
      expect(await statusOf(request)).toBe('accepted');
      const norte = (await offersOn(request)).filter((o) => o.branchId === NORTE);
      if (late.statusCode === 201) expect(norte.map((o) => o.status)).toEqual(['declined']);
      else {
        expect([late.statusCode, late.json().reason]).toEqual([409, 'tooLate']);
        expect(norte).toEqual([]);
      }
      expect(await spentOn(request)).toBe(1 + norte.length);
      expect((await offersOn(request)).filter((o) => o.status === 'offered')).toEqual([]);
    }
  });
});
