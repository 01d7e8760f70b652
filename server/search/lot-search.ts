// The command palette's search in one lot (issue 21 item 2; docs/api.md "Search"): pensions by name, e-mail or
// an active car's plate; visits by plate, phone or ticket number (the visit's id), the open ones and the recent
// ones apart. Each kind is capped at SEARCH_LIMIT, the best first: pensions by name, visits newest first.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { RECENT_DAYS, SEARCH_LIMIT, type PensionHit, type SearchAnswer, type VisitHit } from '../../src/contracts/search.struct';
import { MAX_INT } from '../../src/contracts/rules';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { pensionCars, pensions, visits } from '../db/schema';
import { containing } from '../lists/list-text';

const DAY_MS = 86_400_000;

/** A ticket number is the visit's id: only a text of digits within int4 can be one. */
function ticketOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_INT ? n : null;
}

async function findPensions(db: Db, parkingId: number, pattern: string): Promise<PensionHit[]> {
  const plateMatch = sql`exists (select 1 from ${pensionCars} where ${and(eq(pensionCars.pensionId, pensions.id), isNull(pensionCars.deletedAt), ilike(pensionCars.plate, pattern))})`;
  const rows = await db
    .select({ id: pensions.id, firstName: pensions.firstName, lastName: pensions.lastName, email: pensions.email })
    .from(pensions)
    .where(
      and(
        eq(pensions.parkingId, parkingId),
        isNull(pensions.deletedAt),
        or(ilike(sql`${pensions.firstName} || ' ' || ${pensions.lastName}`, pattern), ilike(pensions.email, pattern), plateMatch),
      ),
    )
    .orderBy(asc(pensions.firstName), asc(pensions.lastName), asc(pensions.id))
    .limit(SEARCH_LIMIT);
  if (rows.length === 0) return [];
  const cars = await db
    .select({ pensionId: pensionCars.pensionId, plate: pensionCars.plate })
    .from(pensionCars)
    .where(and(inArray(pensionCars.pensionId, rows.map((r) => r.id)), isNull(pensionCars.deletedAt)))
    .orderBy(asc(pensionCars.id));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    plates: cars.filter((c) => c.pensionId === r.id).map((c) => c.plate),
  }));
}

const visitColumns = { id: visits.id, plate: visits.plate, phone: visits.phone, state: visits.state, entryAt: visits.entryAt, paidAt: visits.paidAt, amount: visits.amount };

async function findVisits(db: Db, parkingId: number, match: SQL, scope: SQL): Promise<VisitHit[]> {
  const rows = await db
    .select(visitColumns)
    .from(visits)
    .where(and(eq(visits.parkingId, parkingId), scope, match))
    .orderBy(desc(visits.entryAt), desc(visits.id))
    .limit(SEARCH_LIMIT);
  return rows.map((v) => ({ id: v.id, plate: v.plate, phone: v.phone, state: v.state, entry_at: v.entryAt.toISOString(), paid_at: v.paidAt?.toISOString() ?? null, amount: v.amount }));
}

/** What the palette lists for `q` (already checked: 2..60 characters) in lot `parkingId` at `now`. */
export async function searchLot(db: Db, parkingId: number, q: string, now: Date): Promise<SearchAnswer> {
  const text = q.trim();
  // A non-empty text always has a pattern.
  const pattern = containing(text) ?? '';
  const ticket = ticketOf(text);
  const match = or(ilike(visits.plate, pattern), ilike(visits.phone, pattern), ticket === null ? undefined : eq(visits.id, ticket)) ?? sql`false`;
  const [pensionHits, open, recent] = await readAll(db, [
    () => findPensions(db, parkingId, pattern),
    () => findVisits(db, parkingId, match, eq(visits.state, 'open')),
    () => findVisits(db, parkingId, match, and(ne(visits.state, 'open'), gte(visits.entryAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS))) ?? sql`false`),
  ]);
  return { pensions: pensionHits, open, recent };
}
