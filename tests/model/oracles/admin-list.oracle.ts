// The oracle of the admin lists' chart (issue 20, the common shape of an admin screen), written from the brief:
// the page is read when the screen opens; a search, a filter the screen has or a page size of the tables goes
// back to page 1 and reads again, another page reads that page; the server's answer says which page it is; a
// failed read says why, empties the table and may be retried; Add opens the editor empty, a row's button only on
// a listed row; closing the editor leaves the list, a save reads it again; the export runs once at a time and
// keeps the reason of its last failure. Used by tests/model/admin-list.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { AdminPage } from '../../../src/contracts/admin-list.struct';
import { PAGE_SIZES } from '../../../src/domain/tables/paging';
import { adminListMachine, type AdminListContext, type AdminListEvent, type AdminRow } from '../../../src/machines/admin-list/admin-list.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends AdminListEvent['type']> = Extract<AdminListEvent, { type: T }>;
export type PlazaRow = AdminRow & { name: string };

export const PATH = 'plazas';
export const rows: PlazaRow[] = [
  { id: 4, name: 'Plaza Fiesta' },
  { id: 9, name: 'Galerías Valle' },
];
/** The whole filtered set: two pages of 10, one of 25. */
export const TOTAL = 12;
export const offline = new ApiError('Network error');
export const exportRefused = new ApiError('The list could not be exported', 500);

/** What the server answers for a request: the rows, and the page asked kept within the pages 12 rows make. */
export const answerTo = (c: Pick<AdminListContext, 'request'>): AdminPage<PlazaRow> => ({
  data: rows,
  total: TOTAL,
  page: Math.min(c.request.page, Math.ceil(TOTAL / c.request.perPage)),
  per_page: c.request.perPage,
});

const request = (c: AdminListContext) => ({ path: c.path, request: c.request });

export const adminListOracle: OracleOf<typeof adminListMachine> = {
  name: 'admin-list',
  machine: adminListMachine,
  input: { path: PATH, filters: { status: '' } },
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadPage', output: answerTo(c) },
    { type: 'xstate.error.actor.loadPage', error: offline },
    { type: 'list.retry' },
    { type: 'list.search', q: c.request.q === '' ? 'fiesta' : '' },
    { type: 'list.filter', name: 'status', value: c.request.filters.status === '' ? '2' : '' },
    { type: 'list.filter', name: 'owner', value: '3' },
    { type: 'list.perPage', perPage: c.request.perPage === 10 ? 25 : 10 },
    { type: 'list.perPage', perPage: 7 },
    { type: 'list.page', page: c.request.page === 1 ? 2 : 1 },
    { type: 'list.page', page: c.request.page },
    { type: 'list.add' },
    { type: 'list.open', id: rows[1].id },
    { type: 'list.open', id: 99 },
    { type: 'list.close' },
    { type: 'list.saved' },
    { type: 'list.export' },
    { type: 'xstate.done.actor.exportList', output: undefined },
    { type: 'xstate.error.actor.exportList', error: exportRefused },
  ],
  initialContext: (input) => ({
    path: input.path,
    request: { q: '', page: 1, perPage: 10, filters: { ...input.filters } },
    rows: [],
    total: 0,
    editor: null,
    error: null,
    exportError: null,
  }),
  guards: {
    knownFilter: (c, e: On<'list.filter'>) => Object.keys(c.request.filters).includes(e.name),
    knownPageSize: (_c, e: On<'list.perPage'>) => (PAGE_SIZES as readonly number[]).includes(e.perPage),
    otherPage: (c, e: On<'list.page'>) => Number.isInteger(e.page) && e.page > 0 && e.page !== c.request.page,
    listed: (c, e: On<'list.open'>) => c.rows.map((r) => r.id).includes(e.id),
  },
  effects: {
    'list.loading list.search': (c, e: On<'list.search'>) => ({ request: { ...c.request, q: e.q, page: 1 } }),
    'list.listing list.search': (c, e: On<'list.search'>) => ({ request: { ...c.request, q: e.q, page: 1 } }),
    'list.loadFailed list.search': (c, e: On<'list.search'>) => ({ request: { ...c.request, q: e.q, page: 1 } }),
    'list.loading list.filter': (c, e: On<'list.filter'>) => ({ request: { ...c.request, page: 1, filters: { ...c.request.filters, [e.name]: e.value } } }),
    'list.listing list.filter': (c, e: On<'list.filter'>) => ({ request: { ...c.request, page: 1, filters: { ...c.request.filters, [e.name]: e.value } } }),
    'list.loadFailed list.filter': (c, e: On<'list.filter'>) => ({ request: { ...c.request, page: 1, filters: { ...c.request.filters, [e.name]: e.value } } }),
    'list.loading list.perPage': (c, e: On<'list.perPage'>) => ({ request: { ...c.request, page: 1, perPage: e.perPage } }),
    'list.listing list.perPage': (c, e: On<'list.perPage'>) => ({ request: { ...c.request, page: 1, perPage: e.perPage } }),
    'list.loadFailed list.perPage': (c, e: On<'list.perPage'>) => ({ request: { ...c.request, page: 1, perPage: e.perPage } }),
    'list.loading list.page': (c, e: On<'list.page'>) => ({ request: { ...c.request, page: e.page } }),
    'list.listing list.page': (c, e: On<'list.page'>) => ({ request: { ...c.request, page: e.page } }),
    'list.loading xstate.done.actor.loadPage': (c, e: Done<AdminPage<PlazaRow>>) => ({
      rows: e.output.data,
      total: e.output.total,
      request: { ...c.request, page: e.output.page, perPage: e.output.per_page },
      error: null,
    }),
    'list.loading xstate.error.actor.loadPage': (_c, e: Failure<ApiError>) => ({ rows: [], total: 0, error: e.error.message }),
    'list.listing list.add': () => ({ editor: { mode: 'new' } }),
    'list.listing list.open': (c, e: On<'list.open'>) => ({ editor: { mode: 'edit', row: c.rows.filter((r) => r.id === e.id)[0] } }),
    'list.editing list.close': () => ({ editor: null }),
    'list.editing list.saved': () => ({ editor: null }),
    'export.idle list.export': () => ({ exportError: null }),
    'export.exporting xstate.error.actor.exportList': (_c, e: Failure<ApiError>) => ({ exportError: e.error.message }),
  },
  states: {
    '(root)': (c) => {
      expect(c.path).toBe(PATH);
      expect(PAGE_SIZES).toContain(c.request.perPage);
      expect(c.request.page).toBeGreaterThanOrEqual(1);
      expect(Object.keys(c.request.filters)).toEqual(['status']);
    },
    'list.loading': (c) => expect(c.editor).toBeNull(),
    'list.listing': (c) => {
      expect([c.editor, c.error]).toEqual([null, null]);
      expect(c.total).toBe(TOTAL);
      expect(c.request.page).toBeLessThanOrEqual(Math.ceil(c.total / c.request.perPage));
    },
    'list.loadFailed': (c) => {
      expect([c.rows, c.total, c.editor]).toEqual([[], 0, null]);
      expect(c.error).toBe(offline.message);
    },
    'list.editing': (c) => {
      expect(c.editor).not.toBeNull();
      if (c.editor?.mode === 'edit') expect(c.rows).toContainEqual(c.editor.row);
    },
    'export.idle': (c) => expect([null, exportRefused.message]).toContain(c.exportError),
    'export.exporting': (c) => expect(c.exportError).toBeNull(),
  },
  invokes: { loadPage: request, exportList: request },
};
