// A shop's core info as GET shops/{shop}/core-info and GET shops/{shop}/branch/{branch}/core-info answer it (spec 1
// §7): the shop's step-1 data (its name and logo from `shops`, the rest from shop_core_info, the stores excluded
// from sharing it) and the owner's taxpayer data and bank account, each empty until first saved; and the banks of
// GET shops/{shop}/core-info/banks (reference data, migrations 0011 and 0019).
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CoreInfoOwner, ShopBank, ShopCoreInfo } from '../../src/contracts/shop-core-info.struct';
import type { Db } from '../db/connect';
import { banks, branches, coreInfoExclusions, shopBankAccounts, shopCoreInfo, shops, shopTaxpayers } from '../db/schema';
import { HttpError } from '../http/errors';
import { fileUrl, type FileOwner } from '../files/records';

/** Who may read the owner's documents: the shop's, its owner; a store's, whoever may act on that store. */
export const documentsOwner = (owner: CoreInfoOwner): FileOwner =>
  owner.branchId === null ? { kind: 'shop-core-info', id: owner.shopId } : { kind: 'branch-core-info', id: owner.branchId, shopId: owner.shopId };

/** The rows of the owner: the shop's (branch null) or the store's. */
export const ownedBy = <T extends typeof shopTaxpayers | typeof shopBankAccounts>(table: T, owner: CoreInfoOwner) =>
  and(eq(table.shopId, owner.shopId), owner.branchId === null ? isNull(table.branchId) : eq(table.branchId, owner.branchId));

/** Every bank, by name. */
export async function shopBanks(db: Db): Promise<ShopBank[]> {
  const rows = await db.select({ id: banks.id, bank: banks.name, razon_social: banks.razonSocial }).from(banks).orderBy(asc(banks.name));
  return rows;
}

/** The shop's stores (not deleted), by name. */
export async function storesOf(db: Db, shopId: number): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: branches.id, name: branches.name, status: branches.status }).from(branches).where(eq(branches.shopId, shopId)).orderBy(asc(branches.name), asc(branches.id));
  return rows.filter((r) => r.status !== 'delete').map(({ id, name }) => ({ id, name }));
}

export async function shopCoreInfoOf(db: Db, owner: CoreInfoOwner): Promise<ShopCoreInfo> {
  const [shop] = await db
    .select({ name: shops.name, urlLogo: shops.urlLogo, info: shopCoreInfo })
    .from(shops)
    .leftJoin(shopCoreInfo, eq(shopCoreInfo.shopId, shops.id))
    .where(eq(shops.id, owner.shopId));
  if (!shop) throw new HttpError(404, 'notFound');
  const stores = await storesOf(db, owner.shopId);
  const excluded = await db
    .select({ branchId: coreInfoExclusions.branchId })
    .from(coreInfoExclusions)
    .innerJoin(branches, eq(branches.id, coreInfoExclusions.branchId))
    .where(eq(branches.shopId, owner.shopId))
    .orderBy(asc(coreInfoExclusions.branchId));
  const [taxpayer] = await db.select().from(shopTaxpayers).where(ownedBy(shopTaxpayers, owner));
  const [account] = await db.select().from(shopBankAccounts).where(ownedBy(shopBankAccounts, owner));
  const files = documentsOwner(owner);
  const { info } = shop;
  return {
    id: owner.shopId,
    branch_id: owner.branchId,
    name: shop.name,
    address: info?.address ?? '',
    country_code: info?.countryCode ?? '52',
    phone: info?.phone ?? '',
    email: info?.email ?? '',
    more_than_one: info?.moreThanOne ?? stores.length > 1,
    notUnder: excluded.map((e) => e.branchId),
    logo_url: { original: shop.urlLogo },
    branchs: stores,
    taxpayer: taxpayer?.taxpayer ?? '',
    rfc: taxpayer?.rfc ?? '',
    doc_taxpayer: taxpayer ? fileUrl(files, taxpayer.taxpayerFile) : null,
    doc_proof_address: taxpayer ? fileUrl(files, taxpayer.addressFile) : null,
    name_taxpayer: taxpayer?.taxpayerFileName ?? '',
    name_proof_address: taxpayer?.addressFileName ?? '',
    interbank_key: account?.interbankKey ?? '',
    account_number: account?.accountNumber ?? '',
    bank_id: account?.bankId ?? null,
    name_receiver: account?.nameReceiver ?? '',
    identifying_text: account?.identifyingText ?? '',
  };
}
