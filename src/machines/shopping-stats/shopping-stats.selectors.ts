// What the statistics screens read of the chart: which face to show, the figures, the tiles in order.
import type { SnapshotFrom } from 'xstate';
import type { SalesmanFigures, StoreFigures } from '../../contracts/shopping-stats.struct';
import type { shoppingStatsMachine } from './shopping-stats.machine';

type StatsSnapshot = SnapshotFrom<typeof shoppingStatsMachine>;

export type StatsFace = 'loading' | 'failed' | 'shown';
export const selectFace = (s: StatsSnapshot): StatsFace => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'failed' : 'shown');
export const selectPeriod = (s: StatsSnapshot) => s.context.period;
export const selectError = (s: StatsSnapshot) => s.context.error;
export const selectStats = (s: StatsSnapshot) => s.context.stats;

/** The tiles, in the order the screen shows them: a store's figures add the requests received. */
export type TileKey = 'received' | 'answered' | 'offers' | 'accepted' | 'sales' | 'median_reply_seconds' | 'credits';
export function tilesOf(totals: SalesmanFigures | StoreFigures): { key: TileKey; value: number | null }[] {
  const keys: TileKey[] = ['answered', 'offers', 'accepted', 'sales', 'median_reply_seconds', 'credits'];
  return ('received' in totals ? (['received', ...keys] as TileKey[]) : keys).map((key) => ({ key, value: (totals as StoreFigures)[key] }));
}

/** A series bucket's label: the hour of a day, or the day of a longer period. */
export const bucketLabel = (bucket: string): string => (bucket.length > 10 ? bucket.slice(11) : `${bucket.slice(8, 10)}/${bucket.slice(5, 7)}`);
