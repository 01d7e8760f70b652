// The lock date's moves (spec 3 §3 "closing events, lock date"): a closing moves it later, a reopening earlier
// (or removes it); each move is a closing event with the admin's note. The day must already be over in the
// company's time zone, since a day still running takes payments. What the lock date stops: ./period-lock.ts.
import { count, desc, eq, sql } from 'drizzle-orm';
import { closingProblems, type ClosingBody, type ClosingRow, type ClosingsPage, type ClosingsQuery } from '../../src/contracts/company-settings.struct';
import { formatDay } from '../../src/domain/formats/edge-formats';
import type { Locale } from '../../src/domain/validation/messages';
import { readPage } from '../lists/paging';
import type { Db } from '../db/connect';
import { closingEvents, companySettings, users } from '../db/schema';
import { ValidationError } from '../http/errors';
import { settingsChanged, type SettingsRow } from './company-settings';

type EventRow = typeof closingEvents.$inferSelect & { user: string | null };

/** Whether moving from `from` to `to` reopens days (null: no lock date, the earliest of all). */
const isReopening = (from: string | null, to: string | null): boolean => from !== null && (to === null || to < from);

function closingRow(e: EventRow): ClosingRow {
  return { id: e.id, from_date: e.fromDate, to_date: e.toDate, reopening: isReopening(e.fromDate, e.toDate), note: e.note, user: e.user, at: e.at.toISOString() };
}

const eventColumns = {
  id: closingEvents.id,
  fromDate: closingEvents.fromDate,
  toDate: closingEvents.toDate,
  note: closingEvents.note,
  userId: closingEvents.userId,
  at: closingEvents.at,
  user: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** The closing events, newest first (admin list paging: a page past the end answers the last one). */
export function listClosings(db: Db, query: ClosingsQuery): Promise<ClosingsPage> {
  return readPage(
    query,
    async () => (await db.select({ total: count() }).from(closingEvents))[0].total,
    async ({ limit, offset }) =>
      (
        await db
          .select(eventColumns)
          .from(closingEvents)
          .leftJoin(users, eq(users.id, closingEvents.userId))
          .orderBy(desc(closingEvents.at), desc(closingEvents.id))
          .limit(limit)
          .offset(offset)
      ).map(closingRow),
  );
}

/** Moves the lock date and records the move; the settings row is locked so that two moves cannot cross. */
export async function moveLockDate(db: Db, body: ClosingBody, userId: number, locale: Locale): Promise<{ settings: SettingsRow; closing: ClosingRow }> {
  const [current] = await db.select().from(companySettings).where(eq(companySettings.id, 1)).for('update');
  const today = formatDay(new Date(), current.timeZone);
  const problems = closingProblems(body, current.lockDate, today);
  if (Object.keys(problems).length > 0) throw ValidationError.fromRules(Object.entries(problems), locale);
  const [settings] = await db.update(companySettings).set({ lockDate: body.lock_date, updatedAt: new Date() }).where(eq(companySettings.id, 1)).returning();
  const [event] = await db.insert(closingEvents).values({ fromDate: current.lockDate, toDate: body.lock_date, note: body.note.trim(), userId }).returning();
  const [who] = await db.select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` }).from(users).where(eq(users.id, userId));
  await settingsChanged(db);
  return { settings, closing: closingRow({ ...event, user: who?.name ?? null }) };
}
