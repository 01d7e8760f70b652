// The admin module's writes of a category (POST admin/categories, PUT and DELETE admin/categories/{category}). They
// run one at a time (a transaction-scoped advisory lock): the checks that read the whole tree (names taken in any
// capitals, a parent not under the category) must not race another write. A category that stores, store requests
// or customers' requests use, or that has subcategories, is not deleted (409): it can be made inactive, which
// takes it out of the store and request forms (GET utilities/categories offers the active ones).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminCategory, CategoryBody } from '../../../src/contracts/admin-categories.struct';
import { mayBeParent } from '../../../src/domain/categories/subtree';
import { validationMessage, type Locale } from '../../../src/domain/validation/messages';
import type { Db } from '../../db/connect';
import { categories } from '../../db/schema';
import { errorMap, HttpError, ValidationError } from '../../http/errors';
import { t } from '../../http/messages';
import { categoryTree } from './category-tree';

type Write = { app: FastifyInstance; locale: Locale };

/** Any number: it only has to differ from the other writers' advisory locks. */
const CATEGORY_WRITES_LOCK = 20_002;

const lockTree = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${CATEGORY_WRITES_LOCK})`);

const fieldsOf = (body: CategoryBody) => ({ nameEs: body.name_es, nameEn: body.name_en, parentId: body.parent_id ?? null, active: body.active });

/** The rules that need the tree: each name no other category's, the parent one that exists and is not the category
 *  or one of its subcategories. */
function checkCategory(tree: AdminCategory[], body: CategoryBody, locale: Locale, categoryId: number | null): void {
  const errors = errorMap();
  const others = tree.filter((c) => c.id !== categoryId);
  for (const field of ['name_es', 'name_en'] as const) {
    const name = body[field].toLowerCase();
    if (others.some((c) => c[field].toLowerCase() === name)) errors[field] = [t('categoryNameTaken', locale, body[field])];
  }
  const parentId = body.parent_id ?? null;
  if (parentId !== null) {
    if (!tree.some((c) => c.id === parentId)) errors.parent_id = [validationMessage('oneOf', 'parent_id', locale)];
    else if (!mayBeParent(tree, categoryId, parentId)) errors.parent_id = [t('categoryUnderItself', locale)];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const rowOf = (tree: AdminCategory[], id: number): AdminCategory => {
  const row = tree.find((c) => c.id === id);
  if (!row) throw new HttpError(404, 'notFound');
  return row;
};

export async function createCategory({ app, locale }: Write, body: CategoryBody): Promise<{ data: AdminCategory; message: string }> {
  const data = await app.db.transaction(async (tx) => {
    await lockTree(tx);
    checkCategory(await categoryTree(tx, locale), body, locale, null);
    const [row] = await tx.insert(categories).values(fieldsOf(body)).returning({ id: categories.id });
    return rowOf(await categoryTree(tx, locale), row.id);
  });
  return { data, message: t('categoryAdded', locale, locale === 'es' ? data.name_es : data.name_en) };
}

export async function updateCategory({ app, locale }: Write, categoryId: number, body: CategoryBody): Promise<{ data: AdminCategory; message: string }> {
  const data = await app.db.transaction(async (tx) => {
    await lockTree(tx);
    const tree = await categoryTree(tx, locale);
    rowOf(tree, categoryId);
    checkCategory(tree, body, locale, categoryId);
    await tx.update(categories).set(fieldsOf(body)).where(eq(categories.id, categoryId));
    return rowOf(await categoryTree(tx, locale), categoryId);
  });
  return { data, message: t('categorySaved', locale, locale === 'es' ? data.name_es : data.name_en) };
}

export async function deleteCategory({ app, locale }: Write, categoryId: number): Promise<{ message: string }> {
  const name = await app.db.transaction(async (tx) => {
    await lockTree(tx);
    // Locked first, so that a store or a request taking it meanwhile waits (its foreign key) and sees it gone.
    await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for('update');
    const row = rowOf(await categoryTree(tx, locale), categoryId);
    const name = locale === 'es' ? row.name_es : row.name_en;
    if (row.children > 0) throw new HttpError(409, 'categoryHasChildren', name);
    if (row.stores > 0 || row.requests > 0) throw new HttpError(409, 'categoryInUse', name);
    await tx.delete(categories).where(eq(categories.id, categoryId));
    return name;
  });
  return { message: t('categoryDeleted', locale, name) };
}
