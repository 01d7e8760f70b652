// The sandbox gateway as the process it is (gateway/main.ts, `npm run gateway`): its store keeps tokens and the
// decline-twice count across a restart, a second gateway on its folder or its port stops with a one-line reason,
// and, started beside a server (sandbox-process.ts), it dies with that server however the server ends, or stops
// when asked. Every port is one the system picks (fixed ones collided with other files and runs on one machine).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxPayments } from '../../server/plugins/payments/sandbox';
import { SandboxStartError, startSandboxGateway } from '../../server/plugins/payments/sandbox-process';
import { newCard, SECRET } from './helpers';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-gateway-proc-'));
  dirs.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function run(script: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

const answers = (url: string) => fetch(`${url}/nothing`).then(() => true, () => false);

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error(`timed out waiting: ${what}`);
}

/** A port nothing listens on now (the system's pick, let go). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const gatewayOn = (dataDir: string, port: number) => run('gateway/main.ts', { GATEWAY_PORT: String(port), GATEWAY_DATA_DIR: dataDir, PAYMENTS_SECRET: SECRET });

describe('npm run gateway', () => {
  it('keeps its tokens and each card’s charge count across a restart', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const payments = createSandboxPayments({ url, secret: SECRET, timeoutMs: 5000, log: () => {} });
    let gateway = gatewayOn(dataDir, port);
    await until('the gateway listens', () => answers(url));
    const res = await fetch(`${url}/payments/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(newCard({ tarjeta: '4000 0000 0000 0036' })) });
    const { token } = ((await res.json()) as { data: { token: string } }).data;
    const ticket = async () => {
      const answer = await fetch(`${url}/payments/cards/${token}/cvv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ digitos: '123', type_user: 'shop', user_id: 1 }) });
      return ((await answer.json()) as { data: { cvv_ticket: string } }).data.cvv_ticket;
    };
    const first = await payments.charge({ token, amountCents: 10_000, idempotencyKey: 'restart-1', description: 'x', ticket: await ticket() });
    expect(first.status).toBe('declined');

    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
    gateway = gatewayOn(dataDir, port);
    await until('the gateway listens again', () => answers(url));
    expect(await payments.status('restart-1')).toEqual(first);
    expect((await payments.charge({ token, amountCents: 10_000, idempotencyKey: 'restart-2', description: 'x', ticket: await ticket() })).status).toBe('declined');
    expect((await payments.charge({ token, amountCents: 10_000, idempotencyKey: 'restart-3', description: 'x', ticket: await ticket() })).status).toBe('approved');
    gateway.child.kill('SIGTERM');
    await gateway.exited;
  });

  it('stops with one line when its folder is in use or its port is taken', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const gateway = gatewayOn(dataDir, port);
    await until('the gateway listens', () => answers(`http://127.0.0.1:${port}`));
    const sameFolder = gatewayOn(dataDir, await freePort());
    expect(await sameFolder.exited).toBe(1);
    expect(sameFolder.output()).toContain(`Another sandbox gateway is using ${dataDir}`);
    const samePort = gatewayOn(tempDir(), port);
    expect(await samePort.exited).toBe(1);
    expect(samePort.output()).toContain(`The sandbox gateway cannot listen on 127.0.0.1:${port}: the port is already in use`);
    gateway.child.kill('SIGTERM');
    await gateway.exited;
  });
});

describe('beside the server', () => {
  it('dies with a server killed with SIGKILL, and its folder is free again', async () => {
    const dataDir = tempDir();
    const parent = run('tests/gateway/fixtures/sandbox-parent.ts', { SANDBOX_PORT: '0', SANDBOX_DIR: dataDir });
    const printed = () => /http:\/\/127\.0\.0\.1:\d+/.exec(parent.output())?.[0];
    await until('the gateway beside the parent listens', () => printed() !== undefined);
    const url = printed() as string;
    expect(await answers(url)).toBe(true);
    parent.child.kill('SIGKILL');
    await until('the gateway is gone', async () => !(await answers(url)), 15_000);
    const again = await startSandboxGateway({ host: '127.0.0.1', port: 0, dataDir, secret: SECRET, logLevel: 'warn', onExit: () => {}, execArgv: ['--import', 'tsx'] });
    await again.stop();
  });

  it('starts on a free port when given 0, stops when asked, and refuses a folder in use', async () => {
    const dataDir = tempDir();
    const start = () => startSandboxGateway({ host: '127.0.0.1', port: 0, dataDir, secret: SECRET, logLevel: 'warn', onExit: () => {}, execArgv: ['--import', 'tsx'] });
    const gateway = await start();
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await answers(gateway.url)).toBe(true);
    const refused = await start().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(SandboxStartError);
    expect((refused as Error).message).toContain(`Another sandbox gateway is using ${dataDir}`);
    await gateway.stop();
    expect(await answers(gateway.url)).toBe(false);
  });
});
