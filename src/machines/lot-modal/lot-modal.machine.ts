// The lot modal (spec 3 §2 Properties, §4 "Parking lot modal: new or edit", §5 Parking lot, §8 the geocode alert):
// the plazas are read first; the form is then open. Leaving the address with 5 characters or more geocodes it
// (through the server's adapter) and moves the pin there; a failure shows the spec's alert with its status and the
// user places the pin by hand (a click, a drag, or the keyboard). Save checks the shared rules: a broken rule
// stays on its field, a valid form goes to the server; a refusal returns with the server's messages (422). Both
// saves answer the lots: the parent takes them at once (list, session). A new lot's device key is shown once; an
// edit may rotate the key after a confirmation, and the new key is shown once too.
import { assign, fromPromise, setup } from 'xstate';
import type { GeoPoint } from '../../contracts/geocode.struct';
import { GEOCODE_MIN } from '../../contracts/geocode.struct';
import type { LotProperties } from '../../contracts/lot.struct';
import { toApiError } from '../../services/http';
import { fetchPlazas, geocodeAddress, rotateDeviceKey, saveLot, type LotImages, type Plaza, type SaveLotOutput, type SaveLotRequest } from '../../services/lots.api';
import { emptyValues, locationOf, problemsOf, saveRequestOf, valuesOf, type LotValues, type Problems } from './lot-form';

// ---- Context, input, events ----------------------------------------------------------------------------
export type LotModalContext = {
  /** null for a new lot; the lot being edited. */
  lot: LotProperties | null;
  /** The user holds nexo.request.accepted: an edit shows the active switch (spec 3 §2). */
  canSetStatus: boolean;
  plazas: Plaza[];
  values: LotValues;
  images: LotImages;
  /** The pin, "lat,lng"; empty until one is placed. */
  location: string;
  /** The status word of the last failed geocoding (ZERO_RESULTS...), shown in the spec's alert until the pin moves. */
  geocodeStatus: string | null;
  /** The address the pin came from (an edited lot's own when it has a pin, else the last one sent to the geocoder,
   *  forgotten when that failed): leaving the address unchanged does not move a pin placed by hand. */
  geocodedAddress: string;
  /** The rules the last save broke, by field (codes). */
  problems: Problems;
  /** The server's refusal: its message and per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
  /** The device key the server just gave: shown this once. */
  deviceKey: string | null;
};

export type LotModalInput = { lot: LotProperties | null; canSetStatus: boolean };

export type LotModalEvent =
  | { type: 'lot.save'; values: LotValues; images: LotImages }
  | { type: 'lot.geocode'; address: string }
  | { type: 'lot.placePin'; location: string }
  | { type: 'lot.retryPlazas' }
  | { type: 'lot.rotateKey' }
  | { type: 'lot.confirmRotate' }
  | { type: 'lot.cancelRotate' }
  | { type: 'lot.close' };

const close = { target: '#lotModal.closed', actions: 'close' } as const;
/** The server's refusal as the form shows it: its message, and its messages by field (422). */
function refusalOf(thrown: unknown): Pick<LotModalContext, 'error' | 'fieldErrors'> {
  const error = toApiError(thrown);
  return { error: error.message, fieldErrors: error.errors };
}

export const lotModalMachine = setup({
  types: {
    context: {} as LotModalContext,
    events: {} as LotModalEvent,
    input: {} as LotModalInput,
  },
  actors: {
    loadPlazas: fromPromise<Plaza[]>(() => fetchPlazas()),
    geocode: fromPromise<GeoPoint, { address: string }>(({ input }) => geocodeAddress(input.address)),
    saveLot: fromPromise<SaveLotOutput, SaveLotRequest>(({ input }) => saveLot(input)),
    rotateKey: fromPromise<string, { lotId: number }>(({ input }) => rotateDeviceKey(input.lotId)),
  },
  actions: {
    notify: (_, _params: { message: string | null; created: boolean }) => {},
    /** The lots as the server answered them: the parent shows them and hands them to the session at once. */
    lotsChanged: (_, _params: { lots: LotProperties[] }) => {},
    close: () => {},
  },
  guards: {
    formIsValid: ({ context, event }) => event.type === 'lot.save' && Object.keys(problemsOf(event.values, context.location)).length === 0,
    addressGeocodable: ({ context, event }) => {
      if (event.type !== 'lot.geocode') return false;
      const address = event.address.trim();
      return address.length >= GEOCODE_MIN && address !== context.geocodedAddress;
    },
    isEdit: ({ context }) => context.lot !== null,
    /** The save made a new lot (its answer carries the device key). */
    lotCreated: (_, params: { created: boolean }) => params.created,
  },
}).createMachine({
  id: 'lotModal',
  description: "Creates or edits one of the administrator's lots.",
  context: ({ input }) => ({
    lot: input.lot,
    canSetStatus: input.canSetStatus,
    plazas: [],
    values: input.lot ? valuesOf(input.lot) : emptyValues(),
    images: {},
    location: input.lot?.location ?? '',
    geocodeStatus: null,
    geocodedAddress: input.lot?.location ? input.lot.address.trim() : '',
    problems: {},
    error: null,
    fieldErrors: {},
    deviceKey: null,
  }),
  initial: 'loadingPlazas',
  states: {
    loadingPlazas: {
      description: 'The plazas a lot may belong to are on their way.',
      invoke: {
        id: 'loadPlazas',
        src: 'loadPlazas',
        onDone: { target: 'editing', actions: assign({ plazas: ({ event }) => event.output }) },
        onError: { target: 'plazasFailed', actions: assign(({ event }) => refusalOf(event.error)) },
      },
      on: { 'lot.close': close },
    },
    plazasFailed: {
      description: 'The plazas could not be read: the form cannot be filled; retry or close.',
      on: {
        'lot.retryPlazas': { target: 'loadingPlazas', actions: assign({ error: null, fieldErrors: {} }) },
        'lot.close': close,
      },
    },
    editing: {
      description: 'The form: name, plaza, address, phone, the map, schedules, images, prefix, the status in an edit.',
      initial: 'idle',
      on: {
        'lot.placePin': { target: '.idle', actions: assign({ location: ({ event }) => event.location, geocodeStatus: null }) },
        'lot.geocode': {
          guard: 'addressGeocodable',
          target: '.geocoding',
          actions: assign({ geocodedAddress: ({ event }) => event.address.trim() }),
        },
        'lot.save': [
          {
            guard: 'formIsValid',
            target: 'saving',
            actions: assign({ values: ({ event }) => event.values, images: ({ event }) => event.images, problems: {}, error: null, fieldErrors: {} }),
          },
          {
            actions: assign({
              values: ({ event }) => event.values,
              images: ({ event }) => event.images,
              problems: ({ context, event }) => problemsOf(event.values, context.location),
            }),
          },
        ],
        'lot.rotateKey': { guard: 'isEdit', target: 'confirmingRotate' },
        'lot.close': close,
      },
      states: {
        idle: { description: 'The pin stays where it is until the user or a geocoding moves it.' },
        geocoding: {
          description: 'The address left is with the geocoder; the form stays usable and a placed pin cancels it.',
          invoke: {
            id: 'geocode',
            src: 'geocode',
            input: ({ context }) => ({ address: context.geocodedAddress }),
            onDone: { target: 'idle', actions: assign({ location: ({ event }) => locationOf(event.output), geocodeStatus: null }) },
            onError: {
              target: 'idle',
              actions: assign({ geocodeStatus: ({ event }) => toApiError(event.error).reason ?? 'UNAVAILABLE', geocodedAddress: '' }),
            },
          },
        },
      },
    },
    confirmingRotate: {
      description: "Asks before the lot's device key is replaced: the gates stop until they get the new one.",
      on: {
        'lot.confirmRotate': { target: 'rotating' },
        'lot.cancelRotate': { target: 'editing' },
      },
    },
    rotating: {
      description: 'A new device key is being made.',
      invoke: {
        id: 'rotateKey',
        src: 'rotateKey',
        input: ({ context }) => ({ lotId: context.lot?.id ?? 0 }),
        onDone: { target: 'keyShown', actions: assign({ deviceKey: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    saving: {
      description: 'The lot is with the server: a spinner, no close button, every field kept.',
      invoke: {
        id: 'saveLot',
        src: 'saveLot',
        input: ({ context }) => saveRequestOf(context.lot, context.values, context.location, context.images, context.canSetStatus),
        onDone: [
          {
            guard: { type: 'lotCreated', params: ({ event }) => ({ created: event.output.created !== null }) },
            target: 'keyShown',
            actions: [
              assign({ deviceKey: ({ event }) => event.output.created?.deviceKey ?? null }),
              { type: 'notify', params: ({ event }) => ({ message: event.output.message, created: true }) },
              { type: 'lotsChanged', params: ({ event }) => ({ lots: event.output.lots }) },
            ],
          },
          {
            target: 'saved',
            actions: [
              { type: 'notify', params: ({ event }) => ({ message: event.output.message, created: false }) },
              { type: 'lotsChanged', params: ({ event }) => ({ lots: event.output.lots }) },
              'close',
            ],
          },
        ],
        onError: { target: 'editing', actions: assign(({ event }) => refusalOf(event.error)) },
      },
    },
    keyShown: {
      description: 'The device key, shown this once with a copy button; closing the modal forgets it.',
      on: { 'lot.close': close },
    },
    saved: { description: 'The edit is saved: the parent has the lots and closes the modal.', type: 'final' },
    closed: { description: 'Closed.', type: 'final' },
  },
});
