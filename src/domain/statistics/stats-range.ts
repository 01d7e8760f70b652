// The platform statistics' period (issue 20 item 2): whole calendar days, `from` to `to` both included, read in
// each lot's time zone for the parking tiles and in the platform's for the shopping ones. A period is at most
// a year and a day long (a leap year's 366 days) so that a tile never reads more than a year of rollup hours a lot.
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

export const MAX_STATS_DAYS = 366;
/** The period a screen or a query without dates starts with: the last 30 days, today included. */
export const DEFAULT_STATS_DAYS = 30;
/** The quick choices of the screen: the last 7, 30, 90 or 365 days. */
export const STATS_PRESETS = [7, 30, 90, 365] as const;

export type StatsRange = { from: string; to: string };

const day = (value: string) => parseISO(value);
const shift = (value: string, days: number) => format(addDays(day(value), days), 'yyyy-MM-dd');

/** Days in the period, both ends counted (0 or less when `to` comes first). */
export const rangeDays = ({ from, to }: StatsRange): number => differenceInCalendarDays(day(to), day(from)) + 1;

/** What is wrong with a period, if anything: `to` before `from`, or longer than MAX_STATS_DAYS. */
export function rangeProblem(range: StatsRange): 'order' | 'long' | null {
  const days = rangeDays(range);
  if (days < 1) return 'order';
  return days > MAX_STATS_DAYS ? 'long' : null;
}

/** The last `days` days ending with `today` (yyyy-MM-dd), both included. */
export function lastDays(today: string, days: number): StatsRange {
  return { from: shift(today, 1 - days), to: today };
}

/** A period with ends missing: `to` defaults to today, `from` to the DEFAULT_STATS_DAYS days ending with `to`. */
export function completeRange(today: string, from?: string, to?: string): StatsRange {
  const end = to ?? today;
  return { from: from ?? lastDays(end, DEFAULT_STATS_DAYS).from, to: end };
}

/** Every day of the period in order (yyyy-MM-dd); the caller keeps the period within MAX_STATS_DAYS. */
export function daysOf(range: StatsRange): string[] {
  return Array.from({ length: Math.max(0, rangeDays(range)) }, (_, i) => shift(range.from, i));
}

/** The period from a newly chosen first day: the last day kept when it still fits, else moved along with it. */
export function startingOn(range: StatsRange, from: string): StatsRange {
  const next = { from, to: range.to };
  const problem = rangeProblem(next);
  if (problem === null) return next;
  return { from, to: problem === 'order' ? from : shift(from, MAX_STATS_DAYS - 1) };
}

/** The period up to a newly chosen last day: the first day kept when it still fits, else moved along with it. */
export function endingOn(range: StatsRange, to: string): StatsRange {
  const next = { from: range.from, to };
  const problem = rangeProblem(next);
  if (problem === null) return next;
  return { from: problem === 'order' ? to : shift(to, 1 - MAX_STATS_DAYS), to };
}
