// The lot admin's shifts screen (src/ui/parking/shifts/shift-report-view.tsx) along the shortest path to every
// state of its chart, the shifts service mocked: the loader, the differences per operator and day and the page of
// shifts (short, over and exact named beside the amount, an open shift's badge), the empty period, a failed read
// with Retry, a shift's checkouts in a dialog (loading, shown, failed with Retry, closed), and the export's busy
// button and its failure.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { shiftListMachine } from '../../../src/machines/shift-list/shift-list.machine';
import { ShiftReportView } from '../../../src/ui/parking/shifts/shift-report-view';
import { lot } from '../../ui/fixtures';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { answerFor, shiftListOracle, TODAY } from '../oracles/shift-list.oracle';

const api = vi.hoisted(() => ({ fetchShifts: vi.fn(), fetchShiftDetail: vi.fn(), exportShifts: vi.fn() }));
vi.mock('../../../src/services/shifts.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/shift-list/shift-list.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ shiftListMachine: typeof shiftListMachine }>();
  return { ...chart, shiftListMachine: probed(chart.shiftListMachine, ['loadShifts', 'loadShiftDetail', 'exportShifts']) };
});

setLocale('en');
const pages = settleable();
const details = settleable();
const exports = settleable();
beforeEach(() => {
  for (const call of [pages, details, exports]) call.reset();
  api.fetchShifts.mockReset().mockImplementation(pages.impl);
  api.fetchShiftDetail.mockReset().mockImplementation(details.impl);
  api.exportShifts.mockReset().mockImplementation(exports.impl);
});

const button = (name: string) => screen.queryByRole('button', { name });
const click = (element: HTMLElement | null) => {
  if (!element || (element as HTMLButtonElement).disabled) return false;
  fireEvent.click(element);
  return true;
};
const dialog = () => screen.queryByRole('dialog');
const listFailure = () => screen.queryAllByRole('alert').find((a) => a.textContent?.startsWith('The shifts could not be read')) ?? null;

describeViewPaths<typeof shiftListMachine>(shiftListOracle, {
  render: () => render(<ShiftReportView lot={lot(1)} today={TODAY} />),
  drive: {
    'xstate.done.actor.loadShifts': async (e) => (await pages.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadShifts': async (e) => (await pages.reject((e as Failure).error), true),
    'xstate.done.actor.loadShiftDetail': async (e) => (await details.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadShiftDetail': async (e) => (await details.reject((e as Failure).error), true),
    'xstate.done.actor.exportShifts': async () => (await exports.resolve(undefined), true),
    'xstate.error.actor.exportShifts': async (e) => (await exports.reject((e as Failure).error), true),
    'shifts.retry': () => click(listFailure() && within(listFailure() as HTMLElement).getByRole('button', { name: 'Retry' })),
    'shifts.view': (e) => click(button(`View shift ${(e as { id: number }).id}`)),
    // The footer's Close (the header's X says Close too).
    'shifts.closeDetail': () => click(dialog() && (within(dialog() as HTMLElement).getAllByRole('button', { name: 'Close' }).at(-1) ?? null)),
    'shifts.retryDetail': () => click(dialog() && within(dialog() as HTMLElement).getByRole('button', { name: 'Retry' })),
    'shifts.export': () => click(button('Export')),
  },
  sees: {
    'list.loading': (c) => {
      expect(screen.getAllByLabelText('Loading').length).toBeGreaterThan(0);
      expect(api.fetchShifts).toHaveBeenLastCalledWith(c.lotId, c.filter);
      expect(screen.queryByRole('table', { name: 'Shifts' })).toBeNull();
    },
    'list.loaded': (c) => {
      if (c.total === 0) {
        expect(screen.getByText('No shifts in this period.')).toBeInTheDocument();
        return;
      }
      const summary = screen.getByRole('table', { name: 'Differences per operator and day' });
      expect(within(summary).getByText('2025-03-10')).toBeInTheDocument();
      expect(within(summary).getByText('1 open')).toBeInTheDocument();
      expect(within(summary).getByText(formatMoney(-4_000)).closest('[data-tone]')).toHaveAttribute('data-tone', 'short');
      expect(within(summary).getByText(formatMoney(500)).closest('[data-tone]')).toHaveTextContent('(Over)');
      const shifts = screen.getByRole('table', { name: 'Shifts' });
      const rows = within(shifts.querySelector('tbody') as HTMLElement).getAllByRole('row');
      expect(rows).toHaveLength(c.rows.length);
      // Opened and closed in the lot's time zone; short by 20 pesos in cash, exact by card; the open one says so.
      expect(rows[0]).toHaveTextContent('2025-03-10 08:00');
      expect(rows[0]).toHaveTextContent('2025-03-10 16:30');
      expect(rows[0]).toHaveTextContent(`${formatMoney(-2_000)} (Short)`);
      expect(rows[0]).toHaveTextContent(`${formatMoney(0)} (Exact)`);
      expect(rows[0]).toHaveTextContent('Faltó un billete');
      expect(within(rows[2]).getByText('Open')).toBeInTheDocument();
      expect(screen.getByText(`Showing ${(c.filter.page - 1) * c.filter.perPage + 1} to ${Math.min(c.total, c.filter.page * c.filter.perPage)} of ${c.total} shifts`)).toBeInTheDocument();
    },
    'list.failed': (c) => expect(listFailure()).toHaveTextContent(`The shifts could not be read${c.error}Retry`),
    'detail.closed': () => expect(dialog()).toBeNull(),
    'detail.loading': (c) => {
      expect(screen.getByRole('dialog', { name: `Shift ${c.detailId}` })).toBeInTheDocument();
      expect(within(dialog() as HTMLElement).getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchShiftDetail).toHaveBeenLastCalledWith(c.lotId, c.detailId);
    },
    'detail.shown': (c) => {
      const shown = within(screen.getByRole('dialog', { name: `Shift ${c.detailId}` }));
      const checkouts = shown.getByRole('table', { name: 'Checkouts' });
      expect(within(checkouts).getByText('SHF001').closest('tr')).toHaveTextContent(`2025-03-10 12:00SHF001Carla MéndezSalida SurCash${formatMoney(4_500)}`);
      expect(within(checkouts).getByText('SHF002').closest('tr')).toHaveTextContent('Card');
      expect(shown.getByRole('table', { name: 'Difference' })).toHaveTextContent(`Cash${formatMoney(54_500)}${formatMoney(52_500)}${formatMoney(-2_000)} (Short)`);
      expect(shown.getByText('Faltó un billete')).toBeInTheDocument();
    },
    'detail.failed': (c) => expect(within(dialog() as HTMLElement).getByRole('alert')).toHaveTextContent(`The shift could not be read${c.detailError}Retry`),
    'export.idle': (c) => {
      expect(button('Export')).toBeEnabled();
      if (c.exportError) expect(screen.getByText(c.exportError)).toBeInTheDocument();
    },
    'export.exporting': (c) => {
      expect(button('Export')).toBeDisabled();
      expect(api.exportShifts).toHaveBeenLastCalledWith(c.lotId, c.filter);
    },
  },
});

it('the operator choice lists the operators the server named and reads the shifts of the one chosen', async () => {
  render(<ShiftReportView lot={lot(1)} today={TODAY} />);
  const first = api.fetchShifts.mock.calls[0][1];
  expect(first).toEqual({ from: '2025-03-04', to: TODAY, operatorId: '', page: 1, perPage: 10 });
  await pages.resolve(answerFor(first));
  fireEvent.click(screen.getByRole('combobox', { name: 'Operator' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Rosa Caja' }));
  expect(api.fetchShifts).toHaveBeenLastCalledWith(1, { ...first, operatorId: '9' });
});
