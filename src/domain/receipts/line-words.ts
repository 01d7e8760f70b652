// A receipt line in words, in both languages: the tariff's lines as the tariff says them (../tariff/line-words),
// the validations and the lost-ticket fee here, in the same style.
import { formatMoney, formatNumber } from '../formats/edge-formats';
import { countedText, type Phrase } from '../formats/plural';
import { lineText, LINE_KINDS, type LineKind } from '../tariff';
import type { Locale } from '../validation/messages';
import type { ReceiptLine, ReceiptLineKind, ReceiptLineParams } from './types';

type OwnKind = Exclude<ReceiptLineKind, LineKind>;

const words: Record<Locale, Record<OwnKind, Phrase>> = {
  en: {
    'validation.minutes': { one: 'Validation · {name}: {minutes} minute free', other: 'Validation · {name}: {minutes} minutes free' },
    'validation.percent': 'Validation · {name}: {percent}% off',
    'validation.fixed': 'Validation · {name}: {cents} off',
    lost_ticket: 'Lost ticket · {reason}',
  },
  es: {
    'validation.minutes': { one: 'Validación · {name}: {minutes} minuto gratis', other: 'Validación · {name}: {minutes} minutos gratis' },
    'validation.percent': 'Validación · {name}: {percent} % de descuento',
    'validation.fixed': 'Validación · {name}: {cents} de descuento',
    lost_ticket: 'Boleto perdido · {reason}',
  },
};

const isTariffKind = (kind: ReceiptLineKind): kind is LineKind => (LINE_KINDS as readonly string[]).includes(kind);

const say = (value: string | number, key: keyof ReceiptLineParams): string => (typeof value === 'string' ? value : key === 'cents' ? formatMoney(value) : formatNumber(value));

export function receiptLineText(line: Pick<ReceiptLine, 'kind' | 'params'>, locale: Locale): string {
  const { kind, params } = line;
  if (isTariffKind(kind)) return lineText({ kind, params }, locale);
  const text = countedText(words[locale][kind], kind === 'validation.minutes' ? (params.minutes ?? 0) : 0, locale);
  return text.replace(/\{(\w+)\}/g, (all, key: keyof ReceiptLineParams) => {
    const value = params[key];
    return value === undefined ? all : say(value, key);
  });
}

/** The lines as the API answers them: each with its `label` in the caller's language. */
export function labelledReceiptLines(lines: readonly ReceiptLine[], locale: Locale): (ReceiptLine & { label: string })[] {
  return lines.map((line) => ({ ...line, label: receiptLineText(line, locale) }));
}
