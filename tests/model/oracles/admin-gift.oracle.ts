// The oracle of the Gifts Credits chart (admin module, issue 20), written from the brief in the test's own words:
// the picker reads the active stores when the screen opens and on each search (the newest search wins), a failed
// read says why and may be retried; the form chooses stores from the picker, each once, and lets one go; a gift
// needs at least one store, a whole number of credits (1 to 1,000,000) and a reason of 3 to 255 characters; Give
// asks first; the gift goes to the server once confirmed; given, the form is empty again and the server's words
// are toasted; refused, the form keeps its stores and values and shows why. Used by
// tests/model/admin-gift.paths.test.ts and the view replay.
import { expect } from 'vitest';
import type { GiftAnswer, GiftStore } from '../../../src/contracts/admin-gifts.struct';
import { giftMachine, type GiftContext, type GiftEvent } from '../../../src/machines/admin-editor/admin-gift/admin-gift.machine';
import type { GiftValues } from '../../../src/machines/admin-editor/admin-gift/gift-form';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type On<T extends GiftEvent['type']> = Extract<GiftEvent, { type: T }>;

export const centro: GiftStore = { id: 1, name: 'Sucursal Centro', shop_id: 1, shop_name: 'Tienda Centro' };
export const valle: GiftStore = { id: 2, name: 'Sucursal Valle', shop_id: 1, shop_name: 'Tienda Centro' };
export const norte: GiftStore = { id: 3, name: 'Sucursal Norte', shop_id: 2, shop_name: 'Boutique Norte' };
/** What a search finds: every store for none, else the stores whose name holds it. */
export const found = (q: string): GiftStore[] => [centro, valle, norte].filter((s) => q === '' || `${s.name} ${s.shop_name}`.toLowerCase().includes(q));

export const welcome: GiftValues = { credits: 10, note: 'Bienvenida a la plataforma' };
/** No credits, a reason too short. */
export const careless: GiftValues = { credits: '', note: 'ok' };
export const given: GiftAnswer = { data: { stores: 2, credits: 20 }, message: 'Credits given to 2 stores.' };
export const offline = new ApiError('Network error');
export const inactive = new ApiError('An inactive store cannot receive credits.', 422, { branch_ids: ['An inactive store cannot receive credits.'] });

/** The first rule each field breaks. */
export function expectedProblems(chosen: readonly GiftStore[], v: GiftValues): Record<string, string> {
  const out: Record<string, string> = {};
  if (chosen.length === 0) out.branch_ids = 'required';
  if (v.credits === '') out.credits = 'required';
  else if (!Number.isInteger(v.credits) || v.credits < 1 || v.credits > 1_000_000) out.credits = 'range|1|1000000';
  const n = v.note.trim().length;
  if (n === 0) out.note = 'required';
  else if (n < 3) out.note = 'min|3';
  else if (n > 255) out.note = 'max|255';
  return out;
}
const valid = (c: GiftContext, v: GiftValues) => Object.keys(expectedProblems(c.chosen, v)).length === 0;
const rechosen = (c: GiftContext, chosen: GiftStore[]) => ({ chosen, problems: Object.keys(c.problems).length > 0 ? expectedProblems(chosen, c.values) : {} });

export const giftOracle: OracleOf<typeof giftMachine> = {
  name: 'admin-gift',
  machine: giftMachine,
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.searchStores', output: found(c.q) },
    { type: 'xstate.error.actor.searchStores', error: offline },
    { type: 'gift.search', q: c.q === '' ? 'valle' : '' },
    { type: 'gift.retrySearch' },
    // The stores found, and the first one again once chosen.
    ...c.options.slice(0, 2).map((store) => ({ type: 'gift.choose' as const, store })),
    ...(c.chosen.length > 0 ? [{ type: 'gift.unchoose' as const, id: c.chosen[0].id }] : []),
    { type: 'gift.give', values: welcome },
    { type: 'gift.give', values: careless },
    { type: 'gift.confirm' },
    { type: 'gift.cancel' },
    { type: 'xstate.done.actor.giveCredits', output: given },
    { type: 'xstate.error.actor.giveCredits', error: inactive },
  ],
  initialContext: () => ({ q: '', options: [], searchError: null, chosen: [], values: { credits: '', note: '' }, problems: {}, error: null, fieldErrors: {} }),
  guards: {
    choosable: (c, e: On<'gift.choose'>) => !c.chosen.map((s) => s.id).includes(e.store.id) && c.chosen.length < 100,
    formIsValid: (c, e: On<'gift.give'>) => valid(c, e.values),
  },
  effects: {
    'picker gift.search': (_c, e: On<'gift.search'>) => ({ q: e.q, searchError: null }),
    'picker.searching xstate.done.actor.searchStores': (_c, e: Done<GiftStore[]>) => ({ options: e.output }),
    'picker.searching xstate.error.actor.searchStores': (_c, e: Failure<ApiError>) => ({ options: [], searchError: e.error.message }),
    'picker.failed gift.retrySearch': () => ({ searchError: null }),
    // The rules shown are checked again with the stores chosen now.
    'form.editing gift.choose': (c, e: On<'gift.choose'>) => rechosen(c, [...c.chosen, e.store]),
    'form.editing gift.unchoose': (c, e: On<'gift.unchoose'>) => rechosen(c, c.chosen.filter((s) => s.id !== e.id)),
    'form.editing gift.give [formIsValid]': (_c, e: On<'gift.give'>) => ({ values: e.values, problems: {}, error: null, fieldErrors: {} }),
    'form.editing gift.give': (c, e: On<'gift.give'>) => ({ values: e.values, problems: expectedProblems(c.chosen, e.values) }),
    'form.giving xstate.done.actor.giveCredits': () => ({ chosen: [], values: { credits: '', note: '' } }),
    'form.giving xstate.error.actor.giveCredits': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
  },
  states: {
    '(root)': (c) => {
      expect(new Set(c.chosen.map((s) => s.id)).size).toBe(c.chosen.length);
      expect(['', 'valle']).toContain(c.q);
    },
    'picker.searching': (c) => expect(c.searchError).toBeNull(),
    'picker.ready': (c) => expect([c.options, c.searchError]).toEqual([found(c.q), null]),
    'picker.failed': (c) => expect([c.options, c.searchError]).toEqual([[], offline.message]),
    'form.editing': (c) => {
      if (Object.keys(c.problems).length > 0) expect(c.problems).toEqual(expectedProblems(c.chosen, c.values));
    },
    'form.confirming': (c) => expect([c.problems, valid(c, c.values), c.error]).toEqual([{}, true, null]),
    'form.giving': (c) => expect([c.problems, valid(c, c.values)]).toEqual([{}, true]),
  },
  params: {
    notify: (_c, e: Done<GiftAnswer>) => ({ message: e.output.message }),
  },
  invokes: {
    searchStores: (c) => ({ q: c.q }),
    giveCredits: (c) => ({ chosen: c.chosen, values: c.values }),
  },
};
