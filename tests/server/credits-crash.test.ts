// A server killed in the middle of a purchase: the charge reached the gateway (the timeout card holds its answer)
// and the server is SIGKILLed before it recorded anything but the pending purchase. Restarted, it settles the
// purchase by the gateway's word: one charge, its credits given exactly once, and again after another restart.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditEntries, creditPurchases } from '../../server/db/schema';
import { cvvTicket, gatewayCharges, listenGateway, SECRET, savedCard, type ListeningGateway } from './credits-helpers';
import { startTestServer, tokenFor, type TestServer } from './helpers';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

let gw: ListeningGateway;
let gwDir: string;
let db: TestServer;
let child: ChildProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-credits-crash-'));

beforeAll(async () => {
  gwDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-credits-crash-gateway-'));
  // The timeout card's answer is held for a minute: the server is killed while it waits.
  gw = await listenGateway(60_000, gwDir);
  // This file's database; the server under test is a child process on it (this app never listens).
  db = await startTestServer();
});
afterAll(async () => {
  if (child) kill(child);
  await db.close();
  await gw.close();
  fs.rmSync(gwDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: db.app.config.databaseUrl ?? '',
      PAYMENTS_URL: gw.url,
      PAYMENTS_SECRET: SECRET,
      PAYMENTS_TIMEOUT_MS: '30000',
      STATIC_DIR: path.join(dataDir, 'no-console'),
      HISTORY_DAYS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/** Kills the whole process group at once (the server and, with no DATABASE_URL, its PostgreSQL), as a power cut would. */
const kill = (proc: ChildProcess) => process.kill(-proc.pid!, 'SIGKILL');

async function until<T>(what: string, read: () => Promise<T> | T, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (ok(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('a server killed during a purchase', () => {
  it('settles the charge and the credit exactly once after restart', { timeout: 180_000 }, async () => {
    const card = await savedCard(db.handle.db, gw.url, 1, '4000 0000 0000 0077');
    const owner = await tokenFor(db, 'shop');
    const key = `crash-${Date.now()}`;
    const body = { package_id: 1, recipients: { kind: 'store', branch_ids: [1] }, card_id: card.id, cvv_ticket: await cvvTicket(gw.url, card.token), idempotency_key: key, amount_cents: 19_900 };
    const post = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/shops/1/credits/purchases`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` }, body: JSON.stringify(body) });
    const purchase = async () => (await db.handle.db.select().from(creditPurchases).where(eq(creditPurchases.idempotencyKey, key)))[0];
    const entries = async () => db.handle.db.select().from(creditEntries).where(eq(creditEntries.branchId, 1));
    const before = (await entries()).length;

    const port = await freePort();
    child = await startServer(port);
    const answer = post(port).then((r) => r.status, () => 0);
    // The charge is at the gateway (pending, its answer held), the server waits for it: kill it now.
    await until('the charge at the gateway', () => gatewayCharges(gwDir).filter((c) => c.idempotency_key === `nexo-1-${key}`), (c) => c.length === 1);
    kill(child);
    child = null;
    expect(await answer).toBe(0);
    expect((await purchase()).status).toBe('pending');
    expect((await entries()).length).toBe(before);

    // Restarted, it asks the gateway, which settles the timeout card as approved: credited once.
    child = await startServer(port);
    const settled = await until('the purchase settled', purchase, (p) => p.status !== 'pending');
    expect(settled.status).toBe('approved');
    const credited = (await entries()).filter((e) => e.purchaseId === settled.id);
    expect(credited.map((e) => [e.kind, e.credits])).toEqual([['purchase', 10]]);

    // The console's resend of its attempt (after a reload) finds the same purchase; another restart changes nothing.
    const again = await post(port);
    expect(again.status).toBe(201);
    kill(child);
    child = await startServer(port);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await entries()).filter((e) => e.purchaseId === settled.id)).toHaveLength(1);
    expect(gatewayCharges(gwDir).filter((c) => c.idempotency_key === `nexo-1-${key}`)).toHaveLength(1);
  });
});
