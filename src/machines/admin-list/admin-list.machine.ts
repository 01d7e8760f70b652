// The list of every admin screen (issue 20; /work/notes/issue20-brief.md "Common shape of an admin screen"): a
// server-paged table with a search box, the screen's filters (each '' for all), page and page size, an Excel
// export of the whole filtered set beside it, and the screen's editor on a new row or a listed one. A change of
// search, filter or page size goes back to page 1 and reads again (a read under way is dropped for the new
// one); a failed read says why and offers Retry; a save in the editor reads the page again, closing it leaves
// the list as it was. The screen provides `loadPage` for its own rows (`adminListLogic`); the export and the
// default read go to admin/<path>.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AdminPage } from '../../contracts/admin-list.struct';
import { ADMIN_DEFAULT_PER_PAGE } from '../../contracts/admin-list.struct';
import { isPageNumber, isPageSize } from '../../domain/tables/paging';
import { AdminRow, exportAdminList, fetchAdminPage, type AdminListRequest } from '../../services/admin-list.api';
import { toApiError } from '../../services/http';

export type { AdminListRequest, AdminRow };

/** The editor's subject: a new row, or one of the page's. */
export type AdminEditor = { mode: 'new' } | { mode: 'edit'; row: AdminRow };

export type AdminListContext = {
  /** The list under /api/admin/ ("users", "requests"). */
  path: string;
  request: AdminListRequest;
  rows: AdminRow[];
  /** Rows in the whole filtered set. */
  total: number;
  editor: AdminEditor | null;
  /** Why the page could not be read. */
  error: string | null;
  /** Why the last export failed. */
  exportError: string | null;
};

/** `filters`: the screen's filters by query name with their first values ('' = all). */
export type AdminListInput = { path: string; filters?: Record<string, string> };

export type AdminListEvent =
  | { type: 'list.search'; q: string }
  | { type: 'list.filter'; name: string; value: string }
  | { type: 'list.perPage'; perPage: number }
  | { type: 'list.page'; page: number }
  | { type: 'list.retry' }
  | { type: 'list.add' }
  | { type: 'list.open'; id: number }
  | { type: 'list.close' }
  | { type: 'list.saved' }
  | { type: 'list.export' };

export type AdminLoadInput = { path: string; request: AdminListRequest };

export const adminListMachine = setup({
  types: {
    context: {} as AdminListContext,
    events: {} as AdminListEvent,
    input: {} as AdminListInput,
  },
  actors: {
    loadPage: fromPromise<AdminPage<AdminRow>, AdminLoadInput>(({ input }) => fetchAdminPage(input.path, input.request, AdminRow)),
    exportList: fromPromise<void, AdminLoadInput>(({ input }) => exportAdminList(input.path, input.request)),
  },
  actions: {
    // Every change but the page itself goes back to page 1.
    setSearch: assign({ request: ({ context, event }) => (assertEvent(event, 'list.search'), { ...context.request, q: event.q, page: 1 }) }),
    setFilter: assign({
      request: ({ context, event }) => (assertEvent(event, 'list.filter'), { ...context.request, filters: { ...context.request.filters, [event.name]: event.value }, page: 1 }),
    }),
    setPerPage: assign({ request: ({ context, event }) => (assertEvent(event, 'list.perPage'), { ...context.request, perPage: event.perPage, page: 1 }) }),
    setPage: assign({ request: ({ context, event }) => (assertEvent(event, 'list.page'), { ...context.request, page: event.page }) }),
  },
  guards: {
    knownFilter: ({ context, event }) => event.type === 'list.filter' && event.name in context.request.filters,
    knownPageSize: ({ event }) => event.type === 'list.perPage' && isPageSize(event.perPage),
    otherPage: ({ context, event }) => event.type === 'list.page' && isPageNumber(event.page) && event.page !== context.request.page,
    listed: ({ context, event }) => event.type === 'list.open' && context.rows.some((r) => r.id === event.id),
  },
}).createMachine({
  id: 'adminList',
  description: 'An admin list: search, filters and pages read from the server, the Excel export, the editor.',
  type: 'parallel',
  context: ({ input }) => ({
    path: input.path,
    request: { q: '', page: 1, perPage: ADMIN_DEFAULT_PER_PAGE, filters: { ...input.filters } },
    rows: [],
    total: 0,
    editor: null,
    error: null,
    exportError: null,
  }),
  states: {
    list: {
      description: 'The table and its editor.',
      initial: 'loading',
      states: {
        loading: {
          description: 'The page is on its way; a new search, filter or page starts the read again.',
          on: {
            'list.search': { target: 'loading', reenter: true, actions: 'setSearch' },
            'list.filter': { guard: 'knownFilter', target: 'loading', reenter: true, actions: 'setFilter' },
            'list.perPage': { guard: 'knownPageSize', target: 'loading', reenter: true, actions: 'setPerPage' },
            'list.page': { guard: 'otherPage', target: 'loading', reenter: true, actions: 'setPage' },
          },
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ path: context.path, request: context.request }),
            onDone: {
              target: 'listing',
              actions: assign(({ context, event }) => ({
                rows: event.output.data,
                total: event.output.total,
                // The server keeps the page within the pages there are.
                request: { ...context.request, page: event.output.page, perPage: event.output.per_page },
                error: null,
              })),
            },
            onError: { target: 'loadFailed', actions: assign({ rows: [], total: 0, error: ({ event }) => toApiError(event.error).message }) },
          },
        },
        listing: {
          description: 'The page (or why it is empty), the search box, the filters, the pages, Add and each row.',
          on: {
            'list.search': { target: 'loading', actions: 'setSearch' },
            'list.filter': { guard: 'knownFilter', target: 'loading', actions: 'setFilter' },
            'list.perPage': { guard: 'knownPageSize', target: 'loading', actions: 'setPerPage' },
            'list.page': { guard: 'otherPage', target: 'loading', actions: 'setPage' },
            'list.add': { target: 'editing', actions: assign({ editor: { mode: 'new' } }) },
            'list.open': {
              guard: 'listed',
              target: 'editing',
              actions: assign({ editor: ({ context, event }) => ({ mode: 'edit' as const, row: context.rows.find((r) => r.id === event.id) as AdminRow }) }),
            },
          },
        },
        loadFailed: {
          description: 'The page could not be read: the reason and Retry; the search and filters still apply.',
          on: {
            'list.retry': { target: 'loading' },
            'list.search': { target: 'loading', actions: 'setSearch' },
            'list.filter': { guard: 'knownFilter', target: 'loading', actions: 'setFilter' },
            'list.perPage': { guard: 'knownPageSize', target: 'loading', actions: 'setPerPage' },
          },
        },
        editing: {
          description: "The screen's editor over the list, on a new row or a listed one.",
          on: {
            'list.close': { target: 'listing', actions: assign({ editor: null }) },
            'list.saved': { target: 'loading', actions: assign({ editor: null }) },
          },
        },
      },
    },
    export: {
      description: 'The Excel export of the whole filtered set (report.xlsx).',
      initial: 'idle',
      states: {
        idle: {
          description: 'No export runs; the last one that failed says why.',
          on: { 'list.export': { target: 'exporting', actions: assign({ exportError: null }) } },
        },
        exporting: {
          description: 'The file is being made and downloaded; the button takes no second press.',
          invoke: {
            id: 'exportList',
            src: 'exportList',
            input: ({ context }) => ({ path: context.path, request: context.request }),
            onDone: { target: 'idle' },
            onError: { target: 'idle', actions: assign({ exportError: ({ event }) => toApiError(event.error).message }) },
          },
        },
      },
    },
  },
});
