// The admin module's Brands (spec 3 §2 Admin sidebar "Brands", §3 Brand: logo, name, whether it owns more than one
// store, stores excluded from sharing core information; issue 20): every shop as a brand. The edit's body shares
// the core-info wizard's rules for these fields (src/contracts/shop-core-info.struct.ts): the name's length, the
// logo as a PNG in base64 and `not_under` naming stores of the shop.
import { array, boolean, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { flag } from './rules';
import { ShopDataBody } from './shop-core-info.struct';

const core = ShopDataBody.schema;

/** PUT admin/brands/{shop}: no logo (or an empty one) keeps the stored logo; `not_under` is kept empty while the
 *  brand does not own more than one store. */
export const BrandBody = object({
  name: core.name,
  logo: optional(core.logo),
  more_than_one: flag(),
  not_under: core.notUnder,
});
export type BrandBody = Infer<typeof BrandBody>;

/** A brand's store, to choose `not_under` from. */
export const BrandStore = object({ id: number(), name: string() });
export type BrandStore = Infer<typeof BrandStore>;

/** A row of GET admin/brands, what its editor starts from: the logo's address (GET admin/brands/{shop}/logo/{name})
 *  or null, the owner (the shop's owner account, null when it has none), its stores (not deleted) and the excluded
 *  ones' ids. */
export const AdminBrand = object({
  id: number(),
  name: string(),
  prefix: string(),
  logo_url: nullable(string()),
  owner: nullable(object({ id: number(), name: string(), email: string() })),
  stores: array(BrandStore),
  more_than_one: boolean(),
  not_under: array(number()),
});
export type AdminBrand = Infer<typeof AdminBrand>;

/** GET admin/brands/{shop}: one brand as the list shows it. */
export const BrandAnswer = object({ data: AdminBrand });
export const BrandSavedAnswer = object({ data: AdminBrand, message: string() });
