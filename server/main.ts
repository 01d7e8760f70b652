// Starts the server: opens the database (the embedded PostgreSQL in DATA_DIR, or DATABASE_URL), migrates,
// seeds the demo data on first start, starts the sandbox card gateway beside it unless PAYMENTS_URL names a
// gateway (docs/payments.md), serves the built console, the API and the realtime websockets on one port, and
// closes them all on SIGINT/SIGTERM.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/connect';
import { DataDirBusyError } from './db/data-dir-lock';
import { DataDirUnusableError } from './db/data-dir-unusable';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from './demo/seed';
import { fillDemoHistory } from './demo/history';
import { listenErrorLine, probePort } from './listen-errors';
import { SandboxStartError, startSandboxGateway, type SandboxGateway } from './plugins/payments/sandbox-process';
import { choosePublisher, deferredLog } from './realtime/setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = readConfig();
  await probePort(config.port, config.host);
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirBusyError || err instanceof DataDirUnusableError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const seeded = await seedIfEmpty(handle.db);
  // The sandbox gateway's data folder is in DATA_DIR, whose lock the database now holds.
  let sandbox: SandboxGateway | null = null;
  if (config.payments.url === null) {
    const { sandbox: at, secret } = config.payments;
    try {
      sandbox = await startSandboxGateway({
        host: config.host,
        port: at.port,
        dataDir: at.dataDir,
        secret,
        logLevel: config.logLevel,
        onExit: (code, signal) => console.error(`\nThe sandbox card gateway stopped (${signal ?? `code ${code}`}): card payments are unavailable until the server restarts.\n`),
      });
    } catch (err) {
      if (!(err instanceof SandboxStartError)) throw err;
      console.error(`\n${err.message}\n`);
      await handle.close();
      process.exit(1);
    }
  } else if (!process.env.PAYMENTS_SECRET) {
    console.warn('PAYMENTS_URL is set but PAYMENTS_SECRET is not: the dev-only secret signs payments (docs/payments.md).');
  }
  const payments = { ...config.payments, url: sandbox?.url ?? config.payments.url };
  const realtimeLog = deferredLog();
  // Realtime fan-out between servers LISTENs on the same PostgreSQL, the embedded one included.
  const realtime = await choosePublisher({ ...config, databaseUrl: handle.url }, realtimeLog);
  const app = await buildApp({
    db: handle.db,
    config: { ...config, payments },
    logger: { level: config.logLevel },
    // STATIC_DIR: another build of the console (browser tests of work in progress build to their own folder).
    staticDir: path.resolve(process.env.STATIC_DIR ?? path.join(root, 'dist')),
    publisher: realtime.publisher,
  });
  realtimeLog.attach(app.log);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // Closes the realtime websockets first (a preClose hook), then the HTTP server, the sandbox gateway, the
    // publisher and the database (the embedded cluster last). A step that fails is logged and the next still runs, so the cluster
    // is stopped whatever happened before it; so is a connection that reports its end as an error meanwhile.
    const report = (what: string) => (err: unknown) => app.log.warn({ err }, `${signal}: ${what} while closing`);
    process.on('uncaughtException', report('an error'));
    process.on('unhandledRejection', report('a rejection'));
    const steps = [
      ['the app', () => app.close()],
      ['the payments gateway', () => sandbox?.stop() ?? Promise.resolve()],
      ['realtime', () => realtime.close()],
      ['the database', () => handle.close()],
    ] as const;
    for (const [step, run] of steps) {
      await run().catch(report(`closing ${step} failed`));
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  // The console, the API and the realtime websockets (/app/{key}) on this one port.
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`realtime: ${realtime.mode} publisher`);
  const where = handle.where ?? 'PostgreSQL (DATABASE_URL)';
  console.log(`\nNexo console: ${config.publicUrl}  (database: ${where}${seeded ? ', demo data seeded now' : ''})`);
  console.log(`Listening on ${config.host}:${config.port}${config.host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 opens it to the network)' : ''}`);
  console.log(sandbox ? `Card payments: the sandbox gateway at ${sandbox.url} (test cards: docs/payments.md)` : `Card payments: the gateway at ${payments.url}`);
  console.log(`Demo accounts, password ${DEMO_PASSWORD}:`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.login.padEnd(22)} ${a.signIn.padEnd(18)} ${a.description}`);
  console.log('');
  const historyDays = Number(process.env.HISTORY_DAYS ?? 90);
  // A new database's demo history, or the days an interrupted fill left (server/demo), behind one progress line.
  if (historyDays > 0) fillDemoHistory(handle.db, historyDays).catch((err: unknown) => app.log.error({ err }, 'demo history failed'));
}

main().catch((err: unknown) => {
  // A port it cannot listen on (busy, privileged) is said in one line; any other failure keeps its stack.
  const line = listenErrorLine(err);
  console.error(line === null ? err : `\n${line}\n`);
  process.exit(1);
});
