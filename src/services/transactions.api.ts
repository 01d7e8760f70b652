// The transactions screens' calls (spec 3 §7): GET parkings/{id}/transactions and .../transactions/pensions
// (one page, the count, the money total, the entry gates), and their .../download (report.xlsx), read as a
// stream so that the screen can show how far the export has come.
import { PensionEntrancesAnswer, TransactionsAnswer, type PensionEntrancesPage, type TransactionsPage } from '../contracts/transactions.struct';
import { getLocale, t } from '../i18n/i18n';
import { apiCall, ApiError, messageFromBody } from './http';
import { accessToken } from './session-store';

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

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the text itself, if any, is the message.
  }
  return new ApiError(messageFromBody(body) ?? t('errors.generic'), response.status);
}

/**
 * Downloads the report, reporting progress chunk by chunk; `signal` cancels it. Read with fetch rather than
 * the shared client, which hands over a file only once it has all of it.
 */
export async function downloadReport(lotId: number, kind: TransactionsKind, f: TransactionFilters, onProgress: (p: ExportProgress) => void, signal?: AbortSignal): Promise<Blob> {
  const token = accessToken();
  const headers: Record<string, string> = { 'X-Locale': getLocale(), Accept: '*/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`/api/${base(lotId, kind)}/download?${transactionsQuery(f, false)}`, { headers, signal });
  if (!response.ok) throw await failureOf(response);
  const rows = rowsOf(response.headers);
  const type = response.headers.get('Content-Type') ?? '';
  onProgress({ bytes: 0, rows });
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    bytes += part.value.byteLength;
    onProgress({ bytes, rows });
  }
  // A fetch body's chunks never sit on a SharedArrayBuffer, which is all the DOM types guard against here.
  return new Blob(chunks as BlobPart[], { type });
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
