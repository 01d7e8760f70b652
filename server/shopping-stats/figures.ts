// The figures of shopping to go, in SQL from the real tables (never sample numbers): every event becomes a
// fact (when, which store, which salesman, what it adds), and the facts inside the window are summed by the
// groupings asked for. A request's answer is counted once per store (`store`) or per store and salesman
// (`salesman`): at the first offer or dismissal; its reply time from its creation to the first offer.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rows } from '../db/rows';
import type { StatsWindow } from './window';

export type Unit = 'store' | 'salesman';
export type Grouping = 'bucket' | 'branch' | 'user' | 'total';
export type FactScope = { branchIds: readonly number[]; unit: Unit; salesmanId: number | null };

export type FigureRow = {
  grouping: Grouping;
  key: string | number | null;
  received: number;
  answered: number;
  offers: number;
  accepted: number;
  sales: number;
  credits: number;
  median_reply_seconds: number | null;
};

const GROUP_COLUMN: Record<Grouping, string> = { bucket: 'bucket', branch: 'branch_id', user: 'user_id', total: '' };

function facts(scope: FactScope, w: StatsWindow): SQL {
  const stores = sql`${`{${scope.branchIds.join(',')}}`}::int[]`;
  // What tells two answers apart: the store, and for `salesman` also who answered.
  const byWhom = scope.unit === 'salesman' ? sql`a.user_id` : sql`null::int`;
  const byWhomOffer = scope.unit === 'salesman' ? sql`o.salesman_id` : sql`null::int`;
  const received =
    scope.unit === 'store'
      ? sql`select r.created_at, b.id, null::int, 1, 0, 0, 0, 0, 0, null::float8
            from shopping_requests r join branches b on b.id = any(${stores})
            where r.created_at >= ${w.from.toISOString()}::timestamptz and r.created_at < ${w.to.toISOString()}::timestamptz
              and ((b.status = 'active' and b.plaza_id = r.plaza_id
                    and exists (select 1 from branch_categories bc where bc.branch_id = b.id and bc.category_id = r.category_id))
                   or exists (select 1 from answers a where a.request_id = r.id and a.branch_id = b.id))
            union all`
      : sql``;
  return sql`answers as (
      select request_id, branch_id, salesman_id as user_id, created_at as at from shopping_offers where branch_id = any(${stores})
      union all
      select request_id, branch_id, user_id, created_at from shopping_dismissals where branch_id = any(${stores})),
    facts (at, branch_id, user_id, received, answered, offers, accepted, sales, credits, reply) as (
      ${received}
      select min(a.at), a.branch_id, ${byWhom}, 0, 1, 0, 0, 0, 0, null::float8 from answers a group by a.request_id, a.branch_id, 3
      union all
      select o.created_at, o.branch_id, o.salesman_id, 0, 0, 1, 0, 0, 0, null from shopping_offers o where o.branch_id = any(${stores})
      union all
      select coalesce(o.decided_at, o.created_at), o.branch_id, o.salesman_id, 0, 0, 0, 1, 0, 0, null
      from shopping_offers o join shopping_requests r on r.id = o.request_id
      where o.branch_id = any(${stores}) and (o.status = 'accepted' or r.accepted_offer_id = o.id)
      union all
      select coalesce(r.closed_at, o.decided_at, o.created_at), o.branch_id, o.salesman_id, 0, 0, 0, 0, 1, 0, null
      from shopping_requests r join shopping_offers o on o.id = r.accepted_offer_id
      where r.status = 'done' and o.branch_id = any(${stores})
      union all
      select e.at, e.branch_id, o.salesman_id, 0, 0, 0, 0, 0, -e.credits, null
      from credit_entries e join shopping_offers o on o.id = e.offer_id
      where e.kind = 'offer' and e.branch_id = any(${stores})
      union all
      select min(o.created_at), o.branch_id, ${byWhomOffer}, 0, 0, 0, 0, 0, 0, extract(epoch from min(o.created_at) - r.created_at)::float8
      from shopping_offers o join shopping_requests r on r.id = o.request_id
      where o.branch_id = any(${stores})
      group by o.request_id, o.branch_id, 3, r.created_at)`;
}

/** Each key column and whether a row is grouped without it (grouping() = 1); a key no set asks for is absent. */
function keyColumns(groupings: readonly Grouping[]): SQL {
  const keys = [['bucket', 'g_bucket', 'bucket'], ['branch', 'g_branch', 'branch_id'], ['user', 'g_user', 'user_id']] as const;
  return sql.raw(keys.map(([g, flag, column]) => (groupings.includes(g) ? `grouping(${column}) as ${flag}, ${column}` : `1 as ${flag}, null as ${column}`)).join(', '));
}

/** The figures of the facts in the window, for each grouping asked (a series bucket is a local hour or day). */
export async function figures(db: Db, scope: FactScope, w: StatsWindow, groupings: readonly Grouping[]): Promise<FigureRow[]> {
  const format = w.byHour ? 'YYYY-MM-DD HH24:00' : 'YYYY-MM-DD';
  const sets = sql.raw(groupings.map((g) => `(${GROUP_COLUMN[g]})`).join(', '));
  const mine = scope.salesmanId === null ? sql`` : sql`and user_id = ${scope.salesmanId}`;
  const found = await rows<Omit<FigureRow, 'grouping' | 'key'> & { g_bucket: number; g_branch: number; g_user: number; bucket: string | null; branch_id: number | null; user_id: number | null }>(
    db,
    sql`with ${facts(scope, w)}
        select ${keyColumns(groupings)},
               sum(received)::float8 as received, sum(answered)::float8 as answered, sum(offers)::float8 as offers,
               sum(accepted)::float8 as accepted, sum(sales)::float8 as sales, sum(credits)::float8 as credits,
               percentile_cont(0.5) within group (order by reply) as median_reply_seconds
        from (select *, to_char(at at time zone ${w.timeZone}, ${format}) as bucket from facts
              where at >= ${w.from.toISOString()}::timestamptz and at < ${w.to.toISOString()}::timestamptz ${mine}) f
        group by grouping sets (${sets})`,
  );
  return found.map((r) => {
    const grouping: Grouping = !r.g_bucket ? 'bucket' : !r.g_branch ? 'branch' : !r.g_user ? 'user' : 'total';
    const key = grouping === 'bucket' ? r.bucket : grouping === 'branch' ? r.branch_id : grouping === 'user' ? r.user_id : null;
    return {
      grouping,
      key,
      received: Number(r.received),
      answered: Number(r.answered),
      offers: Number(r.offers),
      accepted: Number(r.accepted),
      sales: Number(r.sales),
      credits: Number(r.credits),
      median_reply_seconds: r.median_reply_seconds === null ? null : Math.round(Number(r.median_reply_seconds)),
    };
  });
}
