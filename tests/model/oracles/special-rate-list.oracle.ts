// The oracle of the special-rates table's chart (spec 2 "Special rates screen", §9), written from the spec: the
// lot's rates, search from page 1, page sizes 5/10/25/50 (10 at first), the wizard for add (with
// parking.rates.add) and edit, delete after a question, the server's list after a save or a delete. Used by
// tests/model/special-rate-list.paths.test.ts and the screen's replays.
import { expect } from 'vitest';
import type { SpecialRateItem } from '../../../src/contracts/rates.struct';
import { specialRateListMachine, type SpecialRateListEvent } from '../../../src/machines/special-rate-list/special-rate-list.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends SpecialRateListEvent['type']> = Extract<SpecialRateListEvent, { type: T }>;
type Answer = Done<{ rates: SpecialRateItem[]; message: string | null }>;

export const rate = (id: number, name: string): SpecialRateItem => ({
  id,
  name,
  typeTariff: 'discount',
  type_special: 'discount',
  access: -1,
  access_str: 'All',
  courtesy: { isCourtesy: true, timeCourtesy: '00:10' },
  dates: [{ from: '2026-11-13', to: '2026-11-16' }],
  rules: { discount: { discount: 10 } },
  times_g: { str_dates: '2026-11-13 - 2026-11-16' },
});
export const rates = [rate(1, 'Buen Fin'), rate(2, 'Navidad')];
/** What the server answers after deleting Navidad. */
export const afterDelete = [rates[0]];

const SIZES = [5, 10, 25, 50];
const byId = (list: SpecialRateItem[], id: number) => list.find((r) => r.id === id) as SpecialRateItem;

export const specialRateListOracle: OracleOf<typeof specialRateListMachine> = {
  name: 'special-rate-list',
  machine: specialRateListMachine,
  input: { lotId: 1, canAdd: true },
  events: () => [
    { type: 'xstate.done.actor.loadSpecialRates', output: rates },
    { type: 'xstate.error.actor.loadSpecialRates', error: new ApiError('Network error') },
    { type: 'specialRates.retry' },
    { type: 'specialRates.search', query: 'navid' },
    { type: 'specialRates.page', page: 2 },
    { type: 'specialRates.page', page: 0 },
    { type: 'specialRates.perPage', perPage: 5 },
    { type: 'specialRates.perPage', perPage: 7 },
    { type: 'specialRates.add' },
    { type: 'specialRates.edit', id: 1 },
    { type: 'specialRates.edit', id: 99 },
    { type: 'specialRates.closeWizard' },
    { type: 'specialRates.saved', rates },
    { type: 'specialRates.delete', id: 2 },
    { type: 'specialRates.delete', id: 99 },
    { type: 'specialRates.confirmDelete' },
    { type: 'specialRates.cancelDelete' },
    { type: 'xstate.done.actor.deleteSpecialRate', output: { rates: afterDelete, message: 'Deleted.' } },
    { type: 'xstate.error.actor.deleteSpecialRate', error: new ApiError('Not found', 404) },
  ],
  initialContext: (input) => ({ lotId: input.lotId, canAdd: input.canAdd, rates: [], query: '', page: 1, perPage: 10, wizard: null, deleting: null, error: null }),
  guards: {
    validPage: (_c, e: On<'specialRates.page'>) => Number.isInteger(e.page) && e.page >= 1,
    knownPageSize: (_c, e: On<'specialRates.perPage'>) => SIZES.includes(e.perPage),
    canAdd: (c) => c.canAdd,
    rateExists: (c, e: On<'specialRates.edit' | 'specialRates.delete'>) => c.rates.some((r) => r.id === e.id),
  },
  effects: {
    'loading xstate.done.actor.loadSpecialRates': (_c, e: Done<SpecialRateItem[]>) => ({ rates: e.output, error: null }),
    'loading xstate.error.actor.loadSpecialRates': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'failed specialRates.retry': () => ({ error: null }),
    // A new search starts at page 1, and so does a new page size.
    'browsing specialRates.search': (_c, e: On<'specialRates.search'>) => ({ query: e.query, page: 1 }),
    'browsing specialRates.page': (_c, e: On<'specialRates.page'>) => ({ page: e.page }),
    'browsing specialRates.perPage': (_c, e: On<'specialRates.perPage'>) => ({ perPage: e.perPage, page: 1 }),
    'browsing specialRates.add': () => ({ wizard: { mode: 'new' }, error: null }),
    'browsing specialRates.edit': (c, e: On<'specialRates.edit'>) => ({ wizard: { mode: 'edit', rate: byId(c.rates, e.id) }, error: null }),
    'browsing specialRates.delete': (c, e: On<'specialRates.delete'>) => ({ deleting: byId(c.rates, e.id), error: null }),
    'wizardOpen specialRates.closeWizard': () => ({ wizard: null }),
    // The wizard's answer is the lot's whole list.
    'wizardOpen specialRates.saved': (_c, e: On<'specialRates.saved'>) => ({ wizard: null, rates: e.rates }),
    'confirmingDelete specialRates.cancelDelete': () => ({ deleting: null }),
    'deleting xstate.done.actor.deleteSpecialRate': (_c, e: Answer) => ({ rates: e.output.rates, deleting: null }),
    'deleting xstate.error.actor.deleteSpecialRate': (_c, e: Failure<ApiError>) => ({ deleting: null, error: e.error.message }),
  },
  states: {
    loading: (c) => expect([c.wizard, c.deleting, c.error]).toEqual([null, null, null]),
    failed: (c) => expect(c.error).toEqual(expect.any(String)),
    browsing: (c) => {
      expect([c.wizard, c.deleting]).toEqual([null, null]);
      expect(SIZES).toContain(c.perPage);
      expect(c.page).toBeGreaterThanOrEqual(1);
    },
    wizardOpen: (c) => {
      expect(c.wizard).not.toBeNull();
      if (c.wizard?.mode === 'new') expect(c.canAdd).toBe(true);
      if (c.wizard?.mode === 'edit') expect(c.rates).toContain(c.wizard.rate);
    },
    confirmingDelete: (c) => expect(c.rates).toContain(c.deleting),
    deleting: (c) => expect(c.rates).toContain(c.deleting),
  },
  params: { notify: (_c, e: Answer) => ({ message: e.output.message }) },
  invokes: {
    loadSpecialRates: (c) => ({ lotId: c.lotId }),
    deleteSpecialRate: (c) => ({ lotId: c.lotId, id: c.deleting?.id }),
  },
};
