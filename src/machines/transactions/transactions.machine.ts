// The transactions and pension entrances tables (spec 3 §2, §4, §9): filters (per page, entry date, exit
// date, entry gate, plate text), server-side pages, the count and money total of the whole filtered set, and
// the Excel export. Setting the entry date sets the exit date too; a change of the exit date, the gate or the
// search text (empty, or 3+ characters) queries again. The export runs beside the table and cannot start twice.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PER_PAGE, MIN_SEARCH, PER_PAGE_OPTIONS, type PensionEntranceRow, type TransactionRow } from '../../contracts/transactions.struct';
import { toApiError } from '../../services/http';
import {
  downloadReport,
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
  | { type: 'transactions.export' };

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
    exportReport: fromPromise<void, LoadInput>(async ({ input }) => saveFile(await downloadReport(input.lotId, input.kind, input.filters), REPORT_FILE)),
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
      return (PER_PAGE_OPTIONS as readonly number[]).includes(event.perPage);
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
        idle: { on: { 'transactions.export': { target: 'exporting' } } },
        exporting: {
          description: 'The file is being written and downloaded; the button shows progress and takes no second press.',
          invoke: {
            id: 'exportReport',
            src: 'exportReport',
            input: ({ context }) => ({ lotId: context.lotId, kind: context.kind, filters: context.filters }),
            onDone: { target: 'idle' },
            // The one failure handler already showed the message.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});
