// The time-fee quadrant (spec 2 §4 "Time-fee editing"): the list of fee sets, and the single view of a new set
// (New Time Fee, 1 hour at 20.00) or an existing one. Saving returns to the list and reads it again; a refused
// save keeps the single view and every field. Deleting asks first; the server refuses a set the timeline uses.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { FeeSet } from '../../domain/tariff';
import { toApiError } from '../../services/http';
import { deleteFeeSet, fetchFeeSets, saveFeeSet } from '../../services/rates.api';
import { draftOf, feeSetProblems, newFeeSetDraft, toFeeSetForm, type FeeSetDraft } from './fee-set-rules';

// ---- Context -------------------------------------------------------------------------------------------
export type FeeSetEditorContext = {
  lotId: number;
  feeSets: FeeSet[];
  /** The set in the single view (null on the list): what the form starts from and what a failed save keeps. */
  draft: FeeSetDraft | null;
  /** The set the delete confirmation is about. */
  deleting: FeeSet | null;
  error: string | null;
  /** Whether Retry can help the error on the list: only when the list could not be read for a passing reason.
   *  A refused delete (the set is in use) stands until the timeline changes: it is dismissed instead. */
  canRetry: boolean;
  fieldErrors: Record<string, string[]>;
};

// ---- Input and events ----------------------------------------------------------------------------------
export type FeeSetEditorInput = { lotId: number; feeSets: FeeSet[] };

export type FeeSetEditorEvent =
  | { type: 'feeSet.new' }
  | { type: 'feeSet.edit'; id: number }
  | { type: 'feeSet.save'; draft: FeeSetDraft }
  | { type: 'feeSet.cancel' }
  | { type: 'feeSet.delete'; id: number }
  | { type: 'feeSet.confirmDelete' }
  | { type: 'feeSet.retry' }
  | { type: 'feeSet.dismiss' };

// ---- Actors --------------------------------------------------------------------------------------------
export type SaveFeeSetOutput = { feeSet: FeeSet; message: string | null };
export type DeleteFeeSetOutput = { message: string | null };

export const feeSetEditorMachine = setup({
  types: {
    context: {} as FeeSetEditorContext,
    events: {} as FeeSetEditorEvent,
    input: {} as FeeSetEditorInput,
  },
  actors: {
    saveFeeSet: fromPromise<SaveFeeSetOutput, { lotId: number; draft: FeeSetDraft }>(({ input }) => saveFeeSet(input.lotId, toFeeSetForm(input.draft))),
    deleteFeeSet: fromPromise<DeleteFeeSetOutput, { lotId: number; id: number }>(({ input }) => deleteFeeSet(input.lotId, input.id)),
    loadFeeSets: fromPromise<FeeSet[], { lotId: number }>(({ input }) => fetchFeeSets(input.lotId)),
  },
  actions: {
    notify: (_, _params: { message: string | null }) => {},
    /** The list was read again: the view passes it on to the timeline and the simulator. */
    feeSetsChanged: (_, _params: { feeSets: FeeSet[] }) => {},
  },
  guards: {
    canRetry: ({ context }) => context.canRetry,
    draftIsValid: ({ event }) => {
      assertEvent(event, 'feeSet.save');
      return feeSetProblems(event.draft).length === 0;
    },
    feeSetExists: ({ context, event }) => {
      assertEvent(event, ['feeSet.edit', 'feeSet.delete']);
      return context.feeSets.some((s) => s.id === event.id);
    },
  },
}).createMachine({
  id: 'feeSetEditor',
  description: 'Lists the time-fee sets and edits one at a time.',
  context: ({ input }) => ({ lotId: input.lotId, feeSets: input.feeSets, draft: null, deleting: null, error: null, canRetry: false, fieldErrors: {} }),
  initial: 'list',
  states: {
    list: {
      description: 'The fee sets with New, Edit and Delete; an empty list says so.',
      on: {
        'feeSet.new': { target: 'editing', actions: assign({ draft: () => newFeeSetDraft(), error: null, canRetry: false, fieldErrors: {} }) },
        'feeSet.edit': {
          guard: 'feeSetExists',
          target: 'editing',
          actions: assign({ draft: ({ context, event }) => draftOf(context.feeSets.find((s) => s.id === event.id) as FeeSet), error: null, canRetry: false, fieldErrors: {} }),
        },
        'feeSet.delete': {
          guard: 'feeSetExists',
          target: 'confirmingDelete',
          actions: assign({ deleting: ({ context, event }) => context.feeSets.find((s) => s.id === event.id) ?? null, error: null, canRetry: false }),
        },
        'feeSet.retry': { guard: 'canRetry', target: 'refreshing', actions: assign({ error: null, canRetry: false }) },
        'feeSet.dismiss': { actions: assign({ error: null, canRetry: false }) },
      },
    },
    editing: {
      description: 'The single view: name and rules; the first rule cannot be removed, rows are added after the last.',
      on: {
        'feeSet.save': { guard: 'draftIsValid', target: 'saving', actions: assign({ draft: ({ event }) => event.draft, error: null, fieldErrors: {} }) },
        'feeSet.cancel': { target: 'list', actions: assign({ draft: null, error: null, fieldErrors: {} }) },
      },
    },
    saving: {
      description: 'The set is with the server (times/new or times/edit); the form stays as typed.',
      invoke: {
        id: 'saveFeeSet',
        src: 'saveFeeSet',
        input: ({ context }) => ({ lotId: context.lotId, draft: context.draft as FeeSetDraft }),
        onDone: { target: 'refreshing', actions: [assign({ draft: null }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }] },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toApiError(event.error);
            return { error: error.message, fieldErrors: error.errors };
          }),
        },
      },
    },
    confirmingDelete: {
      description: 'Are you sure to delete {name}? You won\'t be able to reverse this!',
      on: {
        'feeSet.confirmDelete': { target: 'deleting' },
        'feeSet.cancel': { target: 'list', actions: assign({ deleting: null }) },
      },
    },
    deleting: {
      description: 'The delete is with the server.',
      invoke: {
        id: 'deleteFeeSet',
        src: 'deleteFeeSet',
        input: ({ context }) => ({ lotId: context.lotId, id: context.deleting?.id ?? 0 }),
        onDone: { target: 'refreshing', actions: [assign({ deleting: null }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }] },
        onError: { target: 'list', actions: assign({ deleting: null, error: ({ event }) => toApiError(event.error).message, canRetry: false }) },
      },
    },
    refreshing: {
      description: 'The list is read again after a change.',
      invoke: {
        id: 'loadFeeSets',
        src: 'loadFeeSets',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: {
          target: 'list',
          actions: [assign({ feeSets: ({ event }) => event.output }), { type: 'feeSetsChanged', params: ({ event }) => ({ feeSets: event.output }) }],
        },
        onError: { target: 'list', actions: assign({ error: ({ event }) => toApiError(event.error).message, canRetry: ({ event }) => toApiError(event.error).retriable }) },
      },
    },
  },
});
