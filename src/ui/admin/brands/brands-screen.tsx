// Admin: Brands (/admin/brands, nexo.brand; issue 20): every shop as a brand, with its logo, owner and stores,
// whether it owns more than one store and how many do not share its core info; each row's editor.
import { Stack, Text, Title } from '@mantine/core';
import { AdminBrand } from '../../../contracts/admin-brands.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';
import { BrandEditor } from './brand-editor';
import { BrandLogo } from './brand-logo';

/** The list's chart, reading its rows as the contract says. */
const brandList = adminListLogic(AdminBrand);

export default function BrandsScreen() {
  const { t } = useTranslate();
  const columns: AdminColumn<AdminBrand>[] = [
    { label: t('adminBrands.logo'), cell: (b) => <BrandLogo brand={b} size={32} /> },
    { label: t('adminBrands.name'), cell: (b) => b.name },
    { label: t('adminBrands.prefix'), cell: (b) => b.prefix },
    { label: t('adminBrands.owner'), cell: (b) => (b.owner ? `${b.owner.name} (${b.owner.email})` : <Text span c="dimmed" size="sm">{t('adminBrands.noOwner')}</Text>) },
    { label: t('adminBrands.stores'), cell: (b) => b.stores.length, align: 'right' },
    {
      label: t('adminBrands.moreThanOne'),
      cell: (b) => (b.more_than_one ? `${t('adminBrands.yes')}${b.not_under.length > 0 ? ` · ${t('adminBrands.excluded', { count: b.not_under.length })}` : ''}` : t('adminBrands.no')),
    },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.brands')}</Title>
      <Text c="dimmed">{t('adminBrands.intro')}</Text>
      <AdminList<AdminBrand>
        logic={brandList}
        path="brands"
        label={t('menu.brands')}
        columns={columns}
        searchPlaceholder={t('adminBrands.searchPlaceholder')}
        open={{ text: t('adminEditor.edit'), label: (b) => t('adminBrands.editOf', { name: b.name }) }}
        editor={(props) => <BrandEditor {...props} />}
        minWidth={860}
      />
    </Stack>
  );
}
