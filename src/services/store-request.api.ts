// The public store account request (spec 3 §2, §3 Store request; docs/api.md "Store account requests"): the
// categories (named in the visitor's language) and banks the form offers, and the request itself, multipart with
// its two documents. A visitor has no session, and the form shows every failure itself: the calls are quiet
// (no notice from the shared handler) and carry no token.
import { BanksAnswer, type Bank } from '../contracts/core-info.struct';
import { CategoriesAnswer, STORE_REQUEST_DOCUMENTS, StoreRequestSent, type Category, type StoreRequestBody, type StoreRequestDocument } from '../contracts/store-request.struct';
import { apiCall } from './http';

const visitor = { quiet: true, anonymous: true } as const;

export const fetchCategories = async (): Promise<Category[]> => (await apiCall(CategoriesAnswer, 'utilities/categories', visitor)).data;

export const fetchRequestBanks = async (): Promise<Bank[]> => (await apiCall(BanksAnswer, 'utilities/banks', visitor)).data;

export type SentStoreRequest = { id: number; status: string; created_at: string };

/** What a send carries: the body and the two documents chosen (null: not chosen). */
export type StoreRequestSubmission = { body: StoreRequestBody; documents: Record<StoreRequestDocument, File | null> };

export async function sendStoreRequest({ body, documents }: StoreRequestSubmission): Promise<SentStoreRequest> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) if (value !== undefined) form.append(field, String(value));
  for (const field of STORE_REQUEST_DOCUMENTS) {
    const file = documents[field];
    if (file) form.append(field, file, file.name);
  }
  return (await apiCall(StoreRequestSent, 'store-requests', { method: 'POST', body: form, ...visitor })).data;
}
