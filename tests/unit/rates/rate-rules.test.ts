import { describe, expect, it } from 'vitest';
import { checkDateRanges, checkDay, checkMaxRates, isQty } from '../../../src/domain/rates/rate-rules';

const sets = new Set([1, 2]);
const window = { start: '07:00', end: '23:00' };

describe('weekly timeline periods', () => {
  it('accepts touching periods inside the window', () => {
    expect(checkDay(1, [{ from: '07:00', to: '12:00', feeSetId: 1 }, { from: '12:00', to: '23:00', feeSetId: 2 }], window, sets)).toEqual([]);
  });

  it('flags overlap, equal ends, bad times, the opening window and unknown fee sets', () => {
    expect(checkDay(1, [{ from: '08:00', to: '12:00', feeSetId: 1 }, { from: '11:00', to: '13:00', feeSetId: 1 }], window, sets)).toEqual([{ path: '1.1', code: 'overlap' }]);
    expect(checkDay(2, [{ from: '09:00', to: '09:00', feeSetId: 1 }], window, sets)).toEqual([{ path: '2.0', code: 'fromBeforeTo' }]);
    expect(checkDay(3, [{ from: '9:00', to: '10:00', feeSetId: 1 }], window, sets)).toEqual([{ path: '3.0', code: 'time' }]);
    expect(checkDay(4, [{ from: '06:00', to: '10:00', feeSetId: 1 }], window, sets)).toEqual([{ path: '4.0', code: 'outsideSchedule' }]);
    expect(checkDay(5, [{ from: '08:00', to: '10:00', feeSetId: 9 }], window, sets)).toEqual([{ path: '5.0', code: 'unknownFeeSet' }]);
  });

  it('finds an overlap whatever the order the periods come in', () => {
    const problems = checkDay(0, [{ from: '15:00', to: '18:00', feeSetId: 1 }, { from: '08:00', to: '16:00', feeSetId: 1 }], null, sets);
    expect(problems).toEqual([{ path: '0.0', code: 'overlap' }]);
  });
});

describe('max rates, quantities and special-rate dates', () => {
  it('allows at most four rows, each unit once', () => {
    expect(checkMaxRates([{ unit: 'day' }, { unit: 'week' }])).toEqual([]);
    expect(checkMaxRates([{ unit: 'day' }, { unit: 'day' }])).toEqual([{ path: 'maxRate.1.unit', code: 'maxRatesUnit' }]);
    expect(checkMaxRates([{ unit: 'day' }, { unit: 'week' }, { unit: 'month' }, { unit: 'session' }, { unit: 'day' }])).toEqual([{ path: 'maxRate', code: 'maxRatesCount' }]);
  });

  it('takes quantities 1 to 60', () => {
    expect([0, 1, 60, 61, 1.5].map(isQty)).toEqual([false, true, true, false, false]);
  });

  it('refuses overlapping, reversed and impossible date ranges', () => {
    expect(checkDateRanges([{ from: '2026-11-21', to: '2026-11-22' }, { from: '2026-11-23', to: '2026-11-25' }])).toEqual([]);
    expect(checkDateRanges([{ from: '2026-11-21', to: '2026-11-23' }, { from: '2026-11-23', to: '2026-11-25' }])).toEqual([{ path: 'dates.1', code: 'datesOverlap' }]);
    expect(checkDateRanges([{ from: '2026-11-25', to: '2026-11-21' }])).toEqual([{ path: 'dates.0', code: 'dateOrder' }]);
    expect(checkDateRanges([{ from: '2026-02-30', to: '2026-03-01' }])).toEqual([{ path: 'dates.0', code: 'date' }]);
  });
});
