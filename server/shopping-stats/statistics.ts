// The answers of the statistics routes: the salesman's own history at a store, and the statistics of a set of
// stores (the shop's, or a manager's one) per store, per salesman and over the period.
import { TZDate } from '@date-fns/tz';
import { addDays, addHours, format } from 'date-fns';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { SalesmanFigures, SalesmanHistory, ShopStatistics, StoreFigures } from '../../src/contracts/shopping-stats.struct';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { branches, userBranches, users } from '../db/schema';
import { figures, type FigureRow } from './figures';
import type { StatsWindow } from './window';

const NONE: StoreFigures = { received: 0, answered: 0, offers: 0, accepted: 0, sales: 0, median_reply_seconds: null, credits: 0 };

const storePart = (r: FigureRow | undefined): StoreFigures =>
  r ? { received: r.received, answered: r.answered, offers: r.offers, accepted: r.accepted, sales: r.sales, median_reply_seconds: r.median_reply_seconds, credits: r.credits } : NONE;
const salesmanPart = (r: FigureRow | undefined): SalesmanFigures => {
  const { received: _received, ...rest } = storePart(r);
  return rest;
};

/** Every bucket of the window, empty ones included: its local hours (a day) or local days. */
function bucketsOf(w: StatsWindow): string[] {
  const out: string[] = [];
  for (let at = new TZDate(w.from.getTime(), w.timeZone); at.getTime() < w.to.getTime(); at = w.byHour ? addHours(at, 1) : addDays(at, 1)) {
    out.push(format(at, w.byHour ? 'yyyy-MM-dd HH:00' : 'yyyy-MM-dd'));
  }
  return out;
}

const windowPart = (w: StatsWindow) => ({ period: w.period, from: w.from.toISOString(), to: w.to.toISOString(), time_zone: w.timeZone });
const keyed = (found: FigureRow[], grouping: FigureRow['grouping']) => new Map(found.filter((r) => r.grouping === grouping).map((r) => [r.key, r]));

export async function salesmanHistory(db: Db, branchId: number, salesmanId: number, w: StatsWindow): Promise<SalesmanHistory> {
  const found = await figures(db, { branchIds: [branchId], unit: 'salesman', salesmanId }, w, ['bucket', 'total']);
  const byBucket = keyed(found, 'bucket');
  return {
    ...windowPart(w),
    totals: salesmanPart(found.find((r) => r.grouping === 'total')),
    series: bucketsOf(w).map((bucket) => ({ bucket, ...salesmanPart(byBucket.get(bucket)) })),
  };
}

/** A shop's stores, by name. */
export function shopStores(db: Db, shopId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.shopId, shopId)).orderBy(asc(branches.name), asc(branches.id));
}

export function storeOf(db: Db, branchId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: branches.id, name: branches.name }).from(branches).where(eq(branches.id, branchId));
}

/** The salesmen of the stores, and anyone who answered for them in the window (a salesman moved since). */
async function salesmenNames(db: Db, branchIds: number[], answered: number[]): Promise<Map<number, string>> {
  const members = db.select({ id: userBranches.userId }).from(userBranches).where(inArray(userBranches.branchId, branchIds));
  const found = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(or(and(eq(users.provider, 'salesman'), isNull(users.deletedAt), inArray(users.id, members)), ...(answered.length > 0 ? [inArray(users.id, answered)] : [])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return new Map(found.map((u) => [u.id, `${u.first} ${u.last}`]));
}

export async function storeStatistics(db: Db, stores: { id: number; name: string }[], w: StatsWindow): Promise<ShopStatistics> {
  const branchIds = stores.map((s) => s.id);
  const [byStore, bySalesman] = await readAll(db, [
    () => figures(db, { branchIds, unit: 'store', salesmanId: null }, w, ['bucket', 'branch', 'total']),
    () => figures(db, { branchIds, unit: 'salesman', salesmanId: null }, w, ['user']),
  ]);
  const perSalesman = keyed(bySalesman, 'user');
  const names = await salesmenNames(db, branchIds, [...perSalesman.keys()].map(Number));
  const perStore = keyed(byStore, 'branch');
  const perBucket = keyed(byStore, 'bucket');
  return {
    ...windowPart(w),
    totals: storePart(byStore.find((r) => r.grouping === 'total')),
    series: bucketsOf(w).map((bucket) => ({ bucket, ...storePart(perBucket.get(bucket)) })),
    stores: stores.map((s) => ({ branch_id: s.id, name: s.name, ...storePart(perStore.get(s.id)) })),
    salesmen: [...names].map(([id, name]) => ({ user_id: id, name, ...salesmanPart(perSalesman.get(id)) })),
  };
}
