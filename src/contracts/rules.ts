// Building blocks for structs. A failing rule's message is a code (`required`, `min|6`, `email`...) that
// src/domain/validation/messages.ts turns into words in the caller's language, on both sides.
import { coerce, define, integer, refine, string, type Struct } from 'superstruct';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** A required string of `min`..`max` characters after trimming. */
export const text = (min = 1, max = 255): Struct<string, null> =>
  refine(string(), 'text', (v) => {
    const n = v.trim().length;
    if (n === 0) return 'required';
    if (n < min) return `min|${min}`;
    if (n > max) return `max|${max}`;
    return true;
  });

export const email = (): Struct<string, null> =>
  refine(string(), 'email', (v) => (v.trim() === '' ? 'required' : isEmail(v) || 'email'));

/** A positive integer that may arrive as text (path and query parameters). */
export const id = (): Struct<number, null> =>
  coerce(
    refine(integer(), 'id', (v) => v > 0 || 'integer'),
    string(),
    (v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN),
  );

/** One of the given literal strings. */
export const oneOf = <T extends string>(values: readonly T[]): Struct<T, null> =>
  define<T>('oneOf', (v) => (typeof v === 'string' && (values as readonly string[]).includes(v)) || 'oneOf');
