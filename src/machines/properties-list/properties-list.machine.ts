// The properties screen's list (spec 3 §2 Properties, §9 fuzzy search threshold 0.3): the administrator's lots,
// read once, searched locally by name, and replaced by the list a save in the lot modal answers (spec 3 §7: both
// saves answer the updated lots), so the table never reads the server again after a save.
import { assign, fromPromise, setup } from 'xstate';
import type { LotProperties } from '../../contracts/lot.struct';
import { toApiError } from '../../services/http';
import { fetchProperties } from '../../services/lots.api';

export type PropertiesListContext = {
  lots: LotProperties[];
  query: string;
  /** Why the list could not be read. */
  error: string | null;
};

export type PropertiesListEvent =
  | { type: 'properties.search'; query: string }
  | { type: 'properties.saved'; lots: LotProperties[] }
  | { type: 'properties.retry' };

export const propertiesListMachine = setup({
  types: {
    context: {} as PropertiesListContext,
    events: {} as PropertiesListEvent,
  },
  actors: {
    loadProperties: fromPromise<LotProperties[]>(() => fetchProperties()),
  },
}).createMachine({
  id: 'propertiesList',
  description: "The administrator's lots, with a search on the name.",
  context: { lots: [], query: '', error: null },
  initial: 'loading',
  on: {
    'properties.search': { actions: assign({ query: ({ event }) => event.query }) },
  },
  states: {
    loading: {
      description: 'The lots are on their way.',
      invoke: {
        id: 'loadProperties',
        src: 'loadProperties',
        onDone: { target: 'ready', actions: assign({ lots: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    failed: {
      description: 'The lots could not be read: the reason and a retry.',
      on: { 'properties.retry': { target: 'loading' } },
    },
    ready: {
      description: 'The table (or why it is empty); add, edit and fiscal-info actions.',
      on: { 'properties.saved': { actions: assign({ lots: ({ event }) => event.lots }) } },
    },
  },
});
