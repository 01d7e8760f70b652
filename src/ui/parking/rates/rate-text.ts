// Words for the rate screens' rule codes, in the current language: validation codes through the shared
// catalogue, rate codes through src/domain/rates/rate-messages.ts, the overlap through parkingL.labels.overlap.
import type { RateProblem } from '../../../domain/rates/rate-rules';
import { rateMessage } from '../../../domain/rates/rate-messages';
import { getLocale, t, type CountedKey, type MessageKey } from '../../../i18n/i18n';
import { fieldMessage } from '../../components/validation';

/** A form rule code ('required', 'min|3', 'qty', 'price', 'discount', 'time', 'unit') for the field `label`. */
export function ruleText(code: string, label: MessageKey): string {
  switch (code) {
    case 'qty':
      return rateMessage('qty', getLocale());
    case 'time':
      return rateMessage('time', getLocale());
    case 'price':
      return t('rates.validation.price');
    case 'discount':
      return t('rates.validation.discount');
    case 'unit':
      return fieldMessage('oneOf', label);
    default:
      return fieldMessage(code, label);
  }
}

/** A timeline or date problem; overlapping periods use the spec's key parkingL.labels.overlap. */
export function problemText(code: RateProblem): string {
  return code === 'overlap' ? t('parkingL.labels.overlap') : rateMessage(code, getLocale());
}

/** Every message of a 422 answer, once each. */
export function fieldErrorTexts(errors: Record<string, string[]>): string[] {
  return [...new Set(Object.values(errors).flat())];
}

/** Weekday names from the platform (0 Sunday ... 6 Saturday), capitalised. */
export function weekdayName(day: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  const name = new Intl.DateTimeFormat(locale === 'es' ? 'es-MX' : 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const UNIT_KEYS: Record<string, CountedKey> = {
  minute: 'rates.unit.minute',
  hour: 'rates.unit.hour',
  day: 'rates.unit.day',
  week: 'rates.unit.week',
  month: 'rates.unit.month',
  session: 'rates.unit.session',
};

/** Unit choices for a rule of `qty` blocks, worded for that count ("30 minutos", "1 hora"). */
export function unitOptions(units: readonly string[], qty: number | string): { value: string; label: string }[] {
  const count = typeof qty === 'number' ? qty : Number(qty) || 1;
  return units.map((u) => ({ value: u, label: t(UNIT_KEYS[u], { count }) }));
}
