// The Categories' editor (admin module, issue 20): the admin editor chart with a category's form (both names, the
// parent, active; src/contracts/admin-categories.struct.ts, checked again by the server) and its save and delete.
// The parent is chosen among the categories outside this one's subtree (src/domain/categories/subtree.ts).
import { CategoryBody, type AdminCategory } from '../../contracts/admin-categories.struct';
import { mayBeParent } from '../../domain/categories/subtree';
import { deleteCategory, saveCategory } from '../../services/admin-categories.api';
import { adminEditorMachine, type Problems } from './admin-editor.machine';
import { structProblems } from './form-problems';

export type CategoryValues = { name_es: string; name_en: string; parent_id: number | null; active: boolean };

export const emptyCategory = (): CategoryValues => ({ name_es: '', name_en: '', parent_id: null, active: true });

export const categoryValuesOf = (c: AdminCategory): CategoryValues => ({ name_es: c.name_es, name_en: c.name_en, parent_id: c.parent_id, active: c.active });

export const categoryBodyOf = (v: CategoryValues): CategoryBody => ({ name_es: v.name_es.trim(), name_en: v.name_en.trim(), parent_id: v.parent_id, active: v.active });

export const categoryProblems = (v: CategoryValues): Problems => structProblems(categoryBodyOf(v), CategoryBody);

/** The categories the one being edited (null: a new one) may go under, in the tree's order. */
export const parentOptions = (tree: readonly AdminCategory[], id: number | null): AdminCategory[] => tree.filter((c) => mayBeParent(tree, id, c.id));

export const categoryEditorMachine = adminEditorMachine<CategoryValues>({
  problemsOf: categoryProblems,
  save: ({ subject, values }) => saveCategory(subject?.id ?? null, categoryBodyOf(values)),
  remove: (subject) => deleteCategory(subject.id),
});
