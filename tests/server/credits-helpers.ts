// Credits tests' setup: the sandbox gateway in this process on a port of its own, the payments adapter against
// it, and a saved card of a shop made as the console makes it (tokenised at the gateway; here its row is written
// directly, the cards routes being tests/server/cards.test.ts's subject), with a CVV ticket per charge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/app';
import { GatewayStore } from '../../gateway/store';
import type { Db } from '../../server/db/connect';
import { cards } from '../../server/db/schema';
import type { Payments } from '../../server/plugins/payments';
import { createSandboxPayments } from '../../server/plugins/payments/sandbox';

export const SECRET = 'credits-test-secret';

export type ListeningGateway = { app: FastifyInstance; url: string; store: GatewayStore; close: () => Promise<void> };

/** The gateway on a port the system picks (a fixed one collided with another file's or project's in a parallel run). */
export async function listenGateway(slowMs = 100, dataDir?: string): Promise<ListeningGateway> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-credits-gateway-'));
  const store = await GatewayStore.open(dir);
  const app = await buildGateway({ store, secret: SECRET, slowMs });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    store,
    close: async () => {
      await app.close();
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const adapterFor = (url: string, timeoutMs = 2000): Payments => createSandboxPayments({ url, secret: SECRET, timeoutMs, log: () => {} });

export type Owner = { type_user: 'shop' | 'branch'; user_id: number };

/** Tokenises `number` at the gateway for `owner` and keeps the card as our server would: its id and token. */
export async function savedCard(db: Db, gatewayUrl: string, shopId: number, number: string, owner: Owner = { type_user: 'shop', user_id: shopId }): Promise<{ id: number; token: string }> {
  const res = await fetch(`${gatewayUrl}/payments/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      brand_card: 'visa', type: 'tokenTarjeta', operacion: 'A', tarjeta: number, nickname: 'Tarjeta de compras', mes: '12', anio: '40', digitos: '123',
      titular: 'Sofía Tienda', nombre: 'Sofía', apellidos: 'Tienda', direccion1: 'Av. Juárez 200', direccion2: '', ciudad: 'Monterrey',
      estado: 'Nuevo León', pais: 'México', email: 'sofia@tienda.demo', telefono: '8112345678', codigoPostal: '64000', ...owner,
    }),
  });
  if (res.status !== 201) throw new Error(`tokenising failed: ${res.status} ${await res.text()}`);
  const card = ((await res.json()) as { data: { token: string; token_user: string; brand: 'visa'; last_digits: string; valid_date: string; card_holder: string; nickname: string; address: typeof cards.$inferInsert.address } }).data;
  const [row] = await db
    .insert(cards)
    .values({
      shopId,
      branchId: owner.type_user === 'branch' ? owner.user_id : null,
      token: card.token,
      tokenUser: card.token_user,
      brand: card.brand,
      lastDigits: card.last_digits,
      validDate: card.valid_date,
      cardHolder: card.card_holder,
      nickname: card.nickname,
      address: card.address,
    })
    .returning({ id: cards.id });
  return { id: row.id, token: card.token };
}

/** The browser's CVV confirmation of a saved card: the single-use ticket a purchase carries. */
export async function cvvTicket(gatewayUrl: string, token: string, owner: Owner = { type_user: 'shop', user_id: 1 }): Promise<string> {
  const res = await fetch(`${gatewayUrl}/payments/cards/${token}/cvv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ digitos: '123', ...owner }) });
  if (res.status !== 201) throw new Error(`CVV ticket refused: ${res.status}`);
  return ((await res.json()) as { data: { cvv_ticket: string } }).data.cvv_ticket;
}

/** The gateway's charges, as its store keeps them (by idempotency key). */
export function gatewayCharges(gatewayDir: string): { idempotency_key: string; status: string }[] {
  const file = JSON.parse(fs.readFileSync(path.join(gatewayDir, 'gateway.json'), 'utf8')) as { charges: Record<string, { idempotency_key: string; status: string }> };
  return Object.values(file.charges);
}
