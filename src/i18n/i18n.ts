// rosetta with flat keys ('login.title'): keys are passed as one-element paths so dots are not read as nesting.
// A counted phrase ({one, other}) is read as the path [key, variant], the variant chosen by Intl.PluralRules
// for the `count` param (src/domain/formats/plural.ts).
import rosetta from 'rosetta';
import { formatNumber } from '../domain/formats/edge-formats';
import { isPlural, pluralVariant, type Phrase } from '../domain/formats/plural';
import { LOCALES, pickLocale, type Locale } from '../domain/validation/messages';
import { readItem, STORAGE_KEYS, writeItem } from '../storage/browser-storage';
import adminBrandsEn from './admin-brands.en';
import adminBrandsEs, { type AdminBrandsMessageKey } from './admin-brands.es';
import adminCategoriesEn from './admin-categories.en';
import adminCreditsEn from './admin-credits.en';
import adminCreditsEs, { type AdminCreditsMessageKey } from './admin-credits.es';
import adminCategoriesEs, { type AdminCategoriesMessageKey } from './admin-categories.es';
import adminEditorEn from './admin-editor.en';
import adminEditorEs, { type AdminEditorMessageKey } from './admin-editor.es';
import adminListEn from './admin-list.en';
import adminRequestsEn from './admin-requests.en';
import adminRequestsEs, { type AdminRequestsMessageKey } from './admin-requests.es';
import adminUsersEn from './admin-users.en';
import adminUsersEs, { type AdminUsersMessageKey } from './admin-users.es';
import adminListEs, { type AdminListMessageKey } from './admin-list.es';
import adminParkingsEn from './admin-parkings.en';
import adminParkingsEs, { type AdminParkingsMessageKey } from './admin-parkings.es';
import adminPlazasEn from './admin-plazas.en';
import adminRolesEn from './admin-roles.en';
import adminRolesEs, { type AdminRolesMessageKey } from './admin-roles.es';
import adminPlazasEs, { type AdminPlazasMessageKey } from './admin-plazas.es';
import adminStatisticsEn from './admin-statistics.en';
import adminStatisticsEs, { type AdminStatisticsMessageKey } from './admin-statistics.es';
import auditEn from './audit.en';
import auditEs, { type AuditMessageKey } from './audit.es';
import adminSettingsEn from './admin-settings.en';
import adminSettingsEs, { type AdminSettingsMessageKey } from './admin-settings.es';
import cardsEn from './cards.en';
import cardsEs, { type CardsMessageKey } from './cards.es';
import chatEn from './chat.en';
import coreInfoEn from './core-info.en';
import coreInfoEs, { type CoreInfoMessageKey } from './core-info.es';
import creditsEn from './credits.en';
import creditsEs, { type CreditsMessageKey } from './credits.es';
import chatEs, { type ChatMessageKey } from './chat.es';
import dashboardEn from './dashboard.en';
import dashboardEs, { type DashboardMessageKey } from './dashboard.es';
import en from './en';
import es, { type MessageKey as BaseMessageKey } from './es';
import fiscalEn from './fiscal.en';
import fiscalEs, { type FiscalMessageKey } from './fiscal.es';
import newsEn from './news.en';
import newsEs, { type NewsMessageKey } from './news.es';
import operationsEn from './operations.en';
import operationsEs, { type OperationsMessageKey } from './operations.es';
import pensionDashboardEn from './pension-dashboard.en';
import pensionDashboardEs, { type PensionDashboardMessageKey } from './pension-dashboard.es';
import peopleEn from './people.en';
import peopleEs, { type PeopleMessageKey } from './people.es';
import pensionsEn from './pensions.en';
import pensionsEs, { type PensionsMessageKey } from './pensions.es';
import profileEn from './profile.en';
import profileEs, { type ProfileMessageKey } from './profile.es';
import propertiesEn from './properties.en';
import propertiesEs, { type PropertiesMessageKey } from './properties.es';
import ratesEn from './rates.en';
import ratesEs, { type RatesMessageKey } from './rates.es';
import shiftsEn from './shifts.en';
import shiftsEs, { type ShiftsMessageKey } from './shifts.es';
import shiftReportEn from './shift-report.en';
import shiftReportEs, { type ShiftReportMessageKey } from './shift-report.es';
import shopUsersEn from './shop-users.en';
import shopUsersEs, { type ShopUsersMessageKey } from './shop-users.es';
import storesEn from './stores.en';
import storesEs, { type StoresMessageKey } from './stores.es';
import shoppingToGoEn from './shopping-to-go.en';
import shoppingToGoEs, { type ShoppingToGoMessageKey } from './shopping-to-go.es';
import storeRequestEn from './store-request.en';
import storeRequestEs, { type StoreRequestMessageKey } from './store-request.es';
import transactionsEn from './transactions.en';
import transactionsEs, { type TransactionsMessageKey } from './transactions.es';
import salesmanOnlineEn from './salesman-online.en';
import salesmanOnlineEs, { type SalesmanOnlineMessageKey } from './salesman-online.es';
import shoppingStatsEn from './shopping-stats.en';
import shoppingStatsEs, { type ShoppingStatsMessageKey } from './shopping-stats.es';
import receiptsEn from './receipts.en';
import receiptsEs, { type ReceiptsMessageKey } from './receipts.es';
import paletteEn from './palette.en';
import paletteEs, { type PaletteMessageKey } from './palette.es';
import validationsEn from './validations.en';
import validationsEs, { type ValidationsMessageKey } from './validations.es';

export type MessageKey = BaseMessageKey | RatesMessageKey | OperationsMessageKey | TransactionsMessageKey | PensionsMessageKey | PensionDashboardMessageKey | DashboardMessageKey | PeopleMessageKey | ChatMessageKey | ProfileMessageKey
  | PropertiesMessageKey | FiscalMessageKey | NewsMessageKey | CardsMessageKey | CreditsMessageKey | StoreRequestMessageKey | ShopUsersMessageKey | CoreInfoMessageKey | StoresMessageKey | ShoppingToGoMessageKey | SalesmanOnlineMessageKey | ShoppingStatsMessageKey
  | AdminListMessageKey | AdminEditorMessageKey | AdminPlazasMessageKey | AdminParkingsMessageKey | AdminBrandsMessageKey | AdminCategoriesMessageKey | AdminCreditsMessageKey | AdminRolesMessageKey | AdminStatisticsMessageKey | AuditMessageKey | AdminSettingsMessageKey | AdminUsersMessageKey | AdminRequestsMessageKey | ShiftsMessageKey | ShiftReportMessageKey | ReceiptsMessageKey | PaletteMessageKey | ValidationsMessageKey;
export type { Locale };
export { LOCALES };

const spanish = { ...es, ...ratesEs, ...operationsEs, ...transactionsEs, ...pensionsEs, ...pensionDashboardEs, ...dashboardEs, ...peopleEs, ...chatEs, ...profileEs, ...propertiesEs, ...fiscalEs, ...newsEs, ...cardsEs, ...creditsEs, ...storeRequestEs, ...shopUsersEs, ...coreInfoEs, ...storesEs, ...shoppingToGoEs, ...salesmanOnlineEs, ...shoppingStatsEs, ...adminListEs, ...adminEditorEs, ...adminPlazasEs, ...adminParkingsEs, ...adminBrandsEs, ...adminCategoriesEs, ...adminCreditsEs, ...adminRolesEs, ...adminStatisticsEs, ...auditEs, ...adminSettingsEs, ...adminUsersEs, ...adminRequestsEs, ...shiftsEs, ...shiftReportEs, ...receiptsEs, ...paletteEs, ...validationsEs };
const dictionaries = rosetta<Record<string, Phrase>>({
  es: spanish,
  en: { ...en, ...ratesEn, ...operationsEn, ...transactionsEn, ...pensionsEn, ...pensionDashboardEn, ...dashboardEn, ...peopleEn, ...chatEn, ...profileEn, ...propertiesEn, ...fiscalEn, ...newsEn, ...cardsEn, ...creditsEn, ...storeRequestEn, ...shopUsersEn, ...coreInfoEn, ...storesEn, ...shoppingToGoEn, ...salesmanOnlineEn, ...shoppingStatsEn, ...adminListEn, ...adminEditorEn, ...adminPlazasEn, ...adminParkingsEn, ...adminBrandsEn, ...adminCategoriesEn, ...adminCreditsEn, ...adminRolesEn, ...adminStatisticsEn, ...auditEn, ...adminSettingsEn, ...adminUsersEn, ...adminRequestsEn, ...shiftsEn, ...shiftReportEn, ...receiptsEn, ...paletteEn, ...validationsEn },
});

/** Keys of counted phrases: `t` needs their `count`. */
export type CountedKey = { [K in MessageKey]: (typeof spanish)[K] extends string ? never : K }[MessageKey];
const listeners = new Set<() => void>();

function initialLocale(): Locale {
  const stored = readItem(STORAGE_KEYS.locale);
  if (stored === 'es' || stored === 'en') return stored;
  return pickLocale(typeof navigator === 'undefined' ? null : navigator.language);
}

let current: Locale = initialLocale();
dictionaries.locale(current);

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  dictionaries.locale(locale);
  writeItem(STORAGE_KEYS.locale, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((fn) => fn());
}

export function subscribeLocale(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export type TranslateParams = Record<string, string | number>;
type ParamsOf<K extends MessageKey> = K extends CountedKey ? [params: TranslateParams & { count: number }] : [params?: TranslateParams];

/** The text of `key` in the current language: a counted phrase's variant for `params.count`, shown as numbers are. */
function lookup(key: string, params?: TranslateParams): string {
  const phrase = (dictionaries.table(current) ?? {})[key];
  if (!isPlural(phrase)) return dictionaries.t([key], params);
  const count = Number(params?.count);
  return dictionaries.t([key, pluralVariant(phrase, count, current)], { ...params, count: formatNumber(count) });
}

/** Translates a known key; `{{name}}` placeholders take `params`, and a counted phrase its `count`. */
export function t<K extends MessageKey>(key: K, ...[params]: ParamsOf<K>): string {
  return lookup(key, params);
}

/** Translates a key that arrives as data (menu entries from the server); an unknown key shows as itself. */
export function tDynamic(key: string, params?: TranslateParams): string {
  const text = lookup(key, params);
  return typeof text === 'string' && text !== '' ? text : key;
}
