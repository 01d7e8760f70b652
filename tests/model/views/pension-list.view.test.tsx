// The pensions screen (src/ui/parking/pensions/pensions-screen.tsx) along the shortest path to every state of
// the pension-list chart, its actors running against mocked pensions services: the loader, the failure, the
// table, the modal over it, the delete question with 'do not show again' (spec 3 §2 "Pensions screen", §4).
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { pensionListMachine } from '../../../src/machines/pension-list/pension-list.machine';
import PensionsScreen from '../../../src/ui/parking/pensions/pensions-screen';
import { storedSession } from '../../ui/fixtures';
import { renderWithSession } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { pensionListOracle, pensions } from '../oracles/pension-list.oracle';

const api = vi.hoisted(() => ({ fetchPensions: vi.fn(), deletePension: vi.fn(), savePension: vi.fn() }));
vi.mock('../../../src/services/pensions.api', () => api);
vi.mock('../../../src/machines/pension-list/pension-list.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ pensionListMachine: typeof pensionListMachine }>();
  return { ...chart, pensionListMachine: probed(chart.pensionListMachine, ['loadPensions', 'deletePension']) };
});

setLocale('en');
const load = settleable();
const remove = settleable();
beforeEach(() => {
  load.reset();
  remove.reset();
  notifications.clean();
  api.fetchPensions.mockImplementation(load.impl);
  api.deletePension.mockImplementation(remove.impl);
});

const click = (name: string, inside: HTMLElement = document.body) => fireEvent.click(within(inside).getByRole('button', { name }));
const dialog = () => screen.getByRole('dialog');
const fullName = (id: number) => {
  const p = pensions.find((x) => x.id === id);
  return p ? `${p.first_name} ${p.lastname}` : undefined;
};

describeViewPaths<typeof pensionListMachine>(pensionListOracle, {
  render: () => renderWithSession(<PensionsScreen />, { path: '/pensions', stored: storedSession({ activeLotId: 1 }) }),
  drive: {
    'xstate.done.actor.loadPensions': async (e) => (await load.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadPensions': async (e) => (await load.reject((e as Failure).error), true),
    'xstate.done.actor.deletePension': async (e) => (await remove.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.deletePension': async (e) => (await remove.reject((e as Failure).error), true),
    'pensions.retry': () => (click('Retry'), true),
    'pensions.add': () => (click('Add pension'), true),
    'pensions.edit': (e) => fullName((e as { id: number }).id) !== undefined && (click(`Edit ${fullName((e as { id: number }).id)}`), true),
    'pensions.delete': (e) => fullName((e as { id: number }).id) !== undefined && (click(`Delete ${fullName((e as { id: number }).id)}`), true),
    'pensions.confirmDelete': (e) => {
      if ((e as { dontAskAgain: boolean }).dontAskAgain) fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Do not show again' }));
      click('Delete', dialog());
      return true;
    },
    'pensions.cancelDelete': () => (click('Cancel', dialog()), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchPensions).toHaveBeenLastCalledWith(c.lotId);
    },
    failed: (c) => {
      expect(screen.getByText('The pensions could not be read')).toBeInTheDocument();
      expect(screen.getByText(c.error as string)).toBeInTheDocument();
    },
    browsing: (c) => {
      const table = screen.getByRole('table', { name: 'Pensions' });
      expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(c.pensions.map((p) => p.first_name));
      if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    modalOpen: (c) => expect(within(dialog()).getByText(c.modal?.mode === 'edit' ? 'Edit pension' : 'New pension')).toBeInTheDocument(),
    confirmingDelete: () => {
      expect(within(dialog()).getByText('Are you sure?')).toBeInTheDocument();
      expect(within(dialog()).getByRole('checkbox', { name: 'Do not show again' })).not.toBeChecked();
    },
    deleting: (c) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.deletePension).toHaveBeenLastCalledWith(c.lotId, c.deleting?.id);
      if (c.skipConfirm) expect(localStorage.getItem('nexo.pensions.skip-delete-confirm')).toBe('1');
    },
  },
});
