// Admin: Roles and Permissions (/admin/roles, nexo.roles; spec 3 §2, §6; issue 20): the roles with their type,
// permissions and users, searched by name and filtered by type; Add and each row's editor (name, type,
// permissions, the administrator warning; delete a role of the admin's own).
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { AdminRole } from '../../../contracts/admin-roles.struct';
import { ROLE_TYPES } from '../../../contracts/role.struct';
import { isAdministratorPermission } from '../../../domain/roles/administrator-set';
import type { MessageKey } from '../../../i18n/i18n';
import { useTranslate } from '../../../i18n/use-translate';
import { adminListLogic } from '../../../machines/admin-list/admin-list.logic';
import { AdminList, type AdminColumn } from '../admin-list';
import { RoleEditor } from './role-editor';

/** The list's chart, reading its rows as the contract says. */
const roleList = adminListLogic(AdminRole);

export default function RolesScreen() {
  const { t } = useTranslate();
  const typeLabel = (type: string) => t(`adminRoles.type.${type}` as MessageKey);
  const columns: AdminColumn<AdminRole>[] = [
    { label: t('adminRoles.name'), cell: (r) => r.name },
    { label: t('adminRoles.type'), cell: (r) => typeLabel(r.type) },
    {
      label: t('adminRoles.permissions'),
      cell: (r) => (
        <Group gap={6}>
          <Text size="sm">{t('adminRoles.permissionCount', { count: r.permissions.length })}</Text>
          {r.permissions.some(isAdministratorPermission) ? <Badge size="xs" color="orange" variant="light">{t('adminRoles.administrator')}</Badge> : null}
        </Group>
      ),
    },
    { label: t('adminRoles.users'), cell: (r) => r.users, align: 'right' },
    { label: t('adminRoles.builtIn'), cell: (r) => t(r.built_in ? 'adminRoles.yes' : 'adminRoles.no') },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">{t('menu.rolesPermissions')}</Title>
      <Text c="dimmed">{t('adminRoles.intro')}</Text>
      <AdminList<AdminRole>
        logic={roleList}
        path="roles"
        label={t('menu.rolesPermissions')}
        columns={columns}
        filters={[{ name: 'type', label: t('adminRoles.type'), options: ROLE_TYPES.map((type) => ({ value: type, label: typeLabel(type) })) }]}
        searchPlaceholder={t('adminRoles.searchPlaceholder')}
        addLabel={t('adminRoles.add')}
        open={{ text: t('adminEditor.edit'), label: (r) => t('adminRoles.editOf', { name: r.name }) }}
        editor={(props) => <RoleEditor {...props} />}
        minWidth={760}
      />
    </Stack>
  );
}
