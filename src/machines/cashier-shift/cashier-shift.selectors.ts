// What the operator's shift screen reads from the cashier-shift chart.
import type { SnapshotFrom } from 'xstate';
import type { cashierShiftMachine } from './cashier-shift.machine';

type Snapshot = SnapshotFrom<typeof cashierShiftMachine>;

export const selectLoading = (s: Snapshot) => s.matches('loading');
export const selectFailed = (s: Snapshot) => s.matches('failed');
/** The open form shows (sending or not). */
export const selectOpenForm = (s: Snapshot) => s.matches('noShift') || s.matches('opening');
export const selectOpening = (s: Snapshot) => s.matches('opening');
/** The open shift shows, with its totals and the close form. */
export const selectShiftShown = (s: Snapshot) => s.matches('open') || s.matches('refreshing') || s.matches('confirming') || s.matches('closing');
export const selectRefreshing = (s: Snapshot) => s.matches('refreshing');
export const selectConfirming = (s: Snapshot) => s.matches('confirming');
export const selectClosing = (s: Snapshot) => s.matches('closing');
export const selectGates = (s: Snapshot) => s.context.gates;
export const selectShift = (s: Snapshot) => s.context.shift;
export const selectClosed = (s: Snapshot) => s.context.closed;
export const selectCount = (s: Snapshot) => s.context.count;
export const selectError = (s: Snapshot) => s.context.error;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectRefreshError = (s: Snapshot) => s.context.refreshError;
