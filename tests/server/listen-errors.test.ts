// A port the server cannot listen on is said in one line naming it and what to do, before the database opens.
// A port is occupied first (one the system picks: a fixed one could be another file's), then the server is asked to
// listen on it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenErrorLine, probePort } from '../../server/listen-errors';

let PORT: number;
let BUSY: string;

let occupier: net.Server;
beforeAll(async () => {
  occupier = net.createServer();
  await new Promise<void>((resolve) => occupier.listen(0, '127.0.0.1', resolve));
  PORT = (occupier.address() as net.AddressInfo).port;
  BUSY = `Cannot listen on 127.0.0.1:${PORT}: port ${PORT} is already in use. Stop the other server on that port, or set PORT to a free one.`;
});
afterAll(async () => {
  await new Promise((resolve) => occupier.close(resolve));
});

it('names a busy port and what to do', async () => {
  const error: unknown = await probePort(PORT, '127.0.0.1').catch((err: unknown) => err);
  expect(listenErrorLine(error)).toBe(BUSY);
});

it('names an address the machine does not have, and a port it may not use', async () => {
  // 192.0.2.0/24 is reserved for documentation: no machine has it.
  const error: unknown = await probePort(PORT, '192.0.2.1').catch((err: unknown) => err);
  expect(listenErrorLine(error)).toBe(
    `Cannot listen on 192.0.2.1:${PORT}: this machine has no address 192.0.2.1. Set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`,
  );
  // As Node rejects a listen on a privileged port (these tests run as root, who may listen on any).
  const denied = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), { code: 'EACCES', syscall: 'listen', address: '0.0.0.0', port: 80 });
  expect(listenErrorLine(denied)).toBe('Cannot listen on 0.0.0.0:80: not allowed (ports below 1024 need privileges). Set PORT to a port above 1023.');
});

it('leaves every other error to its stack trace', () => {
  const unreadable = Object.assign(new Error("EACCES: permission denied, open '/data/server.lock'"), { code: 'EACCES', syscall: 'open' });
  expect(listenErrorLine(unreadable)).toBeNull();
  expect(listenErrorLine(new Error('boom'))).toBeNull();
  expect(listenErrorLine('EADDRINUSE')).toBeNull();
});

it('npm start on a busy port: that line, exit 1, no stack trace, the database left unopened', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-listen-data-'));
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-listen-static-'));
  try {
    const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, HISTORY_DAYS: '0', STATIC_DIR: staticDir, DATABASE_URL: '' };
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(BUSY);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
});
