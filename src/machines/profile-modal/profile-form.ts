// The profile form (spec 1 §2.3 "Edit profile", §5): its values, the request a save sends and the rules it
// breaks, from src/contracts/profile.struct.ts (the rules the server checks again). The phone is picked as a
// country and a national number; the body carries the country's dialling code.
import { validate } from 'superstruct';
import type { Provider } from '../../contracts/auth.struct';
import { callingCodeOf, countryOf, DEFAULT_COUNTRY, ProfileBody, type CountryCode, type Profile } from '../../contracts/profile.struct';
import type { SaveProfileRequest } from '../../services/profile.api';

/** Shared with the lot modal's phone, so it lives with the phone's rules (the contract); named here too for this form's readers. */
export { countryOf };

export type ProfileValues = { first_name: string; last_name: string; country: CountryCode; phone: string };

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

export const emptyValues = (): ProfileValues => ({ first_name: '', last_name: '', country: DEFAULT_COUNTRY, phone: '' });

export const valuesOf = (profile: Profile): ProfileValues => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  country: countryOf(profile.country_code, profile.phone),
  phone: profile.phone ?? '',
});

/** The body a save sends: the whole profile, an empty phone clearing it. */
export const bodyOf = (values: ProfileValues): ProfileBody => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  phone: values.phone.replace(/[\s\-()]/g, ''),
  country_code: callingCodeOf(values.country),
});

/** The rules the form's values break, one code a field (the first). */
export function problemsOf(values: ProfileValues): Problems {
  const problems: Problems = {};
  const [error] = validate(bodyOf(values), ProfileBody, { coerce: true });
  for (const f of error?.failures() ?? []) problems[String(f.path[0] ?? f.key)] ??= f.refinement ? f.message : 'type';
  return problems;
}

export const saveRequestOf = (provider: Provider, userId: number, values: ProfileValues, picture: File | null): SaveProfileRequest => ({
  provider,
  userId,
  body: bodyOf(values),
  picture,
});
