// Parsing and printing of the engine's time values. Nothing here reads the host's time zone:
// instants must carry an offset, and calendar arithmetic goes through Date.UTC only.
import { TariffInputError, shown, type TariffErrorParams } from './errors';

export const MINUTE_MS = 60_000;
export const DAY_MINUTES = 1440;
export const DAY_MS = DAY_MINUTES * MINUTE_MS;
export const WEEK_MS = 7 * DAY_MS;

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|([+-])(\d{2}):?(\d{2}))$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{2}):(\d{2})$/;

function isCalendarDate(y: number, m: number, d: number): boolean {
  return m >= 1 && m <= 12 && d >= 1 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** An ISO-8601 instant with `Z` or an explicit offset, to epoch milliseconds (sub-millisecond digits are dropped). */
export function parseInstant(value: unknown, field: string): number {
  const m = typeof value === 'string' ? ISO_INSTANT.exec(value.trim()) : null;
  if (!m) {
    throw new TariffInputError(field, 'instant', { value: shown(value) });
  }
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4], m[5]].map(Number);
  const s = m[6] === undefined ? 0 : Number(m[6]);
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const offH = m[10] === undefined ? 0 : Number(m[10]);
  const offM = m[11] === undefined ? 0 : Number(m[11]);
  if (!isCalendarDate(y, mo, d) || h > 23 || mi > 59 || s > 59 || offH > 23 || offM > 59) {
    throw new TariffInputError(field, 'instantNotReal', { value: shown(value) });
  }
  const offset = (m[9] === '-' ? -1 : 1) * (offH * 60 + offM) * MINUTE_MS;
  return Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset;
}

/** 'yyyy-MM-dd', checked against the calendar; compared as text later. `where` says whose date it is. */
export function parseCalendarDate(value: unknown, field: string, where: TariffErrorParams): string {
  const m = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
    throw new TariffInputError(field, 'date', { ...where, value: shown(value) });
  }
  return value as string;
}

/** 'HH:mm' time of day to minutes after midnight; `allowEndOfDay` also accepts 24:00. `where` says whose time it is. */
export function parseTimeOfDay(value: unknown, field: string, where: TariffErrorParams, allowEndOfDay = false): number {
  const m = typeof value === 'string' ? CLOCK.exec(value) : null;
  const minutes = m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
  const ok = m !== null && Number(m[2]) < 60 && (minutes < DAY_MINUTES || (allowEndOfDay && minutes === DAY_MINUTES));
  if (!ok) throw new TariffInputError(field, 'timeOfDay', { ...where, value: shown(value) });
  return minutes;
}

/** 'HH:mm' length of time (hours 00 to 99) to minutes: a courtesy time, the lot's or a special rate's (`where`). */
export function parseDuration(value: unknown, field: string, where: TariffErrorParams): number {
  const m = typeof value === 'string' ? CLOCK.exec(value) : null;
  if (!m || Number(m[2]) >= 60) throw new TariffInputError(field, 'courtesyTime', { ...where, value: shown(value) });
  return Number(m[1]) * 60 + Number(m[2]);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/** yyyy-MM-dd of a day counted from 1970-01-01 (proleptic Gregorian; H. Hinnant's civil_from_days). */
function civilDate(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return `${yoe + era * 400 + (m <= 2 ? 1 : 0)}-${pad2(m)}-${pad2(d)}`;
}

/**
 * A function printing instants as Date#toISOString does (years 1000-9999), by arithmetic and remembering the last
 * day printed: a quote prints hundreds of instants, mostly in order, and toISOString costs about a microsecond each.
 */
export function isoPrinter(): (ms: number) => string {
  let lastDay = Number.NaN;
  let date = '';
  return (ms) => {
    const day = Math.floor(ms / DAY_MS);
    if (day !== lastDay) {
      lastDay = day;
      date = civilDate(day);
    }
    const t = ms - day * DAY_MS;
    return `${date}T${pad2(Math.floor(t / 3_600_000))}:${pad2(Math.floor(t / MINUTE_MS) % 60)}:${pad2(Math.floor(t / 1000) % 60)}.${pad3(t % 1000)}Z`;
  };
}

/** The calendar date (yyyy-MM-dd) of a wall-clock time given as epoch milliseconds of local time. */
export const wallDate = (localMs: number): string => civilDate(Math.floor(localMs / DAY_MS));
