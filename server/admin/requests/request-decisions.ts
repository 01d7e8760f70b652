// The platform admin's decision on a store account request (POST admin/requests/{id}/approve and /reject), in
// the route's transaction on the request locked: a decided request is not decided again (409). Approving creates
// the shop (named as the store, with a free prefix for its salesmen's usernames), its owner (role 4, provider
// shopping, the request's e-mail, names and phone; no password of their own until they choose one through the
// mailed link) and its first store in the plaza chosen, from the request's fields (status `invalid`: the owner
// completes it and sends it for verification, spec 3 §4), filed under the request's category. The mails go in
// the request's language once the transaction committed; a mail that fails is logged (the decision stands).
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminRequestDetail, ApproveRequestBody, RejectRequestBody } from '../../../src/contracts/admin-requests.struct';
import { SHOP_OWNER_ROLE } from '../../../src/contracts/shop-users.struct';
import { pickLocale, type Locale } from '../../../src/domain/validation/messages';
import type { AuthUser } from '../../auth/auth-user';
import { hashPassword } from '../../auth/passwords';
import { createResetLink } from '../../auth/reset-link';
import { newToken } from '../../auth/tokens';
import { afterCommit } from '../../db/write-scope';
import type { Db } from '../../db/connect';
import { branchCategories, branches, plazas, shops, storeRequests, users } from '../../db/schema';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import type { Mail } from '../../plugins/mail';
import { approvalMail, rejectionMail } from './decision-mails';
import { requestDetail } from './request-records';

type Decide = { app: FastifyInstance; actor: AuthUser; locale: Locale };
export type Decided = { data: AdminRequestDetail; message: string };
type RequestRow = typeof storeRequests.$inferSelect;

/** A shop prefix is 2 to 6 letters or digits (a salesman signs in as PREFIX_NAME). */
const PREFIX_LENGTH = 4;
const FALLBACK_PREFIX = 'TNDA';

/** The pending request, locked; 404 for none, 409 once decided. */
async function pendingRequest(db: Db, requestId: number): Promise<RequestRow> {
  const [row] = await db.select().from(storeRequests).where(eq(storeRequests.id, requestId)).for('update');
  if (!row) throw new HttpError(404, 'notFound');
  if (row.status !== 'pending') throw new HttpError(409, 'requestDecided');
  return row;
}

/** The first letters and digits of the store's name, upper-cased without accents, made unique with a number. */
export async function freeShopPrefix(db: Db, storeName: string): Promise<string> {
  const letters = storeName.normalize('NFD').replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const base = letters.length >= 2 ? letters.slice(0, PREFIX_LENGTH) : FALLBACK_PREFIX;
  const taken = new Set((await db.select({ prefix: shops.prefix }).from(shops).where(like(shops.prefix, `${base}%`))).map((r) => r.prefix));
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base.slice(0, 6 - String(n).length)}${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function mailAfterCommit(app: FastifyInstance, mail: Mail, requestId: number): void {
  afterCommit(() => void app.mailer.send(mail).catch((err: unknown) => app.log.error({ err }, `could not mail the decision on store request ${requestId}`)));
}

async function decided(db: Db, requestId: number, locale: Locale): Promise<AdminRequestDetail> {
  const detail = await requestDetail(db, requestId, locale);
  if (!detail) throw new Error(`store request ${requestId} just decided is gone`);
  return detail;
}

export async function approveRequest({ app, actor, locale }: Decide, requestId: number, body: ApproveRequestBody): Promise<Decided> {
  const db = app.db;
  const request = await pendingRequest(db, requestId);
  const [plaza] = await db.select({ id: plazas.id }).from(plazas).where(eq(plazas.id, body.plaza_id));
  if (!plaza) throw ValidationError.fromRules([['plaza_id', 'oneOf']], locale);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.provider, 'shopping'), sql`lower(${users.email}) = lower(${request.email})`, isNull(users.deletedAt)));
  if (taken) throw new HttpError(409, 'requestEmailTaken', request.email);

  const [shop] = await db.insert(shops).values({ name: request.storeName, prefix: await freeShopPrefix(db, request.storeName) }).returning({ id: shops.id });
  const [owner] = await db
    .insert(users)
    .values({
      provider: 'shopping',
      email: request.email,
      firstName: request.firstName,
      lastName: request.lastName,
      phone: request.mobilePhone,
      countryCode: '52',
      // Nobody knows this password: the owner chooses theirs through the mailed link.
      passwordHash: await hashPassword(newToken()),
      roleId: SHOP_OWNER_ROLE,
      shopId: shop.id,
    })
    .returning({ id: users.id });
  const [store] = await db
    .insert(branches)
    .values({
      shopId: shop.id,
      name: request.storeName,
      address: request.address,
      plazaId: plaza.id,
      phoneNumber: request.mobilePhone,
      covidDisinfectant: request.extraSanitizer,
      covidCleansing: request.cleanFrequently,
      covidControlledAccess: request.customerLimit,
    })
    .returning({ id: branches.id });
  await db.insert(branchCategories).values({ branchId: store.id, categoryId: request.categoryId });
  await db.update(storeRequests).set({ status: 'approved', decidedAt: new Date(), decidedBy: actor.id, shopId: shop.id }).where(eq(storeRequests.id, requestId));

  const link = await createResetLink(db, app.config.publicUrl, owner.id, 'welcome');
  const visitor = { email: request.email, firstName: request.firstName, storeName: request.storeName };
  mailAfterCommit(app, approvalMail(visitor, link, `${app.config.publicUrl}/login/shopping`, pickLocale(request.locale)), requestId);
  return { data: await decided(db, requestId, locale), message: t('requestApproved', locale, request.storeName) };
}

export async function rejectRequest({ app, actor, locale }: Decide, requestId: number, body: RejectRequestBody): Promise<Decided> {
  const db = app.db;
  const request = await pendingRequest(db, requestId);
  const reason = body.reason.trim();
  await db.update(storeRequests).set({ status: 'rejected', decidedAt: new Date(), decidedBy: actor.id, rejectReason: reason }).where(eq(storeRequests.id, requestId));
  const visitor = { email: request.email, firstName: request.firstName, storeName: request.storeName };
  mailAfterCommit(app, rejectionMail(visitor, reason, pickLocale(request.locale)), requestId);
  return { data: await decided(db, requestId, locale), message: t('requestRejected', locale, request.email) };
}
