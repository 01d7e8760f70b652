// The platform's parking tiles (issue 20 item 2): income, visits, occupancy and stay across every lot (or the
// one `parkingId` names), read in SQL from the visits' hourly rollup (visit_hours, server/dashboards/rollups.ts),
// so a year costs at most 8,784 rows a lot whatever the number of visits. Each lot's period runs from the local
// midnight starting `from` to the one ending `to`, in the lot's own time zone; its days and hours are local.
// Sums come back as float8 so that the driver answers plain numbers.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { IncomeTile, OccupancyTile, StayTile, VisitsTile } from '../../../src/contracts/statistics.struct';
import type { Db } from '../../db/connect';
import { readAll } from '../../db/reads';
import { rows } from '../../db/rows';
import { parkings } from '../../db/schema';
import { STAY_BUCKETS } from '../../dashboards/rollups';
import type { StatsFilters } from './period';

type Lot = { id: number; name: string };

/** The lots the filters keep, by name. */
function lotsOf(db: Db, f: StatsFilters): Promise<Lot[]> {
  const query = db.select({ id: parkings.id, name: parkings.name }).from(parkings);
  return (f.parkingId === null ? query : query.where(eq(parkings.id, f.parkingId))).orderBy(asc(parkings.name), asc(parkings.id));
}

const lotFilter = (f: StatsFilters): SQL => (f.parkingId === null ? sql`` : sql`where p.id = ${f.parkingId}`);

/**
 * Each kept lot with the instants its period starts and ends at (the end never later than now), and the first
 * instant of each of its local days: a row is placed among those (width_bucket) rather than converted to local
 * time one by one, which measured 3-4 times slower (bench/README.md, Dashboard). Materialized: inlined, the days'
 * array would be built again for every rollup row (measured 50 times slower).
 */
const lotWindows = (f: StatsFilters): SQL =>
  sql`lots as materialized (select p.id, p.time_zone as tz,
                      (${f.from}::date)::timestamp at time zone p.time_zone as w_from,
                      least(now(), ((${f.to}::date + 1)::timestamp at time zone p.time_zone)) as w_to,
                      (select array_agg(d::timestamp at time zone p.time_zone order by d)
                       from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d) as day_starts
               from parkings p ${lotFilter(f)})`;

/** The rollup rows of each kept lot inside its period. */
const rollupRows = sql`lots l join visit_hours vh on vh.parking_id = l.id and vh.hour >= l.w_from and vh.hour < l.w_to`;

type DayRow = { day: string; parking_id: number; n: number; amount: number };

function byLotAndDay(db: Db, f: StatsFilters, measure: 'paid' | 'entries'): Promise<DayRow[]> {
  return rows<DayRow>(
    db,
    sql`with ${lotWindows(f)},
        by_day as (select width_bucket(vh.hour, l.day_starts) as i, vh.parking_id,
                          sum(vh.${sql.raw(measure)})::float8 as n, sum(vh.income)::float8 as amount
                   from ${rollupRows} where vh.${sql.raw(measure)} > 0 group by 1, 2)
        select to_char(${f.from}::date + (i - 1), 'YYYY-MM-DD') as day, parking_id, n, amount from by_day order by i, parking_id`,
  );
}

/** Lots by a total, largest first (then by name), so a chart may keep the first few. */
const ranked = <T extends { name: string }>(lots: T[], total: (lot: T) => number): T[] =>
  [...lots].sort((a, b) => total(b) - total(a) || a.name.localeCompare(b.name));

export async function incomeTile(db: Db, f: StatsFilters): Promise<IncomeTile> {
  const [lots, found] = await readAll(db, [() => lotsOf(db, f), () => byLotAndDay(db, f, 'paid')]);
  const days = found.map((r) => ({ day: r.day, parking_id: Number(r.parking_id), amount: Number(r.amount), payments: Number(r.n) }));
  const totals = lots.map((lot) => {
    const mine = days.filter((d) => d.parking_id === lot.id);
    return { parking_id: lot.id, name: lot.name, amount: mine.reduce((s, d) => s + d.amount, 0), payments: mine.reduce((s, d) => s + d.payments, 0) };
  });
  return {
    tile: 'income',
    from: f.from,
    to: f.to,
    total: days.reduce((s, d) => s + d.amount, 0),
    payments: days.reduce((s, d) => s + d.payments, 0),
    lots: ranked(totals, (l) => l.amount),
    days,
  };
}

export async function visitsTile(db: Db, f: StatsFilters): Promise<VisitsTile> {
  const [lots, found] = await readAll(db, [() => lotsOf(db, f), () => byLotAndDay(db, f, 'entries')]);
  const days = found.map((r) => ({ day: r.day, parking_id: Number(r.parking_id), visits: Number(r.n) }));
  const totals = lots.map((lot) => ({ parking_id: lot.id, name: lot.name, visits: days.filter((d) => d.parking_id === lot.id).reduce((s, d) => s + d.visits, 0) }));
  return { tile: 'visits', from: f.from, to: f.to, total: days.reduce((s, d) => s + d.visits, 0), lots: ranked(totals, (l) => l.visits), days };
}

/**
 * Cars present at the start of each local hour of the period, as the parking dashboard's peak hours counts them
 * (server/dashboards/tiles.ts): backwards from the cars inside now, less what entered minus what left from that
 * hour on, plus the entries and exits exactly at it. Averaged per lot by local weekday and hour, then summed
 * over the lots: how full the platform's lots are, together, at that hour of that weekday.
 */
export async function occupancyTile(db: Db, f: StatsFilters): Promise<OccupancyTile> {
  const cells = await rows<{ weekday: number; hour: number; cars: number }>(
    db,
    sql`with ${lotWindows(f)},
        base as materialized (
          select l.id,
                 (select count(*) from visits v where v.parking_id = l.id and v.state in ('open', 'paid'))
                 - coalesce((select sum(vh.entries - vh.exits) from visit_hours vh where vh.parking_id = l.id and vh.hour >= l.w_from), 0) as cars
          from lots l),
        hours as (select l.id, h, h at time zone l.tz as local
                  from lots l cross join lateral generate_series(l.w_from, l.w_to - interval '1 microsecond', interval '1 hour') h),
        present as (select hours.id, hours.local,
                           base.cars
                           + coalesce(sum(vh.entries - vh.exits) over (partition by hours.id order by hours.h rows between unbounded preceding and 1 preceding), 0)
                           + coalesce(vh.entries_on_hour - vh.exits_on_hour, 0) as cars
                    from hours join base on base.id = hours.id
                    left join visit_hours vh on vh.parking_id = hours.id and vh.hour = hours.h),
        per_lot as (select id, extract(dow from local)::int as weekday, extract(hour from local)::int as hour, avg(cars) as cars
                    from present group by 1, 2, 3)
        select weekday, hour, sum(cars)::float8 as cars from per_lot group by 1, 2 order by 1, 2`,
  );
  return {
    tile: 'occupancy',
    from: f.from,
    to: f.to,
    cells: cells.map((c) => ({ weekday: Number(c.weekday), hour: Number(c.hour), cars: Math.round(Number(c.cars) * 10) / 10 })),
  };
}

export async function stayTile(db: Db, f: StatsFilters): Promise<StayTile> {
  const bucketSums = STAY_BUCKETS.map((b) => `sum(vh.${b.column})::float8 as ${b.column}`).join(', ');
  const [lots, found] = await readAll(db, [
    () => lotsOf(db, f),
    () =>
      rows<Record<string, number> & { parking_id: number; ms: number; n: number }>(
        db,
        sql`with ${lotWindows(f)}
            select vh.parking_id, sum(vh.stay_ms)::float8 as ms, sum(vh.exits)::float8 as n, ${sql.raw(bucketSums)}
            from ${rollupRows} group by 1`,
      ),
  ]);
  const byLot = new Map(found.map((r) => [Number(r.parking_id), r]));
  const minutes = (ms: number, n: number) => (n > 0 ? Math.round(ms / n / 60_000) : 0);
  const ms = found.reduce((s, r) => s + Number(r.ms), 0);
  const visits = found.reduce((s, r) => s + Number(r.n), 0);
  const perLot = lots.map((lot) => {
    const r = byLot.get(lot.id);
    return { parking_id: lot.id, name: lot.name, minutes: r ? minutes(Number(r.ms), Number(r.n)) : 0, visits: r ? Number(r.n) : 0 };
  });
  return {
    tile: 'stay',
    from: f.from,
    to: f.to,
    minutes: minutes(ms, visits),
    visits,
    lots: ranked(perLot, (l) => l.visits),
    buckets: STAY_BUCKETS.map((b) => ({ label: b.label, visits: found.reduce((s, r) => s + Number(r[b.column] ?? 0), 0) })),
  };
}
