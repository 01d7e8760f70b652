// Pure reads of the pension dashboard: the fuzzy search over the loaded events (fuse.js on name, job, plate
// and gate, threshold 0.3: spec 2 §9; accents ignored, so 'lucia' finds 'Lucía') and what the list shows.
import Fuse from 'fuse.js';
import type { PensionEvent } from '../../contracts/pension-dashboard.struct';
import type { PensionDashboardContext } from './pension-dashboard.types';

export const SEARCH_KEYS = ['name', 'job', 'plate', 'gate'] as const;
export const SEARCH_THRESHOLD = 0.3;

const indexes = new WeakMap<readonly PensionEvent[], Fuse<PensionEvent>>();

export function searchEvents(events: readonly PensionEvent[], text: string): readonly PensionEvent[] {
  const q = text.trim();
  if (q === '') return events;
  let fuse = indexes.get(events);
  if (!fuse) {
    fuse = new Fuse([...events], { keys: [...SEARCH_KEYS], threshold: SEARCH_THRESHOLD, ignoreLocation: true, ignoreDiacritics: true });
    indexes.set(events, fuse);
  }
  return fuse.search(q).map((r) => r.item);
}

type Read = { context: PensionDashboardContext };

/** The loaded events the search text keeps, newest first. */
export const selectShownEvents = ({ context }: Read): readonly PensionEvent[] => searchEvents(context.events, context.search);

/** Older pages remain to be read. */
export const selectHasMore = ({ context }: Read): boolean => context.last !== null;
