// The store form (spec 3 §2 "Store add/update form with opening hours and days, storefront, map location and send
// for verification", §3 Branch/store, §4 store status): the store (none for a new one) and the categories are
// read first; the form is then open. Leaving the address with 5 characters or more geocodes it and moves the pin;
// a failure shows the spec's alert and the pin is placed by hand. Save checks the shared rules: a broken rule
// stays on its field, a valid form goes to the server; a refusal returns with the server's messages. A new store,
// once saved, is opened at its own page. A store not yet verified is sent for verification; an active store is
// inactivated only after 'I Agree' (it then receives no purchase requests and its credits stop moving); an
// inactive one is activated. The phone panel (its own chart) hands a verified phone back with `store.changed`.
import { assign, fromPromise, setup } from 'xstate';
import { GEOCODE_MIN, type GeoPoint } from '../../contracts/geocode.struct';
import type { Category } from '../../contracts/store-request.struct';
import type { StatusAction, Store } from '../../contracts/store.struct';
import { toApiError } from '../../services/http';
import {
  changeStoreStatus,
  fetchStoreForm,
  geocodeStoreAddress,
  saveStore,
  sendForVerification,
  type SaveStoreRequest,
  type StoreChange,
  type StoreFormData,
  type StoreRef,
} from '../../services/stores.api';
import { emptyValues, locationOf, problemsOf, saveRequestOf, valuesOf, type Problems, type StoreValues } from './store-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type StoreFormContext = {
  shopId: number;
  /** The store asked for; null for a new one. */
  storeId: number | null;
  /** null until a new store is saved; the store being edited. */
  store: Store | null;
  categories: Category[];
  values: StoreValues;
  /** The storefront picture chosen and not yet saved. */
  storefront: File | null;
  /** The pin, "lat,lng"; empty until one is placed. */
  location: string;
  /** The status word of the last failed geocoding, shown in the spec's alert until the pin moves. */
  geocodeStatus: string | null;
  /** The address the pin came from: leaving the address unchanged does not move a pin placed by hand. */
  geocodedAddress: string;
  /** The status change on its way (after 'I Agree' for an inactivation). */
  statusAction: StatusAction | null;
  problems: Problems;
  /** The server's refusal: its message and per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

export type StoreFormInput = { shopId: number; storeId: number | null };

export type StoreFormEvent =
  | { type: 'store.save'; values: StoreValues; storefront: File | null }
  | { type: 'store.geocode'; address: string }
  | { type: 'store.placePin'; location: string }
  | { type: 'store.retry' }
  | { type: 'store.sendForVerification' }
  | { type: 'store.inactivate' }
  | { type: 'store.agree' }
  | { type: 'store.cancel' }
  | { type: 'store.activate' }
  /** The phone panel verified the phone: the store as the server answered it. */
  | { type: 'store.changed'; store: Store };

/** The server's refusal as the form shows it: its message and its messages by field (422). */
function refusalOf(thrown: unknown): Pick<StoreFormContext, 'error' | 'fieldErrors'> {
  const error = toApiError(thrown);
  return { error: error.message, fieldErrors: error.errors };
}

const cleared = { problems: {}, error: null, fieldErrors: {} };

/** The store as the server answered a change: the form shows it, the storefront chosen is saved. */
const changedBy = (output: StoreChange) => ({ store: output.store, storefront: null, statusAction: null, ...cleared });

export const storeFormMachine = setup({
  types: {
    context: {} as StoreFormContext,
    events: {} as StoreFormEvent,
    input: {} as StoreFormInput,
  },
  actors: {
    loadStore: fromPromise<StoreFormData, { shopId: number; storeId: number | null }>(({ input }) => fetchStoreForm(input.shopId, input.storeId)),
    geocode: fromPromise<GeoPoint, { shopId: number; address: string }>(({ input }) => geocodeStoreAddress(input.shopId, input.address)),
    saveStore: fromPromise<StoreChange, SaveStoreRequest>(({ input }) => saveStore(input)),
    sendForVerification: fromPromise<StoreChange, StoreRef>(({ input }) => sendForVerification(input)),
    changeStatus: fromPromise<StoreChange, StoreRef & { action: StatusAction }>(({ input }) => changeStoreStatus(input)),
  },
  actions: {
    notify: (_, _params: { message: string | null }) => {},
    /** A new store is saved: the view opens its page. */
    created: (_, _params: { id: number }) => {},
  },
  guards: {
    formIsValid: ({ context, event }) => event.type === 'store.save' && Object.keys(problemsOf(event.values, context.location)).length === 0,
    addressGeocodable: ({ context, event }) => {
      if (event.type !== 'store.geocode') return false;
      const address = event.address.trim();
      return address.length >= GEOCODE_MIN && address !== context.geocodedAddress;
    },
    notVerified: ({ context }) => context.store?.status === 'invalid',
    isActive: ({ context }) => context.store?.status === 'active',
    isInactive: ({ context }) => context.store?.status === 'inactive',
    /** The save made a new store (there was none before it). */
    wasNew: ({ context }) => context.store === null,
  },
}).createMachine({
  id: 'storeForm',
  description: "Creates or edits one of the shop's stores, sends it for verification, activates or inactivates it.",
  context: ({ input }) => ({
    shopId: input.shopId,
    storeId: input.storeId,
    store: null,
    categories: [],
    values: emptyValues(),
    storefront: null,
    location: '',
    geocodeStatus: null,
    geocodedAddress: '',
    statusAction: null,
    ...cleared,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The store and the categories are on their way.',
      invoke: {
        id: 'loadStore',
        src: 'loadStore',
        input: ({ context }) => ({ shopId: context.shopId, storeId: context.storeId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            store: event.output.store,
            categories: event.output.categories,
            values: event.output.store ? valuesOf(event.output.store) : emptyValues(),
            location: event.output.store?.location ?? '',
            geocodedAddress: event.output.store?.location ? event.output.store.address.trim() : '',
          })),
        },
        onError: { target: 'loadFailed', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    loadFailed: {
      description: 'The store could not be read: retry.',
      on: { 'store.retry': { target: 'loading', actions: assign(cleared) } },
    },
    editing: {
      description: 'The form: name, phone, address and pin, hours and days, storefront, categories, precautions; the status actions.',
      initial: 'idle',
      on: {
        'store.placePin': { target: '.idle', actions: assign({ location: ({ event }) => event.location, geocodeStatus: null }) },
        'store.geocode': { guard: 'addressGeocodable', target: '.geocoding', actions: assign({ geocodedAddress: ({ event }) => event.address.trim() }) },
        'store.save': [
          { guard: 'formIsValid', target: 'saving', actions: assign({ values: ({ event }) => event.values, storefront: ({ event }) => event.storefront, ...cleared }) },
          {
            actions: assign({
              values: ({ event }) => event.values,
              storefront: ({ event }) => event.storefront,
              problems: ({ context, event }) => problemsOf(event.values, context.location),
            }),
          },
        ],
        'store.changed': { actions: assign({ store: ({ event }) => event.store }) },
        'store.sendForVerification': { guard: 'notVerified', target: 'sending', actions: assign(cleared) },
        'store.inactivate': { guard: 'isActive', target: 'confirmingInactivate' },
        'store.activate': { guard: 'isInactive', target: 'changingStatus', actions: assign({ statusAction: 'activate', ...cleared }) },
      },
      states: {
        idle: { description: 'The pin stays where it is until the user or a geocoding moves it.' },
        geocoding: {
          description: 'The address left is with the geocoder; the form stays usable and a placed pin cancels it.',
          invoke: {
            id: 'geocode',
            src: 'geocode',
            input: ({ context }) => ({ shopId: context.shopId, address: context.geocodedAddress }),
            onDone: { target: 'idle', actions: assign({ location: ({ event }) => locationOf(event.output), geocodeStatus: null }) },
            onError: { target: 'idle', actions: assign({ geocodeStatus: ({ event }) => toApiError(event.error).reason ?? 'UNAVAILABLE', geocodedAddress: '' }) },
          },
        },
      },
    },
    saving: {
      description: 'The store is with the server: a spinner, every field kept.',
      invoke: {
        id: 'saveStore',
        src: 'saveStore',
        input: ({ context }) => saveRequestOf(context.shopId, context.store, context.values, context.location, context.storefront),
        onDone: [
          {
            guard: 'wasNew',
            target: 'editing',
            actions: [
              assign(({ event }) => changedBy(event.output)),
              { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
              { type: 'created', params: ({ event }) => ({ id: event.output.store.id }) },
            ],
          },
          {
            target: 'editing',
            actions: [assign(({ event }) => changedBy(event.output)), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
          },
        ],
        onError: { target: 'editing', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    sending: {
      description: 'The store is being sent for verification.',
      invoke: {
        id: 'sendForVerification',
        src: 'sendForVerification',
        input: ({ context }) => ({ shopId: context.shopId, storeId: context.store?.id ?? 0 }),
        onDone: {
          target: 'editing',
          actions: [assign(({ event }) => changedBy(event.output)), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'editing', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    confirmingInactivate: {
      description: "Asks for 'I Agree': an inactive store receives no purchase requests and its credits cannot be transferred.",
      on: {
        'store.agree': { target: 'changingStatus', actions: assign({ statusAction: 'inactivate', ...cleared }) },
        'store.cancel': { target: 'editing' },
      },
    },
    changingStatus: {
      description: 'The store is being activated or inactivated.',
      invoke: {
        id: 'changeStatus',
        src: 'changeStatus',
        input: ({ context }) => ({ shopId: context.shopId, storeId: context.store?.id ?? 0, action: context.statusAction ?? 'activate' }),
        onDone: {
          target: 'editing',
          actions: [assign(({ event }) => changedBy(event.output)), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'editing', actions: assign(({ event }) => ({ statusAction: null, ...refusalOf(event.error) })) },
      },
    },
  },
});
