// Budget (design.md): an authenticated read route sustains at least 25% of a bare Fastify "hello" on the
// same machine in the same run. Both targets run in their own process; rounds alternate and the medians count.
import { load, median } from './lib/load';
import { startTarget } from './lib/target';

const ROUNDS = 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 16;

const hello = await startTarget<{ port: number }>('bench/targets/hello-server.ts');
const app = await startTarget<{ port: number; token: string }>('bench/targets/app-server.ts');
const helloRates: number[] = [];
const appRates: number[] = [];
const appP99: number[] = [];
try {
  // Warm both up (JIT, PGlite's caches) before measuring.
  await load(`http://127.0.0.1:${hello.info.port}/hello`, { seconds: 1, connections: CONNECTIONS });
  await load(`http://127.0.0.1:${app.info.port}/api/parkings`, { seconds: 1, connections: CONNECTIONS, headers: { authorization: `Bearer ${app.info.token}` } });
  for (let round = 0; round < ROUNDS; round++) {
    const h = await load(`http://127.0.0.1:${hello.info.port}/hello`, { seconds: SECONDS, connections: CONNECTIONS });
    const a = await load(`http://127.0.0.1:${app.info.port}/api/parkings`, { seconds: SECONDS, connections: CONNECTIONS, headers: { authorization: `Bearer ${app.info.token}` } });
    if (a.errors > 0 || h.errors > 0) throw new Error(`errors during the run: hello ${h.errors}, app ${a.errors}`);
    helloRates.push(h.perSecond);
    appRates.push(a.perSecond);
    appP99.push(a.p99);
  }
} finally {
  hello.stop();
  app.stop();
}
const ratio = median(appRates) / median(helloRates);
console.log(`bare Fastify hello       ${median(helloRates).toFixed(0).padStart(7)} req/s (median of ${ROUNDS} x ${SECONDS}s, ${CONNECTIONS} connections)`);
console.log(`GET /api/parkings (auth) ${median(appRates).toFixed(0).padStart(7)} req/s, p99 ${median(appP99).toFixed(1)} ms`);
console.log(`ratio                    ${(ratio * 100).toFixed(1)}%  (budget: at least 25%) ${ratio >= 0.25 ? 'OK' : 'OVER BUDGET'}`);
