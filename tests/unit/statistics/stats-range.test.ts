// The statistics' period (src/domain/statistics/stats-range.ts): whole days, both ends counted, at most 366.
import { describe, expect, it } from 'vitest';
import { completeRange, daysOf, endingOn, lastDays, rangeDays, rangeProblem, startingOn } from '../../../src/domain/statistics/stats-range';

describe('the statistics period', () => {
  it('counts both ends, across a month, a leap day and a change of clocks', () => {
    expect(rangeDays({ from: '2025-03-03', to: '2025-03-03' })).toBe(1);
    expect(rangeDays({ from: '2024-02-28', to: '2024-03-01' })).toBe(3);
    expect(rangeDays({ from: '2025-03-08', to: '2025-03-10' })).toBe(3);
    expect(daysOf({ from: '2024-02-28', to: '2024-03-01' })).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(daysOf({ from: '2025-03-02', to: '2025-03-01' })).toEqual([]);
  });

  it('refuses a period backwards or over 366 days, and takes 366', () => {
    expect(rangeProblem({ from: '2025-03-02', to: '2025-03-01' })).toBe('order');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('long');
  });

  it('fills in the missing ends: up to today, the 30 days ending with the last', () => {
    expect(lastDays('2025-03-09', 7)).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(completeRange('2025-03-31')).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(completeRange('2025-03-31', undefined, '2025-02-28')).toEqual({ from: '2025-01-30', to: '2025-02-28' });
    expect(completeRange('2025-03-31', '2025-03-10')).toEqual({ from: '2025-03-10', to: '2025-03-31' });
  });

  it('moves the other end along when a chosen day would leave the period backwards or too long', () => {
    const week = { from: '2025-03-03', to: '2025-03-09' };
    expect(startingOn(week, '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-09' });
    expect(startingOn(week, '2025-03-20')).toEqual({ from: '2025-03-20', to: '2025-03-20' });
    expect(startingOn(week, '2024-01-01')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(endingOn(week, '2025-03-05')).toEqual({ from: '2025-03-03', to: '2025-03-05' });
    expect(endingOn(week, '2025-03-01')).toEqual({ from: '2025-03-01', to: '2025-03-01' });
    expect(endingOn(week, '2026-03-10')).toEqual({ from: '2025-03-10', to: '2026-03-10' });
  });
});
