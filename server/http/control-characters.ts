// Every string a request carries is refused when it holds a control character, whatever struct reads it:
// PostgreSQL refuses NUL in text, and no person types any of them. Structs built from src/contracts/rules.ts
// refuse them too (so the console does); this sweep covers fields a struct reads as a plain string.
import { hasControlCharacters } from '../../src/contracts/rules';

/** The path of the first string (or object key) in `value` with a control character, or null. Bodies are at
 *  most MAX_JSON_DEPTH deep (json-body.ts), so the recursion is bounded. */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') || 'body' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key.replace(/[^\x20-\x7e]/g, '?')].join('.');
    const found = controlCharacterPath(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
