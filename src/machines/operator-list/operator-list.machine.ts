// The operators screen's list (spec 3 §2 "Operators screen", §5, §9): the lot's users and operators with a
// local fuzzy search (threshold 0.3), one person selected for the info panel, Add Operator and edit opening the
// user modal (which the view mounts while `modalOpen`; a saved modal reads the list again and selects the saved
// person), delete after 'Are you sure to delete {name}?'. A failed read offers Retry only when the same call may
// succeed later (ApiError.retriable); a failed delete that may succeed later asks again, any other returns to
// the list with the message.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Person } from '../../contracts/people.struct';
import { toApiError } from '../../services/http';
import { deletePerson, fetchPeople } from '../../services/operators.api';

// ---- Context, input, events ----------------------------------------------------------------------------
export type PersonModalTarget = { mode: 'new' } | { mode: 'edit'; person: Person };

export type OperatorListContext = {
  lotId: number;
  people: Person[];
  query: string;
  selectedId: number | null;
  modal: PersonModalTarget | null;
  deleting: Person | null;
  error: string | null;
  /** Whether the last failure may succeed if tried again (Retry is offered only then). */
  retriable: boolean;
};

export type OperatorListInput = { lotId: number };

export type OperatorListEvent =
  | { type: 'operators.retry' }
  | { type: 'operators.search'; query: string }
  | { type: 'operators.select'; id: number }
  | { type: 'operators.add' }
  | { type: 'operators.edit'; id: number }
  | { type: 'operators.closeModal' }
  /** The modal saved this person: the list is read again with them selected. */
  | { type: 'operators.saved'; id: number }
  | { type: 'operators.delete'; id: number }
  | { type: 'operators.confirmDelete' }
  | { type: 'operators.cancelDelete' };

export type DeletePersonOutput = { message: string | null };

const failure = (error: unknown) => {
  const e = toApiError(error);
  return { error: e.message, retriable: e.retriable };
};

export const operatorListMachine = setup({
  types: {
    context: {} as OperatorListContext,
    events: {} as OperatorListEvent,
    input: {} as OperatorListInput,
  },
  actors: {
    loadPeople: fromPromise<Person[], { lotId: number }>(({ input }) => fetchPeople(input.lotId)),
    deletePerson: fromPromise<DeletePersonOutput, { lotId: number; id: number }>(({ input }) => deletePerson(input.lotId, input.id)),
  },
  actions: {
    /** The delete's toast (the server's message, else the view's words). */
    notifyDeleted: (_, _params: { message: string | null }) => {},
  },
  guards: {
    retriable: ({ context }) => context.retriable,
    listed: ({ context, event }) => {
      assertEvent(event, ['operators.select', 'operators.edit', 'operators.delete']);
      return context.people.some((p) => p.id === event.id);
    },
    /** The failure may pass if tried again (its error comes as a param: error events are not the chart's own). */
    retriableFailure: (_, params: { error: unknown }) => toApiError(params.error).retriable,
  },
}).createMachine({
  id: 'operatorList',
  description: "The lot's users and operators: search, select, add, edit, delete.",
  context: ({ input }) => ({ lotId: input.lotId, people: [], query: '', selectedId: null, modal: null, deleting: null, error: null, retriable: false }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The people are on their way.',
      invoke: {
        id: 'loadPeople',
        src: 'loadPeople',
        input: ({ context }) => ({ lotId: context.lotId }),
        onDone: {
          target: 'browsing',
          // The selection stays only while its person is still listed.
          actions: assign({
            people: ({ event }) => event.output,
            selectedId: ({ context, event }) => (event.output.some((p) => p.id === context.selectedId) ? context.selectedId : null),
            error: null,
          }),
        },
        onError: { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    failed: {
      description: 'The list could not be read: the message, and Retry when trying again may help.',
      on: { 'operators.retry': { guard: 'retriable', target: 'loading', actions: assign({ error: null, retriable: false }) } },
    },
    browsing: {
      description: 'The list with its search box and Add Operator, and the selected person in the info panel.',
      on: {
        'operators.search': { actions: assign({ query: ({ event }) => event.query }) },
        'operators.select': { guard: 'listed', actions: assign({ selectedId: ({ event }) => event.id }) },
        'operators.add': { target: 'modalOpen', actions: assign({ modal: { mode: 'new' }, error: null }) },
        'operators.edit': {
          guard: 'listed',
          target: 'modalOpen',
          actions: assign({
            modal: ({ context, event }) => ({ mode: 'edit' as const, person: context.people.find((p) => p.id === event.id) as Person }),
            selectedId: ({ event }) => event.id,
            error: null,
          }),
        },
        'operators.delete': {
          guard: 'listed',
          target: 'confirmingDelete',
          actions: assign({ deleting: ({ context, event }) => context.people.find((p) => p.id === event.id) ?? null, error: null }),
        },
      },
    },
    modalOpen: {
      description: 'The user modal is open over the list.',
      on: {
        'operators.closeModal': { target: 'browsing', actions: assign({ modal: null }) },
        'operators.saved': { target: 'loading', actions: assign({ modal: null, selectedId: ({ event }) => event.id }) },
      },
    },
    confirmingDelete: {
      description: "'Are you sure to delete {name}?' 'You won't be able to reverse this!'",
      on: {
        'operators.confirmDelete': { target: 'deleting', actions: assign({ error: null, retriable: false }) },
        'operators.cancelDelete': { target: 'browsing', actions: assign({ deleting: null, error: null, retriable: false }) },
      },
    },
    deleting: {
      description: 'The delete is with the server; on success the person leaves the list.',
      invoke: {
        id: 'deletePerson',
        src: 'deletePerson',
        input: ({ context }) => ({ lotId: context.lotId, id: context.deleting?.id ?? 0 }),
        onDone: {
          target: 'browsing',
          actions: [
            assign({
              people: ({ context }) => context.people.filter((p) => p.id !== context.deleting?.id),
              selectedId: ({ context }) => (context.selectedId === context.deleting?.id ? null : context.selectedId),
              deleting: null,
            }),
            { type: 'notifyDeleted', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: [
          // No answer or a server fault: the question stays, with the message, to try again.
          { guard: { type: 'retriableFailure', params: ({ event }) => ({ error: event.error }) }, target: 'confirmingDelete', actions: assign(({ event }) => failure(event.error)) },
          { target: 'browsing', actions: assign(({ event }) => ({ ...failure(event.error), deleting: null })) },
        ],
      },
    },
  },
});
