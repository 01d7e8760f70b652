// The Packages' package editor (src/ui/admin/packages/package-editor.tsx on the shared admin editor) along the
// shortest path to every state of the admin editor chart it can reach (no delete), for a new package and an edit,
// its save running against a mocked credits service: each field with its value and its error (the broken rule in
// words, the price's in pesos, or the server's), the refusal above the form, no Delete, the busy Save and the
// request it sends (the price in cents), the toast and the list told.
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { AdminPackage } from '../../../src/contracts/admin-packages.struct';
import { validationMessage } from '../../../src/domain/validation/messages';
import { setLocale } from '../../../src/i18n/i18n';
import type { AdminEditorContext, AdminEditorEvent } from '../../../src/machines/admin-editor/admin-editor.machine';
import { emptyPackage, packageEditorMachine, packageValuesOf, type PackageValues } from '../../../src/machines/admin-editor/admin-package/package-editor';
import { PackageEditor } from '../../../src/ui/admin/packages/package-editor';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { adminEditorOracle, type EditorCase } from '../oracles/admin-editor.oracle';

const api = vi.hoisted(() => ({ savePackage: vi.fn(), giveCredits: vi.fn(), searchGiftStores: vi.fn() }));
vi.mock('../../../src/services/admin-credits.api', () => api);
vi.mock('../../../src/machines/admin-editor/admin-package/package-editor', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const module = await importOriginal<{ packageEditorMachine: typeof packageEditorMachine }>();
  return { ...module, packageEditorMachine: probed(module.packageEditorMachine, ['save']) };
});

setLocale('en');
const saveCall = settleable();
const spies = { saved: vi.fn(), close: vi.fn() };
beforeEach(() => {
  vi.clearAllMocks();
  saveCall.reset();
  api.savePackage.mockImplementation(saveCall.impl);
});

type Problems = Record<string, string>;
type C = AdminEditorContext<PackageValues>;

/** The package rules in the test's words: a name of 3 to 60 characters; credits 1 to 1,000,000; gift credits 0
 *  to 1,000,000; a price of $0.01 to $1,000,000.00. */
function expectedProblems(v: PackageValues): Problems {
  const out: Problems = {};
  const n = v.name.trim().length;
  if (n === 0) out.name = 'required';
  else if (n < 3) out.name = 'min|3';
  else if (n > 60) out.name = 'max|60';
  if (v.credits === '') out.credits = 'required';
  else if (v.credits < 1 || v.credits > 1_000_000) out.credits = 'range|1|1000000';
  if (v.gift_credits === '') out.gift_credits = 'required';
  else if (v.gift_credits > 1_000_000) out.gift_credits = 'range|0|1000000';
  if (v.price === '') out.price = 'required';
  else if (v.price < 0.01 || v.price > 1_000_000) out.price = 'range|0.01|1000000';
  return out;
}

const paquete50: AdminPackage = { id: 2, name: 'Paquete 50', credits: 50, gift_credits: 5, price_cents: 89_900, bulk: true, transferable: true, active: true, purchases: 4 };
const packageCase: EditorCase<PackageValues> = {
  name: 'package',
  machine: packageEditorMachine,
  deletes: false,
  samples: [
    { name: 'Paquete 200', credits: 200, gift_credits: 40, price: 2_999.5, bulk: false, transferable: false, active: false },
    { name: 'P', credits: '', gift_credits: 0, price: '', bulk: true, transferable: true, active: true },
  ],
  expectedProblems,
};

const LABELS = { name: 'Name', credits: 'Credits', gift_credits: 'Gift credits', price: 'Price' } as const;
const SWITCHES = { bulk: 'Bulk (several stores)', transferable: 'Transferable', active: 'On sale' } as const;
const dialog = () => within(screen.getByRole('dialog'));
const field = (label: string) => dialog().getByRole('textbox', { name: new RegExp(`^${label}`) });
const toggle = (label: string) => dialog().getByRole('switch', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }) as HTMLInputElement;
const errorOn = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;
/** How a number field shows its value: the price with the sign, the thousands and two decimals. */
const shown = (key: keyof typeof LABELS, v: PackageValues): string => {
  const value = v[key];
  if (value === '') return '';
  if (key !== 'price') return String(value);
  return `$${(value as number).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

function view(row: AdminPackage | null): ViewOracle<typeof packageEditorMachine> {
  const title = row ? 'Edit package' : 'New package';
  const theForm = (c: C, saving: boolean) => {
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
      expect(field(label), label).toHaveValue(shown(key, c.values));
      const error = c.fieldErrors[key]?.[0] ?? (c.problems[key] ? validationMessage(c.problems[key], label.toLowerCase(), 'en') : null);
      expect(errorOn(field(label)), `${label}'s error`).toBe(error);
    }
    for (const [key, label] of Object.entries(SWITCHES) as [keyof typeof SWITCHES, string][]) expect(toggle(label).checked, label).toBe(c.values[key]);
    if (c.error) expect(dialog().getByRole('alert')).toHaveTextContent(c.error);
    expect(dialog().queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(dialog().getByRole('button', { name: 'Save' }).hasAttribute('data-loading'), 'Save busy').toBe(saving);
  };
  return {
    render: () => {
      notifications.clean();
      render(<PackageEditor target={row ? { mode: 'edit', row } : { mode: 'new' }} onSaved={spies.saved} onClose={spies.close} />);
    },
    drive: {
      'editor.save': (e) => {
        const { values } = e as Extract<AdminEditorEvent<PackageValues>, { type: 'editor.save' }>;
        fireEvent.change(field('Name'), { target: { value: values.name } });
        for (const key of ['credits', 'gift_credits', 'price'] as const) fireEvent.change(field(LABELS[key]), { target: { value: values[key] === '' ? '' : String(values[key]) } });
        for (const [key, label] of Object.entries(SWITCHES) as [keyof typeof SWITCHES, string][]) if (toggle(label).checked !== values[key]) fireEvent.click(toggle(label));
        fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
        return true;
      },
      'editor.close': () => (fireEvent.click(dialog().getByRole('button', { name: 'Cancel' })), true),
      'editor.remove': () => false,
      'xstate.done.actor.save': async (e) => (await saveCall.resolve((e as Done<unknown>).output), true),
      'xstate.error.actor.save': async (e) => (await saveCall.reject((e as Failure).error), true),
    },
    sees: {
      editing: (c) => theForm(c, false),
      saving: (c) => {
        theForm(c, true);
        const v = c.values;
        expect(saveCall.calls.at(-1)?.args).toEqual([
          row?.id ?? null,
          { name: v.name.trim(), credits: v.credits, gift_credits: v.gift_credits, price_cents: Math.round((v.price as number) * 100), bulk: v.bulk, transferable: v.transferable, active: v.active },
        ]);
      },
      saved: async () => {
        expect(await screen.findByText('Saved.')).toBeInTheDocument();
        expect(spies.saved).toHaveBeenCalledTimes(1);
      },
      closed: () => {
        expect(spies.close).toHaveBeenCalledTimes(1);
        expect(spies.saved).not.toHaveBeenCalled();
      },
    },
  };
}

describeViewPaths(adminEditorOracle(packageCase, { subject: null, values: emptyPackage() }), view(null) as never, 'a new package');
describeViewPaths(adminEditorOracle(packageCase, { subject: { id: paquete50.id, name: paquete50.name }, values: packageValuesOf(paquete50) }), view(paquete50) as never, "a package's edit");
