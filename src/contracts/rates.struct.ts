// Rates (spec 2 §3, §7): time-fee sets, the weekly timeline, the lot's rate configuration, special rates,
// and the quote. Amounts travel as text ("$20.00", "10 %") from the forms and as cents in answers.
import { array, boolean, coerce, nullable, number, object, optional, record, refine, size, string, union, type Infer } from 'superstruct';
import { LINE_KINDS } from '../domain/tariff/types';
import { MAX_INT, day, id, instant, oneOf, plain, text, whole } from './rules';

export const UNITS = ['minute', 'hour', 'day', 'week', 'month'] as const;
export const MAX_RATE_UNITS = ['session', 'day', 'week', 'month'] as const;
export const TARIFF_TYPES = ['discount', 'per_day', 'custom'] as const;

const Amount = union([plain(20), number()]);
const Bool = coerce(boolean(), union([string(), number()]), (v) => v === 'true' || v === '1' || v === 1);
const HhMm = refine(string(), 'hhmm', (v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v) || 'type');
const Int = whole(-MAX_INT, MAX_INT);

/** A rule as the form sends it: price as text with two decimals (a `$` is fine). */
export const RuleInput = object({ qty: Int, unit: oneOf(UNITS), price: Amount });
export type RuleInput = Infer<typeof RuleInput>;

/** POST times/new and times/edit: `rules` is JSON text of RuleInput[] (spec 2 §7, which lists `id` for both: a new
 *  set's form sends it empty, as null). */
export const FeeSetBody = object({ id: optional(nullable(id())), name: text(3, 50), rules: plain(10_000) });
export const FeeSetDeleteBody = object({ id: id() });

/** A fee set in answers: `rules` is JSON text of { qty, unit, price (cents) }[], as the spec's server sends it. */
export const FeeSetAnswerItem = object({ id: number(), name: string(), rules: string() });
export type FeeSetAnswerItem = Infer<typeof FeeSetAnswerItem>;

/** One stretch of the weekly timeline: `fromID` is the fee set's id, `fromName` its name. */
export const TimelineEntry = object({ from: string(), to: string(), fromID: number(), fromName: optional(string()) });
export type TimelineEntry = Infer<typeof TimelineEntry>;
export const TimelineDays = record(string(), array(TimelineEntry));

/** POST times/{group}/save: the whole week as JSON text keyed "0" (Sunday) to "6". */
export const TimelineSaveBody = object({ times_configs: plain(50_000) });

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
const DateRangeInput = object({ from: day(), to: day() });
export const SpecialRateBody = object({
  name: text(3, 100),
  typeTariff: oneOf(TARIFF_TYPES),
  /** An access id, or -1 for all of the lot's accesses. */
  access: whole(-1, MAX_INT),
  courtesy: object({ isCourtesy: Bool, timeCourtesy: optional(plain(5)) }),
  dates: size(array(DateRangeInput), 0, 100),
  rules: object({
    custom: optional(size(array(RuleInput), 0, 50)),
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

export const QuoteBody = object({ entry: instant(), exit: instant(), access: whole(-1, MAX_INT) });
/**
 * A line of a quote (the simulator's and the operator's): `kind` and `params` say what it is (the console words
 * them in its own language), `label` is those words in the caller's language for other clients.
 */
export const QuoteLine = object({
  kind: oneOf(LINE_KINDS),
  label: string(),
  params: object({ name: optional(string()), minutes: optional(number()), days: optional(number()), percent: optional(number()) }),
  from: optional(string()),
  to: optional(string()),
  amount: number(),
});
export const QuoteAnswer = object({
  data: object({ total: number(), billedMinutes: number(), durationMinutes: number(), specialRateId: nullable(number()), lines: array(QuoteLine) }),
});
