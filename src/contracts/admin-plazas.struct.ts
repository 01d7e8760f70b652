// The admin module's Mall (spec 3 §2 Admin sidebar "Mall", issue 20): the plazas (malls) lots and stores are in,
// with their address and map pin. The body of POST admin/plazas and PUT admin/plazas/{plaza}, shared by the
// plaza editor and the server, and the list's rows. A plaza with lots, stores or customers' requests in it is
// not deleted (409): they name it.
import { coerce, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { parseLocation } from './lot.struct';
import { plain, text } from './rules';

export const PLAZA_RULES = { nameMin: 3, nameMax: 100, addressMin: 6, addressMax: 255 } as const;

const trimmed = (min: number, max: number) => coerce(text(min, max), string(), (v) => v.trim());

/** POST admin/plazas, PUT admin/plazas/{plaza}: `location` is the pin ("lat,lng"), empty or absent for none. */
export const PlazaBody = object({
  name: trimmed(PLAZA_RULES.nameMin, PLAZA_RULES.nameMax),
  address: trimmed(PLAZA_RULES.addressMin, PLAZA_RULES.addressMax),
  location: optional(coerce(plain(60), string(), (v) => v.trim())),
});
export type PlazaBody = Infer<typeof PlazaBody>;

/** The rules across fields: a pin, when given, is a latitude and longitude within their ranges. */
export const plazaRuleFailures = (body: PlazaBody): [field: string, code: string][] =>
  body.location && !parseLocation(body.location) ? [['location', 'location']] : [];

/** A row of GET admin/plazas: the plaza and how many lots and stores (not deleted) are in it. */
export const AdminPlaza = object({
  id: number(),
  name: string(),
  address: string(),
  location: nullable(string()),
  lots: number(),
  stores: number(),
});
export type AdminPlaza = Infer<typeof AdminPlaza>;

/** What a save answers: the plaza as the list shows it, and the toast's words. */
export const PlazaSavedAnswer = object({ data: AdminPlaza, message: string() });
export const PlazaDeletedAnswer = object({ message: string() });
