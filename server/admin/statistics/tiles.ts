// One entry point for the statistics routes: a tile by its name, and what the filters offer.
import type { StatisticsChoices, StatTile, TileOf } from '../../../src/contracts/statistics.struct';
import type { Db } from '../../db/connect';
import { platformTenants } from '../../reference/platform-tenants';
import { incomeTile, occupancyTile, stayTile, visitsTile } from './parking-tiles';
import type { StatsFilters } from './period';
import { creditsTile, funnelTile } from './shopping-tiles';

const TILES: { [T in StatTile]: (db: Db, f: StatsFilters) => Promise<TileOf<T>> } = {
  income: incomeTile,
  visits: visitsTile,
  occupancy: occupancyTile,
  stay: stayTile,
  credits: creditsTile,
  funnel: funnelTile,
};

export function readTile<T extends StatTile>(db: Db, tile: T, f: StatsFilters): Promise<TileOf<T>> {
  return TILES[tile](db, f);
}

/** Every lot and every shop of the platform, by name. */
export async function statisticsChoices(db: Db): Promise<StatisticsChoices> {
  return platformTenants(db);
}
