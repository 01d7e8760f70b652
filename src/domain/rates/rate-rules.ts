// The rules of the rate screens (spec 2 §4-5), checked by the forms and again by the server. Each check
// returns problems as { path, code }; the caller turns codes into words in its language.
import { HH_MM, minutesOf } from './clock-times';

export type Problem = { path: string; code: RateProblem };
export type RateProblem =
  | 'overlap'
  | 'fromBeforeTo'
  | 'time'
  | 'outsideSchedule'
  | 'unknownFeeSet'
  | 'qty'
  | 'maxRatesCount'
  | 'maxRatesUnit'
  | 'datesOverlap'
  | 'dateOrder'
  | 'date';

export type Period = { from: string; to: string; feeSetId: number };
export type Window = { start: string; end: string };

/** One weekday's periods: valid times, from < to, inside the opening window, no overlap, known fee sets. */
export function checkDay(day: number, periods: Period[], window: Window | null, feeSetIds: ReadonlySet<number>): Problem[] {
  const problems: Problem[] = [];
  const ok: { i: number; from: number; to: number }[] = [];
  periods.forEach((p, i) => {
    const path = `${day}.${i}`;
    if (!HH_MM.test(p.from) || !HH_MM.test(p.to)) return void problems.push({ path, code: 'time' });
    const from = minutesOf(p.from);
    const to = minutesOf(p.to);
    if (from >= to) return void problems.push({ path, code: 'fromBeforeTo' });
    if (!feeSetIds.has(p.feeSetId)) problems.push({ path, code: 'unknownFeeSet' });
    if (window && (from < minutesOf(window.start) || to > minutesOf(window.end))) problems.push({ path, code: 'outsideSchedule' });
    ok.push({ i, from, to });
  });
  ok.sort((a, b) => a.from - b.from);
  for (let k = 1; k < ok.length; k++) {
    if (ok[k].from < ok[k - 1].to) problems.push({ path: `${day}.${ok[k].i}`, code: 'overlap' });
  }
  return problems;
}

export const QTY_MIN = 1;
export const QTY_MAX = 60;
export const isQty = (qty: number): boolean => Number.isInteger(qty) && qty >= QTY_MIN && qty <= QTY_MAX;

export const MAX_RATE_ROWS = 4;

/** At most four max-rate rows, each unit once. */
export function checkMaxRates(rows: { unit: string }[]): Problem[] {
  if (rows.length > MAX_RATE_ROWS) return [{ path: 'maxRate', code: 'maxRatesCount' }];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  rows.forEach((r, i) => {
    if (seen.has(r.unit)) problems.push({ path: `maxRate.${i}.unit`, code: 'maxRatesUnit' });
    seen.add(r.unit);
  });
  return problems;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Date ranges (yyyy-MM-dd, inclusive): valid dates, from <= to, and no two ranges sharing a day. */
export function checkDateRanges(ranges: { from: string; to: string }[]): Problem[] {
  const problems: Problem[] = [];
  const ok: { i: number; from: string; to: string }[] = [];
  ranges.forEach((r, i) => {
    if (!isDate(r.from) || !isDate(r.to)) return void problems.push({ path: `dates.${i}`, code: 'date' });
    if (r.from > r.to) return void problems.push({ path: `dates.${i}`, code: 'dateOrder' });
    ok.push({ i, ...r });
  });
  ok.sort((a, b) => (a.from < b.from ? -1 : 1));
  for (let k = 1; k < ok.length; k++) {
    if (ok[k].from <= ok[k - 1].to) problems.push({ path: `dates.${ok[k].i}`, code: 'datesOverlap' });
  }
  return problems;
}
