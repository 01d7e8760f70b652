// The company settings (spec 3 §3 catalogue), one row: read by every new parking payment (its charges), by a
// new lot (its time zone) and by any request that names no language (the fallback), so kept in each process's
// memory and forgotten in every process when saved (server/cache topic `settings`).
import { eq } from 'drizzle-orm';
import type { CompanySettings, SettingsBody } from '../../src/contracts/company-settings.struct';
import type { ChargeRates } from '../../src/domain/charges/payment-charges';
import type { Locale } from '../../src/domain/validation/messages';
import { defineCache, forget } from '../cache/caches';
import { announce, type Change } from '../cache/changes';
import type { Db } from '../db/connect';
import { companySettings } from '../db/schema';

export type SettingsRow = typeof companySettings.$inferSelect;

const SETTINGS_ID = 1;
const settingsChange: Change = { topic: 'settings', id: SETTINGS_ID };
const settingsCache = defineCache<number, SettingsRow>('settings');

async function readRow(db: Db): Promise<SettingsRow> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  // Migration 0021 inserts the row and nothing deletes it.
  if (!row) throw new Error('company_settings has no row 1');
  return row;
}

/** The settings as they are now (kept in memory outside a write's transaction). */
export async function readSettings(db: Db): Promise<SettingsRow> {
  const cache = settingsCache(db);
  return cache ? cache.get(SETTINGS_ID, () => readRow(db)) : readRow(db);
}

/** The settings kept in this process, without reading (undefined when not kept). */
export const keptSettings = (db: Db): SettingsRow | undefined => settingsCache(db)?.peek(SETTINGS_ID);

export const chargeRatesOf = (s: SettingsRow): ChargeRates => ({ taxRequired: s.taxRequired, taxBp: s.taxBp, serviceBp: s.serviceBp, serviceBeforeTax: s.serviceBeforeTax });

/** The charges a payment made now carries. */
export const currentChargeRates = async (db: Db): Promise<ChargeRates> => chargeRatesOf(await readSettings(db));

export const settingsLanguage = (s: SettingsRow): Locale => (s.language === 'en' ? 'en' : 'es');

export function settingsAnswer(s: SettingsRow): CompanySettings {
  return {
    language: s.language,
    currency: s.currency,
    time_zone: s.timeZone,
    tax_required: s.taxRequired,
    tax_bp: s.taxBp,
    service_bp: s.serviceBp,
    service_before_tax: s.serviceBeforeTax,
    lock_date: s.lockDate,
    updated_at: s.updatedAt.toISOString(),
  };
}

/** Saves what the Settings form edits (the lock date moves through a closing: ./closings.ts). */
export async function saveSettings(db: Db, body: SettingsBody): Promise<SettingsRow> {
  const [row] = await db
    .update(companySettings)
    .set({
      language: body.language,
      currency: body.currency,
      timeZone: body.time_zone,
      taxRequired: body.tax_required,
      taxBp: body.tax_bp,
      serviceBp: body.service_bp,
      serviceBeforeTax: body.service_before_tax,
      updatedAt: new Date(),
    })
    .where(eq(companySettings.id, SETTINGS_ID))
    .returning();
  await settingsChanged(db);
  return row;
}

/** In the write's transaction: every process forgets the settings once it commits. */
export async function settingsChanged(db: Db): Promise<void> {
  await announce(db, settingsChange);
  forget(db, settingsChange);
}
