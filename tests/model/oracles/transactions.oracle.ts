// The oracle of the transactions chart (spec 3 §2 "Transactions screen", "Pension entrances screen", §4
// "Transactions screens", §7, §9), written from the spec, not from the chart: the first filters (today, all
// gates, 10 a page), which filter changes query the server again and from which page, what a loaded page holds
// for visits and for pension entrances, the query sent, and the export beside the table (progress, no second
// start, cancel). Used by tests/model/transactions.paths.test.ts and the screen's replays
// (tests/model/views/transactions.view.test.tsx).
import { expect } from 'vitest';
import type { PensionEntranceRow, TransactionRow } from '../../../src/contracts/transactions.struct';
import {
  transactionsMachine,
  type TransactionsContext,
  type TransactionsEvent,
  type TransactionsInput,
  type TransactionsLoaded,
} from '../../../src/machines/transactions/transactions.machine';
import { ApiError } from '../../../src/services/http';
import type { TransactionFilters } from '../../../src/services/transactions.api';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = TransactionsContext;
type On<T extends TransactionsEvent['type']> = Extract<TransactionsEvent, { type: T }>;

export const TODAY = '2025-03-10';
export const visits: TransactionsInput = { lotId: 1, kind: 'visits', today: TODAY };
export const entrances: TransactionsInput = { lotId: 1, kind: 'pensions', today: TODAY };

const row = (id: number): TransactionRow => ({ id, in: '2025-03-10T15:00:00.000Z', out: null, g_in: 'Entrada Norte', g_out: null, plate: `ABC${id}`, period: null, total: 2500, service: 0, tax: 0, payment_kind: null, validations: null, lost_ticket: null, lost_ticket_reason: null, state: 'open' });
const entrance = (id: number): PensionEntranceRow => ({ id, in: '2025-03-10T15:00:00.000Z', direction: 'in', plate: `PEN${id}`, gate: 'Entrada Norte', name: 'Lucía Garza' });
const GATES = { 'Entrada Norte': 1, 'Entrada Sur': 3 };
export const loadedVisits: TransactionsLoaded = { rows: [row(1), row(2)], entrances: [], total: 12, amount: 30000, gates: GATES };
export const loadedEntrances: TransactionsLoaded = { rows: [], entrances: [entrance(1)], total: 1, amount: 0, gates: GATES };
export const unreachable = new ApiError('Network error');

/** Spec 3 §9: 5, 10, 25 or 50 a page, 10 by default. */
const PAGE_SIZES = [5, 10, 25, 50];
/** Spec 3 §2, §4: today's visits of every entry gate, 10 a page, from the first page. */
const firstFilters = (today: string): TransactionFilters => ({ inDate: today, outDate: today, gate: 'all', search: '', page: 1, perPage: 10 });
/** Spec 3 §4, §9: the search text queries when empty or at least 3 characters long. */
const searchQueries = (text: string) => text.trim().length === 0 || text.trim().length >= 3;

/** One filter change a path, from the first filters, so that the graph stays finite and small. */
const pristine = (c: Ctx) => JSON.stringify(c.filters) === JSON.stringify(firstFilters(TODAY));
const FILTER_CHANGES: TransactionsEvent[] = [
  { type: 'transactions.inDate', date: '2025-03-01' },
  { type: 'transactions.inDate', date: null },
  { type: 'transactions.outDate', date: '2025-03-12' },
  { type: 'transactions.gate', gate: '3' },
  // A cleared gate choice is every gate.
  { type: 'transactions.gate', gate: '' },
  { type: 'transactions.search', text: 'AB' },
  { type: 'transactions.search', text: 'ABC' },
  { type: 'transactions.perPage', perPage: 25 },
  { type: 'transactions.perPage', perPage: 7 },
  { type: 'transactions.page', page: 2 },
  { type: 'transactions.page', page: 1 },
  { type: 'transactions.page', page: 0 },
];

/** What a filter change does to the filters: every change but the page's starts again from page 1. */
const withFilters = (c: Ctx, change: Partial<TransactionFilters>): Partial<Ctx> => ({ filters: { ...c.filters, page: 1, ...change } });
const filterEffects = (source: 'list' | 'list.loading') => ({
  // Spec 3 §4: setting the entry date sets the exit date to the same value.
  [`${source} transactions.inDate`]: (c: Ctx, e: On<'transactions.inDate'>) => withFilters(c, { inDate: e.date, outDate: e.date }),
  [`${source} transactions.outDate`]: (c: Ctx, e: On<'transactions.outDate'>) => withFilters(c, { outDate: e.date }),
  [`${source} transactions.gate`]: (c: Ctx, e: On<'transactions.gate'>) => withFilters(c, { gate: e.gate === '' ? 'all' : e.gate }),
  [`${source} transactions.search [searchApplies]`]: (c: Ctx, e: On<'transactions.search'>) => withFilters(c, { search: e.text }),
  // One or two characters stay in the box without a query: the page stays too.
  [`${source} transactions.search [—]`]: (c: Ctx, e: On<'transactions.search'>) => ({ filters: { ...c.filters, search: e.text } }),
  [`${source} transactions.perPage`]: (c: Ctx, e: On<'transactions.perPage'>) => withFilters(c, { perPage: e.perPage }),
  [`${source} transactions.page`]: (c: Ctx, e: On<'transactions.page'>) => ({ filters: { ...c.filters, page: e.page } }),
});

/** The filters always hold: a known page size, a page from 1, a gate (an id or 'all'). */
function filtersAreSound(c: Ctx) {
  expect(PAGE_SIZES).toContain(c.filters.perPage);
  expect(Number.isInteger(c.filters.page) && c.filters.page >= 1).toBe(true);
  expect(c.filters.gate).toMatch(/^(all|\d+)$/);
}

export const transactionsOracle: OracleOf<typeof transactionsMachine> = {
  name: 'transactions',
  machine: transactionsMachine,
  input: visits,
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadTransactions', output: c.kind === 'visits' ? loadedVisits : loadedEntrances },
    { type: 'xstate.error.actor.loadTransactions', error: unreachable },
    { type: 'transactions.retry' },
    ...(pristine(c) ? FILTER_CHANGES : []),
    { type: 'transactions.export' },
    { type: 'transactions.exportProgress', bytes: 65_536, rows: 12 },
    { type: 'transactions.exported' },
    { type: 'transactions.exportFailed', error: 'Not found' },
    { type: 'transactions.cancelExport' },
  ],
  initialContext: (input) => ({
    lotId: input.lotId,
    kind: input.kind,
    filters: firstFilters(input.today),
    rows: [],
    entrances: [],
    total: 0,
    amount: 0,
    gates: {},
    error: null,
    exportProgress: null,
    exportError: null,
  }),
  guards: {
    searchApplies: (_c, e: On<'transactions.search'>) => searchQueries(e.text),
    knownPageSize: (_c, e: On<'transactions.perPage'>) => PAGE_SIZES.includes(e.perPage),
    // Another page than the one shown, counted from 1.
    validPage: (c, e: On<'transactions.page'>) => Number.isInteger(e.page) && e.page >= 1 && e.page !== c.filters.page,
  },
  effects: {
    ...filterEffects('list'),
    ...filterEffects('list.loading'),
    'list.loading xstate.done.actor.loadTransactions': (_c, e: Done<TransactionsLoaded>) => ({ ...e.output, error: null }),
    // The last page read stays behind the message.
    'list.loading xstate.error.actor.loadTransactions': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'export.idle transactions.export': () => ({ exportProgress: { bytes: 0, rows: null }, exportError: null }),
    'export.exporting transactions.exportProgress': (_c, e: On<'transactions.exportProgress'>) => ({ exportProgress: { bytes: e.bytes, rows: e.rows } }),
    'export.exporting transactions.exported': () => ({ exportProgress: null }),
    'export.exporting transactions.exportFailed': (_c, e: On<'transactions.exportFailed'>) => ({ exportProgress: null, exportError: e.error }),
    'export.exporting transactions.cancelExport': () => ({ exportProgress: null }),
  },
  states: {
    // The page on its way is the one the filters ask for.
    'list.loading': filtersAreSound,
    // A page of visits has money and no entrances; a page of pension entrances has neither money nor visits.
    'list.loaded': (c) => {
      filtersAreSound(c);
      expect(c.error).toBeNull();
      if (c.kind === 'visits') expect(c.entrances).toEqual([]);
      else expect([c.rows, c.amount]).toEqual([[], 0]);
      expect(c.rows.length + c.entrances.length).toBeLessThanOrEqual(Math.min(c.filters.perPage, c.total));
    },
    'list.failed': (c) => {
      filtersAreSound(c);
      expect(c.error).toEqual(expect.any(String));
    },
    'export.idle': (c) => expect(c.exportProgress).toBeNull(),
    'export.exporting': (c) => {
      expect(c.exportProgress).not.toBeNull();
      expect(c.exportError).toBeNull();
    },
  },
  invokes: {
    // Spec 3 §7: GET transactions (or transactions/pensions) and .../download with the same filters.
    loadTransactions: (c) => ({ lotId: c.lotId, kind: c.kind, filters: c.filters }),
    exportReport: (c) => ({ lotId: c.lotId, kind: c.kind, filters: c.filters }),
  },
};
