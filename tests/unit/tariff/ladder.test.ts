// Rule 3: a fee set's rules are consecutive blocks from each segment's start; the last rule repeats.
import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/domain/tariff';
import { daily, feeSet, input, rule } from './fixtures';

const at = (hhmm: string): string => `2024-05-06T${hhmm}:00-06:00`;
// First hour 30.00, then 10.00 per 30 minutes.
const ladder = [feeSet(1, 'Ladder', rule(1, 'hour', 3000), rule(30, 'minute', 1000))];

describe('ladder', () => {
  it('charges every started block whole when isFractionaryOff', () => {
    // 2 h 10: 30.00 (0-60) + 10.00 (60-90) + 10.00 (90-120) + 10.00 (120-150, started at 120) = 60.00.
    expect(quote(input(at('10:00'), at('12:10'), { feeSets: ladder })).total).toBe(6000);
  });

  it('charges the last partial block in proportion otherwise, rounded half up', () => {
    // 2 h 10: 30.00 + 10.00 + 10.00 + 10.00 x 10/30 = 3.333 -> 3.33. Total 53.33.
    expect(quote(input(at('10:00'), at('12:10'), { feeSets: ladder, config: { isFractionaryOff: false } })).total).toBe(5333);
    // 0.25 an hour for 6 minutes: 25 x 6/60 = 2.5 cents -> 3 (half up).
    const cheap = [feeSet(1, 'Cheap', rule(1, 'hour', 25))];
    expect(quote(input(at('10:00'), at('10:06'), { feeSets: cheap, config: { isFractionaryOff: false } })).total).toBe(3);
    // 20.50 an hour for 1 minute: 2050/60 = 34.17 -> 34 cents.
    const odd = [feeSet(1, 'Odd', rule(1, 'hour', 2050))];
    expect(quote(input(at('10:00'), at('10:01'), { feeSets: odd, config: { isFractionaryOff: false } })).total).toBe(34);
  });

  it('uses each rule before the last once, in order', () => {
    // 30.00, 20.00, 10.00 for the first three hours, then 10.00 an hour.
    const sets = [feeSet(1, 'Steps', rule(1, 'hour', 3000), rule(1, 'hour', 2000), rule(1, 'hour', 1000))];
    expect(quote(input(at('10:00'), at('12:30'), { feeSets: sets })).total).toBe(6000); // 30 + 20 + 10 (started)
    expect(quote(input(at('10:00'), at('13:20'), { feeSets: sets })).total).toBe(7000); // 30 + 20 + 10 + 10
    // Fractional, 2 h 30: 30.00 + 20.00 + 10.00 x 30/60 = 55.00.
    expect(quote(input(at('10:00'), at('12:30'), { feeSets: sets, config: { isFractionaryOff: false } })).total).toBe(5500);
  });

  it('prices units as 1, 60, 1440, 10080 and 43200 minutes', () => {
    const one = (unit: 'minute' | 'hour' | 'day' | 'week' | 'month', exit: string) =>
      quote(input('2024-05-06T00:00:00Z', exit, { feeSets: [feeSet(1, unit, rule(2, unit, 1000))], config: { isFractionaryOff: false } })).total;
    // Each: 10.00 per 2 units; charge 1 unit = half a block = 5.00.
    expect(one('minute', '2024-05-06T00:01:00Z')).toBe(500);
    expect(one('hour', '2024-05-06T01:00:00Z')).toBe(500);
    expect(one('day', '2024-05-07T00:00:00Z')).toBe(500);
    expect(one('week', '2024-05-13T00:00:00Z')).toBe(500);
    expect(one('month', '2024-06-05T00:00:00Z')).toBe(500); // 30 days
  });

  it('cuts a block at a segment boundary: whole, or in proportion', () => {
    // A 30.00/h until 12:00, B 10.00/h after. 11:30-12:30.
    const sets = [feeSet(1, 'A', rule(1, 'hour', 3000)), feeSet(2, 'B', rule(1, 'hour', 1000))];
    const timeline = daily(['08:00', 1], ['12:00', 2]);
    // Whole: A's cut block 30.00 + B's started block 10.00 = 40.00.
    expect(quote(input(at('11:30'), at('12:30'), { feeSets: sets, timeline })).total).toBe(4000);
    // Fractional: 30.00 x 30/60 + 10.00 x 30/60 = 20.00.
    expect(quote(input(at('11:30'), at('12:30'), { feeSets: sets, timeline, config: { isFractionaryOff: false } })).total).toBe(2000);
  });

  it('prices a long stay of 1-minute rules by arithmetic, exactly', () => {
    // 31 days at 0.01 a minute: 31 x 1440 = 44,640 minutes = 446.40.
    const sets = [feeSet(1, 'Cent', rule(1, 'minute', 1))];
    const q = quote(input('2024-05-01T00:00:00Z', '2024-06-01T00:00:00Z', { feeSets: sets }));
    expect(q.total).toBe(44640);
    expect(q.lines).toHaveLength(31); // one line per day window
  });
});
