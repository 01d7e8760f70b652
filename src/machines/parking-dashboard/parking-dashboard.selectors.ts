// Pure reads of the parking dashboard charts for the tiles: each tile's state and typed figures, the access
// the carousel shows, and the figures the tiles put in words.
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { DashboardPeriod, DashboardTile, Incomes, PeakHours } from '../../contracts/dashboard.struct';
import type { dashboardTileMachine } from './dashboard-tile.machine';
import type { parkingDashboardMachine } from './parking-dashboard.machine';
import { TILE_ACTORS, type DashboardContext, type TileValues } from './parking-dashboard.types';

type DashboardSnapshot = SnapshotFrom<typeof parkingDashboardMachine>;
type TileSnapshot = SnapshotFrom<typeof dashboardTileMachine>;
export type TileRef = ActorRefFrom<typeof dashboardTileMachine>;

/** The child chart of one tile (there while the dashboard runs). */
export const selectTileRef = (snapshot: DashboardSnapshot, tile: DashboardTile): TileRef | undefined => snapshot.children[TILE_ACTORS[tile]];

/** What a tile shows: a skeleton, its figures (maybe being refreshed), or its error. */
export type TileView = 'loading' | 'ready' | 'failed';
export const selectTileView = (snapshot: TileSnapshot): TileView => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading');

/** The figures of `tile`, or null while they are not there. */
export function selectTileValue<K extends DashboardTile>(snapshot: TileSnapshot, tile: K): TileValues[K] | null {
  const data = snapshot.context.data;
  return data && data.tile === tile ? (data.value as TileValues[K]) : null;
}

export const selectCurrentAccess = (context: DashboardContext) => context.accesses[context.accessIndex] ?? null;

/** "HH:00" for an hour of the day. */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Minutes as h:mm (95 -> "1:35"). */
export function hoursMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;

/** Every bucket from the first to the last one the server answered: an hour ("2026-11-21 14:00") or a day. */
function bucketsBetween(first: string, last: string, byHour: boolean): string[] {
  if (byHour) {
    const [from, to] = [Number(first.slice(11, 13)), Number(last.slice(11, 13))];
    return Array.from({ length: to - from + 1 }, (_, i) => `${first.slice(0, 11)}${hourLabel(from + i)}`);
  }
  // Calendar days, counted in UTC so that no clock change skips or repeats one.
  const [from, to] = [Date.parse(`${first}T00:00:00Z`), Date.parse(`${last}T00:00:00Z`)];
  return Array.from({ length: Math.round((to - from) / DAY_MS) + 1 }, (_, i) => new Date(from + i * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The chart's points: the hour of a day ("2026-11-21 14:00" -> "14:00"), else the day ("2026-11-21" -> "11-21"),
 * with the hours or days without payments between the first and the last one at zero (the server answers only
 * those with payments), so the chart's axis keeps time evenly.
 */
export function incomePoints(incomes: Incomes, period: DashboardPeriod): { label: string; amount: number }[] {
  const series = incomes.series;
  if (series.length === 0) return [];
  const byHour = period === 'day';
  const amounts = new Map(series.map((p) => [p.bucket, p.amount]));
  return bucketsBetween(series[0].bucket, series[series.length - 1].bucket, byHour).map((bucket) => ({
    label: byHour ? bucket.slice(11, 16) : bucket.slice(5, 10),
    amount: amounts.get(bucket) ?? 0,
  }));
}

/** The busiest hour (the first of equals), or null when no car was present at any hour. */
export function busiestHour(peak: PeakHours): { hour: number; cars: number } | null {
  return peak.hours.reduce<{ hour: number; cars: number } | null>((best, h) => (h.cars > (best?.cars ?? 0) ? h : best), null);
}
