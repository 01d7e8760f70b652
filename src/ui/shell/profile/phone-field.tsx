// The profile's phone (spec 1 §5): a country picker (Mexico by default; Mexico, Denmark and the US first) and the
// national number, which takes digits only, at most 10; the dialling code shows in front of it. The lot modal's
// phone (spec 3 §5, §9) is the same field with its own length and hint.
import { Group, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { callingCodeOf, PROFILE_RULES, type CountryCode } from '../../../contracts/profile.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { countryGroups } from './country-options';

type Props = {
  country: CountryCode;
  phone: string;
  onCountry: (country: CountryCode) => void;
  onPhone: (phone: string) => void;
  error?: string;
  disabled?: boolean;
  /** The most digits the number takes, and the hint that says so: the profile's unless given. */
  maxDigits?: number;
  hint?: string;
};

export function PhoneField({ country, phone, onCountry, onPhone, error, disabled, maxDigits = PROFILE_RULES.phoneMax, hint }: Props) {
  const { t, locale } = useTranslate();
  const groups = useMemo(() => countryGroups(locale, t('profile.countries.preferred'), t('profile.countries.all')), [locale, t]);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        label={t('profile.country')}
        data={groups}
        value={country}
        onChange={(value) => value && onCountry(value as CountryCode)}
        searchable
        allowDeselect={false}
        disabled={disabled}
        w={220}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('profile.phone')}
        description={hint ?? t('profile.phoneHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        leftSection={`+${callingCodeOf(country)}`}
        leftSectionWidth={48}
        value={phone}
        // Only digits are taken, at most maxDigits: anything else typed or pasted is dropped (a pasted "81 1234 5678" stays whole).
        onChange={(e) => onPhone(e.currentTarget.value.replace(/\D/g, '').slice(0, maxDigits))}
        error={error}
        disabled={disabled}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
