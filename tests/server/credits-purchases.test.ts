// Buying credits (server/credits/purchases.ts) against the sandbox gateway (on a free port): a purchase credits its
// package once, refuses a wrong amount (422) and another shop's card or store (404) before anything is written or
// charged, survives a double submit and a reload with one charge, settles the timeout card by status(), counts
// the decline-twice card's tries, and with the gateway down says so and credits nothing.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, creditPurchases } from '../../server/db/schema';
import type { CreditBalances, Purchase } from '../../src/contracts/credits.struct';
import { adapterFor, cvvTicket, gatewayCharges, listenGateway, savedCard, type ListeningGateway } from './credits-helpers';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let gw: ListeningGateway;
let gwDir: string;
let server: TestServer;
let owner: string;
let visa: { id: number; token: string };

beforeAll(async () => {
  gwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-credits-purchases-'));
  // The timeout card's answer is held longer than the adapter waits (1.5 s), so its charge comes back 'unknown'.
  gw = await listenGateway(3000, gwDir);
  server = await startTestServer({ payments: adapterFor(gw.url, 1500) });
  owner = await tokenFor(server, 'shop');
  visa = await savedCard(server.handle.db, gw.url, 1, '4242 4242 4242 4242');
});
afterAll(async () => {
  await server.close();
  await gw.close();
  fs.rmSync(gwDir, { recursive: true, force: true });
});

let n = 0;
const newKey = () => `attempt-${Date.now()}-${++n}`;
type Answer = { data: Purchase; balances: CreditBalances };

async function buy(body: Partial<{ package_id: number; card_id: number; amount_cents: number; idempotency_key: string; cvv_ticket: string; recipients: { kind: string; branch_ids: number[] } }> = {}, token = owner, url = '/api/shops/1/credits/purchases') {
  const card = body.card_id ?? visa.id;
  const payload = {
    package_id: 1,
    recipients: { kind: 'store', branch_ids: [1] },
    card_id: card,
    cvv_ticket: body.cvv_ticket ?? 'cvt_unused',
    idempotency_key: newKey(),
    amount_cents: 19_900,
    ...body,
  };
  return as(server.app, token, { method: 'POST', url, payload, headers: { 'x-locale': 'en' } });
}

const withTicket = async (card: { token: string }) => ({ cvv_ticket: await cvvTicket(gw.url, card.token) });

const balanceOf = async (branchId: number) =>
  Number(((await server.handle.db.execute(sql`select coalesce(sum(credits), 0) as s from credit_entries where branch_id = ${branchId}`)) as unknown as { rows: { s: string }[] }).rows[0].s);
const countRows = async () => ({
  purchases: (await server.handle.db.select({ id: creditPurchases.id }).from(creditPurchases)).length,
  entries: (await server.handle.db.select({ id: creditEntries.id }).from(creditEntries)).length,
  charges: gatewayCharges(gwDir).length,
});

describe('a purchase', () => {
  it('credits the package to the store once the card is approved, and the balance is the sum of the entries', async () => {
    const before = await balanceOf(1);
    const res = await buy({ package_id: 3, amount_cents: 159_900, ...(await withTicket(visa)) });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as Answer;
    expect(answer.data).toMatchObject({ status: 'approved', credits: 100, gift_credits: 15, amount_cents: 159_900, branch_ids: [1] });
    expect(await balanceOf(1)).toBe(before + 115);
    expect(answer.balances.stores.find((s) => s.id === 1)?.total).toBe(before + 115);
    const entries = await server.handle.db.select().from(creditEntries).where(eq(creditEntries.purchaseId, answer.data.id));
    expect(entries.map((e) => [e.kind, e.credits, e.movable, e.amountCents])).toEqual([['purchase', 100, false, 159_900], ['gift', 15, false, null]]);
  });

  it('splits a pool purchase among the stores named, transferable', async () => {
    const [b1, b2] = [await balanceOf(1), await balanceOf(2)];
    const res = await buy({ package_id: 2, amount_cents: 89_900, recipients: { kind: 'pool', branch_ids: [1, 2] }, ...(await withTicket(visa)) });
    expect(res.statusCode, res.body).toBe(201);
    expect([await balanceOf(1), await balanceOf(2)]).toEqual([b1 + 25 + 3, b2 + 25 + 2]);
    const entries = await server.handle.db.select().from(creditEntries).where(eq(creditEntries.purchaseId, (res.json() as Answer).data.id));
    expect(entries.every((e) => e.movable)).toBe(true);
    expect(entries.reduce((s, e) => s + (e.amountCents ?? 0), 0)).toBe(89_900);
  });

  it('refuses an amount that is not the package price (422), a single-store package for the pool, and writes and charges nothing', async () => {
    const before = await countRows();
    const wrong = await buy({ amount_cents: 19_800, ...(await withTicket(visa)) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.amount_cents[0]).toMatch(/package's price/);
    const pool = await buy({ recipients: { kind: 'pool', branch_ids: [1, 2] } });
    expect(pool.statusCode).toBe(422);
    const twoStores = await buy({ recipients: { kind: 'store', branch_ids: [1, 2] } });
    expect(twoStores.statusCode).toBe(422);
    expect(await countRows()).toEqual(before);
  });

  it("answers 404 for another shop's card or store, exactly as for ones that do not exist", async () => {
    const foreign = await savedCard(server.handle.db, gw.url, 2, '4242 4242 4242 4242', { type_user: 'shop', user_id: 2 });
    const before = await countRows();
    const card = await buy({ card_id: foreign.id });
    const missingCard = await buy({ card_id: 999_999 });
    const store = await buy({ recipients: { kind: 'store', branch_ids: [3] } });
    const missingStore = await buy({ recipients: { kind: 'store', branch_ids: [999_999] } });
    for (const res of [card, missingCard, store, missingStore]) expect([res.statusCode, res.json().message]).toEqual([404, 'Not found.']);
    expect(await countRows()).toEqual(before);
  });

  it('a double submit and a reload charge once and credit once', async () => {
    const key = newKey();
    const body = { idempotency_key: key, ...(await withTicket(visa)) };
    const before = await balanceOf(1);
    const [a, b] = await Promise.all([buy(body), buy(body)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect((a.json() as Answer).data.id).toBe((b.json() as Answer).data.id);
    // A reload: the console asks about its attempt's key, then (a third click) sends it again.
    const asked = await as(server.app, owner, { method: 'GET', url: `/api/shops/1/credits/purchases/${key}` });
    expect(asked.statusCode).toBe(201);
    expect((asked.json() as Answer).data.status).toBe('approved');
    const again = await buy(body);
    expect((again.json() as Answer).data.id).toBe((a.json() as Answer).data.id);
    expect(await balanceOf(1)).toBe(before + 10);
    expect(gatewayCharges(gwDir).filter((c) => c.idempotency_key === `nexo-1-${key}`)).toHaveLength(1);
    // The key of an attempt is not another purchase's.
    const reused = await buy({ idempotency_key: key, package_id: 3, amount_cents: 159_900 });
    expect(reused.statusCode).toBe(409);
  });

  it('counts the tries of the card that declines twice: declined, declined, then approved and credited once', async () => {
    const card = await savedCard(server.handle.db, gw.url, 1, '4000 0000 0000 0036');
    const before = await balanceOf(1);
    const statuses: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await buy({ card_id: card.id, ...(await withTicket(card)) });
      statuses.push(`${res.statusCode} ${(res.json() as Answer).data.status} ${(res.json() as Answer).data.reason}`);
    }
    expect(statuses).toEqual(['200 declined card_declined', '200 declined card_declined', '201 approved null']);
    expect(await balanceOf(1)).toBe(before + 10);
  });

  it("settles the timeout card's unknown answer by asking the gateway before crediting", async () => {
    const card = await savedCard(server.handle.db, gw.url, 1, '4000 0000 0000 0077');
    const before = await balanceOf(1);
    const res = await buy({ card_id: card.id, ...(await withTicket(card)) });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as Answer).data.status).toBe('approved');
    expect(await balanceOf(1)).toBe(before + 10);
  });

  it('with the gateway down: a clear message, the attempt failed, nothing credited', async () => {
    // A port just freed: the connection is refused at once (not port 9, which fetch refuses to call at all: that
    // is no refused connection, so 'unknown'). The timeout only has to outlast a busy event loop.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const down = await startTestServer({ payments: adapterFor(`http://127.0.0.1:${port}`, 10_000) });
    try {
      const token = await tokenFor(down, 'shop');
      const card = await savedCard(down.handle.db, gw.url, 1, '4242 4242 4242 4242');
      const res = await as(down.app, token, {
        method: 'POST',
        url: '/api/shops/1/credits/purchases',
        headers: { 'x-locale': 'es' },
        payload: { package_id: 1, recipients: { kind: 'store', branch_ids: [1] }, card_id: card.id, cvv_ticket: 'cvt_x', idempotency_key: newKey(), amount_cents: 19_900 },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('El servicio de pagos con tarjeta no responde. Inténtalo de nuevo en unos minutos.');
      const [purchase] = await down.handle.db.select().from(creditPurchases);
      expect([purchase.status, purchase.reason]).toEqual(['failed', 'unavailable']);
      expect((await down.handle.db.select().from(creditEntries).where(eq(creditEntries.purchaseId, purchase.id))).length).toBe(0);
    } finally {
      await down.close();
    }
  });

  it("lets a branch's manager buy for their store only", async () => {
    const manager = await tokenFor(server, 'manager');
    const shopRoute = await buy({}, manager);
    expect(shopRoute.statusCode).toBe(403);
    const card = await savedCard(server.handle.db, gw.url, 1, '4242 4242 4242 4242', { type_user: 'branch', user_id: 1 });
    const other = await buy({ card_id: card.id, recipients: { kind: 'store', branch_ids: [2] } }, manager, '/api/shops/1/branch/1/credits/purchases');
    expect(other.statusCode).toBe(404);
    // Sucursal Valle is of their shop but not theirs (they belong to Centro): 403 on its routes.
    const valle = await buy({ card_id: card.id, recipients: { kind: 'store', branch_ids: [2] } }, manager, '/api/shops/1/branch/2/credits/purchases');
    expect([valle.statusCode, valle.json().message]).toEqual([403, 'You can only manage your own stores.']);
    expect((await as(server.app, manager, { method: 'GET', url: '/api/shops/1/branch/2/cards' })).statusCode).toBe(403);
    const ticket = await cvvTicket(gw.url, card.token, { type_user: 'branch', user_id: 1 });
    const own = await buy({ card_id: card.id, cvv_ticket: ticket }, manager, '/api/shops/1/branch/1/credits/purchases');
    expect(own.statusCode, own.body).toBe(201);
  });
});
