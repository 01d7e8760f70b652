// The platform statistics (issue 20 item 2; docs/api.md "Admin: statistics"): across tenants, from SQL
// aggregates of the real tables (server/admin/statistics). A period is whole days `from`..`to` (both included;
// src/domain/statistics/stats-range.ts); the parking tiles read each lot's days in its own time zone and take
// `parking_id`, the shopping tiles (credits, funnel) read the platform's days and take `shop_id`.
// Money is integer cents; a stay is whole minutes; a weekday is 0 (Sunday) to 6.
import { array, literal, number, object, optional, string, type Infer, type Struct } from 'superstruct';
import { day, id, oneOf } from './rules';

export const STAT_TILES = ['income', 'visits', 'occupancy', 'stay', 'credits', 'funnel'] as const;
export type StatTile = (typeof STAT_TILES)[number];
export const StatTile = oneOf(STAT_TILES);

/** The tiles of parking lots (filtered by `parking_id`); the others are the shops' (filtered by `shop_id`). */
export const PARKING_TILES: readonly StatTile[] = ['income', 'visits', 'occupancy', 'stay'];

export const StatisticsQuery = object({
  from: optional(day()),
  to: optional(day()),
  parking_id: optional(id()),
  shop_id: optional(id()),
});
export type StatisticsQuery = Infer<typeof StatisticsQuery>;

/** The period a tile was read for (the query's, its missing ends filled in). */
const period = { from: string(), to: string() };

/** Income of the visits paid in the period, by lot and local day (days and lots without income left out). */
export const IncomeTile = object({
  tile: literal('income'),
  ...period,
  total: number(),
  payments: number(),
  lots: array(object({ parking_id: number(), name: string(), amount: number(), payments: number() })),
  days: array(object({ day: string(), parking_id: number(), amount: number(), payments: number() })),
});

/** Cars that entered in the period, by lot and local day. */
export const VisitsTile = object({
  tile: literal('visits'),
  ...period,
  total: number(),
  lots: array(object({ parking_id: number(), name: string(), visits: number() })),
  days: array(object({ day: string(), parking_id: number(), visits: number() })),
});

/** Cars present at the start of each local hour, averaged by weekday and hour, summed over the lots. */
export const OccupancyTile = object({
  tile: literal('occupancy'),
  ...period,
  cells: array(object({ weekday: number(), hour: number(), cars: number() })),
});

/** Stays that ended in the period: their average, per lot, and by length. */
export const StayTile = object({
  tile: literal('stay'),
  ...period,
  minutes: number(),
  visits: number(),
  lots: array(object({ parking_id: number(), name: string(), minutes: number(), visits: number() })),
  buckets: array(object({ label: string(), visits: number() })),
});

const creditFigures = { sold: number(), gifted: number(), spent: number(), amount_cents: number() };

/** Credits bought (and their price), given and spent on offers, by the platform's local day. */
export const CreditsTile = object({
  tile: literal('credits'),
  ...period,
  totals: object(creditFigures),
  days: array(object({ day: string(), ...creditFigures })),
});

/** The requests created in the period (of a shop: those that reached its stores) and how far they came. */
export const FunnelTile = object({
  tile: literal('funnel'),
  ...period,
  requests: number(),
  offered: number(),
  accepted: number(),
  done: number(),
});

export type IncomeTile = Infer<typeof IncomeTile>;
export type VisitsTile = Infer<typeof VisitsTile>;
export type OccupancyTile = Infer<typeof OccupancyTile>;
export type StayTile = Infer<typeof StayTile>;
export type CreditsTile = Infer<typeof CreditsTile>;
export type FunnelTile = Infer<typeof FunnelTile>;
/** One tile's answer, told apart by its `tile`. */
export type TileData = IncomeTile | VisitsTile | OccupancyTile | StayTile | CreditsTile | FunnelTile;

const TILE_STRUCTS = {
  income: IncomeTile,
  visits: VisitsTile,
  occupancy: OccupancyTile,
  stay: StayTile,
  credits: CreditsTile,
  funnel: FunnelTile,
} as const;

/** The struct a tile's answer is checked with: that tile's own (each is one member of TileData). */
export const tileAnswer = (tile: StatTile): Struct<{ data: TileData }, unknown> => object({ data: TILE_STRUCTS[tile] }) as unknown as Struct<{ data: TileData }, unknown>;

/** What the filters offer: every lot and every shop of the platform, by name. */
export const StatisticsChoices = object({
  lots: array(object({ id: number(), name: string() })),
  shops: array(object({ id: number(), name: string() })),
});
export type StatisticsChoices = Infer<typeof StatisticsChoices>;
export const StatisticsChoicesAnswer = object({ data: StatisticsChoices });

export type TileOf<T extends StatTile> = Extract<TileData, { tile: T }>;
