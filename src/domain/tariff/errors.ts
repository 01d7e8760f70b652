// Invalid tariff input. The engine names what is wrong with a code and its parameters, never in words: the edges
// (the server's answers, the console's simulator) put it in the reader's language with ./messages.ts.

export type TariffErrorCode =
  // The data's shape (a damaged row, a caller that skipped the contracts).
  | 'notObject'
  | 'notList'
  | 'notBoolean'
  | 'notText'
  | 'notInteger'
  // The stay.
  | 'instant'
  | 'instantNotReal'
  | 'exitBeforeEntry'
  | 'stayTooLong'
  | 'timeZone'
  | 'noOffset'
  // Fee sets and ladders (a fee set's rules, a custom special rate's rules).
  | 'feeSetTwice'
  | 'noRules'
  | 'qty'
  | 'unit'
  | 'price'
  // The lot's configuration.
  | 'courtesyTime'
  | 'maxRateUnit'
  | 'maxRateTwice'
  | 'maxRatePrice'
  // Special rates.
  | 'specialRateTwice'
  | 'typeTariff'
  | 'discount'
  | 'date'
  | 'dateOrder'
  // The weekly timeline.
  | 'timelineShape'
  | 'timelineDay'
  | 'timeOfDay'
  | 'unknownFeeSet'
  | 'sameStart'
  | 'timelineEmpty';

/**
 * What a message needs: values to show (`value`, `min`, `max`...), and where the problem is: `feeSet` or
 * `specialRate` (its name) and `rule` (1-based), or `day` (0 = Sunday) and `from` (a period's start).
 */
export type TariffErrorParams = Record<string, string | number>;

export class TariffInputError extends Error {
  /** The input's path at fault, such as `timeline.1.0.feeSetId` or `feeSets.0.rules.1.price`. */
  readonly field: string;
  readonly code: TariffErrorCode;
  readonly params: TariffErrorParams;

  constructor(field: string, code: TariffErrorCode, params: TariffErrorParams = {}) {
    // For logs only: readers get tariffMessage(error, locale).
    super(`${field}: ${code} ${JSON.stringify(params)}`);
    this.name = 'TariffInputError';
    this.field = field;
    this.code = code;
    this.params = params;
  }
}

/** A value as a message may quote it: text as is, anything else as JSON, at most 40 characters. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
