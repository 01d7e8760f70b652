// The oracle of the time-fee quadrant's chart (spec 2 §4 "Time-fee editing", §5), written from the spec: a new
// set is New Time Fee with 1 hour at 20.00, an existing one opens with its prices as two-decimal text, a draft
// that breaks the rules is never sent, a refused save keeps the form, and every change reads the list again.
// Used by tests/model/fee-set-editor.paths.test.ts and the quadrant's replays.
import { expect } from 'vitest';
import type { FeeSet } from '../../../src/domain/tariff';
import { feeSetEditorMachine, type FeeSetEditorContext, type FeeSetEditorEvent } from '../../../src/machines/fee-set-editor/fee-set-editor.machine';
import type { FeeSetDraft } from '../../../src/machines/fee-set-editor/fee-set-rules';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

type Ctx = FeeSetEditorContext;
type On<T extends FeeSetEditorEvent['type']> = Extract<FeeSetEditorEvent, { type: T }>;
type Message = Done<{ message: string | null }>;

export const general: FeeSet = { id: 11, name: 'Tarifa general', rules: [{ qty: 1, unit: 'hour', price: 2500 }, { qty: 30, unit: 'minute', price: 1000 }] };
export const sunday: FeeSet = { id: 12, name: 'Tarifa domingo', rules: [{ qty: 1, unit: 'hour', price: 1500 }] };
export const created: FeeSet = { id: 40, name: 'Tarifa nocturna', rules: [{ qty: 1, unit: 'hour', price: 3000 }] };
export const good: FeeSetDraft = { id: null, name: 'Tarifa nocturna', rules: [{ qty: 1, unit: 'hour', price: '30.00' }] };
/** 61 hours: a quantity is 1 to 60 (spec 2 §5). */
export const bad: FeeSetDraft = { id: null, name: 'Tarifa nocturna', rules: [{ qty: 61, unit: 'hour', price: '30.00' }] };
export const refusal = new ApiError('The given data was invalid.', 422, { 'rules.0.price': ['The price field is invalid.'] });
export const inUse = new ApiError('This rate is used in the weekly timeline: remove it from the timeline first.', 422);
/** No answer (status null): retrying may pass. A 403 will not. */
export const offline = new ApiError('Network error');
export const forbidden = new ApiError('This action is unauthorized.', 403);

const newDraft: FeeSetDraft = { id: null, name: 'New Time Fee', rules: [{ qty: 1, unit: 'hour', price: '20.00' }] };
const draftOf = (set: FeeSet): FeeSetDraft => ({ id: set.id, name: set.name, rules: set.rules.map((r) => ({ qty: r.qty, unit: r.unit, price: (r.price / 100).toFixed(2) })) });
/** Spec 2 §5: a name of 3 to 50 characters, one rule or more, each a quantity of 1 to 60. */
const draftPasses = (d: FeeSetDraft) =>
  d.name.trim().length >= 3 && d.name.trim().length <= 50 && d.rules.length > 0 && d.rules.every((r) => Number.isInteger(Number(r.qty)) && Number(r.qty) >= 1 && Number(r.qty) <= 60);
/** A failure that may pass on a second try: no answer, a timeout, too many requests, a server fault. */
const mayPass = (e: ApiError) => e.status === null || [408, 429].includes(e.status) || e.status >= 500;
const setOf = (c: Ctx, id: number) => c.feeSets.find((s) => s.id === id) as FeeSet;

export const feeSetEditorOracle: OracleOf<typeof feeSetEditorMachine> = {
  name: 'fee-set-editor',
  machine: feeSetEditorMachine,
  input: { lotId: 1, feeSets: [general, sunday] },
  events: () => [
    { type: 'feeSet.new' },
    { type: 'feeSet.edit', id: 11 },
    { type: 'feeSet.edit', id: 99 },
    { type: 'feeSet.save', draft: good },
    { type: 'feeSet.save', draft: bad },
    { type: 'feeSet.cancel' },
    { type: 'feeSet.delete', id: 12 },
    { type: 'feeSet.delete', id: 99 },
    { type: 'feeSet.confirmDelete' },
    { type: 'feeSet.retry' },
    { type: 'feeSet.dismiss' },
    { type: 'xstate.done.actor.saveFeeSet', output: { feeSet: created, message: 'Saved.' } },
    { type: 'xstate.error.actor.saveFeeSet', error: refusal },
    { type: 'xstate.done.actor.deleteFeeSet', output: { message: 'Deleted.' } },
    { type: 'xstate.error.actor.deleteFeeSet', error: inUse },
    { type: 'xstate.done.actor.loadFeeSets', output: [general, sunday, created] },
    { type: 'xstate.error.actor.loadFeeSets', error: offline },
    { type: 'xstate.error.actor.loadFeeSets', error: forbidden },
  ],
  initialContext: (input) => ({ lotId: input.lotId, feeSets: input.feeSets, draft: null, deleting: null, error: null, canRetry: false, fieldErrors: {} }),
  guards: {
    feeSetExists: (c, e: On<'feeSet.edit' | 'feeSet.delete'>) => c.feeSets.some((s) => s.id === e.id),
    canRetry: (c) => c.canRetry,
    draftIsValid: (_c, e: On<'feeSet.save'>) => draftPasses(e.draft),
  },
  effects: {
    // Leaving the list's message behind leaves its Retry too.
    'list feeSet.new': () => ({ draft: newDraft, error: null, canRetry: false, fieldErrors: {} }),
    'list feeSet.edit': (c, e: On<'feeSet.edit'>) => ({ draft: draftOf(setOf(c, e.id)), error: null, canRetry: false, fieldErrors: {} }),
    'list feeSet.delete': (c, e: On<'feeSet.delete'>) => ({ deleting: setOf(c, e.id), error: null, canRetry: false }),
    'list feeSet.retry': () => ({ error: null, canRetry: false }),
    'list feeSet.dismiss': () => ({ error: null, canRetry: false }),
    'editing feeSet.save': (_c, e: On<'feeSet.save'>) => ({ draft: e.draft, error: null, fieldErrors: {} }),
    'editing feeSet.cancel': () => ({ draft: null, error: null, fieldErrors: {} }),
    'saving xstate.done.actor.saveFeeSet': () => ({ draft: null }),
    // A refused save keeps the form as typed, with the server's messages.
    'saving xstate.error.actor.saveFeeSet': (_c, e: Failure<ApiError>) => ({ error: e.error.message, fieldErrors: e.error.errors }),
    'confirmingDelete feeSet.cancel': () => ({ deleting: null }),
    'deleting xstate.done.actor.deleteFeeSet': () => ({ deleting: null }),
    'deleting xstate.error.actor.deleteFeeSet': (_c, e: Failure<ApiError>) => ({ deleting: null, error: e.error.message, canRetry: false }),
    'refreshing xstate.done.actor.loadFeeSets': (_c, e: Done<FeeSet[]>) => ({ feeSets: e.output }),
    'refreshing xstate.error.actor.loadFeeSets': (_c, e: Failure<ApiError>) => ({ error: e.error.message, canRetry: mayPass(e.error) }),
  },
  states: {
    list: (c) => {
      expect([c.draft, c.deleting]).toEqual([null, null]);
      if (c.canRetry) expect(c.error).toEqual(expect.any(String));
    },
    editing: (c) => {
      expect(c.draft).not.toBeNull();
      expect(c.deleting).toBeNull();
    },
    saving: (c) => {
      expect(draftPasses(c.draft as FeeSetDraft)).toBe(true);
      expect([c.error, c.fieldErrors]).toEqual([null, {}]);
    },
    confirmingDelete: (c) => expect(c.feeSets).toContain(c.deleting),
    deleting: (c) => expect(c.feeSets).toContain(c.deleting),
    refreshing: (c) => expect([c.draft, c.deleting, c.error]).toEqual([null, null, null]),
  },
  params: {
    notify: (_c, e: Message) => ({ message: e.output.message }),
    feeSetsChanged: (_c, e: Done<FeeSet[]>) => ({ feeSets: e.output }),
  },
  invokes: {
    saveFeeSet: (c) => ({ lotId: c.lotId, draft: c.draft }),
    deleteFeeSet: (c) => ({ lotId: c.lotId, id: c.deleting?.id }),
    loadFeeSets: (c) => ({ lotId: c.lotId }),
  },
};
