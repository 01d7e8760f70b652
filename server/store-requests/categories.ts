// The store categories a store or a store request is filed under (spec 3 §3): reference data inserted by
// migration 0016, named in the caller's language (GET utilities/categories).
import { asc, eq } from 'drizzle-orm';
import type { Category } from '../../src/contracts/store-request.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Db } from '../db/connect';
import { categories } from '../db/schema';

/** The active categories, by their name in `locale`. */
export async function categoryList(db: Db, locale: Locale): Promise<Category[]> {
  const name = locale === 'es' ? categories.nameEs : categories.nameEn;
  return db.select({ id: categories.id, name }).from(categories).where(eq(categories.active, true)).orderBy(asc(name));
}
