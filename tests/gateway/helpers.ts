// The sandbox gateway in this test process (gateway/app.ts on a fresh data folder), a valid new card in the
// spec's fields, and requests signed as our server signs them (gateway/signing.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../gateway/app';
import { hmac, requestText } from '../../gateway/signing';
import { GatewayStore } from '../../gateway/store';

export const SECRET = 'test-secret-for-the-gateway';

export type TestGateway = { app: FastifyInstance; store: GatewayStore; dataDir: string; close: () => Promise<void> };

export async function startGateway(opts: { slowMs?: number; now?: () => Date; dataDir?: string } = {}): Promise<TestGateway> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-gateway-test-'));
  const store = await GatewayStore.open(dataDir);
  const app = await buildGateway({ store, secret: SECRET, slowMs: opts.slowMs ?? 200, now: opts.now });
  await app.ready();
  return {
    app,
    store,
    dataDir,
    close: async () => {
      await app.close();
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new card as the console's card editor sends it (spec 1 §7), owned by shop 1. */
export function newCard(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    brand_card: 'visa',
    type: 'tokenTarjeta',
    type_user: 'shop',
    user_id: '1',
    operacion: 'A',
    tarjeta: '4242 4242 4242 4242',
    nickname: 'Tarjeta principal',
    mes: '12',
    anio: '40',
    digitos: '123',
    titular: 'Ana Pérez Garza',
    nombre: 'Ana',
    apellidos: 'Pérez Garza',
    direccion1: 'Av. Juárez 200',
    direccion2: 'Piso 3',
    ciudad: 'Monterrey',
    estado: 'Nuevo León',
    pais: 'México',
    email: 'ana@tienda.demo',
    telefono: '8112345678',
    codigoPostal: '64000',
    ...overrides,
  };
}

/** The same card's fields as an edit sends them: operacion U, its token, CVV 000. */
export function editOf(token: string, overrides: Record<string, string | number> = {}): Record<string, string | number> {
  const { tarjeta: _number, ...fields } = newCard();
  return { ...fields, operacion: 'U', token, digitos: '000', ...overrides };
}

/** The headers our server signs a charge or status request with. */
export function signedHeaders(method: string, url: string, body: string, secret = SECRET, at = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    ...(body ? { 'content-type': 'application/json' } : {}),
    'x-nexo-timestamp': timestamp,
    'x-nexo-signature': hmac(secret, requestText(timestamp, method, url, body)),
  };
}

export async function tokenise(app: FastifyInstance, overrides: Record<string, string | number> = {}): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/payments/cards', payload: newCard(overrides) });
  if (res.statusCode !== 201) throw new Error(`tokenising failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { token: string } }).data.token;
}

export type ChargeAnswer = { data: { id: string; status: string; reason: string | null; authorization: string | null; idempotency_key: string; amount_cents: number } };

/** Confirms a saved card's CVV as the browser does (shop 1's card unless told): the answer as it came. */
export function askCvvTicket(app: FastifyInstance, token: string, body: Record<string, string | number> = {}) {
  return app.inject({ method: 'POST', url: `/payments/cards/${token}/cvv`, payload: { digitos: '123', type_user: 'shop', user_id: '1', ...body } });
}

/** A CVV ticket for shop 1's card. */
export async function cvvTicket(app: FastifyInstance, token: string): Promise<string> {
  const res = await askCvvTicket(app, token);
  if (res.statusCode !== 201) throw new Error(`the CVV ticket was refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { cvv_ticket: string } }).data.cvv_ticket;
}

/**
 * A signed charge request with a fresh CVV ticket of its token unless one is given; `at`: the signature's time,
 * when the gateway's clock is not the real one.
 */
export async function charge(
  app: FastifyInstance,
  body: { idempotency_key: string; token: string; amount_cents?: number; currency?: string; description?: string; cvv_ticket?: string },
  at = new Date(),
) {
  const ticket = body.cvv_ticket ?? (await cvvTicket(app, body.token));
  const payload = JSON.stringify({ amount_cents: 50_000, currency: 'MXN', description: 'Paquete de créditos', cvv_ticket: ticket, ...body });
  return app.inject({ method: 'POST', url: '/charges', payload, headers: signedHeaders('POST', '/charges', payload, SECRET, at) });
}

export function chargeStatus(app: FastifyInstance, key: string) {
  const url = `/charges/${key}`;
  return app.inject({ method: 'GET', url, headers: signedHeaders('GET', url, '') });
}
