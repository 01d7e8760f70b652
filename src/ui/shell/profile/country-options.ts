// The phone input's countries (spec 1 §5): Mexico, Denmark and the US first, then every other country by its
// name in the console's language, each with its dialling code.
import { callingCodeOf, COUNTRIES, PREFERRED_COUNTRIES, type CountryCode } from '../../../contracts/profile.struct';
import type { Locale } from '../../../i18n/i18n';

export type CountryOption = { value: CountryCode; label: string };
export type CountryGroups = { group: string; items: CountryOption[] }[];

export function countryGroups(locale: Locale, preferred: string, all: string): CountryGroups {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const option = (country: CountryCode): CountryOption => ({ value: country, label: `${names.of(country) ?? country} (+${callingCodeOf(country)})` });
  const rest = COUNTRIES.filter((c) => !PREFERRED_COUNTRIES.includes(c))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [
    { group: preferred, items: PREFERRED_COUNTRIES.map(option) },
    { group: all, items: rest },
  ];
}
