// The console needs one port: the real server (server/main.ts) started on PORT serves the Pusher protocol at
// /app/{key} on that same port, with PORT + 1 held by another program the whole time (it used to be the
// realtime port: the server then said "live updates are off" and still sent browsers there). A signed-in
// pusher-js client, addressed as the console addresses it, hears an event published through the app; an
// upgrade on another path is refused; SIGTERM closes the websockets and the server exits. PORT is one the system
// picks whose next port is free too (fixed ports collided with other files' in parallel runs).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Pusher from 'pusher-js';
import { validate } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { LoginAnswer } from '../../src/contracts/auth.struct';
import { ConfigAnswer, type RealtimeSettings } from '../../src/contracts/context.struct';
import { BroadcastAuthAnswer } from '../../src/contracts/realtime.struct';
import { socketAddress } from '../../src/domain/realtime/socket-address';
import { DEMO_PASSWORD } from '../../server/demo/seed';

let PORT: number;
let base: string;

/** PORT + 1, held by a plain TCP listener that counts who knocks. */
let nextPort: net.Server;
let knocks = 0;
let child: ChildProcess;
let output = '';
let exited: Promise<number | null>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-one-port-'));
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nexo-one-port-static-'));

/** A free port whose next port `holder` then listens on; the free one is left for the server. */
async function holdNextPort(holder: net.Server): Promise<number> {
  const listen = (srv: net.Server, port: number) =>
    new Promise<boolean>((resolve) => {
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => resolve(true));
    });
  for (let attempt = 0; attempt < 50; attempt++) {
    const probe = net.createServer();
    await listen(probe, 0);
    const port = (probe.address() as net.AddressInfo).port;
    const held = port < 65535 && (await listen(holder, port + 1));
    await new Promise((resolve) => probe.close(resolve));
    if (held) return port;
  }
  throw new Error('no free pair of ports');
}

beforeAll(async () => {
  nextPort = net.createServer((socket) => {
    knocks++;
    socket.destroy();
  });
  PORT = await holdNextPort(nextPort);
  base = `http://127.0.0.1:${PORT}`;
  const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir, HISTORY_DAYS: '0', LOG_LEVEL: 'info', DATABASE_URL: '' };
  // `node --import tsx` runs main.ts in this very process (the tsx command would relay signals through a parent).
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 480; i++) {
    const ready = await fetch(`${base}/api/config`).then((r) => r.ok, () => false);
    if (ready) return;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not start:\n${output}`);
}, 150_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => nextPort.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function settings(): Promise<RealtimeSettings> {
  const [err, config] = validate(await (await fetch(`${base}/api/config`)).json(), ConfigAnswer);
  if (err) throw err;
  return config.realtime;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/users/parking/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'parking@nexo.demo', password: DEMO_PASSWORD }),
  });
  const [err, answer] = validate(await res.json(), LoginAnswer);
  if (err) throw err;
  return answer.access_token;
}

/** The HTTP status an upgrade request is refused with. */
const refusedUpgrade = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', () => {}); // terminate() during the handshake reports one
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error(`${url} was upgraded`)));
  });

it("tells the console no realtime port of its own: the page's port is the one", async () => {
  const realtime = await settings();
  expect(realtime).toMatchObject({ wsHost: null, wsPort: null, forceTLS: false });
  expect(socketAddress(realtime, new URL(base))).toEqual({ wsHost: '127.0.0.1', wsPort: PORT, wssPort: PORT });
});

it('delivers an event published through the app to a signed-in pusher-js subscriber on PORT, with PORT + 1 taken', async () => {
  const realtime = await settings();
  const token = await signIn();
  const pusher = new Pusher(realtime.key, {
    cluster: 'nexo',
    ...socketAddress(realtime, new URL(base)),
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`${base}/api/broadcasting/auth`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
        })
          .then(async (res) => {
            const [bad, answer] = validate(await res.json(), BroadcastAuthAnswer);
            if (res.status !== 200 || bad) throw new Error(`channel authorisation answered ${res.status}`);
            callback(null, answer);
          })
          .catch((e: Error) => callback(e, null));
      },
    },
  });
  try {
    const channel = pusher.subscribe('private-dashboard.1');
    await new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve());
      channel.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
    });
    const received = new Promise<unknown>((resolve) => channel.bind('UpdateGateStatus', resolve));
    const res = await fetch(`${base}/api/devices/parkings/1/gates/1/status`, {
      method: 'POST',
      headers: { 'x-device-key': 'demo-lot-1-key', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'warning' }),
    });
    expect(res.status).toBe(200);
    expect(await received).toMatchObject({ gate_id: 1, status: 'warning' });
  } finally {
    pusher.disconnect();
  }
  expect(knocks).toBe(0);
  expect(output).not.toMatch(/live updates are off|REALTIME_PORT/);
});

it('refuses an upgrade on any other path of PORT (404)', async () => {
  for (const where of ['/', '/api/config', '/app', '/socket']) expect(await refusedUpgrade(`ws://127.0.0.1:${PORT}${where}`), where).toBe(404);
});

it('closes its websockets (1001) on SIGTERM and exits', async () => {
  const { key } = await settings();
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/app/${key}?protocol=7`);
  const closed = new Promise<number>((resolve) => ws.on('close', resolve));
  await new Promise((resolve) => ws.on('message', resolve)); // pusher:connection_established
  child.kill('SIGTERM');
  expect(await closed).toBe(1001);
  expect(await exited, output.slice(-3000)).toBe(0);
  expect(knocks).toBe(0);
}, 30_000);
