// Admin: Users (/admin/users, nexo.users; issue 20): everyone of every lot and shop, searched by name, e-mail or
// username, filtered by provider, lot, shop and status, exported; each row's editor deactivates or reactivates
// the user, mails them a password link or signs them out of every device.
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useActor } from '@xstate/react';
import { AdminUser, type AdminUser as Row } from '../../../contracts/admin-users.struct';
import { PROVIDERS } from '../../../contracts/auth.struct';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { userTenants } from '../../../machines/admin-user/user-tenants.actor';
import { AdminList, type AdminColumn, type AdminFilter } from '../admin-list';
import { fullName, UserEditor } from './user-editor';

const userList = adminListLogic(AdminUser);

export default function UsersScreen() {
  const { t } = useTranslate();
  const [tenants] = useActor(userTenants);
  const options = (list: { id: number; name: string }[] | undefined) => (list ?? []).map((x) => ({ value: String(x.id), label: x.name }));
  const filters: AdminFilter[] = [
    { name: 'provider', label: t('adminUsers.provider'), options: PROVIDERS.map((p) => ({ value: p, label: t(`adminUsers.provider.${p}`) })), width: 160 },
    { name: 'parking_id', label: t('adminUsers.lot'), options: options(tenants.output?.parkings) },
    { name: 'shop_id', label: t('adminUsers.shop'), options: options(tenants.output?.shops) },
    { name: 'status', label: t('adminUsers.status'), options: [{ value: '1', label: t('adminUsers.active') }, { value: '2', label: t('adminUsers.inactive') }], width: 140 },
  ];
  const columns: AdminColumn<Row>[] = [
    { label: t('adminUsers.name'), cell: fullName },
    { label: t('adminUsers.login'), cell: (u) => u.email ?? u.username ?? '' },
    { label: t('adminUsers.provider'), cell: (u) => t(`adminUsers.provider.${u.provider}`) },
    { label: t('adminUsers.role'), cell: (u) => u.role },
    { label: t('adminUsers.tenant'), cell: (u) => (u.shop ? u.shop.name : u.lots.map((l) => l.name).join(', ')) },
    { label: t('adminUsers.status'), cell: (u) => <Badge color={u.status === 1 ? 'teal' : 'gray'} variant="light">{t(u.status === 1 ? 'adminUsers.active' : 'adminUsers.inactive')}</Badge> },
    { label: t('adminUsers.devices'), cell: (u) => u.devices, align: 'right' },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.users')}</Title>
      <Text c="dimmed">{t('adminUsers.intro')}</Text>
      <AdminList<Row>
        logic={userList}
        path="users"
        label={t('menu.users')}
        columns={columns}
        filters={filters}
        searchPlaceholder={t('adminUsers.searchPlaceholder')}
        open={{ text: t('adminUsers.manage'), label: (u) => t('adminUsers.manageOf', { name: fullName(u) }) }}
        editor={(props) => <UserEditor {...props} />}
        minWidth={900}
      />
    </Stack>
  );
}
