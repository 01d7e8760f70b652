// JSON that arrives as text (src/contracts/json-text.ts) and the 422's field map (server/http/errors.ts): each of
// the two guards that keep a `__proto__` key of the user's from the server (issue 31), checked on its own. The
// fuzz suite passes while either one still stands, so it cannot tell when one of them is lost.
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, readJsonText } from '../../src/contracts/json-text';
import { ValidationError } from '../../server/http/errors';

describe('JSON read from text', () => {
  it('reads what the console sends', () => {
    expect(readJsonText('{"1":[{"from":"09:00","to":"12:00","fromID":11}]}')).toEqual({ 1: [{ from: '09:00', to: '12:00', fromID: 11 }] });
  });

  it('refuses a reserved key at any depth', () => {
    for (const text of ['{"__proto__":{"1":[]}}', '[{"constructor":{"prototype":{"a":1}}}]', '{"a":{"b":{"toString":1}}}', '{"valueOf":{}}']) {
      expect(readJsonText(text), text).toBeUndefined();
    }
  });

  it('refuses nesting past the limit before reading it', () => {
    expect(readJsonText('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH))).toBeDefined();
    expect(readJsonText('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1))).toBeUndefined();
    expect(readJsonText('['.repeat(5000) + ']'.repeat(5000))).toBeUndefined();
  });
});

describe("a 422's field map", () => {
  it('keeps a field named like a prototype key as a field of its own', () => {
    const refused = ValidationError.fromRules([['__proto__', 'required'], ['constructor', 'required'], ['__proto__', 'integer']], 'en');
    expect(Object.keys(refused.errors)).toEqual(['__proto__', 'constructor']);
    expect(refused.errors['__proto__']).toHaveLength(2);
    expect(refused.body('en').message).toMatch(/proto/);
    expect(({} as Record<string, unknown>).length).toBeUndefined(); // nothing leaked onto Object.prototype
  });
});
