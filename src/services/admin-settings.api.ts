// The company settings' calls (docs/api.md "Admin: settings"): the settings and the first page of closings read
// together, the save, a page of closings and a move of the lock date. Quiet: the screen says why a call failed.
import {
  ClosedAnswer,
  ClosingsAnswer,
  SavedSettingsAnswer,
  SettingsAnswer,
  type ClosingBody,
  type ClosingRow,
  type ClosingsPage,
  type CompanySettings,
  type SettingsBody,
} from '../contracts/company-settings.struct';
import { apiCall } from './http';

export type SettingsRead = { settings: CompanySettings; closings: ClosingsPage };
export type SettingsSaved = { settings: CompanySettings; message: string };
export type PeriodMoved = { settings: CompanySettings; closing: ClosingRow; message: string };

/** The closings' page size on the Settings screen. */
export const CLOSINGS_PER_PAGE = 5;

export const fetchClosings = (page: number): Promise<ClosingsPage> =>
  apiCall(ClosingsAnswer, `admin/settings/closings?page=${page}&per_page=${CLOSINGS_PER_PAGE}`, { quiet: true });

export async function fetchSettings(): Promise<SettingsRead> {
  const [answer, closings] = await Promise.all([apiCall(SettingsAnswer, 'admin/settings', { quiet: true }), fetchClosings(1)]);
  return { settings: answer.data, closings };
}

export async function saveSettings(body: SettingsBody): Promise<SettingsSaved> {
  const answer = await apiCall(SavedSettingsAnswer, 'admin/settings', { method: 'PUT', body, quiet: true });
  return { settings: answer.data, message: answer.message };
}

export async function movePeriod(body: ClosingBody): Promise<PeriodMoved> {
  const answer = await apiCall(ClosedAnswer, 'admin/settings/closings', { method: 'POST', body, quiet: true });
  return { settings: answer.data, closing: answer.closing, message: answer.message };
}
