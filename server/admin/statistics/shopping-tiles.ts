// The platform's shopping tiles (issue 20 item 2): credits sold, given and spent by day, and the requests
// funnel, across every shop (or the one `shopId` names), in SQL over the credit ledger and the requests and
// offers of shopping to go. The period's days are the platform's (PLATFORM_TIME_ZONE).
import { sql, type SQL } from 'drizzle-orm';
import type { CreditsTile, FunnelTile } from '../../../src/contracts/statistics.struct';
import type { Db } from '../../db/connect';
import { rows } from '../../db/rows';
import { PLATFORM_TIME_ZONE, type StatsFilters } from './period';

const start = (f: StatsFilters): SQL => sql`(${f.from}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`;
const end = (f: StatsFilters): SQL => sql`((${f.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE})`;

/**
 * Credits that came in by a purchase (`sold`, with the money paid) or a gift (a package's gift credits, the
 * platform's gifts), and went out on offers (`spent`); transfers between a shop's stores move credits without
 * adding any, so they are left out.
 */
export async function creditsTile(db: Db, f: StatsFilters): Promise<CreditsTile> {
  const shop = f.shopId === null ? sql`` : sql`and shop_id = ${f.shopId}`;
  // Each entry is placed among the local days' first instants (width_bucket) rather than converted one by one.
  const found = await rows<{ day: string; sold: number; gifted: number; spent: number; amount_cents: number }>(
    db,
    sql`with days as (select array_agg(d::timestamp at time zone ${PLATFORM_TIME_ZONE} order by d) as starts
                      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') d),
        by_day as (select width_bucket(at, (select starts from days)) as i,
                          coalesce(sum(credits) filter (where kind = 'purchase'), 0)::float8 as sold,
                          coalesce(sum(credits) filter (where kind = 'gift'), 0)::float8 as gifted,
                          coalesce(-sum(credits) filter (where kind = 'offer'), 0)::float8 as spent,
                          coalesce(sum(amount_cents) filter (where kind = 'purchase'), 0)::float8 as amount_cents
                   from credit_entries
                   where at >= ${start(f)} and at < ${end(f)} and kind in ('purchase', 'gift', 'offer') ${shop}
                   group by 1)
        select to_char(${f.from}::date + (i - 1), 'YYYY-MM-DD') as day, sold, gifted, spent, amount_cents from by_day order by i`,
  );
  const days = found.map((r) => ({ day: r.day, sold: Number(r.sold), gifted: Number(r.gifted), spent: Number(r.spent), amount_cents: Number(r.amount_cents) }));
  const sum = (key: 'sold' | 'gifted' | 'spent' | 'amount_cents') => days.reduce((s, d) => s + d[key], 0);
  return { tile: 'credits', from: f.from, to: f.to, totals: { sold: sum('sold'), gifted: sum('gifted'), spent: sum('spent'), amount_cents: sum('amount_cents') }, days };
}

/**
 * The requests created in the period and how far each came: an offer made on it, an offer accepted, the sale
 * done. For a shop, the requests that reached one of its stores (the shop's statistics' rule,
 * server/shopping-stats/figures.ts: an active store of the request's plaza with its category, or a store that
 * answered it), counted on through the shop's own offers.
 */
export async function funnelTile(db: Db, f: StatsFilters): Promise<FunnelTile> {
  const inPeriod = sql`r.created_at >= ${start(f)} and r.created_at < ${end(f)}`;
  // Membership tests against whole sets (hashed once) rather than a lookup per request.
  const query =
    f.shopId === null
      ? sql`select count(*)::float8 as requests,
                   count(*) filter (where r.id in (select request_id from shopping_offers where created_at >= ${start(f)}))::float8 as offered,
                   count(*) filter (where r.accepted_offer_id is not null)::float8 as accepted,
                   count(*) filter (where r.status = 'done')::float8 as done
            from shopping_requests r where ${inPeriod}`
      : sql`with stores as (select id, status, plaza_id from branches where shop_id = ${f.shopId}),
                 reaching as (select distinct b.plaza_id, bc.category_id from stores b join branch_categories bc on bc.branch_id = b.id
                              where b.status = 'active'),
                 -- The requests the shop offered on, read once by the stores' index (an offer comes after its request).
                 offered as (select distinct request_id from shopping_offers
                             where branch_id in (select id from stores) and created_at >= ${start(f)}),
                 reached as (select r.id, r.status, r.accepted_offer_id, o.request_id is not null as offered
                             from shopping_requests r left join offered o on o.request_id = r.id
                             where ${inPeriod}
                               and ((r.plaza_id, r.category_id) in (select plaza_id, category_id from reaching)
                                    or o.request_id is not null
                                    or r.id in (select request_id from shopping_dismissals where branch_id in (select id from stores))))
            select count(*)::float8 as requests,
                   count(*) filter (where r.offered)::float8 as offered,
                   count(a.id)::float8 as accepted,
                   count(a.id) filter (where r.status = 'done')::float8 as done
            from reached r left join shopping_offers a on a.id = r.accepted_offer_id and a.shop_id = ${f.shopId}`;
  const [row] = await rows<{ requests: number; offered: number; accepted: number; done: number }>(db, query);
  return { tile: 'funnel', from: f.from, to: f.to, requests: Number(row.requests), offered: Number(row.offered), accepted: Number(row.accepted), done: Number(row.done) };
}
