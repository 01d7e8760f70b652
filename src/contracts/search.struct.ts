// The command palette's search in the active lot (issue 21 item 2): GET parkings/{parkingId}/search?q= finds
// pensions by name or plate and visits by plate, phone or ticket number (the visit's id), up to
// SEARCH_LIMIT of each kind.
import { array, enums, nullable, number, object, string, type Infer } from 'superstruct';
import { text } from './rules';

/** The text must be 2..60 characters (trimmed): shorter finds too much, longer is no one's plate or name. */
export const SEARCH_RULES = { min: 2, max: 60 } as const;
/** At most this many results of each kind: pensions, open visits, recent visits. */
export const SEARCH_LIMIT = 8;
/** A visit that is no longer open is "recent" when it entered within this many days. */
export const RECENT_DAYS = 30;

export const SearchQuery = object({ q: text(SEARCH_RULES.min, SEARCH_RULES.max) });
export type SearchQuery = Infer<typeof SearchQuery>;

export const PensionHit = object({ id: number(), name: string(), email: string(), plates: array(string()) });
export type PensionHit = Infer<typeof PensionHit>;

export const VisitHit = object({
  id: number(),
  plate: string(),
  phone: nullable(string()),
  state: enums(['open', 'paid', 'closed']),
  entry_at: string(),
  paid_at: nullable(string()),
  amount: nullable(number()),
});
export type VisitHit = Infer<typeof VisitHit>;

export const SearchAnswer = object({ pensions: array(PensionHit), open: array(VisitHit), recent: array(VisitHit) });
export type SearchAnswer = Infer<typeof SearchAnswer>;
