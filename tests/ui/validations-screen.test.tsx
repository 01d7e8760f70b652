// The lot admin's /validations on its real validation-report chart and services (only fetch and the file saving
// are stubbed): the calls its actors make, which the path tests and view replays leave to stubs. The report is
// read for the period and the list for the period, the shop and the page; each 'Export to Excel' downloads its
// own report.xlsx of the same filters, and a refused download says why beside its button.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/i18n';
import ValidationsScreen from '../../src/ui/parking/validations/validations-screen';
import { firstPage, wholeReport } from '../model/oracles/validation-report.oracle';
import { reply, stubApi } from './api-stub';
import { storedSession } from './fixtures';
import { renderWithSession } from './render';

const files = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('../../src/services/transactions.api', async (importOriginal) => ({ ...(await importOriginal<object>()), saveFile: files.saveFile }));

const TOO_LONG = 'The period may span at most 366 days.';
/** The validations' calls to the server, each as its path and query. */
const reads = (api: ReturnType<typeof stubApi>) =>
  api.fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*?\/api\//, '')).filter((url) => url.startsWith('parkings/1/validations'));

beforeEach(() => {
  setLocale('en');
  files.saveFile.mockReset();
  act(() => notifications.clean());
});

function renderScreen() {
  const api = stubApi({
    'GET parkings/1/validation-policies': reply({ data: [] }),
    'GET parkings/1/validations/report': reply(wholeReport),
    'GET parkings/1/validations': reply(firstPage),
    'GET parkings/1/validations/report/export': reply({}),
    'GET parkings/1/validations/export': reply({ message: TOO_LONG }, 422),
  });
  renderWithSession(<ValidationsScreen />, { path: '/validations', stored: storedSession({ activeLotId: 1 }) });
  return api;
}

/** Chooses the 15th of the shown month as the period's first day. */
async function pickFirstDay15() {
  fireEvent.click(screen.getByRole('button', { name: /^From/ }));
  const day = await waitFor(() => {
    const found = screen.getAllByRole('button').find((b) => b.textContent === '15' && b.closest('table') !== null);
    if (!found) throw new Error('no day 15 in the calendar');
    return found;
  });
  fireEvent.click(day);
}

describe('/validations on its services', () => {
  it('reads the report for the period and the list for the period, the shop and the page', async () => {
    const api = renderScreen();
    await screen.findByRole('table', { name: 'Report per shop' });
    expect(reads(api)).toEqual(['parkings/1/validations/report?', 'parkings/1/validations?page=1&per_page=10']);

    // Page 2 of the list: both are read again.
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(reads(api)).toHaveLength(4));
    expect(reads(api).slice(2)).toEqual(['parkings/1/validations/report?', 'parkings/1/validations?page=2&per_page=10']);

    // A shop of the report: the list is of that shop, from its first page.
    await screen.findByRole('table', { name: 'Report per shop' });
    const shop = screen.getAllByLabelText('Shop').find((e) => e.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.click(shop);
    fireEvent.click(await screen.findByRole('option', { name: 'Tienda Centro' }));
    await waitFor(() => expect(reads(api)).toHaveLength(6));
    expect(reads(api).slice(4)).toEqual(['parkings/1/validations/report?', 'parkings/1/validations?shop_id=1&page=1&per_page=10']);

    // A first day: both ask for the period from it.
    await screen.findByRole('table', { name: 'Report per shop' });
    await pickFirstDay15();
    await waitFor(() => expect(reads(api)).toHaveLength(8));
    const first = /from=(\d{4}-\d{2}-15)/.exec(reads(api)[6])?.[1];
    expect(reads(api).slice(6)).toEqual([`parkings/1/validations/report?from=${first}`, `parkings/1/validations?from=${first}&shop_id=1&page=1&per_page=10`]);
  });

  it("exports the report and the list, each its own file of the same filters; a refusal says why beside the list's button", async () => {
    const api = renderScreen();
    await screen.findByRole('table', { name: 'Report per shop' });
    await pickFirstDay15();
    await waitFor(() => expect(reads(api)).toHaveLength(4));
    const first = /from=(\d{4}-\d{2}-15)/.exec(reads(api)[2])?.[1];
    await screen.findByRole('table', { name: 'Report per shop' });
    const [reportExport, listExport] = screen.getAllByRole('button', { name: 'Export to Excel' });
    fireEvent.click(reportExport);
    await waitFor(() => expect(files.saveFile).toHaveBeenCalledWith(expect.any(Blob), 'report.xlsx'));
    expect(reads(api).at(-1)).toBe(`parkings/1/validations/report/export?from=${first}`);

    await waitFor(() => expect(listExport).toBeEnabled());
    fireEvent.click(listExport);
    const refusal = (await screen.findByText(TOO_LONG)).closest('[role="alert"]');
    expect(refusal).toHaveTextContent(`The report could not be exported${TOO_LONG}`);
    expect(reads(api).at(-1)).toBe(`parkings/1/validations/export?from=${first}`);
    expect(files.saveFile).toHaveBeenCalledTimes(1);
    // The report's button says nothing of the list's failure.
    expect(within(reportExport.parentElement as HTMLElement).queryByRole('alert')).toBeNull();
  });
});
