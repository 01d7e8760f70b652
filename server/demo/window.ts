// A lot's demo history window: its days (demo_history_days), opened once for a demo lot that has never had a
// visit, then read again by every start until each day is filled.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { demoHistoryDays, parkings, visits } from '../db/schema';
import { demoDeviceKey } from '../demo/seed';
import { hashToken } from '../auth/tokens';

const DAY_MS = 86_400_000;

export type HistoryDay = { startsAt: Date; filled: boolean };
/** `days` days of 24 hours from `from` up to `now`, the instant the window was opened (its plan's now). */
export type HistoryWindow = { lot: number; from: Date; now: Date; days: HistoryDay[] };

/**
 * The lot's window: the one opened earlier, or one of `days` days up to `now` opened here for a demo lot (its
 * gates still use the demo device key) that has no visits yet; null for any other lot. The lot's row is locked
 * while it is opened, so servers starting together open one window.
 */
export async function lotWindow(db: Db, lot: number, days: number, now: Date): Promise<HistoryWindow | null> {
  const opened = await readWindow(db, lot);
  if (opened) return opened;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.select({ keyHash: parkings.deviceKeyHash }).from(parkings).where(eq(parkings.id, lot)).for('update');
    if (!row || row.keyHash !== hashToken(demoDeviceKey(lot))) return false;
    if (await readWindow(tx, lot)) return true;
    const [visit] = await tx.select({ id: visits.id }).from(visits).where(eq(visits.parkingId, lot)).limit(1);
    if (visit) return false;
    await tx.insert(demoHistoryDays).values(
      Array.from({ length: days }, (_, i) => ({
        parkingId: lot,
        startsAt: new Date(now.getTime() - (days - i) * DAY_MS),
        endsAt: new Date(now.getTime() - (days - i - 1) * DAY_MS),
      })),
    );
    return true;
  });
  return created ? readWindow(db, lot) : null;
}

async function readWindow(db: Db, lot: number): Promise<HistoryWindow | null> {
  const rows = await db.select().from(demoHistoryDays).where(eq(demoHistoryDays.parkingId, lot)).orderBy(asc(demoHistoryDays.startsAt));
  if (rows.length === 0) return null;
  return { lot, from: rows[0].startsAt, now: rows[rows.length - 1].endsAt, days: rows.map((r) => ({ startsAt: r.startsAt, filled: r.filledAt !== null })) };
}
