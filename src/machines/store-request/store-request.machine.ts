// A visitor's store account request (spec 3 §2 "Store account request form", §3 Store request, §4 "Store
// request: sent, then a reply is awaited"), public, linked from /login/shopping. The categories and the banks
// are read together (a failed read: its message and Retry); then the form, in the spec's four sections. Check
// marks every broken rule (src/contracts/store-request.struct.ts); Send sends the form only when every rule
// holds. A refusal keeps every value and shows the server's words on their fields (a throttle or a network
// failure as a message); a field changed drops the server's word on it. Switching the language names the
// categories again in it. Once sent: "You will soon receive our reply".
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Bank } from '../../contracts/core-info.struct';
import type { Category } from '../../contracts/store-request.struct';
import { toApiError } from '../../services/http';
import { fetchCategories, fetchRequestBanks, sendStoreRequest, type SentStoreRequest, type StoreRequestSubmission } from '../../services/store-request.api';
import {
  emptyValues,
  noDocuments,
  problemsOf,
  submissionOf,
  type Problems,
  type RequestDocuments,
  type RequestLists,
  type StoreRequestValues,
} from './store-request-form';

// ---- Context, events -------------------------------------------------------------------------------------
export type StoreRequestContext = RequestLists & {
  values: StoreRequestValues;
  documents: RequestDocuments;
  /** The rules the last Check or Send broke, by field (codes). */
  problems: Problems;
  /** Why the lists could not be read, or why a send failed, with the server's per-field messages. */
  error: string | null;
  fieldErrors: Record<string, string[]>;
};

/** What the form holds: the whole form travels with Check and Send. */
type FormEvent = { values: StoreRequestValues; documents: RequestDocuments };

export type StoreRequestEvent =
  | ({ type: 'request.check' } & FormEvent)
  | ({ type: 'request.send' } & FormEvent)
  | { type: 'request.edit'; field: string }
  | { type: 'request.locale' }
  | { type: 'request.retry' };

const formOf = (event: FormEvent) => ({ values: event.values, documents: event.documents });
const problemsFor = (context: StoreRequestContext, event: FormEvent) => problemsOf(event.values, event.documents, context);
/** Check: the form as it is, and every rule it breaks. */
const checked = (context: StoreRequestContext, event: FormEvent) => ({ ...formOf(event), problems: problemsFor(context, event) });

export const storeRequestMachine = setup({
  types: {
    context: {} as StoreRequestContext,
    events: {} as StoreRequestEvent,
  },
  actors: {
    loadLists: fromPromise<RequestLists>(async () => {
      const [categories, banks] = await Promise.all([fetchCategories(), fetchRequestBanks()]);
      return { categories, banks };
    }),
    loadCategories: fromPromise<Category[]>(() => fetchCategories()),
    sendRequest: fromPromise<SentStoreRequest, StoreRequestSubmission>(({ input }) => sendStoreRequest(input)),
  },
  guards: {
    formIsValid: ({ context, event }) => {
      assertEvent(event, 'request.send');
      return Object.keys(problemsFor(context, event)).length === 0;
    },
  },
}).createMachine({
  id: 'storeRequest',
  description: 'A visitor asks for a store account: the lists, the form in four sections, then the reply awaited.',
  context: {
    categories: [] as Category[],
    banks: [] as Bank[],
    values: emptyValues(),
    documents: noDocuments(),
    problems: {},
    error: null,
    fieldErrors: {},
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The categories and the banks are on their way.',
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ categories: event.output.categories, banks: event.output.banks })) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
      // The categories are named in the language asked for: a switch asks again.
      on: { 'request.locale': { target: 'loading', reenter: true } },
    },
    loadFailed: {
      description: 'The lists could not be read: the message and Retry.',
      on: { 'request.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      description: 'The form: every value kept, broken rules and the server\'s words on their fields.',
      initial: 'ready',
      states: {
        ready: {
          description: 'The categories named in the language shown.',
          on: { 'request.locale': { target: 'renaming' } },
        },
        renaming: {
          description: 'The categories are read again in the new language; a failure keeps the names shown.',
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            onDone: { target: 'ready', actions: assign({ categories: ({ event }) => event.output }) },
            onError: { target: 'ready' },
          },
          on: { 'request.locale': { target: 'renaming', reenter: true } },
        },
      },
      on: {
        'request.check': { actions: assign(({ context, event }) => checked(context, event)) },
        'request.send': [
          {
            guard: 'formIsValid',
            target: 'sending',
            actions: assign(({ event }) => ({ ...formOf(event), problems: {}, error: null, fieldErrors: {} })),
          },
          { actions: assign(({ context, event }) => checked(context, event)) },
        ],
        'request.edit': {
          actions: assign({ fieldErrors: ({ context, event }) => Object.fromEntries(Object.entries(context.fieldErrors).filter(([f]) => f !== event.field)) }),
        },
      },
    },
    sending: {
      description: 'The request is with the server: Send is busy, every field kept and locked.',
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => submissionOf(context.values, context.documents),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const error = toApiError(event.error);
            return { error: error.message, fieldErrors: error.errors };
          }),
        },
      },
    },
    sent: { description: "Sent: 'You will soon receive our reply'.", type: 'final' },
  },
});
