// The transactions screen's filter rules (spec 3 §4, §9): the entry date sets the exit date; the exit date,
// the gate and search text of 0 or 3+ characters query again; totals in MXN; the export cannot run twice.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DatesProvider } from '@mantine/dates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lot } from '../../src/contracts/context.struct';
import type { TransactionsPage } from '../../src/contracts/transactions.struct';
import { setLocale } from '../../src/i18n/i18n';
import type { TransactionFilters } from '../../src/services/transactions.api';
import { RecordsView } from '../../src/ui/parking/transactions/records-view';
import { render } from './render';

const page: TransactionsPage = {
  data: [
    { id: 2, in: '2025-03-10T15:00:00.000Z', out: '2025-03-10T18:40:00.000Z', g_in: 'Entrada Sur', g_out: 'Salida Sur', plate: 'TRXA002', period: '3:40', total: 8500, state: 'closed' },
    { id: 1, in: '2025-03-10T06:30:00.000Z', out: null, g_in: 'Entrada Norte', g_out: null, plate: 'TRXA001', period: null, total: null, state: 'open' },
  ],
  total: 12,
  totals: { amount: 123450 },
  gates: { 'Entrada Norte': 1, 'Entrada Sur': 3 },
  page: 1,
  per_page: 10,
};

const api = vi.hoisted(() => ({
  fetchTransactions: vi.fn(),
  fetchPensionEntrances: vi.fn(),
  downloadReport: vi.fn(),
  saveFile: vi.fn(),
}));
vi.mock('../../src/services/transactions.api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

setLocale('en');
const lot: Lot = { id: 1, name: 'Fundadores Norte', prefix: 'PF', plaza_id: 1, plaza_name: 'Plaza', time_zone: 'America/Monterrey', url_logo: null };
const calls = () => api.fetchTransactions.mock.calls.map((c) => c[1] as TransactionFilters);

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchTransactions.mockImplementation(async () => page);
});

const open = async () => {
  render(
    <DatesProvider settings={{ firstDayOfWeek: 0 }}>
      <RecordsView lot={lot} kind="visits" today="2025-03-10" />
    </DatesProvider>,
  );
  await screen.findByText('TRXA002');
};

describe('transactions screen', { timeout: 30_000 }, () => {
  it("loads today's entries and shows the rows, MXN totals and the whole set's total", async () => {
    await open();
    expect(calls()).toEqual([{ inDate: '2025-03-10', outDate: '2025-03-10', gate: 'all', search: '', page: 1, perPage: 10 }]);
    const table = screen.getByRole('table', { name: 'Transactions' });
    const row = within(table).getByText('TRXA002').closest('tr')!;
    expect(row).toHaveTextContent('2025-03-10 09:00');
    expect(row).toHaveTextContent('MXN 85.00');
    expect(screen.getByTestId('transactions-total')).toHaveTextContent('MXN 1,234.50');
    expect(table).toHaveTextContent('Total (12 records)');
    expect(screen.getByText('1-2 of 12')).toBeInTheDocument();
  });

  it('search text queries only when empty or at least 3 characters', async () => {
    await open();
    const search = screen.getByLabelText('Search plate');
    fireEvent.change(search, { target: { value: 'T' } });
    fireEvent.change(search, { target: { value: 'TR' } });
    expect(calls()).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'TRX' } });
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]).toMatchObject({ search: 'TRX', page: 1 });
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(calls()).toHaveLength(3));
  });

  it('a gate change and the next page query again', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1].page).toBe(2);
    await screen.findByText('TRXA002');
    fireEvent.click(screen.getByRole('combobox', { name: 'Entry gate' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Entrada Sur' }));
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls()[2]).toMatchObject({ gate: '3', page: 1 });
  });

  it('setting the entry date sets the exit date too and queries again', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Entry date' }));
    fireEvent.click(await screen.findByRole('button', { name: '15 March 2025' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1]).toMatchObject({ inDate: '2025-03-15', outDate: '2025-03-15' });
    expect(screen.getByRole('button', { name: 'Exit date' })).toHaveTextContent('15/03/2025');
  });

  it('exports once: the button shows progress and takes no second press', async () => {
    let finish: (b: Blob) => void = () => {};
    api.downloadReport.mockImplementation(() => new Promise<Blob>((resolve) => (finish = resolve)));
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const busy = await screen.findByRole('button', { name: /Exporting/ });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(api.downloadReport).toHaveBeenCalledTimes(1);
    expect(api.downloadReport.mock.calls[0]).toEqual([1, 'visits', expect.objectContaining({ inDate: '2025-03-10', gate: 'all' })]);
    await act(async () => finish(new Blob(['PK'])));
    await waitFor(() => expect(api.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx'));
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });
});

describe('pension entrances screen', { timeout: 30_000 }, () => {
  it('shows entrances with direction, gate and pension, without money; exports the pensions report', async () => {
    api.fetchPensionEntrances.mockImplementation(async () => ({
      data: [{ id: 7, in: '2025-03-10T14:00:00.000Z', direction: 'in', plate: 'PEN0001', gate: 'Entrada Norte', name: 'Laura Garza' }],
      total: 1,
      gates: { 'Entrada Norte': 1 },
      page: 1,
      per_page: 10,
    }));
    api.downloadReport.mockImplementation(async () => new Blob(['PK']));
    render(
      <DatesProvider settings={{ firstDayOfWeek: 0 }}>
        <RecordsView lot={lot} kind="pensions" today="2025-03-10" />
      </DatesProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Pension Entrances' });
    const row = within(table).getByText('PEN0001').closest('tr')!;
    expect(row).toHaveTextContent('2025-03-10 08:00');
    expect(row).toHaveTextContent('In');
    expect(row).toHaveTextContent('Laura Garza');
    expect(table).not.toHaveTextContent('MXN');
    expect(screen.queryByTestId('transactions-total')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(api.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx'));
    expect(api.downloadReport.mock.calls[0][1]).toBe('pensions');
  });
});

describe('apiDownload', () => {
  it('sends the session headers, answers a Blob, and a failure reaches the one handler with the server message', async () => {
    const { apiDownload, setFailureHandler } = await vi.importActual<typeof import('../../src/services/http')>('../../src/services/http');
    const { stubApi, reply } = await import('./api-stub');
    const { calls } = stubApi({ 'GET parkings/1/transactions/download': reply({ message: 'The in date field is invalid.' }, 422) });
    const reports: string[] = [];
    setFailureHandler(({ error }) => reports.push(error.message));
    await expect(apiDownload('parkings/1/transactions/download?in_date=x')).rejects.toThrow('The in date field is invalid.');
    expect(reports).toEqual(['The in date field is invalid.']);
    expect(calls[0].headers.get('X-Locale')).toBe('en');
    setFailureHandler(() => {});
  });
});
