// The validations' lists and report: a lot's (the lot admin's, days in the lot's time zone) and a shop's (days in
// Monterrey's, as the credit ledger; a manager sees their stores only), newest first, paged; the report per shop
// and billing over a period (live validations only).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ReportAnswer, ReportQuery, ValidationPage, ValidationRow } from '../../src/contracts/validations.struct';
import { DEFAULT_PAGE_SIZE } from '../../src/domain/tables/paging';
import type { Db } from '../db/connect';
import { branches, parkings, parkingValidations, shops, users, visits } from '../db/schema';
import { dayStart } from '../routes/transactions/query';

export const SHOP_TIME_ZONE = 'America/Monterrey';

export type Period = { from?: string; to?: string };
export type Paging = { page?: number; per_page?: number };

/** The validations of a period, [from's start, the day after to's start) in `timeZone`. */
export function inPeriod(q: Period, timeZone: string): SQL[] {
  const conds: SQL[] = [];
  if (q.from) conds.push(gte(parkingValidations.createdAt, dayStart(q.from, timeZone)));
  if (q.to) conds.push(lt(parkingValidations.createdAt, dayStart(q.to, timeZone, 1)));
  return conds;
}

export async function lotTimeZone(db: Db, parkingId: number): Promise<string> {
  const [lot] = await db.select({ timeZone: parkings.timeZone }).from(parkings).where(eq(parkings.id, parkingId));
  return lot.timeZone;
}

/** A lot's validations, of one shop when asked. */
export const lotWhere = (parkingId: number, q: Period & { shop_id?: number }, timeZone: string): SQL | undefined =>
  and(eq(parkingValidations.parkingId, parkingId), q.shop_id === undefined ? undefined : eq(parkingValidations.shopId, q.shop_id), ...inPeriod(q, timeZone));

/** A shop's validations: of `onlyBranches` when the caller acts on some stores only; of one store when asked. */
export const shopWhere = (shopId: number, q: Period & { branch_id?: number }, onlyBranches: readonly number[] | null): SQL | undefined =>
  and(
    eq(parkingValidations.shopId, shopId),
    onlyBranches === null ? undefined : inArray(parkingValidations.branchId, [...onlyBranches, 0]),
    q.branch_id === undefined ? undefined : eq(parkingValidations.branchId, q.branch_id),
    ...inPeriod(q, SHOP_TIME_ZONE),
  );

const rowsQuery = (db: Db, where: SQL | undefined) =>
  db
    .select({
      v: parkingValidations,
      parkingName: parkings.name,
      plate: visits.plate,
      visitState: visits.state,
      shopName: shops.name,
      branchName: branches.name,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(parkingValidations)
    .innerJoin(parkings, eq(parkings.id, parkingValidations.parkingId))
    .innerJoin(visits, eq(visits.id, parkingValidations.visitId))
    .innerJoin(shops, eq(shops.id, parkingValidations.shopId))
    .leftJoin(branches, eq(branches.id, parkingValidations.branchId))
    .leftJoin(users, eq(users.id, parkingValidations.userId))
    .where(where);

type Selected = Awaited<ReturnType<typeof rowsQuery>>[number];
const toRow = ({ v, ...r }: Selected): ValidationRow => ({
  id: v.id,
  created_at: v.createdAt.toISOString(),
  parking_id: v.parkingId,
  parking_name: r.parkingName,
  visit_id: v.visitId,
  plate: r.plate,
  visit_state: r.visitState,
  shop_id: v.shopId,
  shop_name: r.shopName,
  branch_id: v.branchId,
  branch_name: r.branchName,
  user_name: r.userName,
  kind: v.kind,
  value: v.value,
  billing: v.billing,
  credits: v.credits,
  applied_cents: v.appliedCents,
  voided_at: v.voidedAt?.toISOString() ?? null,
});

export async function validationRow(db: Db, id: number): Promise<ValidationRow> {
  const [row] = await rowsQuery(db, eq(parkingValidations.id, id));
  return toRow(row);
}

export async function validationPage(db: Db, where: SQL | undefined, q: Paging): Promise<ValidationPage> {
  const page = q.page ?? 1;
  const perPage = q.per_page ?? DEFAULT_PAGE_SIZE;
  const rows = await rowsQuery(db, where)
    .orderBy(desc(parkingValidations.createdAt), desc(parkingValidations.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ total }] = await db.select({ total: count() }).from(parkingValidations).where(where);
  return { data: rows.map(toRow), total, page, per_page: perPage };
}

/** Every row of a list, newest first (the export). */
export async function allValidations(db: Db, where: SQL | undefined): Promise<ValidationRow[]> {
  return (await rowsQuery(db, where).orderBy(desc(parkingValidations.createdAt), desc(parkingValidations.id))).map(toRow);
}

/** Per shop and billing: live validations, how many were paid, what they took off, the credits they cost. */
export async function validationReport(db: Db, parkingId: number, q: ReportQuery, timeZone: string): Promise<ReportAnswer> {
  const rows = await db
    .select({
      shop_id: parkingValidations.shopId,
      shop_name: shops.name,
      billing: parkingValidations.billing,
      count: count(),
      paid: count(parkingValidations.appliedCents),
      applied_cents: sql<number>`coalesce(sum(${parkingValidations.appliedCents}), 0)::int`,
      credits: sql<number>`coalesce(sum(${parkingValidations.credits}), 0)::int`,
    })
    .from(parkingValidations)
    .innerJoin(shops, eq(shops.id, parkingValidations.shopId))
    .where(and(eq(parkingValidations.parkingId, parkingId), isNull(parkingValidations.voidedAt), ...inPeriod(q, timeZone)))
    .groupBy(parkingValidations.shopId, shops.name, parkingValidations.billing)
    .orderBy(asc(shops.name), asc(parkingValidations.shopId), asc(parkingValidations.billing));
  const sum = (key: 'count' | 'paid' | 'applied_cents' | 'credits') => rows.reduce((s, r) => s + r[key], 0);
  return { data: rows, totals: { count: sum('count'), paid: sum('paid'), applied_cents: sum('applied_cents'), credits: sum('credits') } };
}
