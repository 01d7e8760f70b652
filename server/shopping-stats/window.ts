// The statistics' periods (the parking dashboard's day, week and month; spec 2 §9) in the platform's time zone:
// stores have no zone of their own (spec 1 §9), so Monterrey's, as the credit ledger does. `date` picks the day
// the period ends on (default today): `day` is that local day, `week` and `month` the 7 or 30 local days ending
// with it; a period running now ends now.
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import type { StatsPeriod } from '../../src/contracts/shopping.struct';
import { SHOP_TIME_ZONE } from '../credits/ledger-list';

const PERIOD_DAYS: Record<StatsPeriod, number> = { day: 1, week: 7, month: 30 };

export type StatsWindow = { period: StatsPeriod; from: Date; to: Date; timeZone: string; byHour: boolean };

export function statsWindow(period: StatsPeriod, date: string | undefined, now = new Date()): StatsWindow {
  const at = date && Date.parse(date) < now.getTime() ? new Date(date) : now;
  const day = startOfDay(new TZDate(at.getTime(), SHOP_TIME_ZONE));
  const end = addDays(day, 1);
  const from = addDays(day, 1 - PERIOD_DAYS[period]);
  return {
    period,
    from: new Date(from.getTime()),
    to: new Date(Math.min(end.getTime(), now.getTime())),
    timeZone: SHOP_TIME_ZONE,
    byHour: period === 'day',
  };
}
