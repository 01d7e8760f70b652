// The demo history written in bulk (server/demo) is what the simulator's back-fill sent through the device
// routes writes: the same visits, amounts, pension entrances, device events and rollup rows. A fill stopped
// by a failing day resumes at that day and ends equal to an uninterrupted one; a second fill adds nothing; a
// lot that is not a fresh demo lot gets nothing.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeviceConfigAnswer } from '../../src/contracts/devices.struct';
import { backfill, backfillEvents, backfillPlan, type BackfillGates } from '../../src/domain/simulation/backfill';
import { rebuildRollups } from '../../server/dashboards/rollups';
import { demoHistoryDays, gateEvents, parkings, pensionEntrances, visitHours, visits } from '../../server/db/schema';
import { demoDeviceKey } from '../../server/demo/seed';
import { fillDemoHistory } from '../../server/demo/history';
import { progressLine, type Progress } from '../../server/demo/progress';
import { readDeviceConfig } from '../../server/parking/device-config';
import { startTestServer, type TestServer } from './helpers';
import { gateEvent } from './parking-helpers';

// Sunday 2026-11-15, 20:00 in Monterrey: lot 1 is open (until 21:00), so cars are inside "now"; the two days
// before it are a Saturday and a Sunday (two fee sets) within the Buen Fin special rate (13 to 16 November).
const NOW = new Date('2026-11-16T02:00:00Z');
const DAYS = 2;
let server: TestServer;
const db = () => server.handle.db;

/** A demo lot's gates driving the device API in process: every hook and check of the route. */
function demoGates(app: FastifyInstance, lot: number): BackfillGates {
  const url = (path: string) => `/api/devices/parkings/${lot}${path}`;
  const headers = { 'x-device-key': demoDeviceKey(lot), 'x-locale': 'en' };
  return {
    config: async () => {
      const res = await app.inject({ method: 'GET', url: url('/config'), headers });
      const [err, answer] = validate(res.json(), DeviceConfigAnswer);
      if (res.statusCode !== 200 || err) throw new Error(`lot ${lot}: the device config answered ${res.statusCode} ${res.body}`);
      return answer.data;
    },
    event: async (gateId, body) => {
      const res = await app.inject({ method: 'POST', url: url(`/gates/${gateId}/events`), headers, payload: body });
      return { status: res.statusCode };
    },
  };
}

/** A progress that keeps its lines. */
function recorded(): Progress & { updates: string[]; last: string[] } {
  const updates: string[] = [];
  const last: string[] = [];
  return { updates, last, update: (line) => void updates.push(line), done: (line) => void last.push(line) };
}

/** Everything the traffic of a lot wrote, without serial ids or write times (a device event names its row by content). */
async function lotRows(lot: number) {
  const visitRows = await db().select().from(visits).where(eq(visits.parkingId, lot)).orderBy(asc(visits.entryAt), asc(visits.plate));
  const entranceRows = await db().select().from(pensionEntrances).where(eq(pensionEntrances.parkingId, lot)).orderBy(asc(pensionEntrances.at), asc(pensionEntrances.direction));
  const eventRows = await db().select().from(gateEvents).where(eq(gateEvents.parkingId, lot)).orderBy(asc(gateEvents.eventId));
  const hours = await db().select().from(visitHours).where(eq(visitHours.parkingId, lot)).orderBy(asc(visitHours.hour));
  const byId = new Map<string, string>([
    ...visitRows.map((v): [string, string] => [`visit ${v.id}`, `visit ${v.plate} ${v.entryAt.toISOString()}`]),
    ...entranceRows.map((e): [string, string] => [`pension ${e.id}`, `pension ${e.plate} ${e.at.toISOString()} ${e.direction}`]),
  ]);
  return {
    visits: visitRows.map(({ id: _id, ...v }) => v),
    entrances: entranceRows.map(({ id: _id, ...e }) => e),
    events: eventRows.map(({ id: _id, createdAt: _at, refId, ...e }) => ({ ...e, ref: byId.get(`${e.outcome} ${refId}`) })),
    hours,
  };
}

async function forgetTraffic(lot: number): Promise<void> {
  await db().delete(gateEvents).where(eq(gateEvents.parkingId, lot));
  await db().delete(pensionEntrances).where(eq(pensionEntrances.parkingId, lot));
  await db().delete(visits).where(eq(visits.parkingId, lot));
  await db().delete(visitHours).where(eq(visitHours.parkingId, lot));
  await db().delete(demoHistoryDays).where(eq(demoHistoryDays.parkingId, lot));
}

const countOf = async (table: typeof visits | typeof gateEvents | typeof pensionEntrances, lot: number) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.parkingId, lot)))[0].n;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('lot 1, two days', () => {
  let routed: Awaited<ReturnType<typeof lotRows>>;
  let bulk: Awaited<ReturnType<typeof lotRows>>;

  beforeAll(async () => {
    const sent = await backfill(demoGates(server.app, 1), { lot: 1, days: DAYS, now: NOW });
    expect(sent.refused).toBe(0);
    routed = await lotRows(1);
    await forgetTraffic(1);
    const progress = recorded();
    const fill = await fillDemoHistory(db(), DAYS, { now: NOW, lots: [1], progress });
    expect(fill).toEqual({ lotDays: DAYS, visits: routed.visits.length, refused: 0 });
    expect(progress.updates).toEqual(['demo history: 0/2 lot-days', 'demo history: 1/2 lot-days', 'demo history: 2/2 lot-days']);
    expect(progress.last).toEqual([expect.stringMatching(new RegExp(`^demo history: 2/2 lot-days, ${routed.visits.length} visits in \\d+\\.\\d s$`))]);
    bulk = await lotRows(1);
  }, 120_000);

  it('covers paid exits at both accesses, pension entrances and cars still inside', () => {
    const paid = routed.visits.filter((v) => v.paidBy === 'barrier' && v.amount !== null && v.quoteLines !== null);
    expect(paid.length).toBeGreaterThan(100);
    expect(new Set(paid.map((v) => v.amount)).size).toBeGreaterThan(3);
    expect(new Set(routed.visits.map((v) => v.accessId))).toEqual(new Set([1, 2]));
    expect(routed.visits.filter((v) => v.state === 'open' && v.exitAt === null).length).toBeGreaterThan(0);
    expect(routed.entrances.length).toBeGreaterThan(0);
    expect(routed.hours.some((h) => h.income > 0)).toBe(true);
  });

  it('writes the visits, their amounts and quote lines the device route writes', () => expect(bulk.visits).toEqual(routed.visits));
  it('writes the same pension entrances', () => expect(bulk.entrances).toEqual(routed.entrances));
  it('records the same device events, each naming the same row', () => expect(bulk.events).toEqual(routed.events));
  it('adds the same rows to the dashboard rollup', () => expect(bulk.hours).toEqual(routed.hours));

  it('a second fill writes nothing and prints nothing', async () => {
    const progress = recorded();
    expect(await fillDemoHistory(db(), DAYS, { now: new Date(), lots: [1], progress })).toEqual({ lotDays: 0, visits: 0, refused: 0 });
    expect(progress.updates).toEqual([]);
    expect(progress.last).toEqual([]);
    expect(await lotRows(1)).toEqual(bulk);
  });

  it('a fill stopped by a failing day resumes at that day and ends as an uninterrupted fill', async () => {
    await forgetTraffic(1);
    // A device event already recorded with the id of the second day's first entry makes that day's insert fail.
    const events = backfillEvents(1, backfillPlan(await readDeviceConfig(db(), 1), 1, DAYS, NOW), NOW);
    const secondDay = events.find((e) => e.body.direction === 'in' && e.at.getTime() >= NOW.getTime() - 86_400_000);
    if (!secondDay) throw new Error('the plan has no entry on its second day');
    const [blocker] = await db()
      .insert(gateEvents)
      .values({ parkingId: 1, gateId: secondDay.gateId, eventId: secondDay.body.event_id, direction: 'in', plate: 'BLOCK01', at: NOW, outcome: 'visit', refId: 0 })
      .returning();

    const stopped = recorded();
    await expect(fillDemoHistory(db(), DAYS, { now: NOW, lots: [1], progress: stopped })).rejects.toThrow();
    expect(stopped.last).toEqual(['demo history: 1/2 lot-days: stopped, the next start resumes it']);
    const days = await db().select().from(demoHistoryDays).where(eq(demoHistoryDays.parkingId, 1)).orderBy(asc(demoHistoryDays.startsAt));
    expect(days.map((d) => d.filledAt !== null)).toEqual([true, false]);
    // Nothing of the failed day was kept.
    expect(await countOf(visits, 1)).toBe(days[0].visits);
    expect((await db().select().from(visits).where(eq(visits.parkingId, 1))).every((v) => v.entryAt < days[1].startsAt)).toBe(true);

    await db().delete(gateEvents).where(eq(gateEvents.id, blocker.id));
    // A later start (a later "now") resumes the window opened at NOW.
    const resumed = recorded();
    const fill = await fillDemoHistory(db(), 90, { now: new Date(), lots: [1], progress: resumed });
    expect(fill.lotDays).toBe(1);
    expect(resumed.updates[0]).toBe('demo history: 1/2 lot-days');
    expect(await lotRows(1)).toEqual(bulk);
  });

  it('the rollup it leaves equals a rebuild from the visits', async () => {
    const kept = (await lotRows(1)).hours;
    await rebuildRollups(db(), 1);
    expect((await lotRows(1)).hours).toEqual(kept);
  });
});

describe('which lots get a history', () => {
  it('none for a lot with visits of its own, or whose devices use another key', async () => {
    const entered = await gateEvent(server.app, 3, 7, { direction: 'in', plate: 'OWN0001' });
    expect(entered.statusCode).toBe(200);
    await db().update(parkings).set({ deviceKeyHash: 'another key' }).where(eq(parkings.id, 2));
    const progress = recorded();
    expect(await fillDemoHistory(db(), DAYS, { now: NOW, lots: [2, 3], progress })).toEqual({ lotDays: 0, visits: 0, refused: 0 });
    expect(await db().select().from(demoHistoryDays).where(and(eq(demoHistoryDays.parkingId, 2)))).toEqual([]);
    expect(await db().select().from(demoHistoryDays).where(eq(demoHistoryDays.parkingId, 3))).toEqual([]);
    expect(await countOf(visits, 2)).toBe(0);
    expect(await countOf(visits, 3)).toBe(1);
    expect(progress.last).toEqual([]);
  });

  it('two fills at once write each day once', async () => {
    await forgetTraffic(1);
    const [a, b] = await Promise.all([
      fillDemoHistory(db(), DAYS, { now: NOW, lots: [1], progress: recorded() }),
      fillDemoHistory(db(), DAYS, { now: new Date(NOW.getTime() + 1000), lots: [1], progress: recorded() }),
    ]);
    expect(a.lotDays + b.lotDays).toBe(DAYS);
    const days = await db().select().from(demoHistoryDays).where(eq(demoHistoryDays.parkingId, 1));
    expect(days).toHaveLength(DAYS);
    expect(await countOf(visits, 1)).toBe(days.reduce((n, d) => n + (d.visits ?? 0), 0));
    const ids = await db().select({ id: gateEvents.eventId }).from(gateEvents).where(eq(gateEvents.parkingId, 1));
    expect(new Set(ids.map((r) => r.id)).size).toBe(ids.length);
  });
});

describe('the progress line', () => {
  const stream = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, out: { isTTY, write: (chunk: string) => written.push(chunk) > 0 } };
  };

  it('is rewritten in place on a terminal', () => {
    const { written, out } = stream(true);
    const progress = progressLine(out);
    progress.update('demo history: 1/270 lot-days');
    progress.update('demo history: 2/270 lot-days');
    progress.done('demo history: 270/270 lot-days, 10 visits in 1.0 s');
    expect(written).toEqual(['\r\x1b[2Kdemo history: 1/270 lot-days', '\r\x1b[2Kdemo history: 2/270 lot-days', '\r\x1b[2Kdemo history: 270/270 lot-days, 10 visits in 1.0 s\n']);
  });

  it('elsewhere is one final line', () => {
    const { written, out } = stream(false);
    const progress = progressLine(out);
    progress.update('demo history: 1/270 lot-days');
    progress.done('demo history: 270/270 lot-days, 10 visits in 1.0 s');
    expect(written).toEqual(['demo history: 270/270 lot-days, 10 visits in 1.0 s\n']);
  });
});
