// The admin module's Categories (spec 3 §2 Admin sidebar "Categories", issue 20): the store categories as a tree
// (a category may sit under another), named in both languages, active or not. Stores and store requests offer
// the active ones (GET utilities/categories). A parent that is the category itself or one of its subcategories
// is refused (422); a category that stores, store requests or customers' requests use, or that has
// subcategories, is not deleted (409).
import { boolean, coerce, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { flag, id, text } from './rules';

export const CATEGORY_RULES = { nameMin: 2, nameMax: 60 } as const;

const trimmed = () => coerce(text(CATEGORY_RULES.nameMin, CATEGORY_RULES.nameMax), string(), (v) => v.trim());

/** POST admin/categories, PUT admin/categories/{category}: `parent_id` null (or absent) at the top. */
export const CategoryBody = object({
  name_es: trimmed(),
  name_en: trimmed(),
  parent_id: optional(nullable(id())),
  active: flag(),
});
export type CategoryBody = Infer<typeof CategoryBody>;

/** A row of GET admin/categories, in the tree's order (each under its parent, siblings by name): `depth` 0 at
 *  the top, `path` the names (in the caller's language) of the categories above it, top first, joined by ' › ';
 *  how many stores and requests (store requests and customers' requests) use it and how many subcategories it has. */
export const AdminCategory = object({
  id: number(),
  name_es: string(),
  name_en: string(),
  parent_id: nullable(number()),
  active: boolean(),
  depth: number(),
  path: string(),
  stores: number(),
  requests: number(),
  children: number(),
});
export type AdminCategory = Infer<typeof AdminCategory>;

export const CategorySavedAnswer = object({ data: AdminCategory, message: string() });
export const CategoryDeletedAnswer = object({ message: string() });
