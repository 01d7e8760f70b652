// The engine's errors in words: every code in both languages, with its parameters filled in.
import { describe, expect, it } from 'vitest';
import { quote, tariffMessage, TariffInputError, type QuoteInput } from '../../../src/domain/tariff';
import { feeSet, input, rule, special, week } from './fixtures';

const ok = (): QuoteInput => input('2024-05-06T10:00:00-06:00', '2024-05-06T12:00:00-06:00');

function errorOf(change: (q: QuoteInput) => void): TariffInputError {
  const q = ok();
  change(q);
  try {
    quote(q);
  } catch (error) {
    if (error instanceof TariffInputError) return error;
    throw error;
  }
  throw new Error('expected a TariffInputError');
}

const both = (change: (q: QuoteInput) => void) => {
  const error = errorOf(change);
  return { en: tariffMessage(error, 'en'), es: tariffMessage(error, 'es') };
};

describe('tariffMessage', () => {
  it('says what to fix in both languages, naming the day, the time fee, the rule and the amounts', () => {
    expect(both((q) => { q.timeline = week({}); })).toEqual({
      en: 'The weekly timeline has no periods: add at least one period with a time fee.',
      es: 'La semana no tiene periodos: agrega al menos un periodo con una tarifa por tiempo.',
    });
    expect(both((q) => { q.timeline = week({ 1: [['08:00', 7]] }); })).toEqual({
      en: 'On Monday, the period at 08:00 uses the time fee 7, which does not exist: choose one of the existing time fees.',
      es: 'El lunes, el periodo de las 08:00 usa la tarifa por tiempo 7, que no existe: elige una de las tarifas existentes.',
    });
    expect(both((q) => { q.feeSets = [feeSet(1, 'Evento', rule(1, 'hour', 100), rule(1, 'day', 2_000_000_000))]; })).toEqual({
      en: 'In time fee “Evento”, rule 2, the price must be from MXN 0.00 to MXN 10,000,000.00.',
      es: 'En la tarifa por tiempo «Evento», regla 2, el precio debe ser de MXN 0.00 a MXN 10,000,000.00.',
    });
    expect(both((q) => { q.specialRates = [special(1, { name: 'Buen Fin', rules: { discount: { discount: 0 } } })]; })).toEqual({
      en: 'In special rate “Buen Fin”, the discount must be a percentage from 1 to 100.',
      es: 'En la tarifa especial «Buen Fin», el descuento debe ser un porcentaje de 1 a 100.',
    });
    expect(both((q) => { q.config.maxRates = [{ unit: 'week', price: 1 }, { unit: 'week', price: 2 }]; })).toEqual({
      en: 'The max rate per week is listed twice: keep one.',
      es: 'La tarifa máxima por semana aparece dos veces: deja una.',
    });
    expect(both((q) => { q.config.isCourtesy = true; q.config.timeCourtesy = '10'; })).toEqual({
      en: "In the lot's settings, the courtesy time must be hours and minutes (HH:mm), not “10”.",
      es: 'En la configuración del estacionamiento, el tiempo de cortesía debe ser horas y minutos (HH:mm), no «10».',
    });
    expect(both((q) => { q.exit = '2024-05-06T10:00:00'; })).toEqual({
      en: 'The exit must be a date and time with its UTC offset, like 2024-05-01T14:30:00Z, not “2024-05-06T10:00:00”.',
      es: 'La salida debe ser una fecha y hora con su desfase UTC, como 2024-05-01T14:30:00Z, no «2024-05-06T10:00:00».',
    });
  });

  it.each<[string, (q: QuoteInput) => void]>([
    ['a damaged shape', (q) => { (q as unknown as Record<string, unknown>).feeSets = 'none'; }],
    ['an impossible instant', (q) => { q.entry = '2024-02-30T10:00:00Z'; }],
    ['an exit before the entry', (q) => { q.exit = '2024-05-06T09:00:00-06:00'; }],
    ['a stay over ten years', (q) => { q.exit = '2034-06-01T00:00:00Z'; }],
    ['an unknown zone', (q) => { q.timeZone = 'Mars/Olympus'; }],
    ['a fee set twice', (q) => { q.feeSets.push(feeSet(1, 'Otra', rule(1, 'hour', 1))); }],
    ['no rules', (q) => { q.feeSets = [feeSet(1, 'Vacía')]; }],
    ['qty 61', (q) => { q.feeSets = [feeSet(1, 'Grande', rule(61, 'minute', 1))]; }],
    ['a unit', (q) => { q.feeSets = [{ id: 1, name: 'Año', rules: [{ qty: 1, unit: 'year' as 'day', price: 1 }] }]; }],
    ['a max rate unit', (q) => { q.config.maxRates = [{ unit: 'year' as 'day', price: 1 }]; }],
    ['a negative max rate', (q) => { q.config.maxRates = [{ unit: 'month', price: -1 }]; }],
    ['a special type', (q) => { q.specialRates = [special(1, { typeTariff: 'free' as 'custom' })]; }],
    ['a special rate twice', (q) => { q.specialRates = [special(1), special(1)]; }],
    ['a bad date', (q) => { q.specialRates = [special(1, { dates: [{ from: '2024-13-01', to: '2024-12-31' }] })]; }],
    ['dates backwards', (q) => { q.specialRates = [special(1, { dates: [{ from: '2024-05-07', to: '2024-05-06' }] })]; }],
    ['a week that is not a map', (q) => { (q as unknown as Record<string, unknown>).timeline = null; }],
    ['a day that is not a list', (q) => { (q.timeline as unknown as Record<number, unknown>)[3] = 'x'; }],
    ['a period time', (q) => { q.timeline = week({ 6: [['7:00', 1]] }); }],
    ['two fee sets at one start', (q) => { q.feeSets.push(feeSet(2, 'B', rule(1, 'hour', 1))); q.timeline = week({ 0: [['08:00', 1], ['08:00', 2]] }); }],
  ])('fills every parameter for %s, and the languages differ', (_name, change) => {
    const { en, es } = both(change);
    expect(en).not.toMatch(/[{}]/);
    expect(es).not.toMatch(/[{}]/);
    expect(en).not.toBe(es);
  });
});
