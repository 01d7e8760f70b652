// Rule 5: special (temporary) rates.
import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/domain/tariff';
import { byKind, daily, feeSet, input, rule, special } from './fixtures';

const entry = '2024-05-06T10:00:00-06:00';
const h = (hours: number): string => new Date(Date.parse(entry) + hours * 3_600_000).toISOString();
const caps = { maxRates: [{ unit: 'day' as const, price: 12000 }] };

describe('special rates', () => {
  it('discount: a percentage off the regular total, caps included, rounded half up once', () => {
    // 3 h x 20.00 = 60.00; 15% off -> 51.00.
    const q = quote(input(entry, h(3), { specialRates: [special(7, { name: 'Promo', rules: { discount: { discount: 15 } } })] }));
    expect(q).toMatchObject({ total: 5100, specialRateId: 7 });
    expect(q.lines.at(-1)).toEqual({ kind: 'special.discount', params: { name: 'Promo', percent: 15 }, from: '2024-05-06T16:00:00.000Z', to: '2024-05-06T19:00:00.000Z', amount: -900 });
    // 10 h = 200.00 -> day cap 120.00; 12.5% off = 105.00.
    expect(quote(input(entry, h(10), { config: caps, specialRates: [special(7, { rules: { discount: { discount: 12.5 } } })] })).total).toBe(10500);
    // 1 h = 20.00 at 33.33% off: 2000 x 0.6667 = 1333.4 -> 13.33.
    expect(quote(input(entry, h(1), { specialRates: [special(7, { rules: { discount: { discount: 33.33 } } })] })).total).toBe(1333);
    // 100% off: free.
    expect(quote(input(entry, h(5), { specialRates: [special(7, { rules: { discount: { discount: 100 } } })] })).total).toBe(0);
  });

  it('per_day: its price per started 1440 minutes of billed time, without caps', () => {
    const perDay = special(3, { name: 'Expo', typeTariff: 'per_day', rules: { per_day: { price: 15000 } } });
    // 25 h -> 2 started days x 150.00 = 300.00 although the day cap is 120.00.
    const q = quote(input(entry, h(25), { config: caps, specialRates: [perDay] }));
    expect(q.total).toBe(30000);
    expect(q.lines).toEqual([{ kind: 'special.per_day', params: { name: 'Expo', days: 2 }, from: '2024-05-06T16:00:00.000Z', to: '2024-05-07T17:00:00.000Z', amount: 30000 }]);
    expect(quote(input(entry, h(24), { specialRates: [perDay] })).total).toBe(15000);
  });

  it('custom: one ladder over the whole billed time, ignoring the timeline, with fractional setting and caps', () => {
    // Timeline: 20.00/h then 100.00/h from 12:00 (ignored). Custom: 5.00 the first hour, then 8.00 an hour.
    const sets = [feeSet(1, 'Day', rule(1, 'hour', 2000)), feeSet(2, 'Peak', rule(1, 'hour', 10000))];
    const custom = special(4, { name: 'Fair', typeTariff: 'custom', rules: { custom: [rule(1, 'hour', 500), rule(1, 'hour', 800)] } });
    const base = { feeSets: sets, timeline: daily(['00:00', 1], ['12:00', 2]), specialRates: [custom] };
    // 10:00-13:30 whole: 5.00 + 8.00 + 8.00 + 8.00 = 29.00.
    const q = quote(input(entry, h(3.5), base));
    expect(q.total).toBe(2900);
    expect(byKind(q.lines)).toEqual({ 'special.custom': 2900 });
    // Fractional: 5.00 + 8.00 + 8.00 + 8.00 x 30/60 = 25.00.
    expect(quote(input(entry, h(3.5), { ...base, config: { isFractionaryOff: false } })).total).toBe(2500);
    // 20 h: 5.00 + 19 x 8.00 = 157.00 -> day cap 120.00.
    expect(quote(input(entry, h(20), { ...base, config: caps })).total).toBe(12000);
  });

  it('applies by the local date of the entry and the entry access', () => {
    // 23:30 in Monterrey on 2024-05-06 is already 2024-05-07 in UTC: the local date decides.
    const late = '2024-05-06T23:30:00-06:00';
    const exit = '2024-05-07T00:30:00-06:00';
    const on = (from: string, to: string, access = -1) => [special(1, { access, dates: [{ from, to }], rules: { discount: { discount: 50 } } })];
    expect(quote(input(late, exit, { specialRates: on('2024-05-06', '2024-05-06') })).specialRateId).toBe(1);
    expect(quote(input(late, exit, { specialRates: on('2024-05-07', '2024-05-08') })).specialRateId).toBeNull();
    // Inclusive ends, several ranges.
    const ranges = [special(1, { dates: [{ from: '2024-01-01', to: '2024-01-02' }, { from: '2024-05-01', to: '2024-05-06' }] })];
    expect(quote(input(late, exit, { specialRates: ranges })).specialRateId).toBe(1);
    // Access: 1 (entry) and -1 (all) apply; 2 does not.
    expect(quote(input(late, exit, { specialRates: on('2024-05-06', '2024-05-06', 1) })).specialRateId).toBe(1);
    expect(quote(input(late, exit, { specialRates: on('2024-05-06', '2024-05-06', 2) })).specialRateId).toBeNull();
  });

  it('picks the cheapest for the customer when several apply, then the lowest id', () => {
    // 3 h regular = 60.00. #9: 10% off = 54.00; #5: 1 started day x 50.00; #8: 3 h x 15.00 = 45.00.
    const rates = [
      special(9, { rules: { discount: { discount: 10 } } }),
      special(5, { typeTariff: 'per_day', rules: { per_day: { price: 5000 } } }),
      special(8, { typeTariff: 'custom', rules: { custom: [rule(1, 'hour', 1500)] } }),
    ];
    expect(quote(input(entry, h(3), { specialRates: rates }))).toMatchObject({ total: 4500, specialRateId: 8 });
    // Tie at 45.00 between #8 and #6: the lower id wins.
    const tie = [...rates, special(6, { typeTariff: 'custom', rules: { custom: [rule(3, 'hour', 4500)] } })];
    expect(quote(input(entry, h(3), { specialRates: tie }))).toMatchObject({ total: 4500, specialRateId: 6 });
  });

  it('applies even when dearer than the regular tariff', () => {
    // Event pricing: 50.00 an hour against the regular 20.00.
    const event = special(2, { typeTariff: 'custom', rules: { custom: [rule(1, 'hour', 5000)] } });
    expect(quote(input(entry, h(2), { specialRates: [event] }))).toMatchObject({ total: 10000, specialRateId: 2 });
  });

  it("replaces the lot's courtesy with its own", () => {
    const lotCourtesy = { isCourtesy: true, timeCourtesy: '00:15' };
    // No courtesy on the special: 10 min is billed (10% off 20.00 = 18.00) though the lot would give it free.
    const none = special(1, { courtesy: { isCourtesy: false, timeCourtesy: '00:10' } });
    expect(quote(input(entry, h(10 / 60), { config: lotCourtesy, specialRates: [none] })).total).toBe(1800);
    // A 30-minute courtesy on the special with isCourtesyAllMinutes (from the lot): 90 min -> 60 billed = 20.00 - 10%.
    const long = special(1, { courtesy: { isCourtesy: true, timeCourtesy: '00:30' } });
    const q = quote(input(entry, h(1.5), { config: { ...lotCourtesy, isCourtesyAllMinutes: true }, specialRates: [long] }));
    expect(q).toMatchObject({ total: 1800, billedMinutes: 60, specialRateId: 1 });
    expect(q.lines.at(-1)).toMatchObject({ kind: 'courtesy', params: { minutes: 30 }, amount: 0 });
    // Within the special's courtesy: free, and the special is still reported.
    expect(quote(input(entry, h(0.5), { specialRates: [long] }))).toMatchObject({ total: 0, specialRateId: 1 });
  });
});
