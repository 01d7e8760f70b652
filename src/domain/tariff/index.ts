// The tariff engine: quote(input) prices a parking stay. Semantics and worked examples: docs/tariffs.md.
export { quote } from './quote';
export { TariffInputError } from './errors';
export { DEFAULT_TIME_ZONE } from './read-input';
export type {
  FeeSet,
  LineKind,
  LotRateConfig,
  MaxRate,
  MaxRateUnit,
  Quote,
  QuoteInput,
  QuoteLine,
  SpecialRate,
  SpecialRateType,
  TimeFeeRule,
  TimelinePeriod,
  Unit,
  WeeklyTimeline,
  Weekday,
} from './types';
