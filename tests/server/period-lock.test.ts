// The lock date (issue 20, server/settings/period-lock.ts, migration 0022): records dated on or before it, in the
// company's time zone, are closed to edits whatever writes them; a car paid before it still leaves; a device
// reporting a payment into a closed day is answered 409 periodLocked in its language and nothing changes.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companySettings, gateEvents, pensionEntrances, visits } from '../../server/db/schema';
import { forget } from '../../server/cache/caches';
import { startTestServer, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.handle.db;
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS);
/** yyyy-MM-dd of `n` days ago in Monterrey (the company's default zone). */
const dayOf = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Monterrey' }).format(daysAgo(n));

async function setLock(day: string | null) {
  await db().update(companySettings).set({ lockDate: day }).where(eq(companySettings.id, 1));
  forget(db(), { topic: 'settings', id: 1 });
}

/** A visit of lot 1 that entered and was paid `n` days ago, still inside. */
async function paidVisit(plate: string, n: number) {
  const [v] = await db()
    .insert(visits)
    .values({ parkingId: 1, accessId: 1, entryGateId: 1, entryAt: new Date(daysAgo(n).getTime() - 3_600_000), plate, state: 'paid', amount: 4500, serviceCents: 0, taxCents: 0, paidAt: daysAgo(n), paidBy: 'operator', period: '1:00' })
    .returning();
  return v;
}

const refusal = (err: unknown) => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code) return (e as { code: string; detail?: string });
  return null;
};
async function refusedWith(write: Promise<unknown>) {
  try {
    await write;
  } catch (err) {
    return refusal(err);
  }
  return null;
}

beforeEach(() => setLock(null));

describe('the database refuses edits of closed records', () => {
  it("refuses to change or delete a visit paid on or before the lock date, and lets a later one's change through", async () => {
    const old = await paidVisit('LCK0001', 10);
    const recent = await paidVisit('LCK0002', 2);
    await setLock(dayOf(5));
    expect(await refusedWith(db().update(visits).set({ amount: 1 }).where(eq(visits.id, old.id)))).toMatchObject({ code: 'NXLCK', detail: dayOf(5) });
    expect(await refusedWith(db().delete(visits).where(eq(visits.id, old.id)))).toMatchObject({ code: 'NXLCK' });
    // Moving a later payment onto a closed day is a change of the closed period too.
    expect(await refusedWith(db().update(visits).set({ paidAt: daysAgo(8) }).where(eq(visits.id, recent.id)))).toMatchObject({ code: 'NXLCK' });
    expect(await refusedWith(db().update(visits).set({ amount: 5000 }).where(eq(visits.id, recent.id)))).toBeNull();
    expect((await db().select().from(visits).where(eq(visits.id, old.id)))[0]).toMatchObject({ amount: 4500, state: 'paid' });
    // Reopened: the old visit can change again.
    await setLock(null);
    expect(await refusedWith(db().update(visits).set({ amount: 4400 }).where(eq(visits.id, old.id)))).toBeNull();
  });

  it('the lock date is a day in the company time zone: its last local minute is closed, the next one open', async () => {
    const lockDay = dayOf(6);
    // 23:59 and 00:01 Monterrey (UTC-6) around the end of the lock day.
    const end = new Date(`${lockDay}T23:59:00-06:00`);
    const inside = await paidVisit('LCK0003', 0);
    const after = await paidVisit('LCK0004', 0);
    await db().execute(sql`update visits set paid_at = ${end.toISOString()}::timestamptz where id = ${inside.id}`);
    await db().execute(sql`update visits set paid_at = ${new Date(end.getTime() + 120_000).toISOString()}::timestamptz where id = ${after.id}`);
    await setLock(lockDay);
    expect(await refusedWith(db().update(visits).set({ amount: 1 }).where(eq(visits.id, inside.id)))).toMatchObject({ code: 'NXLCK' });
    expect(await refusedWith(db().update(visits).set({ amount: 1 }).where(eq(visits.id, after.id)))).toBeNull();
  });

  it('refuses to change or delete a pension entrance or a gate event of a closed day', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'NXP1001', at: new Date(daysAgo(9)).toISOString() });
    const [entrance] = await db().select().from(pensionEntrances).where(eq(pensionEntrances.plate, 'NXP1001'));
    const [event] = await db().select().from(gateEvents).where(and(eq(gateEvents.plate, 'NXP1001'), eq(gateEvents.outcome, 'pension')));
    expect(entrance && event).toBeTruthy();
    await setLock(dayOf(5));
    expect(await refusedWith(db().update(pensionEntrances).set({ plate: 'OTRA' }).where(eq(pensionEntrances.id, entrance.id)))).toMatchObject({ code: 'NXLCK' });
    expect(await refusedWith(db().delete(pensionEntrances).where(eq(pensionEntrances.id, entrance.id)))).toMatchObject({ code: 'NXLCK' });
    expect(await refusedWith(db().delete(gateEvents).where(eq(gateEvents.id, event.id)))).toMatchObject({ code: 'NXLCK' });
  });
});

describe('the gates under a lock date', () => {
  it('a car paid before the lock date still leaves: its exit is recorded', async () => {
    const v = await paidVisit('LCK0010', 8);
    await setLock(dayOf(4));
    const res = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'LCK0010' });
    expect(res.statusCode).toBe(200);
    expect((await db().select().from(visits).where(eq(visits.id, v.id)))[0]).toMatchObject({ state: 'closed', amount: 4500 });
  });

  it("refuses a barrier's payment dated on a closed day: 409 periodLocked in the device's language, the visit stays open", async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'LCK0011', at: new Date(daysAgo(9)).toISOString() });
    await setLock(dayOf(5));
    const res = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'LCK0011', payment: 'card', at: new Date(daysAgo(8)).toISOString() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `The period up to ${dayOf(5)} is closed: records dated on or before it cannot be changed. An administrator can reopen it in Settings.`,
      reason: 'period_locked',
    });
    const [v] = await db().select().from(visits).where(eq(visits.plate, 'LCK0011'));
    expect(v).toMatchObject({ state: 'open', amount: null, paidAt: null });
    // Paid now, the same car leaves.
    const now = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'LCK0011', payment: 'card', at: minutesAgo(0) });
    expect(now.statusCode).toBe(200);
  });
});
