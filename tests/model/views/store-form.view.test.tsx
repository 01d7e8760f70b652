// The store page (src/ui/shopping/stores/store-screen.tsx) along the shortest path to every state of the store-form
// chart, for a new store and for a store's edit: the loader, the failure with Retry, the form with the values it
// holds and the broken rules on their fields, the geocode alert with its status, the busy save, the status section
// (Send for verification only for a store not yet verified, Inactivate only for an active one, Activate only for an
// inactive one) and the 'I Agree' question (spec 3 §2, §4, §8). The status buttons and the question are clicked; the
// services' answers are sent to the chart.
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import { loadSession } from '../../../src/services/session-store';
import type { StoreFormContext, storeFormMachine } from '../../../src/machines/store-form/store-form.machine';
import StoreScreen from '../../../src/ui/shopping/stores/store-screen';
import { loginAnswer, storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { ChartSnapshot } from '../chart/chart-oracle';
import { actorOf, describeViewPaths, type ViewOracle } from '../chart/view-paths';
import { activeStore, categories, storeFormOracle } from '../oracles/store-form.oracle';

vi.mock('../../../src/services/stores.api', () => ({
  fetchStores: vi.fn(),
  fetchStoreForm: vi.fn(),
  saveStore: vi.fn(),
  sendForVerification: vi.fn(),
  changeStoreStatus: vi.fn(),
  sendPhoneCode: vi.fn(),
  verifyPhoneCode: vi.fn(),
  geocodeStoreAddress: vi.fn(),
}));
// The map's tiles: none here (the map still shows its pin); a stored picture reads as a PNG.
// GET shops after a change: the shop with the store the test saved.
const shopsAfterSave = [{ id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [{ id: 1, name: 'Sucursal Centro Histórico' }] }];
vi.mock('../../../src/services/context.api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchConfig: () => Promise.reject(new Error('offline')),
  fetchShops: async () => shopsAfterSave,
}));
vi.mock('../../../src/services/files.api', () => ({ fetchStoredFile: async () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) }));
vi.mock('../../../src/machines/store-form/store-form.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ storeFormMachine: typeof storeFormMachine }>();
  return { ...chart, storeFormMachine: probed(chart.storeFormMachine) };
});

setLocale('en');
beforeEach(() => {
  notifications.clean();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

type C = StoreFormContext;
const main = () => screen.getByRole('main');
const form = () => screen.getByRole('form');
const button = (name: string | RegExp, inside: HTMLElement = document.body) => within(inside).queryByRole('button', { name });
const busy = (b: HTMLElement | null) => b !== null && b.hasAttribute('data-loading');
const textbox = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
/** The error message tied to a field (Mantine's `<id>-error` among the ids that describe it). */
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
const LABELS: Record<string, string> = { name: 'name', address: 'address', number: 'phone' };

/** Clicks a button the view shows, if it shows it: otherwise the event goes to the chart (the view has no way to send it). */
const clickIfShown = (name: string) => () => {
  const b = button(name);
  if (!b) return false;
  fireEvent.click(b);
  return true;
};

function view(storeId: number | null): ViewOracle<typeof storeFormMachine> {
  return {
    render: () =>
      renderWithSession(
        <main>
          <StoreScreen params={storeId === null ? {} : { id: String(storeId) }} route={{ path: '/branch', name: 'Branch', access: 'protected' }} />
        </main>,
        {
          path: storeId === null ? '/branch' : `/branch/${storeId}`,
          stored: storedSession({
            auth: loginAnswer({ type: 'shopping', role_id: 4, permissions: ['shopping.branch.add', 'shopping.branch.settings'] }),
            module: 'shopping',
            lots: [],
            shops: [{ id: 1, name: 'Tienda Centro', prefix: 'TNDA', url_logo: null, branchs: [] }],
            activeShopId: 1,
          }),
        },
      ),
    drive: {
      'store.retry': clickIfShown('Retry'),
      'store.sendForVerification': clickIfShown('Send for verification'),
      'store.inactivate': clickIfShown('Inactivate'),
      'store.activate': clickIfShown('Activate'),
      'store.agree': clickIfShown('I Agree'),
      'store.cancel': clickIfShown('Cancel'),
    },
    sees: {
      loading: () => expect(screen.getByLabelText('Loading')).toBeInTheDocument(),
      loadFailed: (c) => {
        const alert = screen.getByRole('alert');
        expect(alert).toHaveTextContent('The store could not be read.');
        expect(alert).toHaveTextContent(c.error ?? '');
        expect(button('Retry', alert)).not.toBeNull();
      },
      editing: (c: C) => {
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(c.store ? `Store ${c.store.name}` : 'New store');
        // The form shows the values it last held (a new store's blank ones, a loaded store's, or the last save's).
        expect(textbox('Name').value).toBe(c.values.name);
        expect(textbox('Address').value).toBe(c.values.address);
        for (const [field, label] of Object.entries(LABELS)) {
          const input = field === 'number' ? within(form()).getByRole('textbox', { name: 'Phone' }) : textbox(field === 'name' ? 'Name' : 'Address');
          const shown = c.fieldErrors[field]?.[0] ?? (c.problems[field] ? validationMessage(c.problems[field], label, 'en') : null);
          expect(errorOn(input), field).toBe(shown);
        }
        if (c.geocodeStatus) expect(screen.getByTestId('geocode-alert')).toHaveTextContent(`Geocode was not successful for the following reason: ${c.geocodeStatus}`);
        else expect(screen.queryByTestId('geocode-alert')).toBeNull();
        if (c.error && Object.keys(c.fieldErrors).length === 0) expect(within(main()).getAllByRole('alert')[0]).toHaveTextContent(c.error);
        const status = c.store ? screen.getByRole('region', { name: "Store's status" }) : null;
        expect(button('Send for verification') !== null).toBe(c.store?.status === 'invalid');
        expect(button('Inactivate') !== null).toBe(c.store?.status === 'active');
        expect(button('Activate') !== null).toBe(c.store?.status === 'inactive');
        if (status && c.store) expect(status).toHaveTextContent({ active: 'Active', invalid: 'Not verified', pending: 'Pending verification', inactive: 'Inactive', delete: 'Deleted' }[c.store.status]);
        if (!c.store) expect(screen.getByText('Save the store to verify its phone.')).toBeInTheDocument();
        else expect(screen.getByRole('region', { name: 'Phone verification' })).toBeInTheDocument();
      },
      'editing.idle': () => expect(within(form()).queryByLabelText('Loading')).toBeNull(),
      'editing.geocoding': () => expect(within(form()).getByLabelText('Loading')).toBeInTheDocument(),
      saving: () => expect(busy(button('Save'))).toBe(true),
      sending: () => {
        expect(busy(button('Send for verification'))).toBe(true);
        expect(busy(button('Save'))).toBe(true);
      },
      confirmingInactivate: (c) => {
        const dialog = screen.getByRole('dialog', { name: `Inactivate ${c.store?.name}?` });
        expect(dialog).toHaveTextContent('An inactive store no longer receives purchase requests and its credits can no longer be transferred to other stores.');
        expect(button('I Agree', dialog)).not.toBeNull();
      },
      changingStatus: (c) => {
        expect(busy(button('Save'))).toBe(true);
        if (c.statusAction === 'activate') expect(busy(button('Activate'))).toBe(true);
      },
    },
  };
}

describeViewPaths({ ...storeFormOracle, input: { shopId: 1, storeId: null } }, view(null), 'new store');
describeViewPaths({ ...storeFormOracle, input: { shopId: 1, storeId: 1 } }, view(1), "a store's edit");

it("sends what the form holds when Save is clicked, and keeps a broken rule on its field", async () => {
  view(1).render();
  const actor = actorOf(storeFormOracle.machine.id);
  act(() => actor.send({ type: 'xstate.done.actor.loadStore', output: { store: activeStore, categories } } as never));
  fireEvent.change(textbox('Name'), { target: { value: 'Sucursal Centro Histórico' } });
  fireEvent.click(button('Save')!);
  const saving = actor.getSnapshot() as ChartSnapshot<C>;
  expect(saving.value).toBe('saving');
  expect(saving.context.values).toMatchObject({ name: 'Sucursal Centro Histórico', number: '8112345001', categories: [1], days_open: [1, 2, 3, 4, 5, 6] });
  act(() => actor.send({ type: 'xstate.error.actor.saveStore', error: new Error('offline') } as never));
  fireEvent.change(textbox('Name'), { target: { value: 'Abc' } });
  fireEvent.click(button('Save')!);
  expect((actor.getSnapshot() as ChartSnapshot<C>).value).toEqual({ editing: 'idle' });
  expect(errorOn(textbox('Name'))).toBe('The name field must be at least 4 characters.');
});

it("reads the shops again into the session after a change the server confirmed, so the dropdowns show the store", async () => {
  view(1).render();
  const actor = actorOf(storeFormOracle.machine.id);
  act(() => actor.send({ type: 'xstate.done.actor.loadStore', output: { store: activeStore, categories } } as never));
  expect(loadSession()?.shops).not.toEqual(shopsAfterSave);
  fireEvent.click(button('Save')!);
  act(() => actor.send({ type: 'xstate.done.actor.saveStore', output: { store: { ...activeStore, name: 'Sucursal Centro Histórico' }, message: 'Updated' } } as never));
  await waitFor(() => expect(loadSession()?.shops).toEqual(shopsAfterSave));
});

it.each([
  ['active', ['Inactivate']],
  ['inactive', ['Activate']],
  ['invalid', ['Send for verification']],
  ['pending', []],
  ['delete', []],
] as const)('offers a %s store only its own status actions: %j', (status, offered) => {
  view(1).render();
  act(() => actorOf(storeFormOracle.machine.id).send({ type: 'xstate.done.actor.loadStore', output: { store: { ...activeStore, status }, categories } } as never));
  const region = screen.getByRole('region', { name: "Store's status" });
  const actions = ['Send for verification', 'Inactivate', 'Activate'].filter((name) => button(name, region) !== null);
  expect(actions).toEqual(offered);
});
