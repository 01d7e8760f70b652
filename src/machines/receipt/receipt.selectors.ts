// What the receipt view reads from the receipt chart.
import type { SnapshotFrom } from 'xstate';
import type { receiptMachine } from './receipt.machine';

type Snapshot = SnapshotFrom<typeof receiptMachine>;

export const selectReceipt = (s: Snapshot) => s.context.receipt;
export const selectReceiptLoading = (s: Snapshot) => s.matches('loading');
export const selectReceiptFailed = (s: Snapshot) => s.matches('failed');
export const selectReceiptError = (s: Snapshot) => s.context.error;
export const selectDownloading = (s: Snapshot) => s.matches('downloading');
export const selectDownloadError = (s: Snapshot) => s.context.downloadError;
