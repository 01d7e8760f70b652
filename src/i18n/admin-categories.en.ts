// English words of the admin module's Categories, in admin-categories.es.ts's order.
import type adminCategoriesEs from './admin-categories.es';
import type { Translation } from './dictionary';
const adminCategoriesEn: Translation<typeof adminCategoriesEs> = {
  'adminCategories.intro': 'The categories of stores and their requests, as a tree. Stores and requests offer the active ones.',
  'adminCategories.add': 'Add category',
  'adminCategories.searchPlaceholder': 'Name in Spanish or English',
  'adminCategories.name': 'Name',
  'adminCategories.nameEs': 'Name in Spanish',
  'adminCategories.nameEn': 'Name in English',
  'adminCategories.under': 'Under',
  'adminCategories.top': 'None (top level)',
  'adminCategories.active': 'Active',
  'adminCategories.inactive': 'Inactive',
  'adminCategories.status': 'Status',
  'adminCategories.stores': 'Stores',
  'adminCategories.requests': 'Requests',
  'adminCategories.editOf': 'Edit {{name}}',
  'adminCategories.new': 'New category',
  'adminCategories.editTitle': 'Edit category',
  'adminCategories.activeHint': 'An inactive category is no longer offered to stores and requests; the ones that use it keep it.',
};
export default adminCategoriesEn;
