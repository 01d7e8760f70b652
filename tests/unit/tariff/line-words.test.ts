// Quote lines in words: the engine's lines carry a kind and parameters, no words; lineText says every kind in
// Spanish and English, singular for one minute or day, and labelledLines puts that beside each line for the API.
import { describe, expect, it } from 'vitest';
import { labelledLines, LINE_KINDS, lineText, quote, type LineKind } from '../../../src/domain/tariff';
import { input, special } from './fixtures';

const entry = '2024-05-06T10:00:00-06:00';
const h = (hours: number): string => new Date(Date.parse(entry) + hours * 3_600_000).toISOString();

describe('quote line words', () => {
  it('the engine gives every line its parameters and no words of any language', () => {
    const perDay = special(3, { name: 'Navidad', typeTariff: 'per_day', rules: { per_day: { price: 15000 } }, courtesy: { isCourtesy: true, timeCourtesy: '00:15' } });
    const q = quote(input(entry, h(2), { specialRates: [perDay], config: { isCourtesyAllMinutes: true } }));
    expect(q.lines.map((l) => [l.kind, l.params])).toEqual([['special.per_day', { name: 'Navidad', days: 1 }], ['courtesy', { minutes: 15 }]]);
    expect(q.lines.every((l) => !('label' in l))).toBe(true);
  });

  it.each<[LineKind, object, string, string]>([
    ['segment', { name: 'Tarifa general' }, 'Tarifa · Tarifa general', 'Fee · Tarifa general'],
    ['cap.day', {}, 'Tope diario', 'Day cap'],
    ['cap.week', {}, 'Tope semanal', 'Week cap'],
    ['cap.month', {}, 'Tope mensual', 'Month cap'],
    ['cap.session', {}, 'Tope por estancia', 'Session cap'],
    ['courtesy', { minutes: 15 }, 'Cortesía · 15 minutos', 'Courtesy · 15 minutes'],
    ['courtesy', { minutes: 1 }, 'Cortesía · 1 minuto', 'Courtesy · 1 minute'],
    ['special.per_day', { name: 'Navidad', days: 1 }, 'Tarifa especial · Navidad: 1 día', 'Special rate · Navidad: 1 day'],
    ['special.per_day', { name: 'Navidad', days: 3 }, 'Tarifa especial · Navidad: 3 días', 'Special rate · Navidad: 3 days'],
    ['special.discount', { name: 'Buen Fin', percent: 12.5 }, 'Tarifa especial · Buen Fin: 12.5 % de descuento', 'Special rate · Buen Fin: 12.5% off'],
    ['special.custom', { name: 'Expo' }, 'Tarifa especial · Expo', 'Special rate · Expo'],
  ])('%s %j: "%s" / "%s"', (kind, params, es, en) => {
    expect(lineText({ kind, params }, 'es')).toBe(es);
    expect(lineText({ kind, params }, 'en')).toBe(en);
  });

  it('words every kind in both languages, leaving no placeholder unfilled', () => {
    const params = { name: 'X', minutes: 2, days: 2, percent: 5 };
    for (const kind of LINE_KINDS) {
      for (const locale of ['es', 'en'] as const) expect(lineText({ kind, params }, locale)).not.toMatch(/[{}]/);
    }
  });

  it("labels the API's lines in the caller's language, keeping kind, params, times and amount", () => {
    const q = quote(input(entry, h(1)));
    expect(labelledLines(q.lines, 'es')).toEqual([{ ...q.lines[0], label: 'Tarifa · Normal' }]);
    expect(labelledLines(q.lines, 'en')[0].label).toBe('Fee · Normal');
  });
});
