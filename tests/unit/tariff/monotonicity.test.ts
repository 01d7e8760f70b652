// "A longer stay never costs less": same entry, later exit. Hand-worked cases at the places where it could break,
// and the limit of the guarantee (an earlier entry is not covered).
import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/domain/tariff';
import { feeSet, input, rule, week } from './fixtures';

describe('monotonicity', () => {
  it('holds across a segment boundary that restarts a ladder, with fractional charging and a cap', () => {
    // A 30.00/h until 12:00, then B: 10.00/h. Entry 11:00, fractional, day cap 35.00.
    // 11:59 -> 30.00 x 59/60 = 29.50; 12:00 -> 30.00; 12:01 -> 30.00 + 10.00/60 = 30.17; 12:30 -> 35.00;
    // 12:45 -> 30.00 + 7.50 = 37.50 -> cap 35.00.
    const sets = [feeSet(1, 'A', rule(1, 'hour', 3000)), feeSet(2, 'B', rule(1, 'hour', 1000))];
    const totals = ['11:59', '12:00', '12:01', '12:30', '12:45'].map(
      (exit) =>
        quote(input('2024-05-06T11:00:00-06:00', `2024-05-06T${exit}:00-06:00`, {
          feeSets: sets,
          timeline: week({ 1: [['08:00', 1], ['12:00', 2]] }),
          config: { isFractionaryOff: false, maxRates: [{ unit: 'day', price: 3500 }] },
        })).total,
    );
    expect(totals).toEqual([2950, 3000, 3017, 3500, 3500]);
  });

  it('is not promised for an earlier entry: cap windows start at the entry', () => {
    // Free all week except Monday 23:00-24:00 and Tuesday 01:00-02:00 at 100.00 an hour; day cap 100.00.
    const sets = [feeSet(1, 'Free', rule(1, 'hour', 0)), feeSet(2, 'Paid', rule(1, 'hour', 10000))];
    const timeline = week({ 1: [['00:00', 1], ['23:00', 2]], 2: [['00:00', 1], ['01:00', 2], ['02:00', 1]] });
    const config = { maxRates: [{ unit: 'day' as const, price: 10000 }] };
    const exit = '2024-05-07T02:00:00-06:00';
    // Entry Monday 00:00: windows [Mon 00:00, Tue 00:00) holds 100.00 and [Tue 00:00, ...) holds 100.00: 200.00.
    expect(quote(input('2024-05-06T00:00:00-06:00', exit, { feeSets: sets, timeline, config })).total).toBe(20000);
    // Entry two hours earlier (a longer stay): [Sun 22:00, Mon 22:00) is free, [Mon 22:00, ...) holds both
    // paid hours, 200.00 capped to 100.00. Anchoring windows elsewhere breaks other cases; see docs/tariffs.md.
    expect(quote(input('2024-05-05T22:00:00-06:00', exit, { feeSets: sets, timeline, config })).total).toBe(10000);
  });
});
