// The fuzz suite, generated from the route table like the authorization matrix: every declared route's example
// (or, for a route the matrix skips, its sample) is mutated the way an attacker or a careless client would
// (ids past int32, negative and fractional numbers, NUL and 1 MB strings, wrong types, missing and extra
// fields, deep nesting, far dates, wrong content types, oversized bodies), whole bodies and queries are drawn from
// the route's own structs (tests/server/fuzz/struct-values.ts, a fixed seed), and each is sent as an account that may
// call it. No answer may be a 5xx, every refusal must say why in words, and a refused request must change
// nothing: row triggers on every table count the rows each request writes.
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute, Example } from '../../server/http/route';
import { DEMO, sessionFor, startTestServer, tokenFor, type DemoName, type TestServer } from './helpers';
import { customerTokenFor, insertCustomerFixtures } from './customer-fixtures';
import { customerIds, expected, ids } from './route-cases';
import { asQuery, sampleOf } from './fuzz/struct-values';

/** Tables a refused request may still write: the session's last use (a console's or a customer's), the sign-in and
 *  reset limits and a store's SMS code (its wrong tries), which count refused attempts on purpose. */
const BOOKKEEPING = new Set(['sessions', 'customer_sessions', 'attempt_counters', 'store_phone_codes']);

type Payload = { raw: string; contentType: string } | { json: unknown } | null;
type Probe = { label: string; route: DeclaredRoute; params: Record<string, string>; query: Record<string, string | string[]>; payload: Payload };

const PATH_VALUES = ['2147483648', '-1', '0', '1.5', '99999999999999999999999', 'abc', '1e3', encodeURIComponent('1\u0000'), 'x'.repeat(300)];
/**
 * Text past every column's length that PostgreSQL cannot compress: a varchar or a b-tree index entry (2.7 KB at
 * most) without a length rule in front of it answers 500. A 1 MB run of one letter compresses to a few KB, and each
 * field carrying it cost a megabyte's round trip (a sixth of this file's time); it is sent once per route, in
 * its first field (`body: a field near the size limit`).
 */
const LONG_TEXT = Array.from({ length: 157 }, (_, i) => createHash('sha256').update(String(i)).digest('hex')).join('').slice(0, 10_000);
const TEXT_VALUES = ['a\u0000b', '\u001b[31m', LONG_TEXT, '', '   ', '9999-12-31', '0000-00-00', '9999-12-31T23:59:59Z', "' OR 1=1 --", '<script>alert(1)</script>', 'ñ🚗'];
const JSON_VALUES: unknown[] = [2147483648, -1, 0, 1.5, 1e308, -2147483649, true, null, [], {}, [1, 2], { a: 1 }, ...TEXT_VALUES, '2147483648', '-1'];
/**
 * Values that once answered 500 (issue 31): an object whose own `toString` is no function (printed by a refusal's
 * message), JSON text nested past the body's limit and JSON text with prototype keys, for the fields that carry
 * JSON as text (`rules`, `times_configs`, `schedules`, ...), and the same in every other field.
 */
const EXOTIC_VALUES: unknown[] = [{ toString: 1 }, { valueOf: {} }, '['.repeat(5000) + ']'.repeat(5000), '{"__proto__":{"1":[]}}', '[{"constructor":{"prototype":{"a":1}}}]'];
/** More values per field, drawn with a fixed seed so that a failure can be replayed. */
const RANDOM_VALUES = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: 20261124, numRuns: 12 });

/** Requests drawn from a route's own structs, per route: whole bodies and queries of its shape with odd contents. */
const STRUCT_SAMPLES = 10;
/** Each route draws with a seed of its own, the same at every run. */
const seedOf = (route: DeclaredRoute) => [...`${route.method} ${route.url}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 20261207);

const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** The leaves of a JSON value, each as a path of keys (arrays through their first item). */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [path] : [path, ...leaves(value[0], [...path, 0])];
  if (value && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  return [path];
}

function setAt(value: unknown, path: (string | number)[], next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (remove) delete cursor[last];
  else cursor[last] = next;
  return copy;
}

const asText = (params: Example['params'] = {}) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(String(v))]));

function probes(route: DeclaredRoute, example: Example): Probe[] {
  const base = { route, params: asText(example.params), query: { ...(example.query ?? {}) }, payload: example.body === undefined ? null : { json: example.body } };
  const out: Probe[] = [{ ...base, label: 'as declared' }];
  for (const name of Object.keys(base.params)) {
    for (const value of PATH_VALUES) out.push({ ...base, label: `path ${name}=${value.slice(0, 20)}`, params: { ...base.params, [name]: value } });
  }
  const queryNames = Object.keys(base.query);
  for (const name of queryNames) {
    for (const value of [...PATH_VALUES.map(decodeURIComponent), ...TEXT_VALUES.filter((v) => v.length < 5000)]) {
      out.push({ ...base, label: `query ${name}=${JSON.stringify(value.slice(0, 20))}`, query: { ...base.query, [name]: value } });
    }
    out.push({ ...base, label: `query ${name} twice`, query: { ...base.query, [name]: ['1', '2'] } });
  }
  sampleOf(route.query, STRUCT_SAMPLES, seedOf(route)).forEach((value, i) => out.push({ ...base, label: `query of its struct #${i}`, query: asQuery(value) }));
  out.push({ ...base, label: 'query: unknown extra field', query: { ...base.query, extra: 'x' } });
  out.push({ ...base, label: 'query: a toString key', query: { ...base.query, toString: 'x' } });
  if (route.method === 'GET') return out;

  const body = example.body ?? {};
  for (const path of leaves(body).filter((p) => p.length > 0)) {
    const where = path.join('.');
    for (const value of [...JSON_VALUES, ...EXOTIC_VALUES, ...RANDOM_VALUES]) {
      out.push({ ...base, label: `body ${where}=${JSON.stringify(value)?.slice(0, 24)}`, payload: { json: setAt(body, path, value) } });
    }
    out.push({ ...base, label: `body ${where} missing`, payload: { json: setAt(body, path, undefined, true) } });
  }
  sampleOf(route.body, STRUCT_SAMPLES, seedOf(route)).forEach((value, i) => out.push({ ...base, label: `body of its struct #${i}`, payload: { json: value } }));
  const whole: [string, Payload][] = [
    ['no body', null],
    ['body: extra field', { json: { ...(body as object), extra: 'x', __proto__x: 1 } }],
    ['body: an array', { json: [body] }],
    ['body: a string', { json: 'text' }],
    ['body: a number', { json: 2147483648 }],
    ['body: nested 5,000 deep', { raw: deep(5000), contentType: 'application/json' }],
    ['body: nested 33 deep', { raw: deep(33), contentType: 'application/json' }],
    ['body: invalid JSON', { raw: '{"a":', contentType: 'application/json' }],
    ['body: empty JSON', { raw: '', contentType: 'application/json' }],
    ['body: prototype pollution', { raw: '{"__proto__":{"admin":true}}', contentType: 'application/json' }],
    ['body: text/plain', { raw: JSON.stringify(body), contentType: 'text/plain' }],
    ['body: xml', { raw: '<a>1</a>', contentType: 'application/xml' }],
    ['body: form', { raw: 'a=%00&_method=DELETE', contentType: 'application/x-www-form-urlencoded' }],
    ['body: multipart without boundary', { raw: 'x', contentType: 'multipart/form-data' }],
    ['body: multipart cut short', { raw: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx', contentType: 'multipart/form-data; boundary=b' }],
    ['body: multipart with a renamed executable', { raw: '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nMZ\x90\x00\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' }],
    ['body: a field near the size limit', { json: setAt(body, leaves(body).find((p) => p.length > 0) ?? [], 'x'.repeat(1_000_000)) }],
    ['body: 1.5 MB', { raw: JSON.stringify({ ...(body as object), pad: 'x'.repeat(1_500_000) }), contentType: 'application/json' }],
    ['body: _method DELETE', { json: { ...(body as object), _method: 'DELETE' } }],
    ['body: _method as object', { json: { ...(body as object), _method: { toString: 1 } } }],
  ];
  for (const [label, payload] of whole) out.push({ ...base, label, payload });
  return out;
}

/** An account the declaration lets through for its own tenant, so that probes reach the route's validation. */
function caller(route: DeclaredRoute, permissions: Record<DemoName, Set<string>>): DemoName | null {
  if (route.auth !== 'user') return null;
  const who = (Object.keys(DEMO) as DemoName[]).find((name) => expected(route, name, 'own', permissions[name]) === 200);
  if (!who) throw new Error(`no demo account may call ${route.method} ${route.url}`);
  return who;
}

let server: TestServer;
const permissions = {} as Record<DemoName, Set<string>>;

async function changes(): Promise<Map<string, number>> {
  const result = (await server.handle.db.execute(sql`select tbl, n from fuzz_changes`)) as unknown as { rows: { tbl: string; n: string | number }[] };
  return new Map(result.rows.map((r) => [r.tbl, Number(r.n)]));
}

function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([tbl, n]) => !BOOKKEEPING.has(tbl) && n !== (before.get(tbl) ?? 0)).map(([tbl]) => tbl);
}

beforeAll(async () => {
  server = await startTestServer();
  await insertCustomerFixtures(server.handle.db);
  for (const who of Object.keys(DEMO) as DemoName[]) {
    const me = await server.app.inject({ method: 'POST', url: `/api/users/${DEMO[who].provider}/login`, payload: { email: DEMO[who].login, password: 'demo1234' } });
    permissions[who] = new Set(me.json().permissions as string[]);
  }
  const db = server.handle.db;
  await db.execute(sql`create table fuzz_changes (tbl text primary key, n bigint not null)`);
  await db.execute(sql`create function fuzz_count() returns trigger language plpgsql as $$
    declare counted text := TG_TABLE_NAME;
    begin
      -- An audit entry counts under the table it records: a bookkeeping write's entry is bookkeeping too.
      if TG_TABLE_NAME = 'audit_entries' and TG_OP = 'INSERT' then counted := NEW.entity; end if;
      raise notice 'fuzz_count';
      insert into fuzz_changes values (counted, 1) on conflict (tbl) do update set n = fuzz_changes.n + 1; return null;
    end $$`);
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_changes'`)) as unknown as { rows: { tablename: string }[] };
  for (const { tablename } of tables.rows) {
    await db.execute(sql.raw(`create trigger fuzz_count after insert or update or delete on "${tablename}" for each row execute function fuzz_count()`));
  }
}, 120_000);
afterAll(async () => {
  pg.Client.prototype.emit = emit;
  await server.close();
});

/**
 * The rows written so far, as announced: the counting trigger raises a notice first, which PostgreSQL sends the
 * connection that wrote before its statement completes, so before the request that wrote has answered. When none
 * came since the counts were last read, nothing was written (the counts stand); otherwise, a write or one rolled
 * back, they are read again.
 */
let notices = 0;
const emit = pg.Client.prototype.emit;
pg.Client.prototype.emit = function (this: pg.Client, event: string | symbol, ...args: unknown[]) {
  if (event === 'notice' && (args[0] as { message?: string } | undefined)?.message === 'fuzz_count') notices++;
  return emit.call(this, event, ...args);
};

describe('fuzz suite', () => {
  it('fuzzes every declared route, from its example or its sample', () => {
    const missing = server.app.routeTable.filter((r) => 'skip' in r.example && !r.sample).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(server.app.routeTable.length).toBeGreaterThan(40);
  });

  it('answers no mutation with a 5xx, says why it refuses, and a refused request changes nothing', async () => {
    const failures: string[] = [];
    const mix = new Map<number, number>();
    let sent = 0;
    // One session per account, made again when a probe answers 401 (a sign-out, another device's sign-out, a
    // password change may end it): the probe is then sent again on a new session, so every probe reaches the route
    // as a signed-in caller, as when each had its own session (a session insert and a cold session look-up each,
    // most of this file's time).
    // A console session's id goes into the examples (a salesman's token_notifications is an HMAC of it); a
    // customer's, 0 (none).
    const sessions = new Map<DemoName | 'customer', { token: string; id: number }>();
    const sessionOf = async (account: DemoName | 'customer') => {
      let session = sessions.get(account);
      if (session === undefined) {
        session = account === 'customer' ? { token: await customerTokenFor(server), id: 0 } : await sessionFor(server, account);
        sessions.set(account, session);
      }
      return session;
    };
    let renewed = 0;
    // The counts after one probe are the counts before the next: between them only a new session may be written,
    // which is bookkeeping (a write that lands late is blamed on the next probe either way).
    let seen = notices;
    let counted = await changes();
    let reads = 0;
    const recount = async () => {
      reads++;
      seen = notices;
      return (counted = await changes());
    };
    await tokenFor(server, 'admin');
    expect(notices, 'a write announces itself (otherwise every probe would be taken to write nothing)').toBeGreaterThan(seen);
    await recount();
    for (const route of server.app.routeTable) {
      const who = caller(route, permissions);
      // Customer routes run as the demo customer, on their own request.
      const own = route.auth === 'customer' ? customerIds('own') : ids(who ?? 'parking', 'own', who ? (await sessionOf(who)).id : 0);
      const example = 'skip' in route.example ? route.sample!(own) : route.example(own);
      const account = route.auth === 'customer' ? 'customer' : who;
      for (const probe of probes(route, example)) {
        const locale = sent % 2 === 0 ? 'es' : 'en';
        const headers: Record<string, string> = { 'x-locale': locale };
        if (route.auth === 'device') headers['x-device-key'] = `demo-lot-${own.parkingId}-key`;
        let url = route.url;
        for (const [name, value] of Object.entries(probe.params)) url = url.replace(`:${name}`, value);
        const search = new URLSearchParams();
        for (const [name, value] of Object.entries(probe.query)) for (const v of [value].flat()) search.append(name, v);
        if ([...search].length > 0) url += `?${search}`;
        const payload = probe.payload === null ? undefined : 'json' in probe.payload ? JSON.stringify(probe.payload.json) : probe.payload.raw;
        if (probe.payload) headers['content-type'] = 'json' in probe.payload ? 'application/json' : probe.payload.contentType;

        if (account) headers.authorization = `Bearer ${(await sessionOf(account)).token}`;
        let before = counted;
        let res = await server.app.inject({ method: route.method, url, headers, payload });
        let after = notices === seen ? counted : await recount();
        if (account && res.statusCode === 401) {
          // The session had ended: what this probe wrote is still checked, then it goes again on a new one.
          const changed = changedTables(before, after);
          if (changed.length > 0) failures.push(`${route.method} ${route.url} [${probe.label}] -> 401 (an ended session): wrote ${changed.join(', ')}`);
          sessions.delete(account);
          renewed++;
          headers.authorization = `Bearer ${(await sessionOf(account)).token}`;
          before = counted;
          res = await server.app.inject({ method: route.method, url, headers, payload });
          after = notices === seen ? counted : await recount();
        }
        sent++;
        mix.set(res.statusCode, (mix.get(res.statusCode) ?? 0) + 1);
        const where = `${route.method} ${route.url} [${probe.label}] -> ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 160)}`);
        if (res.statusCode >= 400) {
          const message = (res.json() as { message?: unknown }).message;
          if (typeof message !== 'string' || message.trim() === '') failures.push(`${where}: no message`);
          const changed = changedTables(before, after);
          if (changed.length > 0) failures.push(`${where}: wrote ${changed.join(', ')}`);
        }
      }
    }
    console.info(`fuzz: ${sent} requests over ${server.app.routeTable.length} routes (${renewed} again on a new session, the counts read after ${reads}); statuses ${JSON.stringify(Object.fromEntries([...mix].sort(([a], [b]) => a - b)))}`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1500);
  }, 600_000);
});
