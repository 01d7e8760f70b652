// The oracle of the properties list's chart (spec 3 §2 Properties, §7 Parking lots: both saves answer the updated
// lots; §9 the search), written from the spec: the lots are read once; a failed read says why and may be retried;
// the search text is kept whatever the list is doing; a save's answer replaces the list without another read.
// Used by tests/model/properties-list.paths.test.ts.
import { expect } from 'vitest';
import type { LotProperties } from '../../../src/contracts/lot.struct';
import { propertiesListMachine, type PropertiesListEvent } from '../../../src/machines/properties-list/properties-list.machine';
import { ApiError } from '../../../src/services/http';
import type { Done, Failure, OracleOf } from '../chart/chart-oracle';
import { existing } from './lot-modal.oracle';

type On<T extends PropertiesListEvent['type']> = Extract<PropertiesListEvent, { type: T }>;

export const listed: LotProperties[] = [{ ...existing, id: 1, name: 'Fundadores Norte', prefix: 'PF' }, existing];
export const afterSave: LotProperties[] = [...listed, { ...existing, id: 40, name: 'Estacionamiento Centro', prefix: 'EC' }];

export const propertiesListOracle: OracleOf<typeof propertiesListMachine> = {
  name: 'properties-list',
  machine: propertiesListMachine,
  events: ({ context: c }) => [
    { type: 'xstate.done.actor.loadProperties', output: listed },
    { type: 'xstate.error.actor.loadProperties', error: new ApiError('Network error') },
    { type: 'properties.retry' },
    ...(c.query === '' ? [{ type: 'properties.search', query: 'sur' } as const] : [{ type: 'properties.search', query: '' } as const]),
    ...(c.lots.length < afterSave.length ? [{ type: 'properties.saved', lots: afterSave } as const] : []),
  ],
  initialContext: () => ({ lots: [], query: '', error: null }),
  guards: {},
  effects: {
    '(root) properties.search': (_c, e: On<'properties.search'>) => ({ query: e.query }),
    'loading xstate.done.actor.loadProperties': (_c, e: Done<LotProperties[]>) => ({ lots: e.output, error: null }),
    'loading xstate.error.actor.loadProperties': (_c, e: Failure<ApiError>) => ({ error: e.error.message }),
    'ready properties.saved': (_c, e: On<'properties.saved'>) => ({ lots: e.lots }),
  },
  states: {
    loading: (c) => expect(c.lots).toEqual([]),
    failed: (c) => {
      expect(c.lots).toEqual([]);
      expect(c.error).toBe('Network error');
    },
    ready: (c) => {
      expect(c.lots.length).toBeGreaterThan(0);
      expect(c.error).toBeNull();
    },
  },
  invokes: { loadProperties: () => undefined },
};
