// /credits/transactions (issue 17 item 6): the shop's credit ledger, filtered by days, store and kind of movement,
// paged on the server with the totals of the whole filtered set, and its Excel export (report.xlsx, like the
// transactions screens'). Every filter change goes back to page 1 and queries again; the export runs beside the
// table and cannot start twice.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LedgerPage, LedgerRow } from '../../contracts/credits.struct';
import { DEFAULT_PAGE_SIZE, isPageSize } from '../../domain/tables/paging';
import { downloadLedger, fetchLedger, type CreditsOwner, type LedgerFilters } from '../../services/credits.api';
import { toApiError } from '../../services/http';
import { REPORT_FILE, saveFile } from '../../services/transactions.api';

export const ALL = 'all';

// ---- Context, input, events ----------------------------------------------------------------------------
export type CreditsLedgerContext = {
  owner: CreditsOwner;
  filters: LedgerFilters;
  rows: LedgerRow[];
  total: number;
  totals: LedgerPage['totals'];
  error: string | null;
  exportError: string | null;
};

export type CreditsLedgerInput = { owner: CreditsOwner };

export type CreditsLedgerEvent =
  | { type: 'ledger.from'; date: string | null }
  | { type: 'ledger.to'; date: string | null }
  | { type: 'ledger.store'; store: string }
  | { type: 'ledger.kind'; kind: string }
  | { type: 'ledger.perPage'; perPage: number }
  | { type: 'ledger.page'; page: number }
  | { type: 'ledger.retry' }
  | { type: 'ledger.export' };

export type LedgerLoadInput = { owner: CreditsOwner; filters: LedgerFilters };

export const NO_TOTALS: LedgerPage['totals'] = { credits_in: 0, credits_out: 0, amount_cents: 0 };

export const creditsLedgerMachine = setup({
  types: {
    context: {} as CreditsLedgerContext,
    events: {} as CreditsLedgerEvent,
    input: {} as CreditsLedgerInput,
  },
  actors: {
    loadLedger: fromPromise<LedgerPage, LedgerLoadInput>(({ input }) => fetchLedger(input.owner, input.filters)),
    exportLedger: fromPromise<void, LedgerLoadInput>(async ({ input }) => saveFile(await downloadLedger(input.owner, input.filters), REPORT_FILE)),
  },
  actions: {
    setFilter: assign({
      filters: ({ context, event }) => {
        const f = { ...context.filters, page: 1 };
        switch (event.type) {
          case 'ledger.from':
            return { ...f, from: event.date };
          case 'ledger.to':
            return { ...f, to: event.date };
          case 'ledger.store':
            return { ...f, store: event.store || ALL };
          case 'ledger.kind':
            return { ...f, kind: event.kind || ALL };
          case 'ledger.perPage':
            return { ...f, perPage: event.perPage };
          default:
            return context.filters;
        }
      },
    }),
    setPage: assign({ filters: ({ context, event }) => (assertEvent(event, 'ledger.page'), { ...context.filters, page: event.page }) }),
  },
  guards: {
    knownPageSize: ({ event }) => event.type === 'ledger.perPage' && isPageSize(event.perPage),
    validPage: ({ context, event }) => event.type === 'ledger.page' && Number.isInteger(event.page) && event.page >= 1 && event.page !== context.filters.page,
  },
}).createMachine({
  id: 'creditsLedger',
  description: "The shop's credit movements, filtered and paged on the server, with the Excel export.",
  type: 'parallel',
  context: ({ input }) => ({
    owner: input.owner,
    filters: { from: null, to: null, store: ALL, kind: ALL, page: 1, perPage: DEFAULT_PAGE_SIZE },
    rows: [],
    total: 0,
    totals: NO_TOTALS,
    error: null,
    exportError: null,
  }),
  states: {
    list: {
      description: 'The table: a filter change or another page (re)starts the load.',
      initial: 'loading',
      on: {
        'ledger.from': { target: '.loading', reenter: true, actions: 'setFilter' },
        'ledger.to': { target: '.loading', reenter: true, actions: 'setFilter' },
        'ledger.store': { target: '.loading', reenter: true, actions: 'setFilter' },
        'ledger.kind': { target: '.loading', reenter: true, actions: 'setFilter' },
        'ledger.perPage': { guard: 'knownPageSize', target: '.loading', reenter: true, actions: 'setFilter' },
        'ledger.page': { guard: 'validPage', target: '.loading', reenter: true, actions: 'setPage' },
      },
      states: {
        loading: {
          description: 'The page and the totals are on their way.',
          invoke: {
            id: 'loadLedger',
            src: 'loadLedger',
            input: ({ context }) => ({ owner: context.owner, filters: context.filters }),
            onDone: { target: 'loaded', actions: assign(({ event }) => ({ rows: event.output.data, total: event.output.total, totals: event.output.totals, error: null })) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        loaded: { description: 'The page with the count and totals of the whole filtered set.' },
        failed: {
          description: 'The page could not be read: the message and a retry.',
          on: { 'ledger.retry': { target: 'loading' } },
        },
      },
    },
    export: {
      description: 'The Excel export of the whole filtered set (report.xlsx).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No export runs; the last one that failed says why.',
          on: { 'ledger.export': { target: 'exporting', actions: assign({ exportError: null }) } },
        },
        exporting: {
          description: 'The file is being written and downloaded; the button takes no second press.',
          invoke: {
            id: 'exportLedger',
            src: 'exportLedger',
            input: ({ context }) => ({ owner: context.owner, filters: context.filters }),
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: assign({ exportError: ({ event }) => toApiError(event.error).message }) },
          },
        },
      },
    },
  },
});
