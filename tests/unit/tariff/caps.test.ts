// Rule 4: max rates over day (1440 min from the start of billing), week (7 days), month (30 days) and session.
import { describe, expect, it } from 'vitest';
import { quote, type MaxRate } from '../../../src/domain/tariff';
import { capLines } from '../../../src/domain/tariff/caps';
import { byKind, feeSet, input, rule } from './fixtures';

const caps = (...entries: [MaxRate['unit'], number][]): MaxRate[] => entries.map(([unit, price]) => ({ unit, price }));
const hourly = [feeSet(1, 'Normal', rule(1, 'hour', 2000))];

describe('caps', () => {
  it('brings a day window over its cap down to it', () => {
    // 10 h x 20.00 = 200.00 in day window 0; day cap 120.00 -> -80.00.
    const q = quote(input('2024-05-06T10:00:00-06:00', '2024-05-06T20:00:00-06:00', { config: { maxRates: caps(['day', 12000]) } }));
    expect(q.total).toBe(12000);
    expect(q.lines.at(-1)).toEqual({
      kind: 'cap.day', params: {}, from: '2024-05-06T16:00:00.000Z', to: '2024-05-07T02:00:00.000Z', amount: -8000,
    });
  });

  it('starts day windows at the entry, not at midnight', () => {
    // 20:00 to 04:00 next day: 8 h x 20.00 = 160.00, all in window 0 -> 120.00 (midnight splits nothing).
    const q = quote(input('2024-05-06T20:00:00-06:00', '2024-05-07T04:00:00-06:00', { config: { maxRates: caps(['day', 12000]) } }));
    expect(q.total).toBe(12000);
    // 30 h: window 0 = 24 x 20.00 = 480.00 -> 120.00; window 1 = 6 x 20.00 = 120.00. Total 240.00.
    expect(quote(input('2024-05-06T20:00:00-06:00', '2024-05-08T02:00:00-06:00', { config: { maxRates: caps(['day', 12000]) } })).total).toBe(24000);
  });

  it('puts a block in the window where it starts', () => {
    // Ladder: 20 h free, then 100.00 per 8 h. 30 h stay: blocks 0-20 (0), 20-28 (100.00, starts in window 0),
    // 28-36 (100.00, starts in window 1). Day cap 150.00: window 0 = 100.00, window 1 = 100.00; no cut.
    const sets = [feeSet(1, 'Late', rule(20, 'hour', 0), rule(8, 'hour', 10000))];
    const q = quote(input('2024-05-06T00:00:00Z', '2024-05-07T06:00:00Z', { feeSets: sets, config: { maxRates: caps(['day', 15000]) } }));
    expect(q.total).toBe(20000);
    expect(byKind(q.lines)).toEqual({ segment: 20000 });
  });

  it('caps days first, then each 7-day window', () => {
    // 7 days x 24 h x 20.00 = 480.00 a day -> 120.00 a day (7 x -360.00); week = 840.00 -> cap 500.00 (-340.00).
    const q = quote(input('2024-05-06T00:00:00Z', '2024-05-13T00:00:00Z', { config: { maxRates: caps(['day', 12000], ['week', 50000]) } }));
    expect(q.total).toBe(50000);
    expect(byKind(q.lines)).toEqual({ segment: 7 * 48000, 'cap.day': 7 * -36000, 'cap.week': -34000 });
    // 8 days: week 0 = 500.00, then day 7 (window 2 of weeks) = 120.00. Total 620.00.
    expect(quote(input('2024-05-06T00:00:00Z', '2024-05-14T00:00:00Z', { config: { maxRates: caps(['day', 12000], ['week', 50000]) } })).total).toBe(62000);
  });

  it('caps 30-day windows and then the session', () => {
    // 40 days at 120.00 a day (day cap): month 0 = 30 x 120.00 = 3,600.00 -> 2,000.00; month 1 = 10 x 120.00 = 1,200.00.
    const cfg = { maxRates: caps(['day', 12000], ['month', 200000]) };
    expect(quote(input('2024-05-01T00:00:00Z', '2024-06-10T00:00:00Z', { config: cfg })).total).toBe(320000);
    // Session cap 3,000.00 on top: 3,200.00 -> 3,000.00.
    const q = quote(input('2024-05-01T00:00:00Z', '2024-06-10T00:00:00Z', { config: { maxRates: [...cfg.maxRates, { unit: 'session', price: 300000 }] } }));
    expect(q.total).toBe(300000);
    expect(q.lines.at(-1)).toMatchObject({ kind: 'cap.session', amount: -20000, from: '2024-05-01T00:00:00.000Z', to: '2024-06-10T00:00:00.000Z' });
  });

  it('prices a year in one go', () => {
    // 365 days at 20.00/h, day cap 120.00, month cap 2,000.00: 12 whole 30-day windows of 30 x 120.00 = 3,600.00
    // -> 2,000.00 each, then 5 days x 120.00. 24,000.00 + 600.00 = 24,600.00.
    const cfg = { maxRates: caps(['day', 12000], ['month', 200000]) };
    const q = quote(input('2023-03-01T00:00:00-06:00', '2024-02-29T00:00:00-06:00', { config: cfg }));
    expect(q.total).toBe(2_460_000);
    expect(byKind(q.lines)).toEqual({ segment: 365 * 48000, 'cap.day': 365 * -36000, 'cap.month': 12 * -160000 });
  });

  it('applies a session cap alone to the whole stay', () => {
    // 3 h x 20.00 = 60.00; session cap 45.00.
    const q = quote(input('2024-05-06T10:00:00Z', '2024-05-06T13:00:00Z', { feeSets: hourly, config: { maxRates: caps(['session', 4500]) } }));
    expect(q.total).toBe(4500);
  });

  it('a cap of zero makes the window free', () => {
    expect(quote(input('2024-05-06T10:00:00Z', '2024-05-06T13:00:00Z', { config: { maxRates: caps(['day', 0]) } })).total).toBe(0);
  });
});

describe('cap reductions waive the latest charges of a window', () => {
  it('splits a week line at a 30-day boundary so that each line lies in one window of each size', () => {
    // Days 28..34 form week 4 and straddle the 30-day windows [0, 30) and [30, 60).
    const week4 = (day28: number, day30: number, day34: number): number[] => {
      const charged = new Array<number>(35).fill(0);
      charged[28] = day28;
      charged[30] = day30;
      charged[34] = day34;
      return charged;
    };
    // 600 + 300 + 300 = 1,200 > 1,000: waive 200, all from day 34 (month window 1).
    expect(capLines(week4(600, 300, 300), { week: 1000 }, 35 * 1440)).toEqual([
      { kind: 'cap.week', params: {}, from: 30 * 1440, to: 35 * 1440, amount: -200 },
    ]);
    // 2,000 + 0 + 500 = 2,500: waive 1,500: 500 from day 34, then 1,000 from day 28: one line per month window.
    expect(capLines(week4(2000, 0, 500), { week: 1000 }, 35 * 1440)).toEqual([
      { kind: 'cap.week', params: {}, from: 28 * 1440, to: 30 * 1440, amount: -1000 },
      { kind: 'cap.week', params: {}, from: 30 * 1440, to: 35 * 1440, amount: -500 },
    ]);
    // A stay ending inside the window: the line ends with the billed time (34 days + 60 min).
    expect(capLines(week4(600, 300, 300), { week: 1000 }, 34 * 1440 + 60)[0].to).toBe(34 * 1440 + 60);
  });

  it('keeps totals monotonic where a proportional spread of the week reduction would not', () => {
    // Week cap 1,000, month cap 500. Day 28 (month 0) charges 600; day 34 (month 1) charges b.
    // Proportional spread: b = 600 -> months 500 + 500 = 1,000; b = 900 -> month 0 = 1,000 x 600/1,500 = 400,
    // month 1 = min(600, 500) = 500 -> 900: the longer stay would be cheaper.
    // Latest-first: day 28 keeps 600 -> month 0 = 500; day 34 keeps 400 -> month 1 = 400: 900 for both.
    const total = (b: number): number => {
      const charged = new Array<number>(35).fill(0);
      charged[28] = 600;
      charged[34] = b;
      const cut = capLines(charged, { week: 1000, month: 500 }, 35 * 1440).reduce((s, l) => s + l.amount, 0);
      return 600 + b + cut;
    };
    expect(total(600)).toBe(900);
    expect(total(900)).toBe(900);
    expect([0, 100, 399, 400, 401, 600, 900].map(total)).toEqual([500, 600, 899, 900, 900, 900, 900]);
  });

  it('keeps totals monotonic where waiving the earliest charges would not', () => {
    // Day 29 = 1, day 30 = 6 or 7; week cap 7, month cap 1. Earliest-first, day 30 = 7 would waive day 29:
    // month 0 = 0, month 1 = 1: total 1 < 2. Latest-first waives day 30: month 0 = 1, month 1 = 1: total 2.
    const total = (day30: number): number => {
      const charged = new Array<number>(31).fill(0);
      charged[29] = 1;
      charged[30] = day30;
      return 1 + day30 + capLines(charged, { week: 7, month: 1 }, 31 * 1440).reduce((s, l) => s + l.amount, 0);
    };
    expect([total(6), total(7)]).toEqual([2, 2]);
  });
});
