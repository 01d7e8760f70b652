// The lot modal's form (spec 3 §3 Parking lot, §5 Parking lot, §9 lot hours): its values, the request a save sends
// and the rules it breaks, from src/contracts/lot.struct.ts (the rules the server checks again). The phone is
// picked as a country and a national number; the body carries the country's dialling code. The pin ("lat,lng")
// is the chart's, moved by the map or by geocoding, not a form field.
import { validate } from 'superstruct';
import { DEFAULT_SCHEDULE, LotBody, lotRuleFailures, WEEKDAYS, type LotProperties, type ScheduleRow } from '../../contracts/lot.struct';
import { callingCodeOf, countryOf, DEFAULT_COUNTRY, type CountryCode } from '../../contracts/profile.struct';
import type { LotImages, SaveLotRequest } from '../../services/lots.api';

export type Weekday = (typeof WEEKDAYS)[number];

export type LotValues = {
  name: string;
  plaza_id: number | null;
  address: string;
  country: CountryCode;
  number: string;
  phone_public: boolean;
  /** Seven weekday switches and a window (HH:MM) a row; a weekday may be in one row only. */
  schedules: ScheduleRow[];
  prefix: string;
  /** The active switch (edit, with nexo.request.accepted): status 1, else 2. */
  active: boolean;
};

/** A rule broken: the field (`schedules.0.end` for a row's) and its code (src/domain/validation/messages.ts). */
export type Problems = Record<string, string>;

const hhmm = (time: string) => time.slice(0, 5);

/** A schedule row with the given weekdays on and the default window, 09:00 to 21:00 (spec 3 §9). */
export function scheduleRow(days: readonly Weekday[] = []): ScheduleRow {
  const row = { start: hhmm(DEFAULT_SCHEDULE.start), end: hhmm(DEFAULT_SCHEDULE.end) } as ScheduleRow;
  for (const d of WEEKDAYS) row[d] = days.includes(d);
  return row;
}

/** The weekdays no row holds yet: a row added takes them. */
export const freeWeekdays = (rows: readonly ScheduleRow[]): Weekday[] => WEEKDAYS.filter((d) => !rows.some((r) => r[d]));

/** A new lot opens every day, 09:00 to 21:00, until its rows say otherwise. */
export const emptyValues = (): LotValues => ({
  name: '',
  plaza_id: null,
  address: '',
  country: DEFAULT_COUNTRY,
  number: '',
  phone_public: true,
  schedules: [scheduleRow(WEEKDAYS)],
  prefix: '',
  active: true,
});

export const valuesOf = (lot: LotProperties): LotValues => ({
  name: lot.name,
  plaza_id: lot.plaza_id,
  address: lot.address,
  country: countryOf(lot.country_code, lot.number),
  number: lot.number,
  phone_public: lot.phone_public,
  schedules: lot.schedules.map((row) => ({ ...row, start: hhmm(row.start), end: hhmm(row.end) })),
  prefix: lot.prefix,
  active: lot.status === 1,
});

/** The body a save sends: the status only from an edit whose user may change it (spec 3 §2). */
export function bodyOf(values: LotValues, location: string, edit: { statusShown: boolean }): LotBody {
  return {
    name: values.name.trim(),
    plaza_id: values.plaza_id ?? 0,
    address: values.address.trim(),
    number: values.number.replace(/[\s\-()]/g, ''),
    country_code: callingCodeOf(values.country),
    phone_public: values.phone_public,
    location,
    schedules: values.schedules.map((row) => ({ ...row })),
    prefix: values.prefix.trim().toUpperCase(),
    ...(edit.statusShown ? { status: values.active ? 1 : 2 } : {}),
  };
}

/** The rules the form's values break, one code a field (the first). */
export function problemsOf(values: LotValues, location: string): Problems {
  const problems: Problems = {};
  const add = (field: string, code: string) => {
    problems[field] ??= code;
  };
  if (values.plaza_id === null) add('plaza_id', 'required');
  const body = bodyOf(values, location, { statusShown: false });
  const [error] = validate(body, LotBody, { coerce: true });
  for (const f of error?.failures() ?? []) add(f.path.join('.') || String(f.key ?? ''), f.refinement ? f.message : 'type');
  // The rules across fields, also while a field alone still fails (the struct checks them only once all pass).
  for (const [field, code] of lotRuleFailures(body)) add(field, code);
  return problems;
}

export const saveRequestOf = (lot: LotProperties | null, values: LotValues, location: string, images: LotImages, statusShown: boolean): SaveLotRequest => ({
  lotId: lot?.id ?? null,
  body: bodyOf(values, location, { statusShown: lot !== null && statusShown }),
  images,
});

/** A point as the pin's "lat,lng": six decimals, about 10 cm. */
export const locationOf = (point: { lat: number; lng: number }): string => `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
