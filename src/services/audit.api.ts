// The audit log's calls (docs/api.md "Audit log"): a page of the entries at a path (audit, parkings/{id}/audit or
// shops/{id}/audit: src/machines/admin-list/audit-log.logic.ts) with the list's search, filters and page, and
// their report.xlsx.
import { AuditPage } from '../contracts/audit.struct';
import { adminListQuery, type AdminListRequest } from './admin-list.api';
import { apiCall, apiDownload } from './http';
import { REPORT_FILE, saveFile } from './transactions.api';

export const fetchAuditPage = (path: string, r: AdminListRequest): Promise<AuditPage> => apiCall(AuditPage, `${path}?${adminListQuery(r)}`);

export async function exportAudit(path: string, r: AdminListRequest): Promise<void> {
  saveFile(await apiDownload(`${path}/export?${adminListQuery(r, false)}`, { quiet: true }), REPORT_FILE);
}
