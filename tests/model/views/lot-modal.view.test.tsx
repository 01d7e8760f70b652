// The lot modal (src/ui/parking/properties/lot-modal.tsx) along the shortest path to every state of its chart, for
// a new lot and for an edit by a user who may change the status, its actors running against mocked lots services:
// the plazas' retry, the form's fields with the rules and the server's refusal on them, the geocode alert with its
// status, the pin's coordinates, the schedule rows, the busy save, the status switch only in an edit with
// nexo.request.accepted, the key rotation's confirmation and the device key shown once (spec 3 §2, §4, §5, §8, §9).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { parseLocation, WEEKDAYS, type LotProperties } from '../../../src/contracts/lot.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { LotValues } from '../../../src/machines/lot-modal/lot-form';
import type { LotModalContext, LotModalEvent, lotModalMachine } from '../../../src/machines/lot-modal/lot-modal.machine';
import { LotModal } from '../../../src/ui/parking/properties/lot-modal';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { bad, edited, existing, good, lotModalOracle, noPlace, plazas } from '../oracles/lot-modal.oracle';

const api = vi.hoisted(() => ({ fetchPlazas: vi.fn(), geocodeAddress: vi.fn(), saveLot: vi.fn(), rotateDeviceKey: vi.fn(), fetchProperties: vi.fn() }));
vi.mock('../../../src/services/lots.api', () => api);
// The map's tiles: none here (the map still shows its pin).
vi.mock('../../../src/services/context.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchConfig: () => Promise.reject(new Error('offline')) }));
vi.mock('../../../src/machines/lot-modal/lot-modal.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ lotModalMachine: typeof lotModalMachine }>();
  return { ...chart, lotModalMachine: probed(chart.lotModalMachine, ['loadPlazas', 'geocode', 'saveLot', 'rotateKey']) };
});

setLocale('en');
const plazasCall = settleable();
const geocodeCall = settleable();
const saveCall = settleable();
const rotateCall = settleable();
const spies = { lotsChanged: vi.fn(), close: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  for (const call of [plazasCall, geocodeCall, saveCall, rotateCall]) call.reset();
  api.fetchPlazas.mockImplementation(plazasCall.impl);
  api.geocodeAddress.mockImplementation(geocodeCall.impl);
  api.saveLot.mockImplementation(saveCall.impl);
  api.rotateDeviceKey.mockImplementation(rotateCall.impl);
});

type Save = Extract<LotModalEvent, { type: 'lot.save' }>;
const TEXT = { name: 'Name', address: 'Address', number: 'Phone', prefix: 'Prefix' } as const;
type TextField = keyof typeof TEXT;

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });
const click = (name: string) => fireEvent.click(button(name));
const field = (label: string) => within(dialog()).getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const row = (i: number) => within(dialog()).getByRole('group', { name: `Schedule ${i + 1}` });
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;

/** Whether the rows share a weekday: the form never lets that happen (a weekday another row holds is disabled). */
const sharesWeekday = (v: LotValues) => WEEKDAYS.some((d) => v.schedules.filter((r) => r[d]).length > 1);

function view(lot: LotProperties | null, canSetStatus: boolean): ViewOracle<typeof lotModalMachine> {
  const start = lotModalOracle.initialContext({ lot, canSetStatus }).values;
  /** What the form holds: the values it started with, then what the drives typed. */
  let form: LotValues = structuredClone(start);

  /** Sets the schedule rows through their buttons and times: days switched off first, so that none is held twice. */
  function setRows(rows: LotValues['schedules']) {
    while (form.schedules.length > rows.length) {
      fireEvent.click(within(dialog()).getByRole('button', { name: `Remove schedule ${form.schedules.length}` }));
      form.schedules = form.schedules.slice(0, -1);
    }
    for (const [on, pass] of [[false, 'off'], [true, 'on']] as const) {
      void pass;
      rows.forEach((want, i) => {
        if (i >= form.schedules.length) {
          click('Add schedule');
          form.schedules = [...form.schedules, { ...want, ...Object.fromEntries(WEEKDAYS.map((d) => [d, false])), start: '09:00', end: '21:00' }];
        }
        WEEKDAYS.forEach((d, k) => {
          if (want[d] === on && form.schedules[i][d] !== on) fireEvent.click(within(row(i)).getByRole('button', { name: DAY_NAMES[k] }));
        });
      });
    }
    rows.forEach((want, i) => {
      fireEvent.change(within(dialog()).getByLabelText(`Opens Schedule ${i + 1}`), { target: { value: want.start } });
      fireEvent.change(within(dialog()).getByLabelText(`Closes Schedule ${i + 1}`), { target: { value: want.end } });
    });
  }

  return {
    render: () => {
      form = structuredClone(start);
      notifications.clean();
      render(<LotModal lot={lot} canSetStatus={canSetStatus} onLotsChanged={spies.lotsChanged} onClose={spies.close} />);
    },
    drive: {
      'xstate.done.actor.loadPlazas': async (e) => (await plazasCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.loadPlazas': async (e) => (await plazasCall.reject((e as Failure).error), true),
      'xstate.done.actor.geocode': async (e) => (await geocodeCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.geocode': async (e) => (await geocodeCall.reject((e as Failure).error), true),
      'xstate.done.actor.saveLot': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.saveLot': async (e) => (await saveCall.reject((e as Failure).error), true),
      'xstate.done.actor.rotateKey': async (e) => (await rotateCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.rotateKey': async (e) => (await rotateCall.reject((e as Failure).error), true),
      'lot.retryPlazas': () => (click('Retry'), true),
      'lot.geocode': (e) => {
        const { address } = e as Extract<LotModalEvent, { type: 'lot.geocode' }>;
        type('Address', address);
        fireEvent.blur(field('Address'));
        form.address = address;
        return true;
      },
      'lot.placePin': (e) => {
        const point = parseLocation((e as Extract<LotModalEvent, { type: 'lot.placePin' }>).location);
        if (!point) return false;
        // Typed in the fields beside the map (the keyboard's way): each one left moves the pin.
        type('Latitude', String(point.lat));
        fireEvent.blur(field('Latitude'));
        type('Longitude', String(point.lng));
        fireEvent.blur(field('Longitude'));
        return true;
      },
      'lot.save': (e) => {
        const { values, images } = e as Save;
        const statusShown = lot !== null && canSetStatus;
        if (sharesWeekday(values) || values.country !== form.country || (values.plaza_id === null && form.plaza_id !== null) || (!statusShown && values.active !== form.active)) return false;
        for (const key of Object.keys(TEXT) as TextField[]) type(TEXT[key], values[key]);
        if (values.plaza_id !== null && values.plaza_id !== form.plaza_id) {
          fireEvent.click(within(dialog()).getByRole('combobox', { name: /^Plaza/ }));
          fireEvent.click(screen.getByRole('option', { name: plazas.find((p) => p.id === values.plaza_id)?.name }));
        }
        if (values.phone_public !== form.phone_public) fireEvent.click(within(dialog()).getByRole('switch', { name: 'Show the phone to customers' }));
        if (statusShown && values.active !== form.active) fireEvent.click(within(dialog()).getByRole('switch', { name: 'Active' }));
        setRows(values.schedules);
        const files = dialog().querySelectorAll<HTMLInputElement>('input[type="file"]');
        if (images.url_storefront) fireEvent.change(files[0], { target: { files: [images.url_storefront] } });
        click('Save');
        form = structuredClone(values);
        return true;
      },
      'lot.rotateKey': () => (lot ? (click('Rotate device key'), true) : false),
      'lot.confirmRotate': () => (click('Rotate key'), true),
      'lot.cancelRotate': () => (fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' })), true),
      'lot.close': (_e, s) => {
        if (s.value === 'keyShown') return click('Done'), true;
        if (s.value === 'plazasFailed' || typeof s.value === 'object') return click('Cancel'), true;
        return false;
      },
    },
    sees: {
      loadingPlazas: () => {
        expect(screen.getByRole('dialog', { name: lot ? 'Edit lot' : 'New lot' })).toBeInTheDocument();
        expect(within(dialog()).getByLabelText('Loading')).toBeInTheDocument();
        expect(api.fetchPlazas).toHaveBeenCalled();
      },
      plazasFailed: (c) => {
        expect(within(dialog()).getByRole('alert')).toHaveTextContent(`The plazas could not be read.${c.error}`);
        expect(button('Retry')).toBeInTheDocument();
      },
      editing: (c) => theForm(c),
      'editing.geocoding': () => {
        expect(within(dialog()).getByLabelText('Finding the address on the map…')).toBeInTheDocument();
        expect(api.geocodeAddress).toHaveBeenLastCalledWith(form.address.trim());
      },
      'editing.idle': () => expect(within(dialog()).queryByLabelText('Finding the address on the map…')).toBeNull(),
      confirmingRotate: () => {
        const confirm = screen.getByRole('alertdialog', { name: 'Rotate the device key?' });
        expect(confirm).toHaveTextContent('The current key stops working at once');
        expect(within(dialog()).queryByRole('button', { name: 'Save' })).toBeNull();
      },
      rotating: (c) => {
        theForm(c, true);
        expect(api.rotateDeviceKey).toHaveBeenLastCalledWith(c.lot?.id);
      },
      saving: (c) => {
        theForm(c, true);
        expect(api.saveLot).toHaveBeenLastCalledWith(lotModalOracle.invokes?.saveLot?.(c, { type: 'lot.save', values: c.values, images: c.images }, 'saving'));
      },
      keyShown: (c) => {
        expect(within(dialog()).getByTestId('device-key')).toHaveTextContent(c.deviceKey ?? '');
        expect(dialog()).toHaveTextContent('It will not be shown again.');
        expect(button('Copy key')).toBeInTheDocument();
        expect(within(dialog()).queryByRole('textbox', { name: /^Name/ })).toBeNull();
        // A new lot's list went to the parent with the key; a rotation changes no lot.
        expect(spies.lotsChanged).toHaveBeenCalledTimes(c.lot ? 0 : 1);
        expect(spies.close).not.toHaveBeenCalled();
      },
      saved: async () => {
        expect(await screen.findByText('Saved.')).toBeInTheDocument();
        expect(spies.lotsChanged).toHaveBeenCalledWith(edited.lots);
        expect(spies.close).toHaveBeenCalledTimes(1);
      },
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
      },
    },
  };

  /** The form: what it holds, each field's error (a broken rule or the server's), the geocode alert, the pin's
   *  coordinates, the status switch only in an edit with the permission, the rotation only in an edit; while busy,
   *  the spinner and no way to close. */
  function theForm(c: LotModalContext, busy = false) {
    expect(screen.getByRole('dialog', { name: lot ? 'Edit lot' : 'New lot' })).toBeInTheDocument();
    for (const [key, label] of Object.entries(TEXT) as [TextField, string][]) {
      expect(field(label), label).toHaveValue(form[key]);
      const labelText = key === 'number' ? 'phone' : label.toLowerCase();
      const error = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? validationMessage(c.problems[key], labelText, 'en') : null);
      expect(errorOn(field(label)), `${label}'s error`).toBe(error);
    }
    const rowError = Object.entries(c.problems).find(([k]) => /^schedules\.\d+$/.test(k));
    if (rowError) expect(within(dialog()).getAllByRole('alert').some((a) => a.textContent === validationMessage(rowError[1], `schedule ${Number(rowError[0].split('.')[1]) + 1}`, 'en'))).toBe(true);
    expect(within(dialog()).getAllByRole('group', { name: /^Schedule \d$/ })).toHaveLength(form.schedules.length);
    const pin = parseLocation(c.location);
    expect(field('Latitude')).toHaveValue(pin ? String(pin.lat) : '');
    expect(field('Longitude')).toHaveValue(pin ? String(pin.lng) : '');
    const alert = within(dialog()).queryByTestId('geocode-alert');
    if (c.geocodeStatus) expect(alert).toHaveTextContent(`Geocode was not successful for the following reason: ${c.geocodeStatus}`);
    else expect(alert).toBeNull();
    if (c.error) expect(within(dialog()).getAllByRole('alert')[0]).toHaveTextContent(c.error);
    expect(within(dialog()).queryByRole('switch', { name: 'Active' }) !== null, 'the status switch').toBe(lot !== null && canSetStatus);
    expect(within(dialog()).queryByRole('button', { name: 'Rotate device key' }) !== null, 'the rotation').toBe(lot !== null);
    expect(button('Save').hasAttribute('data-loading') || button('Save').hasAttribute('disabled'), 'Save busy').toBe(busy);
    expect(button('Cancel')).toHaveProperty('disabled', busy);
    expect(dialog().querySelector('.mantine-Modal-close') === null, 'no close button').toBe(busy);
  }
}

/** The form keeps only the phone's digits and puts the prefix in capitals while they are typed (spec 3 §5): the
 *  oracle's saves as the form sends them. */
const typed = (values: LotValues): LotValues => ({ ...values, number: values.number.replace(/\D/g, ''), prefix: values.prefix.toUpperCase() });
const asTyped = (s: Parameters<typeof lotModalOracle.events>[0]) => lotModalOracle.events(s).map((e) => (e.type === 'lot.save' ? { ...e, values: typed((e as Save).values) } : e));

describeViewPaths({ ...lotModalOracle, input: { lot: null, canSetStatus: false }, events: asTyped }, view(null, false), 'new lot');
describeViewPaths({ ...lotModalOracle, input: { lot: existing, canSetStatus: true }, events: asTyped }, view(existing, true), 'edit with the status switch');
describeViewPaths({ ...lotModalOracle, input: { lot: existing, canSetStatus: false }, events: asTyped }, view(existing, false), 'edit without nexo.request.accepted');

it('shows every broken rule on its field, a geocoding failure in the spec alert, and the pin where the address is', async () => {
  const modal = view(null, false);
  modal.render();
  const at = () => actorOf(lotModalOracle.machine.id).getSnapshot() as ChartSnapshot<LotModalContext>;
  await plazasCall.resolve(plazas);
  expect(await modal.drive?.['lot.save']?.({ type: 'lot.save', values: typed({ ...bad, schedules: good.schedules, plaza_id: 2, active: true }), images: {} }, at())).toBe(true);
  expect(errorOn(field('Name'))).toBe('The name field must be at least 4 characters.');
  expect(errorOn(field('Phone'))).toBe('The phone field must have 10 to 15 digits.');
  expect(errorOn(field('Prefix'))).toBe('The prefix field may have only upper-case letters and digits.');
  modal.drive?.['lot.geocode']?.({ type: 'lot.geocode', address: 'Av. Juárez 200, Monterrey' }, at());
  await geocodeCall.reject(noPlace);
  expect(within(dialog()).getByTestId('geocode-alert')).toHaveTextContent('Geocode was not successful for the following reason: ZERO_RESULTS');
  modal.drive?.['lot.geocode']?.({ type: 'lot.geocode', address: 'Av. Juárez 200, Monterrey ' }, at());
  await geocodeCall.resolve({ lat: 25.6714, lng: -100.3089 });
  expect([field('Latitude'), field('Longitude')].map((f) => (f as HTMLInputElement).value)).toEqual(['25.6714', '-100.3089']);
  expect(within(dialog()).queryByTestId('geocode-alert')).toBeNull();
});
