// Saved cards (server/cards, server/routes/cards): the console tokenises, edits and deletes a card at the sandbox
// gateway (here in this process, sharing the test servers' payments secret) and hands the gateway's signed answer
// on to our server, which keeps the card only when the gateway made it for that shop or branch. Per account,
// owner and signature; and no card number or CVV reaches the database or the server's log.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../../gateway/app';
import { GatewayStore } from '../../gateway/store';
import { buildApp } from '../../server/app';
import type { StoredCard } from '../../src/contracts/cards.struct';
import { as, startTestServer, TEST_PAYMENTS_SECRET, tokenFor, type DemoName, type TestServer } from './helpers';

let server: TestServer;
let gateway: FastifyInstance;
let gatewayDir: string;
const tokens = {} as Record<DemoName, string>;

beforeAll(async () => {
  server = await startTestServer();
  gatewayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-cards-gateway-'));
  gateway = await buildGateway({ store: await GatewayStore.open(gatewayDir), secret: TEST_PAYMENTS_SECRET, slowMs: 100 });
  for (const who of ['shop', 'manager', 'salesman', 'parking', 'admin'] as const) tokens[who] = await tokenFor(server, who);
});
afterAll(async () => {
  await gateway.close();
  await server.close();
  fs.rmSync(gatewayDir, { recursive: true, force: true });
});

type Owner = { type_user: 'shop' | 'branch'; user_id: number };
const SHOP_1: Owner = { type_user: 'shop', user_id: 1 };
const BRANCH_1: Owner = { type_user: 'branch', user_id: 1 };

/** The card editor's fields for a new card (spec 1 §7), owned by `owner`. */
const cardFields = (owner: Owner, overrides: Record<string, string> = {}) => ({
  brand_card: 'visa',
  type: 'tokenTarjeta',
  operacion: 'A',
  tarjeta: '4242 4242 4242 4242',
  nickname: 'Tarjeta principal',
  mes: '12',
  anio: '40',
  digitos: '739',
  titular: 'Sofía Tienda',
  nombre: 'Sofía',
  apellidos: 'Tienda',
  direccion1: 'Av. Juárez 200',
  direccion2: '',
  ciudad: 'Monterrey',
  estado: 'Nuevo León',
  pais: 'México',
  email: 'sofia@tienda.demo',
  telefono: '8112345678',
  codigoPostal: '64000',
  ...owner,
  user_id: String(owner.user_id),
  ...overrides,
});

type Proof = { body: string; signature: string };

/** What the browser does at the gateway: the answer's body and signature, as it hands them on. */
async function atGateway(method: 'POST' | 'PUT', url: string, payload: object): Promise<Proof & { token: string }> {
  const res = await gateway.inject({ method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return { body: res.body, signature: String(res.headers['x-gateway-signature']), token: (res.json() as { data: { token: string } }).data.token };
}
const tokenise = (owner: Owner, overrides: Record<string, string> = {}) => atGateway('POST', '/payments/cards', cardFields(owner, overrides));
const editAtGateway = (token: string, owner: Owner, overrides: Record<string, string> = {}) => {
  const { tarjeta: _number, ...fields } = cardFields(owner, overrides);
  return atGateway('PUT', '/ol/edit', { ...fields, operacion: 'U', token, digitos: '000' });
};

const SHOP_CARDS = '/api/shops/1/cards';
const BRANCH_CARDS = (branch: number) => `/api/shops/1/branch/${branch}/cards`;

const call = (who: DemoName, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, app = server.app) =>
  as(app, tokens[who], { method, url, payload, headers: { 'x-locale': 'es' } });
const listOf = async (who: DemoName, url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: StoredCard[] }).data;
};
const proofOf = ({ body, signature }: Proof) => ({ body, signature });
/** Rows of a query (node-postgres' result under drizzle). */
const rowsOf = async <T>(query: ReturnType<typeof sql> | ReturnType<typeof sql.raw>) => ((await server.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const cardRows = async () => Number((await rowsOf<{ n: number }>(sql`select count(*)::int as n from cards`))[0]?.n);

describe("a shop's cards", () => {
  it('saves the card the gateway tokenised for the shop, lists it masked, and the same answer again is the same card', async () => {
    expect(await listOf('shop', SHOP_CARDS)).toEqual([]);
    const added = await tokenise(SHOP_1);
    const res = await call('shop', 'POST', SHOP_CARDS, proofOf(added));
    expect(res.statusCode, res.body).toBe(201);
    const saved = (res.json() as { message: string; data: StoredCard }).data;
    expect(res.json()).toMatchObject({ message: 'Tarjeta Tarjeta principal guardada.' });
    expect(saved).toMatchObject({ nickname: 'Tarjeta principal', card_holder: 'Sofía Tienda', last_digits: '4242', valid_date: '12/40', brand: 'visa', token: added.token });
    expect(saved.token_user).toMatch(/^cus_/);
    expect(saved.address).toMatchObject({ direccion1: 'Av. Juárez 200', codigoPostal: '64000', telefono: '8112345678' });
    expect(Object.keys(saved).sort()).toEqual(['address', 'brand', 'card_holder', 'id', 'last_digits', 'nickname', 'token', 'token_user', 'valid_date']);
    expect(await listOf('shop', SHOP_CARDS)).toEqual([saved]);

    const again = await call('shop', 'POST', SHOP_CARDS, proofOf(added));
    expect(again.statusCode).toBe(200);
    expect((again.json() as { data: StoredCard }).data).toEqual(saved);
    expect(await listOf('shop', SHOP_CARDS)).toHaveLength(1);
  });

  it('records an edit made at the gateway (nickname, holder, address) and refuses the edit answer of another card (422)', async () => {
    const first = await tokenise(SHOP_1, { nickname: 'Para editar' });
    const { data: card } = (await call('shop', 'POST', SHOP_CARDS, proofOf(first))).json() as { data: StoredCard };
    const edit = await editAtGateway(first.token, SHOP_1, { nickname: 'Gastos de oficina', titular: 'Sofía T. Garza', ciudad: 'San Pedro' });
    const res = await call('shop', 'PUT', `${SHOP_CARDS}/${card.id}`, proofOf(edit));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Tarjeta Gastos de oficina actualizada.', data: { id: card.id, nickname: 'Gastos de oficina', card_holder: 'Sofía T. Garza', last_digits: '4242', address: { ciudad: 'San Pedro' } } });
    // Laravel's spoofed PUT too.
    const spoofed = await call('shop', 'POST', `${SHOP_CARDS}/${card.id}`, { ...proofOf(await editAtGateway(first.token, SHOP_1, { nickname: 'Oficina' })), _method: 'PUT' });
    expect(spoofed.json()).toMatchObject({ data: { nickname: 'Oficina' } });

    const other = await tokenise(SHOP_1, { nickname: 'Otra tarjeta' });
    await call('shop', 'POST', SHOP_CARDS, proofOf(other));
    const wrong = await call('shop', 'PUT', `${SHOP_CARDS}/${card.id}`, proofOf(await editAtGateway(other.token, SHOP_1, { nickname: 'Cruzada' })));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'No se pudo confirmar la tarjeta con el servicio de pagos: agrégala de nuevo.' });
    expect((await listOf('shop', SHOP_CARDS)).find((c) => c.id === card.id)?.nickname).toBe('Oficina');
  });

  it('forgets a deleted card (DELETE, or POST with _method=delete) with its nickname; again: 404', async () => {
    const { data: card } = (await call('shop', 'POST', SHOP_CARDS, proofOf(await tokenise(SHOP_1, { nickname: 'Para borrar' })))).json() as { data: StoredCard };
    const res = await call('shop', 'DELETE', `${SHOP_CARDS}/${card.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tarjeta Para borrar eliminada.', data: { id: card.id, nickname: 'Para borrar' } });
    expect((await listOf('shop', SHOP_CARDS)).map((c) => c.id)).not.toContain(card.id);
    expect((await call('shop', 'DELETE', `${SHOP_CARDS}/${card.id}`)).statusCode).toBe(404);

    const { data: other } = (await call('shop', 'POST', SHOP_CARDS, proofOf(await tokenise(SHOP_1, { nickname: 'Por formulario' })))).json() as { data: StoredCard };
    const spoofed = await call('shop', 'POST', `${SHOP_CARDS}/${other.id}`, { _method: 'delete' });
    expect(spoofed.json()).toMatchObject({ data: { id: other.id } });
  });
});

describe("a branch's cards", () => {
  it("are the branch's own: saved by the owner, listed by the owner and the manager, not among the shop's or another branch's", async () => {
    const added = await tokenise(BRANCH_1, { nickname: 'Sucursal Centro' });
    const res = await call('shop', 'POST', BRANCH_CARDS(1), proofOf(added));
    expect(res.statusCode, res.body).toBe(201);
    const { data: card } = res.json() as { data: StoredCard };
    expect(await listOf('manager', BRANCH_CARDS(1))).toEqual([card]);
    expect(await listOf('shop', BRANCH_CARDS(1))).toEqual([card]);
    expect((await listOf('shop', SHOP_CARDS)).map((c) => c.id)).not.toContain(card.id);
    expect(await listOf('shop', BRANCH_CARDS(2))).toEqual([]);

    // The manager (shopping.branch.creditsbuy) edits and deletes the branch's cards.
    const edit = await call('manager', 'PUT', `${BRANCH_CARDS(1)}/${card.id}`, proofOf(await editAtGateway(added.token, BRANCH_1, { nickname: 'Caja Centro' })));
    expect(edit.json()).toMatchObject({ data: { nickname: 'Caja Centro' } });
    // Branch 2's address does not reach branch 1's card, nor the shop's address its cards.
    expect((await call('shop', 'DELETE', `${BRANCH_CARDS(2)}/${card.id}`)).statusCode).toBe(404);
    expect((await call('shop', 'DELETE', `${SHOP_CARDS}/${card.id}`)).statusCode).toBe(404);
    expect((await call('manager', 'DELETE', `${BRANCH_CARDS(1)}/${card.id}`)).statusCode).toBe(200);
  });
});

describe('who may, and whose', () => {
  it("answers 404 to a card the gateway made for another owner, and to another shop's or branch's address", async () => {
    const before = await cardRows();
    const otherShop = await tokenise({ type_user: 'shop', user_id: 2 });
    expect((await call('shop', 'POST', SHOP_CARDS, proofOf(otherShop))).statusCode).toBe(404);
    // A branch's card is not the shop's, nor the other way round.
    expect((await call('shop', 'POST', SHOP_CARDS, proofOf(await tokenise(BRANCH_1)))).statusCode).toBe(404);
    expect((await call('shop', 'POST', BRANCH_CARDS(1), proofOf(await tokenise(SHOP_1)))).statusCode).toBe(404);
    expect((await call('shop', 'POST', BRANCH_CARDS(2), proofOf(await tokenise(BRANCH_1)))).statusCode).toBe(404);
    // Shop 2 and its branch 3 are another tenant.
    expect((await call('shop', 'POST', '/api/shops/2/cards', proofOf(otherShop))).statusCode).toBe(404);
    expect((await call('shop', 'GET', '/api/shops/2/cards')).statusCode).toBe(404);
    expect((await call('shop', 'GET', '/api/shops/2/branch/3/cards')).statusCode).toBe(404);
    expect((await call('shop', 'GET', '/api/shops/1/branch/3/cards')).statusCode).toBe(404);
    expect(await cardRows()).toBe(before);
  });

  it('refuses accounts without the permission (403): the manager on the shop\'s cards, the salesman, a lot administrator, the platform admin', async () => {
    const proof = proofOf(await tokenise(SHOP_1));
    for (const who of ['manager', 'salesman', 'parking', 'admin'] as const) {
      expect((await call(who, 'GET', SHOP_CARDS)).statusCode, who).toBe(403);
      expect((await call(who, 'POST', SHOP_CARDS, proof)).statusCode, who).toBe(403);
    }
    for (const who of ['salesman', 'parking', 'admin'] as const) expect((await call(who, 'GET', BRANCH_CARDS(1))).statusCode, who).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: SHOP_CARDS })).statusCode).toBe(401);
  });
});

describe('the signature', () => {
  it('refuses an answer altered on the way, signed with another secret, unsigned, not a card, or not JSON (422), keeping nothing', async () => {
    const before = await cardRows();
    const added = await tokenise(SHOP_1, { nickname: 'Firmada' });
    const forged = await buildGateway({ store: await GatewayStore.open(fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-forged-'))), secret: 'not-our-secret', slowMs: 100 });
    const foreign = await forged.inject({ method: 'POST', url: '/payments/cards', payload: cardFields(SHOP_1) });
    await forged.close();
    const cases: [string, object][] = [
      ['another nickname', { body: added.body.replace('Firmada', 'Alterada'), signature: added.signature }],
      ["another secret's", { body: foreign.body, signature: String(foreign.headers['x-gateway-signature']) }],
      ['no signature', { body: added.body, signature: '' }],
      ['a signature of another answer', { body: added.body, signature: (await tokenise(SHOP_1)).signature }],
      ['a delete answer', await (async () => {
        const res = await gateway.inject({ method: 'POST', url: '/ol/delete', payload: { _method: 'delete', token: (await tokenise(SHOP_1)).token, type_user: 'shop', user_id: '1' } });
        return { body: res.body, signature: String(res.headers['x-gateway-signature']) };
      })()],
      ['not JSON', { body: 'tarjeta=4242', signature: 'a'.repeat(64) }],
    ];
    for (const [what, proof] of cases) {
      const res = await call('shop', 'POST', SHOP_CARDS, proof);
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toMatchObject({ message: 'No se pudo confirmar la tarjeta con el servicio de pagos: agrégala de nuevo.', reason: 'bad_card_proof' });
    }
    const { data: card } = (await call('shop', 'POST', SHOP_CARDS, proofOf(added))).json() as { data: StoredCard };
    const edit = await editAtGateway(added.token, SHOP_1, { nickname: 'Editada' });
    expect((await call('shop', 'PUT', `${SHOP_CARDS}/${card.id}`, { body: edit.body.replace('Editada', 'Alterada'), signature: edit.signature })).statusCode).toBe(422);
    expect((await listOf('shop', SHOP_CARDS)).find((c) => c.id === card.id)?.nickname).toBe('Firmada');
    expect(await cardRows()).toBe(before + 1);
  });

  it('answers a body without the answer or its signature with the fields named (422), in English when asked', async () => {
    const res = await as(server.app, tokens.shop, { method: 'POST', url: SHOP_CARDS, payload: { signature: 'x' }, headers: { 'x-locale': 'en' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['body']);
    expect((await call('shop', 'POST', SHOP_CARDS, { body: 'x'.repeat(9000), signature: 'x' })).statusCode).toBe(422);
  });
});

describe('no card number and no CVV on our side', () => {
  it('keeps none in the database or the server log after cards are added, edited and deleted through the gateway', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({ db: server.handle.db, config: server.app.config, payments: server.app.payments, logger: { level: 'trace', stream } });
    try {
      const numbers = ['4242 4242 4242 4242', '5555 5555 5555 4444', '4000 0000 0000 0036'];
      const cvvs = ['739', '582', '614'];
      const saved: StoredCard[] = [];
      for (const [i, number] of numbers.entries()) {
        const owner = i === 2 ? BRANCH_1 : SHOP_1;
        const added = await tokenise(owner, { tarjeta: number, brand_card: number.startsWith('5') ? 'mastercard' : 'visa', digitos: cvvs[i] as string, nickname: `Tarjeta ${i + 1}` });
        const res = await call('shop', 'POST', owner === SHOP_1 ? SHOP_CARDS : BRANCH_CARDS(1), proofOf(added), logged);
        expect(res.statusCode, res.body).toBe(201);
        saved.push((res.json() as { data: StoredCard }).data);
      }
      const first = saved[0] as StoredCard;
      expect((await call('shop', 'PUT', `${SHOP_CARDS}/${first.id}`, proofOf(await editAtGateway(first.token, SHOP_1, { nickname: 'Renombrada' })), logged)).statusCode).toBe(200);
      expect((await call('shop', 'DELETE', `${SHOP_CARDS}/${(saved[1] as StoredCard).id}`, undefined, logged)).statusCode).toBe(200);

      const tables = (await rowsOf<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).map((r) => r.table_name);
      expect(tables).toContain('cards');
      let database = '';
      for (const table of tables) {
        database += (await rowsOf<{ row: string }>(sql.raw(`select row_to_json(t)::text as row from "${table}" t`))).map((r) => r.row).join('\n');
      }
      const log = lines.join('');
      expect(log).toContain('/api/shops/1/cards');
      expect(database).toContain('Renombrada');
      for (const [where, text] of [['database', database], ['log', log]] as const) {
        for (const number of numbers) {
          expect(text, `${where}: ${number}`).not.toContain(number);
          expect(text, `${where}: ${number}`).not.toContain(number.replaceAll(' ', ''));
        }
        for (const cvv of cvvs) expect(text, `${where}: CVV ${cvv}`).not.toMatch(new RegExp(`"${cvv}"|=${cvv}\\b`));
        expect(text, where).not.toMatch(/"(digitos|tarjeta)"|(digitos|tarjeta)=/);
      }
    } finally {
      await logged.close();
    }
  });
});
