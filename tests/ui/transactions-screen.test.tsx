// The transactions screen's filter rules (spec 3 §4, §9): the entry date sets the exit date; the exit date,
// the gate and search text of 0 or 3+ characters query again; totals in MXN; five page buttons; the export
// shows its progress (read from the download's stream), cannot run twice and can be cancelled.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatesProvider } from '@mantine/dates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lot } from '../../src/contracts/context.struct';
import type { TransactionsPage } from '../../src/contracts/transactions.struct';
import { setLocale } from '../../src/i18n/i18n';
import type { ExportProgress, TransactionFilters } from '../../src/services/transactions.api';
import { RecordsView } from '../../src/ui/parking/transactions/records-view';
import { render } from './render';
import { englishIn, inSpanish } from './spanish';

const page: TransactionsPage = {
  data: [
    { id: 2, in: '2025-03-10T15:00:00.000Z', out: '2025-03-10T18:40:00.000Z', g_in: 'Entrada Sur', g_out: 'Salida Sur', plate: 'TRXA002', period: '3:40', total: 8500, service: 0, tax: 0, payment_kind: null, validations: null, lost_ticket: null, lost_ticket_reason: null, state: 'closed' },
    { id: 1, in: '2025-03-10T06:30:00.000Z', out: null, g_in: 'Entrada Norte', g_out: null, plate: 'TRXA001', period: null, total: null, service: null, tax: null, payment_kind: null, validations: null, lost_ticket: null, lost_ticket_reason: null, state: 'open' },
  ],
  total: 12,
  totals: { amount: 123450 },
  gates: { 'Entrada Norte': 1, 'Entrada Sur': 3 },
  page: 1,
  per_page: 10,
};

const actual = await vi.importActual<typeof import('../../src/services/transactions.api')>('../../src/services/transactions.api');
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
    expect(screen.getByText('Showing 1 to 10 of 12 records')).toBeInTheDocument();
  });

  it("shows the company's service charge and tax a paid visit carried under its total", async () => {
    api.fetchTransactions.mockImplementation(async () => ({ ...page, data: [{ ...page.data[0], total: 10_860, service: 1000, tax: 1720 }, page.data[1]] }));
    await open();
    const row = within(screen.getByRole('table', { name: 'Transactions' })).getByText('TRXA002').closest('tr')!;
    expect(row).toHaveTextContent('MXN 108.60');
    expect(within(row).getByTestId('transaction-charges')).toHaveTextContent('Service MXN 10.00 · Tax MXN 17.20');
    expect(screen.getAllByTestId('transaction-charges')).toHaveLength(1);
  });

  it('shows how a paid visit was paid, what validations took off and its lost-ticket fee with the reason', async () => {
    const paid = { ...page.data[0], total: 26_500, payment_kind: 'card', validations: 1500, lost_ticket: 20_000, lost_ticket_reason: 'Lost in the mall' };
    api.fetchTransactions.mockImplementation(async () => ({ ...page, data: [paid, page.data[1]] }));
    await open();
    const row = within(screen.getByRole('table', { name: 'Transactions' })).getByText('TRXA002').closest('tr')!;
    expect(within(row).getByTestId('transaction-charges')).toHaveTextContent('Payment Card · Validations -MXN 15.00 · Lost ticket: Lost in the mall MXN 200.00');
  });

  it('in Spanish, the filters, the calendar, the table and one record have no English word', async () => {
    api.fetchTransactions.mockImplementation(async () => ({ ...page, data: [page.data[0]], total: 1 }));
    const user = userEvent.setup();
    await inSpanish(async () => {
      render(<RecordsView lot={lot} kind="visits" today="2025-03-10" />);
      await screen.findByText('TRXA002');
      expect(screen.getByText('Mostrando 1 a 1 de 1 registro')).toBeInTheDocument();
      expect(document.body).toHaveTextContent('Total (1 registro)');
      await user.click(screen.getByRole('button', { name: 'Fecha de entrada' }));
      expect(await screen.findByRole('button', { name: '15 marzo 2025' })).toBeInTheDocument();
      expect(englishIn(document.body, ['Entrada Sur', 'Salida Sur', 'Fundadores Norte'])).toEqual([]);
    });
  });

  it('pages with numbered buttons around the current page', async () => {
    api.fetchTransactions.mockImplementation(async (_lot: number, f: TransactionFilters) => ({ ...page, total: 1234, page: f.page }));
    await open();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()[1].page).toBe(5);
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'));
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByText('Showing 41 to 50 of 1,234 records')).toBeInTheDocument();
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

  it('exports once: the button shows rows and bytes and takes no second press', async () => {
    let finish: (b: Blob) => void = () => {};
    let progress: (p: ExportProgress) => void = () => {};
    api.downloadReport.mockImplementation((_lot, _kind, _filters, onProgress: (p: ExportProgress) => void) => {
      progress = onProgress;
      return new Promise<Blob>((resolve) => (finish = resolve));
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    const busy = await screen.findByRole('button', { name: 'Exporting… 0 kB' });
    expect(busy).toBeDisabled();
    fireEvent.click(busy);
    expect(api.downloadReport).toHaveBeenCalledTimes(1);
    expect(api.downloadReport.mock.calls[0].slice(0, 3)).toEqual([1, 'visits', expect.objectContaining({ inDate: '2025-03-10', gate: 'all' })]);
    act(() => progress({ bytes: 1_200_000, rows: 100_000 }));
    expect(await screen.findByRole('button', { name: 'Exporting 100,000 rows… 1.2 MB' })).toBeDisabled();
    await act(async () => finish(new Blob(['PK'])));
    await waitFor(() => expect(api.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx'));
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('reads the download as a stream: X-Export-Rows and the bytes so far, then saves the whole file', async () => {
    api.downloadReport.mockImplementation(actual.downloadReport);
    let body!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (body = c) });
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(stream, { headers: { 'X-Export-Rows': '100000', 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    vi.stubGlobal('fetch', fetchMock);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('button', { name: 'Exporting 100,000 rows… 0 kB' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/parkings/1/transactions/download?in_date=2025-03-10&out_date=2025-03-10&gate_in=all&search=');
    expect(new Headers(init.headers).get('X-Locale')).toBe('en');
    act(() => body.enqueue(new Uint8Array(700_000)));
    expect(await screen.findByRole('button', { name: 'Exporting 100,000 rows… 700 kB' })).toBeInTheDocument();
    act(() => body.enqueue(new Uint8Array(500_000)));
    expect(await screen.findByRole('button', { name: 'Exporting 100,000 rows… 1.2 MB' })).toBeInTheDocument();
    await act(async () => body.close());
    await waitFor(() => expect(api.saveFile).toHaveBeenCalledTimes(1));
    const [file, name] = api.saveFile.mock.calls[0] as [Blob, string];
    expect([file.size, file.type, name]).toEqual([1_200_000, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'report.xlsx']);
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeEnabled();
  });

  it('cancel aborts the download; a refused export says why', async () => {
    api.downloadReport.mockImplementation(actual.downloadReport);
    const signals: AbortSignal[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      if (signals.length === 1) return new Response(new ReadableStream<Uint8Array>(), { headers: { 'X-Export-Rows': '12' } });
      return new Response(JSON.stringify({ message: 'The in date field is invalid.' }), { status: 422, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await screen.findByRole('button', { name: 'Exporting 12 rows… 0 kB' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    expect(signals[0].aborted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The in date field is invalid.');
    expect(api.saveFile).not.toHaveBeenCalled();
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
  it('sends the session headers; a failure reaches the one handler with the server message, quiet or not when the session expired', async () => {
    const { apiDownload, setFailureHandler } = await vi.importActual<typeof import('../../src/services/http')>('../../src/services/http');
    const { stubApi, reply } = await import('./api-stub');
    const { calls } = stubApi({
      'GET parkings/1/transactions/download': reply({ message: 'The in date field is invalid.' }, 422),
      'GET parkings/2/transactions/download': reply({ message: 'Unauthenticated.' }, 401),
    });
    const reports: { message: string; quiet: boolean }[] = [];
    setFailureHandler(({ error, quiet }) => reports.push({ message: error.message, quiet }));
    await expect(apiDownload('parkings/1/transactions/download?in_date=x')).rejects.toThrow('The in date field is invalid.');
    await expect(apiDownload('parkings/1/transactions/download?in_date=x', { quiet: true })).rejects.toThrow('The in date field is invalid.');
    await expect(apiDownload('parkings/2/transactions/download', { quiet: true })).rejects.toThrow('Unauthenticated.');
    expect(reports).toEqual([
      { message: 'The in date field is invalid.', quiet: false },
      { message: 'The in date field is invalid.', quiet: true },
      { message: 'Unauthenticated.', quiet: false },
    ]);
    expect(calls[0].headers.get('X-Locale')).toBe('en');
    setFailureHandler(() => {});
  });
});

