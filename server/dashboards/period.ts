// Dashboard periods (spec 2 §9: day, week, month, year count 1, 7, 30 and 365 days): `day` is the lot's
// local today so far; the others are the last 7, 30 or 365 days up to now.
import { startOfLocalDay } from '../../src/domain/time/local-day';

export const PERIODS = ['day', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_DAYS: Record<Period, number> = { day: 1, week: 7, month: 30, year: 365 };

export function periodWindow(period: Period, timeZone: string, now = new Date()): { from: Date; to: Date } {
  if (period === 'day') return { from: startOfLocalDay(now, timeZone), to: now };
  return { from: new Date(now.getTime() - PERIOD_DAYS[period] * 86_400_000), to: now };
}
