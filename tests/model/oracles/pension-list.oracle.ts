// The oracle of the pensions table's chart (spec 3 §2 "Pensions screen", §4, §9), written from the spec: the
// lot's pensions, search from page 1, page sizes 5/10/25/50, the modal for add (with parking.rates.add) and
// edit, a saved modal reading the list again, delete asking first unless 'do not show again' was chosen.
// Used by tests/model/pension-list.paths.test.ts and the screen's replays.
import { expect } from 'vitest';
import type { PensionItem } from '../../../src/contracts/pension.struct';
import { pensionListMachine, type PensionListEvent } from '../../../src/machines/pension-list/pension-list.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends PensionListEvent['type']> = Extract<PensionListEvent, { type: T }>;

const pension = (id: number, first_name: string, lastname: string, email: string, role: string): PensionItem => ({
  id,
  first_name,
  lastname,
  email,
  role,
  cars: [{ id: id * 10, plate: `ABC${1000 + id}`, brand: 'Mazda', model: 'Mazda 3', color: 'red' }],
});
export const pensions = [
  pension(1, 'Lucía', 'Garza', 'lucia@example.mx', 'Contadora'),
  pension(2, 'Mariana', 'Treviño', 'mariana@example.mx', 'Gerente'),
  pension(3, 'Roberto', 'Salinas', 'roberto@example.mx', 'Chofer'),
];

const SIZES = [5, 10, 25, 50];
const byId = (c: { pensions: PensionItem[] }, id: number) => c.pensions.find((p) => p.id === id) as PensionItem;
const listed = (c: { pensions: PensionItem[] }, id: number) => c.pensions.some((p) => p.id === id);

export const pensionListOracle: OracleOf<typeof pensionListMachine> = {
  name: 'pension-list',
  machine: pensionListMachine,
  input: { lotId: 1, canAdd: true, skipConfirm: false },
  events: () => [
    { type: 'xstate.done.actor.loadPensions', output: pensions },
    { type: 'xstate.error.actor.loadPensions', error: new ApiError('Network error') },
    { type: 'pensions.retry' },
    { type: 'pensions.search', query: 'trevino' },
    { type: 'pensions.page', page: 2 },
    { type: 'pensions.page', page: 0 },
    { type: 'pensions.perPage', perPage: 5 },
    { type: 'pensions.perPage', perPage: 7 },
    { type: 'pensions.add' },
    { type: 'pensions.edit', id: 2 },
    { type: 'pensions.edit', id: 99 },
    { type: 'pensions.closeModal' },
    { type: 'pensions.saved' },
    { type: 'pensions.delete', id: 2 },
    { type: 'pensions.delete', id: 99 },
    { type: 'pensions.confirmDelete', dontAskAgain: false },
    { type: 'pensions.confirmDelete', dontAskAgain: true },
    { type: 'pensions.cancelDelete' },
    { type: 'xstate.done.actor.deletePension', output: { message: 'Deleted.' } },
    { type: 'xstate.error.actor.deletePension', error: new ApiError('Not found.', 404) },
  ],
  initialContext: (input) => ({
    lotId: input.lotId,
    canAdd: input.canAdd,
    skipConfirm: input.skipConfirm,
    pensions: [],
    query: '',
    page: 1,
    perPage: 10,
    modal: null,
    deleting: null,
    error: null,
  }),
  guards: {
    validPage: (_c, e: On<'pensions.page'>) => Number.isInteger(e.page) && e.page >= 1,
    knownPageSize: (_c, e: On<'pensions.perPage'>) => SIZES.includes(e.perPage),
    canAdd: (c) => c.canAdd,
    pensionExists: (c, e: On<'pensions.edit'>) => listed(c, e.id),
    // Deleting needs parking.rates.add too; 'do not show again' skips the question.
    deleteWithoutAsking: (c, e: On<'pensions.delete'>) => c.canAdd && c.skipConfirm && listed(c, e.id),
    mayDelete: (c, e: On<'pensions.delete'>) => c.canAdd && listed(c, e.id),
    dontAskAgain: (_c, e: On<'pensions.confirmDelete'>) => e.dontAskAgain,
  },
  effects: {
    'loading xstate.done.actor.loadPensions': (_c, e: Done<PensionItem[]>) => ({ pensions: e.output, error: null }),
    'loading xstate.error.actor.loadPensions': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'failed pensions.retry': () => ({ error: null }),
    'browsing pensions.search': (_c, e: On<'pensions.search'>) => ({ query: e.query, page: 1 }),
    'browsing pensions.page': (_c, e: On<'pensions.page'>) => ({ page: e.page }),
    'browsing pensions.perPage': (_c, e: On<'pensions.perPage'>) => ({ perPage: e.perPage, page: 1 }),
    'browsing pensions.add': () => ({ modal: { mode: 'new' }, error: null }),
    'browsing pensions.edit': (c, e: On<'pensions.edit'>) => ({ modal: { mode: 'edit', pension: byId(c, e.id) }, error: null }),
    'browsing pensions.delete [deleteWithoutAsking]': (c, e: On<'pensions.delete'>) => ({ deleting: byId(c, e.id), error: null }),
    'browsing pensions.delete [mayDelete]': (c, e: On<'pensions.delete'>) => ({ deleting: byId(c, e.id), error: null }),
    'modalOpen pensions.closeModal': () => ({ modal: null }),
    'modalOpen pensions.saved': () => ({ modal: null }),
    'confirmingDelete pensions.confirmDelete [dontAskAgain]': () => ({ skipConfirm: true }),
    'confirmingDelete pensions.cancelDelete': () => ({ deleting: null }),
    // The deleted row leaves the table without reading the list again.
    'deleting xstate.done.actor.deletePension': (c) => ({ pensions: c.pensions.filter((p) => p.id !== c.deleting?.id), deleting: null }),
    'deleting xstate.error.actor.deletePension': (_c, e: Failure<ApiError>) => ({ deleting: null, error: e.error.message }),
  },
  states: {
    loading: (c) => expect([c.modal, c.deleting]).toEqual([null, null]),
    failed: (c) => expect(c.error).toEqual(expect.any(String)),
    browsing: (c) => {
      expect([c.modal, c.deleting]).toEqual([null, null]);
      expect(SIZES).toContain(c.perPage);
    },
    modalOpen: (c) => {
      expect(c.modal).not.toBeNull();
      if (c.modal?.mode === 'new') expect(c.canAdd).toBe(true);
      if (c.modal?.mode === 'edit') expect(c.pensions).toContain(c.modal.pension);
    },
    confirmingDelete: (c) => {
      expect(c.pensions).toContain(c.deleting);
      expect(c.skipConfirm).toBe(false);
    },
    deleting: (c) => {
      expect(c.pensions).toContain(c.deleting);
      expect(c.canAdd).toBe(true);
    },
  },
  params: { notify: (_c, e: Done<{ message: string | null }>) => ({ message: e.output.message }) },
  invokes: {
    loadPensions: (c) => ({ lotId: c.lotId }),
    deletePension: (c) => ({ lotId: c.lotId, id: c.deleting?.id }),
  },
};
