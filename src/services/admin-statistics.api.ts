// The platform statistics (docs/api.md "Admin: statistics"): a tile for a period and filters, its report.xlsx,
// and what the filters offer. Quiet: the screen shows why a read failed.
import { StatisticsChoicesAnswer, tileAnswer, type StatisticsChoices, type StatTile, type TileData } from '../contracts/statistics.struct';
import { apiCall, apiDownload } from './http';

/** The period (whole days, both included) and the lot and shop the tiles are read for (null: all of them). */
export type StatsFilters = { from: string; to: string; parkingId: number | null; shopId: number | null };

export function statsQuery(f: StatsFilters): string {
  const query = new URLSearchParams({ from: f.from, to: f.to });
  if (f.parkingId !== null) query.set('parking_id', String(f.parkingId));
  if (f.shopId !== null) query.set('shop_id', String(f.shopId));
  return query.toString();
}

export async function fetchTile(tile: StatTile, f: StatsFilters): Promise<TileData> {
  return (await apiCall(tileAnswer(tile), `admin/statistics/${tile}?${statsQuery(f)}`, { quiet: true })).data;
}

export async function fetchChoices(): Promise<StatisticsChoices> {
  return (await apiCall(StatisticsChoicesAnswer, 'admin/statistics', { quiet: true })).data;
}

export function downloadTile(tile: StatTile, f: StatsFilters): Promise<Blob> {
  return apiDownload(`admin/statistics/${tile}/export?${statsQuery(f)}`, { quiet: true });
}
