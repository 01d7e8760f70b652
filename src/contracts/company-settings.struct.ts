// The company settings (spec 3 §3 catalogue; admin module Settings): GET|PUT admin/settings and the closings,
// GET|POST admin/settings/closings. Rates in basis points (1600 = 16.00 %); days as yyyy-MM-dd.
import { boolean, nullable, number, object, omit, string, type Infer } from 'superstruct';
import { MAX_BP } from '../domain/charges/payment-charges';
import { LOCALES } from '../domain/validation/messages';
import { adminPage, AdminListQuery, type AdminPage } from './admin-list.struct';
import { day, flag, oneOf, text, whole } from './rules';

/** The currencies offered: the platform charges in Mexican pesos only. */
export const CURRENCIES = ['MXN'] as const;

/** Mexico's time zones (IANA), the ones a lot of the platform can be in. */
export const TIME_ZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Matamoros',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Mazatlan',
  'America/Bahia_Banderas',
  'America/Hermosillo',
  'America/Tijuana',
] as const;

export const SettingsBody = object({
  language: oneOf(LOCALES),
  currency: oneOf(CURRENCIES),
  time_zone: oneOf(TIME_ZONES),
  tax_required: flag(),
  tax_bp: whole(0, MAX_BP),
  service_bp: whole(0, MAX_BP),
  service_before_tax: flag(),
});
export type SettingsBody = Infer<typeof SettingsBody>;

/** The rule a struct cannot hold (it spans two fields): a required tax has a rate. Field -> rule code. */
export function settingsProblems(body: Pick<SettingsBody, 'tax_required' | 'tax_bp'>): Record<string, string> {
  return body.tax_required && body.tax_bp === 0 ? { tax_bp: `range|1|${MAX_BP}` } : {};
}

export const CompanySettings = object({
  language: string(),
  currency: string(),
  time_zone: string(),
  tax_required: boolean(),
  tax_bp: number(),
  service_bp: number(),
  service_before_tax: boolean(),
  /** Records dated on or before this day (in `time_zone`) are closed to edits; null: nothing is closed. */
  lock_date: nullable(string()),
  updated_at: string(),
});
export type CompanySettings = Infer<typeof CompanySettings>;

export const SettingsAnswer = object({ data: CompanySettings });
export const SavedSettingsAnswer = object({ message: string(), data: CompanySettings });

/** A move of the lock date: a later day closes, an earlier one (or none) reopens. The note says why. */
export const ClosingBody = object({ lock_date: nullable(day()), note: text(3, 500) });
export type ClosingBody = Infer<typeof ClosingBody>;

/** The lock date must be a day already over in the company's time zone: today's payments are still coming. */
export function closingProblems(body: Pick<ClosingBody, 'lock_date'>, current: string | null, today: string): Record<string, string> {
  if (body.lock_date === current) return { lock_date: 'unchanged' };
  if (body.lock_date !== null && body.lock_date >= today) return { lock_date: `before|${today}` };
  return {};
}

export const ClosingRow = object({
  id: number(),
  from_date: nullable(string()),
  to_date: nullable(string()),
  /** The lock date moved earlier (or was removed): a reopening. */
  reopening: boolean(),
  note: string(),
  /** Who moved it (their name), null once they are gone. */
  user: nullable(string()),
  at: string(),
});
export type ClosingRow = Infer<typeof ClosingRow>;

/** The closings' pages, newest first (no search: a handful a year). */
export const ClosingsQuery = omit(AdminListQuery, ['q']);
export type ClosingsQuery = Infer<typeof ClosingsQuery>;

export const ClosingsAnswer = adminPage(ClosingRow);
export type ClosingsPage = AdminPage<ClosingRow>;

export const ClosedAnswer = object({ message: string(), data: CompanySettings, closing: ClosingRow });
