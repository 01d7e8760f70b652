// The parking dashboard's figures, computed in SQL from the hourly rollup of the visits (rollups.ts; never
// sample numbers), so a year's tile reads at most 8,760 rows a lot. A window is read in whole local hours:
// the rows whose hour begins in [the hour containing `from`, `to`). Sums come back as float8 so both drivers
// answer plain numbers; amounts are integer cents.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rows } from '../db/rows';
import type { Cars, Incomes, ParkingTime, PeakHours } from '../../src/contracts/dashboard.struct';
import { localHour, STAY_BUCKETS } from './rollups';

type Window = { from: Date; to: Date };
type Lot = { id: number; timeZone: string };

const inWindow = (lot: Lot, w: Window): SQL =>
  sql`parking_id = ${lot.id} and hour >= ${localHour(sql`${w.from.toISOString()}::timestamptz`, sql`${lot.timeZone}::text`)} and hour < ${w.to.toISOString()}::timestamptz`;

/** Open and paid visits: the cars inside now (a partial index holds just them). */
const insideNow = (lot: Lot): SQL => sql`(select count(*) from visits where parking_id = ${lot.id} and state in ('open', 'paid'))`;

export async function incomes(db: Db, lot: Lot, w: Window, byHour: boolean): Promise<Incomes> {
  const series = await rows<{ bucket: string; amount: number; n: number }>(db, byHour ? incomesByHour(lot, w) : incomesByDay(lot, w));
  return {
    total: series.reduce((s, r) => s + Number(r.amount), 0),
    count: series.reduce((s, r) => s + Number(r.n), 0),
    series: series.map((r) => ({ bucket: r.bucket, amount: Number(r.amount) })),
  };
}

// A day's few rows, each put in its local hour (the two 01:00 hours of a fall-back night add up in one).
const incomesByHour = (lot: Lot, w: Window): SQL =>
  sql`select to_char(date_trunc('hour', hour at time zone ${lot.timeZone}), 'YYYY-MM-DD HH24:00') as bucket,
             sum(income)::float8 as amount, sum(paid)::float8 as n
      from visit_hours where ${inWindow(lot, w)} and paid > 0
      group by 1 order by 1`;

// Up to 8,760 rows: each is placed among the local days' first instants (width_bucket) rather than converted
// to local time one by one, which measured 3-4 times slower (bench/README.md, Dashboard).
const incomesByDay = (lot: Lot, w: Window): SQL =>
  sql`with days as (select array_agg(d at time zone ${lot.timeZone} order by d) as starts, array_agg(to_char(d, 'YYYY-MM-DD') order by d) as labels
                    from generate_series(date_trunc('day', ${w.from.toISOString()}::timestamptz at time zone ${lot.timeZone}),
                                         ${w.to.toISOString()}::timestamptz at time zone ${lot.timeZone}, interval '1 day') d),
           by_day as (select width_bucket(hour, (select starts from days)) as i, sum(income)::float8 as amount, sum(paid)::float8 as n
                      from visit_hours where ${inWindow(lot, w)} and paid > 0 group by 1)
      select (select labels from days)[i] as bucket, amount, n from by_day order by i`;

/**
 * Cars present at the start of each hour (entered at or before it, not yet gone), averaged by local hour of
 * day. Counted backwards from now: the cars inside now, less what entered minus what left from that hour on
 * (the rows from the window's first hour, later ones included), plus the entries and exits exactly at it.
 */
export async function peakHours(db: Db, lot: Lot, w: Window, openHours: { first: number; last: number }): Promise<PeakHours> {
  const from = localHour(sql`${w.from.toISOString()}::timestamptz`, sql`${lot.timeZone}::text`);
  const hours = await rows<{ hour: number; cars: number }>(
    db,
    sql`with r as (select hour, entries - exits as d, entries_on_hour - exits_on_hour as on_hour
                   from visit_hours where parking_id = ${lot.id} and hour >= ${from}),
        hours as (select generate_series(${from}, ${w.to.toISOString()}::timestamptz, interval '1 hour') as h),
        present as (select hours.h, ${insideNow(lot)} - (select coalesce(sum(d), 0) from r)
                             + coalesce(sum(r.d) over (order by hours.h rows between unbounded preceding and 1 preceding), 0)
                             + coalesce(r.on_hour, 0) as cars
                    from hours left join r on r.hour = hours.h)
        select extract(hour from h at time zone ${lot.timeZone})::int as hour, avg(cars)::float8 as cars
        from present group by 1 order by 1`,
  );
  const byHour = new Map(hours.map((r) => [Number(r.hour), Number(r.cars)]));
  const out: PeakHours['hours'] = [];
  for (let hour = openHours.first; hour <= openHours.last; hour++) out.push({ hour, cars: Math.round((byHour.get(hour) ?? 0) * 10) / 10 });
  return { hours: out };
}

/** Stays that ended in the window, by length. */
export async function parkingTime(db: Db, lot: Lot, w: Window): Promise<ParkingTime> {
  const [row] = await rows<Record<string, number | null>>(
    db,
    sql`select ${sql.raw(STAY_BUCKETS.map((b) => `sum(${b.column})::float8 as ${b.column}`).join(', '))}
        from visit_hours where ${inWindow(lot, w)}`,
  );
  return { buckets: STAY_BUCKETS.map(({ label, from, to, column }) => ({ label, from, to, visits: Number(row?.[column] ?? 0) })) };
}

export async function averageTime(db: Db, lot: Lot, w: Window): Promise<{ minutes: number; visits: number }> {
  const [row] = await rows<{ ms: number | null; n: number | null }>(
    db,
    sql`select sum(stay_ms)::float8 as ms, sum(exits)::float8 as n from visit_hours where ${inWindow(lot, w)}`,
  );
  const n = Number(row?.n ?? 0);
  return { minutes: n ? Math.round(Number(row.ms) / n / 60_000) : 0, visits: n };
}

export async function cars(db: Db, lot: Lot, w: Window): Promise<Cars> {
  const [row] = await rows<{ inside: number; entered: number | null; pensions: number }>(
    db,
    sql`select
          ${insideNow(lot)}::float8 as inside,
          (select sum(entries) from visit_hours where ${inWindow(lot, w)})::float8 as entered,
          (select count(*) from (select distinct on (plate) direction from pension_entrances where parking_id = ${lot.id} order by plate, at desc) last
           where direction = 'in')::float8 as pensions`,
  );
  return { inside: Number(row.inside), entered: Number(row.entered ?? 0), pensions_inside: Number(row.pensions) };
}
