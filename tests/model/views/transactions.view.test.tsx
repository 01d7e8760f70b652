// The records tables (src/ui/parking/transactions/records-view.tsx: visits and pension entrances) along the
// shortest path to every state of their chart, the pages answered by a mocked transactions service: what the user
// sees in each step (spec 3 §2 "Transactions screen", "Pension entrances screen", §4, §9).
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { formatMoney } from '../../../src/domain/formats/edge-formats';
import { setLocale } from '../../../src/i18n/i18n';
import type { TransactionsLoaded, transactionsMachine } from '../../../src/machines/transactions/transactions.machine';
import type { TransactionsKind } from '../../../src/services/transactions.api';
import { RecordsView } from '../../../src/ui/parking/transactions/records-view';
import { lot } from '../../ui/fixtures';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable, type ViewOracle } from '../chart/view-paths';
import { entrances, TODAY, transactionsOracle } from '../oracles/transactions.oracle';

const api = vi.hoisted(() => ({ fetchTransactions: vi.fn(), fetchPensionEntrances: vi.fn() }));
vi.mock('../../../src/services/transactions.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/machines/transactions/transactions.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ transactionsMachine: typeof transactionsMachine }>();
  return { ...chart, transactionsMachine: probed(chart.transactionsMachine, ['loadTransactions']) };
});

setLocale('en');
const pages = settleable();
beforeEach(() => {
  pages.reset();
  api.fetchTransactions.mockReset().mockImplementation(pages.impl);
  api.fetchPensionEntrances.mockReset().mockImplementation(pages.impl);
});

const TABLE = { visits: 'Transactions', pensions: 'Pension Entrances' } as const;
const button = (name: string) => screen.queryByRole('button', { name });
const click = (element: HTMLElement | null) => {
  if (!element || (element as HTMLButtonElement).disabled) return false;
  fireEvent.click(element);
  return true;
};

/** The page as the service answers it (spec 3 §7: data, total, totals for visits, the entry gates). */
function pageOf(kind: TransactionsKind, loaded: TransactionsLoaded, filters: { page: number; perPage: number }) {
  const paging = { total: loaded.total, gates: loaded.gates, page: filters.page, per_page: filters.perPage };
  return kind === 'visits' ? { ...paging, data: loaded.rows, totals: { amount: loaded.amount } } : { ...paging, data: loaded.entrances };
}

function view(kind: TransactionsKind): ViewOracle<typeof transactionsMachine> {
  const service = kind === 'visits' ? api.fetchTransactions : api.fetchPensionEntrances;
  return {
    render: () => render(<RecordsView lot={lot(1)} kind={kind} today={TODAY} />),
    drive: {
      'xstate.done.actor.loadTransactions': async (e, s) => (await pages.resolve(pageOf(kind, (e as Done<TransactionsLoaded>).output, s.context.filters)), true),
      'xstate.error.actor.loadTransactions': async (e) => (await pages.reject((e as Failure).error), true),
      'transactions.export': () => click(button('Export to Excel')),
    },
    sees: {
      'list.loading': (c) => {
        expect(screen.getByLabelText('Loading')).toBeInTheDocument();
        expect(service).toHaveBeenLastCalledWith(c.lotId, c.filters);
        expect(screen.queryByRole('table')).toBeNull();
      },
      'list.loaded': (c) => {
        expect(screen.queryByLabelText('Loading')).toBeNull();
        const shown = kind === 'visits' ? c.rows : c.entrances;
        if (c.total === 0) expect(screen.getByText('No records match these filters.')).toBeInTheDocument();
        else {
          const table = screen.getByRole('table', { name: TABLE[kind] });
          expect(within(table.querySelector('tbody') as HTMLElement).queryAllByRole('row')).toHaveLength(shown.length);
          if (kind === 'visits') expect(within(table).getByTestId('transactions-total')).toHaveTextContent(formatMoney(c.amount));
          const last = Math.min(c.total, c.filters.page * c.filters.perPage);
          expect(screen.getByText(`Showing ${(c.filters.page - 1) * c.filters.perPage + 1} to ${last} of ${c.total} record${c.total === 1 ? '' : 's'}`)).toBeInTheDocument();
        }
      },
      'list.failed': (c) => {
        const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('The records could not be read'));
        expect(alert).toHaveTextContent(`The records could not be read${c.error}`);
        expect(within(alert as HTMLElement).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      },
      'export.idle': (c) => {
        expect(button('Export to Excel')).toBeEnabled();
        expect(button('Cancel export')).toBeNull();
        if (c.exportError) expect(screen.getByText(c.exportError)).toBeInTheDocument();
      },
      'export.exporting': () => {
        expect(button('Export to Excel')).toBeNull();
        expect(screen.getByRole('status')).toHaveTextContent('Exporting');
        expect(button('Cancel export')).toBeEnabled();
      },
    },
  };
}

describeViewPaths(transactionsOracle, view('visits'));
describeViewPaths({ ...transactionsOracle, input: entrances }, view('pensions'), 'pension entrances');
