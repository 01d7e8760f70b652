// The weekly timeline as a step function of the lot's wall clock, and the segments it cuts a stay into.
import { DAY_MINUTES, DAY_MS, MINUTE_MS, WEEK_MS, parseTimeOfDay } from './clock';
import { TariffInputError, shown } from './errors';
import type { OffsetPiece } from './time-zone';

/** Period starts in minutes after Sunday 00:00, ascending, with the fee set each one puts in force. */
export interface WeekSchedule {
  starts: number[];
  feeSetIds: number[];
}

/** Billing minutes [start, end) counted from entry, all under one fee set. */
export interface Segment {
  start: number;
  end: number;
  feeSetId: number;
}

// 1970-01-01, epoch day 0, was a Thursday: add four days to make Sunday 00:00 the origin of the week.
const EPOCH_TO_SUNDAY_MS = 4 * DAY_MS;

/**
 * The week's period starts. An empty week is a valid shape here: the caller decides when a week without periods
 * is an error (last of all, so that a lot whose week is not set yet is known to be right in everything else).
 */
export function readTimeline(timeline: unknown, feeSetIds: ReadonlySet<number>): WeekSchedule {
  if (typeof timeline !== 'object' || timeline === null) throw new TariffInputError('timeline', 'timelineShape');
  const byStart = new Map<number, number>();
  const days = timeline as Record<string, unknown>;
  for (let day = 0; day < 7; day++) {
    const periods = days[day] ?? [];
    if (!Array.isArray(periods)) throw new TariffInputError(`timeline.${day}`, 'timelineDay', { day });
    periods.forEach((raw: unknown, i) => {
      const field = `timeline.${day}.${i}`;
      const period = (raw ?? {}) as Record<string, unknown>;
      const start = day * DAY_MINUTES + parseTimeOfDay(period.from, `${field}.from`, { day });
      const from = period.from as string;
      parseTimeOfDay(period.to, `${field}.to`, { day, from }, true);
      const id = period.feeSetId;
      if (typeof id !== 'number' || !feeSetIds.has(id)) {
        throw new TariffInputError(`${field}.feeSetId`, 'unknownFeeSet', { day, from, value: shown(id) });
      }
      const other = byStart.get(start);
      if (other !== undefined && other !== id) throw new TariffInputError(field, 'sameStart', { day, from });
      byStart.set(start, id);
    });
  }
  const starts = [...byStart.keys()].sort((a, b) => a - b);
  return { starts, feeSetIds: starts.map((s) => byStart.get(s) as number) };
}

/** The fee set in force at a wall-clock time (epoch ms of local time); before the week's first start, the last one carries on. */
function feeSetAt(schedule: WeekSchedule, localMs: number): number {
  const weekMinute = mod(localMs + EPOCH_TO_SUNDAY_MS, WEEK_MS) / MINUTE_MS;
  const { starts, feeSetIds } = schedule;
  let lo = 0;
  let hi = starts.length; // first start > weekMinute
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= weekMinute) lo = mid + 1;
    else hi = mid;
  }
  return feeSetIds[(lo - 1 + starts.length) % starts.length];
}

/**
 * Cuts billing minutes [0, minutes) into segments. Minute k (the minute starting at entry + k min) is under the
 * fee set in force at that instant's wall-clock time. That can change only at a minute whose start is the first at
 * or after a period start or an offset change, so only those candidates are evaluated: the work grows with the
 * number of period starts crossed, never with the minutes.
 */
export function timelineSegments(schedule: WeekSchedule, pieces: readonly OffsetPiece[], entryMs: number, minutes: number): Segment[] {
  if (minutes <= 0) return [];
  const endMs = entryMs + minutes * MINUTE_MS;
  const candidates = [0];
  const push = (instant: number): void => {
    const k = Math.ceil((instant - entryMs) / MINUTE_MS);
    if (k > candidates[candidates.length - 1] && k < minutes) candidates.push(k);
  };
  pieces.forEach((piece, p) => {
    const from = Math.max(piece.from, entryMs);
    const to = Math.min(p + 1 < pieces.length ? pieces[p + 1].from : endMs, endMs);
    if (from >= to) return;
    if (p > 0) push(from);
    const localFrom = from + piece.offset;
    const localTo = to + piece.offset;
    for (let week = Math.floor((localFrom + EPOCH_TO_SUNDAY_MS) / WEEK_MS) * WEEK_MS - EPOCH_TO_SUNDAY_MS; week < localTo; week += WEEK_MS) {
      for (const start of schedule.starts) {
        const local = week + start * MINUTE_MS;
        if (local >= localTo) break;
        if (local > localFrom) push(local - piece.offset);
      }
    }
  });

  const segments: Segment[] = [];
  let p = 0;
  for (const k of candidates) {
    const instant = entryMs + k * MINUTE_MS;
    while (p + 1 < pieces.length && pieces[p + 1].from <= instant) p++;
    const feeSetId = feeSetAt(schedule, instant + pieces[p].offset);
    const last = segments[segments.length - 1];
    if (last && last.feeSetId === feeSetId) continue;
    if (last) last.end = k;
    segments.push({ start: k, end: minutes, feeSetId });
  }
  return segments;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
