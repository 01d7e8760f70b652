// UTC offsets of the lot's zone, read from the runtime's tz database (Intl, via @date-fns/tz).
// The engine works on the UTC timeline and only asks the zone for its offset, so the host's zone never matters.
import { tzOffset } from '@date-fns/tz';
import { DAY_MS, MINUTE_MS } from './clock';
import { TariffInputError } from './errors';

/** From `from` (epoch ms) on, local wall time = instant + `offset` (ms), until the next piece. */
export interface OffsetPiece {
  from: number;
  offset: number;
}

const knownZones = new Set<string>();

export function assertTimeZone(timeZone: unknown, field: string): asserts timeZone is string {
  if (typeof timeZone === 'string' && knownZones.has(timeZone)) return;
  try {
    if (typeof timeZone !== 'string' || timeZone === '') throw new RangeError('empty');
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new TariffInputError(field, `${field} must be an IANA time zone such as America/Monterrey; got ${JSON.stringify(timeZone)}.`);
  }
  knownZones.add(timeZone);
}

export function offsetAt(timeZone: string, ms: number): number {
  const minutes = tzOffset(timeZone, new Date(ms));
  if (!Number.isFinite(minutes)) throw new TariffInputError('timeZone', `No UTC offset known for ${timeZone}.`);
  return Math.round(minutes * MINUTE_MS);
}

/**
 * The zone's offsets over [from, last]. One sample a day, then a binary search to the minute where two samples
 * differ: this assumes offset changes fall on whole UTC minutes and at least a day apart, which holds for every
 * zone in the tz database since 1970. A 31-day stay costs about 32 offset look-ups.
 */
export function offsetPieces(timeZone: string, from: number, last: number): OffsetPiece[] {
  const pieces: OffsetPiece[] = [{ from, offset: offsetAt(timeZone, from) }];
  let prevAt = from;
  let prev = pieces[0].offset;
  while (prevAt < last) {
    const at = Math.min(prevAt + DAY_MS, last);
    const offset = offsetAt(timeZone, at);
    if (offset !== prev) pieces.push({ from: firstMinuteWith(timeZone, prevAt, at, prev), offset });
    prevAt = at;
    prev = offset;
  }
  return pieces;
}

/** The first whole UTC minute in (a, b] whose offset is no longer `before`. */
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
