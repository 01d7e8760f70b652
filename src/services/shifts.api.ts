// The cashier shifts' calls (docs/api.md "Cashier shifts"): the operator's open shift, opening and closing one;
// the lot admin's list of shifts with the per-operator-and-day differences, its export and one shift's checkouts.
// Writes are quiet: the screens show a refusal themselves.
import {
  CurrentShiftAnswer,
  ShiftAnswer,
  ShiftDetailAnswer,
  ShiftsAnswer,
  type CloseShiftBody,
  type OpenShiftBody,
  type ShiftDetailAnswer as ShiftDetail,
  type ShiftRow,
  type ShiftsAnswer as Shifts,
} from '../contracts/shifts.struct';
import { apiCall, apiDownload } from './http';
import { REPORT_FILE, saveFile } from './transactions.api';

/** The caller's open shift in the lot, or null. Quiet: the checkout and the shift screen say it themselves. */
export const fetchCurrentShift = async (lotId: number): Promise<ShiftRow | null> =>
  (await apiCall(CurrentShiftAnswer, `parkings/${lotId}/shifts/current`, { quiet: true })).shift;

export const openShift = (lotId: number, body: OpenShiftBody): Promise<ShiftAnswer> =>
  apiCall(ShiftAnswer, `parkings/${lotId}/shifts`, { method: 'POST', body, quiet: true });

export const closeShift = (lotId: number, shiftId: number, body: CloseShiftBody): Promise<ShiftAnswer> =>
  apiCall(ShiftAnswer, `parkings/${lotId}/shifts/${shiftId}/close`, { method: 'POST', body, quiet: true });

/** The admin list's filters: days of the lot (yyyy-MM-dd, '' = open-ended) and one operator ('' = all). */
export type ShiftsFilter = { from: string; to: string; operatorId: string; page: number; perPage: number };

export function shiftsQuery(f: ShiftsFilter, withPage = true): string {
  const q = new URLSearchParams();
  if (f.from !== '') q.set('from', f.from);
  if (f.to !== '') q.set('to', f.to);
  if (f.operatorId !== '') q.set('operator_id', f.operatorId);
  if (withPage) {
    q.set('page', String(f.page));
    q.set('per_page', String(f.perPage));
  }
  return q.toString();
}

export const fetchShifts = (lotId: number, f: ShiftsFilter): Promise<Shifts> => apiCall(ShiftsAnswer, `parkings/${lotId}/shifts?${shiftsQuery(f)}`);

export const fetchShiftDetail = (lotId: number, shiftId: number): Promise<ShiftDetail> => apiCall(ShiftDetailAnswer, `parkings/${lotId}/shifts/${shiftId}`);

/** Downloads the list's export (report.xlsx) with the same filters; the screen says why when it fails. */
export async function exportShifts(lotId: number, f: ShiftsFilter): Promise<void> {
  saveFile(await apiDownload(`parkings/${lotId}/shifts/export?${shiftsQuery(f, false)}`, { quiet: true }), REPORT_FILE);
}
