import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gateEvents, gates, pensionCars, pensionEntrances, pensions, rateTimelines, visits } from '../../server/db/schema';
import { forget } from '../../server/cache/caches';
import type { RealtimeMessage } from '../../server/realtime/publisher';
import { startTestServer, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';
import { platePicture } from '../../simulator/plate-picture';

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

describe('a card exit while the lot\'s rates are broken behind the API', () => {
  it('answers 409 with reason rates_unquotable in the device\'s language, keeps the visit open, and takes the same event once fixed', async () => {
    const db = server.handle.db;
    await gateEvent(server.app, 1, 1, { direction: 'in', plate: 'BRK0003', at: '2030-01-07T15:00:00Z' });
    const exit = { event_id: 'broken-rates-exit', direction: 'out', plate: 'BRK0003', at: '2030-01-07T17:10:00Z', payment: 'card' };
    const [timeline] = await db.select().from(rateTimelines).where(eq(rateTimelines.parkingId, 1));
    await db.update(rateTimelines).set({ days: { ...timeline.days, 1: [{ from: '07:00', to: '23:00', feeSetId: 999 }] } }).where(eq(rateTimelines.parkingId, 1));
    forget(db, { topic: 'lot', id: 1 });
    try {
      const en = await gateEvent(server.app, 1, 2, exit);
      expect(en.statusCode).toBe(409);
      expect(en.json()).toEqual({
        message: "The lot's rates cannot price this stay: ask an administrator to fix them in Rates. On Monday, the period at 07:00 uses the time fee 999, which does not exist: choose one of the existing time fees.",
        reason: 'rates_unquotable',
        field: 'timeline.1.0.feeSetId',
      });
      const es = await server.app.inject({ method: 'POST', url: '/api/devices/parkings/1/gates/2/events', headers: { 'x-device-key': 'demo-lot-1-key', 'x-locale': 'es' }, payload: exit });
      expect(es.statusCode).toBe(409);
      expect(es.json().message).toBe(
        'Las tarifas del estacionamiento no pueden cobrar esta estancia: pide a un administrador que las corrija en Tarifas. El lunes, el periodo de las 07:00 usa la tarifa por tiempo 999, que no existe: elige una de las tarifas existentes.',
      );
      const [visit] = await visitsOf('BRK0003');
      expect(visit).toMatchObject({ state: 'open', exitAt: null, amount: null, paidAt: null });
      expect(await db.select().from(gateEvents).where(eq(gateEvents.eventId, 'broken-rates-exit'))).toEqual([]);
    } finally {
      await db.update(rateTimelines).set({ days: timeline.days }).where(eq(rateTimelines.parkingId, 1));
      forget(db, { topic: 'lot', id: 1 });
    }
    expect((await gateEvent(server.app, 1, 2, exit)).statusCode).toBe(200);
    expect((await visitsOf('BRK0003'))[0]).toMatchObject({ state: 'closed', amount: 5500, paidBy: 'barrier' });
  });
});

// Real 4x4 pictures drawn by Chromium's canvas (the JPEG and WebP without their colour profiles).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAM0lEQVR4AUzIgQkAIAhE0cM5aoCWLFqyBnAQ9QTBgwfHl7GfdYKY3gWKiww8JcM8H8ToAAAA//8yR22dAAAABklEQVQDAN5aD8V9VCRSAAAAAElFTkSuQmCC';
const JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAhEAAABAYDAQAAAAAAAAAAAAAAAgMEARESFCEkBRMiQf/EABUBAQEAAAAAAAAAAAAAAAAAAAYH/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAEDMv/aAAwDAQACEQMRAD8An8k/vrXVaNrdAiGunR2Uz9nzk8Z5j9AAFBjhAOu2f//Z';
const WEBP = 'UklGRkYAAABXRUJQVlA4IDoAAAAwAgCdASoEAAQAAUAmJaACdLoB+AADIQb7gAD+Vgf/hM//hA///AAMf/z0yiCzev3/zsGxLteAAAAA';
const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
/** The PNG followed by zeros up to `size` bytes: still a PNG to file-type and to a browser. */
const paddedPng = (size: number) => dataUrl('image/png', Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(size - Buffer.from(PNG, 'base64').length)]));

describe('gate event pictures', () => {
  let n = 0;
  const withPicture = (picture: unknown, locale = 'en') =>
    server.app.inject({
      method: 'POST',
      url: '/api/devices/parkings/1/gates/1/events',
      headers: { 'x-device-key': 'demo-lot-1-key', 'x-locale': locale },
      payload: { event_id: `picture-${n}`, direction: 'in', plate: `PIC${String(n++).padStart(4, '0')}`, picture },
    });
  const storedPicture = async (eventId: string) => (await server.handle.db.select({ picture: gateEvents.picture }).from(gateEvents).where(eq(gateEvents.eventId, eventId)))[0]?.picture;

  it('keeps PNG, JPEG and WebP data URLs whose bytes are what they say, and the simulator\'s SVG drawings', async () => {
    const pictures = [
      `data:image/png;base64,${PNG}`,
      `data:image/jpeg;base64,${JPEG}`,
      `data:image/webp;base64,${WEBP}`,
      platePicture('ABC<1&2>', new Date(), 'Entrada Peñón "norte"'),
      dataUrl('image/svg+xml', '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- camera 2 -->\n<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
      paddedPng(512 * 1024),
      // The header is read, not the pixels: damaged image data is kept (a broken image in <img>, nothing worse).
      dataUrl('image/png', Buffer.from(PNG, 'base64').fill(0x21, 41, 60)),
    ];
    for (const picture of pictures) {
      const eventId = `picture-${n}`;
      const res = await withPicture(picture);
      expect(res.statusCode, picture.slice(0, 40)).toBe(200);
      expect(await storedPicture(eventId)).toBe(picture);
    }
  });

  it('refuses anything that is not image data with 422 naming picture, in the caller\'s language, and records nothing', async () => {
    const refused = {
      'text/html data URL': dataUrl('text/html', '<script>alert(1)</script>'),
      'javascript: URL': 'javascript:alert(document.cookie)',
      'a path': '/uploads/cam1/000123.png',
      'a URL': 'https://example.com/plate.png',
      'not base64': `data:image/png,${PNG}`,
      'base64 with spaces': `data:image/png;base64,${PNG.slice(0, 20)} ${PNG.slice(20)}`,
      'GIF (not one of the types)': dataUrl('image/gif', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64')),
      'empty': 'data:image/png;base64,',
      'PNG signature then garbage': dataUrl('image/png', Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 8), Buffer.from('garbage, not a PNG chunk')])),
      'JPEG bytes called PNG': `data:image/png;base64,${JPEG}`,
      'PNG bytes called JPEG': `data:image/jpeg;base64,${PNG}`,
      'HTML called SVG': dataUrl('image/svg+xml', '<html><body><script>alert(1)</script></body></html>'),
      'SVG with a DOCTYPE': dataUrl('image/svg+xml', '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
      'SVG in an unclosed comment': dataUrl('image/svg+xml', '<!-- <svg xmlns="http://www.w3.org/2000/svg"/>'),
      'SVG that is not UTF-8': dataUrl('image/svg+xml', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x3e, 0xff, 0xfe])),
      'one byte over 512 KB': paddedPng(512 * 1024 + 1),
      '600 KB': paddedPng(600 * 1024),
      'a number': 42,
    };
    for (const [what, picture] of Object.entries(refused)) {
      const eventId = `picture-${n}`;
      const res = await withPicture(picture);
      expect(res.statusCode, what).toBe(422);
      expect(Object.keys(res.json().errors), what).toEqual(['picture']);
      expect(await storedPicture(eventId), what).toBeUndefined();
    }
    const es = await withPicture('javascript:alert(1)', 'es');
    expect(es.json().errors.picture).toEqual(['El campo picture debe ser una imagen PNG, JPEG, WebP o SVG enviada como data URL en base64, de 512 KB como máximo.']);
    const en = await withPicture('/uploads/a.png');
    expect(en.json().message).toBe('The picture field must be a PNG, JPEG, WebP or SVG image sent as a base64 data URL, of at most 512 KB.');
    expect(await server.handle.db.select().from(visits).where(sql`${visits.plate} like 'PIC%'`)).toHaveLength(7);
  });
});
