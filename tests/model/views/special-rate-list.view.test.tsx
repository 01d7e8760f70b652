// The special-rates screen (src/ui/parking/special-rates/special-rates-screen.tsx) along the shortest path to
// every state of the special-rate-list chart, its actors running against mocked rates services: the loader,
// the failure, the table, the wizard over it, the delete prompt (spec 2 "Special rates screen", §9).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { specialRateListMachine } from '../../../src/machines/special-rate-list/special-rate-list.machine';
import SpecialRatesScreen from '../../../src/ui/parking/special-rates/special-rates-screen';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { rates, specialRateListOracle } from '../oracles/special-rate-list.oracle';

const api = vi.hoisted(() => ({ fetchSpecialRates: vi.fn(), deleteSpecialRate: vi.fn(), fetchAccesses: vi.fn() }));
vi.mock('../../../src/services/rates.api', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchSpecialRates: api.fetchSpecialRates, deleteSpecialRate: api.deleteSpecialRate }));
// The wizard over the table waits for its accesses.
vi.mock('../../../src/services/access.api', () => ({ fetchAccesses: api.fetchAccesses, fetchAccessMap: vi.fn() }));
vi.mock('../../../src/machines/special-rate-list/special-rate-list.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ specialRateListMachine: typeof specialRateListMachine }>();
  return { ...chart, specialRateListMachine: probed(chart.specialRateListMachine, ['loadSpecialRates', 'deleteSpecialRate']) };
});

setLocale('en');
const load = settleable();
const remove = settleable();
beforeEach(() => {
  load.reset();
  remove.reset();
  notifications.clean();
  api.fetchSpecialRates.mockImplementation(load.impl);
  api.deleteSpecialRate.mockImplementation(remove.impl);
  api.fetchAccesses.mockImplementation(settleable().impl);
});

const click = (name: string, inside: HTMLElement = document.body) => fireEvent.click(within(inside).getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const named = (id: number) => rates.find((r) => r.id === id)?.name;

describeViewPaths<typeof specialRateListMachine>(specialRateListOracle, {
  render: () => renderWithSession(<SpecialRatesScreen />, { path: '/rates/special', stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    'xstate.done.actor.loadSpecialRates': async (e) => (await load.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadSpecialRates': async (e) => (await load.reject((e as Failure).error), true),
    'xstate.done.actor.deleteSpecialRate': async (e) => (await remove.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.deleteSpecialRate': async (e) => (await remove.reject((e as Failure).error), true),
    'specialRates.retry': () => (click('Retry'), true),
    'specialRates.search': (e) => (fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: (e as { query: string }).query } }), true),
    'specialRates.add': () => (click('Add special rate'), true),
    'specialRates.edit': (e) => named((e as { id: number }).id) !== undefined && (click(`Edit ${named((e as { id: number }).id)}`), true),
    'specialRates.delete': (e) => named((e as { id: number }).id) !== undefined && (click(`Delete ${named((e as { id: number }).id)}`), true),
    'specialRates.confirmDelete': () => (click('Delete', dialog()), true),
    'specialRates.cancelDelete': () => (click('Cancel', dialog()), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchSpecialRates).toHaveBeenLastCalledWith(c.lotId);
    },
    failed: (c) => {
      expect(screen.getByText('The special rates could not be read')).toBeInTheDocument();
      expect(screen.getByText(c.error as string)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
    browsing: (c) => {
      const shown = c.rates.filter((r) => r.name.toLowerCase().includes(c.query.toLowerCase())).map((r) => r.name);
      const table = screen.getByRole('table', { name: 'Special Rates' });
      expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(shown);
      if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    wizardOpen: (c) => expect(within(dialog()).getByText(c.wizard?.mode === 'edit' ? `Edit ${c.wizard.rate.name}` : 'New special rate')).toBeInTheDocument(),
    confirmingDelete: (c) => expect(within(dialog()).getByText(`Are you sure to delete ${c.deleting?.name}?`)).toBeInTheDocument(),
    deleting: (c) => {
      expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      expect(api.deleteSpecialRate).toHaveBeenLastCalledWith(c.lotId, c.deleting?.id);
    },
  },
});
