// `npm run simulate -- --shop` against a listening server (simulator/shop): simulated customers sign in through the
// customer API, ask for clothing in plaza 1 (Sucursal Centro's), accept the first offer a store makes, write to
// that store and say "I'm here"; the store's channel hears each step. The store's offers are written in the
// database here, as the offer route would (its own tests: tests/server/shopping-*.test.ts).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STORE_REQUEST_EVENT, storeChannel } from '../../src/contracts/shopping.struct';
import { customers, shoppingMessages, shoppingOffers, shoppingRequests } from '../../server/db/schema';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { httpCustomerClient } from '../../simulator/shop/customer-client';
import { categoryOf, playShop, SIMULATED_PASSWORD, simulatedAccount } from '../../simulator/shop/shoppers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let baseUrl: string;
const published: RealtimeMessage[] = [];

beforeAll(async () => {
  // Each simulated sign-in is a registration first (409: then a login), and the second run starts a customer every
  // 0.1 s until its first request is out: on busy cores that passed the 20 registrations an address may make in an
  // hour (failed: 'Too many new accounts'). The limit is customer-api's subject, not this file's.
  server = await startTestServer({ throttle: { registrations: 1000 } });
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  server.app.publisher.subscribe((m) => published.push(m));
});
afterAll(() => server.close());

/** Sucursal Centro offers on every open request it has not offered on yet, until stopped. */
function storeOffering(): { stop: () => void; offered: number[] } {
  const offered: number[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const open = await server.handle.db.select({ id: shoppingRequests.id }).from(shoppingRequests).where(eq(shoppingRequests.status, 'open'));
      for (const { id } of open.filter((r) => !offered.includes(r.id))) {
        await server.handle.db.insert(shoppingOffers).values({ requestId: id, shopId: 1, branchId: 1, salesmanId: 7, product: 'Chamarra de mezclilla', priceCents: 79_900, credits: 1, expiresAt: sql`now() + interval '1 hour'` });
        offered.push(id);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  void loop();
  return { stop: () => (running = false), offered };
}

it('plays customers through the customer API: request, the first offer accepted, a message, "I\'m here"', async () => {
  const lines: string[] = [];
  const lookup = httpCustomerClient(baseUrl);
  await lookup.signIn('Lucía Garza', simulatedAccount(1), SIMULATED_PASSWORD);
  const clothing = await categoryOf(lookup, 'Clothing and accessories');
  expect(clothing).toBe(1);
  const store = storeOffering();
  try {
    const result = await playShop(() => httpCustomerClient(baseUrl), { plazaId: 1, categoryId: clothing!, every: 0.1, count: 2, pause: 0.2, poll: 0.1, log: (l) => lines.push(l) });
    expect(result).toEqual({ customers: 2, accepted: 2, arrived: 2, ended: 0 });
  } finally {
    store.stop();
  }
  const requests = await server.handle.db
    .select({ id: shoppingRequests.id, status: shoppingRequests.status, email: customers.email, plaza: shoppingRequests.plazaId })
    .from(shoppingRequests)
    .innerJoin(customers, eq(customers.id, shoppingRequests.customerId))
    .orderBy(customers.email);
  // The two customers play at once: whichever signs in first sends first.
  expect(requests.map((r) => [r.email, r.status, r.plaza])).toEqual([
    ['shop-sim-1@cliente.nexo.demo', 'pickup', 1],
    ['shop-sim-2@cliente.nexo.demo', 'pickup', 1],
  ]);
  for (const { id } of requests) {
    const [offer] = await server.handle.db.select({ status: shoppingOffers.status }).from(shoppingOffers).where(eq(shoppingOffers.requestId, id));
    expect(offer.status).toBe('accepted');
    const messages = await server.handle.db.select({ body: shoppingMessages.body }).from(shoppingMessages).where(and(eq(shoppingMessages.requestId, id), eq(shoppingMessages.fromCustomer, true)));
    expect(messages).toHaveLength(1);
  }
  const centro = published.filter((m) => m.channel === storeChannel(1) && m.event === STORE_REQUEST_EVENT).map((m) => (m.data as { kind: string }).kind);
  expect(centro.filter((k) => k === 'accepted')).toHaveLength(2);
  expect(centro.filter((k) => k === 'message')).toHaveLength(2);
  expect(centro.filter((k) => k === 'here')).toHaveLength(2);
  expect(lines.join('\n')).toContain('said "I\'m here"');
});

it('signs the same customers in again on a second run, and stops when told', async () => {
  const controller = new AbortController();
  const lines: string[] = [];
  const run = playShop(() => httpCustomerClient(baseUrl), { plazaId: 1, categoryId: 1, every: 0.1, count: null, pause: 0.2, poll: 0.1, log: (l) => lines.push(l), signal: controller.signal });
  // Stopped once the first customer's request is out (signing in takes an argon2 check: no fixed delay).
  for (let i = 0; i < 400 && !lines.some((l) => l.includes('sent')); i++) await new Promise((r) => setTimeout(r, 50));
  controller.abort();
  const result = await run;
  expect(result.customers).toBeGreaterThanOrEqual(1);
  expect(result.arrived).toBe(0);
  // Customer 21 takes the first account's turn.
  expect(simulatedAccount(21)).toBe('shop-sim-1@cliente.nexo.demo');
  // shop-sim-1 signed in again (no second account for the same e-mail).
  const [{ n }] = await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(eq(customers.email, 'shop-sim-1@cliente.nexo.demo'));
  expect(n).toBe(1);
  expect(lines.some((l) => /^customer 1 \(Lucía Garza\): request \d+ sent/.test(l))).toBe(true);
});
