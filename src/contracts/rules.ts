// Building blocks for structs. A failing rule's message is a code (`required`, `min|6`, `email`...) that
// src/domain/validation/messages.ts turns into words in the caller's language, on both sides.
// Every value a request carries is bounded here, so that nothing a client sends reaches the database in a
// shape it refuses (an id past int32, a NUL byte, a year 9999): the struct answers 422 first.
import { boolean, coerce, define, integer, number, refine, string, union, type Struct } from 'superstruct';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The database's `integer` (int4): every id and every whole number a request may carry stays within it. */
export const MAX_INT = 2_147_483_647;
/** Years a person can type in the date picker (spec 1 §9, spec 3 §9). */
export const FIRST_YEAR = 2020;
export const LAST_YEAR = 2099;
/** The highest page number a list accepts: far past any real list, far from overflowing an offset. */
export const MAX_PAGE = 1_000_000;

// C0 controls but tab, line feed and carriage return, DEL and the C1 controls: PostgreSQL refuses NUL in text,
// and none of them is anything a person types.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** A required string of `min`..`max` characters after trimming, with no control characters. */
export const text = (min = 1, max = 255): Struct<string, null> =>
  refine(string(), 'text', (v) => {
    if (hasControlCharacters(v)) return 'control';
    const n = v.trim().length;
    if (n === 0) return 'required';
    if (n < min) return `min|${min}`;
    if (n > max) return `max|${max}`;
    return true;
  });

/** A string that may be empty (a search box, an optional note): at most `max` characters, no control characters. */
export const plain = (max = 255): Struct<string, null> =>
  refine(string(), 'plain', (v) => {
    if (hasControlCharacters(v)) return 'control';
    return v.length <= max || `max|${max}`;
  });

export const email = (): Struct<string, null> =>
  refine(string(), 'email', (v) => {
    if (hasControlCharacters(v)) return 'control';
    if (v.trim() === '') return 'required';
    if (v.length > 255) return 'max|255';
    return isEmail(v) || 'email';
  });

const digits = (v: string) => (/^-?\d{1,12}$/.test(v) ? Number(v) : Number.NaN);

/** A whole number from `min` to `max` (both within int32) that may arrive as text (paths, queries, forms). */
export const whole = (min: number, max: number): Struct<number, null> =>
  coerce(
    refine(integer(), 'whole', (v) => (v >= min && v <= max) || `range|${min}|${max}`),
    string(),
    digits,
  );

/** An id: a whole number from 1 to 2^31-1, as text (paths, queries) or as a number (bodies). */
export const id = (): Struct<number, null> =>
  coerce(
    refine(integer(), 'id', (v) => (v >= 1 && v <= MAX_INT) || 'id'),
    string(),
    digits,
  );

/** A page number of a paged list. */
export const page = (): Struct<number, null> => whole(1, MAX_PAGE);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-MM-dd naming a real calendar day. */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function dayRule(v: string): true | string {
  if (!isDay(v)) return 'type';
  const year = Number(v.slice(0, 4));
  return (year >= FIRST_YEAR && year <= LAST_YEAR) || `year|${FIRST_YEAR}|${LAST_YEAR}`;
}

/** A calendar day a person picks (yyyy-MM-dd) within the date picker's years; `''` too when `emptyOk`. */
export const day = (emptyOk = false): Struct<string, null> => refine(string(), 'day', (v) => (emptyOk && v === '') || dayRule(v));

/** An instant (ISO-8601, `2026-11-24T09:30:00Z`) within the date picker's years. */
export const instant = (): Struct<string, null> =>
  refine(string(), 'instant', (v) => {
    if (v.length > 40 || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) || Number.isNaN(Date.parse(v))) return `instant|${FIRST_YEAR}|${LAST_YEAR}`;
    const year = new Date(v).getUTCFullYear();
    return (year >= FIRST_YEAR && year <= LAST_YEAR) || `instant|${FIRST_YEAR}|${LAST_YEAR}`;
  });

/** One of the given literal strings. */
export const oneOf = <T extends string>(values: readonly T[]): Struct<T, null> =>
  define<T>('oneOf', (v) => (typeof v === 'string' && (values as readonly string[]).includes(v)) || 'oneOf');

/** An operator's or salesman's username: the lot's or shop's prefix and `_` in front of what was typed,
 *  upper-cased (kept once when it is already there). */
export function withPrefix(prefix: string, username: string): string {
  const typed = username.trim().toUpperCase();
  const head = `${prefix.toUpperCase()}_`;
  return typed.startsWith(head) ? typed : head + typed;
}

/** A yes or no that may arrive as text (forms, multipart): `true`/`false`, `1`/`0`; anything else is refused. */
export const flag = (): Struct<boolean, null> =>
  coerce(boolean(), union([string(), number()]), (v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  });
