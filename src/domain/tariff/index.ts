// The tariff engine: quote(input) prices a parking stay. Semantics and worked examples: docs/tariffs.md.
export { quote } from './quote';
export { TariffInputError, type TariffErrorCode, type TariffErrorParams } from './errors';
export { tariffMessage } from './messages';
export { labelledLines, lineText } from './line-words';
export { LINE_KINDS } from './types';
export { checkRates, DEFAULT_TIME_ZONE } from './read-input';
export type {
  FeeSet,
  LineKind,
  LotRateConfig,
  MaxRate,
  MaxRateUnit,
  Quote,
  QuoteInput,
  QuoteLine,
  QuoteLineParams,
  RatesInput,
  SpecialRate,
  SpecialRateType,
  TimeFeeRule,
  TimelinePeriod,
  Unit,
  WeeklyTimeline,
  Weekday,
} from './types';
