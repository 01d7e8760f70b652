// Budget (design.md): one dashboard event reaches 1,000 subscribed sockets in under 250 ms (p99).
// The app runs in its own process, its Pusher protocol server on the same port; 1,000 raw websocket clients
// here subscribe to lot 1's private channel, then a gate device reports a status change over HTTP (the real
// route: database write, publish, fan-out). Delivery time = frame received - request sent, so the route's own work counts.
import { WebSocket } from 'ws';
import { channelAuth } from '../server/realtime/pusher-protocol';
import { median } from './lib/load';
import { startTarget } from './lib/target';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const EVENTS = 15;
const CHANNEL = 'private-dashboard.1';

const target = await startTarget<{ port: number; key: string; secret: string }>('bench/targets/realtime-server.ts');
const { port, key, secret } = target.info;

let sentAt = 0;
let expected = '';
const delays: number[] = [];

function subscriber(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7`);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      const frame = JSON.parse(text) as { event: string; data: string };
      if (frame.event === 'pusher:connection_established') {
        const { socket_id } = JSON.parse(frame.data) as { socket_id: string };
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL, auth: channelAuth(key, secret, socket_id, CHANNEL) } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(ws);
      } else if (frame.event === 'UpdateGateStatus' && (JSON.parse(frame.data) as { status: string }).status === expected) {
        delays.push(performance.now() - sentAt);
      }
    });
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const clients: WebSocket[] = [];
const p99s: number[] = [];
const p50s: number[] = [];
try {
  for (let i = 0; i < CLIENTS; i += 100) clients.push(...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, subscriber))));
  for (let round = 0; round < EVENTS; round++) {
    delays.length = 0;
    expected = round % 2 === 0 ? 'warning' : 'online';
    sentAt = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/devices/parkings/1/gates/2/status`, {
      method: 'POST',
      headers: { 'x-device-key': 'demo-lot-1-key', 'content-type': 'application/json' },
      body: JSON.stringify({ status: expected }),
    });
    if (res.status !== 200) throw new Error(`the device route answered ${res.status}`);
    for (let wait = 0; delays.length < CLIENTS && wait < 100; wait++) await new Promise((r) => setTimeout(r, 20));
    if (delays.length < CLIENTS) throw new Error(`round ${round}: ${delays.length} of ${CLIENTS} sockets received the event`);
    // The first rounds warm up (JIT, the database's caches).
    if (round >= 3) {
      p99s.push(percentile(delays, 99));
      p50s.push(percentile(delays, 50));
    }
  }
} finally {
  for (const ws of clients) ws.terminate();
  target.stop();
}
const p99 = median(p99s);
console.log(`${CLIENTS} sockets on ${CHANNEL}, ${p99s.length} measured events (after 3 warm-up)`);
console.log(`delivery from the device's request: p50 ${median(p50s).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (median over events; worst event p99 ${Math.max(...p99s).toFixed(1)} ms)`);
console.log(`budget: p99 under 250 ms ${p99 < 250 ? 'OK' : 'OVER BUDGET'}`);
