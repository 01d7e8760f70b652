// The admin editors (src/ui/admin/*/…-editor.tsx on src/ui/admin/admin-editor.tsx) along the shortest path to every
// state of the admin editor chart, for the Mall's plaza (new and edit: the texts, the pin typed beside the map,
// removed), the Categories' category (edit: names, parent, active), the Brands' brand and the Parking's lot card
// (edit only, no delete), each chart's actors running against mocked services: each field with its value and its
// error (the broken rule or the server's), the refusal above the form, Delete only on a row that may go and its
// question, the busy Save or Delete with no way to close, the toast of the server's words and the list told.
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, expect, vi } from 'vitest';
import type { AdminBrand } from '../../../src/contracts/admin-brands.struct';
import type { AdminCategory } from '../../../src/contracts/admin-categories.struct';
import type { AdminParking } from '../../../src/contracts/admin-parkings.struct';
import type { AdminPlaza } from '../../../src/contracts/admin-plazas.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { AdminEditorContext, AdminEditorEvent, AdminEditorInput } from '../../../src/machines/admin-editor/admin-editor.machine';
import { brandValuesOf } from '../../../src/machines/admin-editor/brand-editor';
import { categoryValuesOf } from '../../../src/machines/admin-editor/category-editor';
import { plazaBodyOf, plazaValuesOf, type PlazaValues } from '../../../src/machines/admin-editor/plaza-editor';
import { BrandEditor } from '../../../src/ui/admin/brands/brand-editor';
import { CategoryEditor } from '../../../src/ui/admin/categories/category-editor';
import { ParkingEditor } from '../../../src/ui/admin/parkings/parking-editor';
import { PlazaEditor } from '../../../src/ui/admin/plazas/plaza-editor';
import { render } from '../../ui/render';
import type { ChartSnapshot, Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { adminEditorOracle, brandCase, categoryCase, parkingCase, plazaCase, shoes, valle, type EditorCase } from '../oracles/admin-editor.oracle';

const api = vi.hoisted(() => ({ savePlaza: vi.fn(), deletePlaza: vi.fn(), saveCategory: vi.fn(), deleteCategory: vi.fn(), fetchCategoryTree: vi.fn(), saveBrand: vi.fn(), setParkingActive: vi.fn(), fetchPlazaOptions: vi.fn() }));
vi.mock('../../../src/services/admin-plazas.api', () => ({ savePlaza: api.savePlaza, deletePlaza: api.deletePlaza }));
vi.mock('../../../src/services/admin-categories.api', () => ({ saveCategory: api.saveCategory, deleteCategory: api.deleteCategory, fetchCategoryTree: api.fetchCategoryTree }));
vi.mock('../../../src/services/admin-brands.api', () => ({ saveBrand: api.saveBrand }));
vi.mock('../../../src/services/admin-parkings.api', () => ({ setParkingActive: api.setParkingActive, fetchPlazaOptions: api.fetchPlazaOptions }));
// The map's tiles: none here (the map still shows its pin).
vi.mock('../../../src/services/context.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchConfig: () => Promise.reject(new Error('offline')) }));
// Each editor's chart, its actors kept (they call the mocked services) and the actor the view starts recorded.
const { probe } = vi.hoisted(() => ({
  probe: async (importOriginal: () => Promise<Record<string, unknown>>, name: string) => {
    const { probed } = await import('../chart/view-paths');
    const module = await importOriginal();
    return { ...module, [name]: probed(module[name] as never, ['save', 'remove']) };
  },
}));
vi.mock('../../../src/machines/admin-editor/plaza-editor', (original) => probe(original, 'plazaEditorMachine'));
vi.mock('../../../src/machines/admin-editor/category-editor', (original) => probe(original, 'categoryEditorMachine'));
vi.mock('../../../src/machines/admin-editor/brand-editor', (original) => probe(original, 'brandEditorMachine'));
vi.mock('../../../src/machines/admin-editor/parking-editor', (original) => probe(original, 'parkingEditorMachine'));

setLocale('en');
const saveCall = settleable();
const removeCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  saveCall.reset();
  removeCall.reset();
  for (const save of [api.savePlaza, api.saveCategory, api.saveBrand, api.setParkingActive]) save.mockImplementation(saveCall.impl);
  for (const remove of [api.deletePlaza, api.deleteCategory]) remove.mockImplementation(removeCall.impl);
  // The parent picker's tree: the demo's categories around Shoes.
  api.fetchCategoryTree.mockResolvedValue([
    { ...shoes, id: 1, name_es: 'Ropa y accesorios', name_en: 'Clothing and accessories' },
    shoes,
    { ...shoes, id: 3, name_es: 'Botas', name_en: 'Boots', parent_id: 2, depth: 1, path: 'Shoes' },
  ]);
});

const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());
const field = (label: string) => inDialog().getByRole('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;

type Fields<V> = {
  /** Fills the form with the values; false when the view cannot (a pin out of the map's range). */
  fill: (values: V) => boolean;
  /** The fields show the context's values and errors. */
  shows: (c: AdminEditorContext<V>) => void;
};

/** A text field's value and its error: the server's message, else the broken rule in words. */
function textField<V>(c: AdminEditorContext<V>, key: string, label: string, value: string) {
  expect(field(label), label).toHaveValue(value);
  const error = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? validationMessage(c.problems[key], label.toLowerCase(), 'en') : null);
  expect(errorOn(field(label)), `${label}'s error`).toBe(error);
}

function editorView<V>(ui: () => ReactElement, title: string, fields: Fields<V>, call: (ctx: AdminEditorContext<V>) => unknown[]): ViewOracle<EditorCase<V>['machine']> {
  const busyButton = (name: string) => inDialog().getByRole('button', { name }).hasAttribute('data-loading');
  const theForm = (ctx: AdminEditorContext<V>, busy: 'save' | 'delete' | null) => {
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    fields.shows(ctx);
    if (ctx.error) expect(inDialog().getByRole('alert')).toHaveTextContent(ctx.error);
    expect(inDialog().queryByRole('button', { name: 'Delete' }) !== null, 'Delete shown').toBe(ctx.removable);
    expect(busyButton('Save'), 'Save busy').toBe(busy === 'save');
    if (ctx.removable) expect(busyButton('Delete'), 'Delete busy').toBe(busy === 'delete');
    expect(inDialog().getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', busy !== null);
    expect(dialog().querySelector('.mantine-Modal-close') === null, 'no close button').toBe(busy !== null);
  };
  const toast = async (message: string) => {
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(spies.saved).toHaveBeenCalledTimes(1);
    expect(spies.close).not.toHaveBeenCalled();
  };
  return {
    render: () => {
      notifications.clean();
      render(ui());
    },
    drive: {
      'editor.save': (e) => {
        if (!fields.fill((e as Extract<AdminEditorEvent<V>, { type: 'editor.save' }>).values)) return false;
        fireEvent.click(inDialog().getByRole('button', { name: 'Save' }));
        return true;
      },
      'editor.remove': (_e, s) => {
        const remove = inDialog().queryByRole('button', { name: 'Delete' });
        if (!remove || !(s as ChartSnapshot<AdminEditorContext<V>>).context.removable) return false;
        fireEvent.click(remove);
        return true;
      },
      'editor.confirm': () => (fireEvent.click(inDialog().getByRole('button', { name: 'Delete' })), true),
      'editor.cancel': () => (fireEvent.click(inDialog().getByRole('button', { name: 'Cancel' })), true),
      'editor.close': () => (fireEvent.click(inDialog().getByRole('button', { name: 'Cancel' })), true),
      'xstate.done.actor.save': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.save': async (e) => (await saveCall.reject((e as Failure).error), true),
      'xstate.done.actor.remove': async (e) => (await removeCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.remove': async (e) => (await removeCall.reject((e as Failure).error), true),
    },
    sees: {
      editing: (ctx) => theForm(ctx, null),
      confirming: (ctx) => {
        expect(screen.getByRole('dialog', { name: `Are you sure to delete ${ctx.subject?.name}?` })).toBeInTheDocument();
        expect(screen.queryByRole('dialog', { name: title })).toBeNull();
      },
      saving: (ctx) => {
        theForm(ctx, 'save');
        expect(saveCall.calls.at(-1)?.args).toEqual(call(ctx));
      },
      removing: (ctx) => {
        theForm(ctx, 'delete');
        expect(removeCall.calls.at(-1)?.args).toEqual([ctx.subject?.id]);
      },
      saved: () => toast('Saved.'),
      removed: () => toast('Deleted.'),
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
      },
    },
  };
}

const replay = <V,>(c: EditorCase<V>, input: AdminEditorInput<V>, ui: () => ReactElement, title: string, fields: Fields<V>, call: (ctx: AdminEditorContext<V>) => unknown[], variant: string) =>
  describeViewPaths(adminEditorOracle(c, input), editorView(ui, title, fields, call) as never, variant);

// ---- The Mall ----------------------------------------------------------------------------------------------
const coordinate = (label: string, value: number) => {
  const input = inDialog().getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: String(value) } });
  fireEvent.blur(input);
};
const plazaFields: Fields<PlazaValues> = {
  fill: (v) => {
    if (v.location && (Math.abs(v.location.lat) > 85 || Math.abs(v.location.lng) > 180)) return false;
    type('Name', v.name);
    type('Address', v.address);
    const clear = inDialog().queryByRole('button', { name: 'Remove the pin' });
    if (v.location) {
      coordinate('Latitude', v.location.lat);
      coordinate('Longitude', v.location.lng);
    } else if (clear) fireEvent.click(clear);
    return true;
  },
  shows: (c) => {
    textField(c, 'name', 'Name', c.values.name);
    textField(c, 'address', 'Address', c.values.address);
    const { location } = c.values;
    const latitude = inDialog().queryByRole('textbox', { name: 'Latitude' });
    if (latitude) {
      expect([latitude, inDialog().getByRole('textbox', { name: 'Longitude' })].map((f) => (f as HTMLInputElement).value)).toEqual(location ? [String(location.lat), String(location.lng)] : ['', '']);
    } else {
      // While the plaza is with the server the pin is read-only: its coordinates are read out.
      expect(inDialog().getByText(location ? `Latitude ${location.lat}, Longitude ${location.lng}` : 'No pin yet.')).toBeInTheDocument();
    }
    expect(inDialog().queryByRole('button', { name: 'Remove the pin' }) !== null).toBe(location !== null);
    const pinError = c.fieldErrors.location?.[0] ?? (c.problems.location ? validationMessage(c.problems.location, 'location', 'en') : null);
    if (pinError) expect(inDialog().getByText(pinError)).toBeInTheDocument();
  },
};
const plazaCall = (c: AdminEditorContext<PlazaValues>) => [c.subject?.id ?? null, plazaBodyOf(c.values)];
const plazaUi = (row: AdminPlaza | null) => () => <PlazaEditor target={row ? { mode: 'edit', row } : { mode: 'new' }} onSaved={spies.saved} onClose={spies.close} />;
replay(plazaCase, { subject: null, values: { name: '', address: '', location: null } }, plazaUi(null), 'New plaza', plazaFields, plazaCall, 'a new plaza');
replay(plazaCase, { subject: { id: valle.id, name: valle.name }, values: plazaValuesOf(valle) }, plazaUi(valle), 'Edit plaza', plazaFields, plazaCall, "a plaza's edit");

// ---- Categories --------------------------------------------------------------------------------------------
const shoesRow: AdminCategory = { ...shoes, parent_id: 1, depth: 1, path: 'Clothing and accessories' };
const categoryUi = () => <CategoryEditor target={{ mode: 'edit', row: shoesRow }} onSaved={spies.saved} onClose={spies.close} />;
replay(
  categoryCase,
  { subject: { id: shoesRow.id, name: 'Shoes' }, values: categoryValuesOf(shoesRow) },
  categoryUi,
  'Edit category',
  {
    fill: (v) => {
      // The parent picker offers only what may hold this category: not itself, not Boots under it.
      if (v.parent_id !== null && ![1].includes(v.parent_id)) return false;
      type('Name in Spanish', v.name_es);
      type('Name in English', v.name_en);
      const under = inDialog().getByRole('combobox', { name: 'Under' });
      fireEvent.click(under);
      fireEvent.click(screen.getByRole('option', { name: v.parent_id === null ? 'None (top level)' : 'Clothing and accessories' }));
      const active = inDialog().getByRole('switch', { name: /^Active/ }) as HTMLInputElement;
      if (active.checked !== v.active) fireEvent.click(active);
      return true;
    },
    shows: (c) => {
      textField(c, 'name_es', 'Name in Spanish', c.values.name_es);
      textField(c, 'name_en', 'Name in English', c.values.name_en);
      expect(inDialog().getByRole('combobox', { name: 'Under' })).toHaveValue(c.values.parent_id === null ? 'None (top level)' : 'Clothing and accessories');
      expect(inDialog().getByRole('switch', { name: /^Active/ })).toHaveProperty('checked', c.values.active);
    },
  },
  (c) => [c.subject?.id, { name_es: c.values.name_es.trim(), name_en: c.values.name_en.trim(), parent_id: c.values.parent_id, active: c.values.active }],
  "a category's edit",
);

// ---- Brands ------------------------------------------------------------------------------------------------
const centro: AdminBrand = {
  id: 1,
  name: 'Tienda Centro',
  prefix: 'TNDA',
  logo_url: null,
  owner: { id: 5, name: 'Sofía Tienda', email: 'shop@nexo.demo' },
  stores: [
    { id: 1, name: 'Sucursal Centro' },
    { id: 2, name: 'Sucursal Valle' },
  ],
  more_than_one: true,
  not_under: [],
};
replay(
  brandCase,
  { subject: { id: 1, name: centro.name }, values: brandValuesOf(centro) },
  () => <BrandEditor target={{ mode: 'edit', row: centro }} onSaved={spies.saved} onClose={spies.close} />,
  'Edit brand',
  {
    fill: (v) => {
      type('Name', v.name);
      const more = inDialog().getByRole('checkbox', { name: 'Owns more than one store' }) as HTMLInputElement;
      if (more.checked !== v.more_than_one) fireEvent.click(more);
      if (v.more_than_one) {
        for (const store of centro.stores.filter((s) => v.not_under.includes(s.id))) {
          fireEvent.click(inDialog().getByRole('combobox', { name: /^Stores excluded/ }));
          fireEvent.click(screen.getByRole('option', { name: store.name }));
        }
      }
      return true;
    },
    shows: (c) => {
      textField(c, 'name', 'Name', c.values.name);
      expect(inDialog().getByRole('checkbox', { name: 'Owns more than one store' })).toHaveProperty('checked', c.values.more_than_one);
      const excluded = [...dialog().querySelectorAll('.mantine-Pill-label')].map((p) => p.textContent);
      expect(excluded).toEqual(c.values.more_than_one ? centro.stores.filter((s) => c.values.not_under.includes(s.id)).map((s) => s.name) : []);
    },
  },
  (c) => [1, { name: c.values.name.trim(), more_than_one: c.values.more_than_one, not_under: c.values.more_than_one ? c.values.not_under : [] }],
  "a brand's edit",
);

// ---- Parking -----------------------------------------------------------------------------------------------
const valleOriente: AdminParking = {
  id: 3,
  name: 'Valle Oriente',
  prefix: 'VO',
  address: 'Av. Lázaro Cárdenas 1000, San Pedro',
  plaza_id: 2,
  plaza_name: 'Plaza Valle',
  owners: [{ id: 3, name: 'Pablo Valle', email: 'parking2@nexo.demo' }],
  status: 1,
  active: true,
};
replay(
  parkingCase,
  { subject: { id: 3, name: valleOriente.name }, values: { active: true } },
  () => <ParkingEditor target={{ mode: 'edit', row: valleOriente }} onSaved={spies.saved} onClose={spies.close} />,
  'Lot Valle Oriente',
  {
    fill: (v) => {
      const active = inDialog().getByRole('switch', { name: /^Active/ }) as HTMLInputElement;
      if (active.checked !== v.active) act(() => void fireEvent.click(active));
      return true;
    },
    shows: (c) => {
      expect(inDialog().getByRole('switch', { name: /^Active/ })).toHaveProperty('checked', c.values.active);
      expect(inDialog().getByText('Pablo Valle (parking2@nexo.demo)')).toBeInTheDocument();
      expect(inDialog().getByText('Plaza Valle')).toBeInTheDocument();
    },
  },
  (c) => [3, c.values.active],
  "a lot's card",
);
