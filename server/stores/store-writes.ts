// A new store of the shop and a store's edit (spec 3 §2 store add/update form, §3 Branch/store). Each is one
// transaction: the store, its categories, its storefront's file. A new store is `invalid` (not verified) until it
// is sent for verification (store-status.ts); a changed phone is no longer verified. A new store made by a user
// bound to some stores (a manager) becomes one of theirs, so that they can go on to its pages.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Store, StoreBody } from '../../src/contracts/store.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { AuthUser } from '../auth/auth-user';
import { announce } from '../cache/changes';
import type { Db } from '../db/connect';
import { branchCategories, branches, categories, userBranches } from '../db/schema';
import type { Upload } from '../files/plugin';
import type { PreparedImage } from '../files/images';
import { checkedImage, forgetFilesBut, saveFile } from '../files/records';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { forgetSessions, sessionsOf } from '../plugins/auth';
import { bindsNewStores } from './store-access';
import { lockStoreRow, shopStore, storeOwner } from './store-records';

type Write = { app: FastifyInstance; user: AuthUser; shopId: number; locale: Locale };

const fieldsOf = (body: StoreBody) => ({
  name: body.name,
  address: body.address,
  location: body.location || null,
  phoneNumber: body.number,
  countryCode: body.country_code,
  phonePublic: body.phone_public,
  opensAt: body.opens_at,
  closesAt: body.closes_at,
  daysOpen: [...body.days_open].sort((a, b) => a - b),
  covidDisinfectant: body.covid_disinfectant,
  covidCleansing: body.covid_cleansing,
  covidControlledAccess: body.covid_controlled_access,
});

/** Every category named must be one of the active ones (422 on `categories` otherwise). */
async function checkCategories(tx: Db, ids: readonly number[], locale: Locale): Promise<void> {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, [...ids]), eq(categories.active, true)));
  if (found.length !== ids.length) throw ValidationError.fromRules([['categories', 'oneOf']], locale);
}

async function setCategories(tx: Db, branchId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(branchCategories).where(eq(branchCategories.branchId, branchId));
  await tx.insert(branchCategories).values(ids.map((categoryId) => ({ branchId, categoryId })));
}

/** The storefront is checked and resized before anything is written. */
const storefrontOf = (upload: Upload | null, locale: Locale): Promise<PreparedImage | null> =>
  upload ? checkedImage(upload, 'store-image', locale) : Promise.resolve(null);

/** Stores the storefront as the store's file; the one it replaces is no longer readable. */
async function keepStorefront(tx: Db, app: FastifyInstance, owner: ReturnType<typeof storeOwner>, image: PreparedImage): Promise<void> {
  await saveFile(tx, app.files, owner, image);
  await forgetFilesBut(tx, owner, [image.name]);
}

export async function registerStore({ app, user, shopId, locale }: Write, body: StoreBody, upload: Upload | null): Promise<Store> {
  const image = await storefrontOf(upload, locale);
  const boundUser = bindsNewStores(user);
  const branchId = await app.db.transaction(async (tx) => {
    await checkCategories(tx, body.categories, locale);
    const [row] = await tx
      .insert(branches)
      .values({ shopId, ...fieldsOf(body), status: 'invalid', urlStorefront: image?.name ?? null })
      .returning({ id: branches.id, shopId: branches.shopId });
    await setCategories(tx, row.id, body.categories);
    if (image) await keepStorefront(tx, app, storeOwner(row), image);
    if (boundUser) {
      await tx.insert(userBranches).values({ userId: user.id, branchId: row.id });
      await announce(tx, sessionsOf(user.id));
    }
    return row.id;
  });
  if (boundUser) forgetSessions(app.db, user.id);
  return (await shopStore(app.db, shopId, branchId))!;
}

export async function editStore({ app, shopId, locale }: Omit<Write, 'user'>, branchId: number, body: StoreBody, upload: Upload | null): Promise<Store> {
  const image = await storefrontOf(upload, locale);
  await app.db.transaction(async (tx) => {
    const row = await lockStoreRow(tx, shopId, branchId);
    if (!row) throw new HttpError(404, 'notFound');
    if (row.status === 'delete') throw ValidationError.field('status', t('storeDeleted', locale));
    await checkCategories(tx, body.categories, locale);
    const fields = fieldsOf(body);
    const samePhone = fields.phoneNumber === row.phoneNumber && fields.countryCode === row.countryCode;
    await tx
      .update(branches)
      .set({ ...fields, ...(samePhone ? {} : { phoneVerifiedAt: null }), ...(image ? { urlStorefront: image.name } : {}) })
      .where(eq(branches.id, branchId));
    await setCategories(tx, branchId, body.categories);
    if (image) await keepStorefront(tx, app, storeOwner(row), image);
  });
  return (await shopStore(app.db, shopId, branchId))!;
}
