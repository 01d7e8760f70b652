// JSON read from text under the rules of a request body (server/http/json-body.ts): nesting at most
// MAX_JSON_DEPTH, checked by a linear scan before anything recurses over it, and no key in RESERVED_KEYS. The
// console's multipart forms send lists as JSON text (schedules, branchs, notUnder) and the rate forms send their
// rules so; the server reads every such field with `readJsonText`, one way for all.

/** Far deeper than any value the console sends (a pension with its cars is 3 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * Keys no value we read may hold: `__proto__`, `constructor` and `prototype` reach into an object's prototype
 * when code copies a value or indexes by its keys; `toString` and `valueOf` replace an object's conversion to
 * text, which then throws wherever it is printed (superstruct prints the values it refuses).
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf']);

/** The deepest nesting of arrays and objects in `text`, counted without parsing (strings are skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/** The path of the first reserved key in `value` (at most MAX_JSON_DEPTH deep), or null. */
export function reservedKeyPath(value: unknown, path: readonly string[] = []): string | null {
  if (!value || typeof value !== 'object') return null;
  for (const key of Object.keys(value)) {
    if (RESERVED_KEYS.has(key)) return [...path, key].join('.');
    const found = reservedKeyPath((value as Record<string, unknown>)[key], [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** `text` read as JSON, or undefined when it is no JSON, nests too deep or holds a reserved key. */
export function readJsonText(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return reservedKeyPath(value) === null ? value : undefined;
}
