// The oracle of the command palette's search (issue 21 item 2), written from the issue and docs/api.md Search:
// the server searches a text of 2..60 characters once trimmed, after a pause in the typing; any other text
// forgets the results; a failure says why and may be retried; the last results stay while a newer text waits.
// Used by tests/model/command-palette.paths.test.ts.
import { expect } from 'vitest';
import type { SearchAnswer } from '../../../src/contracts/search.struct';
import { commandPaletteMachine, type CommandPaletteEvent } from '../../../src/machines/command-palette/command-palette.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';

/** The delayed event of the typing pause: the path tests send it themselves. */
export const PAUSE = 'xstate.after.debounce.commandPalette.debouncing';
export const LOT = 7;
export const found: SearchAnswer = {
  pensions: [{ id: 1, name: 'Lucía Garza', email: 'lucia@example.mx', plates: ['NXP1001'] }],
  open: [{ id: 41, plate: 'ABC1234', phone: '8110000000', state: 'open', entry_at: '2026-11-25T12:00:00.000Z', paid_at: null, amount: null }],
  recent: [],
};
export const offline = new ApiError('The server did not answer');

type Typed = Extract<CommandPaletteEvent, { type: 'palette.type' }>;
/** What the issue asks of the text: 2 to 60 characters, spaces around it not counted. */
const isSearchable = (text: string) => text.trim().length >= 2 && text.trim().length <= 60;

export const commandPaletteOracle: OracleOf<typeof commandPaletteMachine> = {
  name: 'command-palette',
  machine: commandPaletteMachine,
  input: { lotId: LOT },
  events: () => [
    { type: 'palette.type', query: 'a' },
    { type: 'palette.type', query: ' ab ' },
    { type: 'palette.type', query: 'x'.repeat(61) },
    { type: PAUSE },
    { type: 'xstate.done.actor.searchLot', output: found },
    { type: 'xstate.error.actor.searchLot', error: offline },
    { type: 'palette.retry' },
  ],
  initialContext: (input) => ({ lotId: input.lotId, query: '', results: null, error: null }),
  guards: {
    searchable: (_c, e: Typed) => isSearchable(e.query),
  },
  effects: {
    '(root) palette.type [searchable]': (_c, e: Typed) => ({ query: e.query, error: null }),
    '(root) palette.type [—]': (_c, e: Typed) => ({ query: e.query, results: null, error: null }),
    'searching xstate.done.actor.searchLot': (_c, e: Done<SearchAnswer>) => ({ results: e.output }),
    'searching xstate.error.actor.searchLot': (_c, e: Failure<Error>) => ({ results: null, error: e.error.message }),
    'failed palette.retry': () => ({ error: null }),
  },
  states: {
    idle: (c) => {
      expect(isSearchable(c.query)).toBe(false);
      expect(c.results).toBeNull();
      expect(c.error).toBeNull();
    },
    debouncing: (c) => {
      expect(isSearchable(c.query)).toBe(true);
      expect(c.error).toBeNull();
    },
    searching: (c) => {
      expect(isSearchable(c.query)).toBe(true);
      expect(c.error).toBeNull();
    },
    results: (c) => {
      expect(isSearchable(c.query)).toBe(true);
      expect(c.results).not.toBeNull();
      expect(c.error).toBeNull();
    },
    failed: (c) => {
      expect(c.results).toBeNull();
      expect(c.error).toEqual(expect.any(String));
    },
  },
  // The server gets the text without the spaces around it, in the palette's lot.
  invokes: { searchLot: (c) => ({ lotId: LOT, q: c.query.trim() }) },
};
