// Rule 7: invalid input throws a TariffInputError naming the field, never a NaN total.
import { describe, expect, it } from 'vitest';
import { checkRates, quote, TariffInputError, type QuoteInput } from '../../../src/domain/tariff';
import { feeSet, input, rule, special, week } from './fixtures';

const ok = (): QuoteInput => input('2024-05-06T10:00:00-06:00', '2024-05-06T12:00:00-06:00');

function errorOf(build: (q: QuoteInput) => unknown): TariffInputError {
  const q = ok();
  const changed = (build(q) ?? q) as QuoteInput;
  try {
    quote(changed);
  } catch (error) {
    expect(error).toBeInstanceOf(TariffInputError);
    return error as TariffInputError;
  }
  throw new Error('expected a TariffInputError');
}
const fieldOf = (build: (q: QuoteInput) => unknown): string => errorOf(build).field;

describe('invalid input', () => {
  it('is a typed error with the field, a code and the parameters its message needs', () => {
    const q = ok();
    q.timeline[1] = [{ from: '08:00', to: '20:00', feeSetId: 7 }];
    const error = errorOf(() => q);
    expect(error).toMatchObject({ field: 'timeline.1.0.feeSetId', code: 'unknownFeeSet', params: { day: 1, from: '08:00', value: '7' } });
  });

  it.each<[string, (q: QuoteInput) => unknown, string, string]>([
    ['exit before entry', (q) => { q.exit = '2024-05-06T09:59:59-06:00'; }, 'exit', 'exitBeforeEntry'],
    ['an instant without offset', (q) => { q.entry = '2024-05-06T10:00:00'; }, 'entry', 'instant'],
    ['an impossible date', (q) => { q.entry = '2024-02-30T10:00:00Z'; }, 'entry', 'instantNotReal'],
    ['hour 24', (q) => { q.exit = '2024-05-06T24:00:00Z'; }, 'exit', 'instantNotReal'],
    ['a stay over ten years', (q) => { q.exit = '2034-06-01T00:00:00Z'; }, 'exit', 'stayTooLong'],
    ['an unknown time zone', (q) => { q.timeZone = 'Mars/Olympus'; }, 'timeZone', 'timeZone'],
    ['an empty time zone', (q) => { q.timeZone = ''; }, 'timeZone', 'timeZone'],
    ['an offset used as a zone', (q) => { q.timeZone = '+05:30'; }, 'timeZone', 'timeZone'],
    ['empty rules', (q) => { q.feeSets = [feeSet(1, 'Empty')]; }, 'feeSets.0.rules', 'noRules'],
    ['a negative price', (q) => { q.feeSets = [feeSet(1, 'Neg', rule(1, 'hour', -1))]; }, 'feeSets.0.rules.0.price', 'price'],
    ['a price with fractions of a cent', (q) => { q.feeSets = [feeSet(1, 'Frac', rule(1, 'hour', 20.5))]; }, 'feeSets.0.rules.0.price', 'price'],
    ['a NaN price', (q) => { q.feeSets = [feeSet(1, 'NaN', rule(1, 'hour', Number.NaN))]; }, 'feeSets.0.rules.0.price', 'price'],
    ['qty 0', (q) => { q.feeSets = [feeSet(1, 'Zero', rule(0, 'hour', 100))]; }, 'feeSets.0.rules.0.qty', 'qty'],
    ['qty 61', (q) => { q.feeSets = [feeSet(1, 'Big', rule(61, 'minute', 100))]; }, 'feeSets.0.rules.0.qty', 'qty'],
    ['an unknown unit', (q) => { q.feeSets = [{ id: 1, name: 'Year', rules: [{ qty: 1, unit: 'year' as 'day', price: 1 }] }]; }, 'feeSets.0.rules.0.unit', 'unit'],
    ['a fee set id twice', (q) => { q.feeSets = [feeSet(1, 'A', rule(1, 'hour', 1)), feeSet(1, 'B', rule(1, 'hour', 1))]; }, 'feeSets.1.id', 'feeSetTwice'],
    ['an empty timeline', (q) => { q.timeline = week({}); }, 'timeline', 'timelineEmpty'],
    ['a bad period start', (q) => { q.timeline = week({ 1: [['8:00', 1]] }); }, 'timeline.1.0.from', 'timeOfDay'],
    ['a period start of 24:00', (q) => { q.timeline = week({ 1: [['24:00', 1]] }); }, 'timeline.1.0.from', 'timeOfDay'],
    ['two fee sets at the same start', (q) => {
      q.feeSets.push(feeSet(2, 'B', rule(1, 'hour', 1)));
      q.timeline = week({ 1: [['08:00', 1], ['08:00', 2]] });
    }, 'timeline.1.1', 'sameStart'],
    ['a bad courtesy time', (q) => { q.config.isCourtesy = true; q.config.timeCourtesy = '10'; }, 'config.timeCourtesy', 'courtesyTime'],
    ['a non-boolean flag', (q) => { (q.config as unknown as Record<string, unknown>).isFractionaryOff = 'yes'; }, 'config.isFractionaryOff', 'notBoolean'],
    ['a max rate unit twice', (q) => { q.config.maxRates = [{ unit: 'day', price: 1 }, { unit: 'day', price: 2 }]; }, 'config.maxRates.1.unit', 'maxRateTwice'],
    ['a negative max rate', (q) => { q.config.maxRates = [{ unit: 'week', price: -5 }]; }, 'config.maxRates.0.price', 'maxRatePrice'],
    ['a discount of 0', (q) => { q.specialRates = [special(1, { rules: { discount: { discount: 0 } } })]; }, 'specialRates.0.rules.discount.discount', 'discount'],
    ['a discount over 100', (q) => { q.specialRates = [special(1, { rules: { discount: { discount: 150 } } })]; }, 'specialRates.0.rules.discount.discount', 'discount'],
    ['custom rules missing', (q) => { q.specialRates = [special(1, { typeTariff: 'custom', rules: {} })]; }, 'specialRates.0.rules.custom', 'notList'],
    ['empty custom rules', (q) => { q.specialRates = [special(1, { typeTariff: 'custom', rules: { custom: [] } })]; }, 'specialRates.0.rules.custom', 'noRules'],
    ['per_day without price', (q) => { q.specialRates = [special(1, { typeTariff: 'per_day', rules: {} })]; }, 'specialRates.0.rules.per_day', 'notObject'],
    ['an unknown special type', (q) => { q.specialRates = [special(1, { typeTariff: 'free' as 'custom' })]; }, 'specialRates.0.typeTariff', 'typeTariff'],
    ['a date range backwards', (q) => { q.specialRates = [special(1, { dates: [{ from: '2024-05-07', to: '2024-05-06' }] })]; }, 'specialRates.0.dates.0', 'dateOrder'],
    ['a bad date', (q) => { q.specialRates = [special(1, { dates: [{ from: '2024-13-01', to: '2024-12-31' }] })]; }, 'specialRates.0.dates.0.from', 'date'],
    ['a special courtesy without time', (q) => { q.specialRates = [special(1, { courtesy: { isCourtesy: true, timeCourtesy: '' } })]; }, 'specialRates.0.courtesy.timeCourtesy', 'courtesyTime'],
    ['a special id twice', (q) => { q.specialRates = [special(1), special(1)]; }, 'specialRates.1.id', 'specialRateTwice'],
  ])('rejects %s', (_name, build, field, code) => {
    expect(errorOf(build)).toMatchObject({ field, code });
  });

  it('checks every special rate, not only those that apply to this stay', () => {
    expect(fieldOf((q) => { q.specialRates = [special(1, { dates: [{ from: '2020-01-01', to: '2020-01-02' }], typeTariff: 'custom', rules: { custom: [] } })]; })).toBe('specialRates.0.rules.custom');
  });

  it('checks a week without periods last, so that its error says everything else is right', () => {
    expect(fieldOf((q) => { q.timeline = week({}); q.config.maxRates = [{ unit: 'day', price: -1 }]; })).toBe('config.maxRates.0.price');
    expect(fieldOf((q) => { q.timeline = week({}); q.specialRates = [special(1, { typeTariff: 'per_day', rules: { per_day: { price: 2_000_000_000 } } })]; })).toBe('specialRates.0.rules.per_day.price');
  });

  it('checkRates throws what any quote of the configuration would throw, whatever the stay', () => {
    const { entry: _entry, exit: _exit, accessId: _access, ...rates } = ok();
    expect(() => checkRates(rates)).not.toThrow();
    rates.feeSets = [feeSet(1, 'Big', rule(1, 'hour', 1_000_000_001))];
    expect(() => checkRates(rates)).toThrowError(expect.objectContaining({ field: 'feeSets.0.rules.0.price', code: 'price', params: { feeSet: 'Big', rule: 1, min: 0, max: 1_000_000_000, value: '1000000001' } }));
  });

  it('defaults the time zone to America/Monterrey', () => {
    const q = ok();
    delete q.timeZone;
    expect(quote(q)).toEqual(quote(ok()));
  });
});
