// The time-fee form's rules (spec 2 §4-5): a new set is "New Time Fee" with one rule of 1 hour at 20.00; a name
// of 3 to 50 characters (the server's FeeSetBody); each rule a quantity 1-60, a unit and a price with at most
// two decimals. The form shows the problems; the chart refuses a draft with any; the server checks again.
import { UNITS } from '../../contracts/rates.struct';
import { centsToText, parseMoney } from '../../domain/rates/amounts';
import { isQty } from '../../domain/rates/rate-rules';
import type { FeeSet, Unit } from '../../domain/tariff';
import type { FeeSetForm } from '../../services/rates.api';

export const DEFAULT_FEE_SET_NAME = 'New Time Fee';
export const NAME_MIN = 3;
export const NAME_MAX = 50;

export type DraftRule = { qty: number | string; unit: Unit | string; price: number | string };
export type FeeSetDraft = { id: number | null; name: string; rules: DraftRule[] };

export const defaultRule = (): DraftRule => ({ qty: 1, unit: 'hour', price: '20.00' });
export const newFeeSetDraft = (): FeeSetDraft => ({ id: null, name: DEFAULT_FEE_SET_NAME, rules: [defaultRule()] });

export const draftOf = (set: FeeSet): FeeSetDraft => ({
  id: set.id,
  name: set.name,
  rules: set.rules.map((r) => ({ qty: r.qty, unit: r.unit, price: centsToText(r.price) })),
});

/** A rule code for the form's messages: validation codes ('required', 'min|3') or rate codes ('qty'). */
export type FeeSetProblem = { path: string; code: 'required' | `min|${number}` | `max|${number}` | 'qty' | 'price' | 'unit' };

export const qtyOf = (qty: number | string): number => (typeof qty === 'number' ? qty : /^\d+$/.test(qty.trim()) ? Number(qty) : Number.NaN);

/** Cents of a price as the mask gives it (a number, or text with a `$`); null when it is not money. */
export const priceCents = (price: number | string): number | null =>
  typeof price === 'number' ? (Number.isFinite(price) && price >= 0 ? parseMoney(price.toFixed(2)) : null) : parseMoney(price);

export function nameProblem(name: string): FeeSetProblem['code'] | null {
  const n = name.trim().length;
  if (n === 0) return 'required';
  if (n < NAME_MIN) return `min|${NAME_MIN}`;
  if (n > NAME_MAX) return `max|${NAME_MAX}`;
  return null;
}

export function ruleProblems(rule: DraftRule, i: number, prefix = 'rules'): FeeSetProblem[] {
  const out: FeeSetProblem[] = [];
  if (rule.qty === '' || rule.qty === null) out.push({ path: `${prefix}.${i}.qty`, code: 'required' });
  else if (!isQty(qtyOf(rule.qty))) out.push({ path: `${prefix}.${i}.qty`, code: 'qty' });
  if (!(UNITS as readonly string[]).includes(rule.unit)) out.push({ path: `${prefix}.${i}.unit`, code: rule.unit === '' ? 'required' : 'unit' });
  if (rule.price === '' || rule.price === null) out.push({ path: `${prefix}.${i}.price`, code: 'required' });
  else if (priceCents(rule.price) === null) out.push({ path: `${prefix}.${i}.price`, code: 'price' });
  return out;
}

export function feeSetProblems(draft: FeeSetDraft): FeeSetProblem[] {
  const name = nameProblem(draft.name);
  const out: FeeSetProblem[] = name ? [{ path: 'name', code: name }] : [];
  if (draft.rules.length === 0) out.push({ path: 'rules', code: 'required' });
  draft.rules.forEach((r, i) => out.push(...ruleProblems(r, i)));
  return out;
}

/** What the server gets: the dollar sign removed and the price as two decimals (spec 2 §5). */
export function toFeeSetForm(draft: FeeSetDraft): FeeSetForm {
  return {
    id: draft.id,
    name: draft.name.trim(),
    rules: draft.rules.map((r) => ({ qty: qtyOf(r.qty), unit: r.unit as Unit, price: centsToText(priceCents(r.price) ?? 0) })),
  };
}
