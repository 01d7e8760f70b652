// The gateway's card calls (spec 1 §7) and every card rule of spec 1 §5 step 4, checked by the gateway again:
// POST payments/cards tokenises, PUT ol/edit changes only what a saved card may change, POST ol/delete needs
// _method=delete; answers are signed over their body; the browser may call these three (CORS) and nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmac } from '../../gateway/signing';
import { TEST_CARDS } from '../../gateway/test-cards';
import { editOf, newCard, SECRET, startGateway, tokenise, type TestGateway } from './helpers';

// Mid-June 2031 in Monterrey: 05/31 has expired, 06/31 is good to the end of the month, 51 is the last year taken.
const NOW = new Date('2031-06-15T18:00:00Z');
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ now: () => NOW });
});
afterAll(() => gw.close());

const add = (body: Record<string, unknown>, headers: Record<string, string> = { 'x-locale': 'en' }) =>
  gw.app.inject({ method: 'POST', url: '/payments/cards', payload: body, headers });
const edit = (body: Record<string, unknown>) => gw.app.inject({ method: 'PUT', url: '/ol/edit', payload: body, headers: { 'x-locale': 'en' } });
const remove = (body: Record<string, unknown>) => gw.app.inject({ method: 'POST', url: '/ol/delete', payload: body, headers: { 'x-locale': 'en' } });

/** The fields a refused request names. */
async function refusedFields(body: Record<string, unknown>): Promise<string[]> {
  const res = await add(body);
  expect(res.statusCode).toBe(422);
  return Object.keys((res.json() as { errors: Record<string, string[]> }).errors);
}

describe('POST payments/cards (operacion A)', () => {
  it('tokenises a valid card and answers the token, brand, last four digits, expiry, holder and address, signed', async () => {
    const res = await add(newCard({ tarjeta: '5555 5555 5555 4444', brand_card: 'mastercard' }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-gateway-signature']).toBe(hmac(SECRET, res.body));
    const { data } = res.json() as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      brand: 'mastercard',
      last_digits: '4444',
      valid_date: '12/40',
      card_holder: 'Ana Pérez Garza',
      nickname: 'Tarjeta principal',
      type_user: 'shop',
      user_id: 1,
      address: { direccion1: 'Av. Juárez 200', ciudad: 'Monterrey', codigoPostal: '64000', telefono: '8112345678' },
      issued_at: NOW.toISOString(),
    });
    expect(data.token).toMatch(/^tok_[0-9a-f]{32}$/);
    expect(data.token_user).toMatch(/^cus_/);
    // Neither the answer nor the gateway's own store holds the number or the CVV.
    const stored = fs.readFileSync(path.join(gw.dataDir, 'gateway.json'), 'utf8');
    for (const text of [res.body, stored]) {
      expect(text).not.toContain('5555555555554444');
      expect(text).not.toContain('5555 5555 5555 4444');
      expect(text).not.toMatch(/"digitos"|"cvv"/);
    }
  });

  it("gives one owner's cards one customer (token_user), another owner another", async () => {
    const customer = async (owner: Record<string, string>) => ((await add(newCard(owner))).json() as { data: { token_user: string } }).data.token_user;
    const shop7 = await customer({ user_id: '7' });
    expect(await customer({ user_id: '7' })).toBe(shop7);
    expect(await customer({ user_id: '7', type_user: 'branch' })).not.toBe(shop7);
  });

  it('takes a form body as well as JSON', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/payments/cards',
      payload: new URLSearchParams(newCard() as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('takes every test card, Visa and Mastercard', async () => {
    for (const card of TEST_CARDS) expect((await add(newCard({ tarjeta: card.number, brand_card: card.brand }))).statusCode).toBe(201);
  });

  const refusals: [string, Record<string, string>, string][] = [
    ['a number without its spaces', { tarjeta: '4242424242424242' }, 'tarjeta'],
    ['a number of 15 digits', { tarjeta: '4242 4242 4242 424' }, 'tarjeta'],
    ['a number with letters', { tarjeta: '4242 4242 4242 42a2' }, 'tarjeta'],
    ['a number failing the Luhn check', { tarjeta: '4242 4242 4242 4241' }, 'tarjeta'],
    ['a valid Discover number', { tarjeta: '6011 1111 1111 1117', brand_card: 'visa' }, 'tarjeta'],
    ['a brand the number does not have', { brand_card: 'mastercard' }, 'brand_card'],
    ['a brand other than Visa and Mastercard', { brand_card: 'amex' }, 'brand_card'],
    ['month 13', { mes: '13' }, 'mes'],
    ['month 00', { mes: '00' }, 'mes'],
    ['a one-digit month', { mes: '6' }, 'mes'],
    ['a four-digit year', { anio: '2040' }, 'anio'],
    ['an expired card (last month)', { mes: '05', anio: '31' }, 'anio'],
    ['an expiry more than 20 years ahead', { mes: '01', anio: '52' }, 'anio'],
    ['a CVV of 2 digits', { digitos: '12' }, 'digitos'],
    ['a CVV of 4 digits', { digitos: '1234' }, 'digitos'],
    ['a CVV with letters', { digitos: '12a' }, 'digitos'],
    ['a payment method name of 2 characters', { nickname: 'ab' }, 'nickname'],
    ['a payment method name of 51 characters', { nickname: 'n'.repeat(51) }, 'nickname'],
    ['a holder of 3 characters', { titular: 'Ana' }, 'titular'],
    ['a holder of 51 characters', { titular: 'h'.repeat(51) }, 'titular'],
    ['an address line 1 of 3 characters', { direccion1: 'Av.' }, 'direccion1'],
    ['an address line 2 of 51 characters', { direccion2: 'd'.repeat(51) }, 'direccion2'],
    ['a city of 3 characters', { ciudad: 'Mty' }, 'ciudad'],
    ['a state of 3 characters', { estado: 'N.L' }, 'estado'],
    ['a country of 3 characters', { pais: 'MEX' }, 'pais'],
    ['a country of 51 characters', { pais: 'p'.repeat(51) }, 'pais'],
    ['a postal code of 4 digits', { codigoPostal: '6400' }, 'codigoPostal'],
    ['a postal code of 7 digits', { codigoPostal: '6400000' }, 'codigoPostal'],
    ['a postal code with letters', { codigoPostal: '64OOO' }, 'codigoPostal'],
    ['an e-mail without a domain', { email: 'ana@tienda' }, 'email'],
    ['an e-mail of 51 characters', { email: `${'a'.repeat(40)}@tienda.demo` }, 'email'],
    ['a phone of 9 digits', { telefono: '811234567' }, 'telefono'],
    ['a phone of 11 digits', { telefono: '81123456789' }, 'telefono'],
    ['a phone with a sign', { telefono: '+521123456' }, 'telefono'],
    ['an owner type other than shop or branch', { type_user: 'user' }, 'type_user'],
    ['owner 0', { user_id: '0' }, 'user_id'],
    ['an owner that is not a number', { user_id: 'uno' }, 'user_id'],
    ['another type', { type: 'tokenCliente' }, 'type'],
    ['operacion U on the add call', { operacion: 'U' }, 'operacion'],
  ];
  it.each(refusals)('refuses %s (422 naming the field)', async (_what, overrides, field) => {
    expect(await refusedFields(newCard(overrides))).toEqual([field]);
  });

  it('takes the edges: this month, 20 years ahead, 5 and 6 digit postal codes, no address line 2', async () => {
    const edges: Record<string, string>[] = [{ mes: '06', anio: '31' }, { anio: '51' }, { codigoPostal: '64000' }, { codigoPostal: '640001' }, { direccion2: '' }, { nickname: 'abc', titular: 'Anas' }];
    for (const overrides of edges) {
      expect((await add(newCard(overrides))).statusCode).toBe(201);
    }
  });

  it('names every missing field at once', async () => {
    const fields = await refusedFields({});
    for (const f of ['brand_card', 'type', 'type_user', 'user_id', 'operacion', 'tarjeta', 'nickname', 'mes', 'anio', 'digitos', 'titular', 'direccion1', 'ciudad', 'estado', 'pais', 'email', 'telefono', 'codigoPostal']) {
      expect(fields).toContain(f);
    }
    expect(fields).not.toContain('direccion2');
  });

  it("answers in the caller's language, Spanish by default", async () => {
    const body = newCard({ tarjeta: '4242 4242 4242 4241' });
    expect((await add(body, { 'x-locale': 'en' })).json()).toMatchObject({ message: 'The card number is not valid.' });
    expect((await add(body, { 'accept-language': 'en-US,en;q=0.9' })).json()).toMatchObject({ message: 'The card number is not valid.' });
    expect((await add(body, {})).json()).toMatchObject({ message: 'El número de tarjeta no es válido.' });
  });
});

describe('PUT ol/edit (operacion U, digitos=000)', () => {
  it("changes the nickname, holder and billing address, keeps the number and expiry, and answers the card signed", async () => {
    const token = await tokenise(gw.app);
    const res = await edit(editOf(token, { nickname: 'Tarjeta de gastos', titular: 'Ana P. Garza', ciudad: 'San Pedro', tarjeta: '**** **** **** 4242' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-gateway-signature']).toBe(hmac(SECRET, res.body));
    expect((res.json() as { data: unknown }).data).toMatchObject({ token, nickname: 'Tarjeta de gastos', card_holder: 'Ana P. Garza', last_digits: '4242', valid_date: '12/40', address: { ciudad: 'San Pedro' } });
    expect(gw.store.card(token)).toMatchObject({ nickname: 'Tarjeta de gastos', titular: 'Ana P. Garza', last4: '4242', mes: '12', anio: '40' });
  });

  it('refuses a CVV other than 000, a new number, a new expiry or another brand, and changes nothing', async () => {
    const token = await tokenise(gw.app);
    const before = gw.store.card(token);
    for (const [overrides, field] of [
      [{ digitos: '123' }, 'digitos'],
      [{ tarjeta: '5555 5555 5555 4444' }, 'tarjeta'],
      [{ tarjeta: '**** **** **** 4444' }, 'tarjeta'],
      [{ mes: '11' }, 'mes'],
      [{ anio: '39' }, 'anio'],
      [{ brand_card: 'mastercard' }, 'brand_card'],
    ] as const) {
      const res = await edit(editOf(token, { ...overrides, nickname: 'Otro nombre' }));
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys((res.json() as { errors: object }).errors)).toEqual([field]);
    }
    expect(gw.store.card(token)).toEqual(before);
  });

  it('checks the edit like a new card: the spec rules of every field it changes', async () => {
    const token = await tokenise(gw.app);
    const res = await edit(editOf(token, { telefono: '123', codigoPostal: '1', operacion: 'A' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: object }).errors).sort()).toEqual(['codigoPostal', 'operacion', 'telefono']);
  });

  it("answers 404 for an unknown token and for another owner's card", async () => {
    const token = await tokenise(gw.app);
    expect((await edit(editOf(`tok_${'0'.repeat(32)}`))).statusCode).toBe(404);
    expect((await edit(editOf(token, { user_id: '2' }))).statusCode).toBe(404);
    expect((await edit(editOf(token, { type_user: 'branch' }))).statusCode).toBe(404);
  });
});

describe('POST ol/delete (_method=delete)', () => {
  it('deletes the card of that token and owner, answering its nickname signed; then it is gone', async () => {
    const token = await tokenise(gw.app, { nickname: 'Para borrar' });
    const fields = editOf(token);
    expect((await remove({ ...fields, _method: 'delete', user_id: '2' })).statusCode).toBe(404);
    const res = await remove({ ...fields, _method: 'delete' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-gateway-signature']).toBe(hmac(SECRET, res.body));
    expect((res.json() as { data: unknown }).data).toMatchObject({ token, nickname: 'Para borrar', deleted: true });
    expect(gw.store.card(token)).toBeNull();
    expect((await remove({ ...fields, _method: 'DELETE' })).statusCode).toBe(404);
  });

  it('refuses a delete without _method=delete (405) and keeps the card', async () => {
    const token = await tokenise(gw.app);
    expect((await remove(editOf(token))).statusCode).toBe(405);
    expect((await remove({ ...editOf(token), _method: 'put' })).statusCode).toBe(405);
    expect(gw.store.card(token)).not.toBeNull();
  });
});

describe('what the browser may call', () => {
  it('answers the preflight of the three card calls for any origin, exposing the signature', async () => {
    for (const url of ['/payments/cards', '/ol/edit', '/ol/delete']) {
      const res = await gw.app.inject({ method: 'OPTIONS', url, headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'PUT' } });
      expect(res.statusCode).toBe(204);
      expect(res.headers).toMatchObject({ 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, PUT', 'access-control-expose-headers': 'x-gateway-signature' });
      expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
    }
  });

  it('gives charges no CORS: a page cannot read them', async () => {
    const res = await gw.app.inject({ method: 'OPTIONS', url: '/charges', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
