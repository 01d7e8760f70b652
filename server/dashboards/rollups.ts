// The dashboard's rollup (visit_hours, see server/db/schema.ts): what each visit event adds to its lot's local
// hour. One statement does the arithmetic for both uses: the upsert made in the same transaction as each visit
// write (entry, exit, payment), and the rebuild from the visits (migration 0006's back-fill, bench/dashboard.ts).
//
// Hours are keyed by the instant the lot's local clock hour began, not by a local timestamp: in every zone
// whose offset is whole hours (DST moves by whole hours) that is the UTC hour, so hour instants stay exact and
// the two 01:00 hours of a fall-back night stay two rows; local days and local hours are read with
// `hour at time zone {zone}` and are exact too (zones at :30 or :45 offsets get their local hours, not UTC's).
// If a lot's zone changes, its rollup must be rebuilt (rebuildRollups).
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect';

/** The instant the local hour containing `t` began in zone `tz` (SQL expressions). */
export const localHour = (t: SQL, tz: SQL): SQL => sql`(${t} - ((${t} at time zone ${tz}) - date_trunc('hour', ${t} at time zone ${tz})))`;

/** The parking-time tile's stay lengths (minutes, `to` excluded) and the rollup column counting each. */
export const STAY_BUCKETS: { label: string; from: number; to: number | null; column: string }[] = [
  { label: '<30m', from: 0, to: 30, column: 'stay_under_30m' },
  { label: '30m-1h', from: 30, to: 60, column: 'stay_30m_1h' },
  { label: '1-2h', from: 60, to: 120, column: 'stay_1h_2h' },
  { label: '2-4h', from: 120, to: 240, column: 'stay_2h_4h' },
  { label: '4-8h', from: 240, to: 480, column: 'stay_4h_8h' },
  { label: '8h+', from: 480, to: null, column: 'stay_over_8h' },
];
// width_bucket answers 0 below the first limit, i past the i-th: the index of the stay's bucket.
const STAY_LIMITS = STAY_BUCKETS.slice(1).map((b) => b.from).join(', ');

const COUNTERS: [column: string, perEvent: string][] = [
  ['entries', 'ev.entered'],
  ['exits', 'ev.exited'],
  ['entries_on_hour', 'case when ev.t = h.hour then ev.entered else 0 end'],
  ['exits_on_hour', 'case when ev.t = h.hour then ev.exited else 0 end'],
  ['paid', 'case when ev.amount is null then 0 else 1 end'],
  ['income', 'coalesce(ev.amount, 0)'],
  ['stay_ms', 'coalesce(round(extract(epoch from ev.stay) * 1000), 0)'],
  ...STAY_BUCKETS.map((b, i): [string, string] => [b.column, `case when h.bucket = ${i} then 1 else 0 end`]),
];

/**
 * Adds events to the rollup. `events` yields (parking_id, tz, t, entered, exited, amount, stay): an entry
 * (entered 1), an exit (exited 1, stay = exit - entry), a payment (amount in cents), or an exit paid at the
 * barrier (both, one instant).
 */
function addEvents(events: SQL): SQL {
  return sql`insert into visit_hours (parking_id, hour, ${sql.raw(COUNTERS.map(([c]) => c).join(', '))})
    select ev.parking_id, h.hour, ${sql.raw(COUNTERS.map(([, e]) => `sum(${e})`).join(', '))}
    from (${events}) ev
    cross join lateral (select ${localHour(sql`ev.t`, sql`ev.tz`)} as hour,
                               width_bucket(extract(epoch from ev.stay) / 60, array[${sql.raw(STAY_LIMITS)}]::float8[]) as bucket) h
    group by ev.parking_id, h.hour
    on conflict (parking_id, hour) do update set ${sql.raw(COUNTERS.map(([c]) => `${c} = visit_hours.${c} + excluded.${c}`).join(', '))}`;
}

/** The events of the visits `filter` keeps (an `and ...` condition on `v`, or nothing for every visit). */
function visitsStatement(filter: SQL): SQL {
  return addEvents(sql`select v.parking_id, p.time_zone as tz, e.t, e.entered, e.exited, e.amount, e.stay
    from visits v join parkings p on p.id = v.parking_id
    cross join lateral (values (v.entry_at, 1, 0, null::integer, null::interval),
                               (v.exit_at, 0, 1, null, v.exit_at - v.entry_at),
                               (v.paid_at, 0, 0, v.amount, null)) e(t, entered, exited, amount, stay)
    where e.t is not null and (e.entered + e.exited > 0 or e.amount is not null)${filter}`);
}

/** Every visit's events, of one lot or of all. */
const rebuildStatement = (lotId: number | null): SQL => visitsStatement(lotId === null ? sql`` : sql` and v.parking_id = ${lotId}`);

/** The back-fill statement, as migration 0006 carries it (a test checks they are the same text). */
export const backfillSql = (): string => new PgDialect().sqlToQuery(rebuildStatement(null)).sql;

/** Recomputes the rollup from the visits, of one lot or of all (after a bulk load, or a lot's zone change). */
export async function rebuildRollups(db: Db, lotId?: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(lotId === undefined ? sql`delete from visit_hours` : sql`delete from visit_hours where parking_id = ${lotId}`);
    await tx.execute(rebuildStatement(lotId ?? null));
  });
}

/**
 * Adds visits written whole (entry, and exit or payment when they have them) to the rollup: what their
 * events one by one would have added. Call it inside the transaction that inserts them (the demo history).
 */
export async function addVisitsToRollup(db: Db, visitIds: number[]): Promise<void> {
  // The ids as one array literal: one parameter however many visits.
  if (visitIds.length > 0) await db.execute(visitsStatement(sql` and v.id = any(${`{${visitIds.join(',')}}`}::int[])`));
}

export type VisitEvent = {
  parkingId: number;
  at: Date;
  entered?: boolean;
  /** The visit left at `at`; its stay is counted from its entry. */
  exit?: { entryAt: Date };
  /** Paid at `at`, in cents. */
  amount?: number;
};

/** One visit event into the rollup: call it inside the transaction that writes the visit. */
export async function addVisitEvent(db: Db, e: VisitEvent): Promise<void> {
  const at = e.at.toISOString();
  const stay = e.exit ? sql`${at}::timestamptz - ${e.exit.entryAt.toISOString()}::timestamptz` : sql`null::interval`;
  await db.execute(
    addEvents(sql`select p.id as parking_id, p.time_zone as tz, ${at}::timestamptz as t, ${e.entered ? 1 : 0}::int as entered,
      ${e.exit ? 1 : 0}::int as exited, ${e.amount ?? null}::int as amount, ${stay} as stay
      from parkings p where p.id = ${e.parkingId}`),
  );
}
