// A burst of gate events, the server killed in the middle of it, a restart on the same data, and the devices
// sending again what they sent: every visit exists exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { visits } from '../../server/db/schema';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-crash-'));
let child: ChildProcess | null = null;

async function startServer(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, HISTORY_DAYS: '0', LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/config`);
      if (res.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/** Kills the whole process group at once (the server and, with no DATABASE_URL, its PostgreSQL), as a power cut would. */
const kill = (proc: ChildProcess) => process.kill(-proc.pid!, 'SIGKILL');

afterAll(() => {
  if (child) kill(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const N = 60;
const plates = Array.from({ length: N }, (_, i) => `CRS${String(i).padStart(4, '0')}`);
const send = (port: number, plate: string) =>
  fetch(`http://127.0.0.1:${port}/api/devices/parkings/1/gates/1/events`, {
    method: 'POST',
    headers: { 'x-device-key': 'demo-lot-1-key', 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: `crash-${plate}`, direction: 'in', plate }),
  }).then((r) => r.status, () => 0);

describe('a server killed during a burst of events', () => {
  it('loses no visit and opens none twice once the devices resend', { timeout: 180_000 }, async () => {
    const port = await freePort();
    child = await startServer(port);
    const burst = Promise.all(plates.map((p) => send(port, p)));
    await new Promise((r) => setTimeout(r, 150));
    kill(child);
    const first = await burst;
    child = await startServer(port);
    const again = await Promise.all(plates.map((p) => send(port, p)));
    expect(again.every((s) => s === 200)).toBe(true);

    kill(child);
    child = null;
    await new Promise((r) => setTimeout(r, 500));

    // Count in the database itself (the dead server's lock is stale and taken over).
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir });
    try {
      const rows = await handle.db.select({ plate: visits.plate }).from(visits).where(like(visits.plate, 'CRS%'));
      expect(rows).toHaveLength(N);
      expect(new Set(rows.map((r) => r.plate)).size).toBe(N);
    } finally {
      await handle.close();
    }
    console.log(`crash test: ${first.filter((s) => s === 200).length} of ${N} answers arrived before the kill`);
  });
});
