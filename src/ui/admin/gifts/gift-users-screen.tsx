// Admin: Gifts Credits Users (/admin/gifts/users, nexo.gifts.users; issue 20): the credits the platform gave to
// stores, newest first: when, the store and its brand, how many, why and who gave them; searched and exported.
import { Stack, Text, Title } from '@mantine/core';
import { GiftRow } from '../../../contracts/admin-gifts.struct';
import { formatDateTime } from '../../../domain/formats/edge-formats';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';

/** The list's chart, reading its rows as the contract says. */
const giftList = adminListLogic(GiftRow);

export default function GiftUsersScreen() {
  const { t } = useTranslate();
  const columns: AdminColumn<GiftRow>[] = [
    { label: t('adminGiftUsers.date'), cell: (g) => formatDateTime(g.at) },
    { label: t('adminGiftUsers.store'), cell: (g) => g.branch_name },
    { label: t('adminGiftUsers.shop'), cell: (g) => g.shop_name },
    { label: t('adminGiftUsers.credits'), cell: (g) => `+${g.credits}`, align: 'right' },
    { label: t('adminGiftUsers.note'), cell: (g) => g.note ?? <Text span c="dimmed" size="sm">{t('adminGiftUsers.noNote')}</Text> },
    { label: t('adminGiftUsers.givenBy'), cell: (g) => (g.given_by === null ? '' : <span title={g.given_by_email ?? undefined}>{g.given_by}</span>) },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.giftsCreditsUsers')}</Title>
      <Text c="dimmed">{t('adminGiftUsers.intro')}</Text>
      <AdminList<GiftRow> logic={giftList} path="gifts/users" label={t('menu.giftsCreditsUsers')} columns={columns} searchPlaceholder={t('adminGiftUsers.searchPlaceholder')} minWidth={860} />
    </Stack>
  );
}
