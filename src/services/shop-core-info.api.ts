// A shop's core info, the onboarding wizard's calls (spec 1 §7): the shop's or a store's core info, the banks, and
// the saves of steps 1 to 3, each multipart with the spec's field names (step 1 with `_method=PUT`, `notUnder` as
// JSON text and the logo as base64 PNG; step 2 with the documents chosen: a document left out keeps the stored one).
import {
  ShopBanksAnswer,
  ShopCoreInfoAnswer,
  ShopCoreInfoSavedAnswer,
  TAXPAYER_DOCUMENTS,
  type CoreInfoOwner,
  type ShopBank,
  type ShopCoreInfo,
  type TaxpayerDocument,
} from '../contracts/shop-core-info.struct';
import { apiCall } from './http';

/** The path of the owner's core info: the shop's, or one store's. */
export const coreInfoPath = ({ shopId, branchId }: CoreInfoOwner): string =>
  branchId === null ? `shops/${shopId}/core-info` : `shops/${shopId}/branch/${branchId}/core-info`;

export const fetchShopCoreInfo = async (owner: CoreInfoOwner): Promise<ShopCoreInfo> => (await apiCall(ShopCoreInfoAnswer, coreInfoPath(owner))).data;

export const fetchShopBanks = async (shopId: number): Promise<ShopBank[]> => (await apiCall(ShopBanksAnswer, `shops/${shopId}/core-info/banks`)).data;

export type Saved = { info: ShopCoreInfo; message: string };

type Fields = Record<string, string | number | boolean | null | undefined>;

function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.append(field, String(value));
  return form;
}

async function post(path: string, form: FormData): Promise<Saved> {
  const answer = await apiCall(ShopCoreInfoSavedAnswer, path, { method: 'POST', body: form });
  return { info: answer.data, message: answer.message };
}

export type ShopDataRequest = {
  shopId: number;
  body: { name: string; address: string; country_code: string; phone: string; email: string; more_than_one: boolean; notUnder: number[] };
  /** The logo drawn onto its canvas, as a data URL; null keeps the stored one. */
  logo: string | null;
};

export const saveShopData = ({ shopId, body, logo }: ShopDataRequest): Promise<Saved> =>
  post(`shops/${shopId}/core-info`, formOf({ _method: 'PUT', id: shopId, ...body, notUnder: JSON.stringify(body.notUnder), logo: logo ?? undefined }));

export type TaxpayerRequest = { owner: CoreInfoOwner; body: { taxpayer: string; rfc: string }; documents: Record<TaxpayerDocument, File | null> };

export function saveTaxpayer({ owner, body, documents }: TaxpayerRequest): Promise<Saved> {
  const form = formOf({ id: owner.shopId, branch_id: owner.branchId, ...body });
  for (const field of TAXPAYER_DOCUMENTS) {
    const file = documents[field];
    if (file) form.append(field, file, file.name);
  }
  return post(`${coreInfoPath(owner)}/taxpayer`, form);
}

export type AccountRequest = {
  owner: CoreInfoOwner;
  body: { interbank_key: string; account_number: string; bank_id: number; name_receiver: string; identifying_text: string };
};

export const saveAccount = ({ owner, body }: AccountRequest): Promise<Saved> =>
  post(`${coreInfoPath(owner)}/accounts`, formOf({ id: owner.shopId, branch_id: owner.branchId, ...body }));
