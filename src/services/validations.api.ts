// The merchant validations' calls (issue 21; docs/api.md "Merchant validations"): the lot admin's policies, the
// lot's list and report per shop with their report.xlsx; the shop's lots, a validation, withdrawing one, the
// shop's recent validations. Writes are quiet: the forms show a refusal themselves.
import {
  PolicyAnswer,
  PolicyListAnswer,
  ReportAnswer,
  ValidationAnswer,
  ValidationLotsAnswer,
  ValidationPage,
  type PolicyBody,
  type PolicyRow,
  type ValidationBody,
  type ValidationLot,
  type ValidationRow,
} from '../contracts/validations.struct';
import { apiCall, apiDownload } from './http';
import { REPORT_FILE, saveFile } from './transactions.api';

export const fetchPolicies = async (parkingId: number): Promise<PolicyRow[]> => (await apiCall(PolicyListAnswer, `parkings/${parkingId}/validation-policies`)).data;

export const savePolicy = async (parkingId: number, shopId: number, body: PolicyBody): Promise<PolicyRow> =>
  (await apiCall(PolicyAnswer, `parkings/${parkingId}/validation-policies/${shopId}`, { method: 'PUT', body, quiet: true })).data;

/** A period of days (yyyy-MM-dd, either may be open) and, for lists, a page. */
export type Period = { from: string | null; to: string | null };

function query(params: Record<string, string | number | null>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null) q.set(key, String(value));
  return q.toString();
}

export const fetchLotValidations = (parkingId: number, p: Period & { shopId: number | null; page: number; perPage: number }): Promise<ValidationPage> =>
  apiCall(ValidationPage, `parkings/${parkingId}/validations?${query({ from: p.from, to: p.to, shop_id: p.shopId, page: p.page, per_page: p.perPage })}`);

export async function exportLotValidations(parkingId: number, p: Period & { shopId: number | null }): Promise<void> {
  saveFile(await apiDownload(`parkings/${parkingId}/validations/export?${query({ from: p.from, to: p.to, shop_id: p.shopId })}`, { quiet: true }), REPORT_FILE);
}

export const fetchReport = (parkingId: number, p: Period): Promise<ReportAnswer> => apiCall(ReportAnswer, `parkings/${parkingId}/validations/report?${query(p)}`);

export async function exportReport(parkingId: number, p: Period): Promise<void> {
  saveFile(await apiDownload(`parkings/${parkingId}/validations/report/export?${query(p)}`, { quiet: true }), REPORT_FILE);
}

export const fetchShopLots = async (shopId: number): Promise<ValidationLot[]> => (await apiCall(ValidationLotsAnswer, `shops/${shopId}/validations/lots`)).data;

export const fetchShopValidations = (shopId: number, p: { branchId: number | null; page: number; perPage: number }): Promise<ValidationPage> =>
  apiCall(ValidationPage, `shops/${shopId}/validations?${query({ branch_id: p.branchId, page: p.page, per_page: p.perPage })}`);

export const sendValidation = async (shopId: number, branchId: number, body: ValidationBody): Promise<ValidationRow> =>
  (await apiCall(ValidationAnswer, `shops/${shopId}/branches/${branchId}/validations`, { method: 'POST', body, quiet: true })).data;

export const voidValidation = async (shopId: number, branchId: number, validationId: number): Promise<ValidationRow> =>
  (await apiCall(ValidationAnswer, `shops/${shopId}/branches/${branchId}/validations/${validationId}`, { method: 'DELETE', quiet: true })).data;
