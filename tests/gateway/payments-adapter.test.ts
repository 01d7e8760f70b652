// The server's payments adapter (server/plugins/payments) against the sandbox gateway listening on its own port:
// charges and their status by idempotency key, a timeout answered 'unknown' and settled by status, the gateway
// down as a typed error, answers whose signature is wrong refused (a tampering proxy), and the card answer the
// browser hands on verified. Every port is one the system picks; DOWN's was let go, so nothing listens there.
import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRET } from '../../gateway/signing';
import { DEV_PAYMENTS_SECRET, readConfig } from '../../server/config';
import { PaymentsError, registerPayments, type Payments } from '../../server/plugins/payments';
import { createSandboxPayments } from '../../server/plugins/payments/sandbox';
import { newCard, SECRET, startGateway, type TestGateway } from './helpers';

let GATEWAY: string;
let PROXY: string;
let DOWN: string;

let gw: TestGateway;
/** Answers as the gateway's, with `approved` written over `declined` and the signature left as it was. */
const tamperer = http.createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const answer = await fetch(`${GATEWAY}${req.url}`, { method: req.method, headers: req.headers as Record<string, string>, body: req.method === 'GET' ? undefined : Buffer.concat(chunks) });
  const body = (await answer.text()).replace('"declined"', '"approved"');
  res.writeHead(answer.status, { 'content-type': 'application/json', 'x-gateway-signature': answer.headers.get('x-gateway-signature') ?? '' }).end(body);
});

// 5 s: the gateway answers in this very process, and a loaded machine once kept a plain charge past 500 ms
// ('unknown' instead of 'approved'). The timeout case gives its own, shorter than the timeout card's hold.
const adapter = (url = GATEWAY, opts: { secret?: string; timeoutMs?: number; now?: () => Date } = {}): Payments =>
  createSandboxPayments({ url, secret: opts.secret ?? SECRET, timeoutMs: opts.timeoutMs ?? 5000, now: opts.now, log: () => {} });

beforeAll(async () => {
  gw = await startGateway({ slowMs: 1500 });
  GATEWAY = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => tamperer.listen(0, '127.0.0.1', resolve));
  PROXY = `http://127.0.0.1:${(tamperer.address() as net.AddressInfo).port}`;
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  DOWN = `http://127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  await new Promise((resolve) => tamperer.close(resolve));
  await gw.close();
});

/** Tokenises a card at the gateway as the browser does: the answer's body and signature as they came. */
async function addCard(overrides: Record<string, string> = {}): Promise<{ token: string; body: string; signature: string }> {
  const res = await fetch(`${GATEWAY}/payments/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newCard(overrides)) });
  const body = await res.text();
  return { token: (JSON.parse(body) as { data: { token: string } }).data.token, body, signature: res.headers.get('x-gateway-signature') ?? '' };
}

let n = 0;
const key = () => `adapter-${++n}`;
/** Confirms the card's CVV at the gateway as the browser does: the ticket a charge carries. */
async function ticketFor(token: string): Promise<string> {
  const res = await fetch(`${GATEWAY}/payments/cards/${token}/cvv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ digitos: '123', type_user: 'shop', user_id: 1 }) });
  return ((await res.json()) as { data: { cvv_ticket: string } }).data.cvv_ticket;
}
const request = async (token: string, idempotencyKey = key()) => ({ token, amountCents: 129_900, idempotencyKey, description: 'Paquete 100 créditos', ticket: await ticketFor(token) });
/** A request the gateway never gets to see a ticket of (down, or not configured). */
const unsent = (token: string) => ({ token, amountCents: 129_900, idempotencyKey: key(), description: 'x', ticket: 'cvt_none' });

describe('charge and status', () => {
  it('answers an approved charge with its authorisation, and the same key again with the same charge', async () => {
    const { token } = await addCard();
    const payments = adapter();
    const req = await request(token);
    const first = await payments.charge(req);
    expect(first).toMatchObject({ status: 'approved', idempotencyKey: req.idempotencyKey, amountCents: 129_900 });
    expect(await payments.charge(req)).toEqual(first);
    expect(await payments.status(req.idempotencyKey)).toEqual(first);
  });

  it('answers the declines with their reasons, and the card that declines twice then approves', async () => {
    const payments = adapter();
    expect(await payments.charge(await request((await addCard({ tarjeta: '4000 0000 0000 0002' })).token))).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await payments.charge(await request((await addCard({ tarjeta: '4000 0000 0000 9995' })).token))).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    const { token } = await addCard({ tarjeta: '4000 0000 0000 0036' });
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push((await payments.charge(await request(token))).status);
    expect(tries).toEqual(['declined', 'declined', 'approved']);
  });

  it("answers 'unknown' when the gateway does not answer in time, and status settles it as approved", async () => {
    const { token } = await addCard({ tarjeta: '4000 0000 0000 0077' });
    // Its timer starts before the gateway's 1.5 s hold, so it fires first however busy the machine is.
    const hasty = adapter(GATEWAY, { timeoutMs: 500 });
    const req = await request(token);
    expect(await hasty.charge(req)).toEqual({ status: 'unknown', idempotencyKey: req.idempotencyKey });
    const payments = adapter();
    const settled = await payments.status(req.idempotencyKey);
    expect(settled).toMatchObject({ status: 'approved', idempotencyKey: req.idempotencyKey, amountCents: 129_900 });
    // The purchase retried with its key is that charge, not a second one.
    expect(await payments.charge(req)).toEqual(settled);
    expect(gw.store.card(token)?.charges).toBe(1);
  });

  it("answers 'not_found' for the status of a key the gateway never charged", async () => {
    expect(await adapter().status('never-sent')).toEqual({ status: 'not_found', idempotencyKey: 'never-sent' });
  });
});

describe('failures', () => {
  it('throws PaymentsError unavailable when the gateway is down: nothing was charged', async () => {
    const payments = adapter(DOWN);
    const err = await payments.charge(unsent('tok_x')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentsError);
    expect(err).toMatchObject({ kind: 'unavailable', mayHaveCharged: false, statusCode: 503 });
    expect((err as PaymentsError).body('es').message).toBe('El servicio de pagos con tarjeta no responde. Inténtalo de nuevo en unos minutos.');
    await expect(payments.status('any')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses an answer whose body was altered on the way (a decline made an approval)', async () => {
    const { token } = await addCard({ tarjeta: '4000 0000 0000 0002' });
    const req = await request(token);
    await expect(adapter(PROXY).charge(req)).rejects.toMatchObject({ kind: 'bad_answer', mayHaveCharged: true, statusCode: 502 });
    await expect(adapter(PROXY).status(req.idempotencyKey)).rejects.toMatchObject({ kind: 'bad_answer' });
    // Straight from the gateway, the charge made is the decline.
    expect(await adapter().status(req.idempotencyKey)).toMatchObject({ status: 'declined' });
  });

  it('throws PaymentsError bad_cvv_ticket (422) for a ticket already used or of another card: nothing is charged', async () => {
    const { token } = await addCard();
    const payments = adapter();
    const first = await request(token);
    expect(await payments.charge(first)).toMatchObject({ status: 'approved' });
    const reused = { ...first, idempotencyKey: key() };
    const err = await payments.charge(reused).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'bad_cvv_ticket', mayHaveCharged: false, statusCode: 422 });
    expect((err as PaymentsError).body('en').message).toBe("The card's CVV confirmation was used, expired or is for another card: confirm the CVV again. Nothing was charged.");
    const other = await addCard();
    await expect(payments.charge({ ...(await request(other.token)), token })).rejects.toMatchObject({ kind: 'bad_cvv_ticket' });
    expect(gw.store.charge(reused.idempotencyKey)).toBeNull();
    expect(gw.store.card(token)?.charges).toBe(1);
  });

  it('refuses every answer of a gateway that does not share our secret, and that gateway charges nothing', async () => {
    const { token } = await addCard();
    const req = await request(token);
    await expect(adapter(GATEWAY, { secret: 'not-the-secret' }).charge(req)).rejects.toMatchObject({ kind: 'bad_answer' });
    expect(gw.store.charge(req.idempotencyKey)).toBeNull();
  });
});

describe('verifyCard', () => {
  it("gives the card of the gateway's signed answer: token, brand, last digits, expiry, holder, nickname, address", async () => {
    const added = await addCard({ tarjeta: '5555 5555 5555 4444', brand_card: 'mastercard' });
    const card = await adapter().verifyCard({ body: added.body, signature: added.signature });
    expect(card).toMatchObject({ token: added.token, brand: 'mastercard', last_digits: '4444', valid_date: '12/40', card_holder: 'Ana Pérez Garza', nickname: 'Tarjeta principal', type_user: 'shop', user_id: 1 });
    expect(Object.keys(card).sort()).toEqual(['address', 'brand', 'card_holder', 'last_digits', 'nickname', 'token', 'token_user', 'type_user', 'user_id', 'valid_date']);
    expect(JSON.stringify(card)).not.toMatch(/5555555555554444|5555 5555 5555 4444/);
  });

  it('refuses an answer altered by the browser, one signed with another secret, and one too old', async () => {
    const added = await addCard();
    const payments = adapter();
    const refused = { kind: 'bad_card_proof', statusCode: 422 };
    await expect(payments.verifyCard({ body: added.body.replace('"user_id":1', '"user_id":2'), signature: added.signature })).rejects.toMatchObject(refused);
    await expect(adapter(GATEWAY, { secret: 'not-the-secret' }).verifyCard(added)).rejects.toMatchObject(refused);
    await expect(payments.verifyCard({ body: added.body, signature: 'f'.repeat(64) })).rejects.toMatchObject(refused);
    const later = adapter(GATEWAY, { now: () => new Date(Date.now() + 31 * 60_000) });
    await expect(later.verifyCard(added)).rejects.toMatchObject(refused);
  });
});

describe('the plugin', () => {
  it('decorates app.payments from PAYMENTS_URL and PAYMENTS_SECRET, and without a URL says payments are not configured', async () => {
    const configured = Fastify();
    configured.decorate('config', readConfig({ PAYMENTS_URL: `${GATEWAY}/`, PAYMENTS_SECRET: SECRET, PAYMENTS_TIMEOUT_MS: '5000' }));
    registerPayments(configured);
    expect(await configured.payments.charge(await request((await addCard()).token))).toMatchObject({ status: 'approved' });

    const bare = Fastify();
    bare.decorate('config', readConfig({}));
    registerPayments(bare);
    await expect(bare.payments.charge(unsent('tok_x'))).rejects.toMatchObject({ kind: 'not_configured', statusCode: 503 });
  });

  it("defaults to the sandbox's dev-only secret, the same on both sides, and a gateway folder in DATA_DIR", () => {
    expect(DEV_PAYMENTS_SECRET).toBe(DEV_SECRET);
    expect(readConfig({ DATA_DIR: '/srv/nexo' }).payments).toEqual({ url: null, publicUrl: null, secret: DEV_SECRET, timeoutMs: 10_000, sandbox: { port: 0, dataDir: '/srv/nexo/gateway' } });
  });
});
