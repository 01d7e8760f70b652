// The tariff engine's public shapes. Money is integer cents; instants are ISO-8601 strings with an offset.

export type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month';

/** 0 = Sunday ... 6 = Saturday, as in Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface TimeFeeRule {
  qty: number;
  unit: Unit;
  /** Cents for one block of `qty` `unit`s. */
  price: number;
}

export interface FeeSet {
  id: number;
  name: string;
  rules: TimeFeeRule[];
}

export interface TimelinePeriod {
  /** 'HH:mm' in the lot's time zone; the period's fee set is in force from here until the next period starts. */
  from: string;
  /** 'HH:mm' (24:00 allowed); informative only, see docs/tariffs.md. */
  to: string;
  feeSetId: number;
}

export type WeeklyTimeline = Record<Weekday, TimelinePeriod[]>;

export type MaxRateUnit = 'session' | 'day' | 'week' | 'month';

export interface MaxRate {
  unit: MaxRateUnit;
  price: number;
}

export interface LotRateConfig {
  isFractionaryOff: boolean;
  isCourtesy: boolean;
  isCourtesyAllMinutes: boolean;
  /** 'HH:mm' */
  timeCourtesy: string;
  maxRates: MaxRate[];
}

export type SpecialRateType = 'discount' | 'per_day' | 'custom';

export interface SpecialRate {
  id: number;
  name: string;
  typeTariff: SpecialRateType;
  /** Access id, or -1 for every access. */
  access: number;
  /** 'yyyy-MM-dd', both ends inclusive, in the lot's time zone. */
  dates: { from: string; to: string }[];
  courtesy: { isCourtesy: boolean; timeCourtesy: string };
  rules: {
    custom?: TimeFeeRule[];
    per_day?: { price: number };
    /** Percentage off, 1 to 100, at most two decimals. */
    discount?: { discount: number };
  };
}

export interface QuoteInput {
  entry: string;
  exit: string;
  /** IANA zone of the lot; America/Monterrey when omitted. */
  timeZone?: string;
  /** The access the car entered through. */
  accessId: number;
  feeSets: FeeSet[];
  timeline: WeeklyTimeline;
  config: LotRateConfig;
  specialRates: SpecialRate[];
}

/** A lot's rates: a QuoteInput without the stay. */
export type RatesInput = Omit<QuoteInput, 'entry' | 'exit' | 'accessId'>;

export const LINE_KINDS = ['segment', 'cap.day', 'cap.week', 'cap.month', 'cap.session', 'courtesy', 'special.discount', 'special.per_day', 'special.custom'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** What a line's words need beside its kind; the words themselves are put at the edge (./line-words.ts). */
export interface QuoteLineParams {
  /** The fee set's (segment) or special rate's (special.*) name. */
  name?: string;
  /** The courtesy's minutes (courtesy). */
  minutes?: number;
  /** The days charged (special.per_day). */
  days?: number;
  /** The percentage off (special.discount). */
  percent?: number;
}

export interface QuoteLine {
  kind: LineKind;
  params: QuoteLineParams;
  /** ISO instant (UTC). */
  from?: string;
  /** ISO instant (UTC). */
  to?: string;
  /** Cents; reductions (caps, discounts) are negative. */
  amount: number;
}

export interface Quote {
  /** Cents; always the sum of `lines[].amount`. */
  total: number;
  /** Minutes that were priced (after courtesy). */
  billedMinutes: number;
  /** Started minutes between entry and exit. */
  durationMinutes: number;
  specialRateId: number | null;
  lines: QuoteLine[];
}
