// A saved card's CVV confirmed at the gateway (POST payments/cards/{token}/cvv, from the browser): a signed
// single-use ticket for that token, valid 10 minutes, that a new charge must carry. Missing, used, expired or
// another card's: refused (422, reason cvv_ticket) and nothing charged. A repeated key answers its charge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CVV_TICKET_TTL_MS } from '../../gateway/routes/cards';
import { hmac } from '../../gateway/signing';
import { GatewayStore } from '../../gateway/store';
import { askCvvTicket, charge, cvvTicket, SECRET, startGateway, tokenise, type ChargeAnswer, type TestGateway } from './helpers';

let gw: TestGateway;
let clock = new Date();
beforeAll(async () => {
  gw = await startGateway({ now: () => clock });
});
afterAll(() => gw.close());

/** Every field of a parsed JSON value, nested ones too, as [its key, its value]. */
const fieldsOf = (value: unknown): [string, unknown][] =>
  value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, v]) => [[key, v] as [string, unknown], ...fieldsOf(v)]) : [];

let keys = 0;
const newKey = () => `cvv-${++keys}`;

describe('POST payments/cards/{token}/cvv', () => {
  it('answers a signed ticket for the token, valid 10 minutes, and keeps no CVV', async () => {
    const token = await tokenise(gw.app);
    const res = await askCvvTicket(gw.app, token, { digitos: '987' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-gateway-signature']).toBe(hmac(SECRET, res.body));
    const { data } = res.json() as { data: { cvv_ticket: string; token: string; expires_at: string } };
    expect(data.cvv_ticket).toMatch(/^cvt_[0-9a-f]{32}$/);
    expect(data.token).toBe(token);
    expect(Date.parse(data.expires_at) - clock.getTime()).toBe(CVV_TICKET_TTL_MS);
    // The kept ticket is these four fields and no other, none of them the CVV; the store's file, parsed, holds no
    // CVV field and no value that is the CVV. (Not a substring search: the random ticket id and the timestamp
    // hold '987' about once in fifty runs.)
    expect(gw.store.ticket(data.cvv_ticket)).toStrictEqual({ ticket: data.cvv_ticket, token, expires_at: data.expires_at, used_by: null });
    await gw.store.save();
    const kept = JSON.parse(fs.readFileSync(path.join(gw.dataDir, 'gateway.json'), 'utf8')) as unknown;
    expect(fieldsOf(kept).filter(([key, value]) => /cvv|digitos/i.test(key) || value === '987' || value === 987)).toEqual([]);
  });

  it.each([
    ['no CVV', { digitos: '' }, 'digitos', 'El campo CVV es obligatorio.'],
    ['a CVV of 4 digits', { digitos: '1234' }, 'digitos', 'El CVV debe tener 3 dígitos.'],
    ['a CVV with a letter', { digitos: '12a' }, 'digitos', 'El CVV debe tener 3 dígitos.'],
    ['another owner type', { type_user: 'admin' }, 'type_user', 'El campo tipo de titular de la cuenta no es uno de los valores aceptados.'],
    ['an owner of 0', { user_id: '0' }, 'user_id', 'El campo cuenta debe ser un número entero positivo.'],
  ])('refuses %s (422, in Spanish by default)', async (_what, body, field, text) => {
    const res = await askCvvTicket(gw.app, await tokenise(gw.app), body);
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([text]);
  });

  it("answers 404 for another owner's card and an unknown token, in the caller's language", async () => {
    const token = await tokenise(gw.app);
    expect((await askCvvTicket(gw.app, token, { user_id: '2' })).statusCode).toBe(404);
    expect((await askCvvTicket(gw.app, token, { type_user: 'branch' })).statusCode).toBe(404);
    const unknown = await gw.app.inject({ method: 'POST', url: `/payments/cards/tok_${'0'.repeat(32)}/cvv`, payload: { digitos: '123', type_user: 'shop', user_id: '1' }, headers: { 'x-locale': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No saved card has that token.' });
  });

  it('is open to any origin, as the other card calls', async () => {
    const url = `/payments/cards/${await tokenise(gw.app)}/cvv`;
    const res = await gw.app.inject({ method: 'OPTIONS', url, headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-gateway-signature' });
  });
});

describe('a charge and its ticket', () => {
  const refused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ reason: 'cvv_ticket' });
  };

  it('refuses a charge without a ticket, with an unknown one, or with another card’s, and charges nothing', async () => {
    const token = await tokenise(gw.app);
    const other = await tokenise(gw.app);
    for (const ticket of ['', 'cvt_made_up', await cvvTicket(gw.app, other)]) {
      const key = newKey();
      refused(await charge(gw.app, { idempotency_key: key, token, cvv_ticket: ticket }));
      expect(gw.store.charge(key)).toBeNull();
    }
    expect(gw.store.card(token)?.charges).toBe(0);
  });

  it('takes a ticket once: a second charge with it is refused, the same key again answers the first charge', async () => {
    const token = await tokenise(gw.app);
    const ticket = await cvvTicket(gw.app, token);
    const key = newKey();
    const first = await charge(gw.app, { idempotency_key: key, token, cvv_ticket: ticket });
    expect(first.statusCode).toBe(200);
    expect((await charge(gw.app, { idempotency_key: key, token, cvv_ticket: ticket })).json()).toEqual(first.json());
    const second = newKey();
    refused(await charge(gw.app, { idempotency_key: second, token, cvv_ticket: ticket }));
    expect(gw.store.charge(second)).toBeNull();
    expect(gw.store.card(token)?.charges).toBe(1);
  });

  it('refuses a ticket 10 minutes old, and takes one a second younger', async () => {
    const token = await tokenise(gw.app);
    const saved = clock;
    try {
      const old = await cvvTicket(gw.app, token);
      const young = await cvvTicket(gw.app, token);
      clock = new Date(saved.getTime() + CVV_TICKET_TTL_MS - 1000);
      expect(((await charge(gw.app, { idempotency_key: newKey(), token, cvv_ticket: young }, clock)).json() as ChargeAnswer).data.status).toBe('approved');
      clock = new Date(saved.getTime() + CVV_TICKET_TTL_MS);
      refused(await charge(gw.app, { idempotency_key: newKey(), token, cvv_ticket: old }, clock));
    } finally {
      clock = saved;
    }
  });

  it('keeps its tickets across a restart, and opens a store written before tickets existed', async () => {
    const token = await tokenise(gw.app);
    const ticket = await cvvTicket(gw.app, token);
    const reopened = await GatewayStore.open(gw.dataDir);
    expect(reopened.ticket(ticket)).toMatchObject({ token, used_by: null });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-gateway-old-'));
    try {
      fs.writeFileSync(path.join(dir, 'gateway.json'), JSON.stringify({ version: 1, customers: {}, cards: {}, charges: {} }));
      expect((await GatewayStore.open(dir)).ticket(ticket)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
