// The `data` query parameter of /rates/special/edit (spec 2 §2, spec 3 §2): JSON holding the rate, its rules as
// JSON text, the selected access ids and the weekly time slots. Read here into what the wizard edits; anything
// malformed is a reason, never a crash. The shape read (and written by encodeEditData):
//   { "rate": { "id": 5, "name": "Buen Fin", "typeTariff": "discount", "courtesy": { "isCourtesy": true,
//     "timeCourtesy": "00:10" }, "dates": [{ "from": "2026-11-13", "to": "2026-11-16" }] },
//     "rules": "{\"discount\":{\"discount\":\"10 %\",\"discountRaw\":\"10\"}}", "access": [-1], "times": {} }
// `type_special` stands for `typeTariff`; the rate's fields may also sit at the top level. Amounts are read from
// their raw value (`priceRaw`, `discountRaw`) when given, else from the shown text ("$20.00", "10 %"); plain
// numbers are pesos (or percent), as the form shows them. The weekly time slots are read but not used: a special
// rate here applies on whole days (docs: the tariff engine).
import { array, boolean, number, optional, string, type, union, unknown, validate } from 'superstruct';
import type { SpecialRateItem } from '../../contracts/rates.struct';
import { UNITS } from '../../contracts/rates.struct';
import { centsToText, parseMoney, parsePercent } from '../../domain/rates/amounts';
import { ALL_ACCESSES, DEFAULT_SPECIAL_COURTESY, defaultRules, TARIFF_TYPES, type TariffType, type WizardRate } from './special-rate-rules';

export type EditDataProblem = 'missing' | 'json' | 'shape' | 'rules';
export type EditDataResult = { ok: true; rate: WizardRate } | { ok: false; problem: EditDataProblem };

const Amount = union([string(), number()]);
const RateShape = type({
  id: optional(number()),
  name: string(),
  typeTariff: optional(string()),
  type_special: optional(string()),
  courtesy: optional(type({ isCourtesy: boolean(), timeCourtesy: optional(string()) })),
  dates: optional(array(type({ from: string(), to: string() }))),
});
const RulesShape = type({
  custom: optional(array(type({ qty: union([number(), string()]), unit: string(), price: optional(Amount), priceRaw: optional(Amount) }))),
  per_day: optional(type({ price: optional(Amount), priceRaw: optional(Amount) })),
  discount: optional(type({ discount: optional(Amount), discountRaw: optional(Amount) })),
});
const DataShape = type({ rules: union([string(), type({})]), access: optional(union([array(number()), number()])), times: optional(unknown()) });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function money(raw: unknown, shown: unknown): string | null {
  for (const v of [raw, shown]) {
    if (v === undefined || v === null || v === '') continue;
    const cents = parseMoney(typeof v === 'number' ? v.toFixed(2) : String(v));
    if (cents !== null) return centsToText(cents);
  }
  return null;
}

function percent(raw: unknown, shown: unknown): string | null {
  for (const v of [raw, shown]) {
    if (v === undefined || v === null || v === '') continue;
    const p = parsePercent(String(v));
    if (p !== null) return String(p);
  }
  return null;
}

export function parseEditData(raw: string | null | undefined): EditDataResult {
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: false, problem: 'missing' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, problem: 'json' };
  }
  if (!isObject(data)) return { ok: false, problem: 'shape' };
  const [outer] = validate(data, DataShape);
  const [inner, rate] = validate(isObject(data.rate) ? data.rate : data, RateShape);
  if (outer || inner) return { ok: false, problem: 'shape' };

  let rulesValue: unknown = data.rules;
  if (typeof rulesValue === 'string') {
    try {
      rulesValue = JSON.parse(rulesValue);
    } catch {
      return { ok: false, problem: 'rules' };
    }
  }
  const [badRules, rules] = validate(rulesValue, RulesShape);
  if (badRules) return { ok: false, problem: 'rules' };

  const type = rate.typeTariff ?? rate.type_special ?? '';
  if (!(TARIFF_TYPES as readonly string[]).includes(type)) return { ok: false, problem: 'shape' };
  const base = defaultRules();
  const custom = rules.custom?.map((r) => ({
    qty: typeof r.qty === 'number' ? r.qty : Number(r.qty),
    unit: (UNITS as readonly string[]).includes(r.unit) ? r.unit : '',
    price: money(r.priceRaw, r.price) ?? '',
  }));
  const ids = data.access === undefined ? [] : Array.isArray(data.access) ? data.access : [data.access];
  const access = ids.length === 0 ? null : ids.includes(ALL_ACCESSES) ? ALL_ACCESSES : (ids[0] as number);

  return {
    ok: true,
    rate: {
      id: rate.id ?? null,
      access,
      dates: rate.dates?.map((d) => ({ from: d.from, to: d.to })) ?? [],
      rules: {
        name: rate.name,
        typeTariff: type as TariffType,
        custom: custom && custom.length > 0 ? custom : base.custom,
        perDay: (rules.per_day && money(rules.per_day.priceRaw, rules.per_day.price)) ?? base.perDay,
        discount: (rules.discount && percent(rules.discount.discountRaw, rules.discount.discount)) ?? base.discount,
        isCourtesy: rate.courtesy?.isCourtesy ?? false,
        timeCourtesy: rate.courtesy?.timeCourtesy || DEFAULT_SPECIAL_COURTESY,
      },
    },
  };
}

/** The `data` text for a row of the table (the caller URL-encodes it). */
export function encodeEditData(item: SpecialRateItem): string {
  const rules: Record<string, unknown> = {};
  if (item.rules.custom) rules.custom = item.rules.custom.map((r) => ({ qty: r.qty, unit: r.unit, price: `$${centsToText(r.price)}`, priceRaw: centsToText(r.price) }));
  if (item.rules.per_day) rules.per_day = { price: `$${centsToText(item.rules.per_day.price)}`, priceRaw: centsToText(item.rules.per_day.price) };
  if (item.rules.discount) rules.discount = { discount: `${item.rules.discount.discount} %`, discountRaw: String(item.rules.discount.discount) };
  return JSON.stringify({
    rate: { id: item.id, name: item.name, typeTariff: item.typeTariff, courtesy: item.courtesy, dates: item.dates },
    rules: JSON.stringify(rules),
    access: [item.access],
    times: {},
  });
}
