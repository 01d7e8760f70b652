// Admin: Packages (/admin/packages, nexo.packages; spec 3 §3 "Credit package: bulk, transferable, gifts"; issue
// 20): the credit packages with their credits, gift credits, price, flags and approved purchases, searched by name
// and filtered by on sale or not; Add and each row's editor (no delete: a package is taken off sale).
import { Badge, Stack, Text, Title } from '@mantine/core';
import { AdminPackage } from '../../../contracts/admin-packages.struct';
import { formatMoney } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';
import { PackageEditor } from './package-editor';

/** The list's chart, reading its rows as the contract says. */
const packageList = adminListLogic(AdminPackage);

export default function PackagesScreen() {
  const { t } = useTranslate();
  const yesNo = (v: boolean) => t(v ? 'adminPackages.yes' : 'adminPackages.no');
  const columns: AdminColumn<AdminPackage>[] = [
    { label: t('adminPackages.name'), cell: (p) => p.name },
    { label: t('adminPackages.credits'), cell: (p) => p.credits, align: 'right' },
    { label: t('adminPackages.giftCredits'), cell: (p) => p.gift_credits, align: 'right' },
    { label: t('adminPackages.price'), cell: (p) => formatMoney(p.price_cents), align: 'right' },
    { label: t('adminPackages.bulk'), cell: (p) => yesNo(p.bulk) },
    { label: t('adminPackages.transferable'), cell: (p) => yesNo(p.transferable) },
    {
      label: t('adminPackages.status'),
      cell: (p) => <Badge variant="light" color={p.active ? 'teal' : 'gray'}>{t(p.active ? 'adminPackages.onSale' : 'adminPackages.offSale')}</Badge>,
    },
    { label: t('adminPackages.purchases'), cell: (p) => p.purchases, align: 'right' },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.packages')}</Title>
      <Text c="dimmed">{t('adminPackages.intro')}</Text>
      <AdminList<AdminPackage>
        logic={packageList}
        path="packages"
        label={t('menu.packages')}
        columns={columns}
        filters={[
          {
            name: 'status',
            label: t('adminPackages.status'),
            options: [
              { value: 'active', label: t('adminPackages.onSale') },
              { value: 'inactive', label: t('adminPackages.offSale') },
            ],
          },
        ]}
        searchPlaceholder={t('adminPackages.searchPlaceholder')}
        addLabel={t('adminPackages.add')}
        open={{ text: t('adminEditor.edit'), label: (p) => t('adminPackages.editOf', { name: p.name }) }}
        editor={(props) => <PackageEditor {...props} />}
        minWidth={900}
      />
    </Stack>
  );
}
