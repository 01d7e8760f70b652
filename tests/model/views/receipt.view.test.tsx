// The receipt view (src/ui/parking/operator/receipt-view.tsx) along the shortest path to every state of its
// chart, the receipt read from a mocked receipts service: the loader, the receipt with its facts, lines and
// totals, Print (the browser's dialog), Download PDF (busy, then saved; a failure said beside it), a failed read
// with Retry.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/i18n';
import type { receiptMachine } from '../../../src/machines/receipt/receipt.machine';
import { ReceiptView } from '../../../src/ui/parking/operator/receipt-view';
import { render } from '../../ui/render';
import type { Done, Failure } from '../chart/chart-oracle';
import { describeViewPaths, settleable } from '../chart/view-paths';
import { paidReceipt, pdf, receiptOracle } from '../oracles/receipt.oracle';

const api = vi.hoisted(() => ({ fetchReceipt: vi.fn(), downloadReceiptPdf: vi.fn(), saveFile: vi.fn(), print: vi.fn() }));
vi.mock('../../../src/services/receipts.api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchReceipt: api.fetchReceipt,
  downloadReceiptPdf: api.downloadReceiptPdf,
}));
vi.mock('../../../src/services/transactions.api', async (importOriginal) => ({ ...(await importOriginal<object>()), saveFile: api.saveFile }));
vi.mock('../../../src/machines/receipt/receipt.machine', async (importOriginal) => {
  const { probed } = await import('../chart/view-paths');
  const chart = await importOriginal<{ receiptMachine: typeof receiptMachine }>();
  return { ...chart, receiptMachine: probed(chart.receiptMachine, ['loadReceipt', 'downloadPdf']) };
});

setLocale('en');
const receiptCall = settleable();
const pdfCall = settleable();
beforeEach(() => {
  receiptCall.reset();
  pdfCall.reset();
  api.fetchReceipt.mockImplementation(receiptCall.impl);
  api.downloadReceiptPdf.mockImplementation(pdfCall.impl);
  api.saveFile.mockReset();
  api.print.mockReset();
  window.print = api.print;
});

describeViewPaths<typeof receiptMachine>(receiptOracle, {
  render: () => render(<ReceiptView lotId={1} visitId={57} />),
  drive: {
    'xstate.done.actor.loadReceipt': async (e) => (await receiptCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.loadReceipt': async (e) => (await receiptCall.reject((e as Failure).error), true),
    'xstate.done.actor.downloadPdf': async (e) => (await pdfCall.resolve((e as Done<unknown>).output), true),
    'xstate.error.actor.downloadPdf': async (e) => (await pdfCall.reject((e as Failure).error), true),
    'receipt.retry': () => (fireEvent.click(screen.getByRole('button', { name: 'Retry' })), true),
    'receipt.print': () => (fireEvent.click(screen.getByRole('button', { name: 'Print' })), true),
    'receipt.download': () => (fireEvent.click(screen.getByRole('button', { name: 'Download PDF' })), true),
  },
  sees: {
    loading: (c) => {
      expect(screen.getByLabelText('Loading')).toBeInTheDocument();
      expect(api.fetchReceipt).toHaveBeenLastCalledWith(c.lotId, c.visitId);
    },
    shown: (c) => {
      const receipt = screen.getByRole('region', { name: `Receipt of ticket ${c.visitId}` });
      expect(receipt).toHaveTextContent('Fundadores Norte');
      expect(receipt).toHaveTextContent('LOST001');
      expect(receipt).toHaveTextContent('Cash');
      expect(receipt).toHaveTextContent('2030-01-07 09:00');
      const table = within(receipt).getByRole('table', { name: 'Receipt' });
      expect(within(table).getByTestId('receipt-line-lost_ticket')).toHaveTextContent('Lost ticket · Lost in the mallMXN 200.00');
      expect(within(table).getByTestId('receipt-line-segment')).toHaveTextContent('2030-01-07 09:00 – 11:05');
      expect(within(table).getByTestId('receipt-tax')).toHaveTextContent('MXN 39.20');
      expect(within(table).getByTestId('receipt-total')).toHaveTextContent('MXN 284.20');
      expect(within(table).queryByTestId('receipt-service')).toBeNull();
      if (c.downloadError) expect(screen.getByRole('alert')).toHaveTextContent(`The PDF could not be downloaded: ${c.downloadError}`);
      else expect(screen.queryByRole('alert')).toBeNull();
    },
    downloading: (c) => {
      expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAttribute('data-loading', 'true');
      expect(api.downloadReceiptPdf).toHaveBeenLastCalledWith(c.lotId, c.visitId);
    },
    failed: (c) => {
      expect(screen.getByRole('alert')).toHaveTextContent(`The receipt could not be read${c.error}`);
    },
  },
});

it('prints with the browser and saves the downloaded PDF under the receipt’s name', async () => {
  render(<ReceiptView lotId={1} visitId={57} />);
  await receiptCall.resolve(paidReceipt);
  fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
  expect(api.print).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await pdfCall.resolve(pdf);
  await waitFor(() => expect(api.saveFile).toHaveBeenCalledWith(pdf, 'receipt-57.pdf'));
});
