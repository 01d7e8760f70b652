// Pure reads of the checkout and history charts for the search-client screen.
import type { SnapshotFrom } from 'xstate';
import type { checkoutHistoryMachine } from './checkout-history.machine';
import type { checkoutMachine } from './checkout.machine';

type Snap = SnapshotFrom<typeof checkoutMachine>;
type HistorySnap = SnapshotFrom<typeof checkoutHistoryMachine>;

export const selectIsQuoting = (s: Snap): boolean => s.matches({ visit: 'quoting' });
export const selectIsQuoted = (s: Snap): boolean => s.matches({ visit: 'quoted' });
export const selectIsCheckingOut = (s: Snap): boolean => s.matches({ visit: 'checkingOut' });
export const selectIsDone = (s: Snap): boolean => s.matches({ visit: 'done' });
/** After a checkout: whether its receipt shows (true) or was put away (false); null before any checkout. */
export const selectReceiptShown = (s: Snap): boolean | null =>
  s.matches({ visit: { done: 'receipt' } }) ? true : s.matches({ visit: { done: 'receiptClosed' } }) ? false : null;
export const selectQuoteFailed = (s: Snap): boolean => s.matches({ visit: 'failed' }) && s.context.failedStep === 'quote';
export const selectCheckoutFailed = (s: Snap): boolean => s.matches({ visit: 'failed' }) && s.context.failedStep === 'checkout';
/** Retry is offered only where the chart accepts it: a failure that may pass, not a refusal. */
export const selectCanRetry = (s: Snap): boolean => s.can({ type: 'checkout.retry' });
/** The card shows while a quote is held: quoted, refreshing, checking out, or a failed checkout. */
export const selectQuote = (s: Snap) => s.context.quote;
export const selectElapsed = (s: Snap): number => s.context.elapsed;
export const selectGates = (s: Snap) => s.context.gates;
export const selectGatesLoading = (s: Snap): boolean => s.matches({ exitGates: 'loading' });
export const selectGatesError = (s: Snap): string | null => (s.matches({ exitGates: 'failed' }) ? s.context.gatesError : null);
export const selectShift = (s: Snap) => s.context.shift;
/** No open shift: the card says to open one in /shift instead of offering the checkout. */
export const selectShiftMissing = (s: Snap): boolean => s.matches({ shift: 'missing' });
export const selectShiftLoading = (s: Snap): boolean => s.matches({ shift: 'loading' });
export const selectShiftError = (s: Snap): string | null => (s.matches({ shift: 'failed' }) ? s.context.shiftError : null);
/** The server's message about a phone with several open visits (it quotes the most recent). */
export const selectSeveralVisits = (s: Snap): string | null => (s.context.quote && s.context.quote.open_visits > 1 ? s.context.quote.message : null);
/** The search is busy while quoting from scratch (no card yet). */
export const selectIsSearching = (s: Snap): boolean => selectIsQuoting(s) && s.context.quote === null;

export const selectHistoryLoading = (s: HistorySnap): boolean => s.matches('loading');
export const selectHistoryFailed = (s: HistorySnap): boolean => s.matches('failed');
