// The transactions and pension entrances tables (spec 3 §2, §4, §9): filters (per page, entry date, exit
// date, entry gate, plate text), server-side pages, the count and money total of the whole filtered set, and
// the Excel export. Setting the entry date sets the exit date too; a change of the exit date, the gate or the
// search text (empty, or 3+ characters) queries again. The export runs beside the table, cannot start twice,
// reports its progress (rows and bytes) and can be cancelled.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { DEFAULT_PER_PAGE, MIN_SEARCH, type PensionEntranceRow, type TransactionRow } from '../../contracts/transactions.struct';
import { isPageSize } from '../../domain/tables/paging';
import { toApiError } from '../../services/http';
import {
  downloadReport,
  type ExportProgress,
  fetchPensionEntrances,
  fetchTransactions,
  REPORT_FILE,
  saveFile,
  type TransactionFilters,
  type TransactionsKind,
} from '../../services/transactions.api';

export const ALL_GATES = 'all';

// ---- Context, input, events ----------------------------------------------------------------------------
/** One loaded page: visits (`rows`, with money) or pension entrances (`entrances`). */
export type TransactionsLoaded = {
  rows: TransactionRow[];
  entrances: PensionEntranceRow[];
  total: number;
  amount: number;
  gates: Record<string, number>;
};

export type TransactionsContext = TransactionsLoaded & {
  lotId: number;
  kind: TransactionsKind;
  filters: TransactionFilters;
  error: string | null;
  /** The export under way: rows (when the server says) and bytes so far; null when none runs. */
  exportProgress: ExportProgress | null;
  exportError: string | null;
};

export type TransactionsInput = { lotId: number; kind: TransactionsKind; /** Today in the lot's time zone, yyyy-MM-dd. */ today: string };

export type TransactionsEvent =
  | { type: 'transactions.inDate'; date: string | null }
  | { type: 'transactions.outDate'; date: string | null }
  | { type: 'transactions.gate'; gate: string }
  | { type: 'transactions.search'; text: string }
  | { type: 'transactions.perPage'; perPage: number }
  | { type: 'transactions.page'; page: number }
  | { type: 'transactions.retry' }
  | { type: 'transactions.export' }
  | { type: 'transactions.cancelExport' }
  // Sent by the export actor.
  | ({ type: 'transactions.exportProgress' } & ExportProgress)
  | { type: 'transactions.exported' }
  | { type: 'transactions.exportFailed'; error: string };

export type LoadInput = { lotId: number; kind: TransactionsKind; filters: TransactionFilters };

/** The search text queries the server only when empty or at least 3 characters long (spec 3 §9). */
export const searchApplies = (text: string): boolean => {
  const n = text.trim().length;
  return n === 0 || n >= MIN_SEARCH;
};

async function load({ lotId, kind, filters }: LoadInput): Promise<TransactionsLoaded> {
  if (kind === 'pensions') {
    const page = await fetchPensionEntrances(lotId, filters);
    return { rows: [], entrances: page.data, total: page.total, amount: 0, gates: page.gates };
  }
  const page = await fetchTransactions(lotId, filters);
  return { rows: page.data, entrances: [], total: page.total, amount: page.totals.amount, gates: page.gates };
}

export const transactionsMachine = setup({
  types: {
    context: {} as TransactionsContext,
    events: {} as TransactionsEvent,
    input: {} as TransactionsInput,
  },
  actors: {
    loadTransactions: fromPromise<TransactionsLoaded, LoadInput>(({ input }) => load(input)),
    /** Downloads and saves report.xlsx, sending its progress back; stopping it (cancel) aborts the download. */
    exportReport: fromCallback<EventObject, LoadInput>(({ input, sendBack }) => {
      const abort = new AbortController();
      const send = (event: TransactionsEvent) => sendBack(event);
      downloadReport(input.lotId, input.kind, input.filters, (p) => send({ type: 'transactions.exportProgress', ...p }), abort.signal).then(
        (file) => {
          saveFile(file, REPORT_FILE);
          send({ type: 'transactions.exported' });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) send({ type: 'transactions.exportFailed', error: toApiError(error).message });
        },
      );
      return () => abort.abort();
    }),
  },
  actions: {
    // Every filter change goes back to page 1; setting the entry date sets the exit date too (spec 3 §4).
    setInDate: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.inDate'), { ...context.filters, page: 1, inDate: event.date, outDate: event.date }) }),
    setOutDate: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.outDate'), { ...context.filters, page: 1, outDate: event.date }) }),
    setGate: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.gate'), { ...context.filters, page: 1, gate: event.gate || ALL_GATES }) }),
    setSearch: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.search'), { ...context.filters, page: 1, search: event.text }) }),
    /** One or two characters: kept in the box, not sent. */
    keepSearch: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.search'), { ...context.filters, search: event.text }) }),
    setPerPage: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.perPage'), { ...context.filters, page: 1, perPage: event.perPage }) }),
    setPage: assign({ filters: ({ context, event }) => (assertEvent(event, 'transactions.page'), { ...context.filters, page: event.page }) }),
  },
  guards: {
    searchApplies: ({ event }) => {
      assertEvent(event, 'transactions.search');
      return searchApplies(event.text);
    },
    knownPageSize: ({ event }) => {
      assertEvent(event, 'transactions.perPage');
      return isPageSize(event.perPage);
    },
    validPage: ({ context, event }) => {
      assertEvent(event, 'transactions.page');
      return Number.isInteger(event.page) && event.page >= 1 && event.page !== context.filters.page;
    },
  },
}).createMachine({
  id: 'transactions',
  description: 'A filtered, server-paged table of visits or pension entrances, with its Excel export.',
  type: 'parallel',
  context: ({ input }) => ({
    lotId: input.lotId,
    kind: input.kind,
    filters: { inDate: input.today, outDate: input.today, gate: ALL_GATES, search: '', page: 1, perPage: DEFAULT_PER_PAGE },
    rows: [],
    entrances: [],
    total: 0,
    amount: 0,
    gates: {},
    error: null,
    exportProgress: null,
    exportError: null,
  }),
  states: {
    list: {
      description: 'The table: every filter change that queries (re)starts the load.',
      initial: 'loading',
      on: {
        'transactions.inDate': { target: '.loading', actions: 'setInDate' },
        'transactions.outDate': { target: '.loading', actions: 'setOutDate' },
        'transactions.gate': { target: '.loading', actions: 'setGate' },
        'transactions.search': [{ guard: 'searchApplies', target: '.loading', actions: 'setSearch' }, { actions: 'keepSearch' }],
        'transactions.perPage': { guard: 'knownPageSize', target: '.loading', actions: 'setPerPage' },
        'transactions.page': { guard: 'validPage', target: '.loading', actions: 'setPage' },
      },
      states: {
        loading: {
          description: 'The page, the count and the total are on their way; a new filter restarts the load.',
          on: {
            'transactions.inDate': { target: 'loading', reenter: true, actions: 'setInDate' },
            'transactions.outDate': { target: 'loading', reenter: true, actions: 'setOutDate' },
            'transactions.gate': { target: 'loading', reenter: true, actions: 'setGate' },
            'transactions.search': [{ guard: 'searchApplies', target: 'loading', reenter: true, actions: 'setSearch' }, { actions: 'keepSearch' }],
            'transactions.perPage': { guard: 'knownPageSize', target: 'loading', reenter: true, actions: 'setPerPage' },
            'transactions.page': { guard: 'validPage', target: 'loading', reenter: true, actions: 'setPage' },
          },
          invoke: {
            id: 'loadTransactions',
            src: 'loadTransactions',
            input: ({ context }) => ({ lotId: context.lotId, kind: context.kind, filters: context.filters }),
            onDone: { target: 'loaded', actions: assign(({ event }) => ({ ...event.output, error: null })) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        loaded: { description: 'The page with its count and total.' },
        failed: {
          description: 'The page could not be read: the message and a retry.',
          on: { 'transactions.retry': { target: 'loading' } },
        },
      },
    },
    export: {
      description: 'The Excel export of the whole filtered set (report.xlsx).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No export runs; the last one that failed says why.',
          on: { 'transactions.export': { target: 'exporting', actions: assign({ exportProgress: { bytes: 0, rows: null }, exportError: null }) } },
        },
        exporting: {
          description: 'The file is being written and downloaded; the button shows progress and takes no second press.',
          invoke: {
            id: 'exportReport',
            src: 'exportReport',
            input: ({ context }) => ({ lotId: context.lotId, kind: context.kind, filters: context.filters }),
          },
          on: {
            'transactions.exportProgress': { actions: assign({ exportProgress: ({ event }) => ({ bytes: event.bytes, rows: event.rows }) }) },
            'transactions.exported': { target: 'idle', actions: assign({ exportProgress: null }) },
            'transactions.exportFailed': { target: 'idle', actions: assign({ exportProgress: null, exportError: ({ event }) => event.error }) },
            'transactions.cancelExport': { target: 'idle', actions: assign({ exportProgress: null }) },
          },
        },
      },
    },
  },
});
