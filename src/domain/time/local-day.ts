// Day boundaries in a lot's time zone (times are stored UTC, computed in the lot's zone).
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';

export function startOfLocalDay(at: Date, timeZone: string): Date {
  return new Date(startOfDay(new TZDate(at.getTime(), timeZone)).getTime());
}
