// Step 1 of the wizard, the shop's data (spec 1 §5 core step 1, §7 POST shops/{shop}/core-info with `_method=PUT`).
// Every rule is checked before anything is written: the fields (the body's struct), `id` naming the shop, every
// store of `notUnder` being the shop's, and the logo (base64 text) being a PNG picture. Then one transaction
// writes the name and the logo into `shops` (the session's dropdowns read them), the rest into shop_core_info and
// the stores excluded from sharing the core info, so a refused or failed save leaves all of it as it was.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOGO_HEAD, ownerRuleFailures, shopDataRuleFailures, type ShopCoreInfo, type ShopDataBody } from '../../src/contracts/shop-core-info.struct';
import type { Locale } from '../../src/domain/validation/messages';
import { branches, coreInfoExclusions, shopCoreInfo, shops } from '../db/schema';
import { ValidationError } from '../http/errors';
import { t } from '../http/messages';
import { prepareImage, type PreparedImage } from '../files/images';
import { forgetFilesBut, saveFile } from '../files/records';
import { shopCoreInfoOf, storesOf } from './core-info-records';

type Save = { app: FastifyInstance; shopId: number; locale: Locale };

/** The logo's picture at its size, or a 422 on `logo`: it must be a PNG (spec 1 §3: "base64 png"). */
export async function logoOf(text: string, locale: Locale): Promise<PreparedImage> {
  const bytes = Buffer.from(text.startsWith(LOGO_HEAD) ? text.slice(LOGO_HEAD.length) : text, 'base64');
  const image = await prepareImage(bytes, 'shop-logo');
  if (typeof image === 'string') throw ValidationError.field('logo', t(image === 'fileType' ? 'logoType' : image, locale));
  if (image.contentType !== 'image/png') throw ValidationError.field('logo', t('logoType', locale));
  return image;
}

export async function saveShopData({ app, shopId, locale }: Save, body: ShopDataBody): Promise<ShopCoreInfo> {
  const owner = { shopId, branchId: null };
  const stores = await storesOf(app.db, shopId);
  const failures = [...ownerRuleFailures(body, owner), ...shopDataRuleFailures(body, stores.map((s) => s.id))];
  if (failures.length > 0) throw ValidationError.fromRules(failures, locale);
  // No logo, or an empty one (a form's empty field), keeps the stored logo.
  const logo = body.logo ? await logoOf(body.logo, locale) : null;

  await app.db.transaction(async (tx) => {
    const files = { kind: 'shop-logo', id: shopId } as const;
    const urlLogo = logo ? await saveFile(tx, app.files, files, logo) : undefined;
    if (logo) await forgetFilesBut(tx, files, [logo.name]);
    await tx.update(shops).set({ name: body.name, ...(urlLogo ? { urlLogo } : {}) }).where(eq(shops.id, shopId));
    const fields = {
      address: body.address,
      countryCode: body.country_code,
      phone: body.phone,
      email: body.email,
      moreThanOne: body.more_than_one,
      updatedAt: new Date(),
    };
    await tx.insert(shopCoreInfo).values({ shopId, ...fields }).onConflictDoUpdate({ target: shopCoreInfo.shopId, set: fields });
    const shopStores = tx.select({ id: branches.id }).from(branches).where(eq(branches.shopId, shopId));
    await tx.delete(coreInfoExclusions).where(inArray(coreInfoExclusions.branchId, shopStores));
    if (body.notUnder.length > 0) await tx.insert(coreInfoExclusions).values(body.notUnder.map((branchId) => ({ branchId })));
  });
  return shopCoreInfoOf(app.db, owner);
}
