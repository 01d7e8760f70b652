// The store account requests as the admin module's Requests lists them (GET admin/requests, its export, GET
// admin/requests/{id}): newest first, searched by store, name or e-mail, filtered by status; the category named in
// the caller's language.
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminRequestDetail, AdminRequestRow, AdminRequestsQuery, RequestStatus } from '../../../src/contracts/admin-requests.struct';
import type { StoreKind } from '../../../src/contracts/store-request.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import type { Db } from '../../db/connect';
import { banks, categories, plazas, shops, storeRequests, users } from '../../db/schema';
import { containing } from '../../lists/list-text';

const categoryName = (locale: Locale) => (locale === 'es' ? categories.nameEs : categories.nameEn);
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The requests the query's search and status keep. */
export function requestFilter(q: AdminRequestsQuery): SQL | undefined {
  const pattern = containing(q.q);
  return and(
    pattern === null
      ? undefined
      : or(
          ilike(storeRequests.storeName, pattern),
          ilike(sql`${storeRequests.firstName} || ' ' || ${storeRequests.lastName}`, pattern),
          ilike(storeRequests.email, pattern),
        ),
    q.status === undefined ? undefined : eq(storeRequests.status, q.status),
  );
}

/** A page of the requests `where` keeps, newest first. */
export async function requestRows(db: Db, where: SQL | undefined, locale: Locale, limit: number, offset: number): Promise<AdminRequestRow[]> {
  const rows = await db
    .select({
      id: storeRequests.id,
      store_name: storeRequests.storeName,
      kind: sql<StoreKind>`${storeRequests.kind}`,
      first_name: storeRequests.firstName,
      last_name: storeRequests.lastName,
      email: storeRequests.email,
      category: categoryName(locale),
      status: sql<RequestStatus>`${storeRequests.status}`,
      createdAt: storeRequests.createdAt,
      decidedAt: storeRequests.decidedAt,
    })
    .from(storeRequests)
    .innerJoin(categories, eq(categories.id, storeRequests.categoryId))
    .where(where)
    .orderBy(desc(storeRequests.createdAt), desc(storeRequests.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ createdAt, decidedAt, ...r }) => ({ ...r, created_at: createdAt.toISOString(), decided_at: iso(decidedAt) }));
}

export async function requestCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storeRequests).where(where);
  return row.n;
}

/** One request with everything it carries, or undefined. */
export async function requestDetail(db: Db, requestId: number, locale: Locale): Promise<AdminRequestDetail | undefined> {
  const [row] = await db
    .select({
      request: storeRequests,
      category: categoryName(locale),
      bank: banks.name,
      decider: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      shopName: shops.name,
    })
    .from(storeRequests)
    .innerJoin(categories, eq(categories.id, storeRequests.categoryId))
    .innerJoin(banks, eq(banks.id, storeRequests.bankId))
    .leftJoin(users, eq(users.id, storeRequests.decidedBy))
    .leftJoin(shops, eq(shops.id, storeRequests.shopId))
    .where(eq(storeRequests.id, requestId));
  if (!row) return undefined;
  const r = row.request;
  return {
    id: r.id,
    store_name: r.storeName,
    kind: r.kind as StoreKind,
    address: r.address,
    hq_address: r.hqAddress,
    description: r.description,
    product_kinds: r.productKinds,
    category: row.category,
    mobile_phone: r.mobilePhone,
    birth_date: r.birthDate,
    welcome_message: r.welcomeMessage,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    bank: row.bank,
    account_number: r.accountNumber,
    extra_sanitizer: r.extraSanitizer,
    clean_frequently: r.cleanFrequently,
    customer_limit: r.customerLimit,
    rfc_file: r.rfcFile,
    address_file: r.addressFile,
    locale: r.locale,
    status: r.status as RequestStatus,
    created_at: r.createdAt.toISOString(),
    decided_at: iso(r.decidedAt),
    decided_by: row.decider,
    reject_reason: r.rejectReason,
    shop_id: r.shopId,
    shop_name: row.shopName,
  };
}

/** The plazas an approved request's first store may be in, by name. */
export const plazaChoices = (db: Db): Promise<{ id: number; name: string }[]> => db.select({ id: plazas.id, name: plazas.name }).from(plazas).orderBy(asc(plazas.name), asc(plazas.id));
