// The admin module's writes of a credit package (POST admin/packages, PUT admin/packages/{package}). Package writes
// run one at a time (a transaction-scoped advisory lock), so that two saves cannot both take a free name. A
// package is never deleted: purchases name it; it leaves the shop's list when made inactive. A purchase under
// way keeps the price it was asked at: the buy flow refuses an amount that is no longer the package's (422).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminPackage, PackageBody } from '../../src/contracts/admin-packages.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { creditPackages } from '../db/schema';
import { HttpError, ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { packageRow } from './package-records';

/** The database the request writes through (`app.db` read in the handler) and the caller's language. */
type Write = { db: Db; locale: Locale };
type Saved = { data: AdminPackage; message: string };

/** Any number: it only has to differ from the other writers' advisory locks. */
const PACKAGE_WRITES_LOCK = 20_012;

const fieldsOf = (body: PackageBody) => ({
  name: body.name,
  credits: body.credits,
  giftCredits: body.gift_credits,
  priceCents: body.price_cents,
  bulk: body.bulk,
  transferable: body.transferable,
  active: body.active,
});

/** The name no other package's (in any capitals). */
async function checkName(tx: Db, name: string, locale: Locale, packageId: number | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PACKAGE_WRITES_LOCK})`);
  const other = packageId === null ? undefined : ne(creditPackages.id, packageId);
  const [taken] = await tx.select({ id: creditPackages.id }).from(creditPackages).where(and(sql`lower(${creditPackages.name}) = lower(${name})`, other));
  if (taken) throw ValidationError.field('name', t('packageNameTaken', locale, name));
}

const savedOf = async (tx: Db, packageId: number): Promise<AdminPackage> => {
  const row = await packageRow(tx, packageId);
  if (!row) throw new HttpError(404, 'notFound');
  return row;
};

export async function createPackage({ db, locale }: Write, body: PackageBody): Promise<Saved> {
  const data = await db.transaction(async (tx) => {
    await checkName(tx, body.name, locale, null);
    const [row] = await tx.insert(creditPackages).values(fieldsOf(body)).returning({ id: creditPackages.id });
    return savedOf(tx, row.id);
  });
  return { data, message: t('packageAdded', locale, data.name) };
}

export async function updatePackage({ db, locale }: Write, packageId: number, body: PackageBody): Promise<Saved> {
  const data = await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: creditPackages.id }).from(creditPackages).where(eq(creditPackages.id, packageId)).for('update');
    if (!current) throw new HttpError(404, 'notFound');
    await checkName(tx, body.name, locale, packageId);
    await tx.update(creditPackages).set(fieldsOf(body)).where(eq(creditPackages.id, packageId));
    return savedOf(tx, packageId);
  });
  return { data, message: t('packageSaved', locale, data.name) };
}
