// Admin: Categories' calls (docs/api.md "Admin: places"): a category's save (new or edit) and its delete, and the
// whole tree for the parent picker. The list and its export go through the admin lists' calls (admin-list.api.ts).
import { AdminCategory, CategoryDeletedAnswer, CategorySavedAnswer, type CategoryBody } from '../contracts/admin-categories.struct';
import { adminPage } from '../contracts/admin-list.struct';
import { apiCall } from './http';

export const saveCategory = (categoryId: number | null, body: CategoryBody) =>
  apiCall(CategorySavedAnswer, categoryId === null ? 'admin/categories' : `admin/categories/${categoryId}`, { method: categoryId === null ? 'POST' : 'PUT', body });

export const deleteCategory = (categoryId: number) => apiCall(CategoryDeletedAnswer, `admin/categories/${categoryId}`, { method: 'DELETE' });

/** Every category in the tree's order (the parent picker): the list's pages read one after another. */
export async function fetchCategoryTree(): Promise<AdminCategory[]> {
  const rows: AdminCategory[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiCall(adminPage(AdminCategory), `admin/categories?per_page=50&page=${page}`);
    rows.push(...answer.data);
    if (rows.length >= answer.total || answer.data.length === 0 || answer.page < page) return rows;
  }
}
