// The dashboard's rollup kept with the visits: random stays (seeded) sent through the device and operator API
// leave visit_hours equal to a rebuild from the visits, and the tiles equal figures counted here from the
// visits one by one; a visit write that fails leaves the rollup as it was. Lot 2 runs on New York time (the
// window spans the 2026-11-01 fall-back) and lot 3 on Kolkata's (+05:30), lot 1 on Monterrey's.
import fs from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageTime, cars, incomes, parkingTime, peakHours } from '../../server/dashboards/tiles';
import { backfillSql, rebuildRollups, STAY_BUCKETS } from '../../server/dashboards/rollups';
import { parkings, visitHours, visits } from '../../server/db/schema';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { openShiftAs } from './shift-helpers';
import { gateEvent } from './parking-helpers';

const LOTS = [
  { id: 1, timeZone: 'America/Monterrey', entries: [1, 3], exits: [2, 4] },
  { id: 2, timeZone: 'America/New_York', entries: [5], exits: [6] },
  { id: 3, timeZone: 'Asia/Kolkata', entries: [7], exits: [8] },
];
const HOUR = 3_600_000;
let server: TestServer;
let operator: string;
let now: Date;

/** mulberry32: the same "random" visits on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const snapshot = () => server.handle.db.select().from(visitHours).orderBy(asc(visitHours.parkingId), asc(visitHours.hour));
const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

beforeAll(async () => {
  server = await startTestServer();
  operator = await tokenFor(server, 'operator');
  await openShiftAs(server.app, operator, 2);
  for (const lot of LOTS) await server.handle.db.update(parkings).set({ timeZone: lot.timeZone }).where(eq(parkings.id, lot.id));
  now = new Date();
  const random = prng(20261121);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  for (let i = 0; i < 45; i++) {
    const lot = pick(LOTS);
    // Entries over the last 25 days, one in five exactly on a local hour; stays of 1 minute to 12 hours.
    const onHour = random() < 0.2;
    const back = new Date(now.getTime() - Math.floor(random() * 25 * 24) * HOUR);
    const entry = onHour ? hourStart(back, lot.timeZone) : new Date(back.getTime() - Math.floor(random() * HOUR));
    const exit = new Date(entry.getTime() + (onHour && random() < 0.5 ? Math.ceil(random() * 12) * HOUR : Math.floor(60_000 + random() * 12 * HOUR)));
    const plate = `RND${String(i).padStart(4, '0')}`;
    const phone = `81900${String(i).padStart(5, '0')}`;
    const entered = { event_id: `rnd-in-${i}`, direction: 'in', plate, phone, at: entry.toISOString() };
    ok(await gateEvent(server.app, lot.id, pick(lot.entries), entered));
    if (random() < 0.15) ok(await gateEvent(server.app, lot.id, pick(lot.entries), entered)); // a repeated event counts once
    const fate = random();
    if (fate < 0.2 || exit > now) continue; // still inside
    if (lot.id === 1 && fate < 0.45) {
      // Paid at the operator's desk now; some leave afterwards.
      const quoted = (await as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/rate', payload: { phone } })).json();
      ok(await as(server.app, operator, { method: 'POST', url: '/api/parkings/1/operators/checkout/users/checkout', payload: { name: 'Prueba Aleatoria', transaction_id: quoted.id, gate_out: 2, payment_kind: 'card' } }));
      if (random() < 0.5) ok(await gateEvent(server.app, 1, pick(lot.exits), { direction: 'out', plate }));
      continue;
    }
    ok(await gateEvent(server.app, lot.id, pick(lot.exits), { direction: 'out', plate, at: exit.toISOString(), payment: 'card' }));
  }
});
afterAll(() => server.close());

type Visit = typeof visits.$inferSelect;
const visitsOf = (lotId: number) => server.handle.db.select().from(visits).where(eq(visits.parkingId, lotId));
const localParts = (d: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(d);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { hour: n('hour'), minute: n('minute'), second: n('second') };
};
/** The instant the local hour containing `d` began. */
const hourStart = (d: Date, timeZone: string) => {
  const p = localParts(d, timeZone);
  return new Date(d.getTime() - (p.minute * 60 + p.second) * 1000 - d.getUTCMilliseconds());
};
/** yyyy-MM-dd, or yyyy-MM-dd HH:00, in the lot's zone. */
const localLabel = (d: Date, timeZone: string, byHour: boolean) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  return byHour ? `${day} ${String(localParts(d, timeZone).hour).padStart(2, '0')}:00` : day;
};
const within = (t: Date | null, from: Date, to: Date): t is Date => t !== null && t >= from && t < to;

describe('dashboard rollup', () => {
  it('equals the rollup rebuilt from the visits', async () => {
    const kept = await snapshot();
    expect(kept.length).toBeGreaterThan(40);
    await rebuildRollups(server.handle.db);
    expect(await snapshot()).toEqual(kept);
    await rebuildRollups(server.handle.db, 2);
    expect(await snapshot()).toEqual(kept);
  });

  it('gives the tiles the figures counted from the visits one by one', async () => {
    for (const lot of LOTS) {
      const all = await visitsOf(lot.id);
      for (const days of [1, 7, 30]) {
        const from = hourStart(new Date(now.getTime() - days * 86_400_000), lot.timeZone);
        const w = { from, to: new Date(now.getTime() + HOUR) };
        const paid = all.filter((v): v is Visit & { paidAt: Date; amount: number } => v.amount !== null && within(v.paidAt, from, w.to));
        const byHour = days === 1;
        const series = new Map<string, number>();
        for (const v of paid) {
          const label = localLabel(v.paidAt, lot.timeZone, byHour);
          series.set(label, (series.get(label) ?? 0) + v.amount);
        }
        expect(await incomes(server.handle.db, lot, w, byHour)).toEqual({
          total: paid.reduce((s, v) => s + v.amount, 0),
          count: paid.length,
          series: [...series].sort(([a], [b]) => a.localeCompare(b)).map(([bucket, amount]) => ({ bucket, amount })),
        });

        const left = all.filter((v) => within(v.exitAt, from, w.to));
        const minutes = (v: Visit) => ((v.exitAt?.getTime() ?? 0) - v.entryAt.getTime()) / 60_000;
        const { buckets } = await parkingTime(server.handle.db, lot, w);
        expect(buckets.map((b) => b.visits)).toEqual(STAY_BUCKETS.map((b) => left.filter((v) => minutes(v) >= b.from && (b.to === null || minutes(v) < b.to)).length));
        const average = left.length ? Math.round(left.reduce((s, v) => s + minutes(v), 0) / left.length) : 0;
        expect(await averageTime(server.handle.db, lot, w)).toEqual({ minutes: average, visits: left.length });
        expect(await cars(server.handle.db, lot, w)).toEqual({
          inside: all.filter((v) => v.state !== 'closed').length,
          entered: all.filter((v) => within(v.entryAt, from, w.to)).length,
          pensions_inside: 0,
        });

        const samples = new Map<number, number[]>();
        for (let h = from.getTime(); h <= w.to.getTime(); h += HOUR) {
          const present = all.filter((v) => v.entryAt.getTime() <= h && (v.exitAt === null || v.exitAt.getTime() > h)).length;
          const local = localParts(new Date(h), lot.timeZone).hour;
          samples.set(local, [...(samples.get(local) ?? []), present]);
        }
        const expected = Array.from({ length: 24 }, (_, hour) => {
          const xs = samples.get(hour) ?? [];
          return { hour, cars: xs.length ? Math.round((xs.reduce((s, x) => s + x, 0) / xs.length) * 10) / 10 : 0 };
        });
        expect((await peakHours(server.handle.db, lot, w, { first: 0, last: 23 })).hours).toEqual(expected);
      }
    }
  });

  it('is left as it was by a visit write that fails', async () => {
    await server.handle.db.execute(sql`create function refuse_event() returns trigger language plpgsql as $$
      begin if new.event_id like 'fail-%' then raise exception 'refused for the test'; end if; return new; end $$`);
    await server.handle.db.execute(sql`create trigger refuse_event before insert on gate_events for each row execute function refuse_event()`);
    ok(await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'FAIL001', at: new Date(now.getTime() - 2 * HOUR).toISOString() }));
    const kept = await snapshot();
    const [visit] = await server.handle.db.select().from(visits).where(eq(visits.plate, 'FAIL001'));
    expect((await gateEvent(server.app, 1, 2, { event_id: 'fail-out', direction: 'out', plate: 'FAIL001', payment: 'card' })).statusCode).toBe(500);
    expect((await gateEvent(server.app, 1, 1, { event_id: 'fail-in', direction: 'in', plate: 'FAIL002' })).statusCode).toBe(500);
    expect(await snapshot()).toEqual(kept);
    expect(await server.handle.db.select().from(visits).where(eq(visits.plate, 'FAIL001'))).toEqual([visit]);
    expect(await server.handle.db.select().from(visits).where(eq(visits.plate, 'FAIL002'))).toEqual([]);
    await server.handle.db.execute(sql`drop trigger refuse_event on gate_events`);
  });

  it('is back-filled by migration 0006 with the rebuild statement itself', () => {
    const migration = fs.readFileSync(new URL('../../server/db/migrations/0006_dashboard_rollups.sql', import.meta.url), 'utf8');
    expect(migration).toContain(`${backfillSql()};`);
  });
});
