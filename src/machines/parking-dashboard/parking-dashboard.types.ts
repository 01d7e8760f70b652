// Parking dashboard chart types (spec 2 "Parking dashboard", docs/realtime.md), in reading order: the tile
// child (context, input, events, actor contracts), then the dashboard that owns the tiles and the gate map.
import type { Access } from '../../contracts/access.struct';
import type { AverageTime, Cars, DashboardPeriod, DashboardTile, Incomes, ParkingTime, PeakHours } from '../../contracts/dashboard.struct';
import type { RealtimeEvent } from '../../services/realtime';

// ---- Tile: context ---------------------------------------------------------------------------------------
export type TileValues = { incomes: Incomes; 'peak-hours': PeakHours; 'parking-time': ParkingTime; 'average-time': AverageTime; cars: Cars };
/** One tile's figures, labelled with the tile they belong to. */
export type TileData = { [K in DashboardTile]: { tile: K; value: TileValues[K] } }[DashboardTile];

export type TileContext = {
  lotId: number;
  tile: DashboardTile;
  period: DashboardPeriod;
  /** null until the period's figures arrive (a new period starts empty: no figures of another period). */
  data: TileData | null;
  error: string | null;
  /** The channel announced a change while a load was on its way: read again once it lands. */
  outdated: boolean;
};

// ---- Tile: input and events ------------------------------------------------------------------------------
export type TileInput = { lotId: number; tile: DashboardTile };

export type TileEvent =
  | { type: 'tile.period'; period: DashboardPeriod }
  | { type: 'tile.retry' }
  /** Something this tile counts changed (a realtime event): reload after a short pause. */
  | { type: 'tile.changed' }
  /** The channel came back after a lost connection: events may be missing, reload (a failed tile too). */
  | { type: 'tile.reload' };

// ---- Tile: actor contracts -------------------------------------------------------------------------------
export type LoadTileInput = { lotId: number; tile: DashboardTile; period: DashboardPeriod };

// ---- Dashboard: context, input, events -------------------------------------------------------------------
export type AccessesLoaded = { accesses: Access[]; /** SVG text by map path; null when a map could not be read. */ maps: Record<string, string | null> };

export type DashboardContext = AccessesLoaded & {
  lotId: number;
  /** The access the gate map's carousel shows. */
  accessIndex: number;
  accessesError: string | null;
};

export type DashboardInput = { lotId: number };

export type DashboardEvent = RealtimeEvent | { type: 'dashboard.nextAccess' } | { type: 'dashboard.previousAccess' } | { type: 'dashboard.retryAccesses' };

/** The tile children's ids (each is also its src, as every invoke of ours). */
export const TILE_ACTORS = {
  incomes: 'incomesTile',
  'peak-hours': 'peakHoursTile',
  'parking-time': 'parkingTimeTile',
  'average-time': 'averageTimeTile',
  cars: 'carsTile',
} as const satisfies Record<DashboardTile, string>;
