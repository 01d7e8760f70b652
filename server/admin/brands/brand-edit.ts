// The admin module's edit of a brand (PUT admin/brands/{shop}): its name, logo, whether it owns more than one store
// and the stores excluded from sharing its core info, with the core-info wizard's rules (server/shop-core-info:
// the logo a PNG, `not_under` stores of the shop). One transaction writes the name and logo into `shops`, the flag
// into shop_core_info (a shop whose owner has not filled it yet gets its row with the rest empty, as GET
// core-info shows a missing one) and the exclusions, which a brand of one store does not keep.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminBrand, BrandBody } from '../../../src/contracts/admin-brands.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import { branches, coreInfoExclusions, shopCoreInfo, shops } from '../../db/schema';
import { forgetFilesBut, saveFile } from '../../files/records';
import { HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { storesOf } from '../../shop-core-info/core-info-records';
import { logoOf } from '../../shop-core-info/save-shop-data';
import { brandRow } from './brand-records';

export async function saveBrand(app: FastifyInstance, locale: Locale, shopId: number, body: BrandBody): Promise<{ data: AdminBrand; message: string }> {
  const [shop] = await app.db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new HttpError(404, 'notFound');
  const notUnder = body.more_than_one ? body.not_under : [];
  const stores = await storesOf(app.db, shopId);
  // The wizard's rule (shopDataRuleFailures): each excluded store is one of the shop's.
  if (!notUnder.every((b) => stores.some((s) => s.id === b))) throw ValidationError.fromRules([['not_under', 'oneOf']], locale);
  // No logo, or an empty one, keeps the stored logo.
  const logo = body.logo ? await logoOf(body.logo, locale) : null;

  const data = await app.db.transaction(async (tx) => {
    const files = { kind: 'shop-logo', id: shopId } as const;
    const urlLogo = logo ? await saveFile(tx, app.files, files, logo) : undefined;
    if (logo) await forgetFilesBut(tx, files, [logo.name]);
    await tx.update(shops).set({ name: body.name, ...(urlLogo ? { urlLogo } : {}) }).where(eq(shops.id, shopId));
    await tx
      .insert(shopCoreInfo)
      .values({ shopId, address: '', countryCode: '52', phone: '', email: '', moreThanOne: body.more_than_one })
      .onConflictDoUpdate({ target: shopCoreInfo.shopId, set: { moreThanOne: body.more_than_one, updatedAt: new Date() } });
    const shopStores = tx.select({ id: branches.id }).from(branches).where(eq(branches.shopId, shopId));
    await tx.delete(coreInfoExclusions).where(inArray(coreInfoExclusions.branchId, shopStores));
    if (notUnder.length > 0) await tx.insert(coreInfoExclusions).values(notUnder.map((branchId) => ({ branchId })));
    const saved = await brandRow(tx, shopId);
    if (!saved) throw new HttpError(404, 'notFound');
    return saved;
  });
  return { data, message: t('brandSaved', locale, data.name) };
}
