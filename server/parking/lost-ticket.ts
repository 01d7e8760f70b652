// The lost-ticket fee (issue 21 item 4): a lot charges a fixed amount, or (`day_max`) what a stay from the lot's
// opening today until now costs, the day's maximum so far. The operator's quote asks for it with a reason; the
// fee is kept on the visit with that quote and charged at checkout beside the tariff (validations never reduce it).
import { TZDate } from '@date-fns/tz';
import { startOfDay } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { LostTicketBody } from '../../src/contracts/receipts.struct';
import type { LostTicketFee } from '../../src/domain/receipts';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { parkings, type ScheduleOpt, type visits } from '../db/schema';
import { loadLotRates } from '../rates/lot-rates';
import { quoteWithRates } from './visit-quote';

type Visit = typeof visits.$inferSelect;

/**
 * When the lot opened on the local day of `at`: that weekday's opening time, or local midnight when the lot has
 * no window that day or opens later than `at` (before opening, the day so far started at midnight).
 */
export function openingToday(at: Date, timeZone: string, schedules: readonly ScheduleOpt[]): Date {
  const local = new TZDate(at.getTime(), timeZone);
  const midnight = new Date(startOfDay(local).getTime());
  const window = schedules.find((s) => s.day === local.getDay());
  if (!window) return midnight;
  const [hours, minutes] = window.start.split(':').map(Number);
  const opening = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hours, minutes, timeZone);
  return opening.getTime() <= at.getTime() ? new Date(opening.getTime()) : midnight;
}

export async function lostTicketSetting(db: Db, parkingId: number): Promise<LostTicketBody> {
  const [lot] = await db.select({ mode: parkings.lostTicketMode, cents: parkings.lostTicketCents }).from(parkings).where(eq(parkings.id, parkingId));
  return lot;
}

export async function saveLostTicketSetting(db: Db, parkingId: number, setting: LostTicketBody): Promise<LostTicketBody> {
  const [saved] = await db
    .update(parkings)
    .set({ lostTicketMode: setting.mode, lostTicketCents: setting.cents })
    .where(eq(parkings.id, parkingId))
    .returning({ mode: parkings.lostTicketMode, cents: parkings.lostTicketCents });
  return saved;
}

/** The fee for `visit`'s lost ticket at `at`, with the operator's reason (already trimmed and checked). */
export async function lostTicketFee(db: Db, visit: Visit, at: Date, reason: string, locale: Locale): Promise<LostTicketFee> {
  const [lot] = await db
    .select({ mode: parkings.lostTicketMode, cents: parkings.lostTicketCents, timeZone: parkings.timeZone, schedules: parkings.schedulesOpt })
    .from(parkings)
    .where(eq(parkings.id, visit.parkingId));
  if (lot.mode === 'fixed') return { cents: lot.cents, reason };
  const from = openingToday(at, lot.timeZone, lot.schedules);
  const day = quoteWithRates(await loadLotRates(db, visit.parkingId), { entryAt: from, accessId: visit.accessId }, at, locale);
  return { cents: day.total, reason };
}
