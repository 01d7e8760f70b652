// Days of 23 and 25 hours: the timeline follows the wall clock, while durations and cap windows are real minutes.
import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/domain/tariff';
import { daily, feeSet, input, rule, wall, week } from './fixtures';

const NY = 'America/New_York'; // 2024-03-10 02:00 EST -> 03:00 EDT; 2024-11-03 02:00 EDT -> 01:00 EST
const MADRID = 'Europe/Madrid'; // 2024-03-31 02:00 CET -> 03:00 CEST; 2024-10-27 03:00 CEST -> 02:00 CET
const hourly = [feeSet(1, 'Hour', rule(1, 'hour', 100))];
const ab = [feeSet(1, 'A', rule(1, 'minute', 10)), feeSet(2, 'B', rule(1, 'minute', 20))];
const segments = (q: ReturnType<typeof quote>) => q.lines.filter((l) => l.kind === 'segment').map((l) => [l.params.name, l.from, l.to, l.amount]);

describe('daylight saving time', () => {
  it('a local day of 23 hours bills 23 hours', () => {
    // New York, midnight to midnight across spring forward: 05:00Z to 04:00Z next day = 23 h x 1.00.
    const q = quote(input(wall('2024-03-10T00:00', NY), wall('2024-03-11T00:00', NY), { timeZone: NY, feeSets: hourly }));
    expect(q).toMatchObject({ total: 2300, durationMinutes: 23 * 60 });
  });

  it('a local day of 25 hours bills 25 hours', () => {
    const q = quote(input(wall('2024-11-03T00:00', NY), wall('2024-11-04T00:00', NY), { timeZone: NY, feeSets: hourly }));
    expect(q).toMatchObject({ total: 2500, durationMinutes: 25 * 60 });
    const m = quote(input(wall('2024-10-27T00:00', MADRID), wall('2024-10-28T00:00', MADRID), { timeZone: MADRID, feeSets: hourly }));
    expect(m.total).toBe(2500);
  });

  it('a period starting at a skipped time starts when the clock jumps past it', () => {
    // New York, Sunday 2024-03-10: A all day, B from 02:30 (a time that does not exist that day).
    // 01:00 EST (06:00Z) to 04:00 EDT (08:00Z): A 06:00Z-07:00Z (60 min); at 07:00Z the clock reads 03:00 >= 02:30: B to 08:00Z.
    const q = quote(input(wall('2024-03-10T01:00', NY), wall('2024-03-10T04:00', NY), { timeZone: NY, feeSets: ab, timeline: week({ 0: [['00:00', 1], ['02:30', 2]], 1: [['00:00', 1]] }) }));
    expect(segments(q)).toEqual([
      ['A', '2024-03-10T06:00:00.000Z', '2024-03-10T07:00:00.000Z', 600],
      ['B', '2024-03-10T07:00:00.000Z', '2024-03-10T08:00:00.000Z', 1200],
    ]);
  });

  it('a period starting in a repeated hour starts on each pass of the wall clock', () => {
    // Madrid, Sunday 2024-10-27: A from 00:00, B from 02:30. Clock: 01:00 CEST (23:00Z Sat) ... 02:30 CEST (00:30Z) B,
    // 03:00 CEST becomes 02:00 CET (01:00Z) A again, 02:30 CET (01:30Z) B, to 04:00 CET (03:00Z).
    // A 90 min x 0.10 + B 30 x 0.20 + A 30 x 0.10 + B 90 x 0.20 = 9.00 + 6.00 + 3.00 + 18.00 = 36.00.
    const q = quote(input('2024-10-26T23:00:00Z', '2024-10-27T03:00:00Z', { timeZone: MADRID, feeSets: ab, timeline: week({ 0: [['00:00', 1], ['02:30', 2]], 1: [['00:00', 1]] }) }));
    expect(segments(q)).toEqual([
      ['A', '2024-10-26T23:00:00.000Z', '2024-10-27T00:30:00.000Z', 900],
      ['B', '2024-10-27T00:30:00.000Z', '2024-10-27T01:00:00.000Z', 600],
      ['A', '2024-10-27T01:00:00.000Z', '2024-10-27T01:30:00.000Z', 300],
      ['B', '2024-10-27T01:30:00.000Z', '2024-10-27T03:00:00.000Z', 1800],
    ]);
    expect(q.total).toBe(3600);
  });

  it('keeps period starts on local time on both sides of a change', () => {
    // Madrid, B from 08:00 daily. Before the spring change 08:00 CET = 07:00Z, after it 08:00 CEST = 06:00Z.
    const timeline = daily(['00:00', 1], ['08:00', 2]);
    const before = quote(input('2024-03-30T06:00:00Z', '2024-03-30T08:00:00Z', { timeZone: MADRID, feeSets: ab, timeline }));
    expect(before.total).toBe(60 * 10 + 60 * 20); // A 06-07Z, B 07-08Z
    const after = quote(input('2024-03-31T05:00:00Z', '2024-03-31T07:00:00Z', { timeZone: MADRID, feeSets: ab, timeline }));
    expect(after.total).toBe(60 * 10 + 60 * 20); // A 05-06Z, B 06-07Z
    // One stay over both: Saturday 00:00 CET to Monday 00:00 CEST is 47 h; each day has A until 08:00 local.
    const both = quote(input(wall('2024-03-30T00:00', MADRID), wall('2024-04-01T00:00', MADRID), { timeZone: MADRID, feeSets: ab, timeline }));
    // Saturday: 8 h A + 16 h B. Sunday (23 h): 00:00-08:00 local is 7 real hours of A, then 16 h B.
    expect(both.total).toBe((8 * 60 + 7 * 60) * 10 + (16 * 60 * 2) * 20);
  });

  it('cap windows are 1440 real minutes, whatever the calendar day', () => {
    // Spring forward day: 24 real hours from 00:00 EST end at 01:00 EDT next day; one day window of 24 x 1.00
    // capped at 10.00; one more hour starts window 1.
    const cfg = { maxRates: [{ unit: 'day' as const, price: 1000 }] };
    const start = wall('2024-03-10T00:00', NY);
    expect(quote(input(start, wall('2024-03-11T01:00', NY), { timeZone: NY, feeSets: hourly, config: cfg })).total).toBe(1000);
    expect(quote(input(start, wall('2024-03-11T01:01', NY), { timeZone: NY, feeSets: hourly, config: cfg })).total).toBe(1100);
  });

  it('handles half-hour changes (Lord Howe) and quarter-hour zones (Kathmandu)', () => {
    // Lord Howe: 2024-04-07 02:00 +11 -> 01:30 +10:30, at 15:00Z. B from 01:45 daily.
    // 14:00Z = 01:00 (+11) A; 14:45Z = 01:45 B; 15:00Z = 01:30 (+10:30) A again; 15:15Z = 01:45 B; to 16:00Z.
    const LH = 'Australia/Lord_Howe';
    const q = quote(input('2024-04-06T14:00:00Z', '2024-04-06T16:00:00Z', { timeZone: LH, feeSets: ab, timeline: daily(['00:00', 1], ['01:45', 2]) }));
    expect(q.total).toBe(45 * 10 + 15 * 20 + 15 * 10 + 45 * 20);
    // Kathmandu (UTC+5:45): B from 08:00 = 02:15Z.
    const k = quote(input('2024-05-06T02:00:00Z', '2024-05-06T03:00:00Z', { timeZone: 'Asia/Kathmandu', feeSets: ab, timeline: daily(['00:00', 1], ['08:00', 2]) }));
    expect(k.total).toBe(15 * 10 + 45 * 20);
  });
});
