// The admin lists' calls (src/contracts/admin-list.struct.ts): one page of a list under /api/admin/<path> with
// its search, page and filters, and the list's Excel export (report.xlsx) with the same filters.
import { number, type, type Struct } from 'superstruct';
import { adminPage, type AdminPage } from '../contracts/admin-list.struct';
import { apiCall, apiDownload } from './http';
import { REPORT_FILE, saveFile } from './transactions.api';

/** What a list asks for: the search text, the page, its size and the screen's filters ('' = all). */
export type AdminListRequest = { q: string; page: number; perPage: number; filters: Record<string, string> };

/** Every admin row has an id (the row an editor opens). */
export const AdminRow = type({ id: number() });
export type AdminRow = { id: number };

export function adminListQuery(r: AdminListRequest, withPage = true): string {
  const q = new URLSearchParams();
  if (r.q.trim() !== '') q.set('q', r.q.trim());
  for (const [name, value] of Object.entries(r.filters)) if (value !== '') q.set(name, value);
  if (withPage) {
    q.set('page', String(r.page));
    q.set('per_page', String(r.perPage));
  }
  return q.toString();
}

/** One page of `admin/<path>`, its rows checked against the screen's row struct. */
export const fetchAdminPage = <Row>(path: string, r: AdminListRequest, row: Struct<Row, unknown>): Promise<AdminPage<Row>> =>
  apiCall(adminPage(row), `admin/${path}?${adminListQuery(r)}`);

/** Downloads the list's export and saves it as report.xlsx; the screen says why when it fails. */
export async function exportAdminList(path: string, r: AdminListRequest): Promise<void> {
  saveFile(await apiDownload(`admin/${path}/export?${adminListQuery(r, false)}`, { quiet: true }), REPORT_FILE);
}
