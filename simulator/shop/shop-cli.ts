// `npm run simulate -- --shop [--every 30] [--count N] [--pause 10] [--poll 3] [--plaza 1]
// [--category "Clothing and accessories"] [--url URL]`: simulated customers against a running server
// (simulator/shop/shoppers.ts). By default they ask Sucursal Centro's plaza and category, so the demo salesman
// (TNDA_VENDEDOR, online for Sucursal Centro) receives them.
import { SimulatorError } from '../server-fetch';
import { httpCustomerClient } from './customer-client';
import { categoryOf, playShop, SIMULATED_PASSWORD, simulatedAccount } from './shoppers';

export type ShopArgs = { url: string; every: string; count?: string; pause: string; poll: string; plaza: string; category: string };

const USAGE = 'Usage: npm run simulate -- --shop [--every SECONDS] [--count N] [--pause SECONDS] [--poll SECONDS] [--plaza ID] [--category NAME|ID] [--url URL]';

export async function runShop(args: ShopArgs): Promise<void> {
  const [every, pause, poll, plazaId] = [args.every, args.pause, args.poll, args.plaza].map(Number);
  const count = args.count === undefined ? null : Number(args.count);
  if (!(every >= 0) || !(pause >= 0) || !(poll > 0) || !Number.isInteger(plazaId) || (count !== null && !(Number.isInteger(count) && count > 0))) {
    console.error(USAGE);
    process.exit(2);
  }
  const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
  try {
    const lookup = httpCustomerClient(args.url);
    await lookup.signIn('Lucía Garza', simulatedAccount(1), SIMULATED_PASSWORD);
    const categoryId = await categoryOf(lookup, args.category);
    if (categoryId === null) throw new SimulatorError(`No category named "${args.category}" (GET /api/customer/categories lists them).`);
    const controller = new AbortController();
    process.on('SIGINT', () => controller.abort());
    log(`customers every ${every} s in plaza ${plazaId}, category ${categoryId}, against ${args.url}${count === null ? ' (Ctrl+C stops)' : `: ${count}`}`);
    const result = await playShop(() => httpCustomerClient(args.url), { plazaId, categoryId, every, count, pause, poll, log, signal: controller.signal });
    log(`${result.customers} customers: ${result.accepted} accepted an offer, ${result.arrived} said "I'm here", ${result.ended} ended without a deal`);
  } catch (err) {
    if (!(err instanceof SimulatorError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
