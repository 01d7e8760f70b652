// Rates (spec 2 §3, §7): time-fee sets, the weekly timeline, the lot's rate configuration, special rates,
// and the quote. Amounts travel as text ("$20.00", "10 %") from the forms and as cents in answers.
import { array, boolean, coerce, integer, nullable, number, object, optional, record, refine, string, union, type Infer } from 'superstruct';
import { oneOf, text } from './rules';

export const UNITS = ['minute', 'hour', 'day', 'week', 'month'] as const;
export const MAX_RATE_UNITS = ['session', 'day', 'week', 'month'] as const;
export const TARIFF_TYPES = ['discount', 'per_day', 'custom'] as const;

const Amount = union([string(), number()]);
const Bool = coerce(boolean(), union([string(), number()]), (v) => v === 'true' || v === '1' || v === 1);
const HhMm = refine(string(), 'hhmm', (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v) || 'type');
const Int = coerce(integer(), string(), (v) => (/^-?\d+$/.test(v) ? Number(v) : Number.NaN));

/** A rule as the form sends it: price as text with two decimals (a `$` is fine). */
export const RuleInput = object({ qty: Int, unit: oneOf(UNITS), price: Amount });
export type RuleInput = Infer<typeof RuleInput>;

/** POST times/new and times/edit: `rules` is JSON text of RuleInput[] (spec 2 §7). */
export const FeeSetBody = object({ id: optional(Int), name: text(3, 50), rules: string() });
export const FeeSetDeleteBody = object({ id: Int });

/** A fee set in answers: `rules` is JSON text of { qty, unit, price (cents) }[], as the spec's server sends it. */
export const FeeSetAnswerItem = object({ id: number(), name: string(), rules: string() });
export type FeeSetAnswerItem = Infer<typeof FeeSetAnswerItem>;

/** One stretch of the weekly timeline: `fromID` is the fee set's id, `fromName` its name. */
export const TimelineEntry = object({ from: string(), to: string(), fromID: number(), fromName: optional(string()) });
export type TimelineEntry = Infer<typeof TimelineEntry>;
export const TimelineDays = record(string(), array(TimelineEntry));

/** POST times/{group}/save: the whole week as JSON text keyed "0" (Sunday) to "6". */
export const TimelineSaveBody = object({ times_configs: string() });

export const MaxRateInput = object({ unit: oneOf(MAX_RATE_UNITS), price: Amount });
export const ConfigsBody = object({
  isFractionaryOff: Bool,
  isCourtesy: Bool,
  isCourtesyAllMinutes: Bool,
  timeCourtesy: HhMm,
  maxRate: array(MaxRateInput),
});

export const RatesIndexAnswer = object({
  data: object({
    times: array(FeeSetAnswerItem),
    times_g: object({ id: number(), days: TimelineDays }),
    configs: object({
      isFractionaryOff: boolean(),
      isCourtesy: boolean(),
      isCourtesyAllMinutes: boolean(),
      timeCourtesy: string(),
      maxRate: array(object({ unit: string(), price: number() })),
    }),
    schedules: array(object({ day: number(), start: string(), end: string() })),
    /** The lot's IANA time zone: the timeline and the quote simulator work in it. */
    time_zone: string(),
  }),
});
export type RatesIndex = Infer<typeof RatesIndexAnswer>['data'];

const DateRange = object({ from: string(), to: string() });
export const SpecialRateBody = object({
  name: text(3, 100),
  typeTariff: oneOf(TARIFF_TYPES),
  access: Int,
  courtesy: object({ isCourtesy: Bool, timeCourtesy: optional(string()) }),
  dates: array(DateRange),
  rules: object({
    custom: optional(array(RuleInput)),
    per_day: optional(object({ price: Amount })),
    discount: optional(object({ discount: Amount })),
  }),
});
export type SpecialRateBody = Infer<typeof SpecialRateBody>;

export const SpecialRateItem = object({
  id: number(),
  name: string(),
  typeTariff: oneOf(TARIFF_TYPES),
  type_special: string(),
  access: number(),
  access_str: string(),
  courtesy: object({ isCourtesy: boolean(), timeCourtesy: string() }),
  dates: array(DateRange),
  rules: object({
    custom: optional(array(object({ qty: number(), unit: oneOf(UNITS), price: number() }))),
    per_day: optional(object({ price: number() })),
    discount: optional(object({ discount: number() })),
  }),
  times_g: object({ str_dates: string() }),
});
export type SpecialRateItem = Infer<typeof SpecialRateItem>;
export const SpecialRateListAnswer = object({ data: array(SpecialRateItem) });

export const QuoteBody = object({ entry: string(), exit: string(), access: Int });
export const QuoteLineItem = object({ kind: string(), label: string(), from: optional(string()), to: optional(string()), amount: number() });
export const QuoteAnswer = object({
  data: object({ total: number(), billedMinutes: number(), durationMinutes: number(), specialRateId: nullable(number()), lines: array(QuoteLineItem) }),
});
