// The Categories' editor (admin-editor chart with the category's form): both names, the parent (any category outside
// this one's subtree, read when the editor opens, or none: the top level), active; a listed category may be deleted
// (refused while it has subcategories or stores and requests use it: the server says what to do).
import { Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useActor } from '@xstate/react';
import type { AdminCategory } from '../../../contracts/admin-categories.struct';
import type { Locale } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { categoryEditorMachine, categoryValuesOf, emptyCategory, parentOptions, type CategoryValues } from '../../../machines/admin-editor/category-editor';
import { categoryTree } from '../../../machines/admin-editor/category-tree.actor';
import { AdminEditorModal, useAdminEditor } from '../admin-editor';
import type { AdminEditorProps } from '../admin-list';

/** The parent picker's value for "none" (Mantine keeps null for no choice). */
const TOP = 'top';

export const categoryName = (c: Pick<AdminCategory, 'name_es' | 'name_en'>, locale: Locale) => (locale === 'es' ? c.name_es : c.name_en);

export function CategoryEditor({ target, onSaved, onClose }: AdminEditorProps<AdminCategory>) {
  const { t, locale } = useTranslate();
  const row = target.mode === 'edit' ? target.row : null;
  const initialValues = row ? categoryValuesOf(row) : emptyCategory();
  const editor = useAdminEditor(categoryEditorMachine, { subject: row ? { id: row.id, name: categoryName(row, locale) } : null, values: initialValues }, { onSaved, onClose });
  const form = useForm<CategoryValues>({ mode: 'controlled', initialValues });
  const [tree] = useActor(categoryTree);
  const busy = !editor.state.matches('editing');
  const { errorOf } = editor;
  const parents = tree.status === 'done' ? parentOptions(tree.output, row?.id ?? null) : [];
  // Until the tree is read, the parent the category has still shows.
  const known = row?.parent_id != null && !parents.some((p) => p.id === row.parent_id) ? [{ value: String(row.parent_id), label: row.path.split(' › ').at(-1) ?? '' }] : [];
  const options = [
    { value: TOP, label: t('adminCategories.top') },
    ...known,
    ...parents.map((p) => ({ value: String(p.id), label: `${'— '.repeat(p.depth)}${categoryName(p, locale)}` })),
  ];
  return (
    <AdminEditorModal editor={editor} title={t(row ? 'adminCategories.editTitle' : 'adminCategories.new')} onSave={() => editor.editor.send({ type: 'editor.save', values: form.getValues() })}>
      <TextInput label={t('adminCategories.nameEs')} withAsterisk disabled={busy} {...form.getInputProps('name_es')} error={errorOf('name_es', 'adminCategories.nameEs')} />
      <TextInput label={t('adminCategories.nameEn')} withAsterisk disabled={busy} {...form.getInputProps('name_en')} error={errorOf('name_en', 'adminCategories.nameEn')} />
      <Select
        label={t('adminCategories.under')}
        data={options}
        value={form.values.parent_id === null ? TOP : String(form.values.parent_id)}
        onChange={(v) => form.setFieldValue('parent_id', v === null || v === TOP ? null : Number(v))}
        allowDeselect={false}
        searchable
        disabled={busy}
        error={errorOf('parent_id', 'adminCategories.under')}
      />
      <Switch label={t('adminCategories.active')} description={t('adminCategories.activeHint')} checked={form.values.active} disabled={busy} onChange={(e) => form.setFieldValue('active', e.currentTarget.checked)} />
    </AdminEditorModal>
  );
}
