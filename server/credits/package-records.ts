// The credit packages as the admin module's Packages lists them (GET admin/packages and its export): every
// package, on sale or not, with how many approved purchases it has had, searched by name, cheapest first.
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AdminPackage, AdminPackagesQuery } from '../../src/contracts/admin-packages.struct';
import { containing } from '../lists/list-text';
import type { Db } from '../db/connect';
import { creditPackages } from '../db/schema';

// `credit_packages.id` written out: drizzle leaves a lone table's columns unqualified, and the subquery would read its own.
const columns = {
  id: creditPackages.id,
  name: creditPackages.name,
  credits: creditPackages.credits,
  gift_credits: creditPackages.giftCredits,
  price_cents: creditPackages.priceCents,
  bulk: creditPackages.bulk,
  transferable: creditPackages.transferable,
  active: creditPackages.active,
  purchases: sql<number>`(select count(*) from credit_purchases cp where cp.package_id = credit_packages.id and cp.status = 'approved')::int`,
};

/** The packages whose name holds the search text, on sale or off it as asked (every package without either). */
export function packageFilter(query: Pick<AdminPackagesQuery, 'q' | 'status'>): SQL | undefined {
  const pattern = containing(query.q);
  return and(pattern === null ? undefined : ilike(creditPackages.name, pattern), query.status ? eq(creditPackages.active, query.status === 'active') : undefined);
}

export async function packageRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<AdminPackage[]> {
  return db.select(columns).from(creditPackages).where(where).orderBy(asc(creditPackages.priceCents), asc(creditPackages.id)).limit(limit).offset(offset);
}

export async function packageCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(creditPackages).where(where);
  return row.n;
}

/** One package as the list shows it, or undefined. */
export async function packageRow(db: Db, packageId: number): Promise<AdminPackage | undefined> {
  const [row] = await db.select(columns).from(creditPackages).where(eq(creditPackages.id, packageId));
  return row;
}
