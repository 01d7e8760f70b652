// Admin: Categories (category.view; issue 20): GET admin/categories (the tree in order, searched by either name,
// paged) and its export, POST admin/categories, PUT and DELETE admin/categories/{category}.
import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { AdminListQuery } from '../../../src/contracts/admin-list.struct';
import { CategoryBody } from '../../../src/contracts/admin-categories.struct';
import { id } from '../../../src/contracts/rules';
import { categoryTree, matchesCategory } from '../../admin/categories/category-tree';
import { sendCategorySheet } from '../../admin/categories/category-sheet';
import { createCategory, deleteCategory, updateCategory } from '../../admin/categories/category-writes';
import { readPage } from '../../lists/paging';
import { defineRoute } from '../../http/route';
import { NO_TENANT } from '../../http/tenant';

const PERMISSION = 'category.view';
const CategoryParams = object({ categoryId: id() });

/** Examples given so far: each new category of the matrix takes names of its own. */
let examples = 0;

export function adminCategoryRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/categories',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminListQuery,
    example: () => ({ query: { q: 'ropa', page: '1', per_page: '10' } }),
    handler: async ({ query, locale }) => {
      const rows = (await categoryTree(app.db, locale)).filter((row) => matchesCategory(row, query.q));
      return readPage(query, async () => rows.length, async ({ limit, offset }) => rows.slice(offset, offset + limit));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/categories/export',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    query: AdminListQuery,
    example: () => ({ query: { q: 'ropa' } }),
    handler: async ({ query, locale, reply }) => sendCategorySheet(app, query, locale, reply),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/categories',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    body: CategoryBody,
    example: () => {
      const n = ++examples;
      return { body: { name_es: `Categoría de ejemplo ${n}`, name_en: `Sample category ${n}`, parent_id: 1, active: true } };
    },
    handler: async ({ body, locale, reply }) => {
      const saved = await createCategory({ app, locale }, body);
      reply.code(201);
      return saved;
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/categories/:categoryId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: CategoryParams,
    body: CategoryBody,
    example: () => ({ params: { categoryId: 7 }, body: { name_es: 'Juguetes', name_en: 'Toys', parent_id: null, active: true } }),
    handler: async ({ params, body, locale }) => updateCategory({ app, locale }, params.categoryId, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/categories/:categoryId',
    auth: 'user',
    permission: PERMISSION,
    tenant: NO_TENANT,
    params: CategoryParams,
    example: { skip: 'deletes a category of its own each time: the demo ones are in use or needed by other tests; tests/server/admin-places.test.ts' },
    sample: () => ({ params: { categoryId: 1 } }),
    handler: async ({ params, locale }) => deleteCategory({ app, locale }, params.categoryId),
  });
}
