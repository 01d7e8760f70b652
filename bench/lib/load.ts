// A small keep-alive load generator for loopback targets: `connections` loops each send one request at a
// time for `seconds`, and the answers per second and latency percentiles are counted. Bounded in time.
import http from 'node:http';

export type LoadResult = { requests: number; perSecond: number; p50: number; p99: number; errors: number };

export async function load(url: string, opts: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers: opts.headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) errors++;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
  const loop = async () => {
    while (performance.now() < deadline) await one();
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, loop));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
