// The profile (spec 1 §2.3 "Edit profile", §3 Profile, §5 phone input and images, §7 profile read) and the
// signed-in devices: the body of the profile's edit with its rules, shared by the profile modal and the server,
// and the answers of GET users/{provider}/{userId}, the edit and the devices' calls (docs/api.md).
import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { array, boolean, coerce, nullable, number, object, optional, refine, string, type Infer } from 'superstruct';
import { PERSON_RULES } from './people.struct';
import { plain, text } from './rules';
import { Provider } from './auth.struct';

export type { CountryCode };

/** Names as in the user modal (spec 1 §5 "User modal"); the national number has at most 10 digits (spec 1 §5 "Images"). */
export const PROFILE_RULES = { nameMin: PERSON_RULES.nameMin, nameMax: PERSON_RULES.nameMax, phoneMax: 10 } as const;
/** The picture's side in pixels (spec 1 §5): the server resizes every upload to it. */
export const PICTURE_SIZE = 106;
/** The picture types the server accepts (it reads the type from the bytes: server/files). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** The phone input's country when the profile names none, and the countries offered first (spec 1 §5, spec 3 §9). */
export const DEFAULT_COUNTRY: CountryCode = 'MX';
export const PREFERRED_COUNTRIES: readonly CountryCode[] = ['MX', 'DK', 'US'];

/** Every country the phone input offers, and the dialling codes they use (`country_code` holds one: 52). */
export const COUNTRIES: readonly CountryCode[] = getCountries();
const CALLING_CODES = new Set(COUNTRIES.map((c) => getCountryCallingCode(c) as string));
export const callingCodeOf = (country: CountryCode): string => getCountryCallingCode(country);
export const isCallingCode = (code: string): boolean => CALLING_CODES.has(code);

/** The country a stored phone belongs to (the profile's, a lot's): read from the number, else the first
 *  preferred (then any) country of its dialling code, else Mexico. */
export function countryOf(countryCode: string | null, phone: string | null): CountryCode {
  if (!countryCode) return DEFAULT_COUNTRY;
  const parsed = phone ? parsePhoneNumberFromString(`+${countryCode}${phone}`) : undefined;
  if (parsed?.country) return parsed.country;
  const withCode = (list: readonly CountryCode[]) => list.find((c) => callingCodeOf(c) === countryCode);
  return withCode(PREFERRED_COUNTRIES) ?? withCode(COUNTRIES) ?? DEFAULT_COUNTRY;
}

const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

const ProfileFields = object({
  first_name: trimmed(PROFILE_RULES.nameMin, PROFILE_RULES.nameMax),
  last_name: trimmed(PROFILE_RULES.nameMin, PROFILE_RULES.nameMax),
  /** The national number; spaces, dashes and brackets are taken out. Empty (or absent) clears the phone. */
  phone: optional(coerce(plain(30), string(), (v) => v.replace(/[\s\-()]/g, ''))),
  /** The phone's dialling code without `+` (52 Mexico, 45 Denmark, 1 US); 52 when a phone comes without one. */
  country_code: optional(coerce(plain(5), string(), (v) => v.trim().replace(/^\+/, ''))),
});
export type ProfileBody = Infer<typeof ProfileFields>;

/** The phone rules a body breaks, as rule codes (src/domain/validation/messages.ts) by field. */
export function profileRuleFailures(body: ProfileBody): [field: string, code: string][] {
  const phone = body.phone ?? '';
  const code = body.country_code || callingCodeOf(DEFAULT_COUNTRY);
  if (!isCallingCode(code)) return [['country_code', 'oneOf']];
  if (phone === '') return [];
  if (!/^\d+$/.test(phone)) return [['phone', 'type']];
  if (phone.length > PROFILE_RULES.phoneMax) return [['phone', `digitsMax|${PROFILE_RULES.phoneMax}`]];
  return isValidPhoneNumber(`+${code}${phone}`) ? [] : [['phone', 'phone']];
}

/** The edit's body (JSON, a form, or multipart with an optional `picture`), with the profile's rules. */
export const ProfileBody = refine(ProfileFields, 'profile', (v, ctx) =>
  profileRuleFailures(v).map(([field, code]) => ({ path: [...ctx.path, field], key: field, value: v[field as keyof ProfileBody] ?? '', message: code })),
);

/** The profile read (spec 1 §7) and the edit's answer; `country_code` is ours (the phone's dialling code). */
export const Profile = object({
  id: number(),
  username: nullable(string()),
  email: nullable(string()),
  first_name: string(),
  last_name: string(),
  url_logo: object({ original: nullable(string()) }),
  phone: nullable(string()),
  country_code: nullable(string()),
  type: Provider,
  role: string(),
  role_id: number(),
});
export type Profile = Infer<typeof Profile>;
export const ProfileAnswer = object({ data: Profile });
export const ProfileSavedAnswer = object({ data: Profile, message: optional(string()) });

/** One signed-in device: a live session of the caller, as its sign-in showed it (ours). */
export const DeviceSession = object({
  id: number(),
  /** From the User-Agent (bowser): `Chrome 120`, `Windows 10`; null when it says nothing we know. */
  browser: nullable(string()),
  system: nullable(string()),
  /** The client's address at sign-in. */
  address: nullable(string()),
  created_at: string(),
  last_used_at: string(),
  /** The session making the call: this device. */
  current: boolean(),
});
export type DeviceSession = Infer<typeof DeviceSession>;
export const DeviceSessionsAnswer = object({ data: array(DeviceSession) });
/** A device signed out (`revoked` 1), or all the others (`revoked` how many). */
export const DevicesSignedOutAnswer = object({ message: string(), success: boolean(), revoked: number() });
