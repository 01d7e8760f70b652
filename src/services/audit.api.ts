// The audit log's calls (docs/api.md "Audit log"): a page of the entries a source holds (every tenant's, a lot's
// or a shop's) with the list's search, filters and page, and their report.xlsx.
import { AuditPage } from '../contracts/audit.struct';
import { adminListQuery, type AdminListRequest } from './admin-list.api';
import { apiCall, apiDownload } from './http';
import { REPORT_FILE, saveFile } from './transactions.api';

/** Whose entries: the platform admin's (every tenant), a lot's administrator's, a shop owner's. */
export type AuditSource = { kind: 'all' } | { kind: 'lot'; parkingId: number } | { kind: 'shop'; shopId: number };

export const auditPath = (source: AuditSource): string =>
  source.kind === 'all' ? 'audit' : source.kind === 'lot' ? `parkings/${source.parkingId}/audit` : `shops/${source.shopId}/audit`;

export const fetchAuditPage = (path: string, r: AdminListRequest): Promise<AuditPage> => apiCall(AuditPage, `${path}?${adminListQuery(r)}`);

export async function exportAudit(path: string, r: AdminListRequest): Promise<void> {
  saveFile(await apiDownload(`${path}/export?${adminListQuery(r, false)}`, { quiet: true }), REPORT_FILE);
}
