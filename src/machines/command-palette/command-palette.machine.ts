// The command palette's search in the active lot (issue 21 item 2): each keystroke waits SEARCH_DEBOUNCE_MS
// for the next one, then asks the server (GET parkings/{id}/search); a newer text cancels the call on its way.
// Fewer than 2 (or more than 60) characters search nothing: the palette lists its screens and lots only.
// The screens and lots are the view's (the user's menus, the session's lots), filtered in the browser.
import { assign, fromPromise, setup } from 'xstate';
import { SEARCH_RULES, type SearchAnswer } from '../../contracts/search.struct';
import { toApiError } from '../../services/http';
import { searchLot } from '../../services/search.api';

export const SEARCH_DEBOUNCE_MS = 250;

export type CommandPaletteContext = {
  lotId: number;
  /** The text as typed. */
  query: string;
  /** The last answer, kept while a newer text is on its way (no flicker); null before any or below 2 characters. */
  results: SearchAnswer | null;
  error: string | null;
};
export type CommandPaletteInput = { lotId: number };
export type CommandPaletteEvent = { type: 'palette.type'; query: string } | { type: 'palette.retry' };

/** Whether a text is one the server searches: 2..60 characters once trimmed (src/contracts/search.struct.ts). */
export const searchable = (query: string): boolean => {
  const n = query.trim().length;
  return n >= SEARCH_RULES.min && n <= SEARCH_RULES.max;
};

export const commandPaletteMachine = setup({
  types: {
    context: {} as CommandPaletteContext,
    events: {} as CommandPaletteEvent,
    input: {} as CommandPaletteInput,
  },
  actors: {
    searchLot: fromPromise<SearchAnswer, { lotId: number; q: string }>(({ input }) => searchLot(input.lotId, input.q)),
  },
  guards: {
    searchable: ({ event }) => event.type === 'palette.type' && searchable(event.query),
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'commandPalette',
  description: 'Searches the active lot for pensions and visits as the user types in the command palette.',
  context: ({ input }) => ({ lotId: input.lotId, query: '', results: null, error: null }),
  initial: 'idle',
  on: {
    'palette.type': [
      { guard: 'searchable', target: '.debouncing', actions: assign({ query: ({ event }) => event.query, error: null }) },
      { target: '.idle', actions: assign({ query: ({ event }) => event.query, results: null, error: null }) },
    ],
  },
  states: {
    idle: { description: 'Nothing to search (fewer than 2 or more than 60 characters): only screens and lots are listed.' },
    debouncing: {
      description: 'A searchable text was typed; another keystroke within the delay starts the wait again.',
      after: { debounce: { target: 'searching' } },
    },
    searching: {
      description: 'The server is searching the lot; the palette shows it is busy.',
      invoke: {
        id: 'searchLot',
        src: 'searchLot',
        input: ({ context }) => ({ lotId: context.lotId, q: context.query.trim() }),
        onDone: { target: 'results', actions: assign({ results: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ results: null, error: ({ event }) => toApiError(event.error).message }) },
      },
    },
    results: { description: 'The pensions and visits found are listed under the screens and lots (or none found).' },
    failed: {
      description: 'The search failed: the palette says why and offers to try again.',
      on: { 'palette.retry': { target: 'searching', actions: assign({ error: null }) } },
    },
  },
});
