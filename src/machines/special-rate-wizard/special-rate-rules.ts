// The special-rate wizard's pure rules (spec 2 §3-5, §9): defaults, the rule form's checks, the date rows
// (first today to tomorrow; an added row starts the day after the last ends and ends two days later; a row
// saved with the others checks overlap), and the body the server gets (only the tariff type's branch, amounts
// without their "$" or "%").
import { UNITS, type SpecialRateBody, type SpecialRateItem } from '../../contracts/rates.struct';
import { centsToText, parseMoney, parsePercent } from '../../domain/rates/amounts';
import { HH_MM } from '../../domain/rates/clock-times';
import { checkDateRanges, isQty, type RateProblem } from '../../domain/rates/rate-rules';
import type { Unit } from '../../domain/tariff';

export const TARIFF_TYPES = ['custom', 'per_day', 'discount'] as const;
export type TariffType = (typeof TARIFF_TYPES)[number];
export const ALL_ACCESSES = -1;
export const DEFAULT_SPECIAL_NAME = 'New Special Tariff';
export const DEFAULT_SPECIAL_COURTESY = '00:10';
export const NAME_MIN = 3;
export const NAME_MAX = 100;

// ---- The rule step -------------------------------------------------------------------------------------
export type CustomRow = { qty: number | string; unit: Unit | string; price: number | string };
export type RulesValues = {
  name: string;
  typeTariff: TariffType | '';
  custom: CustomRow[];
  perDay: number | string;
  discount: number | string;
  isCourtesy: boolean;
  timeCourtesy: string;
};

export const defaultCustomRow = (): CustomRow => ({ qty: 1, unit: 'hour', price: '20.00' });
export const defaultRules = (): RulesValues => ({
  name: DEFAULT_SPECIAL_NAME,
  typeTariff: 'custom',
  custom: [defaultCustomRow()],
  perDay: '10.00',
  discount: '10',
  isCourtesy: false,
  timeCourtesy: DEFAULT_SPECIAL_COURTESY,
});

/** The name as typed with its first letter capitalised (spec 2 §5). */
export const capitalised = (name: string): string => (name === '' ? name : name.charAt(0).toUpperCase() + name.slice(1));

export type RuleCode = 'required' | `min|${number}` | `max|${number}` | 'qty' | 'price' | 'discount' | 'time' | 'unit';
export type RuleProblem = { path: string; code: RuleCode };

const blank = (v: unknown) => v === '' || v === null || v === undefined;
const qtyOf = (qty: number | string): number => (typeof qty === 'number' ? qty : /^\d+$/.test(qty.trim()) ? Number(qty) : Number.NaN);
export const moneyCents = (v: number | string): number | null =>
  typeof v === 'number' ? (Number.isFinite(v) && v >= 0 ? parseMoney(v.toFixed(2)) : null) : parseMoney(v);
export const percentOf = (v: number | string): number | null => (typeof v === 'number' ? parsePercent(String(v)) : parsePercent(v));

export function rulesProblems(values: RulesValues): RuleProblem[] {
  const out: RuleProblem[] = [];
  const n = values.name.trim().length;
  if (n === 0) out.push({ path: 'name', code: 'required' });
  else if (n < NAME_MIN) out.push({ path: 'name', code: `min|${NAME_MIN}` });
  else if (n > NAME_MAX) out.push({ path: 'name', code: `max|${NAME_MAX}` });
  if (!(TARIFF_TYPES as readonly string[]).includes(values.typeTariff)) out.push({ path: 'typeTariff', code: 'required' });
  if (values.typeTariff === 'custom') {
    if (values.custom.length === 0) out.push({ path: 'custom', code: 'required' });
    values.custom.forEach((row, i) => {
      if (blank(row.qty)) out.push({ path: `custom.${i}.qty`, code: 'required' });
      else if (!isQty(qtyOf(row.qty))) out.push({ path: `custom.${i}.qty`, code: 'qty' });
      if (!(UNITS as readonly string[]).includes(row.unit)) out.push({ path: `custom.${i}.unit`, code: 'required' });
      if (blank(row.price)) out.push({ path: `custom.${i}.price`, code: 'required' });
      else if (moneyCents(row.price) === null) out.push({ path: `custom.${i}.price`, code: 'price' });
    });
  }
  if (values.typeTariff === 'per_day') {
    if (blank(values.perDay)) out.push({ path: 'perDay', code: 'required' });
    else if (moneyCents(values.perDay) === null) out.push({ path: 'perDay', code: 'price' });
  }
  if (values.typeTariff === 'discount') {
    if (blank(values.discount)) out.push({ path: 'discount', code: 'required' });
    else if (percentOf(values.discount) === null) out.push({ path: 'discount', code: 'discount' });
  }
  if (values.isCourtesy) {
    if (values.timeCourtesy.trim() === '') out.push({ path: 'timeCourtesy', code: 'required' });
    else if (values.timeCourtesy.length !== 5 || !HH_MM.test(values.timeCourtesy)) out.push({ path: 'timeCourtesy', code: 'time' });
  }
  return out;
}

// ---- The date step -------------------------------------------------------------------------------------
/** A date range row with the spec's local flags: `edit` while changed and not yet saved, `isValid` once checked. */
export type DateRow = { from: string; to: string; edit: boolean; isValid: boolean; problem: RateProblem | null };

/** yyyy-MM-dd plus `days`, on the calendar (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const firstDateRow = (today: string): DateRow => ({ from: today, to: addDays(today, 1), edit: false, isValid: true, problem: null });

/** The row "Add" appends: from the day after the last row's end, to two days after that. */
export function nextDateRow(rows: readonly DateRow[], today: string): DateRow {
  const last = rows[rows.length - 1];
  if (!last || !/^\d{4}-\d{2}-\d{2}$/.test(last.to)) return firstDateRow(today);
  const from = addDays(last.to, 1);
  return { from, to: addDays(from, 2), edit: false, isValid: true, problem: null };
}

/** What is wrong with row `i` against itself and every other row that is not being edited. */
export function rowProblem(rows: readonly DateRow[], i: number): RateProblem | null {
  const own = checkDateRanges([rows[i]]);
  if (own.length > 0) return own[0].code;
  const overlaps = rows.some((other, j) => j !== i && !other.edit && checkDateRanges([other]).length === 0 && checkDateRanges([other, rows[i]]).length > 0);
  return overlaps ? 'datesOverlap' : null;
}

/** Checks every saved row again (after a row is saved or removed): an overlap can appear or go away. */
export function recheckRows(rows: readonly DateRow[]): DateRow[] {
  return rows.map((row, i) => {
    if (row.edit) return row;
    const problem = rowProblem(rows, i);
    return { ...row, isValid: problem === null, problem };
  });
}

export const datesAreValid = (rows: readonly DateRow[]): boolean =>
  rows.length > 0 && rows.every((r) => !r.edit && r.isValid) && checkDateRanges([...rows]).length === 0;

// ---- What the wizard edits, and what the server gets ---------------------------------------------------
export type WizardRate = { id: number | null; access: number | null; rules: RulesValues; dates: { from: string; to: string }[] };

export const savedRow = (d: { from: string; to: string }): DateRow => ({ from: d.from, to: d.to, edit: false, isValid: true, problem: null });

/** A row of the special-rates table as the wizard edits it (amounts in the forms' two-decimal text). */
export function wizardRateOf(item: SpecialRateItem): WizardRate {
  const base = defaultRules();
  return {
    id: item.id,
    access: item.access,
    dates: item.dates,
    rules: {
      name: item.name,
      typeTariff: item.typeTariff,
      custom: item.rules.custom?.map((r) => ({ qty: r.qty, unit: r.unit, price: centsToText(r.price) })) ?? base.custom,
      perDay: item.rules.per_day ? centsToText(item.rules.per_day.price) : base.perDay,
      discount: item.rules.discount ? String(item.rules.discount.discount) : base.discount,
      isCourtesy: item.courtesy.isCourtesy,
      timeCourtesy: item.courtesy.timeCourtesy || DEFAULT_SPECIAL_COURTESY,
    },
  };
}

const moneyText = (v: number | string): string => centsToText(moneyCents(v) ?? 0);

/** POST temporary-rates: the unused tariff branches removed and the amounts stripped of "$" and "%" (spec 2 §7). */
export function toSpecialRateBody(access: number, values: RulesValues, rows: readonly DateRow[]): SpecialRateBody {
  const type = values.typeTariff as TariffType;
  const rules: SpecialRateBody['rules'] = {};
  if (type === 'custom') rules.custom = values.custom.map((r) => ({ qty: qtyOf(r.qty), unit: r.unit as Unit, price: moneyText(r.price) }));
  if (type === 'per_day') rules.per_day = { price: moneyText(values.perDay) };
  if (type === 'discount') rules.discount = { discount: String(percentOf(values.discount) ?? '') };
  return {
    name: values.name.trim(),
    typeTariff: type,
    access,
    courtesy: values.isCourtesy ? { isCourtesy: true, timeCourtesy: values.timeCourtesy } : { isCourtesy: false, timeCourtesy: values.timeCourtesy || DEFAULT_SPECIAL_COURTESY },
    dates: rows.map((r) => ({ from: r.from, to: r.to })),
    rules,
  };
}
