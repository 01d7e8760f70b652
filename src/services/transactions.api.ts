// The transactions screens' calls (spec 3 §7): GET parkings/{id}/transactions and .../transactions/pensions
// (one page, the count, the money total, the entry gates), and their .../download (report.xlsx), read as a
// stream so that the screen can show how far the export has come.
import { PensionEntrancesAnswer, TransactionsAnswer, type PensionEntrancesPage, type TransactionsPage } from '../contracts/transactions.struct';
import { apiCall, apiDownload } from './http';

export type TransactionsKind = 'visits' | 'pensions';

/** The filters as the screen holds them: days yyyy-MM-dd, gate id or 'all'. */
export type TransactionFilters = { inDate: string | null; outDate: string | null; gate: string; search: string; page: number; perPage: number };

export const REPORT_FILE = 'report.xlsx';

export function transactionsQuery(f: TransactionFilters, withPage = true): string {
  const q = new URLSearchParams();
  if (f.inDate) q.set('in_date', f.inDate);
  if (f.outDate) q.set('out_date', f.outDate);
  q.set('gate_in', f.gate);
  q.set('search', f.search.trim());
  if (withPage) {
    q.set('page', String(f.page));
    q.set('per_page', String(f.perPage));
  }
  return q.toString();
}

const base = (lotId: number, kind: TransactionsKind) => `parkings/${lotId}/transactions${kind === 'pensions' ? '/pensions' : ''}`;

export async function fetchTransactions(lotId: number, f: TransactionFilters): Promise<TransactionsPage> {
  return (await apiCall(TransactionsAnswer, `${base(lotId, 'visits')}?${transactionsQuery(f)}`)).data;
}

export async function fetchPensionEntrances(lotId: number, f: TransactionFilters): Promise<PensionEntrancesPage> {
  return (await apiCall(PensionEntrancesAnswer, `${base(lotId, 'pensions')}?${transactionsQuery(f)}`)).data;
}

/** How far a download has come: bytes received, and the rows the report holds when the server says so. */
export type ExportProgress = { bytes: number; rows: number | null };

/** `X-Export-Rows`, when the server sends it (an older server does not). */
function rowsOf(headers: Headers): number | null {
  const value = headers.get('X-Export-Rows');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/** Downloads the report, reporting progress chunk by chunk; `signal` cancels it. The screen shows a failure. */
export function downloadReport(lotId: number, kind: TransactionsKind, f: TransactionFilters, onProgress: (p: ExportProgress) => void, signal?: AbortSignal): Promise<Blob> {
  let rows: number | null = null;
  return apiDownload(`${base(lotId, kind)}/download?${transactionsQuery(f, false)}`, {
    quiet: true,
    signal,
    onStart: (headers) => {
      rows = rowsOf(headers);
      onProgress({ bytes: 0, rows });
    },
    onProgress: (bytes) => onProgress({ bytes, rows }),
  });
}

/** Hands a downloaded file to the browser under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
