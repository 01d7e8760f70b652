// Values of a route's own shape for the fuzz suite (issue 31 item 2): an arbitrary built from the route's
// superstruct struct, field by field, so that whole bodies and queries arrive with every field of the right name and
// kind at once but odd contents (bounds, JSON as text, reserved keys, control characters, far dates), the inputs that
// reach past the first refusal into the rules and the handler. Drawn with a fixed seed so that a failure replays.
import fc from 'fast-check';
import type { Struct } from 'superstruct';

type AnyStruct = Struct<unknown, unknown>;

const ODD_TEXT = ['', ' ', 'a\u0000b', '\u202e', 'x'.repeat(5000), '[]', '{}', '{"__proto__":{"a":1}}', '['.repeat(3000) + ']'.repeat(3000), '9999-12-31', '2020-02-30', '-1', '1e309', 'NaN', 'true', 'null', '00:60', '<b>', "'; drop table users; --"];
const ODD_NUMBERS = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -0];

const text = fc.oneof(fc.string({ maxLength: 40, unit: 'grapheme' }), fc.constantFrom(...ODD_TEXT));
const numeric = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(...ODD_NUMBERS));
/** A struct we cannot see into (our own rules: ids, days, amounts) takes any of the kinds its field may be sent as. */
const opaque = fc.oneof(text, numeric, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));

export function valuesOf(struct: AnyStruct | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!struct || depth > 4) return opaque;
  const schema = struct.schema as unknown;
  // Some kinds keep their parts out of sight (a union's members): those take any kind, as an opaque one does.
  const parts = Array.isArray(schema) ? (schema as AnyStruct[]) : null;
  const fields = schema && typeof schema === 'object' && !Array.isArray(schema) ? (schema as Record<string, unknown>) : null;
  switch (struct.type) {
    case 'object':
    case 'type':
      return fields ? fc.record(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, valuesOf(field as AnyStruct, depth + 1)]))) : opaque;
    case 'array':
      return fc.array(valuesOf(schema as AnyStruct | undefined, depth + 1), { maxLength: 3 });
    case 'tuple':
      return parts ? fc.tuple(...parts.map((item) => valuesOf(item, depth + 1))) : opaque;
    case 'union':
      return parts ? fc.oneof(...parts.map((member) => valuesOf(member, depth + 1))) : opaque;
    case 'enums':
      return fields ? fc.oneof(fc.constantFrom(...Object.values(fields)), text) : text;
    case 'literal':
      return fc.oneof(fc.constant(schema), text);
    case 'record':
      return fc.dictionary(text, opaque, { maxKeys: 3 });
    case 'string':
      return text;
    case 'number':
    case 'integer':
      return numeric;
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', '0', 'yes'));
    default:
      return opaque;
  }
}

/** `count` values of the struct's shape, the same at every run. */
export const sampleOf = (struct: AnyStruct | undefined, count: number, seed: number): unknown[] => fc.sample(valuesOf(struct), { seed, numRuns: count });

/** A query's values as a URL carries them: each leaf as text. */
export function asQuery(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
