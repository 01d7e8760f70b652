// Admin: Mall (/admin/plazas, nexo.plaza; issue 20): the plazas lots and stores are in, searched by name or
// address, with their pin, lots and stores; Add and each row's editor (name, address, the map's pin; delete).
import { Stack, Text, Title } from '@mantine/core';
import { AdminPlaza } from '../../../contracts/admin-plazas.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';
import { PlazaEditor } from './plaza-editor';

/** The list's chart, reading its rows as the contract says. */
const plazaList = adminListLogic(AdminPlaza);

export default function PlazasScreen() {
  const { t } = useTranslate();
  const columns: AdminColumn<AdminPlaza>[] = [
    { label: t('adminPlazas.name'), cell: (p) => p.name },
    { label: t('adminPlazas.address'), cell: (p) => p.address },
    { label: t('adminPlazas.location'), cell: (p) => p.location ?? <Text span c="dimmed" size="sm">{t('adminPlazas.noPin')}</Text> },
    { label: t('adminPlazas.lots'), cell: (p) => p.lots, align: 'right' },
    { label: t('adminPlazas.stores'), cell: (p) => p.stores, align: 'right' },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.mall')}</Title>
      <Text c="dimmed">{t('adminPlazas.intro')}</Text>
      <AdminList<AdminPlaza>
        logic={plazaList}
        path="plazas"
        label={t('menu.mall')}
        columns={columns}
        searchPlaceholder={t('adminPlazas.searchPlaceholder')}
        addLabel={t('adminPlazas.add')}
        open={{ text: t('adminEditor.edit'), label: (p) => t('adminPlazas.editOf', { name: p.name }) }}
        editor={(props) => <PlazaEditor {...props} />}
        minWidth={760}
      />
    </Stack>
  );
}
