// A shop's store (spec 3 §2 "Store add/update form with opening hours and days, storefront, map location and send
// for verification", §3 Branch/store, §4 store/branch status and phone; server/stores): the body of POST
// shops/{shop}/branch/register and PUT shops/{shop}/branch/{branch}, shared by the store form and the server, and the
// store as the calls answer it. The body is JSON, or multipart with the lists as JSON text and the storefront picture
// (url_storefront, 900x508 like a lot's images, spec 3 §9) as a file.
import { readJsonText } from './json-text';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { array, boolean, coerce, enums, nullable, number, object, optional, refine, string, type Infer, type Struct } from 'superstruct';
import { Credits } from './context.struct';
import { LOT_IMAGE, parseLocation } from './lot.struct';
import { isCallingCode } from './profile.struct';
import { flag, id, plain, text } from './rules';

/** spec 3 §4: active, invalid (not verified), delete (deleted), pending (pending verification), inactive. */
export const STORE_STATUSES = ['active', 'invalid', 'delete', 'pending', 'inactive'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_RULES = {
  nameMin: 4,
  nameMax: 100,
  addressMin: 6,
  addressMax: 255,
  phoneMin: 10,
  phoneMax: 15,
  categoriesMin: 1,
  categoriesMax: 5,
} as const;

/** The storefront's size: the server crops and resizes every upload to it (a lot's storefront's, spec 3 §9). */
export const STORE_IMAGE = LOT_IMAGE;
export const STORE_IMAGE_FIELD = 'url_storefront';
/** A new store's hours and days until its form says otherwise (spec 3 §9 lot default hours). */
export const DEFAULT_STORE_HOURS = { opens_at: '09:00', closes_at: '21:00', days_open: [1, 2, 3, 4, 5, 6] } as const;

/** The SMS code (spec 3 §4 Phone): six digits, valid ten minutes, five wrong tries, a new one after a minute. */
export const PHONE_CODE = { length: 6, ttlSeconds: 600, maxTries: 5, resendSeconds: 60, maxPerHour: 5 } as const;

/** What inactivating a store needs (spec 3 §4: the user confirms with 'I Agree'). */
export const STATUS_ACTIONS = ['activate', 'inactivate'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = () => refine(string(), 'time', (v) => HHMM.test(v) || 'time');
const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

/** A list, or its JSON text (multipart); text that is not read as JSON stays text and is refused as not a list. */
const jsonList = <T, S>(struct: Struct<T, S>) => coerce(struct, string(), (v) => readJsonText(v) ?? v);

const weekday = () => refine(number(), 'weekday', (v) => (Number.isInteger(v) && v >= 0 && v <= 6) || 'oneOf');

const StoreFields = object({
  name: trimmed(STORE_RULES.nameMin, STORE_RULES.nameMax),
  address: trimmed(STORE_RULES.addressMin, STORE_RULES.addressMax),
  /** The phone's national number; spaces, dashes and brackets are taken out. */
  number: coerce(plain(30), string(), (v) => v.replace(/[\s\-()]/g, '')),
  /** The phone's dialling code without `+` (52 Mexico). */
  country_code: coerce(plain(5), string(), (v) => v.trim().replace(/^\+/, '')),
  phone_public: flag(),
  /** "lat,lng"; empty when the pin was not placed. */
  location: optional(coerce(plain(60), string(), (v) => v.trim())),
  opens_at: hhmm(),
  closes_at: hhmm(),
  /** Weekdays open, 0 = Sunday. */
  days_open: jsonList(array(weekday())),
  /** Category ids (GET utilities/categories). */
  categories: jsonList(array(id())),
  covid_disinfectant: flag(),
  covid_cleansing: flag(),
  covid_controlled_access: flag(),
});
export type StoreBody = Infer<typeof StoreFields>;

/** The rule codes (src/domain/validation/messages.ts) the rules across fields break, by field. */
export function storeRuleFailures(v: StoreBody): [field: string, code: string][] {
  const failures: [string, string][] = [];
  if (!isCallingCode(v.country_code)) failures.push(['country_code', 'oneOf']);
  else if (!/^\d+$/.test(v.number)) failures.push(['number', v.number === '' ? 'required' : 'type']);
  else if (v.number.length < STORE_RULES.phoneMin || v.number.length > STORE_RULES.phoneMax) {
    failures.push(['number', `digitsBetween|${STORE_RULES.phoneMin}|${STORE_RULES.phoneMax}`]);
  } else if (!isValidPhoneNumber(`+${v.country_code}${v.number}`)) failures.push(['number', 'phone']);
  if (v.location && !parseLocation(v.location)) failures.push(['location', 'location']);
  if (v.opens_at >= v.closes_at) failures.push(['closes_at', 'timeAfter|opens_at']);
  if (v.days_open.length === 0) failures.push(['days_open', 'weekdayNone']);
  else if (new Set(v.days_open).size !== v.days_open.length) failures.push(['days_open', 'oneOf']);
  if (v.categories.length < STORE_RULES.categoriesMin) failures.push(['categories', 'required']);
  else if (v.categories.length > STORE_RULES.categoriesMax) failures.push(['categories', `maxItems|${STORE_RULES.categoriesMax}`]);
  else if (new Set(v.categories).size !== v.categories.length) failures.push(['categories', 'oneOf']);
  return failures;
}

/** POST shops/{shop}/branch/register and PUT shops/{shop}/branch/{branch}. */
export const StoreBody = refine(StoreFields, 'store', (v, ctx) =>
  storeRuleFailures(v).map(([field, code]) => ({ path: [...ctx.path, field], key: field, value: '', message: code })),
);

/** POST shops/{shop}/branch/{branch}/status: inactivating needs `agree` (the 'I Agree' button). */
export const StoreStatusBody = object({ action: enums(STATUS_ACTIONS), agree: optional(flag()) });
export type StoreStatusBody = Infer<typeof StoreStatusBody>;

/** POST shops/{shop}/branch/{branch}/phone/verify. */
export const PhoneCodeBody = object({
  code: refine(string(), 'code', (v) => (v.trim() === '' ? 'required' : new RegExp(`^\\d{${PHONE_CODE.length}}$`).test(v.trim()) || `digits|${PHONE_CODE.length}`)),
});
export type PhoneCodeBody = Infer<typeof PhoneCodeBody>;

/** A store as the calls answer it; `url_storefront` is the picture's address, null until one is uploaded. The
 *  shop's prefix and logo ride along for the dropdowns (spec 1 §3 Session per module). */
export const Store = object({
  id: number(),
  name: string(),
  status: enums(STORE_STATUSES),
  address: string(),
  location: nullable(string()),
  number: string(),
  country_code: string(),
  phone_public: boolean(),
  phone_verified: boolean(),
  opens_at: string(),
  closes_at: string(),
  days_open: array(number()),
  url_storefront: nullable(string()),
  categories: array(number()),
  covid_disinfectant: boolean(),
  covid_cleansing: boolean(),
  covid_controlled_access: boolean(),
  credits: Credits,
  prefix: string(),
  url_logo: nullable(string()),
});
export type Store = Infer<typeof Store>;

export const ShopStoresAnswer = object({ data: array(Store) });
export const StoreAnswer = object({ data: Store, message: optional(string()) });

/** POST .../phone/code: when the next code may be asked for and how long this one is valid, in seconds. */
export const PhoneCodeSentAnswer = object({ resend_after: number(), expires_in: number(), message: string() });
export type PhoneCodeSentAnswer = Infer<typeof PhoneCodeSentAnswer>;
