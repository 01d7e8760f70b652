// The oracle of the receipt view's chart, written from issue 21's receipt item in the test's own words: the
// receipt is read once; read, it shows with Print (the browser's dialog, nothing else changes) and Download PDF
// (busy while the PDF comes, then saved as receipt-{visit}.pdf; a failed download keeps the receipt and says so);
// a failed read shows its message and retries. Used by tests/model/receipt.paths.test.ts and the view's replays.
import { expect } from 'vitest';
import type { Receipt } from '../../../src/contracts/receipts.struct';
import { receiptMachine } from '../../../src/machines/receipt/receipt.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

export const paidReceipt: Receipt = {
  visit_id: 57,
  plate: 'LOST001',
  customer_name: 'Carla Méndez',
  lot: { id: 1, name: 'Fundadores Norte', address: 'Av. Constitución 100, Monterrey', time_zone: 'America/Monterrey' },
  gate: 'Salida Norte',
  operator: 'Pedro Operador',
  paid_by: 'operator',
  payment_kind: 'cash',
  entry_at: '2030-01-07T15:00:00.000Z',
  paid_at: '2030-01-07T17:05:00.000Z',
  period: '2:05',
  lines: [
    { kind: 'segment', label: 'Fee · General', params: { name: 'General' }, from: '2030-01-07T15:00:00.000Z', to: '2030-01-07T17:05:00.000Z', amount: 4500 },
    { kind: 'lost_ticket', label: 'Lost ticket · Lost in the mall', params: { reason: 'Lost in the mall' }, amount: 20000 },
  ],
  net: 24500,
  service: 0,
  tax: 3920,
  total: 28420,
  validation_cents: 0,
  lost_ticket: { cents: 20000, reason: 'Lost in the mall' },
};
export const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

export const receiptOracle: OracleOf<typeof receiptMachine> = {
  name: 'receipt',
  machine: receiptMachine,
  input: { lotId: 1, visitId: 57 },
  events: () => [
    { type: 'xstate.done.actor.loadReceipt', output: paidReceipt },
    { type: 'xstate.error.actor.loadReceipt', error: new ApiError('This visit is not paid yet.', 409) },
    { type: 'xstate.done.actor.downloadPdf', output: pdf },
    { type: 'xstate.error.actor.downloadPdf', error: new ApiError('Network error') },
    { type: 'receipt.retry' },
    { type: 'receipt.print' },
    { type: 'receipt.download' },
  ],
  initialContext: (input) => ({ lotId: input.lotId, visitId: input.visitId, receipt: null, error: null, downloadError: null }),
  guards: {},
  effects: {
    'loading xstate.done.actor.loadReceipt': (_c, e: Done<Receipt>) => ({ receipt: e.output, error: null }),
    'loading xstate.error.actor.loadReceipt': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'failed receipt.retry': () => ({ error: null }),
    'shown receipt.download': () => ({ downloadError: null }),
    'downloading xstate.error.actor.downloadPdf': (_c, e: Failure<ApiError>) => ({ downloadError: e.error.message }),
  },
  states: {
    loading: (c) => {
      expect(c.receipt).toBeNull();
      expect(c.error).toBeNull();
    },
    shown: (c) => {
      expect(c.receipt).toEqual(paidReceipt);
      expect(c.error).toBeNull();
    },
    downloading: (c) => {
      expect(c.receipt).toEqual(paidReceipt);
      expect(c.downloadError).toBeNull();
    },
    failed: (c) => {
      expect(c.receipt).toBeNull();
      expect(c.error).toBe('This visit is not paid yet.');
    },
  },
  params: {
    savePdf: (c, e) => ({ blob: (e as Done<Blob>).output, name: `receipt-${c.visitId}.pdf` }),
  },
  invokes: {
    loadReceipt: (c) => ({ lotId: c.lotId, visitId: c.visitId }),
    downloadPdf: (c) => ({ lotId: c.lotId, visitId: c.visitId }),
  },
};
