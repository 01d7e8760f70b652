// A paid visit's receipt on the operator's screen (issue 21 item 6): read from the server, shown with Print
// (the browser's print dialog with the receipt's print stylesheet) and Download PDF (the server's PDF saved as
// receipt-{visit}.pdf). A failed read shows its message and a retry; a failed download keeps the receipt on
// screen with the message beside the button.
import { assign, fromPromise, setup } from 'xstate';
import type { Receipt } from '../../contracts/receipts.struct';
import { toApiError } from '../../services/http';
import { downloadReceiptPdf, fetchReceipt, receiptFileName } from '../../services/receipts.api';
import { saveFile } from '../../services/transactions.api';

export type ReceiptInput = { lotId: number; visitId: number };
export type ReceiptContext = ReceiptInput & { receipt: Receipt | null; error: string | null; downloadError: string | null };
export type ReceiptEvent = { type: 'receipt.retry' } | { type: 'receipt.print' } | { type: 'receipt.download' };

export const receiptMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as ReceiptInput,
  },
  actors: {
    loadReceipt: fromPromise<Receipt, ReceiptInput>(({ input }) => fetchReceipt(input.lotId, input.visitId)),
    downloadPdf: fromPromise<Blob, ReceiptInput>(({ input }) => downloadReceiptPdf(input.lotId, input.visitId)),
  },
  actions: {
    /** The view opens the browser's print dialog. */
    print: () => {},
    /** The PDF handed to the browser under its name. */
    savePdf: (_, params: { blob: Blob; name: string }) => saveFile(params.blob, params.name),
  },
}).createMachine({
  id: 'receipt',
  description: "A paid visit's receipt: read, shown, printed, downloaded as PDF.",
  context: ({ input }) => ({ lotId: input.lotId, visitId: input.visitId, receipt: null, error: null, downloadError: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The receipt is on its way.',
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({ lotId: context.lotId, visitId: context.visitId }),
        onDone: { target: 'shown', actions: assign({ receipt: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    shown: {
      description: 'The receipt with Print and Download PDF.',
      on: {
        'receipt.print': { actions: 'print' },
        'receipt.download': { target: 'downloading', actions: assign({ downloadError: null }) },
      },
    },
    downloading: {
      description: 'The PDF is on its way; the button is busy.',
      invoke: {
        id: 'downloadPdf',
        src: 'downloadPdf',
        input: ({ context }) => ({ lotId: context.lotId, visitId: context.visitId }),
        onDone: { target: 'shown', actions: { type: 'savePdf', params: ({ context, event }) => ({ blob: event.output, name: receiptFileName(context.visitId) }) } },
        onError: { target: 'shown', actions: assign({ downloadError: ({ event }) => toApiError(event.error).message }) },
      },
    },
    failed: {
      description: 'The receipt could not be read: the message and a retry.',
      on: { 'receipt.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
