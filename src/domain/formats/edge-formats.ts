// Dates, numbers and money at the edge (spec 1 §9): es-MX, MXN, America/Monterrey, yyyy-MM-dd.
// Money is integer cents everywhere else; it becomes text only here, in the console's views and the server's
// answers alike (the transactions export heads its sheet with the lot's day).
import { TZDate } from '@date-fns/tz';
import { format as formatDate } from 'date-fns';

export const TIME_ZONE = 'America/Monterrey';
export const CURRENCY = 'MXN';
export const NUMBER_LOCALE = 'es-MX';
export const DATE_FORMAT = 'yyyy-MM-dd';

/** The date picker's settings (spec 1 §9, spec 3 §9). */
export const DATE_PICKER = {
  firstDayOfWeek: 0,
  valueFormat: 'DD/MM/YYYY',
  minDate: '2020-01-01',
  maxDate: '2099-12-31',
} as const;

const money = new Intl.NumberFormat(NUMBER_LOCALE, { style: 'currency', currency: CURRENCY, currencyDisplay: 'code' });
const integer = new Intl.NumberFormat(NUMBER_LOCALE);

/** 123450 -> "MXN 1,234.50" (the non-breaking space Intl puts after the code is made plain). */
export function formatMoney(cents: number): string {
  return money.format(cents / 100).replace(/\u00a0/g, ' ');
}

export function formatNumber(value: number): string {
  return integer.format(value);
}

/** A UTC instant shown as the calendar day in `timeZone` (the lot's, Monterrey by default). */
export function formatDay(instant: Date | string | number, timeZone: string = TIME_ZONE): string {
  return formatDate(new TZDate(new Date(instant).getTime(), timeZone), DATE_FORMAT);
}

export function formatDateTime(instant: Date | string | number, timeZone: string = TIME_ZONE): string {
  return formatDate(new TZDate(new Date(instant).getTime(), timeZone), `${DATE_FORMAT} HH:mm`);
}
