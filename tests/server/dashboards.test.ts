// The parking dashboard's figures against hand-computed fixtures: three stays on one local day of lot 3
// (three days ago) and one car inside now.
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfLocalDay } from '../../src/domain/time/local-day';
import { averageTime, incomes, parkingTime, peakHours } from '../../server/dashboards/tiles';
import { as, startTestServer, tokenFor, type TestServer } from './helpers';
import { gateEvent, minutesAgo } from './parking-helpers';

const TZ = 'America/Monterrey';
const lot = { id: 3, timeZone: TZ };
let server: TestServer;
let day: Date;
const at = (h: number, m = 0) => new Date(day.getTime() + (h * 60 + m) * 60_000).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  day = startOfLocalDay(new Date(Date.now() - 3 * 86_400_000), TZ);
  const stay = async (plate: string, from: string, to: string) => {
    expect((await gateEvent(server.app, 3, 7, { direction: 'in', plate, at: from })).statusCode).toBe(200);
    expect((await gateEvent(server.app, 3, 8, { direction: 'out', plate, at: to, payment: 'card' })).statusCode).toBe(200);
  };
  await stay('DSH0001', at(10), at(12)); // 120 min
  await stay('DSH0002', at(10, 30), at(10, 45)); // 15 min: within the 15-minute courtesy
  await stay('DSH0003', at(14), at(19)); // 300 min
  await gateEvent(server.app, 3, 7, { direction: 'in', plate: 'DSH0004', at: minutesAgo(30) });
});
afterAll(() => server.close());

const theDay = () => ({ from: day, to: new Date(day.getTime() + 86_400_000) });

describe('dashboard tiles', () => {
  it('adds the incomes of the day by hand: weekday $45 + $0 + $105, Sunday $30 + $0 + $75', async () => {
    const sunday = new TZDate(day.getTime(), TZ).getDay() === 0;
    const result = await incomes(server.handle.db, lot, theDay(), false);
    const expected = sunday ? 10_500 : 15_000;
    expect(result).toEqual({ total: expected, count: 3, series: [{ bucket: new TZDate(day.getTime(), TZ).toISOString().slice(0, 10), amount: expected }] });
  });

  it('counts the cars present at the start of each hour', async () => {
    const { hours } = await peakHours(server.handle.db, lot, theDay(), { first: 6, last: 23 });
    expect(hours).toHaveLength(18);
    const present = hours.filter((h) => h.cars > 0).map((h) => [h.hour, h.cars]);
    // 10:00-12:00 present at 10 and 11; 10:30-10:45 at no hour's start; 14:00-19:00 at 14, 15, 16, 17, 18.
    expect(present).toEqual([[10, 1], [11, 1], [14, 1], [15, 1], [16, 1], [17, 1], [18, 1]]);
  });

  it('sorts the stays by length and averages them', async () => {
    const { buckets } = await parkingTime(server.handle.db, lot, theDay());
    expect(buckets.map((b) => [b.label, b.visits])).toEqual([['<30m', 1], ['30m-1h', 0], ['1-2h', 0], ['2-4h', 1], ['4-8h', 1], ['8h+', 0]]);
    expect(await averageTime(server.handle.db, lot, theDay())).toEqual({ minutes: 145, visits: 3 });
  });

  it('answers every tile through the API for the lot, and nothing of another tenant', async () => {
    const admin = await tokenFor(server, 'parking2');
    const get = (path: string, token = admin) => as(server.app, token, { method: 'GET', url: `/api/parkings/3/dashboards/${path}` });
    expect((await get('cars/week')).json()).toEqual({ data: { inside: 1, entered: 4, pensions_inside: 0 } });
    expect((await get('average-time/week')).json()).toEqual({ data: { minutes: 145, visits: 3 } });
    expect((await get('incomes/year')).json().data.count).toBe(3);
    const peak = (await get('peak-hours/month')).json().data.hours as { hour: number }[];
    expect(peak[0].hour).toBe(6);
    expect(peak.at(-1)?.hour).toBe(23);
    expect((await get('parking-time/fortnight')).statusCode).toBe(422);
    expect((await get('cars/week', await tokenFor(server, 'parking'))).statusCode).toBe(404);
  });
});
