// Rule 7: invalid input throws a TariffInputError naming the field, never a NaN total.
import { describe, expect, it } from 'vitest';
import { quote, TariffInputError, type QuoteInput } from '../../../src/domain/tariff';
import { feeSet, input, rule, special, week } from './fixtures';

const ok = (): QuoteInput => input('2024-05-06T10:00:00-06:00', '2024-05-06T12:00:00-06:00');

function fieldOf(build: (q: QuoteInput) => unknown): string {
  const q = ok();
  const changed = (build(q) ?? q) as QuoteInput;
  try {
    quote(changed);
  } catch (error) {
    expect(error).toBeInstanceOf(TariffInputError);
    expect((error as Error).message.length).toBeGreaterThan(10);
    return (error as TariffInputError).field;
  }
  throw new Error('expected a TariffInputError');
}

describe('invalid input', () => {
  it('is a typed error with the field and a readable message', () => {
    const q = ok();
    q.timeline[1] = [{ from: '08:00', to: '20:00', feeSetId: 7 }];
    expect(() => quote(q)).toThrowError(new TariffInputError('timeline.1.0.feeSetId', 'The Monday period at 08:00 uses fee set 7, which does not exist.'));
  });

  it.each<[string, (q: QuoteInput) => unknown, string]>([
    ['exit before entry', (q) => { q.exit = '2024-05-06T09:59:59-06:00'; }, 'exit'],
    ['an instant without offset', (q) => { q.entry = '2024-05-06T10:00:00'; }, 'entry'],
    ['an impossible date', (q) => { q.entry = '2024-02-30T10:00:00Z'; }, 'entry'],
    ['hour 24', (q) => { q.exit = '2024-05-06T24:00:00Z'; }, 'exit'],
    ['a stay over ten years', (q) => { q.exit = '2034-06-01T00:00:00Z'; }, 'exit'],
    ['an unknown time zone', (q) => { q.timeZone = 'Mars/Olympus'; }, 'timeZone'],
    ['an empty time zone', (q) => { q.timeZone = ''; }, 'timeZone'],
    ['an offset used as a zone', (q) => { q.timeZone = '+05:30'; }, 'timeZone'],
    ['empty rules', (q) => { q.feeSets = [feeSet(1, 'Empty')]; }, 'feeSets.0.rules'],
    ['a negative price', (q) => { q.feeSets = [feeSet(1, 'Neg', rule(1, 'hour', -1))]; }, 'feeSets.0.rules.0.price'],
    ['a price with fractions of a cent', (q) => { q.feeSets = [feeSet(1, 'Frac', rule(1, 'hour', 20.5))]; }, 'feeSets.0.rules.0.price'],
    ['a NaN price', (q) => { q.feeSets = [feeSet(1, 'NaN', rule(1, 'hour', Number.NaN))]; }, 'feeSets.0.rules.0.price'],
    ['qty 0', (q) => { q.feeSets = [feeSet(1, 'Zero', rule(0, 'hour', 100))]; }, 'feeSets.0.rules.0.qty'],
    ['qty 61', (q) => { q.feeSets = [feeSet(1, 'Big', rule(61, 'minute', 100))]; }, 'feeSets.0.rules.0.qty'],
    ['an unknown unit', (q) => { q.feeSets = [{ id: 1, name: 'Year', rules: [{ qty: 1, unit: 'year' as 'day', price: 1 }] }]; }, 'feeSets.0.rules.0.unit'],
    ['a fee set id twice', (q) => { q.feeSets = [feeSet(1, 'A', rule(1, 'hour', 1)), feeSet(1, 'B', rule(1, 'hour', 1))]; }, 'feeSets.1.id'],
    ['an empty timeline', (q) => { q.timeline = week({}); }, 'timeline'],
    ['a bad period start', (q) => { q.timeline = week({ 1: [['8:00', 1]] }); }, 'timeline.1.0.from'],
    ['a period start of 24:00', (q) => { q.timeline = week({ 1: [['24:00', 1]] }); }, 'timeline.1.0.from'],
    ['two fee sets at the same start', (q) => {
      q.feeSets.push(feeSet(2, 'B', rule(1, 'hour', 1)));
      q.timeline = week({ 1: [['08:00', 1], ['08:00', 2]] });
    }, 'timeline.1.1'],
    ['a bad courtesy time', (q) => { q.config.isCourtesy = true; q.config.timeCourtesy = '10'; }, 'config.timeCourtesy'],
    ['a non-boolean flag', (q) => { (q.config as unknown as Record<string, unknown>).isFractionaryOff = 'yes'; }, 'config.isFractionaryOff'],
    ['a max rate unit twice', (q) => { q.config.maxRates = [{ unit: 'day', price: 1 }, { unit: 'day', price: 2 }]; }, 'config.maxRates.1.unit'],
    ['a negative max rate', (q) => { q.config.maxRates = [{ unit: 'week', price: -5 }]; }, 'config.maxRates.0.price'],
    ['a discount of 0', (q) => { q.specialRates = [special(1, { rules: { discount: { discount: 0 } } })]; }, 'specialRates.0.rules.discount.discount'],
    ['a discount over 100', (q) => { q.specialRates = [special(1, { rules: { discount: { discount: 150 } } })]; }, 'specialRates.0.rules.discount.discount'],
    ['custom rules missing', (q) => { q.specialRates = [special(1, { typeTariff: 'custom', rules: {} })]; }, 'specialRates.0.rules.custom'],
    ['empty custom rules', (q) => { q.specialRates = [special(1, { typeTariff: 'custom', rules: { custom: [] } })]; }, 'specialRates.0.rules.custom'],
    ['per_day without price', (q) => { q.specialRates = [special(1, { typeTariff: 'per_day', rules: {} })]; }, 'specialRates.0.rules.per_day'],
    ['an unknown special type', (q) => { q.specialRates = [special(1, { typeTariff: 'free' as 'custom' })]; }, 'specialRates.0.typeTariff'],
    ['a date range backwards', (q) => { q.specialRates = [special(1, { dates: [{ from: '2024-05-07', to: '2024-05-06' }] })]; }, 'specialRates.0.dates.0'],
    ['a bad date', (q) => { q.specialRates = [special(1, { dates: [{ from: '2024-13-01', to: '2024-12-31' }] })]; }, 'specialRates.0.dates.0.from'],
    ['a special courtesy without time', (q) => { q.specialRates = [special(1, { courtesy: { isCourtesy: true, timeCourtesy: '' } })]; }, 'specialRates.0.courtesy.timeCourtesy'],
    ['a special id twice', (q) => { q.specialRates = [special(1), special(1)]; }, 'specialRates.1.id'],
  ])('rejects %s', (_name, build, field) => {
    expect(fieldOf(build)).toBe(field);
  });

  it('checks every special rate, not only those that apply to this stay', () => {
    expect(fieldOf((q) => { q.specialRates = [special(1, { dates: [{ from: '2020-01-01', to: '2020-01-02' }], typeTariff: 'custom', rules: { custom: [] } })]; })).toBe('specialRates.0.rules.custom');
  });

  it('defaults the time zone to America/Monterrey', () => {
    const q = ok();
    delete q.timeZone;
    expect(quote(q)).toEqual(quote(ok()));
  });
});
