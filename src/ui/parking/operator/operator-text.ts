// Words and times of the operator's screens: quote lines by kind, periods and paid times in the lot's zone.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { MessageKey } from '../../../i18n/i18n';

export const LINE_KEYS: Record<string, MessageKey> = {
  segment: 'operator.line.segment',
  'cap.day': 'operator.line.capDay',
  'cap.week': 'operator.line.capWeek',
  'cap.month': 'operator.line.capMonth',
  'cap.session': 'operator.line.capSession',
  courtesy: 'operator.line.courtesy',
  'special.discount': 'operator.line.specialDiscount',
  'special.per_day': 'operator.line.specialPerDay',
  'special.custom': 'operator.line.specialCustom',
};

/** The fee-set or special-rate name a line's label carries ("Fee set Tarifa general" -> "Tarifa general"). */
export const lineName = (kind: string, label: string): string | null =>
  kind === 'segment' || kind.startsWith('special.') ? label.replace(/^(Fee set|Special rate) /, '') : null;

const local = (iso: string, timeZone: string, pattern: string): string => format(new TZDate(Date.parse(iso), timeZone), pattern);

/** "2030-01-07 09:00 – 10:10", or both dates when the period crosses midnight in the lot's zone. */
export function periodText(from: string | undefined, to: string | undefined, timeZone: string): string {
  if (!from || !to) return '';
  const sameDay = local(from, timeZone, 'yyyy-MM-dd') === local(to, timeZone, 'yyyy-MM-dd');
  return `${local(from, timeZone, 'yyyy-MM-dd HH:mm')} – ${local(to, timeZone, sameDay ? 'HH:mm' : 'yyyy-MM-dd HH:mm')}`;
}

export const timeOfDay = (iso: string, timeZone: string): string => local(iso, timeZone, 'HH:mm');
