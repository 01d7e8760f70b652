// The per-process caches (server/cache): what another process announces with NOTIFY is forgotten here, a lost
// LISTEN connection empties and bypasses the caches until it is back, and a read that raced a forget is not kept.
// The two-process checks are scripts/two-servers.ts (npm run test:two-servers).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachesOf } from '../../server/cache/caches';
import { KeyedCache } from '../../server/cache/keyed-cache';
import { gates } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server, 'parking');
});
afterAll(() => server.close());

const db = () => server.handle.db;
const gateStatus = async (gateId: number) => {
  const res = await as(server.app, token, { method: 'GET', url: '/api/parkings/1/access' });
  return (res.json().data as { gates: { id: number; status: string }[] }[]).flatMap((a) => a.gates).find((g) => g.id === gateId)?.status;
};
/** A change written behind this process's back, as another server process (or an operator) would. */
const setStatusByHand = (gateId: number, status: string) => db().update(gates).set({ status }).where(eq(gates.id, gateId));
const notify = (payload: string) => db().execute(sql`select pg_notify('nexo_cache', ${payload})`);
// Up to 15 s: a change announced through PostgreSQL took more than 3 s to arrive on a loaded machine; a passing
// check returns at once.
const eventually = async (check: () => Promise<boolean>, ms = 15_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
};

describe('caches across processes', () => {
  it("keeps a lot's gates until a change of them is announced, then reads them again", async () => {
    expect(await gateStatus(3)).toBe('online');
    await setStatusByHand(3, 'offline');
    // Unannounced: this process still answers what it kept.
    expect(await gateStatus(3)).toBe('online');
    await notify(JSON.stringify([{ topic: 'gates', id: 1 }]));
    expect(await eventually(async () => (await gateStatus(3)) === 'offline')).toBe(true);
  });

  it("forgets everything on 'all', and on a payload it cannot read", async () => {
    await setStatusByHand(3, 'warning');
    await notify('all');
    expect(await eventually(async () => (await gateStatus(3)) === 'warning')).toBe(true);
    await setStatusByHand(3, 'online');
    await notify('{"not": "a list"}');
    expect(await eventually(async () => (await gateStatus(3)) === 'online')).toBe(true);
  });

  it('reads from the database while the LISTEN connection is lost, and caches again once it is back', async () => {
    const caches = cachesOf(db())!;
    expect(caches.trusted).toBe(true);
    await db().execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN nexo_cache'`);
    expect(await eventually(async () => !caches.trusted)).toBe(true);
    // Nothing announced, yet read at once: nothing is kept while notifications could be missed.
    await setStatusByHand(3, 'offline');
    expect(await gateStatus(3)).toBe('offline');
    expect(await eventually(async () => caches.trusted)).toBe(true);
    expect(await gateStatus(3)).toBe('offline');
    await setStatusByHand(3, 'online');
    expect(await gateStatus(3)).toBe('offline');
    await notify(JSON.stringify([{ topic: 'gates', id: 1 }]));
    expect(await eventually(async () => (await gateStatus(3)) === 'online')).toBe(true);
  });
});

describe('KeyedCache', () => {
  it('does not keep a value read while the key was forgotten', async () => {
    const cache = new KeyedCache<number, string>(() => true);
    let release: (v: string) => void = () => {};
    const slow = cache.get(1, () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget(1);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get(1, async () => 'new')).toBe('new');
    expect(await cache.get(1, async () => 'newer')).toBe('new');
  });

  it('shares one read among concurrent callers, and neither keeps nor answers anything while untrusted', async () => {
    let reads = 0;
    const cache = new KeyedCache<number, number>(() => true);
    const read = async () => ++reads;
    expect(await Promise.all([cache.get(1, read), cache.get(1, read)])).toEqual([1, 1]);
    let trusted = false;
    const untrusted = new KeyedCache<number, number>(() => trusted);
    expect(await untrusted.get(1, read)).toBe(2);
    expect(await untrusted.get(1, read)).toBe(3);
    expect(untrusted.peek(1)).toBeUndefined();
    trusted = true;
    expect(await untrusted.get(1, read)).toBe(4);
    expect(await untrusted.get(1, read)).toBe(4);
    expect(untrusted.peek(1)).toBe(4);
    trusted = false;
    expect(untrusted.peek(1)).toBeUndefined();
  });
});
