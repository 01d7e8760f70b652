// The sandbox card gateway's process: `npm run gateway` alone, or forked by our server's `npm start` beside it
// (server/plugins/payments/sandbox-process.ts), which it then tells its port over the IPC channel and never
// outlives: the channel closes when the server ends, however it ends, and the gateway closes with it.
import type { AddressInfo } from 'node:net';
import { buildGateway } from './app';
import { readGatewayConfig } from './config';
import { GatewayBusyError, lockDataFolder } from './data-lock';
import { DEV_SECRET } from './signing';
import { GatewayStore } from './store';
import { TEST_CARDS } from './test-cards';

/** What the gateway tells the server that forked it. */
export type GatewayReport = { type: 'ready'; port: number } | { type: 'failed'; message: string };

const report = (msg: GatewayReport) => new Promise<void>((resolve) => (process.send ? process.send(msg, () => resolve()) : resolve()));

async function fail(line: string): Promise<never> {
  if (process.send) await report({ type: 'failed', message: line });
  else console.error(`\n${line}\n`);
  process.exit(1);
}

function listenLine(err: NodeJS.ErrnoException, host: string, port: number): string | null {
  if (err.code === 'EADDRINUSE') return `The sandbox gateway cannot listen on ${host}:${port}: the port is already in use. Stop the other program, or set GATEWAY_PORT to a free one.`;
  if (err.code === 'EACCES') return `The sandbox gateway cannot listen on ${host}:${port}: ports below 1024 need privileges. Set GATEWAY_PORT to a port above 1023.`;
  if (err.code === 'EADDRNOTAVAIL') return `The sandbox gateway cannot listen on ${host}:${port}: this machine has no address ${host}. Set GATEWAY_HOST (or HOST).`;
  return null;
}

async function main(): Promise<void> {
  const config = readGatewayConfig(process.env);
  const unlock = await lockDataFolder(config.dataDir).catch((err: unknown) => (err instanceof GatewayBusyError ? fail(err.message) : Promise.reject(err)));
  const store = await GatewayStore.open(config.dataDir);
  const app = await buildGateway({ store, secret: config.secret, slowMs: config.slowMs, logger: { level: config.logLevel } });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const line = listenLine(err as NodeJS.ErrnoException, config.host, config.port);
    if (line === null) throw err;
    await fail(line);
  }
  const port = (app.server.address() as AddressInfo).port;

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close().catch((err: unknown) => app.log.warn({ err }, 'closing the gateway failed'));
    await unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  // Forked: the server's end closes this channel.
  process.on('disconnect', () => void close());

  if (process.send) return report({ type: 'ready', port });
  console.log(`\nSandbox card gateway: http://${config.host}:${port}  (data: ${config.dataDir})`);
  if (config.secret === DEV_SECRET) console.log('PAYMENTS_SECRET is unset: answers are signed with the dev-only default secret (docs/payments.md).');
  console.log('Test cards (any future expiry, any CVV):');
  for (const card of TEST_CARDS) console.log(`  ${card.number}  ${card.brand.padEnd(10)} ${card.what}`);
  console.log('');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
