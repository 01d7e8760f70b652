// Pure reads of the lost-ticket fee chart for its section of the rates screen.
import type { SnapshotFrom } from 'xstate';
import type { lostTicketFeeMachine } from './lost-ticket-fee.machine';

type Snap = SnapshotFrom<typeof lostTicketFeeMachine>;

export const selectFeeLoading = (s: Snap): boolean => s.matches('loading');
export const selectFeeFailed = (s: Snap): boolean => s.matches('failed');
export const selectFeeSaving = (s: Snap): boolean => s.matches('saving');
