// The store form's values (spec 3 §2 store add/update, §3 Branch/store), the body a save sends and the rules it
// breaks, from src/contracts/store.struct.ts (the rules the server checks again). The phone is picked as a
// country and a national number; the body carries the country's dialling code. The pin ("lat,lng") is the
// chart's, moved by the map or by geocoding, not a form field.
import { validate } from 'superstruct';
import { callingCodeOf, countryOf, DEFAULT_COUNTRY, type CountryCode } from '../../contracts/profile.struct';
import { DEFAULT_STORE_HOURS, StoreBody, storeRuleFailures, type Store } from '../../contracts/store.struct';
import type { SaveStoreRequest } from '../../services/stores.api';

export type StoreValues = {
  name: string;
  address: string;
  country: CountryCode;
  number: string;
  phone_public: boolean;
  opens_at: string;
  closes_at: string;
  /** Weekdays open, 0 = Sunday. */
  days_open: number[];
  categories: number[];
  covid_disinfectant: boolean;
  covid_cleansing: boolean;
  covid_controlled_access: boolean;
};

/** A rule broken: the field and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

export const emptyValues = (): StoreValues => ({
  name: '',
  address: '',
  country: DEFAULT_COUNTRY,
  number: '',
  phone_public: true,
  opens_at: DEFAULT_STORE_HOURS.opens_at,
  closes_at: DEFAULT_STORE_HOURS.closes_at,
  days_open: [...DEFAULT_STORE_HOURS.days_open],
  categories: [],
  covid_disinfectant: false,
  covid_cleansing: false,
  covid_controlled_access: false,
});

export const valuesOf = (store: Store): StoreValues => ({
  name: store.name,
  address: store.address,
  country: countryOf(store.country_code, store.number),
  number: store.number,
  phone_public: store.phone_public,
  opens_at: store.opens_at,
  closes_at: store.closes_at,
  days_open: [...store.days_open],
  categories: [...store.categories],
  covid_disinfectant: store.covid_disinfectant,
  covid_cleansing: store.covid_cleansing,
  covid_controlled_access: store.covid_controlled_access,
});

export function bodyOf(values: StoreValues, location: string): StoreBody {
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    number: values.number.replace(/[\s\-()]/g, ''),
    country_code: callingCodeOf(values.country),
    phone_public: values.phone_public,
    location,
    opens_at: values.opens_at,
    closes_at: values.closes_at,
    days_open: [...values.days_open].sort((a, b) => a - b),
    categories: [...values.categories],
    covid_disinfectant: values.covid_disinfectant,
    covid_cleansing: values.covid_cleansing,
    covid_controlled_access: values.covid_controlled_access,
  };
}

/** The rules the form's values break, one code a field (the first). */
export function problemsOf(values: StoreValues, location: string): Problems {
  const problems: Problems = {};
  const add = (field: string, code: string) => {
    problems[field] ??= code;
  };
  const body = bodyOf(values, location);
  const [error] = validate(body, StoreBody, { coerce: true });
  for (const f of error?.failures() ?? []) add(f.path[0] === undefined ? String(f.key ?? '') : String(f.path[0]), f.refinement ? f.message : 'type');
  // The rules across fields, also while a field alone still fails (the struct checks them only once all pass).
  for (const [field, code] of storeRuleFailures(body)) add(field, code);
  return problems;
}

export const saveRequestOf = (shopId: number, store: Store | null, values: StoreValues, location: string, storefront: File | null): SaveStoreRequest => ({
  shopId,
  storeId: store?.id ?? null,
  body: bodyOf(values, location),
  storefront,
});

/** A point as the pin's "lat,lng": six decimals, about 10 cm. */
export const locationOf = (point: { lat: number; lng: number }): string => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
