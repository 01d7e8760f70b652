// The store categories as the admin module's Categories lists them (GET admin/categories): the tree in order, each
// category under its parent and siblings by their name in the caller's language, with its depth, the names above
// it, and how many stores, requests (store requests and customers' requests) and subcategories it has. The
// categories are reference data of a few dozen rows: the tree is built here from one read.
import { asc, sql } from 'drizzle-orm';
import type { AdminCategory } from '../../../src/contracts/admin-categories.struct';
import type { Locale } from '../../../src/domain/validation/messages';
import type { Db } from '../../db/connect';
import { categories } from '../../db/schema';

export const PATH_SEPARATOR = ' › ';

type Row = Omit<AdminCategory, 'depth' | 'path' | 'children'>;

// The outer row is named `categories.id` in the counts: drizzle writes a selected field's column unqualified,
// which inside a subquery would name the subquery's own table.
async function categoryRows(db: Db): Promise<Row[]> {
  return db
    .select({
      id: categories.id,
      name_es: categories.nameEs,
      name_en: categories.nameEn,
      parent_id: categories.parentId,
      active: categories.active,
      stores: sql<number>`(select count(*) from branch_categories bc where bc.category_id = categories.id)::int`,
      requests: sql<number>`((select count(*) from store_requests r where r.category_id = categories.id)
        + (select count(*) from shopping_requests r where r.category_id = categories.id))::int`,
    })
    .from(categories)
    .orderBy(asc(categories.id));
}

/** Every category in the tree's order. A row whose parent is missing (none can be: the foreign key) would sit at
 *  the top; a cycle (refused by every write) would leave its rows out rather than loop. */
export async function categoryTree(db: Db, locale: Locale): Promise<AdminCategory[]> {
  const rows = await categoryRows(db);
  const nameOf = (r: Row) => (locale === 'es' ? r.name_es : r.name_en);
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, Row[]>();
  for (const r of rows) {
    const parent = r.parent_id !== null && ids.has(r.parent_id) ? r.parent_id : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), r]);
  }
  for (const list of childrenOf.values()) list.sort((a, b) => nameOf(a).localeCompare(nameOf(b), locale) || a.id - b.id);
  const out: AdminCategory[] = [];
  const walk = (parent: number | null, depth: number, above: string[]) => {
    for (const r of childrenOf.get(parent) ?? []) {
      out.push({ ...r, depth, path: above.join(PATH_SEPARATOR), children: childrenOf.get(r.id)?.length ?? 0 });
      walk(r.id, depth + 1, [...above, nameOf(r)]);
    }
  };
  walk(null, 0, []);
  return out;
}

/** The search: a category whose name in either language holds the text, in any capitals and accents. */
export function matchesCategory(row: AdminCategory, q: string | undefined): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const text = fold((q ?? '').trim());
  return text === '' || fold(row.name_es).includes(text) || fold(row.name_en).includes(text);
}
