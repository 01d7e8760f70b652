// npm run dev tells the user, and the API server (PUBLIC_URL: its banner and mailed links), that the console
// is Vite's page on 5173, the API on API_PORT. A stand-in `npx` first on PATH reports what each child was
// started with, so neither the server nor Vite runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

let bin: string;
beforeAll(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-dev-bin-'));
  // Reports, then lives a moment: dev.mjs stops the other child as soon as one exits.
  fs.writeFileSync(path.join(bin, 'npx'), '#!/bin/sh\necho "npx $1: PORT=$PORT API_PORT=$API_PORT PUBLIC_URL=$PUBLIC_URL"\nsleep 1\n', { mode: 0o755 });
});
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

const dev = (env: Record<string, string>) =>
  new Promise<string[]>((resolve) => {
    const inherited = { ...process.env };
    for (const name of ['PORT', 'API_PORT', 'PUBLIC_URL']) delete inherited[name];
    const child = spawn(process.execPath, ['scripts/dev.mjs'], { env: { ...inherited, ...env, PATH: `${bin}:${process.env.PATH ?? ''}` } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => resolve(output.split('\n').filter(Boolean).sort()));
  });

it('names the console on 5173 and the API on API_PORT, and gives the server that console address', async () => {
  expect(await dev({ API_PORT: '8398' })).toEqual([
    'npm run dev: the console at http://localhost:5173 (Vite), the API on port 8398 (API_PORT) in watch mode',
    'npx tsx: PORT=8398 API_PORT=8398 PUBLIC_URL=http://localhost:5173',
    'npx vite: PORT= API_PORT=8398 PUBLIC_URL=',
  ]);
}, 15_000);

it('keeps a PUBLIC_URL the user set (a tunnel, say)', async () => {
  const lines = await dev({ API_PORT: '8399', PUBLIC_URL: 'https://nexo.example.test' });
  expect(lines[0]).toBe('npm run dev: the console at https://nexo.example.test (Vite), the API on port 8399 (API_PORT) in watch mode');
  expect(lines[1]).toBe('npx tsx: PORT=8399 API_PORT=8399 PUBLIC_URL=https://nexo.example.test');
}, 15_000);
