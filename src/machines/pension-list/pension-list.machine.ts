// The pensions table (spec 3 §2 "Pensions screen", §4): loads the lot's pensions; local fuzzy search, 5/10/25/50
// a page (10 by default). Add (with parking.rates.add) and edit open the pension modal, which the view mounts
// while `wizardOpen`; a saved modal reloads the list. Delete asks 'Are you sure? All valid plates added will be
// removed' with 'do not show again'; once that is remembered, delete runs without asking.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PensionItem } from '../../contracts/pension.struct';
import { DEFAULT_PAGE_SIZE, isPageNumber, isPageSize } from '../../domain/tables/paging';
import { toApiError } from '../../services/http';
import { deletePension, fetchPensions } from '../../services/pensions.api';

// ---- Context, input, events ----------------------------------------------------------------------------
export type PensionModalTarget = { mode: 'new' } | { mode: 'edit'; pension: PensionItem };

export type PensionListContext = {
  lotId: number;
  canAdd: boolean;
  /** The 'do not show again' preference (kept in local storage by the view). */
  skipConfirm: boolean;
  pensions: PensionItem[];
  query: string;
  page: number;
  perPage: number;
  modal: PensionModalTarget | null;
  deleting: PensionItem | null;
  error: string | null;
};

export type PensionListInput = { lotId: number; canAdd: boolean; skipConfirm: boolean };

export type PensionListEvent =
  | { type: 'pensions.retry' }
  | { type: 'pensions.search'; query: string }
  | { type: 'pensions.page'; page: number }
  | { type: 'pensions.perPage'; perPage: number }
  | { type: 'pensions.add' }
  | { type: 'pensions.edit'; id: number }
  | { type: 'pensions.closeModal' }
  /** The modal saved: the list is read again. */
  | { type: 'pensions.saved' }
  | { type: 'pensions.delete'; id: number }
  | { type: 'pensions.confirmDelete'; dontAskAgain: boolean }
  | { type: 'pensions.cancelDelete' };

export type DeletePensionOutput = { message: string | null };

export const pensionListMachine = setup({
  types: {
    context: {} as PensionListContext,
    events: {} as PensionListEvent,
    input: {} as PensionListInput,
  },
  actors: {
    loadPensions: fromPromise<PensionItem[], { lotId: number }>(({ input }) => fetchPensions(input.lotId)),
    deletePension: fromPromise<DeletePensionOutput, { lotId: number; id: number }>(({ input }) => deletePension(input.lotId, input.id)),
  },
  actions: {
    notify: (_, _params: { message: string | null }) => {},
    /** Stores the 'do not show again' choice (local storage, filled in by the view). */
    rememberSkipConfirm: () => {},
  },
  guards: {
    canAdd: ({ context }) => context.canAdd,
    pensionExists: ({ context, event }) => {
      assertEvent(event, ['pensions.edit', 'pensions.delete']);
      return context.pensions.some((p) => p.id === event.id);
    },
    deleteWithoutAsking: ({ context, event }) => {
      assertEvent(event, 'pensions.delete');
      return context.canAdd && context.skipConfirm && context.pensions.some((p) => p.id === event.id);
    },
    mayDelete: ({ context, event }) => {
      assertEvent(event, 'pensions.delete');
      return context.canAdd && context.pensions.some((p) => p.id === event.id);
    },
    dontAskAgain: ({ event }) => {
      assertEvent(event, 'pensions.confirmDelete');
      return event.dontAskAgain;
    },
    knownPageSize: ({ event }) => {
      assertEvent(event, 'pensions.perPage');
      return isPageSize(event.perPage);
    },
    validPage: ({ event }) => {
      assertEvent(event, 'pensions.page');
      return isPageNumber(event.page);
    },
  },
}).createMachine({
  id: 'pensionList',
  description: "The lot's pensions as a searchable, paged table.",
  context: ({ input }) => ({
    lotId: input.lotId,
    canAdd: input.canAdd,
    skipConfirm: input.skipConfirm,
    pensions: [],
    query: '',
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    modal: null,
    deleting: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The pensions are on their way.',
      invoke: {
        id: 'loadPensions',
        src: 'loadPensions',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: { target: 'browsing', actions: assign({ pensions: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    failed: {
      description: 'The list could not be read: the message and a retry.',
      on: { 'pensions.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    browsing: {
      description: 'The table with search, page size and pages; empty and no-match states say so.',
      on: {
        'pensions.search': { actions: assign({ query: ({ event }) => event.query, page: 1 }) },
        'pensions.page': { guard: 'validPage', actions: assign({ page: ({ event }) => event.page }) },
        'pensions.perPage': { guard: 'knownPageSize', actions: assign({ perPage: ({ event }) => event.perPage, page: 1 }) },
        'pensions.add': { guard: 'canAdd', target: 'modalOpen', actions: assign({ modal: { mode: 'new' }, error: null }) },
        'pensions.edit': {
          guard: 'pensionExists',
          target: 'modalOpen',
          actions: assign({ modal: ({ context, event }) => ({ mode: 'edit' as const, pension: context.pensions.find((p) => p.id === event.id) as PensionItem }), error: null }),
        },
        'pensions.delete': [
          {
            guard: 'deleteWithoutAsking',
            target: 'deleting',
            actions: assign({ deleting: ({ context, event }) => context.pensions.find((p) => p.id === event.id) ?? null, error: null }),
          },
          {
            guard: 'mayDelete',
            target: 'confirmingDelete',
            actions: assign({ deleting: ({ context, event }) => context.pensions.find((p) => p.id === event.id) ?? null, error: null }),
          },
        ],
      },
    },
    modalOpen: {
      description: 'The pension modal is open over the table.',
      on: {
        'pensions.closeModal': { target: 'browsing', actions: assign({ modal: null }) },
        'pensions.saved': { target: 'loading', actions: assign({ modal: null }) },
      },
    },
    confirmingDelete: {
      description: "'Are you sure? All valid plates added will be removed', with 'do not show again'.",
      on: {
        'pensions.confirmDelete': [
          { guard: 'dontAskAgain', target: 'deleting', actions: [assign({ skipConfirm: true }), 'rememberSkipConfirm'] },
          { target: 'deleting' },
        ],
        'pensions.cancelDelete': { target: 'browsing', actions: assign({ deleting: null }) },
      },
    },
    deleting: {
      description: 'The delete is with the server; on success the row is removed.',
      invoke: {
        id: 'deletePension',
        src: 'deletePension',
        input: ({ context }) => ({ lotId: context.lotId, id: context.deleting?.id ?? 0 }),
        onDone: {
          target: 'browsing',
          actions: [
            assign({ pensions: ({ context }) => context.pensions.filter((p) => p.id !== context.deleting?.id), deleting: null }),
            { type: 'notify', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: { target: 'browsing', actions: assign({ deleting: null, error: ({ event }) => toApiError(event.error).message }) },
      },
    },
  },
});
