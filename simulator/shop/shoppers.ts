// Simulated customers of shopping to go (`npm run simulate -- --shop`): a new customer every `every` seconds signs
// in through the customer API, asks for a product in the plaza under the category, watches their request, accepts
// the first offer a short while (`pause`) after it arrives, writes to that store, and after another pause says
// "I'm here"; the salesman closes the sale from the console. With `count` the run ends once that many customers
// are done (arrived, or their request ended without an offer); without, it plays until stopped.
import type { CustomerRequest } from '../../src/contracts/shopping.struct';
import { Refused, type CustomerClient } from './customer-client';

export type ShopOptions = {
  plazaId: number;
  categoryId: number;
  /** Seconds between two new customers. */
  every: number;
  /** How many customers; null: until `signal` aborts. */
  count: number | null;
  /** Seconds a customer waits before each step: accepting the first offer, then "I'm here" after the chat. */
  pause: number;
  /** Seconds between two looks at one's requests. */
  poll: number;
  /** The first customer's number. */
  first?: number;
  log: (line: string) => void;
  signal?: AbortSignal;
};

export type ShopResult = { customers: number; accepted: number; arrived: number; ended: number };

const PASSWORD = 'simulador1234';
/** The customers take turns: customer n is account shop-sim-{1 + (n - 1) mod 20}@cliente.nexo.demo, registered once
 *  (the server limits registrations per address) and signed in again afterwards, also on a later run. */
const ACCOUNTS = 20;
export const simulatedAccount = (n: number): string => `shop-sim-${1 + ((n - 1) % ACCOUNTS)}@cliente.nexo.demo`;
export const SIMULATED_PASSWORD = PASSWORD;
const NAMES = ['Lucía Garza', 'Diego Treviño', 'Mariana Cantú', 'Andrés Villarreal', 'Fernanda Salinas', 'Jorge Elizondo'];
const WANTS = [
  'Busco una chamarra de mezclilla talla M',
  'Necesito un vestido negro para una boda, talla 8',
  'Camisa de manga larga azul marino talla L',
  'Sudadera gris con capucha talla S',
  'Un cinturón de piel café de 90 cm',
  'Pantalón de vestir negro talla 32',
];

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function sleep(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, seconds * 1000);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Plays customers; `client(n)` gives customer n its own connection (its own token). */
export async function playShop(client: (n: number) => CustomerClient, opts: ShopOptions): Promise<ShopResult> {
  const result: ShopResult = { customers: 0, accepted: 0, arrived: 0, ended: 0 };
  const playing: Promise<void>[] = [];
  const first = opts.first ?? 1;
  for (let n = first; opts.count === null || n < first + opts.count; n++) {
    if (opts.signal?.aborted) break;
    if (n > first) await sleep(opts.every, opts.signal);
    if (opts.signal?.aborted) break;
    result.customers++;
    playing.push(playCustomer(client(n), n, opts, result));
  }
  await Promise.all(playing);
  return result;
}

async function playCustomer(api: CustomerClient, n: number, opts: ShopOptions, result: ShopResult): Promise<void> {
  const name = NAMES[(n - 1) % NAMES.length];
  const who = `customer ${n} (${name})`;
  await api.signIn(name, simulatedAccount(n), PASSWORD);
  const text = WANTS[(n - 1) % WANTS.length];
  const request = await api.createRequest({ text, plaza_id: opts.plazaId, category_id: opts.categoryId });
  opts.log(`${who}: request ${request.id} sent: "${text}" (open until ${request.expires_at.slice(11, 16)} UTC)`);
  let seen = request;
  let offeredAt: number | null = null;
  while (!opts.signal?.aborted) {
    await sleep(opts.poll, opts.signal);
    if (opts.signal?.aborted) return;
    seen = (await api.requests()).find((r) => r.id === request.id) ?? seen;
    if (seen.status === 'expired' || seen.status === 'cancelled') {
      opts.log(`${who}: request ${request.id} ended ${seen.status} without a deal`);
      result.ended++;
      return;
    }
    const live = seen.offers.filter((o) => o.status === 'offered');
    if (live.length === 0) continue;
    if (offeredAt === null) {
      offeredAt = Date.now();
      for (const o of live) opts.log(`${who}: offer ${o.id} from ${o.branch_name}: ${o.product}, ${money(o.total_cents)}`);
    }
    if (Date.now() - offeredAt < opts.pause * 1000) continue;
    // The first offer that arrived (the list is newest first).
    const chosen = live[live.length - 1];
    try {
      seen = await api.accept(request.id, chosen.id);
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      opts.log(`${who}: offer ${chosen.id} refused: ${err.message}`);
      offeredAt = null;
      continue;
    }
    result.accepted++;
    opts.log(`${who}: accepted offer ${chosen.id} from ${chosen.branch_name}`);
    await arrive(api, who, seen, chosen.branch_id, n, opts, result);
    return;
  }
}

async function arrive(api: CustomerClient, who: string, request: CustomerRequest, branchId: number, n: number, opts: ShopOptions, result: ShopResult): Promise<void> {
  await api.say(request.id, branchId, '¡Perfecto! Voy para allá, ¿me la apartas?', `sim-${n}-${request.id}-1`);
  opts.log(`${who}: wrote to the store about request ${request.id}`);
  await sleep(opts.pause, opts.signal);
  if (opts.signal?.aborted) return;
  await api.here(request.id);
  result.arrived++;
  opts.log(`${who}: said "I'm here" for request ${request.id}: the salesman can close the sale`);
}

/** The category a name (English, as GET customer/categories lists it with X-Locale en) or an id stands for. */
export async function categoryOf(api: CustomerClient, wanted: string): Promise<number | null> {
  if (/^\d+$/.test(wanted)) return Number(wanted);
  const found = (await api.categories()).find((c) => c.name.toLowerCase() === wanted.toLowerCase());
  return found?.id ?? null;
}
