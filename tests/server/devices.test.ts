import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gates, pensionCars, pensionEntrances, pensions, visits } from '../../server/db/schema';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { startTestServer, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

let server: TestServer;
const published: RealtimeMessage[] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.app.publisher.subscribe((m) => published.push(m));
});
afterAll(() => server.close());

const visitsOf = (plate: string) => server.handle.db.select().from(visits).where(eq(visits.plate, plate));

describe('gate device events', () => {
  it('opens a visit on entry, upper-cases the plate and tells the dashboard', async () => {
    const res = await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'abc1234', phone: '8112345678', at: minutesAgo(30) });
    expect(res.statusCode).toBe(200);
    const [visit] = await visitsOf('ABC1234');
    expect(visit).toMatchObject({ state: 'open', phone: '8112345678', accessId: 1, entryGateId: 1 });
    expect(published.at(-1)).toMatchObject({ channel: 'private-dashboard.1', event: 'UpdateCountCarGeneral' });
  });

  it('acknowledges a repeated event_id and changes nothing', async () => {
    const body = { event_id: 'device-42', direction: 'in', plate: 'REP0001' };
    const first = await gateEvent(server.app, 1, 1, body);
    const again = await gateEvent(server.app, 1, 1, body);
    expect(first.json().message).toBe('Event recorded.');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Event already recorded.');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await visitsOf('REP0001')).toHaveLength(1);
  });

  it('refuses a wrong key, an unknown gate and gates used the wrong way', async () => {
    expect((await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'KEY0001' }, 'not-the-key')).statusCode).toBe(401);
    expect((await gateEvent(server.app, 1, 7, { direction: 'in', plate: 'KEY0001' })).json().errors).toEqual({ gateId: ['That gate does not belong to this lot.'] });
    expect((await gateEvent(server.app, 1, 2, { direction: 'in', plate: 'KEY0001' })).json().errors).toEqual({ direction: ['That gate is not an entry gate.'] });
    expect((await gateEvent(server.app, 1, 1, { direction: 'out', plate: 'KEY0001' })).json().errors).toEqual({ direction: ['That gate is not an exit gate.'] });
    expect((await gateEvent(server.app, 1, 1, { direction: 'sideways', plate: 'KEY0001' })).statusCode).toBe(422);
    expect(await visitsOf('KEY0001')).toHaveLength(0);
  });

  it('refuses to let an unpaid car out, and says so', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'UNP0001', at: minutesAgo(50) });
    const res = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'UNP0001' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The visit of UNP0001 is not paid: it must check out before leaving.');
    const [visit] = await visitsOf('UNP0001');
    expect(visit.state).toBe('open');
  });

  it('closes a visit paid at the barrier with the engine amount, and refuses an exit before the entry', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CRD0001', at: '2030-01-07T15:00:00Z' });
    const early = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'CRD0001', at: '2030-01-07T14:00:00Z', payment: 'card' });
    expect(early.json().errors).toEqual({ at: ['The exit cannot be before the entry.'] });
    const out = await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'CRD0001', at: '2030-01-07T17:10:00Z', payment: 'card' });
    expect(out.statusCode).toBe(200);
    const [visit] = await visitsOf('CRD0001');
    // Monday 09:00-11:10 local under "Tarifa general": $25 the first hour, then $10 per started half hour (3) = $55.
    expect(visit).toMatchObject({ state: 'closed', amount: 5500, period: '2:10', paidBy: 'barrier', exitGateId: 2 });
  });

  it('tells the dashboard of a payment at the barrier once, with its amount, and of no exit that pays nothing', async () => {
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'CRD0002', at: '2030-01-07T15:00:00Z' });
    const before = published.length;
    const body = { event_id: 'card-exit-2', direction: 'out', plate: 'CRD0002', at: '2030-01-07T17:10:00Z', payment: 'card' };
    expect((await gateEvent(server.app, 1, 2, body)).json().data).toEqual({ repeated: false, outcome: 'visit', id: expect.any(Number), state: 'closed' });
    expect((await gateEvent(server.app, 1, 2, body)).statusCode).toBe(200);
    const [visit] = await visitsOf('CRD0002');
    const updates = published.slice(before).filter((m) => m.event === 'UpdateDashboard');
    expect(updates).toEqual([{ channel: 'private-dashboard.1', event: 'UpdateDashboard', data: { visit_id: visit.id, amount: 5500 } }]);

    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'PRE0001', at: minutesAgo(30) });
    await server.handle.db.update(visits).set({ state: 'paid', amount: 0, paidAt: new Date() }).where(eq(visits.plate, 'PRE0001'));
    const after = published.length;
    expect((await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'PRE0001', payment: 'card' })).statusCode).toBe(200);
    expect(published.slice(after).map((m) => m.event)).toEqual(['UpdateCountCarGeneral']);
  });

  it('answers 404 for an exit of a plate that is not inside, and 409 for a second entry', async () => {
    expect((await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'GHOST01' })).statusCode).toBe(404);
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'TWICE01' });
    expect((await gateEvent(server.app, 1, 3, { direction: 'in', plate: 'TWICE01' })).statusCode).toBe(409);
  });

  it('records a pension car as a pension entrance, not a paid visit', async () => {
    const [pension] = await server.handle.db.insert(pensions).values({ parkingId: 1, firstName: 'Lucía', lastName: 'Garza', email: 'lucia@example.mx', role: 'Contadora' }).returning();
    await server.handle.db.insert(pensionCars).values({ pensionId: pension.id, parkingId: 1, plate: 'PEN0001', brand: 'Mazda', model: 'Mazda 3', color: 'red' });
    expect((await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'pen0001' })).json().data.outcome).toBe('pension');
    expect((await gateEvent(server.app, 1, 2, { direction: 'out', plate: 'PEN0001' })).statusCode).toBe(200);
    const rows = await server.handle.db.select().from(pensionEntrances).where(eq(pensionEntrances.plate, 'PEN0001'));
    expect(rows.map((r) => r.direction)).toEqual(['in', 'out']);
    expect(await visitsOf('PEN0001')).toHaveLength(0);
    expect(published.at(-1)?.event).toBe('UpdateCountCarPension');
  });

  it('records gate status and announces a change', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/devices/parkings/1/gates/4/status', headers: { 'x-device-key': 'demo-lot-1-key' }, payload: { status: 'warning' } });
    expect(res.statusCode).toBe(200);
    const [gate] = await server.handle.db.select().from(gates).where(eq(gates.id, 4));
    expect(gate.status).toBe('warning');
    expect(gate.lastHeartbeat).not.toBeNull();
    expect(published.at(-1)).toMatchObject({ event: 'UpdateGateStatus', data: { gate_id: 4, status: 'warning' } });
  });

  it('records the barrier position, announces each move once, and answers it in the accesses', async () => {
    const report = (body: object) => server.app.inject({ method: 'POST', url: '/api/devices/parkings/1/gates/2/status', headers: { 'x-device-key': 'demo-lot-1-key' }, payload: body });
    const before = published.length;
    expect((await report({ status: 'online', barrier: 'open' })).statusCode).toBe(200);
    expect((await report({ status: 'online', barrier: 'open' })).statusCode).toBe(200);
    expect((await report({ status: 'online' })).statusCode).toBe(200); // a heartbeat keeps the barrier's position
    expect((await report({ status: 'online', barrier: 'close' })).statusCode).toBe(200);
    expect(published.slice(before).filter((p) => p.event === 'NewGateStatus').map((p) => p.data)).toMatchObject([
      { gate_id: 2, barrier: 'open' },
      { gate_id: 2, barrier: 'close' },
    ]);
    const [gate] = await server.handle.db.select().from(gates).where(eq(gates.id, 2));
    expect(gate.barrier).toBe('close');
    const bad = await report({ status: 'online', barrier: 'ajar' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('barrier');
  });

  it('keeps every visit once under a burst of events sent twice', async () => {
    const plates = Array.from({ length: 40 }, (_, i) => `BRS${String(i).padStart(4, '0')}`);
    const send = () => Promise.all(plates.map((plate) => gateEvent(server.app, 2, 5, { event_id: `burst-${plate}`, direction: 'in', plate })));
    await Promise.all([send(), send()]);
    const [{ n }] = await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(visits).where(sql`${visits.plate} like 'BRS%'`);
    expect(n).toBe(40);
  });
});
