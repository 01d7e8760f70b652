// The oracle of the store form's chart (spec 3 §2 store add/update, §3 Branch/store, §4 store status, §5 and §8 the
// geocoding on leaving the address), written from the spec and docs/api.md "Stores" in the test's own words: a name
// of 4 or more characters, an address of 6 or more, a phone of 10 to 15 digits valid for its country, a pin
// within range if placed, opening before closing, a weekday at least, one to five categories; a broken rule stays
// on its field and nothing is sent; a new store, once saved, opens at its page; only a store not yet verified is
// sent for verification; only an active store is inactivated, after 'I Agree'; only an inactive one activated. Used
// by tests/model/store-form.paths.test.ts and the store page's replays.
import { expect } from 'vitest';
import type { GeoPoint } from '../../../src/contracts/geocode.struct';
import type { Category } from '../../../src/contracts/store-request.struct';
import type { Store } from '../../../src/contracts/store.struct';
import type { StoreValues } from '../../../src/machines/store-form/store-form';
import { storeFormMachine, type StoreFormContext, type StoreFormEvent } from '../../../src/machines/store-form/store-form.machine';
import { ApiError } from '../../../src/services/http';
import type { StoreChange, StoreFormData } from '../../../src/services/stores.api';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends StoreFormEvent['type']> = Extract<StoreFormEvent, { type: T }>;

export const categories: Category[] = [
  { id: 1, name: 'Clothing and accessories' },
  { id: 2, name: 'Shoes' },
];

export const activeStore: Store = {
  id: 1,
  name: 'Sucursal Centro',
  status: 'active',
  address: 'Av. Juárez 500, Centro, Monterrey',
  location: '25.671400,-100.309700',
  number: '8112345001',
  country_code: '52',
  phone_public: true,
  phone_verified: true,
  opens_at: '10:00',
  closes_at: '20:00',
  days_open: [1, 2, 3, 4, 5, 6],
  url_storefront: null,
  categories: [1],
  covid_disinfectant: true,
  covid_cleansing: false,
  covid_controlled_access: false,
  credits: { total: 30 },
  prefix: 'TNDA',
  url_logo: null,
};
export const inactiveStore: Store = { ...activeStore, status: 'inactive' };
export const newStore: Store = { ...activeStore, id: 9, name: 'Sucursal Cumbres', status: 'invalid', phone_verified: false, location: null, credits: { total: 0 } };
export const pendingStore: Store = { ...newStore, status: 'pending', phone_verified: true };

export const goodValues: StoreValues = {
  name: 'Sucursal Cumbres',
  address: 'Av. Paseo de los Leones 300, Monterrey',
  country: 'MX',
  number: '81 1234 7777',
  phone_public: true,
  opens_at: '10:00',
  closes_at: '20:00',
  days_open: [5, 1, 2],
  categories: [2],
  covid_disinfectant: false,
  covid_cleansing: true,
  covid_controlled_access: true,
};
/** A short name, a short address, a phone of 5 digits, closing before opening, no weekday, no category. */
export const badValues: StoreValues = { ...goodValues, name: 'Abc', address: 'Calle', number: '12345', opens_at: '21:00', closes_at: '09:00', days_open: [], categories: [] };
export const storefront = new File([new Uint8Array([137, 80, 78, 71])], 'fachada.png', { type: 'image/png' });
export const PIN = '25.700000,-100.300000';
export const GEOCODED: GeoPoint = { lat: 25.6714, lng: -100.3089 };
export const refusal = new ApiError('The given data was invalid.', 422, { number: ['The number field must be a valid phone number for its country.'] });
export const notFound = new ApiError('Not found.', 404);

/** The first rule each field breaks, in the test's words. */
export function expectedProblems(v: StoreValues, location: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (field: 'name' | 'address', min: number) => {
    const n = v[field].trim().length;
    if (n === 0) out[field] = 'required';
    else if (n < min) out[field] = `min|${min}`;
  };
  text('name', 4);
  text('address', 6);
  const digits = v.number.replace(/[\s\-()]/g, '');
  if (digits === '') out.number = 'required';
  else if (!/^\d+$/.test(digits)) out.number = 'type';
  else if (digits.length < 10 || digits.length > 15) out.number = 'digitsBetween|10|15';
  if (location !== '') {
    const [lat, lng] = location.split(',').map(Number);
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) out.location = 'location';
  }
  if (v.opens_at >= v.closes_at) out.closes_at = 'timeAfter|opens_at';
  if (v.days_open.length === 0) out.days_open = 'weekdayNone';
  if (v.categories.length === 0) out.categories = 'required';
  return out;
}

const blank: StoreValues = {
  name: '',
  address: '',
  country: 'MX',
  number: '',
  phone_public: true,
  opens_at: '09:00',
  closes_at: '21:00',
  days_open: [1, 2, 3, 4, 5, 6],
  categories: [],
  covid_disinfectant: false,
  covid_cleansing: false,
  covid_controlled_access: false,
};
const valuesFrom = (s: Store): StoreValues => ({
  name: s.name,
  address: s.address,
  country: 'MX',
  number: s.number,
  phone_public: s.phone_public,
  opens_at: s.opens_at,
  closes_at: s.closes_at,
  days_open: s.days_open,
  categories: s.categories,
  covid_disinfectant: s.covid_disinfectant,
  covid_cleansing: s.covid_cleansing,
  covid_controlled_access: s.covid_controlled_access,
});

/** The request a valid form sends: the phone's digits and the country's code, the weekdays in order. */
export const expectedRequest = (c: StoreFormContext) => ({
  shopId: c.shopId,
  storeId: c.store?.id ?? null,
  body: {
    name: c.values.name.trim(),
    address: c.values.address.trim(),
    number: c.values.number.replace(/[\s\-()]/g, ''),
    country_code: '52',
    phone_public: c.values.phone_public,
    location: c.location,
    opens_at: c.values.opens_at,
    closes_at: c.values.closes_at,
    days_open: [...c.values.days_open].sort((a, b) => a - b),
    categories: c.values.categories,
    covid_disinfectant: c.values.covid_disinfectant,
    covid_cleansing: c.values.covid_cleansing,
    covid_controlled_access: c.values.covid_controlled_access,
  },
  storefront: c.storefront,
});

const cleared = { problems: {}, error: null, fieldErrors: {} };
const answered = (e: Done<StoreChange>) => ({ store: e.output.store, storefront: null, statusAction: null, ...cleared });
const refused = (e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors });

/** A new store's form starts empty; an edit from the active store (its other statuses come by the chart's own
 *  answers: inactivated, or a new store saved and sent for verification). */
const loads = (storeId: number | null): StoreFormData[] => [{ store: storeId === null ? null : activeStore, categories }];

export const storeFormOracle: OracleOf<typeof storeFormMachine> = {
  name: 'store-form',
  machine: storeFormMachine,
  input: { shopId: 1, storeId: null },
  events: (snapshot) => [
    ...loads(snapshot.context.storeId).map((output) => ({ type: 'xstate.done.actor.loadStore' as const, output })),
    { type: 'xstate.error.actor.loadStore', error: notFound },
    { type: 'store.retry' },
    { type: 'store.placePin', location: PIN },
    { type: 'store.geocode', address: ' Av. Juárez 200, Monterrey ' },
    { type: 'store.geocode', address: 'Av.' },
    { type: 'xstate.done.actor.geocode', output: GEOCODED },
    { type: 'xstate.error.actor.geocode', error: new ApiError('No place was found.', 404, {}, 'ZERO_RESULTS') },
    { type: 'store.save', values: goodValues, storefront },
    { type: 'store.save', values: badValues, storefront: null },
    { type: 'xstate.done.actor.saveStore', output: { store: snapshot.context.store ?? newStore, message: 'Store saved.' } },
    { type: 'xstate.error.actor.saveStore', error: refusal },
    { type: 'store.changed', store: { ...(snapshot.context.store ?? newStore), phone_verified: true } },
    { type: 'store.sendForVerification' },
    { type: 'xstate.done.actor.sendForVerification', output: { store: pendingStore, message: 'Store sent for verification.' } },
    { type: 'xstate.error.actor.sendForVerification', error: new ApiError("Verify the store's phone first.", 422, { number: ["Verify the store's phone first."] }) },
    { type: 'store.inactivate' },
    { type: 'store.agree' },
    { type: 'store.cancel' },
    { type: 'store.activate' },
    {
      type: 'xstate.done.actor.changeStatus',
      output: { store: snapshot.context.statusAction === 'inactivate' ? inactiveStore : activeStore, message: 'Done.' },
    },
    { type: 'xstate.error.actor.changeStatus', error: new ApiError('Only an active store can be inactivated.', 422, { action: ['Only an active store can be inactivated.'] }) },
  ],
  initialContext: (input) => ({
    shopId: input.shopId,
    storeId: input.storeId,
    store: null,
    categories: [],
    values: blank,
    storefront: null,
    location: '',
    geocodeStatus: null,
    geocodedAddress: '',
    statusAction: null,
    ...cleared,
  }),
  guards: {
    formIsValid: (c, e: On<'store.save'>) => Object.keys(expectedProblems(e.values, c.location)).length === 0,
    addressGeocodable: (c, e: On<'store.geocode'>) => e.address.trim().length >= 5 && e.address.trim() !== c.geocodedAddress,
    notVerified: (c) => c.store !== null && c.store.status === 'invalid',
    isActive: (c) => c.store !== null && c.store.status === 'active',
    isInactive: (c) => c.store !== null && c.store.status === 'inactive',
    wasNew: (c) => c.store === null,
  },
  effects: {
    'loading xstate.done.actor.loadStore': (_c, e: Done<StoreFormData>) => ({
      store: e.output.store,
      categories: e.output.categories,
      values: e.output.store ? valuesFrom(e.output.store) : blank,
      location: e.output.store?.location ?? '',
      geocodedAddress: e.output.store?.location ? e.output.store.address : '',
    }),
    'loading xstate.error.actor.loadStore': (_c, e: Failure<ApiError>) => refused(e),
    'loadFailed store.retry': () => cleared,
    'editing store.placePin': (_c, e: On<'store.placePin'>) => ({ location: e.location, geocodeStatus: null }),
    'editing store.geocode': (_c, e: On<'store.geocode'>) => ({ geocodedAddress: e.address.trim() }),
    'editing store.save [formIsValid]': (_c, e: On<'store.save'>) => ({ values: e.values, storefront: e.storefront, ...cleared }),
    'editing store.save': (c, e: On<'store.save'>) => ({ values: e.values, storefront: e.storefront, problems: expectedProblems(e.values, c.location) }),
    'editing store.changed': (_c, e: On<'store.changed'>) => ({ store: e.store }),
    'editing store.sendForVerification': () => cleared,
    'editing store.activate': () => ({ statusAction: 'activate', ...cleared }),
    'editing.geocoding xstate.done.actor.geocode': (_c, e: Done<GeoPoint>) => ({ location: `${e.output.lat.toFixed(6)},${e.output.lng.toFixed(6)}`, geocodeStatus: null }),
    'editing.geocoding xstate.error.actor.geocode': (_c, e: Failure<ApiError>) => ({ geocodeStatus: e.error.reason, geocodedAddress: '' }),
    'saving xstate.done.actor.saveStore [wasNew]': (_c, e: Done<StoreChange>) => answered(e),
    'saving xstate.done.actor.saveStore': (_c, e: Done<StoreChange>) => answered(e),
    'saving xstate.error.actor.saveStore': (_c, e: Failure<ApiError>) => refused(e),
    'sending xstate.done.actor.sendForVerification': (_c, e: Done<StoreChange>) => answered(e),
    'sending xstate.error.actor.sendForVerification': (_c, e: Failure<ApiError>) => refused(e),
    'confirmingInactivate store.agree': () => ({ statusAction: 'inactivate', ...cleared }),
    'changingStatus xstate.done.actor.changeStatus': (_c, e: Done<StoreChange>) => answered(e),
    'changingStatus xstate.error.actor.changeStatus': (_c, e: Failure<ApiError>) => ({ statusAction: null, ...refused(e) }),
  },
  states: {
    loading: (c) => expect(c.categories).toEqual([]),
    loadFailed: (c) => expect(c.error).not.toBeNull(),
    editing: (c) => {
      expect(c.categories.length).toBeGreaterThan(0);
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.values, c.location));
    },
    saving: (c) => expect(expectedProblems(c.values, c.location)).toEqual({}),
    sending: (c) => expect(c.store?.status).toBe('invalid'),
    confirmingInactivate: (c) => expect(c.store?.status).toBe('active'),
    changingStatus: (c) => expect(c.statusAction).toBe(c.store?.status === 'active' ? 'inactivate' : 'activate'),
  },
  params: {
    notify: (_c, e: Done<StoreChange>) => ({ message: e.output.message }),
    created: (_c, e: Done<StoreChange>) => ({ id: e.output.store.id }),
  },
  invokes: {
    loadStore: (c) => ({ shopId: c.shopId, storeId: c.storeId }),
    geocode: (c) => ({ shopId: c.shopId, address: c.geocodedAddress }),
    saveStore: (c) => expectedRequest(c),
    sendForVerification: (c) => ({ shopId: c.shopId, storeId: c.store?.id }),
    changeStatus: (c) => ({ shopId: c.shopId, storeId: c.store?.id, action: c.statusAction }),
  },
};
