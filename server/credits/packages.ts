// Credit packages (spec 3 §3): the ones on sale, cheapest first. The seed writes the demo packages; the admin's
// Packages (nexo.packages; package-writes.ts) manage them.
import { and, asc, eq } from 'drizzle-orm';
import type { CreditPackage } from '../../src/contracts/credits.struct';
import type { Db } from '../db/connect';
import { creditPackages } from '../db/schema';

export async function packagesOnSale(db: Db): Promise<CreditPackage[]> {
  const rows = await db.select().from(creditPackages).where(eq(creditPackages.active, true)).orderBy(asc(creditPackages.priceCents), asc(creditPackages.id));
  return rows.map((p) => ({ id: p.id, name: p.name, credits: p.credits, gift_credits: p.giftCredits, price_cents: p.priceCents, bulk: p.bulk, transferable: p.transferable }));
}

export async function activePackage(db: Db, id: number): Promise<typeof creditPackages.$inferSelect | undefined> {
  return (await db.select().from(creditPackages).where(and(eq(creditPackages.id, id), eq(creditPackages.active, true))))[0];
}
