// The Settings screen's two forms (admin module; src/contracts/company-settings.struct.ts holds the rules the
// server checks again): the company settings, rates in basis points (the view shows percentages), and a move of
// the lock date with its note. Each broken rule is a code (src/domain/validation/messages.ts), the first a field.
import { validate, type Failure, type Struct } from 'superstruct';
import { ClosingBody, closingProblems, SettingsBody, settingsProblems, type CompanySettings } from '../../contracts/company-settings.struct';

export type SettingsValues = SettingsBody;
/** `lockDate` null: no lock date (everything reopened). */
export type ClosingValues = { lockDate: string | null; note: string };
export type Problems = Record<string, string>;

export const valuesOf = (s: CompanySettings): SettingsValues => ({
  language: s.language as SettingsValues['language'],
  currency: s.currency as SettingsValues['currency'],
  time_zone: s.time_zone as SettingsValues['time_zone'],
  tax_required: s.tax_required,
  tax_bp: s.tax_bp,
  service_bp: s.service_bp,
  service_before_tax: s.service_before_tax,
});

export const emptyClosing = (): ClosingValues => ({ lockDate: null, note: '' });

export const closingBodyOf = (v: ClosingValues): ClosingBody => ({ lock_date: v.lockDate, note: v.note.trim() });

/** A failure's rule code as the server names it (server/http/errors.ts): our refinements say theirs. */
function codeOf(f: Failure): string {
  // An emptied number field holds NaN.
  if (f.value === undefined || f.value === null || Number.isNaN(f.value)) return 'required';
  if (f.refinement) return f.message;
  if (f.type === 'oneOf') return 'oneOf';
  if (f.type === 'integer' || f.type === 'number') return 'integer';
  return 'type';
}

function structProblems<T>(value: unknown, struct: Struct<T, unknown>): Problems {
  const problems: Problems = {};
  const [error] = validate(value, struct, { coerce: true });
  for (const f of error?.failures() ?? []) problems[String(f.path[0] ?? f.key)] ??= codeOf(f);
  return problems;
}

export function settingsFormProblems(v: SettingsValues): Problems {
  return { ...settingsProblems(v), ...structProblems(v, SettingsBody) };
}

/** `today`: the day now in the company's time zone; a lock date must be before it (and not the current one). */
export function closingFormProblems(v: ClosingValues, current: string | null, today: string): Problems {
  const body = closingBodyOf(v);
  return { ...closingProblems(body, current, today), ...structProblems(body, ClosingBody) };
}

/** A whole-percent view of a rate rule: basis points (`range|1|10000`) read as percentages (`range|0.01|100`). */
export const percentCode = (code: string): string =>
  code.replace(/^range\|(\d+)\|(\d+)$/, (_, lo: string, hi: string) => `range|${Number(lo) / 100}|${Number(hi) / 100}`);
