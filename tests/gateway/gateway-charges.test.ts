// The gateway's charges: each test card's behaviour, one charge per idempotency key (a repeat or a concurrent
// twin answers the same charge), the status query that settles the timeout card, and our server's request
// signature (missing, tampered, another secret or stale: 401, nothing charged).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmac } from '../../gateway/signing';
import { charge, chargeStatus, cvvTicket, SECRET, signedHeaders, startGateway, tokenise, type ChargeAnswer, type TestGateway } from './helpers';

let gw: TestGateway;
let clock = new Date();
/** How long the timeout card's answer is held: long enough that an answer given at once beats it on a loaded machine. */
const SLOW_MS = 1000;
beforeAll(async () => {
  gw = await startGateway({ slowMs: SLOW_MS, now: () => clock });
});
afterAll(() => gw.close());

let keys = 0;
const newKey = () => `purchase-${++keys}`;
const dataOf = (res: { json: () => unknown }) => (res.json() as ChargeAnswer).data;

describe('each test card', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa', 'approved', null],
    ['5555 5555 5555 4444', 'mastercard', 'approved', null],
    ['4111 1111 1111 1111', 'visa', 'approved', null],
    ['4000 0000 0000 0002', 'visa', 'declined', 'card_declined'],
    ['4000 0000 0000 9995', 'visa', 'declined', 'insufficient_funds'],
  ])('%s: %s', async (number, brand, status, reason) => {
    const token = await tokenise(gw.app, { tarjeta: number, brand_card: brand });
    for (let i = 0; i < 3; i++) {
      const res = await charge(gw.app, { idempotency_key: newKey(), token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-gateway-signature']).toBe(hmac(SECRET, res.body));
      const data = dataOf(res);
      expect(data).toMatchObject({ status, reason, amount_cents: 50_000 });
      if (status === 'approved') expect(data.authorization).toMatch(/^\d{6}$/);
      else expect(data.authorization).toBeNull();
    }
  });

  it("4000 0000 0000 0036 declines the token's first two charges and approves from the third, per token", async () => {
    const first = await tokenise(gw.app, { tarjeta: '4000 0000 0000 0036' });
    const second = await tokenise(gw.app, { tarjeta: '4000 0000 0000 0036' });
    const statuses = async (token: string, n: number) => {
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push(dataOf(await charge(gw.app, { idempotency_key: newKey(), token })).status);
      return out;
    };
    expect(await statuses(first, 1)).toEqual(['declined']);
    // The other token of the same number counts its own charges.
    expect(await statuses(second, 3)).toEqual(['declined', 'declined', 'approved']);
    expect(await statuses(first, 3)).toEqual(['declined', 'approved', 'approved']);
  });

  it('4000 0000 0000 0077 holds its answer (pending, 202) and the status query settles it as approved', async () => {
    const token = await tokenise(gw.app, { tarjeta: '4000 0000 0000 0077' });
    const key = newKey();
    const ticket = await cvvTicket(gw.app, token);
    const started = Date.now();
    const res = await charge(gw.app, { idempotency_key: key, token, cvv_ticket: ticket });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 20);
    expect(res.statusCode).toBe(202);
    expect(dataOf(res)).toMatchObject({ status: 'pending', authorization: null });
    const status = await chargeStatus(gw.app, key);
    expect(status.statusCode).toBe(200);
    expect(status.headers['x-gateway-signature']).toBe(hmac(SECRET, status.body));
    expect(dataOf(status)).toMatchObject({ status: 'approved', idempotency_key: key, id: dataOf(res).id });
    // Settled: the same key answers the approved charge at once, and no second charge is made.
    // It answers before a timer of the hold started just before it: a held answer's own timer would start later
    // and fire after ours, whatever the machine's load (a fixed bound on the elapsed time failed on busy cores).
    const repeat = charge(gw.app, { idempotency_key: key, token, cvv_ticket: ticket });
    const first = await Promise.race([repeat.then(() => 'answered'), sleep(SLOW_MS).then(() => 'held')]);
    expect(first).toBe('answered');
    expect(dataOf(await repeat)).toMatchObject({ status: 'approved', id: dataOf(res).id });
    expect(gw.store.card(token)?.charges).toBe(1);
  });

  it('declines a card deleted after its CVV was confirmed, and a card expired since it was saved', async () => {
    const deleted = await tokenise(gw.app);
    const ticket = await cvvTicket(gw.app, deleted);
    expect((await gw.app.inject({ method: 'POST', url: '/ol/delete', payload: { _method: 'delete', token: deleted, type_user: 'shop', user_id: '1' } })).statusCode).toBe(200);
    expect(dataOf(await charge(gw.app, { idempotency_key: newKey(), token: deleted, cvv_ticket: ticket }))).toMatchObject({ status: 'declined', reason: 'unknown_card' });
    const token = await tokenise(gw.app, { mes: '01', anio: String((clock.getUTCFullYear() + 1) % 100).padStart(2, '0') });
    const saved = clock;
    clock = new Date(Date.UTC(saved.getUTCFullYear() + 1, 2, 1));
    try {
      expect(dataOf(await charge(gw.app, { idempotency_key: newKey(), token }, clock))).toMatchObject({ status: 'declined', reason: 'expired_card' });
    } finally {
      clock = saved;
    }
  });
});

describe('idempotency', () => {
  it('answers the same charge for the same key and charges once', async () => {
    const token = await tokenise(gw.app, { tarjeta: '4000 0000 0000 0036' });
    const key = newKey();
    const first = dataOf(await charge(gw.app, { idempotency_key: key, token }));
    const second = dataOf(await charge(gw.app, { idempotency_key: key, token }));
    expect(second).toEqual(first);
    expect(first.status).toBe('declined');
    // Only one charge was counted on the card: its next key is its second charge, declined too.
    expect(gw.store.card(token)?.charges).toBe(1);
    expect(dataOf(await charge(gw.app, { idempotency_key: newKey(), token })).status).toBe('declined');
  });

  it('charges once when two requests with one key arrive together (a double click)', async () => {
    const token = await tokenise(gw.app, { tarjeta: '4000 0000 0000 0036' });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => charge(gw.app, { idempotency_key: key, token })));
    expect(new Set(answers.map((res) => dataOf(res).id)).size).toBe(1);
    expect(gw.store.card(token)?.charges).toBe(1);
  });

  it('refuses a key already used for another amount or card (409), changing nothing', async () => {
    const token = await tokenise(gw.app);
    const key = newKey();
    const first = dataOf(await charge(gw.app, { idempotency_key: key, token }));
    expect((await charge(gw.app, { idempotency_key: key, token, amount_cents: 60_000 })).statusCode).toBe(409);
    expect((await charge(gw.app, { idempotency_key: key, token: await tokenise(gw.app) })).statusCode).toBe(409);
    expect(gw.store.charge(key)).toMatchObject({ id: first.id, amount_cents: 50_000 });
  });

  it("answers 404 to the status of a key never charged", async () => {
    const res = await chargeStatus(gw.app, 'never-charged');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-gateway-signature']).toBe(hmac(SECRET, res.body));
  });
});

describe("our server's signature on charge requests", () => {
  const payload = (key: string, token: string, ticket: string) => JSON.stringify({ idempotency_key: key, token, amount_cents: 50_000, currency: 'MXN', description: 'x', cvv_ticket: ticket });

  it('refuses an unsigned, tampered, otherwise-signed or stale request (401) and charges nothing', async () => {
    const token = await tokenise(gw.app);
    const key = newKey();
    const body = payload(key, token, await cvvTicket(gw.app, token));
    const post = (headers: Record<string, string>, sent = body) => gw.app.inject({ method: 'POST', url: '/charges', payload: sent, headers: { 'content-type': 'application/json', ...headers } });
    expect((await post({})).statusCode).toBe(401);
    // Signed for 50,000 cents, sent for 5,000,000.
    expect((await post(signedHeaders('POST', '/charges', body), body.replace('50000', '5000000'))).statusCode).toBe(401);
    expect((await post(signedHeaders('POST', '/charges', body, 'another-secret'))).statusCode).toBe(401);
    expect((await post(signedHeaders('POST', '/charges', body, SECRET, new Date(Date.now() - 10 * 60_000)))).statusCode).toBe(401);
    expect(gw.store.charge(key)).toBeNull();
    const url = `/charges/${key}`;
    expect((await gw.app.inject({ method: 'GET', url, headers: signedHeaders('GET', '/charges/other', '') })).statusCode).toBe(401);
    expect((await post(signedHeaders('POST', '/charges', body))).statusCode).toBe(200);
  });

  it.each([
    ['no idempotency key', { idempotency_key: undefined }],
    ['a key with spaces', { idempotency_key: 'a key' }],
    ['an amount of 0', { amount_cents: 0 }],
    ['an amount with cents as a fraction', { amount_cents: 100.5 }],
    ['an amount over a million pesos', { amount_cents: 100_000_001 }],
    ['another currency', { currency: 'USD' }],
  ])('refuses a charge with %s (422)', async (_what, overrides) => {
    const token = await tokenise(gw.app);
    const body = JSON.stringify({ idempotency_key: newKey(), token, amount_cents: 50_000, currency: 'MXN', description: 'x', cvv_ticket: await cvvTicket(gw.app, token), ...overrides });
    const res = await gw.app.inject({ method: 'POST', url: '/charges', payload: body, headers: signedHeaders('POST', '/charges', body) });
    expect(res.statusCode).toBe(422);
  });
});
