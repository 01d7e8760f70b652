// Every category, in the tree's order, for the category editor's parent picker: read each time the editor opens
// (a read, not a flow: a promise actor, no chart). Unread, the picker offers "None (top level)" and the parent
// the category has.
import { fromPromise } from 'xstate';
import type { AdminCategory } from '../../contracts/admin-categories.struct';
import { fetchCategoryTree } from '../../services/admin-categories.api';

export const categoryTree = fromPromise<AdminCategory[]>(() => fetchCategoryTree());
