// What the statistics screen reads of the chart: which face the tiles show, each tile's figures or failure,
// the filters and what they offer, the export under way.
import type { SnapshotFrom } from 'xstate';
import type { StatTile, TileOf } from '../../contracts/statistics.struct';
import type { platformStatsMachine, TileResult } from './platform-stats.machine';

type StatsSnapshot = SnapshotFrom<typeof platformStatsMachine>;

export type TilesFace = 'loading' | 'failed' | 'shown';
export const selectFace = (s: StatsSnapshot): TilesFace => (s.matches({ tiles: 'loading' }) ? 'loading' : s.matches({ tiles: 'failed' }) ? 'failed' : 'shown');
export const selectFilters = (s: StatsSnapshot) => s.context.filters;
export const selectToday = (s: StatsSnapshot) => s.context.today;
export const selectError = (s: StatsSnapshot) => s.context.error;
export const selectChoices = (s: StatsSnapshot) => s.context.choices;
export const selectChoicesError = (s: StatsSnapshot) => s.context.choicesError;
export const selectExporting = (s: StatsSnapshot) => s.context.exporting;
export const selectExportError = (s: StatsSnapshot) => s.context.exportError;
export const selectSomeFailed = (s: StatsSnapshot) => s.context.results.some((r) => r.error !== null);

/** A tile's figures or why they could not be read; null while none is read. */
export const selectTile = (tile: StatTile) => (s: StatsSnapshot): TileResult | null => s.context.results.find((r) => r.tile === tile) ?? null;

/** A tile's figures typed by its name (the answer of that tile's route carries that name). */
export function dataOf<T extends StatTile>(result: TileResult | null, tile: T): TileOf<T> | null {
  const data = result?.data;
  return data && data.tile === tile ? (data as TileOf<T>) : null;
}
