// The oracle of the lot modal's chart (spec 3 §2 Properties, §3 Parking lot, §4, §5 Parking lot, §8 the geocode
// alert, §9; issue 16 items 1 and 2), written from the spec in the test's own words: a name of at least 4
// characters, a plaza, an address of at least 6, a phone of 10 to 15 digits with its country's dialling code, an
// upper-case prefix of letters and digits (2 to 6), schedule rows each with a weekday, no weekday in two rows and
// the closing after the opening; the status only from an edit whose user holds nexo.request.accepted; an address
// of 5 characters or more is geocoded and the pin goes there ("lat,lng", six decimals), a failure shows its
// status word; a new lot's device key is shown once, an edit closes; a key rotation happens only after a
// confirmation. Used by tests/model/lot-modal.paths.test.ts and the modal's replays.
import { expect } from 'vitest';
import type { LotProperties, ScheduleRow } from '../../../src/contracts/lot.struct';
import type { LotValues } from '../../../src/machines/lot-modal/lot-form';
import { lotModalMachine, type LotModalContext, type LotModalEvent } from '../../../src/machines/lot-modal/lot-modal.machine';
import { ApiError } from '../../../src/services/http';
import type { LotImages, Plaza, SaveLotOutput } from '../../../src/services/lots.api';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends LotModalEvent['type']> = Extract<LotModalEvent, { type: T }>;

export const plazas: Plaza[] = [
  { id: 1, name: 'Plaza Fundadores' },
  { id: 2, name: 'Plaza Valle' },
];

const days = (on: number[], start = '09:00', end = '21:00'): ScheduleRow => {
  const row = { start, end } as ScheduleRow;
  for (const d of ['0', '1', '2', '3', '4', '5', '6'] as const) row[d] = on.includes(Number(d));
  return row;
};

/** Lot 2 as the server lists it: two schedule rows, a pin, no images. */
export const existing: LotProperties = {
  id: 2,
  name: 'Fundadores Sur',
  plaza_id: 1,
  plaza_name: 'Plaza Fundadores',
  address: 'Av. Constitución 180, Monterrey',
  number: '8112345678',
  country_code: '52',
  phone_public: false,
  location: '25.681600,-100.294500',
  schedules: [
    { ...days([1, 2, 3, 4, 5]), start: '08:00:00', end: '22:00:00' },
    { ...days([0, 6]), start: '10:00:00', end: '14:00:00' },
  ],
  url_storefront: '/api/parkings/2/files/fachada.jpg',
  url_location_map: null,
  status: 1,
  prefix: 'PS',
  optCovid: false,
  time_zone: 'America/Monterrey',
};

/** A valid form: the weekdays in two rows, a phone typed with spaces, the prefix in lower case. */
export const good: LotValues = {
  name: ' Estacionamiento Centro ',
  plaza_id: 2,
  address: 'Av. Juárez 200, Monterrey',
  country: 'MX',
  number: '81 1234 5678',
  phone_public: true,
  schedules: [days([1, 2, 3, 4, 5]), days([0, 6], '10:00', '14:00')],
  prefix: 'ec',
  active: false,
};
/** Every field wrong: a short name, no plaza, a short address, 3 digits, Friday in both rows with the second
 *  closing before it opens, a prefix with a dash. */
export const bad: LotValues = {
  ...good,
  name: 'Lot',
  plaza_id: null,
  address: 'Av 1',
  number: '123',
  schedules: [days([1, 2, 3, 4, 5]), days([5, 6], '21:00', '09:00')],
  prefix: 'e-c',
};
/** A row without weekdays, and no prefix. */
export const empty: LotValues = { ...good, schedules: [days([0, 1, 2, 3, 4, 5, 6]), days([])], prefix: '' };

export const storefront = new File([new Uint8Array([137, 80, 78, 71])], 'fachada.png', { type: 'image/png' });
export const images: LotImages = { url_storefront: storefront };

export const ADDRESS = 'Av. Juárez 200, Monterrey';
export const PIN = '25.700000,-100.300000';
export const GEOCODED = { lat: 25.6714, lng: -100.3089 };
export const noPlace = new ApiError('No place was found at that address: place the pin on the map.', 404, {}, 'ZERO_RESULTS');
export const refusal = new ApiError('The prefix EC already belongs to another lot.', 422, { prefix: ['The prefix EC already belongs to another lot.'] });
export const offline = new ApiError('Network error');

const savedLots = (id: number): LotProperties[] => [existing, { ...existing, id, name: 'Estacionamiento Centro', prefix: 'EC' }];
export const created: SaveLotOutput = { lots: savedLots(40), created: { id: 40, deviceKey: 'key-of-lot-40' }, message: 'Lot created.' };
export const edited: SaveLotOutput = { lots: savedLots(3), created: null, message: 'Saved.' };

const digits = (s: string) => s.replace(/[\s\-()]/g, '');
const WEEK = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** The first rule each field breaks, as the shared rules' codes (a schedule row's as `schedules.<i>`). */
export function expectedProblems(v: LotValues, location: string): Record<string, string> {
  const out: Record<string, string> = {};
  const length = (field: 'name' | 'address', min: number, max: number) => {
    const n = v[field].trim().length;
    if (n === 0) out[field] = 'required';
    else if (n < min) out[field] = `min|${min}`;
    else if (n > max) out[field] = `max|${max}`;
  };
  length('name', 4, 100);
  if (v.plaza_id === null) out.plaza_id = 'required';
  length('address', 6, 255);
  const number = digits(v.number);
  if (number === '') out.number = 'required';
  else if (!/^\d+$/.test(number)) out.number = 'type';
  else if (number.length < 10 || number.length > 15) out.number = 'digitsBetween|10|15';
  const prefix = v.prefix.trim().toUpperCase();
  if (prefix === '') out.prefix = 'required';
  else if (prefix.length < 2) out.prefix = 'min|2';
  else if (prefix.length > 6) out.prefix = 'max|6';
  else if (!/^[A-Z0-9]+$/.test(prefix)) out.prefix = 'prefix';
  if (location !== '' && !/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(location)) out.location = 'location';
  const taken = new Set<string>();
  v.schedules.forEach((row, i) => {
    const on = WEEK.filter((d) => row[d]);
    if (on.length === 0) out[`schedules.${i}`] = 'weekdayNone';
    else if (on.some((d) => taken.has(d))) out[`schedules.${i}`] = 'weekdayOnce';
    on.forEach((d) => taken.add(d));
    if (row.start >= row.end) out[`schedules.${i}.end`] = 'timeAfter|start';
  });
  return out;
}

/** The request a valid form sends: the dialling code of Mexico, the digits, the upper-cased prefix, the pin, and
 *  the status only from an edit with the switch. */
function expectedRequest(c: LotModalContext) {
  const v = c.values;
  return {
    lotId: c.lot?.id ?? null,
    body: {
      name: v.name.trim(),
      plaza_id: v.plaza_id,
      address: v.address.trim(),
      number: digits(v.number),
      country_code: '52',
      phone_public: v.phone_public,
      location: c.location,
      schedules: v.schedules,
      prefix: v.prefix.trim().toUpperCase(),
      ...(c.lot && c.canSetStatus ? { status: v.active ? 1 : 2 } : {}),
    },
    images: c.images,
  };
}

/** The form of a lot as the modal opens it: its times without seconds, its country from the dialling code. */
function startValues(lot: LotProperties | null): LotValues {
  if (!lot) {
    return { name: '', plaza_id: null, address: '', country: 'MX', number: '', phone_public: true, schedules: [days([0, 1, 2, 3, 4, 5, 6])], prefix: '', active: true };
  }
  return {
    name: lot.name,
    plaza_id: lot.plaza_id,
    address: lot.address,
    country: 'MX',
    number: lot.number,
    phone_public: lot.phone_public,
    schedules: lot.schedules.map((r) => ({ ...r, start: r.start.slice(0, 5), end: r.end.slice(0, 5) })),
    prefix: lot.prefix,
    active: lot.status === 1,
  };
}

export const lotModalOracle: OracleOf<typeof lotModalMachine> = {
  name: 'lot-modal',
  machine: lotModalMachine,
  input: { lot: null, canSetStatus: false },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadPlazas', output: plazas },
    { type: 'xstate.error.actor.loadPlazas', error: offline },
    { type: 'lot.retryPlazas' },
    { type: 'lot.geocode', address: ` ${ADDRESS} ` },
    { type: 'lot.geocode', address: 'Av 1' },
    // Leaving an edited lot's own address unchanged (offered only then, to keep the graph small): refused.
    ...(c.geocodedAddress === existing.address ? [{ type: 'lot.geocode' as const, address: existing.address }] : []),
    { type: 'xstate.done.actor.geocode', output: GEOCODED },
    { type: 'xstate.error.actor.geocode', error: noPlace },
    { type: 'xstate.error.actor.geocode', error: offline },
    { type: 'lot.placePin', location: PIN },
    { type: 'lot.save', values: good, images },
    { type: 'lot.save', values: bad, images: {} },
    { type: 'lot.save', values: empty, images: {} },
    { type: 'lot.rotateKey' },
    { type: 'lot.confirmRotate' },
    { type: 'lot.cancelRotate' },
    { type: 'xstate.done.actor.rotateKey', output: 'rotated-key' },
    { type: 'xstate.error.actor.rotateKey', error: offline },
    // The server makes a lot only from a register: an edit's answer carries no key.
    { type: 'xstate.done.actor.saveLot', output: c.lot ? edited : created },
    { type: 'xstate.error.actor.saveLot', error: refusal },
    { type: 'lot.close' },
  ],
  initialContext: (input) => ({
    lot: input.lot,
    canSetStatus: input.canSetStatus,
    plazas: [],
    values: startValues(input.lot),
    images: {},
    location: input.lot?.location ?? '',
    geocodeStatus: null,
    // An edited lot's pin stands for its stored address.
    geocodedAddress: input.lot?.location ? input.lot.address : '',
    problems: {},
    error: null,
    fieldErrors: {},
    deviceKey: null,
  }),
  guards: {
    formIsValid: (c, e: On<'lot.save'>) => Object.keys(expectedProblems(e.values, c.location)).length === 0,
    // Only an address of 5 characters or more, and not the one the pin already came from.
    addressGeocodable: (c, e: On<'lot.geocode'>) => e.address.trim().length >= 5 && e.address.trim() !== c.geocodedAddress,
    isEdit: (c) => c.lot !== null,
    lotCreated: (_c, e: Done<SaveLotOutput>) => e.output.created !== null,
  },
  effects: {
    'loadingPlazas xstate.done.actor.loadPlazas': (_c, e: Done<Plaza[]>) => ({ plazas: e.output }),
    'loadingPlazas xstate.error.actor.loadPlazas': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'plazasFailed lot.retryPlazas': () => ({ error: null, fieldErrors: {} }),
    'editing lot.geocode [addressGeocodable]': (_c, e: On<'lot.geocode'>) => ({ geocodedAddress: e.address.trim() }),
    'editing lot.placePin': (_c, e: On<'lot.placePin'>) => ({ location: e.location, geocodeStatus: null }),
    'editing lot.save [formIsValid]': (_c, e: On<'lot.save'>) => ({ values: e.values, images: e.images, problems: {}, error: null, fieldErrors: {} }),
    'editing lot.save': (c, e: On<'lot.save'>) => ({ values: e.values, images: e.images, problems: expectedProblems(e.values, c.location) }),
    'editing.geocoding xstate.done.actor.geocode': (_c, e: Done<{ lat: number; lng: number }>) => ({ location: `${e.output.lat.toFixed(6)},${e.output.lng.toFixed(6)}`, geocodeStatus: null }),
    // Spec 3 §8: the alert names the status; a failure without one (no answer at all) says the service is unavailable.
    'editing.geocoding xstate.error.actor.geocode': (_c, e: Failure<ApiError>) => ({ geocodeStatus: e.error.reason ?? 'UNAVAILABLE', geocodedAddress: '' }),
    'rotating xstate.done.actor.rotateKey': (_c, e: Done<string>) => ({ deviceKey: e.output }),
    'rotating xstate.error.actor.rotateKey': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'saving xstate.done.actor.saveLot [lotCreated(…)]': (_c, e: Done<SaveLotOutput>) => ({ deviceKey: e.output.created?.deviceKey ?? null }),
    'saving xstate.error.actor.saveLot': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    loadingPlazas: (c) => expect([c.plazas, c.deviceKey]).toEqual([[], null]),
    plazasFailed: (c) => {
      expect(c.plazas).toEqual([]);
      expect(c.error).not.toBeNull();
    },
    editing: (c) => {
      expect(c.plazas.length).toBeGreaterThan(0);
      expect(c.deviceKey).toBeNull();
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.values, c.location));
    },
    confirmingRotate: (c) => expect(c.lot).not.toBeNull(),
    rotating: (c) => expect(c.lot).not.toBeNull(),
    saving: (c) => {
      expect(c.problems).toEqual({});
      expect(expectedProblems(c.values, c.location)).toEqual({});
    },
    // The key is shown for a new lot, or after an edit's rotation.
    keyShown: (c) => expect(c.deviceKey).toEqual(c.lot ? 'rotated-key' : 'key-of-lot-40'),
    saved: (c) => expect([c.lot === null, c.deviceKey]).toEqual([false, null]),
    closed: () => {},
  },
  params: {
    notify: (c, e: Done<SaveLotOutput>) => ({ message: e.output.message, created: c.lot === null }),
    lotsChanged: (_c, e: Done<SaveLotOutput>) => ({ lots: e.output.lots }),
  },
  invokes: {
    loadPlazas: () => undefined,
    geocode: (_c, e: On<'lot.geocode'>) => ({ address: e.address.trim() }),
    saveLot: (c) => expectedRequest(c),
    rotateKey: (c) => ({ lotId: c.lot?.id }),
  },
};
