// npm run simulate -- --lot <id> [--speed 60] [--days N --fast] [--url http://localhost:8080] [--key=KEY]
// npm run simulate -- --shop [--every 30] [--count N] [--pause 10] [--poll 3] [--plaza 1] [--category NAME]: customers
// of shopping to go through the customer API instead (simulator/shop/shop-cli.ts).
// Drives the gate device API of a running server. Without --fast it plays live traffic until Ctrl+C; with
// --days N --fast it back-fills the last N days (timestamps via `at`) and exits. Without a server to drive
// (not started, wrong --url, stopped mid-run) it says so in one line and exits 1 rather than waiting: the
// usual cause is a server not started or a mistyped URL, which waiting would hide. A key is base64url and may
// start with '-', which parseArgs reads as an option unless written --key=KEY.
import { parseArgs } from 'node:util';
import { backfill } from '../src/domain/simulation/backfill';
import { httpDeviceClient } from './device-client';
import { listenForOpenGate } from './gate-listener';
import { live } from './live';
import { SimulatorError } from './server-fetch';
import { runShop } from './shop/shop-cli';

const { values } = parseArgs({
  options: {
    lot: { type: 'string', default: '1' },
    speed: { type: 'string', default: '60' },
    days: { type: 'string' },
    fast: { type: 'boolean', default: false },
    url: { type: 'string', default: process.env.NEXO_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    key: { type: 'string' },
    shop: { type: 'boolean', default: false },
    every: { type: 'string', default: '30' },
    count: { type: 'string' },
    pause: { type: 'string', default: '10' },
    poll: { type: 'string', default: '3' },
    plaza: { type: 'string', default: '1' },
    category: { type: 'string', default: 'Clothing and accessories' },
  },
});

if (values.shop) {
  await runShop(values);
  process.exit(0);
}

const lot = Number(values.lot);
const speed = Number(values.speed);
if (!Number.isInteger(lot) || lot < 1 || !(speed > 0)) {
  console.error('Usage: npm run simulate -- --lot <id> [--speed 60] [--days N --fast] [--url URL] [--key=DEVICE_KEY]');
  process.exit(2);
}
const key = values.key ?? `demo-lot-${lot}-key`;
const client = httpDeviceClient(values.url, lot, key);
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

async function backfillDays(days: number): Promise<void> {
  const started = performance.now();
  const result = await backfill(client, { lot, days, log });
  log(`lot ${lot}: ${result.visits} visits, ${result.events} events (${result.refused} refused) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const c of result.inside.slice(-5)) log(`inside: ${c.plate}, phone ${c.phone}, since ${c.since.toISOString()} (an operator can check them out at /search)`);
}

async function liveTraffic(): Promise<void> {
  const controller = new AbortController();
  process.on('SIGINT', () => controller.abort());
  log(`lot ${lot}: live traffic at ${speed}x against ${values.url} (Ctrl+C stops)`);
  await live(client, { lot, speed, log, signal: controller.signal }, (onOpen) => listenForOpenGate({ baseUrl: values.url, lot, key, onOpen, log }));
}

const days = values.days === undefined ? null : Number(values.days);
if (days !== null && (!values.fast || !(days > 0))) {
  console.error('Back-fill needs --days N (N > 0) and --fast.');
  process.exit(2);
}
try {
  await (days === null ? liveTraffic() : backfillDays(days));
} catch (err) {
  if (!(err instanceof SimulatorError)) throw err;
  console.error(err.message);
  process.exit(1);
}
