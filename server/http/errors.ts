// Errors a handler throws to answer a 4xx; the error handler in app.ts turns them into JSON.
import type { StructError } from 'superstruct';
import { validationMessage, type Locale } from '../../src/domain/validation/messages';
import { t, type MessageKey } from './messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly param?: string | number,
    readonly headers: Record<string, string> = {},
    /** Machine-readable fields beside the message (e.g. `reason`), for a console that must react. */
    readonly extra: Record<string, string> = {},
  ) {
    super(key);
  }
  body(locale: Locale): { message: string } {
    return { message: t(this.key, locale, this.param), ...this.extra };
  }
}

/**
 * A field-to-messages map without a prototype: its keys are field paths, some of them the user's own keys, and
 * on a plain object a key such as `__proto__` reads the prototype instead of a list.
 */
export const errorMap = (): Record<string, string[]> => Object.create(null) as Record<string, string[]>;

/** 422 with Laravel's shape: `{ message, errors: { field: [messages] } }`. */
export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: Record<string, string[]>) {
    super('invalid');
  }
  static fromStruct(err: StructError, locale: Locale): ValidationError {
    const errors = errorMap();
    for (const failure of err.failures()) {
      const field = failure.path.length > 0 ? failure.path.join('.') : String(failure.key ?? 'body');
      (errors[field] ??= []).push(validationMessage(ruleCode(failure), field, locale));
    }
    return new ValidationError(errors);
  }
  static field(field: string, message: string): ValidationError {
    const errors = errorMap();
    errors[field] = [message];
    return new ValidationError(errors);
  }
  /** Rules a struct cannot hold alone (they need the database), as `[field, rule code]` pairs. */
  static fromRules(failures: [field: string, code: string][], locale: Locale): ValidationError {
    const errors = errorMap();
    for (const [field, code] of failures) (errors[field] ??= []).push(validationMessage(code, field, locale));
    return new ValidationError(errors);
  }
  body(locale: Locale): { message: string; errors: Record<string, string[]> } {
    const first = Object.values(this.errors)[0]?.[0];
    return { message: first ?? t('badRequest', locale), errors: this.errors };
  }
}

type Failure = ReturnType<StructError['failures']>[number];

/** Our refinements report a rule code as their message; superstruct's own type failures map to ours. */
function ruleCode(failure: Failure): string {
  if (failure.value === undefined || failure.value === null) return 'required';
  if (failure.refinement) return failure.message;
  if (failure.type === 'never') return 'unknown';
  if (failure.type === 'oneOf' || failure.type === 'enums' || failure.type === 'literal') return 'oneOf';
  if (failure.type === 'integer' || failure.type === 'number') return 'integer';
  return 'type';
}
