// Admin: Categories (/admin/categories, category.view; issue 20): the store categories as a tree (each under its
// parent, indented, with the names above it), searched by either name, with their status and uses; Add and each
// row's editor (both names, the parent, active; delete).
import { Badge, Stack, Text, Title } from '@mantine/core';
import { AdminCategory } from '../../../contracts/admin-categories.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';
import { CategoryEditor, categoryName } from './category-editor';

/** The list's chart, reading its rows as the contract says. */
const categoryList = adminListLogic(AdminCategory);

export default function CategoriesScreen() {
  const { t, locale } = useTranslate();
  const columns: AdminColumn<AdminCategory>[] = [
    {
      label: t('adminCategories.name'),
      cell: (c) => (
        <Stack gap={0} pl={c.depth * 20}>
          <Text size="sm">{categoryName(c, locale)}</Text>
          {c.path ? <Text size="xs" c="dimmed">{c.path}</Text> : null}
        </Stack>
      ),
    },
    { label: t('adminCategories.status'), cell: (c) => <Badge variant="light" color={c.active ? 'teal' : 'gray'}>{t(c.active ? 'adminCategories.active' : 'adminCategories.inactive')}</Badge> },
    { label: t('adminCategories.stores'), cell: (c) => c.stores, align: 'right' },
    { label: t('adminCategories.requests'), cell: (c) => c.requests, align: 'right' },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.categories')}</Title>
      <Text c="dimmed">{t('adminCategories.intro')}</Text>
      <AdminList<AdminCategory>
        logic={categoryList}
        path="categories"
        label={t('menu.categories')}
        columns={columns}
        searchPlaceholder={t('adminCategories.searchPlaceholder')}
        addLabel={t('adminCategories.add')}
        open={{ text: t('adminEditor.edit'), label: (c) => t('adminCategories.editOf', { name: categoryName(c, locale) }) }}
        editor={(props) => <CategoryEditor {...props} />}
        minWidth={640}
      />
    </Stack>
  );
}
