// The admin module's Gifts Credits and Gifts Credits Users (issue 20; nexo.gifts, nexo.gifts.users): credits the
// platform gives to stores, each an entry `gift` of the store's credit ledger with the reason and who gave it,
// and the list of those gifts. POST admin/gifts gives `credits` to each store named, in one transaction.
import { array, assign, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { AdminListQuery } from './admin-list.struct';
import { MAX_CREDITS, MAX_RECIPIENTS } from './credits.struct';
import { day, id, text, whole } from './rules';

export const GIFT_RULES = { noteMin: 3, noteMax: 255 } as const;

/** POST admin/gifts: every store named receives `credits` (single-store credits: they never move). */
export const GiftBody = object({
  branch_ids: size(array(id()), 1, MAX_RECIPIENTS),
  credits: whole(1, MAX_CREDITS),
  note: text(GIFT_RULES.noteMin, GIFT_RULES.noteMax),
});
export type GiftBody = Infer<typeof GiftBody>;

export const GiftAnswer = object({ data: object({ stores: number(), credits: number() }), message: string() });
export type GiftAnswer = Infer<typeof GiftAnswer>;

/** GET admin/gifts/stores: the store picker's query (a store's or its shop's name). */
export const GiftStoresQuery = object({ q: optional(AdminListQuery.schema.q) });
export type GiftStoresQuery = Infer<typeof GiftStoresQuery>;
/** How many stores the picker answers at most: the search narrows them. */
export const GIFT_STORES_MAX = 50;

/** A store that may receive credits (an active one) and its shop. */
export const GiftStore = object({ id: number(), name: string(), shop_id: number(), shop_name: string() });
export type GiftStore = Infer<typeof GiftStore>;
export const GiftStoresAnswer = object({ data: array(GiftStore) });

/** GET admin/gifts/users and its export: the list's query and the days given (the company's time zone). */
export const GiftUsersQuery = assign(AdminListQuery, object({ from: optional(day(true)), to: optional(day(true)) }));
export type GiftUsersQuery = Infer<typeof GiftUsersQuery>;

/** A row of GET admin/gifts/users: one gift to one store, newest first. */
export const GiftRow = object({
  id: number(),
  at: string(),
  branch_id: number(),
  branch_name: string(),
  shop_id: number(),
  shop_name: string(),
  credits: number(),
  /** The reason given (null for the seeded welcome gifts, which have none). */
  note: nullable(string()),
  /** Who gave it: their name and e-mail (null once the user is gone from the records). */
  given_by: nullable(string()),
  given_by_email: nullable(string()),
});
export type GiftRow = Infer<typeof GiftRow>;
