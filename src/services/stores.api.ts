// A shop's stores (docs/api.md "Stores"): the list, a store with the categories its form offers, a save (register
// or edit, multipart with the storefront), send for verification, activate and inactivate, the phone's SMS code
// and its check, and the store form's geocoding (GET shops/{shop}/geocode).
import { GeocodeAnswer, type GeoPoint } from '../contracts/geocode.struct';
import { CategoriesAnswer, type Category } from '../contracts/store-request.struct';
import { PhoneCodeSentAnswer, ShopStoresAnswer, StoreAnswer, type StatusAction, type Store, type StoreBody } from '../contracts/store.struct';
import { apiCall } from './http';

export const fetchStores = async (shopId: number): Promise<Store[]> => (await apiCall(ShopStoresAnswer, `shops/${shopId}/branchs`)).data;

/** What the store form needs: the store (null for a new one) and the categories to choose from. */
export type StoreFormData = { store: Store | null; categories: Category[] };

export async function fetchStoreForm(shopId: number, storeId: number | null): Promise<StoreFormData> {
  const [store, categories] = await Promise.all([
    storeId === null ? null : apiCall(StoreAnswer, `shops/${shopId}/branch/${storeId}`).then((a) => a.data),
    apiCall(CategoriesAnswer, 'utilities/categories').then((a) => a.data),
  ]);
  return { store, categories };
}

/** storeId null: a new store (POST shops/{shop}/branch/register); else its edit. */
export type SaveStoreRequest = { shopId: number; storeId: number | null; body: StoreBody; storefront: File | null };
export type StoreChange = { store: Store; message: string | null };

export async function saveStore({ shopId, storeId, body, storefront }: SaveStoreRequest): Promise<StoreChange> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) if (value !== undefined) form.append(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  if (storefront) form.append('url_storefront', storefront, storefront.name);
  const path = storeId === null ? `shops/${shopId}/branch/register` : `shops/${shopId}/branch/${storeId}`;
  const answer = await apiCall(StoreAnswer, path, { method: storeId === null ? 'POST' : 'PUT', body: form });
  return { store: answer.data, message: answer.message ?? null };
}

export type StoreRef = { shopId: number; storeId: number };

export async function sendForVerification({ shopId, storeId }: StoreRef): Promise<StoreChange> {
  const answer = await apiCall(StoreAnswer, `shops/${shopId}/branch/${storeId}/verification`, { method: 'POST' });
  return { store: answer.data, message: answer.message ?? null };
}

export async function changeStoreStatus({ shopId, storeId, action }: StoreRef & { action: StatusAction }): Promise<StoreChange> {
  const body = action === 'inactivate' ? { action, agree: true } : { action };
  const answer = await apiCall(StoreAnswer, `shops/${shopId}/branch/${storeId}/status`, { method: 'POST', body });
  return { store: answer.data, message: answer.message ?? null };
}

/** Quiet: the phone panel shows a refusal itself (the countdown, the tries left). */
export const sendPhoneCode = ({ shopId, storeId }: StoreRef): Promise<PhoneCodeSentAnswer> =>
  apiCall(PhoneCodeSentAnswer, `shops/${shopId}/branch/${storeId}/phone/code`, { method: 'POST', quiet: true });

export async function verifyPhoneCode({ shopId, storeId, code }: StoreRef & { code: string }): Promise<StoreChange> {
  const answer = await apiCall(StoreAnswer, `shops/${shopId}/branch/${storeId}/phone/verify`, { method: 'POST', body: { code }, quiet: true });
  return { store: answer.data, message: answer.message ?? null };
}

/** Quiet: the store form shows a failure itself, in the spec's geocode alert. */
export const geocodeStoreAddress = async (shopId: number, address: string): Promise<GeoPoint> =>
  (await apiCall(GeocodeAnswer, `shops/${shopId}/geocode?${new URLSearchParams({ address })}`, { quiet: true })).data;
