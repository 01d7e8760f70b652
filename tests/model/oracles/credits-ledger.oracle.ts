// The oracle of the credits-ledger chart (issue 17 item 6; the transactions screens' habits, spec 3 §2, §4, §9):
// the ledger's filters (from, to, store, kind, page size 5/10/25/50, default 10) each go back to page 1 and read
// again; another page reads that page; a failed read shows its message and a retry; the export of the filtered
// set runs beside the table and says why it failed. Used by tests/model/credits-ledger.paths.test.ts.
import { expect } from 'vitest';
import type { LedgerPage } from '../../../src/contracts/credits.struct';
import { creditsLedgerMachine, type CreditsLedgerContext, type CreditsLedgerEvent } from '../../../src/machines/credits-ledger/credits-ledger.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends CreditsLedgerEvent['type']> = Extract<CreditsLedgerEvent, { type: T }>;

export const page: LedgerPage = {
  data: [{ id: 9, at: '2026-11-24T18:00:00.000Z', branch_id: 1, branch_name: 'Sucursal Centro', kind: 'purchase', credits: 10, movable: false, amount_cents: 19_900, package_name: 'Paquete 10', counterpart: null, note: null }],
  total: 24,
  totals: { credits_in: 120, credits_out: 7, amount_cents: 19_900 },
  page: 1,
  per_page: 10,
};
export const offline = new ApiError('Network error');

const reset = (c: CreditsLedgerContext) => ({ ...c.filters, page: 1 });
const untouched = (c: CreditsLedgerContext) => c.filters.from === null && c.filters.to === null && c.filters.store === 'all' && c.filters.kind === 'all' && c.filters.perPage === 10;

export const creditsLedgerOracle: OracleOf<typeof creditsLedgerMachine> = {
  name: 'credits-ledger',
  machine: creditsLedgerMachine,
  input: { owner: { shopId: 1, branchId: null } },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadLedger', output: page },
    { type: 'xstate.error.actor.loadLedger', error: offline },
    { type: 'ledger.retry' },
    // One filter at a time from the first view, so that the graph stays small: each row is still taken.
    ...(untouched(c)
      ? [
          { type: 'ledger.from' as const, date: '2026-11-01' },
          { type: 'ledger.to' as const, date: '2026-11-30' },
          { type: 'ledger.store' as const, store: '2' },
          { type: 'ledger.kind' as const, kind: 'purchase' },
          { type: 'ledger.perPage' as const, perPage: 25 },
        ]
      : []),
    { type: 'ledger.perPage', perPage: 7 },
    ...(c.filters.page === 1 ? [{ type: 'ledger.page' as const, page: 2 }] : []),
    { type: 'ledger.page', page: 0 },
    { type: 'ledger.export' },
    { type: 'xstate.done.actor.exportLedger', output: undefined },
    { type: 'xstate.error.actor.exportLedger', error: offline },
  ],
  initialContext: (input) => ({
    owner: input.owner,
    filters: { from: null, to: null, store: 'all', kind: 'all', page: 1, perPage: 10 },
    rows: [],
    total: 0,
    totals: { credits_in: 0, credits_out: 0, amount_cents: 0 },
    error: null,
    exportError: null,
  }),
  guards: {
    knownPageSize: (_c, e: On<'ledger.perPage'>) => [5, 10, 25, 50].includes(e.perPage),
    validPage: (c, e: On<'ledger.page'>) => Number.isInteger(e.page) && e.page >= 1 && e.page !== c.filters.page,
  },
  effects: {
    'list ledger.from': (c, e: On<'ledger.from'>) => ({ filters: { ...reset(c), from: e.date } }),
    'list ledger.to': (c, e: On<'ledger.to'>) => ({ filters: { ...reset(c), to: e.date } }),
    'list ledger.store': (c, e: On<'ledger.store'>) => ({ filters: { ...reset(c), store: e.store } }),
    'list ledger.kind': (c, e: On<'ledger.kind'>) => ({ filters: { ...reset(c), kind: e.kind } }),
    'list ledger.perPage': (c, e: On<'ledger.perPage'>) => ({ filters: { ...reset(c), perPage: e.perPage } }),
    'list ledger.page': (c, e: On<'ledger.page'>) => ({ filters: { ...c.filters, page: e.page } }),
    'list.loading xstate.done.actor.loadLedger': (_c, e: Done<LedgerPage>) => ({ rows: e.output.data, total: e.output.total, totals: e.output.totals, error: null }),
    'list.loading xstate.error.actor.loadLedger': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'export.idle ledger.export': () => ({ exportError: null }),
    'export.exporting xstate.error.actor.exportLedger': (_c, e: Failure<ApiError>) => ({ exportError: e.error.message }),
  },
  states: {
    'list.loading': (c) => expect([5, 10, 25, 50]).toContain(c.filters.perPage),
    'list.loaded': (c) => expect(c.error).toBeNull(),
    'list.failed': (c) => expect(c.error).toBe(offline.message),
    'export.idle': () => {},
    'export.exporting': (c) => expect(c.exportError).toBeNull(),
  },
  invokes: {
    loadLedger: (c) => ({ owner: c.owner, filters: c.filters }),
    exportLedger: (c) => ({ owner: c.owner, filters: c.filters }),
  },
  internalActions: ['setFilter', 'setPage'],
};
