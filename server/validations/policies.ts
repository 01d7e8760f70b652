// The lot admin's validation policies: the shops with a store in the lot's plaza, each with its policy in the
// lot, and a policy's upsert. A shop's side: the lots where it may validate (an active policy and one of the
// caller's stores in the lot's plaza), with the limits the shop's screen shows.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { PolicyBody, PolicyRow, ValidationLot } from '../../src/contracts/validations.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { branches, parkings, shops, validationPolicies } from '../db/schema';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';

type PolicyRecord = typeof validationPolicies.$inferSelect;

const policyOf = (p: PolicyRecord): PolicyRow['policy'] => ({
  active: p.active,
  max_minutes: p.maxMinutes,
  max_fixed_cents: p.maxFixedCents,
  max_percent: p.maxPercent,
  billing: p.billing,
  credits_cost: p.creditsCost,
  updated_at: p.updatedAt.toISOString(),
});

/** The stores (not deleted) in the plaza of the lot, with their shops. */
async function plazaStores(db: Db, parkingId: number, shopId?: number) {
  const [lot] = await db.select({ plazaId: parkings.plazaId }).from(parkings).where(eq(parkings.id, parkingId));
  return db
    .select({ shopId: shops.id, shopName: shops.name, id: branches.id, name: branches.name })
    .from(branches)
    .innerJoin(shops, eq(shops.id, branches.shopId))
    .where(and(eq(branches.plazaId, lot.plazaId), ne(branches.status, 'delete'), shopId === undefined ? undefined : eq(shops.id, shopId)))
    .orderBy(asc(shops.name), asc(shops.id), asc(branches.id));
}

export async function lotPolicies(db: Db, parkingId: number): Promise<PolicyRow[]> {
  const stores = await plazaStores(db, parkingId);
  const policies = await db.select().from(validationPolicies).where(eq(validationPolicies.parkingId, parkingId));
  const byShop = new Map<number, PolicyRow>();
  for (const s of stores) {
    const row = byShop.get(s.shopId) ?? { shop_id: s.shopId, shop_name: s.shopName, stores: [], policy: null };
    row.stores.push({ id: s.id, name: s.name });
    byShop.set(s.shopId, row);
  }
  for (const p of policies) {
    const row = byShop.get(p.shopId);
    if (row) row.policy = policyOf(p);
  }
  return [...byShop.values()];
}

/** Sets the shop's policy in the lot; a shop with no store in the lot's plaza is refused (422 at shop_id). */
export async function savePolicy(db: Db, parkingId: number, shopId: number, body: PolicyBody, locale: Locale): Promise<PolicyRow> {
  if (body.billing === 'credits' && body.credits_cost < 1) throw ValidationError.field('credits_cost', t('validationCreditsCostRequired', locale));
  const stores = await plazaStores(db, parkingId, shopId);
  if (stores.length === 0) throw ValidationError.field('shop_id', t('validationShopOutsidePlaza', locale));
  const values = {
    active: body.active,
    maxMinutes: body.max_minutes,
    maxFixedCents: body.max_fixed_cents,
    maxPercent: body.max_percent,
    billing: body.billing,
    creditsCost: body.credits_cost,
    updatedAt: new Date(),
  };
  const [saved] = await db
    .insert(validationPolicies)
    .values({ parkingId, shopId, ...values })
    .onConflictDoUpdate({ target: [validationPolicies.parkingId, validationPolicies.shopId], set: values })
    .returning();
  return { shop_id: shopId, shop_name: stores[0].shopName, stores: stores.map((s) => ({ id: s.id, name: s.name })), policy: policyOf(saved) };
}

/** The lots where the shop may validate from one of `branchIds` (null: any of its stores). */
export async function shopLots(db: Db, shopId: number, branchIds: readonly number[] | null): Promise<ValidationLot[]> {
  const rows = await db
    .select({ policy: validationPolicies, parkingName: parkings.name, branchId: branches.id })
    .from(validationPolicies)
    .innerJoin(parkings, eq(parkings.id, validationPolicies.parkingId))
    .innerJoin(branches, and(eq(branches.shopId, validationPolicies.shopId), eq(branches.plazaId, parkings.plazaId), ne(branches.status, 'delete')))
    .where(and(eq(validationPolicies.shopId, shopId), eq(validationPolicies.active, true), branchIds === null ? undefined : inArray(branches.id, [...branchIds, 0])))
    .orderBy(asc(parkings.name), asc(parkings.id), asc(branches.id));
  const lots = new Map<number, ValidationLot>();
  for (const { policy: p, parkingName, branchId } of rows) {
    const lot = lots.get(p.parkingId) ?? {
      parking_id: p.parkingId,
      parking_name: parkingName,
      max_minutes: p.maxMinutes,
      max_fixed_cents: p.maxFixedCents,
      max_percent: p.maxPercent,
      billing: p.billing,
      credits_cost: p.creditsCost,
      branch_ids: [],
    };
    lot.branch_ids.push(branchId);
    lots.set(p.parkingId, lot);
  }
  return [...lots.values()];
}
