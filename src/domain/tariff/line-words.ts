// A quote line in words, in both languages. The engine gives each line a kind and the parameters its words need
// (a name, minutes, days, a percentage); the server's quote answers and the console's breakdowns say them with
// lineText in the reader's language, so a customer reads "Cortesía · 15 minutos", never the engine's English.
import { formatNumber } from '../formats/edge-formats';
import { countedText, type Phrase } from '../formats/plural';
import type { Locale } from '../validation/messages';
import type { LineKind, QuoteLine, QuoteLineParams } from './types';

const words: Record<Locale, Record<LineKind, Phrase>> = {
  en: {
    segment: 'Fee · {name}',
    'cap.day': 'Day cap',
    'cap.week': 'Week cap',
    'cap.month': 'Month cap',
    'cap.session': 'Session cap',
    courtesy: { one: 'Courtesy · {minutes} minute', other: 'Courtesy · {minutes} minutes' },
    'special.discount': 'Special rate · {name}: {percent}% off',
    'special.per_day': { one: 'Special rate · {name}: {days} day', other: 'Special rate · {name}: {days} days' },
    'special.custom': 'Special rate · {name}',
  },
  es: {
    segment: 'Tarifa · {name}',
    'cap.day': 'Tope diario',
    'cap.week': 'Tope semanal',
    'cap.month': 'Tope mensual',
    'cap.session': 'Tope por estancia',
    courtesy: { one: 'Cortesía · {minutes} minuto', other: 'Cortesía · {minutes} minutos' },
    'special.discount': 'Tarifa especial · {name}: {percent} % de descuento',
    'special.per_day': { one: 'Tarifa especial · {name}: {days} día', other: 'Tarifa especial · {name}: {days} días' },
    'special.custom': 'Tarifa especial · {name}',
  },
};

/** The parameter a counted line is counted by. */
const COUNTED_BY: Partial<Record<LineKind, 'minutes' | 'days'>> = { courtesy: 'minutes', 'special.per_day': 'days' };

export function lineText(line: { kind: LineKind; params: QuoteLineParams }, locale: Locale): string {
  const { kind, params } = line;
  const by = COUNTED_BY[kind];
  const text = countedText(words[locale][kind], by ? (params[by] ?? 0) : 0, locale);
  return text.replace(/\{(\w+)\}/g, (all, key: keyof QuoteLineParams) => {
    const value = params[key];
    return value === undefined ? all : typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** The lines as the API answers them: each with its `label` in the caller's language beside kind and params. */
export function labelledLines(lines: readonly QuoteLine[], locale: Locale): (QuoteLine & { label: string })[] {
  return lines.map((line) => ({ ...line, label: lineText(line, locale) }));
}
