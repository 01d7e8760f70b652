// Admin: Parking (/admin/parkings, nexo.parking; issue 20): every lot of every tenant with its plaza, its owners and
// its status, filtered by plaza and status and searched (lot, prefix, address, plaza or owner); each row's card
// holds the active switch.
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useActor } from '@xstate/react';
import { AdminParking } from '../../../contracts/admin-parkings.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { plazaOptions } from '../../../machines/admin-editor/plaza-options.actor';
import { AdminList, type AdminColumn, type AdminFilter } from '../admin-list';
import { ParkingEditor } from './parking-editor';

/** The list's chart, reading its rows as the contract says. */
const parkingList = adminListLogic(AdminParking);

export default function ParkingsScreen() {
  const { t } = useTranslate();
  const [plazas] = useActor(plazaOptions);
  const columns: AdminColumn<AdminParking>[] = [
    { label: t('adminParkings.lot'), cell: (l) => l.name },
    { label: t('adminParkings.prefix'), cell: (l) => l.prefix },
    { label: t('adminParkings.plaza'), cell: (l) => l.plaza_name },
    {
      label: t('adminParkings.owners'),
      cell: (l) => (l.owners.length > 0 ? l.owners.map((o) => `${o.name} (${o.email})`).join(', ') : <Text span c="dimmed" size="sm">{t('adminParkings.noOwner')}</Text>),
    },
    { label: t('adminParkings.status'), cell: (l) => <StatusBadge active={l.active} /> },
  ];
  const filters: AdminFilter[] = [
    { name: 'plaza_id', label: t('adminParkings.plaza'), options: (plazas.status === 'done' ? plazas.output : []).map((p) => ({ value: String(p.id), label: p.name })), width: 200 },
    {
      name: 'status',
      label: t('adminParkings.status'),
      options: [
        { value: '1', label: t('adminParkings.active') },
        { value: '2', label: t('adminParkings.inactive') },
      ],
      width: 150,
    },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.parking')}</Title>
      <Text c="dimmed">{t('adminParkings.intro')}</Text>
      <AdminList<AdminParking>
        logic={parkingList}
        path="parkings"
        label={t('menu.parking')}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('adminParkings.searchPlaceholder')}
        open={{ text: t('adminParkings.open'), label: (l) => t('adminParkings.openOf', { name: l.name }) }}
        editor={(props) => <ParkingEditor {...props} />}
        minWidth={900}
      />
    </Stack>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslate();
  return <Badge variant="light" color={active ? 'teal' : 'gray'}>{t(active ? 'adminParkings.active' : 'adminParkings.inactive')}</Badge>;
}
