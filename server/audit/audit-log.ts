// Reading the audit log: one tenant's entries (a lot's, for its administrators; a shop's, for its owner) or every
// tenant's (the platform admin), the filters, a page of entries, and batches for the download. Days are the
// company's (company_settings.time_zone).
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_AUDIT_PAGE, type AuditAction, type AuditEntry, type AuditPeriod, type AuditQuery } from '../../src/contracts/audit.struct';
import { formatDay } from '../../src/domain/formats/edge-formats';
import type { Db } from '../db/connect';
import { readAll } from '../db/reads';
import { auditEntries, companySettings, users } from '../db/schema';
import { dayStart } from '../routes/transactions/query';

/** Whose entries: every tenant's, or one lot's or one shop's (the route's tenant check passed). */
export type AuditReader = { kind: 'all' } | { kind: 'lot'; parkingId: number } | { kind: 'shop'; shopId: number };

export async function auditWhere(db: Db, reader: AuditReader, q: AuditQuery): Promise<SQL | undefined> {
  const conds: (SQL | undefined)[] = [];
  if (reader.kind === 'lot') conds.push(eq(auditEntries.parkingId, reader.parkingId));
  if (reader.kind === 'shop') conds.push(eq(auditEntries.shopId, reader.shopId));
  if (reader.kind === 'all' && q.parking_id !== undefined) conds.push(eq(auditEntries.parkingId, q.parking_id));
  if (reader.kind === 'all' && q.shop_id !== undefined) conds.push(eq(auditEntries.shopId, q.shop_id));
  if (q.user_id !== undefined) conds.push(eq(auditEntries.userId, q.user_id));
  if (q.entity) conds.push(eq(auditEntries.entity, q.entity));
  if (q.entity_id) conds.push(eq(auditEntries.entityId, q.entity_id));
  if (q.action) conds.push(eq(auditEntries.action, q.action as AuditAction));
  const text = q.q?.trim() ?? '';
  if (text !== '') {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const named = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(users.email, like), ilike(users.username, like)));
    conds.push(or(inArray(auditEntries.userId, named), eq(auditEntries.entityId, text)));
  }
  if (q.from || q.to || q.period) {
    const timeZone = await companyTimeZone(db);
    const today = formatDay(new Date(), timeZone);
    if (q.period) conds.push(gte(auditEntries.at, dayStart(today, timeZone, 1 - PERIOD_DAYS[q.period as AuditPeriod])));
    if (q.from) conds.push(gte(auditEntries.at, dayStart(q.from, timeZone)));
    if (q.to) conds.push(lt(auditEntries.at, dayStart(q.to, timeZone, 1)));
  }
  return and(...conds);
}

const PERIOD_DAYS: Record<AuditPeriod, number> = { day: 1, week: 7, month: 30, year: 365 };

const columns = {
  id: auditEntries.id,
  at: auditEntries.at,
  actor: auditEntries.actor,
  userId: auditEntries.userId,
  userName: sql<string | null>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
  customerId: auditEntries.customerId,
  ip: auditEntries.ip,
  method: auditEntries.method,
  route: auditEntries.route,
  parkingId: auditEntries.parkingId,
  shopId: auditEntries.shopId,
  entity: auditEntries.entity,
  entityId: auditEntries.entityId,
  action: auditEntries.action,
  before: auditEntries.before,
  after: auditEntries.after,
};

const selectEntries = (db: Db) => db.select(columns).from(auditEntries).leftJoin(users, eq(users.id, auditEntries.userId)).$dynamic();

/** Newest first; `beforeId` continues a download after the batch that ended there. */
export async function auditRows(db: Db, where: SQL | undefined, limit: number, offset = 0, beforeId: number | null = null): Promise<AuditEntry[]> {
  const rows = await selectEntries(db)
    .where(and(where, beforeId === null ? undefined : lt(auditEntries.id, beforeId)))
    .orderBy(desc(auditEntries.id))
    .limit(limit)
    .offset(offset);
  return rows.map(entryAnswer);
}

export async function auditCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditEntries).where(where);
  return row.n;
}

export async function auditPage(db: Db, reader: AuditReader, q: AuditQuery) {
  const where = await auditWhere(db, reader, q);
  const perPage = q.per_page ?? DEFAULT_AUDIT_PAGE;
  const page = q.page ?? 1;
  const [total, data] = await readAll(db, [() => auditCount(db, where), () => auditRows(db, where, perPage, (page - 1) * perPage)]);
  return { data, total, page, per_page: perPage };
}

export async function companyTimeZone(db: Db): Promise<string> {
  const [row] = await db.select({ timeZone: companySettings.timeZone }).from(companySettings).where(eq(companySettings.id, 1));
  return row?.timeZone ?? 'America/Monterrey';
}

function entryAnswer(r: Awaited<ReturnType<typeof selectEntries>>[number]): AuditEntry {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    user_id: r.userId,
    user_name: r.userName,
    customer_id: r.customerId,
    ip: r.ip,
    method: r.method,
    route: r.route,
    parking_id: r.parkingId,
    shop_id: r.shopId,
    entity: r.entity,
    entity_id: r.entityId,
    action: r.action,
    before: r.before ?? null,
    after: r.after ?? null,
  };
}
