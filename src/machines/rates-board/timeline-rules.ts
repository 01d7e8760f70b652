// The weekly timeline's pure rules for the rates screen (spec 2 §4): where the free stretches of a day are,
// the week with one period put in or taken out, and the same checks the server makes (checkDay) before a save.
import { minutesOf } from '../../domain/rates/clock-times';
import { checkDay, type Problem, type Window } from '../../domain/rates/rate-rules';
import type { TimelineEntry } from '../../contracts/rates.struct';
import type { FeeSet } from '../../domain/tariff';
import type { Schedule, TimelineWeek, Weekday } from '../../services/rates.api';

/** A day without opening hours is open all day for the screen (the server checks no window then). */
export const WHOLE_DAY: Window = { start: '00:00', end: '23:59' };

export function windowOf(schedules: readonly Schedule[], day: Weekday): Window | null {
  const found = schedules.find((s) => s.day === day);
  return found ? { start: found.start, end: found.end } : null;
}

export type Stretch =
  | { kind: 'period'; index: number; from: string; to: string; feeSetId: number; name: string }
  | { kind: 'gap'; from: string; to: string };

const clock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A day's row from its opening to its closing: the periods (clamped to the window, in time order) and the
 * free gaps between them. Periods keep their index in the day's list, which is what the modal edits.
 */
export function dayStretches(entries: readonly TimelineEntry[], window: Window | null, names: ReadonlyMap<number, string>): Stretch[] {
  const open = minutesOf((window ?? WHOLE_DAY).start);
  const close = minutesOf((window ?? WHOLE_DAY).end);
  const periods = entries
    .map((e, index) => ({ index, e, from: Math.max(open, minutesOf(e.from)), to: Math.min(close, minutesOf(e.to)) }))
    .filter((p) => p.to > p.from)
    .sort((a, b) => a.from - b.from);
  const out: Stretch[] = [];
  let cursor = open;
  for (const p of periods) {
    if (p.from > cursor) out.push({ kind: 'gap', from: clock(cursor), to: clock(p.from) });
    out.push({ kind: 'period', index: p.index, from: clock(p.from), to: clock(p.to), feeSetId: p.e.fromID, name: names.get(p.e.fromID) ?? p.e.fromName ?? '' });
    cursor = Math.max(cursor, p.to);
  }
  if (close > cursor) out.push({ kind: 'gap', from: clock(cursor), to: clock(close) });
  return out;
}

/** The week with the period at (day, index) replaced by `entry`, or `entry` added when index is null. */
export function withPeriod(week: TimelineWeek, day: Weekday, index: number | null, entry: TimelineEntry): TimelineWeek {
  const list = [...week[day]];
  if (index === null) list.push(entry);
  else list[index] = entry;
  return { ...week, [day]: list.sort((a, b) => a.from.localeCompare(b.from)) };
}

export function withoutPeriod(week: TimelineWeek, day: Weekday, index: number): TimelineWeek {
  return { ...week, [day]: week[day].filter((_, i) => i !== index) };
}

/** The server's checks of one day (times, order, opening hours, known fee sets, no overlap). */
export function dayProblems(week: TimelineWeek, day: Weekday, schedules: readonly Schedule[], feeSets: readonly FeeSet[]): Problem[] {
  const periods = week[day].map((e) => ({ from: e.from, to: e.to, feeSetId: e.fromID }));
  return checkDay(day, periods, windowOf(schedules, day), new Set(feeSets.map((s) => s.id)));
}
