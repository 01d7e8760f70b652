// The load generator of the server benches: autocannon, `connections` keep-alive connections each with one
// request in flight for `seconds`, run in the bench's process (apart from the servers it measures).
import autocannon from 'autocannon';

export type LoadResult = { requests: number; perSecond: number; p50: number; p99: number; errors: number };

export async function load(url: string, opts: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, connections: opts.connections, pipelining: 1, duration: opts.seconds, headers: opts.headers });
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / (result.duration || opts.seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
