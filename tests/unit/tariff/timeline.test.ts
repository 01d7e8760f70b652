// Rule 2: the weekly timeline is a step function of the lot's wall clock; equal neighbours make one segment.
import { describe, expect, it } from 'vitest';
import { quote, type QuoteLine } from '../../../src/domain/tariff';
import { daily, feeSet, input, rule, week } from './fixtures';

// 2024-05-06 is a Monday; Monterrey is UTC-6 all year.
const at = (day: string, hhmm: string): string => `2024-05-${day}T${hhmm}:00-06:00`;
const dayNight = [feeSet(1, 'Day', rule(1, 'hour', 2000)), feeSet(2, 'Night', rule(1, 'hour', 1000))];
const segments = (lines: QuoteLine[]) =>
  lines.filter((l) => l.kind === 'segment').map((l) => [l.params.name, l.from, l.to, l.amount]);

describe('weekly timeline', () => {
  it('cuts a stay at period starts', () => {
    // Monday: Day from 08:00, Night from 20:00. 19:00-21:00 = 1 h Day (20.00) + 1 h Night (10.00) = 30.00.
    const q = quote(input(at('06', '19:00'), at('06', '21:00'), { feeSets: dayNight, timeline: week({ 1: [['08:00', 1], ['20:00', 2]] }) }));
    expect(q.total).toBe(3000);
    expect(segments(q.lines)).toEqual([
      ['Day', '2024-05-07T01:00:00.000Z', '2024-05-07T02:00:00.000Z', 2000],
      ['Night', '2024-05-07T02:00:00.000Z', '2024-05-07T03:00:00.000Z', 1000],
    ]);
  });

  it('carries the last period on through days without periods, cyclically over the week', () => {
    // Only Monday has periods. Wednesday 12:00-14:00 is still Monday's Night: 2 x 10.00.
    const timeline = week({ 1: [['08:00', 1], ['20:00', 2]] });
    expect(quote(input(at('08', '12:00'), at('08', '14:00'), { feeSets: dayNight, timeline })).total).toBe(2000);
    // Monday 07:00-09:00: before Monday 08:00 the previous Monday's Night still runs: 10.00 + 20.00.
    expect(quote(input(at('06', '07:00'), at('06', '09:00'), { feeSets: dayNight, timeline })).total).toBe(3000);
    // Sunday 23:00 to Monday 09:00 crosses the week's end without a new segment until 08:00: 9 x 10.00 + 20.00.
    expect(quote(input(at('05', '23:00'), at('06', '09:00'), { feeSets: dayNight, timeline })).total).toBe(11000);
  });

  it('ignores `to`: a period lasts until the next period starts', () => {
    const timeline = week({ 1: [['08:00', 1], ['20:00', 2]] });
    timeline[1][0].to = '10:00';
    // 10:00-12:00 is still Day: 2 x 20.00.
    expect(quote(input(at('06', '10:00'), at('06', '12:00'), { feeSets: dayNight, timeline })).total).toBe(4000);
  });

  it('joins consecutive periods of the same fee set into one segment, so the ladder does not restart', () => {
    // Fee set: first hour 50.00, then 10.00 an hour. Periods 08:00 and 12:00 both use it.
    // 11:00-13:00 is one segment: 50.00 + 10.00 = 60.00 (not 50.00 + 50.00).
    const sets = [feeSet(1, 'Ladder', rule(1, 'hour', 5000), rule(1, 'hour', 1000))];
    const q = quote(input(at('06', '11:00'), at('06', '13:00'), { feeSets: sets, timeline: daily(['08:00', 1], ['12:00', 1]) }));
    expect(q.total).toBe(6000);
    expect(segments(q.lines)).toHaveLength(1);
  });

  it('restarts the ladder when the fee set changes', () => {
    // A: first hour 50.00 then 10.00/h, from 08:00; B: 5.00/h from 12:00; A again from 13:00.
    // 11:00-15:00: A 1 h = 50.00; B 1 h = 5.00; A restarts: 50.00 + 10.00 = 60.00. Total 115.00.
    const sets = [feeSet(1, 'A', rule(1, 'hour', 5000), rule(1, 'hour', 1000)), feeSet(2, 'B', rule(1, 'hour', 500))];
    const q = quote(input(at('06', '11:00'), at('06', '15:00'), { feeSets: sets, timeline: daily(['08:00', 1], ['12:00', 2], ['13:00', 1]) }));
    expect(q.total).toBe(11500);
    expect(segments(q.lines).map((s) => s[3])).toEqual([5000, 500, 6000]);
  });

  it('puts a minute under the fee set in force when that minute starts (entries with seconds)', () => {
    // Entry 07:59:30; Day starts 08:00. Minute 0 starts 07:59:30 (Night); minute 1 starts 08:00:30 (Day).
    // 1.00 a minute at Night, 2.00 at Day; exit 08:02:30 = 3 minutes: 1.00 + 2 x 2.00 = 5.00.
    const sets = [feeSet(1, 'Day', rule(1, 'minute', 200)), feeSet(2, 'Night', rule(1, 'minute', 100))];
    const q = quote(input('2024-05-06T07:59:30-06:00', '2024-05-06T08:02:30-06:00', { feeSets: sets, timeline: daily(['08:00', 1], ['20:00', 2]) }));
    expect(q.total).toBe(500);
    expect(segments(q.lines)).toEqual([
      ['Night', '2024-05-06T13:59:30.000Z', '2024-05-06T14:00:30.000Z', 100],
      ['Day', '2024-05-06T14:00:30.000Z', '2024-05-06T14:02:30.000Z', 400],
    ]);
  });

  it('reads the wall clock of the lot, not of the host', () => {
    // Asia/Kolkata (UTC+5:30): Day from 08:00 local = 02:30Z. 02:00Z-03:00Z = 30 min Night + 30 min Day.
    const sets = [feeSet(1, 'Day', rule(1, 'minute', 200)), feeSet(2, 'Night', rule(1, 'minute', 100))];
    const q = quote(input('2024-05-06T02:00:00Z', '2024-05-06T03:00:00Z', { timeZone: 'Asia/Kolkata', feeSets: sets, timeline: daily(['08:00', 1], ['20:00', 2]) }));
    expect(q.total).toBe(30 * 100 + 30 * 200);
  });
});
