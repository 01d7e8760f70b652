// Times of the operator's screens: quote-line periods and paid times in the lot's zone.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const local = (iso: string, timeZone: string, pattern: string): string => format(new TZDate(Date.parse(iso), timeZone), pattern);

/** "2030-01-07 09:00 – 10:10", or both dates when the period crosses midnight in the lot's zone. */
export function periodText(from: string | undefined, to: string | undefined, timeZone: string): string {
  if (!from || !to) return '';
  const sameDay = local(from, timeZone, 'yyyy-MM-dd') === local(to, timeZone, 'yyyy-MM-dd');
  return `${local(from, timeZone, 'yyyy-MM-dd HH:mm')} – ${local(to, timeZone, sameDay ? 'HH:mm' : 'yyyy-MM-dd HH:mm')}`;
}

export const timeOfDay = (iso: string, timeZone: string): string => local(iso, timeZone, 'HH:mm');
