// Rule 1: duration in started minutes, and courtesy time.
import { describe, expect, it } from 'vitest';
import { quote } from '../../../src/domain/tariff';
import { feeSet, input, rule } from './fixtures';

const perMinute = [feeSet(1, 'Minute', rule(1, 'minute', 100))];
const at = (hhmmss: string): string => `2024-05-06T${hhmmss}-06:00`;

describe('duration', () => {
  it('counts started minutes between entry and exit', () => {
    // 1.00 a minute: 1 s -> 1 started minute; 60 s -> 1; 61 s -> 2.
    expect(quote(input(at('10:00:00'), at('10:00:01'), { feeSets: perMinute })).total).toBe(100);
    expect(quote(input(at('10:00:00'), at('10:01:00'), { feeSets: perMinute })).total).toBe(100);
    const q = quote(input(at('10:00:00'), at('10:01:01'), { feeSets: perMinute }));
    expect(q.total).toBe(200);
    expect(q.durationMinutes).toBe(2);
  });

  it('prices an exit equal to the entry at zero, with no lines', () => {
    const q = quote(input(at('10:00:00'), at('10:00:00')));
    expect(q).toEqual({ total: 0, billedMinutes: 0, durationMinutes: 0, specialRateId: null, lines: [] });
    expect(quote(input(at('10:00:00'), at('10:00:00'), { config: { isCourtesy: true, timeCourtesy: '00:10' } })).lines).toEqual([]);
  });

  it('accepts any offset for the same instant', () => {
    const a = quote(input('2024-05-06T16:00:00Z', '2024-05-06T17:30:00Z'));
    const b = quote(input('2024-05-06T10:00:00-06:00', '2024-05-07T01:30:00+08:00'));
    expect(b).toEqual(a);
    expect(a.total).toBe(4000); // 90 min at 20.00 an hour, whole blocks: 2 x 2000
  });
});

describe('courtesy', () => {
  const courtesy = { isCourtesy: true, timeCourtesy: '00:10' };

  it('makes a stay of at most C minutes free, with a zero courtesy line', () => {
    const q = quote(input(at('10:00:00'), at('10:10:00'), { config: courtesy }));
    expect(q.total).toBe(0);
    expect(q.billedMinutes).toBe(0);
    expect(q.lines).toEqual([
      { kind: 'courtesy', params: { minutes: 10 }, from: '2024-05-06T16:00:00.000Z', to: '2024-05-06T16:10:00.000Z', amount: 0 },
    ]);
  });

  it('bills the whole stay once it is longer than C (isCourtesyAllMinutes off)', () => {
    // D = 11 > 10: all 11 minutes are billed: one started hour = 20.00.
    const q = quote(input(at('10:00:00'), at('10:10:30'), { config: courtesy }));
    expect(q).toMatchObject({ total: 2000, billedMinutes: 11, durationMinutes: 11 });
    expect(q.lines.map((l) => l.kind)).toEqual(['segment']);
  });

  it('leaves the last C minutes unbilled with isCourtesyAllMinutes', () => {
    // D = 75, C = 10: the first 65 minutes are billed at 1.00 a minute = 65.00; the last 10 are courtesy.
    const q = quote(input(at('10:00:00'), at('11:15:00'), { feeSets: perMinute, config: { ...courtesy, isCourtesyAllMinutes: true } }));
    expect(q).toMatchObject({ total: 6500, billedMinutes: 65, durationMinutes: 75 });
    expect(q.lines).toEqual([
      { kind: 'segment', params: { name: 'Minute' }, from: '2024-05-06T16:00:00.000Z', to: '2024-05-06T17:05:00.000Z', amount: 6500 },
      { kind: 'courtesy', params: { minutes: 10 }, from: '2024-05-06T17:05:00.000Z', to: '2024-05-06T17:15:00.000Z', amount: 0 },
    ]);
  });

  it('ignores timeCourtesy when courtesy is off', () => {
    const q = quote(input(at('10:00:00'), at('10:05:00'), { config: { isCourtesy: false, timeCourtesy: '00:10' } }));
    expect(q.total).toBe(2000);
  });

  it('reads courtesy of more than an hour', () => {
    // 01:30 = 90 minutes; an 85-minute stay is free.
    expect(quote(input(at('10:00:00'), at('11:25:00'), { config: { isCourtesy: true, timeCourtesy: '01:30' } })).total).toBe(0);
  });

  it('never makes C+1 minutes cheaper than C, in either mode', () => {
    for (const isCourtesyAllMinutes of [false, true]) {
      const cfg = { ...courtesy, isCourtesyAllMinutes };
      const totals = [9, 10, 11, 12].map((m) => quote(input(at('10:00:00'), at(`10:${String(m).padStart(2, '0')}:00`), { config: cfg })).total);
      // all-minutes: 0, 0, 20.00 (1 billed minute, a whole hour block), 20.00; otherwise 0, 0, 20.00, 20.00.
      expect(totals).toEqual([0, 0, 2000, 2000]);
    }
  });
});
