// A parking lot's properties (spec 3 §2 Properties, §3 Parking lot, §4 Parking lot modal, §5 Parking lot, §7 Parking
// lots, §9 lot hours): the body of POST parkings/register and PUT parkings/{id}, shared by the lot modal and the
// server, and the lot as those calls answer it. A schedule row is the spec's: seven weekday switches ("0" Sunday
// to "6" Saturday) with one opening window; a weekday may be in one row only. The body is JSON, or multipart with
// the schedules as JSON text and the images (url_storefront, url_location_map, 900x508) as files.
import { readJsonText } from './json-text';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { array, boolean, coerce, nullable, number, object, optional, refine, string, type Infer } from 'superstruct';
import { isCallingCode } from './profile.struct';
import { flag, id, plain, text, whole } from './rules';

export const LOT_RULES = {
  nameMin: 4,
  nameMax: 100,
  addressMin: 6,
  addressMax: 255,
  phoneMin: 10,
  phoneMax: 15,
  /** Upper-case letters and digits; it heads the lot's operators' usernames (PF_OPERADOR). */
  prefixMin: 2,
  prefixMax: 6,
  /** Seven rows cover every weekday once. */
  schedulesMax: 7,
} as const;

/** A lot's opening window when the modal adds a row (spec 3 §9). */
export const DEFAULT_SCHEDULE = { start: '09:00:00', end: '21:00:00' } as const;
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
/** The images' size (spec 3 §9): the server crops and resizes every upload to it. */
export const LOT_IMAGE = { width: 900, height: 508 } as const;
/** The multipart fields of the images; each is optional, and a stored image stays when none is sent. */
export const LOT_IMAGE_FIELDS = ['url_storefront', 'url_location_map'] as const;
export type LotImageField = (typeof LOT_IMAGE_FIELDS)[number];

/** status: 1 active, 2 inactive. A new lot is active; only `nexo.request.accepted` changes it (spec 3 §2). */
export const LOT_STATUSES = [1, 2] as const;
export const STATUS_PERMISSION = 'nexo.request.accepted';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:00)?$/;
const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

/** HH:MM or HH:MM:00 of a day; the lot stores minutes (HH:MM). */
const time = () => refine(string(), 'time', (v) => TIME.test(v) || 'time');

const ScheduleRow = object({
  '0': flag(),
  '1': flag(),
  '2': flag(),
  '3': flag(),
  '4': flag(),
  '5': flag(),
  '6': flag(),
  start: time(),
  end: time(),
});
export type ScheduleRow = Infer<typeof ScheduleRow>;

/** One row at least; more than seven would repeat a weekday or leave one empty. */
const scheduleRows = () =>
  refine(array(ScheduleRow), 'schedules', (v) => (v.length === 0 ? 'required' : v.length <= LOT_RULES.schedulesMax || 'type'));

/** "lat,lng" in decimal degrees, as the map's pin gives it. */
export function parseLocation(value: string): { lat: number; lng: number } | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(value);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

const LotFields = object({
  name: trimmed(LOT_RULES.nameMin, LOT_RULES.nameMax),
  plaza_id: id(),
  address: trimmed(LOT_RULES.addressMin, LOT_RULES.addressMax),
  /** The phone's national number; spaces, dashes and brackets are taken out. */
  number: coerce(plain(30), string(), (v) => v.replace(/[\s\-()]/g, '')),
  /** The phone's dialling code without `+` (52 Mexico). */
  country_code: coerce(plain(5), string(), (v) => v.trim().replace(/^\+/, '')),
  phone_public: flag(),
  /** "lat,lng"; empty when the pin was not placed. */
  location: optional(coerce(plain(60), string(), (v) => v.trim())),
  /** A list, or its JSON text (multipart); text that is not read as JSON stays text and is refused as not a list. */
  schedules: coerce(scheduleRows(), string(), (v) => readJsonText(v) ?? v),
  /** Absent: the lot stays as it is (a new lot is active). */
  status: optional(whole(1, 2)),
  prefix: coerce(trimmed(LOT_RULES.prefixMin, LOT_RULES.prefixMax), string(), (v) => v.trim().toUpperCase()),
  optCovid: optional(flag()),
});
export type LotBody = Infer<typeof LotFields>;

/** The rule codes (src/domain/validation/messages.ts) the rules across fields break, by field. */
export function lotRuleFailures(v: LotBody): [field: string, code: string][] {
  const failures: [string, string][] = [];
  if (!isCallingCode(v.country_code)) failures.push(['country_code', 'oneOf']);
  else if (!/^\d+$/.test(v.number)) failures.push(['number', v.number === '' ? 'required' : 'type']);
  else if (v.number.length < LOT_RULES.phoneMin || v.number.length > LOT_RULES.phoneMax) {
    failures.push(['number', `digitsBetween|${LOT_RULES.phoneMin}|${LOT_RULES.phoneMax}`]);
  } else if (!isValidPhoneNumber(`+${v.country_code}${v.number}`)) failures.push(['number', 'phone']);
  if (v.location && !parseLocation(v.location)) failures.push(['location', 'location']);
  if (!/^[A-Z0-9]+$/.test(v.prefix)) failures.push(['prefix', 'prefix']);
  const seen = new Set<string>();
  v.schedules.forEach((row, i) => {
    const days = WEEKDAYS.filter((d) => row[d]);
    if (days.length === 0) failures.push([`schedules.${i}`, 'weekdayNone']);
    if (days.some((d) => seen.has(d))) failures.push([`schedules.${i}`, 'weekdayOnce']);
    days.forEach((d) => seen.add(d));
    if (row.start.slice(0, 5) >= row.end.slice(0, 5)) failures.push([`schedules.${i}.end`, 'timeAfter|start']);
  });
  return failures;
}

/** POST parkings/register and PUT parkings/{id}. */
export const LotBody = refine(LotFields, 'lot', (v, ctx) =>
  lotRuleFailures(v).map(([field, code]) => ({ path: [...ctx.path, ...field.split('.')], key: field, value: '', message: code })),
);

/** A lot as the properties list shows it (spec 3 §3 Parking lot); an image's address is null until one is uploaded. */
export const LotProperties = object({
  id: number(),
  name: string(),
  plaza_id: number(),
  plaza_name: string(),
  address: string(),
  number: string(),
  country_code: string(),
  phone_public: boolean(),
  location: nullable(string()),
  schedules: array(
    object({ '0': boolean(), '1': boolean(), '2': boolean(), '3': boolean(), '4': boolean(), '5': boolean(), '6': boolean(), start: string(), end: string() }),
  ),
  url_storefront: nullable(string()),
  url_location_map: nullable(string()),
  status: number(),
  prefix: string(),
  optCovid: boolean(),
  time_zone: string(),
});
export type LotProperties = Infer<typeof LotProperties>;
export const LotListAnswer = object({ data: array(LotProperties) });

/** POST parkings/register: the list, plus the new lot's id and its gate devices' key, shown this once. POST
 *  parkings/{id}/device-key: a new key for the lot, shown this once. */
export const LotRegisterAnswer = object({ data: array(LotProperties), id: number(), device_key: string(), message: string() });
export const DeviceKeyAnswer = object({ device_key: string(), message: string() });
