// The parking dashboard's figures, computed in SQL from the visits (never sample numbers). Sums come back
// as float8 so both drivers answer plain numbers; amounts are integer cents.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rows } from '../db/rows';
import type { Cars, Incomes, ParkingTime, PeakHours } from '../../src/contracts/dashboard.struct';

type Window = { from: Date; to: Date };
type Lot = { id: number; timeZone: string };

export async function incomes(db: Db, lot: Lot, w: Window, byHour: boolean): Promise<Incomes> {
  const unit = byHour ? 'hour' : 'day';
  const format = byHour ? 'YYYY-MM-DD HH24:00' : 'YYYY-MM-DD';
  const series = await rows<{ bucket: string; amount: number; n: number }>(
    db,
    sql`select to_char(date_trunc(${unit}, paid_at at time zone ${lot.timeZone}), ${format}) as bucket,
               sum(amount)::float8 as amount, count(*)::float8 as n
        from visits
        where parking_id = ${lot.id} and paid_at >= ${w.from.toISOString()} and paid_at < ${w.to.toISOString()} and amount is not null
        group by 1 order by 1`,
  );
  return {
    total: series.reduce((s, r) => s + Number(r.amount), 0),
    count: series.reduce((s, r) => s + Number(r.n), 0),
    series: series.map((r) => ({ bucket: r.bucket, amount: Number(r.amount) })),
  };
}

/**
 * Cars present at the start of each hour, averaged by local hour of day: the cars inside when the period
 * starts, plus entries, minus exits, summed hour by hour (a running sum, not a join of visits with hours).
 */
export async function peakHours(db: Db, lot: Lot, w: Window, openHours: { first: number; last: number }): Promise<PeakHours> {
  const from = new Date(Math.floor(w.from.getTime() / 3_600_000) * 3_600_000).toISOString();
  const to = w.to.toISOString();
  const hours = await rows<{ hour: number; cars: number }>(
    db,
    sql`with hours as (select generate_series(${from}::timestamptz, ${to}::timestamptz, interval '1 hour') as h),
        ins as (select date_trunc('hour', entry_at - interval '1 microsecond') + interval '1 hour' as h, count(*) as c
                from visits where parking_id = ${lot.id} and entry_at > ${from}::timestamptz and entry_at <= ${to}::timestamptz group by 1),
        outs as (select date_trunc('hour', exit_at - interval '1 microsecond') + interval '1 hour' as h, count(*) as c
                 from visits where parking_id = ${lot.id} and exit_at > ${from}::timestamptz and exit_at <= ${to}::timestamptz group by 1),
        base as (select count(*) as c from visits where parking_id = ${lot.id} and entry_at <= ${from}::timestamptz and (exit_at is null or exit_at > ${from}::timestamptz)),
        present as (select hours.h, (select c from base) + sum(coalesce(ins.c, 0) - coalesce(outs.c, 0)) over (order by hours.h) as cars
                    from hours left join ins on ins.h = hours.h left join outs on outs.h = hours.h)
        select extract(hour from h at time zone ${lot.timeZone})::int as hour, avg(cars)::float8 as cars
        from present group by 1 order by 1`,
  );
  const byHour = new Map(hours.map((r) => [Number(r.hour), Number(r.cars)]));
  const out: PeakHours['hours'] = [];
  for (let hour = openHours.first; hour <= openHours.last; hour++) out.push({ hour, cars: Math.round((byHour.get(hour) ?? 0) * 10) / 10 });
  return { hours: out };
}

export const STAY_BUCKETS: { label: string; from: number; to: number | null }[] = [
  { label: '<30m', from: 0, to: 30 },
  { label: '30m-1h', from: 30, to: 60 },
  { label: '1-2h', from: 60, to: 120 },
  { label: '2-4h', from: 120, to: 240 },
  { label: '4-8h', from: 240, to: 480 },
  { label: '8h+', from: 480, to: null },
];

export async function parkingTime(db: Db, lot: Lot, w: Window): Promise<ParkingTime> {
  const counts = await rows<{ bucket: number; n: number }>(
    db,
    sql`select width_bucket(extract(epoch from exit_at - entry_at) / 60, array[30, 60, 120, 240, 480]::float8[]) as bucket, count(*)::float8 as n
        from visits where parking_id = ${lot.id} and exit_at >= ${w.from.toISOString()} and exit_at < ${w.to.toISOString()}
        group by 1`,
  );
  const byBucket = new Map(counts.map((r) => [Number(r.bucket), Number(r.n)]));
  return { buckets: STAY_BUCKETS.map((b, i) => ({ ...b, visits: byBucket.get(i) ?? 0 })) };
}

export async function averageTime(db: Db, lot: Lot, w: Window): Promise<{ minutes: number; visits: number }> {
  const [row] = await rows<{ minutes: number | null; n: number }>(
    db,
    sql`select avg(extract(epoch from exit_at - entry_at) / 60)::float8 as minutes, count(*)::float8 as n
        from visits where parking_id = ${lot.id} and exit_at >= ${w.from.toISOString()} and exit_at < ${w.to.toISOString()}`,
  );
  return { minutes: Math.round(Number(row?.minutes ?? 0)), visits: Number(row?.n ?? 0) };
}

export async function cars(db: Db, lot: Lot, w: Window): Promise<Cars> {
  const [row] = await rows<{ inside: number; entered: number; pensions: number }>(
    db,
    sql`select
          (select count(*) from visits where parking_id = ${lot.id} and state in ('open', 'paid'))::float8 as inside,
          (select count(*) from visits where parking_id = ${lot.id} and entry_at >= ${w.from.toISOString()} and entry_at < ${w.to.toISOString()})::float8 as entered,
          (select count(*) from (select distinct on (plate) direction from pension_entrances where parking_id = ${lot.id} order by plate, at desc) last
           where direction = 'in')::float8 as pensions`,
  );
  return { inside: Number(row.inside), entered: Number(row.entered), pensions_inside: Number(row.pensions) };
}
