// A lot's fiscal and bank data (spec 3 §7 Parking lots and fiscal data): the stored data with its documents'
// addresses, the banks it is chosen from, the save (always multipart: the spec's field names, and the two
// documents when chosen; on edit the server keeps a document left out), and a stored document's download.
import { BanksAnswer, CoreInfoAnswer, CoreInfoSavedAnswer, DOCUMENT_FIELDS, type Bank, type CoreInfo, type CoreInfoBody, type DocumentField } from '../contracts/core-info.struct';
import { apiCall, apiDownload } from './http';
import { saveFile } from './transactions.api';

export const fetchCoreInfo = async (lotId: number): Promise<CoreInfo | null> => (await apiCall(CoreInfoAnswer, `parkings/${lotId}/core-info`)).data;

export const fetchBanks = async (): Promise<Bank[]> => (await apiCall(BanksAnswer, 'utilities/banks')).data;

export type SaveCoreInfoRequest = { lotId: number; body: CoreInfoBody; documents: Record<DocumentField, File | null> };

export async function saveCoreInfo({ lotId, body, documents }: SaveCoreInfoRequest): Promise<{ info: CoreInfo; message: string }> {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) form.append(field, String(value));
  for (const field of DOCUMENT_FIELDS) {
    const file = documents[field];
    if (file) form.append(field, file, file.name);
  }
  const answer = await apiCall(CoreInfoSavedAnswer, `parkings/${lotId}/core-info`, { method: 'POST', body: form });
  return { info: answer.data, message: answer.message };
}

/** The document at `address` (as GET core-info answers it) handed to the browser under its stored name. */
export async function downloadDocument(address: string): Promise<void> {
  const blob = await apiDownload(address.replace(/^\/?api\//, ''));
  saveFile(blob, address.split('/').pop() ?? 'document');
}
