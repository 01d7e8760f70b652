// `npm run simulate` with no server to drive: one line that says what to do, exit 1, no stack trace.
// Nothing listens on the port it is pointed at: one the system picked and let go (8390 was in the browser tests'
// 8300-8399).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { httpDeviceClient } from '../../simulator/device-client';
import { ServerUnreachableError } from '../../simulator/server-fetch';

let URL: string;
let LINE: string;
beforeAll(async () => {
  const closed = net.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  URL = `http://127.0.0.1:${(closed.address() as net.AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
  LINE = `Cannot reach the Nexo server at ${URL}: is \`npm start\` running? (ECONNREFUSED)`;
});

it('says which server it could not reach and why', async () => {
  const config = httpDeviceClient(`${URL}/`, 1, 'demo-lot-1-key').config();
  await expect(config).rejects.toBeInstanceOf(ServerUnreachableError);
  await expect(config).rejects.toThrow(LINE);
});

const simulate = (...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(path.resolve('node_modules/.bin/tsx'), ['simulator/cli.ts', ...args], { env: { ...process.env, NEXO_URL: URL } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

it.each([
  ['live traffic', ['--lot', '1']],
  ['a back-fill', ['--lot', '1', '--days', '1', '--fast']],
])('%s exits 1 with that one line', async (_mode, args) => {
  const { code, stderr } = await simulate(...args);
  expect(code).toBe(1);
  expect(stderr.trim()).toBe(LINE);
}, 30_000);
