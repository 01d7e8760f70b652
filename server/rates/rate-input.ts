// Turns the rate forms' text (JSON text, "$20.00", "10%") into engine values, or a 422 naming the field.
import type { Locale } from '../../src/domain/validation/messages';
import { validationMessage } from '../../src/domain/validation/messages';
import { parseMoney } from '../../src/domain/rates/amounts';
import { isQty, type Problem } from '../../src/domain/rates/rate-rules';
import { rateMessage } from '../../src/domain/rates/rate-messages';
import type { TimeFeeRule } from '../../src/domain/tariff';
import type { RuleInput } from '../../src/contracts/rates.struct';
import { RuleInput as RuleInputStruct } from '../../src/contracts/rates.struct';
import { validate, array } from 'superstruct';
import { readJsonText } from '../../src/contracts/json-text';
import { ValidationError, errorMap } from '../http/errors';

export function problemsError(problems: Problem[], locale: Locale, prefix: string): ValidationError {
  const errors = errorMap();
  for (const p of problems) (errors[`${prefix}${p.path}`] ??= []).push(rateMessage(p.code, locale));
  return new ValidationError(errors);
}

/** A field's JSON text, read as a request body is (src/contracts/json-text.ts), or a 422 naming the field. */
export function parseJsonField(text: string, field: string, locale: Locale): unknown {
  const value = readJsonText(text);
  if (value === undefined) throw ValidationError.field(field, validationMessage('type', field, locale));
  return value;
}

/** Rules from the form: quantities 1-60, a known unit, a price with at most two decimals; at least one. */
export function toRules(input: unknown, field: string, locale: Locale): TimeFeeRule[] {
  const [err, rows] = validate(input, array(RuleInputStruct), { coerce: true });
  if (err) throw ValidationError.fromStruct(err, locale);
  if (rows.length === 0) throw ValidationError.field(field, validationMessage('required', field, locale));
  return rows.map((r: RuleInput, i) => {
    if (!isQty(r.qty)) throw ValidationError.field(`${field}.${i}.qty`, rateMessage('qty', locale));
    return { qty: r.qty, unit: r.unit, price: money(r.price, `${field}.${i}.price`, locale) };
  });
}

export function money(value: string | number, field: string, locale: Locale): number {
  const cents = parseMoney(value);
  if (cents === null) throw ValidationError.field(field, validationMessage('type', field, locale));
  return cents;
}
