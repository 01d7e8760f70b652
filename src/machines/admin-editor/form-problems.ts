// An admin editor's form checked with the struct the server checks its body with (src/contracts/admin-*.struct.ts):
// the first rule each field breaks, as the rule codes the server's 422 would name (src/domain/validation/messages.ts).
import { validate, type Struct } from 'superstruct';
import type { Problems } from './admin-editor.machine';

export function structProblems<T>(body: unknown, struct: Struct<T, unknown>, more: readonly [field: string, code: string][] = []): Problems {
  const problems: Problems = {};
  const [error] = validate(body, struct, { coerce: true });
  for (const f of error?.failures() ?? []) problems[String(f.path[0] ?? f.key)] ??= f.refinement ? f.message : f.value === undefined || f.value === '' ? 'required' : 'type';
  // The rules across fields (read from the body the form makes, always of the right types) beside them.
  for (const [field, code] of more) problems[field] ??= code;
  return problems;
}
