// The lists a signed-in user works within: lots (parking), shops and branches (shopping), stores (salesman).
import { array, boolean, nullable, number, object, optional, string, type Infer } from 'superstruct';

export const Lot = object({
  id: number(),
  name: string(),
  prefix: string(),
  plaza_id: number(),
  plaza_name: string(),
  time_zone: string(),
  url_logo: nullable(string()),
  /** The map pin, "lat,lng", null when none was placed (the special-rate screens show it, spec 2 §7). Optional
   *  so that a session stored before it was answered still reads. */
  location: optional(nullable(string())),
});
export type Lot = Infer<typeof Lot>;
export const LotListAnswer = object({ data: array(Lot) });

/** A store's or a shop's credits (spec 1 §3 "Session per module": credits.total; server/credits). Optional so
 *  that a session stored before credits existed still reads. */
export const Credits = object({ total: number() });
export type Credits = Infer<typeof Credits>;

/** A store in the shop and store dropdowns: its shop's prefix and logo (spec 1 §3 Session per module), optional so
 *  that a session stored before they were answered still reads. */
export const Branch = object({ id: number(), name: string(), prefix: optional(string()), url_logo: optional(nullable(string())), credits: optional(Credits) });
export type Branch = Infer<typeof Branch>;
export const Shop = object({ id: number(), name: string(), prefix: string(), url_logo: nullable(string()), branchs: array(Branch), credits: optional(Credits) });
export type Shop = Infer<typeof Shop>;
export const ShopListAnswer = object({ data: array(Shop) });

/** GET users/salesman/my-branchs: the salesman's stores. */
export const StoreListAnswer = object({ data: array(Branch) });

/** Where pusher-js connects (docs/realtime.md): a null wsHost or wsPort means the page's own host or port. */
export const RealtimeSettings = object({ key: string(), wsHost: nullable(string()), wsPort: nullable(number()), forceTLS: boolean() });
export type RealtimeSettings = Infer<typeof RealtimeSettings>;

/** The maps' tiles (MAP_TILES_URL): an address with {z}, {x} and {y}; the console's CSP allows its host. */
export const MapSettings = object({ tiles: string() });
export type MapSettings = Infer<typeof MapSettings>;

/** payments_url: where the browser reaches the card gateway for the card calls (docs/payments.md); null when
 *  no gateway is configured. */
export const ConfigAnswer = object({ version: string(), locales: array(string()), realtime: RealtimeSettings, map: MapSettings, payments_url: nullable(string()) });
export type ConfigAnswer = Infer<typeof ConfigAnswer>;
