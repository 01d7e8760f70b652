// The special-rates table (spec 2 "Special rates screen", §9): loads the lot's special rates; fuzzy search on
// the name, 5/10/25/50 a page (10 by default), pages of 5 buttons; add (with parking.rates.add) and edit open
// the wizard, which the view mounts while `wizardOpen`; delete asks first.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SpecialRateItem } from '../../contracts/rates.struct';
import { DEFAULT_PAGE_SIZE, isPageNumber, isPageSize } from '../../domain/tables/paging';
import { toApiError } from '../../services/http';
import { deleteSpecialRate, fetchSpecialRates } from '../../services/rates.api';

// ---- Context, input, events ----------------------------------------------------------------------------
export type WizardTarget = { mode: 'new' } | { mode: 'edit'; rate: SpecialRateItem };

export type SpecialRateListContext = {
  lotId: number;
  canAdd: boolean;
  rates: SpecialRateItem[];
  query: string;
  page: number;
  perPage: number;
  wizard: WizardTarget | null;
  deleting: SpecialRateItem | null;
  error: string | null;
};

export type SpecialRateListInput = { lotId: number; canAdd: boolean };

export type SpecialRateListEvent =
  | { type: 'specialRates.retry' }
  | { type: 'specialRates.search'; query: string }
  | { type: 'specialRates.page'; page: number }
  | { type: 'specialRates.perPage'; perPage: number }
  | { type: 'specialRates.add' }
  | { type: 'specialRates.edit'; id: number }
  | { type: 'specialRates.closeWizard' }
  /** The wizard saved: its answer is the lot's whole list. */
  | { type: 'specialRates.saved'; rates: SpecialRateItem[] }
  | { type: 'specialRates.delete'; id: number }
  | { type: 'specialRates.confirmDelete' }
  | { type: 'specialRates.cancelDelete' };

export type DeleteSpecialRateOutput = { rates: SpecialRateItem[]; message: string | null };

export const specialRateListMachine = setup({
  types: {
    context: {} as SpecialRateListContext,
    events: {} as SpecialRateListEvent,
    input: {} as SpecialRateListInput,
  },
  actors: {
    loadSpecialRates: fromPromise<SpecialRateItem[], { lotId: number }>(({ input }) => fetchSpecialRates(input.lotId)),
    deleteSpecialRate: fromPromise<DeleteSpecialRateOutput, { lotId: number; id: number }>(({ input }) => deleteSpecialRate(input.lotId, input.id)),
  },
  actions: {
    notify: (_, _params: { message: string | null }) => {},
  },
  guards: {
    canAdd: ({ context }) => context.canAdd,
    rateExists: ({ context, event }) => {
      assertEvent(event, ['specialRates.edit', 'specialRates.delete']);
      return context.rates.some((r) => r.id === event.id);
    },
    knownPageSize: ({ event }) => {
      assertEvent(event, 'specialRates.perPage');
      return isPageSize(event.perPage);
    },
    validPage: ({ event }) => {
      assertEvent(event, 'specialRates.page');
      return isPageNumber(event.page);
    },
  },
}).createMachine({
  id: 'specialRateList',
  description: "The lot's special rates as a searchable, paged table.",
  context: ({ input }) => ({
    lotId: input.lotId,
    canAdd: input.canAdd,
    rates: [],
    query: '',
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
    wizard: null,
    deleting: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The special rates are on their way.',
      invoke: {
        id: 'loadSpecialRates',
        src: 'loadSpecialRates',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: { target: 'browsing', actions: assign({ rates: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    failed: {
      description: 'The list could not be read: the message and a retry.',
      on: { 'specialRates.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    browsing: {
      description: 'The table with search, page size and pages; empty and no-match states say so.',
      on: {
        'specialRates.search': { actions: assign({ query: ({ event }) => event.query, page: 1 }) },
        'specialRates.page': { guard: 'validPage', actions: assign({ page: ({ event }) => event.page }) },
        'specialRates.perPage': { guard: 'knownPageSize', actions: assign({ perPage: ({ event }) => event.perPage, page: 1 }) },
        'specialRates.add': { guard: 'canAdd', target: 'wizardOpen', actions: assign({ wizard: { mode: 'new' }, error: null }) },
        'specialRates.edit': {
          guard: 'rateExists',
          target: 'wizardOpen',
          actions: assign({ wizard: ({ context, event }) => ({ mode: 'edit' as const, rate: context.rates.find((r) => r.id === event.id) as SpecialRateItem }), error: null }),
        },
        'specialRates.delete': {
          guard: { type: 'rateExists' },
          target: 'confirmingDelete',
          actions: assign({ deleting: ({ context, event }) => context.rates.find((r) => r.id === event.id) ?? null, error: null }),
        },
      },
    },
    wizardOpen: {
      description: 'The wizard is open over the table.',
      on: {
        'specialRates.closeWizard': { target: 'browsing', actions: assign({ wizard: null }) },
        'specialRates.saved': { target: 'browsing', actions: assign({ wizard: null, rates: ({ event }) => event.rates }) },
      },
    },
    confirmingDelete: {
      description: "Are you sure to delete {name}? You won't be able to reverse this!",
      on: {
        'specialRates.confirmDelete': { target: 'deleting' },
        'specialRates.cancelDelete': { target: 'browsing', actions: assign({ deleting: null }) },
      },
    },
    deleting: {
      description: 'The delete is with the server.',
      invoke: {
        id: 'deleteSpecialRate',
        src: 'deleteSpecialRate',
        input: ({ context }) => ({ lotId: context.lotId, id: context.deleting?.id ?? 0 }),
        onDone: {
          target: 'browsing',
          actions: [assign({ rates: ({ event }) => event.output.rates, deleting: null }), { type: 'notify', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: { target: 'browsing', actions: assign({ deleting: null, error: ({ event }) => toApiError(event.error).message }) },
      },
    },
  },
});
