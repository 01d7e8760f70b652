// The customer API's side of the authorization matrix and the fuzz suite: the demo customer (server/demo/seed.ts)
// holds a request in plaza 1 under Clothing and accessories with an offer from Sucursal Centro (branch 1), and
// another customer holds one too, so that every customer route has its own request and another customer's.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/connect';
import { customers, shoppingOffers, shoppingRequests } from '../../server/db/schema';
import { DEMO_CUSTOMER } from '../../server/demo/seed';
import { createCustomerSession } from '../../server/customers/customer-sessions';
import type { TestServer } from './helpers';

export const CUSTOMER_FIXTURE = { otherCustomer: 901, request: 901, otherRequest: 902, offer: 901 } as const;

export async function insertCustomerFixtures(db: Db): Promise<void> {
  const expiresAt = new Date(Date.now() + 24 * 60 * 60_000);
  await db.insert(customers).values({ id: CUSTOMER_FIXTURE.otherCustomer, name: 'Otra Cliente', email: 'otra@cliente.test', passwordHash: 'not-a-hash' });
  const request = { plazaId: 1, categoryId: 1, text: 'Busco una chamarra de mezclilla', expiresAt };
  await db.insert(shoppingRequests).values([
    { ...request, id: CUSTOMER_FIXTURE.request, customerId: DEMO_CUSTOMER.id },
    { ...request, id: CUSTOMER_FIXTURE.otherRequest, customerId: CUSTOMER_FIXTURE.otherCustomer },
  ]);
  await db.insert(shoppingOffers).values({
    id: CUSTOMER_FIXTURE.offer,
    requestId: CUSTOMER_FIXTURE.request,
    shopId: 1,
    branchId: 1,
    salesmanId: 7,
    product: 'Chamarra de mezclilla azul, talla M',
    priceCents: 89_900,
    credits: 1,
    expiresAt,
  });
  // Later rows (registrations, requests and offers made by the routes) take ids after the fixtures'.
  for (const table of ['customers', 'shopping_requests', 'shopping_offers']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`));
  }
}

/** A customer token made directly in the database (no argon2, no throttle): for tests about routes, not sign-in. */
export const customerTokenFor = (server: TestServer, customerId: number = DEMO_CUSTOMER.id): Promise<string> => createCustomerSession(server.handle.db, customerId);
