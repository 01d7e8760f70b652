// One entry point for the statistics routes: a tile by its name, and what the filters offer.
import { asc } from 'drizzle-orm';
import type { StatisticsChoices, StatTile, TileOf } from '../../../src/contracts/statistics.struct';
import type { Db } from '../../db/connect';
import { parkings, shops } from '../../db/schema';
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
  const [lots, shopList] = await Promise.all([
    db.select({ id: parkings.id, name: parkings.name }).from(parkings).orderBy(asc(parkings.name), asc(parkings.id)),
    db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.name), asc(shops.id)),
  ]);
  return { lots, shops: shopList };
}
