// The pensions screen's calls (spec 3 §7): the lot's pensions, create, edit (POST with `_method: 'put'`) and
// delete. Every answer is checked with the contract's structs.
import { PensionDeletedAnswer, PensionListAnswer, PensionSavedAnswer, type PensionBody, type PensionItem } from '../contracts/pension.struct';
import { apiCall } from './http';

export const fetchPensions = async (lotId: number): Promise<PensionItem[]> => (await apiCall(PensionListAnswer, `parkings/${lotId}/pensions`)).data.data;

export async function savePension(lotId: number, body: PensionBody, id: number | null): Promise<{ pension: PensionItem; message: string | null }> {
  const path = id === null ? `parkings/${lotId}/pensions` : `parkings/${lotId}/pensions/${id}`;
  const payload = id === null ? { ...body } : { ...body, _method: 'put' };
  const answer = await apiCall(PensionSavedAnswer, path, { method: 'POST', body: payload });
  return { pension: answer.data, message: answer.message ?? null };
}

export async function deletePension(lotId: number, id: number): Promise<{ message: string | null }> {
  const answer = await apiCall(PensionDeletedAnswer, `parkings/${lotId}/pensions/${id}`, { method: 'DELETE' });
  if (!answer.success) throw new Error(answer.message ?? 'delete refused');
  return { message: answer.message ?? null };
}
