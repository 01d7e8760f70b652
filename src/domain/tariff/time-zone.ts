// UTC offsets of the lot's zone, read from the runtime's tz database (Intl, via @date-fns/tz).
// The engine works on the UTC timeline and only asks the zone for its offset, so the host's zone never matters.
import { tzOffset } from '@date-fns/tz';
import { DAY_MS, MINUTE_MS } from './clock';
import { TariffInputError, shown } from './errors';

/** From `from` (epoch ms) on, local wall time = instant + `offset` (ms), until the next piece. */
export interface OffsetPiece {
  from: number;
  offset: number;
}

const knownZones = new Set<string>();

export function assertTimeZone(timeZone: unknown, field: string): asserts timeZone is string {
  if (typeof timeZone === 'string' && knownZones.has(timeZone)) return;
  try {
    // IANA names only: newer Intl versions also accept bare offsets (+05:30), which know no daylight saving.
    if (typeof timeZone !== 'string' || !/^[A-Za-z]/.test(timeZone)) throw new RangeError('not an IANA name');
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new TariffInputError(field, 'timeZone', { value: shown(timeZone) });
  }
  knownZones.add(timeZone);
}

export function offsetAt(timeZone: string, ms: number): number {
  const minutes = tzOffset(timeZone, new Date(ms));
  if (!Number.isFinite(minutes)) throw new TariffInputError('timeZone', 'noOffset', { value: timeZone });
  return Math.round(minutes * MINUTE_MS);
}

/**
 * Offsets are sampled every 4 days. Two changes closer than that which cancel out would go unseen; in the tz data
 * of Node's ICU, consecutive offset changes since 1990 are at least 6.9 days apart (America/Boa_Vista, 2000).
 */
const SAMPLE_MS = 4 * DAY_MS;

/**
 * The zone's offsets over [from, last]: samples every SAMPLE_MS, then a binary search to the minute where two
 * samples differ (offset changes fall on whole UTC minutes). A 31-day stay costs about 9 offset look-ups, plus
 * 13 for each change it spans.
 */
export function offsetPieces(timeZone: string, from: number, last: number): OffsetPiece[] {
  const pieces: OffsetPiece[] = [{ from, offset: offsetAt(timeZone, from) }];
  let prevAt = from;
  let prev = pieces[0].offset;
  while (prevAt < last) {
    const at = Math.min(prevAt + SAMPLE_MS, last);
    const offset = offsetAt(timeZone, at);
    if (offset !== prev) pieces.push({ from: firstMinuteWith(timeZone, prevAt, at, prev), offset });
    prevAt = at;
    prev = offset;
  }
  return pieces;
}

/** The first whole UTC minute in (a, b] whose offset is no longer `before`; (a, b] holds one change. */
function firstMinuteWith(timeZone: string, a: number, b: number, before: number): number {
  let lo = Math.floor(a / MINUTE_MS);
  let hi = Math.ceil(b / MINUTE_MS);
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (offsetAt(timeZone, mid * MINUTE_MS) === before) lo = mid;
    else hi = mid;
  }
  return hi * MINUTE_MS;
}
